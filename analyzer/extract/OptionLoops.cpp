// OnceShapes::optionLoop: the loop that parses the command line with getopt (`while ((c =
// getopt(argc, argv, "m:o:")) != -1) switch (c) { case 'm': f = fopen(optarg, "r"); ... }`)
// goes round once per option the user typed. What it does directly in an iteration (open the
// file an option names, allocate an option's table) runs once per option given, not per item
// of the program's input: cold, whatever its size (dosfstools' mkfs.fat reads the `-m` boot
// message file in its getopt loop; held-out set 14). Only the innermost loop counts: a loop
// inside a `case` (the lines of that file) repeats as usual.
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
    const Expr *cond = flow::loopCondition(s);
    if (!cond)
      return "";
    GetoptCall finder;
    finder.TraverseStmt(const_cast<Expr *>(cond));
    return finder.found ? "runs once per command-line option given (a getopt loop)" : "";
  }
  return "";
}

} // namespace faultline::extract
