#include "extract/CapacityFields.h"
#include "extract/FieldStores.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"

namespace faultline::extract {

using namespace clang;

namespace {

// The operand a comparison finds too small, the capacity of a grow-only guard: `cap` of
// `cap < need`, `cap <= need`, `need > cap`, `need >= cap`; null for any other condition.
const Expr *tooSmallSide(const Expr *condition) {
  const auto *cond = dyn_cast_or_null<BinaryOperator>(condition);
  if (!cond)
    return nullptr;
  switch (cond->getOpcode()) {
  case BO_LT:
  case BO_LE: return cond->getLHS();
  case BO_GT:
  case BO_GE: return cond->getRHS();
  default: return nullptr;
  }
}

// "Record::field" of `ctx->cap` / `ctx.cap`, or nullptr.
const FieldDecl *fieldOf(const Expr *e) {
  const auto *member = e ? dyn_cast<MemberExpr>(e->IgnoreParenImpCasts()) : nullptr;
  return member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
}


// `x->field = ...` somewhere inside `s`.
bool assigns(const Stmt *s, const FieldDecl *field, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->getOpcode() == BO_Assign &&
                                                     fieldOf(op->getLHS()) == field)
    return true;
  for (const Stmt *child : s->children())
    if (assigns(child, field, depth + 1))
      return true;
  return false;
}

void findGuards(const Stmt *s, Locations &locations, std::vector<facts::CapacityField> &out,
                unsigned depth = 0) {
  if (!s || depth > 200)
    return;
  if (const auto *branch = dyn_cast<IfStmt>(s); branch && branch->getThen()) {
    const Expr *cond = branch->getCond()->IgnoreParenImpCasts();
    if (const Expr *small = tooSmallSide(cond)) {
      const FieldDecl *field = fieldOf(small);
      if (field && assigns(branch->getThen(), field))
        if (std::string key = fieldKey(field); !key.empty()) {
          facts::CapacityField guard;
          guard.field = key;
          guard.range = locations.range(cond->getSourceRange());
          guard.beginOrder = locations.order(branch->getThen()->getBeginLoc());
          guard.endOrder = locations.order(branch->getThen()->getEndLoc()) + 1;
          out.push_back(std::move(guard));
        }
    }
  }
  for (const Stmt *child : s->children())
    findGuards(child, locations, out, depth + 1);
}

// The local `e` names (parentheses and implicit casts ignored), or null.
const VarDecl *localOf(const Expr *e) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()) : nullptr;
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var && var->hasLocalStorage() ? var : nullptr;
}

// `var = ...` (or `var += ...`) somewhere inside `s`.
bool assignsLocal(const Stmt *s, const VarDecl *var, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->isAssignmentOp() && localOf(op->getLHS()) == var)
    return true;
  for (const Stmt *child : s->children())
    if (assignsLocal(child, var, depth + 1))
      return true;
  return false;
}

bool isLoop(const Stmt *s) { return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s); }

} // namespace

bool grownOnlyInLoop(const ASTContext &ctx, const std::vector<const Stmt *> &ancestors,
                     const VarDecl *owner) {
  if (!owner || !owner->hasLocalStorage() || ancestors.size() < 2)
    return false;
  // The nearest `if` whose then-branch holds the statement; no loop in between (a loop inside
  // the branch would allocate per iteration of its own).
  const IfStmt *guard = nullptr;
  size_t at = ancestors.size() - 1;
  for (; at-- > 0;) {
    if (isLoop(ancestors[at]))
      return false;
    if (const auto *branch = dyn_cast<IfStmt>(ancestors[at])) {
      if (branch->getThen() != ancestors[at + 1])
        return false; // the else branch, or the condition
      guard = branch;
      break;
    }
  }
  if (!guard)
    return false;
  const Expr *tested = guard->getCond()->IgnoreParenImpCasts();
  // `if (PREDICT_FALSE(cap < need))`: __builtin_expect(x, 0) tests x.
  if (const auto *call = dyn_cast<CallExpr>(tested);
      call && call->getNumArgs() >= 1 &&
      (call->getBuiltinCallee() == Builtin::BI__builtin_expect ||
       call->getBuiltinCallee() == Builtin::BI__builtin_expect_with_probability))
    tested = call->getArg(0)->IgnoreParenImpCasts();
  const VarDecl *capacity = localOf(tooSmallSide(tested));
  if (!capacity || capacity == owner || !assignsLocal(guard->getThen(), capacity))
    return false;
  // The loop the guard runs in: capacity and owner must outlive its iterations.
  const Stmt *loop = nullptr;
  for (size_t i = at; i-- > 0 && !loop;)
    if (isLoop(ancestors[i]))
      loop = ancestors[i];
  if (!loop)
    return false;
  const SourceManager &sm = ctx.getSourceManager();
  auto before = [&](const VarDecl *var) {
    return sm.isBeforeInTranslationUnit(var->getLocation(), loop->getBeginLoc());
  };
  return before(capacity) && before(owner);
}

