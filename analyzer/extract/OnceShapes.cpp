// OnceShapes (ControlFlow.h): events that run once, read off the statements around them: a
// once-flag guard (global flag or lazily initialised field), a static local's initialiser, the
// child branch of fork().
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/KnownFunctions.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract {

using namespace clang;
using flow::isZero;
using flow::referencedVariable;
using flow::sameLValue;
using flow::testedForZero;

namespace {

// Whether `s` sets the lvalue `target` (a field, or a variable): assigns it, or hands its address
// to a callee that fills it (`sqlite3_open(name, &p->db)`).
bool assignsLValue(const Stmt *s, const Expr *target, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *binary = dyn_cast<BinaryOperator>(s);
      binary && binary->isAssignmentOp() && sameLValue(binary->getLHS(), target))
    return true;
  if (const auto *unary = dyn_cast<UnaryOperator>(s);
      unary && unary->getOpcode() == UO_AddrOf && sameLValue(unary->getSubExpr(), target))
    return true;
  for (const Stmt *child : s->children())
    if (assignsLValue(child, target, depth + 1))
      return true;
  return false;
}

// The variable a condition tests for "already": `v`, `v != 0`.
const VarDecl *testedForNonZero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const VarDecl *var = referencedVariable(cond))
    return var;
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_NE) {
    if (isZero(binary->getRHS(), ctx))
      return referencedVariable(binary->getLHS());
    if (isZero(binary->getLHS(), ctx))
      return referencedVariable(binary->getRHS());
  }
  return nullptr;
}

// `&var` as the pointer an atomic builtin writes through (isAtomicWrite): Clang models
// `__atomic_store_n` and the C11 forms as AtomicExpr, `__sync_*` and `__atomic_test_and_set`
// as calls of builtins.
bool atomicallyWrites(const Stmt *s, const VarDecl *var) {
  const Expr *pointer = nullptr;
  if (const auto *atomic = dyn_cast<AtomicExpr>(s); atomic && isAtomicWrite(atomic->getOpAsString()))
    pointer = atomic->getPtr();
  else if (const auto *call = dyn_cast<CallExpr>(s); call && call->getNumArgs() > 0)
    if (const FunctionDecl *callee = call->getDirectCallee();
        callee && callee->getBuiltinID() != 0 && callee->getIdentifier() &&
        isAtomicWrite(callee->getName()))
      pointer = call->getArg(0);
  const auto *address = pointer ? dyn_cast<UnaryOperator>(pointer->IgnoreParenCasts()) : nullptr;
  return address && address->getOpcode() == UO_AddrOf &&
         referencedVariable(address->getSubExpr()) == var;
}

// Whether `s` sets `var` (v = ..., v++, v |= ..., an atomic store to &v), looking no deeper
// than generated code allows.
bool assigns(const Stmt *s, const VarDecl *var, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (atomicallyWrites(s, var))
    return true;
  if (const auto *binary = dyn_cast<BinaryOperator>(s);
      binary && binary->isAssignmentOp() && referencedVariable(binary->getLHS()) == var)
    return true;
  if (const auto *unary = dyn_cast<UnaryOperator>(s);
      unary && unary->isIncrementDecrementOp() && referencedVariable(unary->getSubExpr()) == var)
    return true;
  for (const Stmt *child : s->children())
    if (assigns(child, var, depth + 1))
      return true;
  return false;
}

bool isForkCall(const Expr *e) {
  const auto *call = dyn_cast<CallExpr>(e->IgnoreParenImpCasts());
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return false;
  llvm::StringRef name = callee->getName();
  return name == "fork" || name == "vfork";
}

// Variables that receive fork()'s result.
class ForkResults : public RecursiveASTVisitor<ForkResults> {
public:
  explicit ForkResults(llvm::DenseSet<const VarDecl *> &out) : out(out) {}
  bool VisitVarDecl(VarDecl *var) {
    if (var->getInit() && isForkCall(var->getInit()))
      out.insert(var);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->getOpcode() == BO_Assign && isForkCall(op->getRHS()))
      if (const VarDecl *var = referencedVariable(op->getLHS()))
        out.insert(var);
    return true;
  }

