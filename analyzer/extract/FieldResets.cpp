#include "extract/FieldResets.h"

#include "extract/ControlFlow.h"
#include "extract/FieldStores.h"
#include "extract/StatementShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <set>

namespace faultline::extract {

using namespace clang;

namespace {

// "Record::*" for a record type (recordKey), "" for anything else.
std::string wholeRecordKey(QualType type) {
  const RecordDecl *record = type.isNull() ? nullptr : type->getAsRecordDecl();
  std::string owner = record ? recordKey(record) : "";
  return owner.empty() ? "" : owner + "::*";
}

const FieldDecl *fieldOf(const Expr *e) {
  const auto *member = e ? dyn_cast<MemberExpr>(e->IgnoreParenImpCasts()) : nullptr;
  return member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
}

// A library function declared in a system header (memcpy, fread, memset): what it does to a
// record it is handed a pointer to is a whole-record write as far as fields go. Functions of
// the program are the join's to follow.
bool libraryCallee(const CallExpr *call, const ASTContext &ctx) {
  const FunctionDecl *callee = call->getDirectCallee();
  return callee && !callee->hasBody() &&
         ctx.getSourceManager().isInSystemHeader(callee->getLocation());
}

// Every write of a field the visited statements make: by name (`Record::field`), and whole
// records as "Record::*".
class Writes : public RecursiveASTVisitor<Writes> {
public:
  explicit Writes(const ASTContext &ctx) : ctx(ctx) {}
  std::set<std::string> keys;
  // Leaves alone the then-branch of `if (x < 0)`: a restore on the failure path.
  bool skipFailureBranches = false;

  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its own function
  bool TraverseIfStmt(IfStmt *s) {
    if (!skipFailureBranches || !negativeTest(s->getCond()))
      return RecursiveASTVisitor::TraverseIfStmt(s);
    TraverseStmt(s->getCond());
    return TraverseStmt(s->getElse());
  }
  bool VisitExpr(Expr *e) {
    if (const Expr *target = writtenOperand(e))
      written(target);
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *op) {
    if (op->isAssignmentOp() && op->getNumArgs() > 0)
      written(op->getArg(0));
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    if (!libraryCallee(call, ctx))
      return true;
    for (const Expr *arg : call->arguments()) {
      QualType type = arg->IgnoreParenImpCasts()->getType();
      if (!ownLocal(arg) && type->isPointerType() && !type->getPointeeType().isConstQualified())
        add(wholeRecordKey(type->getPointeeType()));
    }
    return true;
  }

private:
  static bool negativeTest(const Expr *cond) {
    const auto *less = cond ? dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts()) : nullptr;
    const auto *zero = less ? dyn_cast<IntegerLiteral>(less->getRHS()->IgnoreParenImpCasts()) : nullptr;
    return less && less->getOpcode() == BO_LT && zero && zero->getValue().isZero();
  }
  void add(std::string key) {
    if (!key.empty())
      keys.insert(std::move(key));
  }
  // A local struct of the function's own (`dbcopy = *db;`, `memset(&st, 0, sizeof st)`) is no
  // object a caller sees.
  static bool ownLocal(const Expr *e) {
    e = e->IgnoreParenImpCasts();
    if (const auto *address = dyn_cast<UnaryOperator>(e); address && address->getOpcode() == UO_AddrOf)
      e = address->getSubExpr()->IgnoreParenImpCasts();
    const auto *ref = dyn_cast<DeclRefExpr>(e);
    const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    return var && var->hasLocalStorage() && !isa<ParmVarDecl>(var) && !var->getType()->isReferenceType();
  }
  void written(const Expr *lhs) {
    if (const FieldDecl *field = fieldOf(lhs))
      add(fieldKey(field));
    else if (lhs && !ownLocal(lhs))
      add(wholeRecordKey(lhs->IgnoreParenImpCasts()->getType()));
  }
  const ASTContext &ctx;
};

// Whether anything in `s` reassigns `p` or takes its address.
class Reassigns : public RecursiveASTVisitor<Reassigns> {
public:
  explicit Reassigns(const ParmVarDecl *p) : p(p) {}
  bool found = false;
  bool VisitExpr(Expr *e) {
    const Expr *target = writtenOperand(e);
    found = found || (target && names(target));
    return !found;
  }

private:
  bool names(const Expr *e) const {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    return ref && ref->getDecl() == p;
  }
  const ParmVarDecl *p;
};

// Whether a call in `s` is handed `p` itself (not a field of it): the callee may write any field.
class HandsOn : public RecursiveASTVisitor<HandsOn> {
public:
  explicit HandsOn(const ParmVarDecl *p) : p(p) {}
  bool found = false;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *call) {
    for (const Expr *arg : call->arguments()) {
      const auto *ref = dyn_cast<DeclRefExpr>(arg->IgnoreParenCasts());
      found = found || (ref && ref->getDecl() == p);
    }
    return !found;
  }

private:
  const ParmVarDecl *p;
};

