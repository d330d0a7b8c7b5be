// What the code before an event tells about a function's integer locals, read off the syntax:
// fast mode's counterpart, for straight paths, of analyzer/extract/EventStates.cpp and
// PathValues.h (which read Clang's CFG). uucp's tstuu (issue 10) searches two free ptys:
//
//   om = open(name, O_RDWR); if (om < 0) continue;            // om >= 0 from here
//   if (omaster1 == -1) { omaster1 = om; e = fopen(".../pty1", "w"); ... }
//   else { omaster2 = om; e = fopen(".../pty2", "w"); ...; break; }
//   ... after the inner loop: if (omaster1 != -1 && omaster2 != -1) break;
//
// Walking from the function's body down to a statement, the facts are: a branch's condition (or
// its negation in the `else`), the negation of an earlier `if (C) <cannot fall through>` of an
// enclosing block, `v = w;` (v takes what is known of w, or a constant), and nothing about a name
// written anywhere else on the way (a loop entered forgets every name it writes). Two readers:
// FastOnceFlags.cpp's sentinel flags (the then-branch above runs once) and StructuredFlow's
// path cut (the `else` above: the outer `break` is taken), both in FastRepetition.cpp.
// A function with a `goto` gets no facts (a label is another way in).
#pragma once

#include "facts/builder/IntegerFacts.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/Syntax.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace faultline::fastmode {

// One name's fact: `== value`, `!= value`, `>= value` or `<= value` (facts/builder/IntegerFacts.h,
// shared with the Clang side; a name without a fact is absent from NameFacts).
using NameFact = builder::IntegerFact;
using NameFacts = std::map<std::string, NameFact, std::less<>>;

class PathFacts {
public:
  // `flow` answers whether a statement can fall through; `constant` values names and literals.
  PathFacts(const SyntaxTree &t, int function, const StructuredFlow &flow,
            const StructuredFlow::ConstantOf &constant);

  // What holds when statement `s` starts, on every path from the function's start.
  NameFacts before(int s) const;

  // 1 true, 0 false, -1 unknown: condition `cond` read with `facts`, which held at byte offset
  // `from`; only when `cond` comes after `from` in the text and nothing between writes a name
  // it reads (a forward path: no loop went round in between).
  int decide(int cond, const NameFacts &facts, uint32_t from, unsigned depth = 0) const;

  // Whether `name` is written (`=`, `op=`, `++`, `--`, `&name`, declared) in [from, to).
  bool writtenBetween(std::string_view name, uint32_t from, uint32_t to) const;
  // Every write of `name` (assignment, update or address-of node; declarator), in text order.
  const std::vector<int> &writesOf(std::string_view name) const;

  // `name op K` (or `K op name`, mirrored): the name, the operator and K.
  struct Comparison {
    std::string_view name;
    builder::Relation op = builder::Relation::Equal;
    int64_t k = 0;
  };
  std::optional<Comparison> comparison(int e) const;
  std::optional<int64_t> constantOf(int e) const;
  // The text of node `n`'s operator (`==`, `&`, `=`), or "" when it has none (a broken tree).
  std::string_view operatorOf(int n) const;

private:
  // Conditions nested deeper than this (`!!!...x`, generated `&&` chains) are not read: no stack
  // overflow on any input.
  static constexpr unsigned kMaxDepth = 64;
  void learn(int cond, bool holds, NameFacts &facts, unsigned depth = 0) const;
  void forgetWritesIn(int s, NameFacts &facts) const;
  void apply(int s, NameFacts &facts) const; // one earlier statement of a block on the path
  int strip(int e) const;

  const SyntaxTree &t;
  int function;
  const StructuredFlow &flow;
  const StructuredFlow::ConstantOf &constant;
  bool usable = true;
  std::map<std::string, std::vector<int>, std::less<>> writes;
};

} // namespace faultline::fastmode
