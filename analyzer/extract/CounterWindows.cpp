// OnceShapes::counterWindow (ControlFlow.h): work done while a rising counter equals a constant.
// remind's rem2ps counts the calendars it reads in a global (`validfile++; DoPsCal();` in
// main's read loop) and DoPsCal writes the PostScript prologue, copying the user's prologue
// file through a fresh stream, only `if (validfile == 1)`: for the first calendar (issue 10,
// held-out set 12). A counter that only ever rises equals K on a stretch of consecutive
// executions of the test; when it is incremented before every execution (in the test itself,
// `++n == 1`; unconditionally in the function body, outside any loop of it; or right before
// every call of the function, `n++; f();`, or right after it, `f(); n++;`), that stretch holds one
// execution: the branch runs once per program, not once per pass of the loop around it.
//
// The counter: a global or static integer (not volatile) whose declarations all sit in this
// file (a header declaring it would let another file write it), written nowhere in the
// translation unit but by `++` or `+= K` with K > 0 (no `=`, no `--`, no `&n`). The function
// holding the test: its declarations also all in this file, its address never taken (a call
// through a pointer would be a call this check cannot see). Fast mode:
// analyzer/fastmode/FastCounterWindows.cpp.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace faultline::extract {

using namespace clang;
using flow::referencedVariable;

namespace {

// Whether `s` (a statement of a block) is `v++`, `++v` or `v += K`, K > 0.
bool isRise(const Stmt *s, const VarDecl *v, ASTContext &ctx) {
  const auto *e = dyn_cast_or_null<Expr>(s);
  if (!e)
    return false;
  e = e->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(e); unary && unary->isIncrementOp())
    return referencedVariable(unary->getSubExpr()) == v;
  if (const auto *op = dyn_cast<CompoundAssignOperator>(e); op && op->getOpcode() == BO_AddAssign) {
    std::optional<int64_t> step = flow::integerConstant(op->getRHS(), ctx);
    return referencedVariable(op->getLHS()) == v && step && *step > 0;
  }
  return false;
}

// Whether `s` holds a `return`, `goto` or `throw`: a way out of the function body's straight
// line (a `break` or `continue` at the top of a function body belongs to a nested statement).
bool leavesFunction(const Stmt *s, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (isa<ReturnStmt>(s) || isa<GotoStmt>(s) || isa<IndirectGotoStmt>(s) || isa<CXXThrowExpr>(s))
    return true;
  if (isa<LambdaExpr>(s) || isa<BlockExpr>(s))
    return false;
  for (const Stmt *child : s->children())
    if (leavesFunction(child, depth + 1))
      return true;
  return false;
}

bool allDeclaredInMainFile(const Decl *d, const SourceManager &sm) {
  for (const Decl *r : d->redecls())
    if (!sm.isInMainFile(sm.getExpansionLoc(r->getLocation())))
      return false;
  return true;
}

// Every write of the counter in the translation unit, and every use of the function holding
// the test: whether the counter only rises, and the statements that call the function.
class CounterUses : public RecursiveASTVisitor<CounterUses> {
public:
  CounterUses(const VarDecl *counter, const FunctionDecl *function, ASTContext &ctx)
      : counter(counter), function(function), ctx(ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitUnaryOperator(UnaryOperator *op) {
    if (referencedVariable(op->getSubExpr()) == counter &&
        (op->isDecrementOp() || op->getOpcode() == UO_AddrOf))
      onlyRises = false;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp() && referencedVariable(op->getLHS()) == counter && !isRise(op, counter, ctx))
      onlyRises = false;
    return true;
  }
  // A compound statement holding a call of the function as one of its statements: the call is
  // fed when an earlier statement of the block raises the counter (no label between that a jump
  // could enter by) or the very next one does. A use anywhere else (a call nested in an
  // expression, a loop statement, the function's address) is unfed.
  bool VisitCompoundStmt(CompoundStmt *block) {
    bool risen = false;
    const Stmt *previousCall = nullptr;
    for (const Stmt *s : block->body()) {
      if (previousCall) {
        if (isRise(s, counter, ctx))
          fed.insert(previousCall);
        previousCall = nullptr;
      }
      if (isa<LabelStmt>(s) || isa<CaseStmt>(s) || isa<DefaultStmt>(s))
        risen = false;
      if (isRise(s, counter, ctx))
        risen = true;
      if (const CallExpr *call = callOf(s)) {
        if (risen)
          fed.insert(call);
        previousCall = call;
      }
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    // A call names whichever declaration came first (a prototype above the definition).
    if (const auto *f = dyn_cast<FunctionDecl>(ref->getDecl());
        f && f->getCanonicalDecl() == function->getCanonicalDecl())
      uses.push_back(ref);
    return true;
  }

  // Whether every use of the function is the callee of a fed call (at least one).
  bool everyCallFed() const {
    if (uses.empty())
      return false;
    for (const DeclRefExpr *use : uses) {
      bool found = false;
      for (const Stmt *call : fed)
        found |= cast<CallExpr>(call)->getCallee()->IgnoreParenImpCasts() == use;
      if (!found)
        return false;
    }
    return true;
  }

  bool onlyRises = true;

private:
  // The call of the function a block statement is: `f(...);` or `x = f(...);`.
  const CallExpr *callOf(const Stmt *s) const {
    const auto *e = dyn_cast<Expr>(s);
    if (!e)
      return nullptr;
    e = e->IgnoreParenCasts();
    if (const auto *assign = dyn_cast<BinaryOperator>(e); assign && assign->getOpcode() == BO_Assign)
      e = assign->getRHS()->IgnoreParenCasts();
    const auto *call = dyn_cast<CallExpr>(e);
    return call && call->getDirectCallee() && call->getDirectCallee()->getCanonicalDecl() ==
                                                  function->getCanonicalDecl()
               ? call
               : nullptr;
  }
  const VarDecl *counter;
  const FunctionDecl *function;
  ASTContext &ctx;
  llvm::SmallPtrSet<const Stmt *, 4> fed;
  std::vector<const DeclRefExpr *> uses;
};

} // namespace

