#include "rules/program/ValueTests.h"

#include <algorithm>

namespace faultline::rules::program {

namespace {

// Predicates calling predicates (is_stdout -> same_string -> strcmp) are short; the bound only
// guarantees termination on recursive ones.
constexpr int kMaxDepth = 8;

KnownValue resolve(const facts::SymbolicValue &v, const ParameterValues &values) {
  KnownValue out;
  if (v.nonNullResult) {
    out.nonNull = true;
  } else if (v.constant) {
    out.integer = v.constant;
  } else if (v.text) {
    out.text = v.text;
  } else if (!v.symbol.empty()) {
    out.symbol = v.symbol;
  } else if (v.defaulted >= 0) {
    // `if (!mode) mode = "r";`: the caller's string, the default for NULL, else unknown.
    const KnownValue *p = static_cast<size_t>(v.defaulted) < values.size()
                              ? &values[static_cast<size_t>(v.defaulted)] : nullptr;
    if (p && p->text)
      out = *p;
    else if (p && p->integer && *p->integer == 0)
      out.text = v.nullDefault;
  } else if (v.fieldOf >= 0) {
    // `db->trimmed`: what the path knows of the object's field.
    const KnownValue *p = static_cast<size_t>(v.fieldOf) < values.size()
                              ? &values[static_cast<size_t>(v.fieldOf)] : nullptr;
    for (size_t i = 0; p && i < p->fields.size(); ++i)
      if (p->fields[i].first == v.field)
        out.integer = p->fields[i].second;
  } else if (v.parameter >= 0 && static_cast<size_t>(v.parameter) < values.size()) {
    const KnownValue &p = values[static_cast<size_t>(v.parameter)];
    auto affine = [&](int64_t x) -> std::optional<int64_t> {
      int64_t product = 0, sum = 0;
      if (__builtin_mul_overflow(v.multiplier, x, &product) ||
          __builtin_add_overflow(product, v.addend, &sum))
        return std::nullopt;
      return sum;
    };
    if (p.integer) {
      out.integer = affine(*p.integer);
    } else if (!p.oneOf.empty()) {
      for (int64_t x : p.oneOf) {
        std::optional<int64_t> y = affine(x);
        if (!y) {
          out.oneOf.clear();
          break;
        }
        out.oneOf.push_back(*y);
      }
    } else if (v.multiplier == 1 && v.addend == 0) {
      out = p; // a string forwarded unchanged
    }
  }
  return out;
}

// What `probe` reads of a known string (facts::CharacterProbe): the character's code (signed, as
// `*mode` promotes a plain char) or the value the scan leaves; nothing for an unknown string, an
// index past its terminator, or a text with an escape, which fast mode keeps as spelled.
KnownValue probed(const facts::CharacterProbe &probe, const KnownValue &string) {
  KnownValue out;
  if (!string.text || string.text->find('\\') != std::string::npos)
    return out;
  const std::string &s = *string.text;
  if (probe.index >= 0) {
    if (static_cast<uint64_t>(probe.index) < s.size())
      out.integer = static_cast<signed char>(s[static_cast<size_t>(probe.index)]);
    else if (static_cast<uint64_t>(probe.index) == s.size())
      out.integer = 0;
    return out;
  }
  out.integer = probe.initial;
  for (char c : s)
    for (size_t m = 0; m + 1 < probe.marks.size(); m += 2)
      if (probe.marks[m] == static_cast<signed char>(c)) {
        out.integer = probe.marks[m + 1];
        break;
      }
  return out;
}

// Whether two known values are equal; nothing when that cannot be told (an unknown, an integer
// against a string, two different unresolved identifiers, which may name the same string).
std::optional<bool> equal(const KnownValue &a, const KnownValue &b) {
  // A result null only on its function's failure, against null: unequal on the paths that count.
  if ((a.nonNull && b.integer && *b.integer == 0) || (b.nonNull && a.integer && *a.integer == 0))
    return false;
  if (a.integer && b.integer)
    return *a.integer == *b.integer;
  // One of several integers against one: unequal when none is it (two candidates are never all
  // equal to one integer).
  if (!a.oneOf.empty() && b.integer)
    return a.mayBe(*b.integer) ? std::nullopt : std::optional<bool>(false);
  if (!b.oneOf.empty() && a.integer)
    return b.mayBe(*a.integer) ? std::nullopt : std::optional<bool>(false);
  if (a.text && b.text)
    return *a.text == *b.text;
  if (!a.symbol.empty() && a.symbol == b.symbol)
    return true;
  return std::nullopt;
}

// Whether the test holds (its truth equals `expected`), or nothing when it is not decided.
std::optional<bool> holds(const ProgramIndex &index, const facts::FunctionFacts &f, int test,
                          const ParameterValues &values, int depth) {
  if (test < 0 || static_cast<size_t>(test) >= f.valueTests.size() || depth > kMaxDepth)
    return std::nullopt;
  const facts::ValueTest &t = f.valueTests[static_cast<size_t>(test)];
  std::optional<bool> truth;
  if (t.call < 0) {
    KnownValue left = resolve(t.left, values);
    if (t.probe)
      left = probed(*t.probe, left);
    if (t.mask != 0 && left.integer)
      left.integer = *left.integer & t.mask;
    else if (t.mask != 0)
      left = KnownValue{}; // a flag test of a string or a name: undecided
    truth = equal(left, resolve(t.right, values));
  } else if (static_cast<size_t>(t.call) < f.calls.size()) {
    const facts::CallSite &call = f.calls[static_cast<size_t>(t.call)];
    if (call.isVirtual)
      return std::nullopt; // an override may answer otherwise
    ParameterValues arguments = argumentValues(call, values);
    // Every definition the call can reach must agree (one per program that defines it).
    for (const facts::FunctionFacts *callee : index.callees(f, call)) {
      std::optional<bool> returned =
          callee->returnsTest < 0 ? std::nullopt
                                  : holds(index, *callee, callee->returnsTest, arguments, depth + 1);
      if (!returned || (truth && *truth != *returned))
        return std::nullopt;
      truth = returned;
    }
  }
  if (!truth)
    return std::nullopt;
  return *truth == t.expected;
}

} // namespace

bool KnownValue::mayBe(int64_t v) const {
  if (integer)
    return *integer == v;
  if (!oneOf.empty())
    return std::find(oneOf.begin(), oneOf.end(), v) != oneOf.end();
  return !text && symbol.empty();
}

ParameterValues argumentValues(const facts::CallSite &call, const ParameterValues &caller) {
  ParameterValues out;
  for (const facts::SymbolicValue &arg : call.arguments)
    out.push_back(resolve(arg, caller));
  // The caller's switch fixes an argument to its arm's labels; a value the path already knows
  // is at least as precise.
  if (call.caseArgument >= 0 && static_cast<size_t>(call.caseArgument) < out.size() &&
      !out[static_cast<size_t>(call.caseArgument)].known() && !call.caseArgumentValues.empty()) {
    KnownValue &v = out[static_cast<size_t>(call.caseArgument)];
    if (call.caseArgumentValues.size() == 1)
      v.integer = call.caseArgumentValues.front();
    else
      v.oneOf = call.caseArgumentValues;
  }
  return out;
}

bool mayRun(const ProgramIndex &index, const facts::FunctionFacts &f, int test,
            const ParameterValues &values) {
  // The test and every one it is chained to (conjuncts, enclosing `if`s) must be able to hold;
  // the bound guards against a malformed chain.
  for (int guard = 0; test >= 0 && static_cast<size_t>(test) < f.valueTests.size() && guard < 64;
       ++guard) {
    if (!holds(index, f, test, values, 0).value_or(true))
      return false;
    test = f.valueTests[static_cast<size_t>(test)].outer;
  }
  return true;
}

bool underCondition(const facts::FunctionFacts &f, int test) {
  for (int guard = 0; test >= 0 && static_cast<size_t>(test) < f.valueTests.size() && guard < 64;
       ++guard) {
    const facts::ValueTest &t = f.valueTests[static_cast<size_t>(test)];
    if (!t.guard)
      return true;
    test = t.outer;
  }
  return false;
}

} // namespace faultline::rules::program
