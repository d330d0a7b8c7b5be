// Local once-flags (facts::FunctionFacts events): in
//
//   int done_help = 0;
//   while (1) { ...; if (!done_help) { cmd = help_unknown_cmd(cmd); done_help = 1; } else break; }
//
// the guarded call runs at most once per entry of the scope that declares the flag: the flag is
// initialised to zero, the guarded block sets it to a nonzero constant (with no `continue` or
// `goto` that could go round first), and nothing else in the function sets it back (every other
// mention reads it or sets a nonzero constant; no ++/--, no address taken). OnceShapes handles
// static and global flags (once per program); this one moves the event out to the innermost
// loop around the flag's declaration (no loop: once per call). Fast mode: FastOnceFlags.cpp.
//
// The same holds for the exit-if-set shape of option loops (iproute2's tc: `if (seen_run)
// duparg("run", *argv); seen_run = true; ...parse the program...`): a guard that cannot fall
// through when the flag is set, then the assignment, then the event (exitIfSetFlag).
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Stmt.h>

#include <vector>

namespace faultline::extract {

// For an event under a local once-flag (`ancestors`: outermost first, the event last): the facts
// loop id (index into `loopStmts`) of the innermost loop around the flag's declaration, -1 when
// none (once per call); -2 when no such flag guards the event.
int localOnceFlagLoop(const std::vector<const clang::Stmt *> &ancestors,
                      const clang::FunctionDecl *function, clang::ASTContext &ctx,
                      const std::vector<const clang::Stmt *> &loopStmts);

} // namespace faultline::extract
