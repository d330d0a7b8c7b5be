// Whether code under an `if` that tests values (facts::ValueTest) can run on a hot path. The
// values a path fixes — an integer or a string constant passed by the loop's call, or forwarded
// unchanged from one — decide comparisons (`strcmp(name, "stdout") == 0`, `mode == 2`) and the
// predicates the program defines (`is_stdout(name)` returning `!strcmp(name, "stdout")`),
// as `case` labels decide a switch (facts::CallSite::switchParameter). Nothing known: it runs.
#pragma once

#include "rules/program/ProgramIndex.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace faultline::rules::program {

// A parameter's value on a path: an integer, a string, or (fast mode) an unresolved identifier
// equal only to itself; or one of a few integers (`oneOf`: a caller's `case` labels, facts::
// CallSite::caseArgument); nothing when unknown.
struct KnownValue {
  std::optional<int64_t> integer;
  std::optional<std::string> text;
  std::string symbol;
  std::vector<int64_t> oneOf; // set only when `integer` is not: two or more candidates
  // For a pointer: integer fields of the object it points to whose values the path knows
  // (facts::SymbolicValue::field names, sorted), as a loop's entry fixes them
  // (EntryFieldValues.h). Not counted by known(), which is about the value itself.
  std::vector<std::pair<std::string, int64_t>> fields;
  // A pointer null only when the project function that returned it failed
  // (facts::SymbolicValue::nonNullResult): a test against null reads as the error path. Not
  // counted by known() either.
  bool nonNull = false;
  bool known() const { return integer || text || !symbol.empty() || !oneOf.empty(); }
  // Whether the value may be `v`: false only when it is known to be other integers.
  bool mayBe(int64_t v) const;
};
using ParameterValues = std::vector<KnownValue>;

// The values of a call's arguments that are known, given the caller's known parameter values.
ParameterValues argumentValues(const facts::CallSite &call, const ParameterValues &caller);

// False only when the test `f.valueTests[test]` is decided by `values` and the code under it
// does not run; true when it runs or nothing is known (test < 0 included).
bool mayRun(const ProgramIndex &index, const facts::FunctionFacts &f, int test,
            const ParameterValues &values);

// Whether the chain from `test` holds a test of an `if` around the code, not only early-exit
// guards before it (facts::ValueTest::guard): code under a condition, for the questions that
// ask whether a function does something on every call (a wrapper's open, a forwarder's call).
bool underCondition(const facts::FunctionFacts &f, int test);

} // namespace faultline::rules::program