class Returns : public RecursiveASTVisitor<Returns> {
public:
  Returns(ASTContext &ctx, bool booleanResult) : ctx(ctx), booleanResult(booleanResult) {}
  bool allFailures = true;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitReturnStmt(ReturnStmt *ret) {
    allFailures = allFailures && isFailureReturn(*ret, ctx, booleanResult);
    return allFailures;
  }

private:
  ASTContext &ctx;
  bool booleanResult;
};

const Stmt *withoutCleanups(const Stmt *s) {
  if (const auto *cleanups = dyn_cast_or_null<ExprWithCleanups>(s))
    return cleanups->getSubExpr();
  return s;
}

bool hasGoto(const Stmt *s) {
  if (!s)
    return false;
  if (isa<GotoStmt, IndirectGotoStmt>(s))
    return true;
  for (const Stmt *child : s->children())
    if (hasGoto(child))
      return true;
  return false;
}

// The begin orders of the calls and constructions an expression makes whenever it is
// evaluated: not in a conditional arm, the right of `&&`/`||`, a lambda or a statement
// expression.
void unconditionalCalls(const Stmt *s, const Locations &locations, std::set<uint64_t> &out) {
  if (!s || isa<LambdaExpr, StmtExpr>(s))
    return;
  if (const auto *conditional = dyn_cast<AbstractConditionalOperator>(s))
    return unconditionalCalls(conditional->getCond(), locations, out);
  if (const auto *logical = dyn_cast<BinaryOperator>(s); logical && logical->isLogicalOp())
    return unconditionalCalls(logical->getLHS(), locations, out);
  if (isa<CallExpr, CXXConstructExpr>(s))
    out.insert(locations.order(s->getBeginLoc()));
  for (const Stmt *child : s->children())
    unconditionalCalls(child, locations, out);
}

// The same for a statement of the body itself: an `if` or `switch` only by its condition, a
// loop not at all, a nested block by its statements.
void straightLineCalls(const Stmt *s, const Locations &locations, std::set<uint64_t> &out) {
  if (!s)
    return;
  if (const auto *label = dyn_cast<LabelStmt>(s))
    return straightLineCalls(label->getSubStmt(), locations, out);
  if (const auto *block = dyn_cast<CompoundStmt>(s)) {
    for (const Stmt *inner : block->body())
      straightLineCalls(inner, locations, out);
    return;
  }
  if (const auto *branch = dyn_cast<IfStmt>(s)) {
    unconditionalCalls(branch->getInit(), locations, out);
    return unconditionalCalls(branch->getCond(), locations, out);
  }
  if (const auto *choice = dyn_cast<SwitchStmt>(s)) {
    unconditionalCalls(choice->getInit(), locations, out);
    return unconditionalCalls(choice->getCond(), locations, out);
  }
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, CXXTryStmt, SwitchCase>(s))
    return;
  if (const auto *ret = dyn_cast<ReturnStmt>(s))
    return unconditionalCalls(ret->getRetValue(), locations, out);
  if (isa<Expr, DeclStmt>(s))
    unconditionalCalls(s, locations, out);
}

} // namespace

