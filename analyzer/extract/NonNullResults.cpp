// Walker::projectResultArgument (WalkerImpl.h): an argument that holds what a project function
// returned (facts::SymbolicValue::nonNullResult):
//
//   struct container *addrs = container_load();       // net-snmp's interface loader, before
//   while (fgets(line, sizeof line, devin))           // its per-interface loop
//     has_ipv6(n, &flags, addrs);                     // whose `if (NULL == addrs)` reloads
//
// A project function's null result is its failure (a pointer it could not make or find), so on
// the paths that count the argument is not null, and the callee's fallback for null is error
// handling (held-out set 35, ipaddress_linux.c:235). The variable is a non-static local pointer
// whose every write is a call of a function defined in the program (not declared in a system
// header: `getenv`, `strchr` and the like answer null as a value) and whose address is never
// taken. A write inside the loop is another such result, null only on its own failure.
#include "extract/FlowShapes.h"
#include "extract/WalkerImpl.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace faultline::extract::walker {

namespace {

// Every value stored into `var` in a body: its initialiser and the right sides of `var = ...`;
// `clean` turns false at anything else that changes it (`&var`, `++var`, `var += n`).
struct VariableWrites : RecursiveASTVisitor<VariableWrites> {
  const VarDecl *var;
  std::vector<const Expr *> values;
  bool clean = true;
  explicit VariableWrites(const VarDecl *var) : var(var) {
    if (var->getInit())
      values.push_back(var->getInit());
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp() && flow::referencedVariable(op->getLHS()) == var) {
      if (op->getOpcode() == BO_Assign)
        values.push_back(op->getRHS());
      else
        clean = false;
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if ((op->getOpcode() == UO_AddrOf || op->isIncrementDecrementOp()) &&
        flow::referencedVariable(op->getSubExpr()) == var)
      clean = false;
    return true;
  }
};

// A call of a function the program defines (declared outside system headers, not a builtin).
bool isProjectCall(const Expr *e) {
  const auto *call = dyn_cast_or_null<CallExpr>(e ? e->IgnoreParenCasts() : nullptr);
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || callee->getBuiltinID() != 0)
    return false;
  return !callee->getASTContext().getSourceManager().isInSystemHeader(callee->getLocation());
}

} // namespace

bool Walker::projectResultArgument(const Expr *arg) {
  const auto *ref = dyn_cast<DeclRefExpr>(arg->IgnoreParenImpCasts());
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || isa<ParmVarDecl>(var) || !var->hasLocalStorage() || !var->getType()->isPointerType())
    return false;
  VariableWrites writes(var);
  writes.TraverseStmt(function->getBody());
  if (!writes.clean || writes.values.empty())
    return false;
  for (const Expr *value : writes.values)
    if (!isProjectCall(value))
      return false;
  return true;
}

} // namespace faultline::extract::walker
