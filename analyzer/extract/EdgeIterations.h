// Events on one iteration of a counted loop (its first, its last, the one where the counter
// equals a constant): in
//
//   for (i = 0; i < n; i++) {
//     if (i == 0) in = fopen(name, "r");          // the first step reads the file
//     ...
//     if (i < n - 1) out = buffer; else out = fopen(target, "w");   // the last one writes it
//   }
//
// the opens run once per run of the loop, not once per iteration (recode's
// perform_memory_sequence). The loop must count: a local integer stepped by one in the `for`
// increment (wherever it starts), tested against a bound `n` in its condition (`i < n`,
// possibly the first of several `&&` conjuncts), and written nowhere in the body. The last
// iteration also needs a bound the body assigns on one iteration at most (under an `i == K`
// guard; `i == n` then holds on two iterations at most: nuttcp's server reads `nstream` from
// the client on the first stream). A global counter or bound counts when it is defined in this
// TU, no function of the TU that writes it can run from the body (called, directly or through
// the TU's functions, or through a pointer of its type) and, unless it is static, the body
// calls only functions defined in this TU or declared in system headers.
//
// The guard is an `if` between the loop and the event: `i == K` for a constant K (rising by
// one, the counter equals K on one iteration at most), `!i`, the else of `i != K`; `i == n - 1`,
// `i + 1 == n`, `i >= n - 1`, `i + 1 >= n`, the else of `i < n - 1`, `i + 1 < n` or
// `i != n - 1`; `i == n` when the condition is `i <= n`. Or a `switch (i)` between them, the
// event in the arm of one `case K:` label entered only through it (the for-switch idiom:
// net-snmp's `for (i = 0; i < 2; i++) switch (i) { case 0: ...; break; case 1: ...; }`).
//
// The iteration that ends the loop counts too: a statement of a block around the event lowers
// the bound to at most the counter's start plus one (`i < n`; the start for `i <= n`), before the
// event or after it with no `continue` or goto between, and no write of the body raises it again
// (mafft's `if (treein) { nguidetree = 1; loadtree(...); }` in `for (iguidetree = 0; iguidetree <
// nguidetree; iguidetree++)`).
//
// Such an event belongs to the next loop out, like one under a local once-flag
// (LocalOnceFlags.h). Fast mode: FastEdgeIterations.cpp.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Stmt.h>

#include <vector>

namespace faultline::extract {

// For an event (`ancestors`: outermost first, the event last) whose innermost loop is a counted
// `for` and which runs only on its first or last iteration: the facts loop id (index into
// `loopStmts`) of the next loop out, -1 when none (once per call); -2 otherwise.
int edgeIterationLoop(const std::vector<const clang::Stmt *> &ancestors, clang::ASTContext &ctx,
                      const std::vector<const clang::Stmt *> &loopStmts,
                      const clang::FunctionDecl *function);

} // namespace faultline::extract