std::vector<facts::FieldReset> collectFieldResets(ASTContext &ctx, Locations &locations,
                                                  const FunctionDecl *fn) {
  std::vector<facts::FieldReset> out;
  const auto *body = dyn_cast_or_null<CompoundStmt>(fn->getBody());
  if (!body)
    return out;
  std::vector<const Stmt *> statements(body->body_begin(), body->body_end());
  bool booleanResult = returnsBoolean(*fn);
  for (size_t j = 0; j < statements.size(); ++j) {
    const auto *store = dyn_cast_or_null<BinaryOperator>(withoutCleanups(statements[j]));
    if (!store || store->getOpcode() != BO_Assign)
      continue;
    const auto *member = dyn_cast<MemberExpr>(store->getLHS()->IgnoreParenImpCasts());
    const FieldDecl *field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
    const auto *base = member ? dyn_cast<DeclRefExpr>(member->getBase()->IgnoreParenImpCasts()) : nullptr;
    const auto *object = base ? dyn_cast<ParmVarDecl>(base->getDecl()) : nullptr;
    Expr::EvalResult value;
    if (!member || !member->isArrow() || !field || !object ||
        !field->getType()->isIntegralOrEnumerationType() || fieldKey(field).empty() ||
        store->getRHS()->isValueDependent() || !store->getRHS()->EvaluateAsInt(value, ctx) ||
        value.Val.getInt().getSignificantBits() > 64)
      continue;
    Returns before(ctx, booleanResult);
    for (size_t k = 0; k < j && before.allFailures; ++k)
      before.TraverseStmt(const_cast<Stmt *>(statements[k]));
    Reassigns reassigns(object);
    reassigns.TraverseStmt(const_cast<CompoundStmt *>(body));
    Writes after(ctx);
    after.skipFailureBranches = true;
    HandsOn handsOn(object);
    for (size_t k = j + 1; k < statements.size(); ++k) {
      after.TraverseStmt(const_cast<Stmt *>(statements[k]));
      handsOn.TraverseStmt(const_cast<Stmt *>(statements[k]));
    }
    std::string key = fieldKey(field);
    std::string whole = wholeRecordKey(ctx.getRecordType(field->getParent()));
    if (!before.allFailures || reassigns.found || handsOn.found || after.keys.count(key) ||
        (!whole.empty() && after.keys.count(whole)))
      continue;
    facts::FieldReset reset;
    reset.parameter = static_cast<int>(object->getFunctionScopeIndex());
    reset.field = key;
    reset.value = value.Val.getInt().getExtValue();
    reset.range = locations.range(store->getSourceRange());
    out.push_back(std::move(reset));
  }
  return out;
}

std::vector<std::string> collectWrittenFields(const ASTContext &ctx, const FunctionDecl *fn) {
  Writes writes(ctx);
  writes.TraverseStmt(fn->getBody());
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fn))
    for (const CXXCtorInitializer *init : ctor->inits())
      if (init->isMemberInitializer())
        writes.keys.insert(fieldKey(init->getMember()));
  writes.keys.erase("");
  return {writes.keys.begin(), writes.keys.end()};
}

void markStraightLineCalls(Locations &locations, const FunctionDecl *fn,
                           std::vector<facts::CallSite> &calls) {
  const auto *body = dyn_cast_or_null<CompoundStmt>(fn->getBody());
  // A `goto` may jump over any statement; then nothing is said.
  if (!body || hasGoto(body))
    return;
  std::set<uint64_t> orders;
  straightLineCalls(body, locations, orders);
  for (facts::CallSite &call : calls)
    call.straightLine = call.loop < 0 && orders.count(call.order) > 0;
}

} // namespace faultline::extract
