// "May this syntax write variable `root`?": the question FastGuardBounds.cpp (is a bound still
// good at the use?) and FastStoredValues.cpp (is a stored constant still there?) both ask of the
// statements between a fact and its use. Internal to analyzer/fastmode; the Clang side asks it of
// the CFG (GuardFlow.h's writtenBy).
#pragma once

#include "fastmode/Syntax.h"

#include <string_view>

namespace faultline::fastmode {

// The identifier an lvalue is reached from: p->a.b[i], *p, &s, x++ -> p / s / x (through
// parentheses and casts); -1 when it is not reached from a name.
int lvalueRoot(const SyntaxTree &t, int e);

struct WriteQuery {
  std::string_view root; // the variable's name
  // Set: a store straight to another field of `root` (`q->nLoopEnd = 30000;` when asking about
  // `q->nLength`) does not count; empty: every store reached from `root` counts.
  std::string_view field;
  // Also count a call given anything naming `root` (it may write through a pointer) and a label,
  // case or goto (a jump makes source order no guide).
  bool callsAndJumps = false;
};

// Whether anything under node `i` assigns, steps, takes the address of or declares `q.root`
// (and, with q.callsAndJumps, passes it to a call or jumps).
bool mayWrite(const SyntaxTree &t, int i, const WriteQuery &q);

} // namespace faultline::fastmode
