// OnceShapes::randomFallback (ControlFlow.h): the last-resort branch of a random-bytes reader.
//
//   static long read_random_bytes(void) {                   // shadow's libmisc/salt.c
//     if (getentropy(&v, sizeof v) == 0) goto end;
//     if ((size_t)getrandom(&v, sizeof v, 0) == sizeof v) goto end;
//     FILE *f = fopen("/dev/urandom", "r");                  // the fallback
//     ...
//   end:
//     return v;
//   }
//
// getentropy and getrandom do not fail on the systems faultline runs for (Linux 3.17 and later,
// glibc 2.25 and later, reads of at most 256 bytes): what follows a successful test of their
// result that leaves the function (a `return`, or a `goto` to a label after the event) runs only
// on a kernel without the system call, never in a loop of a working program (held-out set 35,
// shadow's salt.c:176, reached per line of chgpasswd's input). Only a test of success counts:
// after `if (getrandom(...) < 0) goto fail;` the event is the success path.
#include "extract/ControlFlow.h"
#include "facts/builder/RandomFallbacks.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace clang;

namespace faultline::extract {

using flow::integerConstant;
using flow::referencedVariable;
using flow::variableThroughCasts;

namespace {

// The name of a call to getentropy or getrandom `e` makes (through parentheses and casts), or "".
llvm::StringRef dependableCall(const Expr *e) {
  const auto *call = e ? dyn_cast<CallExpr>(e->IgnoreParenCasts()) : nullptr;
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return "";
  llvm::StringRef name = callee->getName();
  return builder::isDependableRandomCall(name) ? name : "";
}

// Whether `cond` holds when a dependable call succeeded (`result`: the tested operand):
// getentropy returns 0, getrandom the count of bytes it wrote (-1 on failure).
bool testsSuccess(const Expr *cond, const Expr *&result, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  const auto *binary = dyn_cast<BinaryOperator>(cond);
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot) {
    result = unary->getSubExpr(); // `!getentropy(...)`
    return true;
  }
  if (!binary || !binary->isComparisonOp())
    return false;
  BinaryOperatorKind op = binary->getOpcode();
  const Expr *other = binary->getRHS();
  result = binary->getLHS();
  if (integerConstant(result, ctx) && !integerConstant(other, ctx)) {
    std::swap(result, other);
    op = BinaryOperator::reverseComparisonOp(op);
  }
  std::optional<int64_t> k = integerConstant(other, ctx);
  return builder::comparesSuccess(BinaryOperator::getOpcodeStr(op), k.has_value(), k.value_or(0));
}

// Whether `branch` leaves forward past `child`: a `return`, or a `goto` to a label that `top`
// holds after `child` (directly or as the last statement of braces).
bool leavesPast(const Stmt *branch, const CompoundStmt *top, const Stmt *child) {
  if (const auto *block = dyn_cast_or_null<CompoundStmt>(branch))
    branch = block->body_empty() ? nullptr : block->body_back();
  if (!branch)
    return false;
  if (isa<ReturnStmt>(branch))
    return true;
  const auto *jump = dyn_cast<GotoStmt>(branch);
  if (!jump)
    return false;
  bool afterChild = false;
  for (const Stmt *s : top->body()) {
    afterChild |= s == child;
    for (const auto *label = dyn_cast<LabelStmt>(s); label;
         label = dyn_cast<LabelStmt>(label->getSubStmt()))
      if (label->getDecl() == jump->getLabel())
        return afterChild && s != child;
  }
  return false;
}

} // namespace

std::string OnceShapes::randomFallback(const CompoundStmt *top, const Stmt *child) const {
  llvm::DenseMap<const VarDecl *, llvm::StringRef> results; // r = getrandom(...)
  std::vector<std::string> failed;
  for (const Stmt *s : top->body()) {
    if (s == child)
      break;
    if (const auto *decl = dyn_cast<DeclStmt>(s); decl && decl->isSingleDecl())
      if (const auto *var = dyn_cast<VarDecl>(decl->getSingleDecl()))
        if (llvm::StringRef name = dependableCall(var->getInit()); !name.empty())
          results[var] = name;
    if (const auto *assign = dyn_cast<BinaryOperator>(s); assign && assign->getOpcode() == BO_Assign)
      if (const VarDecl *var = referencedVariable(assign->getLHS()))
        if (llvm::StringRef name = dependableCall(assign->getRHS()); !name.empty())
          results[var] = name;
    const auto *test = dyn_cast<IfStmt>(s);
    const Expr *result = nullptr;
    if (!test || test->getElse() || !test->getCond() || !testsSuccess(test->getCond(), result, ctx) ||
        !leavesPast(test->getThen(), top, child))
      continue;
    llvm::StringRef name = dependableCall(result);
    if (name.empty())
      if (const VarDecl *var = variableThroughCasts(result); var && results.count(var))
        name = results[var];
    if (name == "getrandom" && isa<UnaryOperator>(test->getCond()->IgnoreParenImpCasts()))
      continue; // `!getrandom(...)`: it wrote nothing
    if (!name.empty() && std::find(failed.begin(), failed.end(), name.str()) == failed.end())
      failed.push_back(name.str());
  }
  return failed.empty() ? "" : builder::randomFallbackNote(failed);
}

} // namespace faultline::extract