std::string OnceShapes::counterWindow(const std::vector<const Stmt *> &ancestors, size_t at) const {
  const auto *guard = dyn_cast<IfStmt>(ancestors[at]);
  if (!guard || !guard->getCond() || ancestors[at + 1] != guard->getThen() || !function || !body)
    return "";
  // The branch runs only while every conjunct holds: one `n == K` among them is enough.
  const VarDecl *counter = nullptr;
  int64_t value = 0;
  bool risesInTest = false;
  llvm::SmallVector<const Expr *, 4> pending{guard->getCond()};
  while (!pending.empty() && !counter) {
    const Expr *e = pending.pop_back_val()->IgnoreParenImpCasts();
    const auto *binary = dyn_cast<BinaryOperator>(e);
    if (binary && binary->getOpcode() == BO_LAnd) {
      pending.push_back(binary->getLHS());
      pending.push_back(binary->getRHS());
      continue;
    }
    if (!binary || binary->getOpcode() != BO_EQ)
      continue;
    for (const Expr *side : {binary->getLHS(), binary->getRHS()}) {
      const Expr *other = side == binary->getLHS() ? binary->getRHS() : binary->getLHS();
      const Expr *operand = side->IgnoreParenImpCasts();
      bool rises = false;
      if (const auto *unary = dyn_cast<UnaryOperator>(operand); unary && unary->isIncrementOp())
        operand = unary->getSubExpr(), rises = true;
      const VarDecl *v = referencedVariable(operand);
      if (std::optional<int64_t> k = flow::integerConstant(other, ctx); v && k) {
        counter = v, value = *k, risesInTest = rises;
        break;
      }
    }
  }
  if (!counter || !counter->hasGlobalStorage() || isa<ParmVarDecl>(counter) ||
      !counter->getType()->isIntegerType() || counter->getType().isVolatileQualified())
    return "";
  const SourceManager &sm = ctx.getSourceManager();
  // Defined here (an `extern` declaration alone names another file's variable).
  if (!allDeclaredInMainFile(counter, sm) || counter->hasDefinition(ctx) == VarDecl::DeclarationOnly)
    return "";
  // Unless the test itself raises the counter, the test must run once per call of the function:
  // no loop of the function around it.
  if (!risesInTest)
    for (size_t i = 0; i < at; ++i)
      if (isa<ForStmt>(ancestors[i]) || isa<WhileStmt>(ancestors[i]) || isa<DoStmt>(ancestors[i]) ||
          isa<CXXForRangeStmt>(ancestors[i]))
        return "";
  CounterUses uses(counter, function, ctx);
  uses.TraverseDecl(ctx.getTranslationUnitDecl());
  if (!uses.onlyRises)
    return "";
  std::string once = "runs once: '" + counter->getNameAsString() + "', which only ever rises, equals " +
                     std::to_string(value);
  if (risesInTest)
    return once + " on one evaluation of the test that raises it";
  // Raised by a statement of the function body itself: before the statement holding the test,
  // or after it with no way out of the function between (a `return` there would skip the rise).
  if (const auto *top = dyn_cast<CompoundStmt>(ancestors[0]); top && top == body && ancestors.size() > 1) {
    bool risen = false, after = false, jumps = false;
    for (const Stmt *s : top->body()) {
      if (s == ancestors[1]) {
        if (risen)
          break;
        after = true;
        jumps = leavesFunction(s);
        continue;
      }
      if (isa<LabelStmt>(s)) { // a jump could enter here, past a rise before it
        if (after)
          break;
        risen = false;
      }
      if (isRise(s, counter, ctx) && !jumps)
        risen = true;
      if (after && (risen || (jumps |= leavesFunction(s))))
        break;
    }
    if (risen)
      return once + " on one call of '" + function->getNameAsString() + "', which raises it";
  }
  if ((function->getStorageClass() == SC_Static || allDeclaredInMainFile(function, sm)) &&
      uses.everyCallFed())
    return once + " on one call of '" + function->getNameAsString() +
           "', and every call of it comes with a rise";
  return "";
}

} // namespace faultline::extract