namespace {
// The variable of static storage `e` names (parentheses and implicit casts ignored), or null.
const VarDecl *staticOf(const Expr *e) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()) : nullptr;
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var && var->hasGlobalStorage() ? var : nullptr;
}

// The variable of static storage an `if` finds too small (`need > cap`, `cap < need`), or null.
const VarDecl *grownCapacity(const IfStmt *branch) {
  return staticOf(tooSmallSide(branch->getCond()->IgnoreParenImpCasts()));
}

// `var = ...` somewhere inside `s`, for a variable of static storage; with `outsideGuards`,
// not counting the then-branches of `if`s that find `var` too small (the same grow-only guard,
// as nauty's DYNALLOC1 of one buffer in several places).
bool assignsStatic(const Stmt *s, const VarDecl *var, bool outsideGuards = false,
                   unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->isAssignmentOp() && staticOf(op->getLHS()) == var)
    return true;
  const auto *branch = dyn_cast<IfStmt>(s);
  bool guarded = outsideGuards && branch && grownCapacity(branch) == var;
  for (const Stmt *child : s->children())
    if (!(guarded && child == branch->getThen()) && assignsStatic(child, var, outsideGuards, depth + 1))
      return true;
  return false;
}
} // namespace

std::string grownOnlyStaticReason(const std::vector<const Stmt *> &ancestors,
                                  const VarDecl *owner) {
  if (!owner || !owner->hasGlobalStorage() || ancestors.size() < 2)
    return "";
  // The nearest `if` whose then-branch holds the allocation; no loop in between. An `if` the
  // allocation is the condition of (`if ((lab = malloc(...)) == NULL)`) is a statement of it.
  const IfStmt *guard = nullptr;
  size_t at = ancestors.size() - 1;
  while (at-- > 0) {
    if (isLoop(ancestors[at]))
      return "";
    if (const auto *branch = dyn_cast<IfStmt>(ancestors[at]);
        branch && branch->getCond() != ancestors[at + 1]) {
      if (branch->getThen() != ancestors[at + 1])
        return "";
      guard = branch;
      break;
    }
  }
  if (!guard)
    return "";
  const VarDecl *capacity = grownCapacity(guard);
  if (!capacity || capacity == owner || !assignsStatic(guard->getThen(), capacity))
    return "";
  // A loop around the guard that also sets the capacity elsewhere (`lab_sz = 0;` of a DYNFREE
  // per iteration) makes the branch run again: only such guards' own branches may write it.
  for (size_t i = at; i-- > 0;)
    if (isLoop(ancestors[i]) && assignsStatic(ancestors[i], capacity, /*outsideGuards=*/true))
      return "";
  return "a grow-only buffer: '" + owner->getName().str() +
         "' is replaced only when the need exceeds '" + capacity->getName().str() +
         "', the capacity the same branch sets";
}

std::vector<facts::CapacityField> collectCapacityFields(ASTContext &ctx, Locations &locations,
                                                        const FunctionDecl *fn) {
  std::vector<facts::CapacityField> out;
  const auto *body = dyn_cast_or_null<CompoundStmt>(fn->getBody());
  if (!body)
    return out;
  findGuards(body, locations, out);
  // Resets: statements of the body itself, so they run on every call that gets that far.
  for (const Stmt *s : body->body()) {
    const auto *op = dyn_cast<BinaryOperator>(s);
    if (!op || op->getOpcode() != BO_Assign)
      continue;
    const FieldDecl *field = fieldOf(op->getLHS());
    Expr::EvalResult value;
    if (!field || op->getRHS()->isValueDependent() || !op->getRHS()->EvaluateAsInt(value, ctx) ||
        value.Val.getInt() != 0)
      continue;
    if (std::string key = fieldKey(field); !key.empty()) {
      facts::CapacityField reset;
      reset.field = key;
      reset.reset = true;
      reset.range = locations.range(op->getSourceRange());
      out.push_back(std::move(reset));
    }
  }
  return out;
}

} // namespace faultline::extract