private:
  llvm::DenseSet<const VarDecl *> &out;
};

} // namespace

OnceShapes::OnceShapes(ASTContext &ctx, const FunctionDecl *function) : ctx(ctx) {
  ForkResults(forkResults).TraverseStmt(const_cast<Stmt *>(function->getBody()));
}

std::string OnceShapes::onceFlag(const IfStmt *guard, const Stmt *branch) const {
  if (branch != guard->getThen() || !guard->getCond())
    return "";
  const Expr *tested = testedForZero(guard->getCond(), ctx);
  if (!tested)
    return "";
  if (const VarDecl *flag = referencedVariable(tested)) {
    if (!flag->hasGlobalStorage() || !assigns(guard->getThen(), flag))
      return "";
    return "guarded by the once-flag '" + flag->getNameAsString() + "'";
  }
  // `if (s->db == NULL) { ...; s->db = open(...); }`: lazy initialisation of a field, once per
  // object (which outlives the calls that ask for it).
  const auto *field = dyn_cast<MemberExpr>(tested);
  if (!field || !assignsLValue(guard->getThen(), field))
    return "";
  return "lazily initialised: runs only while '" + field->getMemberDecl()->getNameAsString() +
         "' is unset";
}

// `if (initialized) return; ... initialized = 1;` at the top of a function body.
std::string OnceShapes::earlyReturnOnceFlag(const CompoundStmt *body, const Stmt *child) const {
  for (const Stmt *s : body->body()) {
    if (s == child)
      break;
    const auto *guard = dyn_cast<IfStmt>(s);
    if (!guard || guard->getElse() || !guard->getCond())
      continue;
    const Stmt *then = guard->getThen();
    if (const auto *block = dyn_cast<CompoundStmt>(then); block && block->size() == 1)
      then = block->body_front();
    if (!isa<ReturnStmt>(then))
      continue;
    const VarDecl *flag = testedForNonZero(guard->getCond(), ctx);
    if (flag && flag->hasGlobalStorage() && assigns(body, flag))
      return "guarded by the once-flag '" + flag->getNameAsString() + "'";
  }
  return "";
}

bool OnceShapes::isForkChildBranch(const IfStmt *guard, const Stmt *branch) const {
  const Expr *cond = guard->getCond();
  if (!cond)
    return false;
  auto isForkValue = [&](const Expr *e) {
    const VarDecl *var = referencedVariable(e);
    return (var && forkResults.contains(var)) || isForkCall(e);
  };
  cond = cond->IgnoreParenImpCasts();
  // pid == 0 / !pid / 0 == pid: the then-branch is the child.
  if (branch == guard->getThen()) {
    if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot)
      return isForkValue(unary->getSubExpr());
    if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ)
      return (isZero(binary->getRHS(), ctx) && isForkValue(binary->getLHS())) ||
             (isZero(binary->getLHS(), ctx) && isForkValue(binary->getRHS()));
    return false;
  }
  // pid != 0 / pid: the else-branch is the child.
  if (branch == guard->getElse()) {
    if (isForkValue(cond))
      return true;
    if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_NE)
      return (isZero(binary->getRHS(), ctx) && isForkValue(binary->getLHS())) ||
             (isZero(binary->getLHS(), ctx) && isForkValue(binary->getRHS()));
  }
  return false;
}

std::string OnceShapes::reason(const std::vector<const Stmt *> &ancestors,
                               const VarDecl *staticInitialised) const {
  if (staticInitialised)
    return "in the initialiser of static local '" + staticInitialised->getNameAsString() +
           "', which runs once";
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    const Stmt *child = ancestors[i + 1];
    if (const auto *guard = dyn_cast<IfStmt>(ancestors[i])) {
      if (std::string flag = onceFlag(guard, child); !flag.empty())
        return flag;
      if (isForkChildBranch(guard, child))
        return "in the child of 'fork()', which runs once per child";
    }
  }
  if (ancestors.size() >= 2)
    if (const auto *body = dyn_cast<CompoundStmt>(ancestors[0]))
      return earlyReturnOnceFlag(body, ancestors[1]);
  return "";
}

} // namespace faultline::extract
