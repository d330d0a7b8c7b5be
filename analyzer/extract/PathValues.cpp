// PathValues (PathValues.h): constants of status variables along CFG paths.
#include "extract/PathValues.h"
#include "extract/FlowShapes.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace faultline::extract {

using namespace clang;

namespace {

using builder::Relation;

// The relation of a comparison operator; nothing for any other.
std::optional<Relation> relationOf(BinaryOperatorKind op) {
  switch (op) {
  case BO_EQ: return Relation::Equal;
  case BO_NE: return Relation::NotEqual;
  case BO_LT: return Relation::Less;
  case BO_LE: return Relation::LessEqual;
  case BO_GT: return Relation::Greater;
  case BO_GE: return Relation::GreaterEqual;
  default: return std::nullopt;
  }
}

bool isComparison(BinaryOperatorKind op) { return relationOf(op).has_value(); }

// A relational comparison the facts may read: on signed integers (or enums), where the
// constants compare as written. `u > -1` on an unsigned `u` compares with UINT_MAX.
bool signedComparison(const BinaryOperator &op) {
  return op.getLHS()->getType()->isSignedIntegerOrEnumerationType() &&
         op.getRHS()->getType()->isSignedIntegerOrEnumerationType();
}

} // namespace

// The variables worth following: locals of integer or enum type, not volatile, not static,
// whose address is never taken (nor bound to a reference, nor captured by a lambda), assigned a
// constant somewhere, and read as a status: returned (`return ret;`) or tested for a value
// (`if (status)`, `!err`, `ret == NLOPT_SUCCESS`). Loop counters, compared only with `<`, stay
// out: following them would multiply states for nothing.
PathValues::PathValues(const FunctionDecl &function, ASTContext &ctx) : ctx(ctx) {
  const Stmt *body = function.getBody();
  if (!body)
    return;
  llvm::DenseSet<const VarDecl *> escaped, constantAssigned, statusRead, compared;
  std::vector<const VarDecl *> order;
  std::vector<std::pair<const VarDecl *, const VarDecl *>> copies; // (to, from), in source order
  auto candidate = [&](const VarDecl *v) {
    return v && v->hasLocalStorage() && !v->getType().isVolatileQualified() &&
           (v->getType()->isIntegralOrEnumerationType()) && !v->getType()->isReferenceType();
  };
  auto noteConstant = [&](const VarDecl *v, const Expr *value) {
    if (!candidate(v) || !value || !constant(value))
      return;
    if (constantAssigned.insert(v).second)
      order.push_back(v);
  };
  auto noteStatus = [&](const Expr *e) {
    if (const VarDecl *v = flow::variableThroughCasts(e); candidate(v))
      statusRead.insert(v);
  };
  auto noteCopy = [&](const VarDecl *to, const Expr *from) {
    const VarDecl *source = from ? flow::variableThroughCasts(from) : nullptr;
    if (candidate(to) && candidate(source) && source != to)
      copies.emplace_back(to, source);
  };
  std::function<void(const Stmt *, unsigned)> scan = [&](const Stmt *s, unsigned depth) {
    if (!s || depth > 400)
      return;
    if (const auto *op = dyn_cast<UnaryOperator>(s)) {
      if (op->getOpcode() == UO_AddrOf)
        if (const VarDecl *v = flow::variableThroughCasts(op->getSubExpr()))
          escaped.insert(v);
      if (op->getOpcode() == UO_LNot)
        noteStatus(op->getSubExpr());
    } else if (const auto *op = dyn_cast<BinaryOperator>(s)) {
      if (op->getOpcode() == BO_Assign) {
        noteConstant(flow::variableThroughCasts(op->getLHS()), op->getRHS());
        noteCopy(flow::variableThroughCasts(op->getLHS()), op->getRHS());
      }
      if (op->getOpcode() == BO_EQ || op->getOpcode() == BO_NE) {
        if (constant(op->getRHS()))
          noteStatus(op->getLHS());
        if (constant(op->getLHS()))
          noteStatus(op->getRHS());
      }
      if (isComparison(op->getOpcode()))
        for (auto [var, other] : {std::pair{op->getLHS(), op->getRHS()}, std::pair{op->getRHS(), op->getLHS()}})
          if (const VarDecl *v = flow::variableThroughCasts(var); candidate(v) && constant(other))
            compared.insert(v);
      if (op->isLogicalOp()) {
        noteStatus(op->getLHS());
        noteStatus(op->getRHS());
      }
    } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
      for (const Decl *d : decl->decls())
        if (const auto *v = dyn_cast<VarDecl>(d)) {
          noteConstant(v, v->getInit());
          noteCopy(v, v->getInit());
          // `int &r = status;`: writes through r are not seen.
          if (v->getType()->isReferenceType())
            if (const VarDecl *bound = flow::variableThroughCasts(v->getInit()))
              escaped.insert(bound);
        }
    } else if (const auto *ret = dyn_cast<ReturnStmt>(s)) {
      noteStatus(ret->getRetValue());
    } else if (const auto *test = dyn_cast<IfStmt>(s)) {
      noteStatus(test->getCond());
    } else if (const auto *loop = dyn_cast<WhileStmt>(s)) {
      noteStatus(loop->getCond());
    } else if (const auto *loop = dyn_cast<DoStmt>(s)) {
      noteStatus(loop->getCond());
    } else if (const auto *loop = dyn_cast<ForStmt>(s)) {
      noteStatus(loop->getCond());
    } else if (const auto *lambda = dyn_cast<LambdaExpr>(s)) {
      for (const LambdaCapture &capture : lambda->captures())
        if (capture.capturesVariable())
          if (const auto *v = dyn_cast<VarDecl>(capture.getCapturedVar()))
            escaped.insert(v);
    } else if (const auto *call = dyn_cast<CallExpr>(s)) {
      // A C++ reference parameter writes the caller's variable.
      if (const FunctionDecl *callee = call->getDirectCallee())
        for (unsigned i = 0; i < call->getNumArgs() && i < callee->getNumParams(); ++i)
          if (callee->getParamDecl(i)->getType()->isReferenceType())
            if (const VarDecl *v = flow::variableThroughCasts(call->getArg(i)))
              escaped.insert(v);
    }
    for (const Stmt *child : s->children())
      scan(child, depth + 1);
  };
  scan(body, 0);
  for (const VarDecl *v : order)
    if (tracked.size() < kMaxVariables && !escaped.contains(v) && statusRead.contains(v))
      tracked.push_back(v);
  // A value copied into a tracked variable (`omaster1 = om;`) carries what the path learnt of it
  // (`if (om < 0) continue;`), so the source is followed too when a comparison with a constant
  // teaches something about it.
  for (auto [to, from] : copies)
    if (tracked.size() < kMaxVariables && llvm::is_contained(tracked, to) && !llvm::is_contained(tracked, from) &&
        !escaped.contains(from) && (compared.contains(from) || statusRead.contains(from)))
      tracked.push_back(from);
}

std::optional<int64_t> PathValues::constant(const Expr *e) const {
  if (!e || e->isValueDependent() || e->isTypeDependent())
    return std::nullopt;
  e = e->IgnoreParenCasts();
  if (!e->getType()->isIntegralOrEnumerationType() && !e->getType()->isPointerType())
    return std::nullopt;
  Expr::EvalResult result;
  if (e->getType()->isPointerType())
    return e->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull) ? std::optional<int64_t>(0)
                                                                           : std::nullopt;
  if (!e->EvaluateAsInt(result, ctx) || result.Val.getInt().getSignificantBits() > 64)
    return std::nullopt;
  return result.Val.getInt().getExtValue();
}

int PathValues::indexOf(const Expr *e) const {
  const VarDecl *v = flow::variableThroughCasts(e);
  auto at = std::find(tracked.begin(), tracked.end(), v);
  return v && at != tracked.end() ? static_cast<int>(at - tracked.begin()) : -1;
}

ValueFact PathValues::valueOf(const Expr *e, const State &state) const {
  if (!e)
    return {};
  if (int i = indexOf(e); i >= 0 && static_cast<size_t>(i) < state.size())
    return state[static_cast<size_t>(i)];
  if (auto c = constant(e))
    return {ValueFact::Equal, *c};
  return {};
}

void PathValues::assign(const Stmt *s, State &state) const {
  if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->isAssignmentOp()) {
    if (int i = indexOf(op->getLHS()); i >= 0)
      state[static_cast<size_t>(i)] =
          op->getOpcode() == BO_Assign ? valueOf(op->getRHS(), state) : ValueFact{};
  } else if (const auto *unary = dyn_cast<UnaryOperator>(s); unary && unary->isIncrementDecrementOp()) {
    if (int i = indexOf(unary->getSubExpr()); i >= 0)
      state[static_cast<size_t>(i)] = {};
  } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : decl->decls())
      if (const auto *v = dyn_cast<VarDecl>(d))
        if (auto at = std::find(tracked.begin(), tracked.end(), v); at != tracked.end())
          state[static_cast<size_t>(at - tracked.begin())] =
              v->getInit() ? valueOf(v->getInit(), state) : ValueFact{};
  }
}

void PathValues::apply(const CFGBlock &block, State &state) const {
  if (tracked.empty())
    return;
  for (const CFGElement &element : block)
    if (auto s = element.getAs<CFGStmt>())
      assign(s->getStmt(), state);
}

int PathValues::decide(const Expr *cond, const State &state, unsigned depth) const {
  if (!cond || depth > kMaxDepth)
    return -1;
  cond = cond->IgnoreParenCasts();
  if (const auto *op = dyn_cast<UnaryOperator>(cond); op && op->getOpcode() == UO_LNot) {
    int inner = decide(op->getSubExpr(), state, depth + 1);
    return inner < 0 ? -1 : !inner;
  }
  if (const auto *op = dyn_cast<BinaryOperator>(cond)) {
    if (op->getOpcode() == BO_LAnd || op->getOpcode() == BO_LOr) {
      int l = decide(op->getLHS(), state, depth + 1), r = decide(op->getRHS(), state, depth + 1);
      bool isAnd = op->getOpcode() == BO_LAnd;
      if (l == !isAnd || r == !isAnd)
        return !isAnd; // one side settles it: false for &&, true for ||
      return l >= 0 && r >= 0 ? isAnd : -1;
    }
    if (std::optional<Relation> relation = relationOf(op->getOpcode())) {
      ValueFact a = valueOf(op->getLHS(), state), b = valueOf(op->getRHS(), state);
      bool equality = *relation == Relation::Equal || *relation == Relation::NotEqual;
      if (equality && disjoint(a, b)) // `x == -1` with x >= 0
        return *relation == Relation::NotEqual;
      if (a.kind == ValueFact::Equal && b.kind == ValueFact::Equal &&
          (equality || signedComparison(*op) || (a.value >= 0 && b.value >= 0)))
        return builder::compare(*relation, a.value, b.value);
      if (!equality && signedComparison(*op))
        return builder::compareFacts(*relation, a, b);
      return -1;
    }
  }
  ValueFact v = valueOf(cond, state);
  if (v.kind == ValueFact::Equal)
    return v.value != 0;
  if (disjoint(v, {ValueFact::Equal, 0}))
    return 1;
  return -1;
}

void PathValues::refine(const Expr *cond, bool taken, State &state, unsigned depth) const {
  if (!cond || depth > kMaxDepth)
    return;
  cond = cond->IgnoreParenCasts();
  if (const auto *op = dyn_cast<UnaryOperator>(cond); op && op->getOpcode() == UO_LNot)
    return refine(op->getSubExpr(), !taken, state, depth + 1);
  if (const auto *op = dyn_cast<BinaryOperator>(cond)) {
    if ((op->getOpcode() == BO_LAnd && taken) || (op->getOpcode() == BO_LOr && !taken)) {
      refine(op->getLHS(), taken, state, depth + 1);
      refine(op->getRHS(), taken, state, depth + 1);
      return;
    }
    if (op->getOpcode() == BO_EQ || op->getOpcode() == BO_NE) {
      bool equal = taken == (op->getOpcode() == BO_EQ);
      for (auto [var, other] : {std::pair{op->getLHS(), op->getRHS()}, std::pair{op->getRHS(), op->getLHS()}})
        if (int i = indexOf(var); i >= 0)
          if (auto c = constant(other))
            builder::narrow(state[static_cast<size_t>(i)], equal ? Relation::Equal : Relation::NotEqual, *c);
    } else if (isComparison(op->getOpcode()) && signedComparison(*op)) {
      bool onLeft = indexOf(op->getLHS()) >= 0;
      const Expr *var = onLeft ? op->getLHS() : op->getRHS();
      int i = indexOf(var);
      auto c = constant(onLeft ? op->getRHS() : op->getLHS());
      if (i >= 0 && c) {
        Relation relation = *relationOf(op->getOpcode());
        if (!onLeft)
          relation = builder::mirrored(relation);
        builder::narrow(state[static_cast<size_t>(i)], taken ? relation : builder::negated(relation), *c);
      }
    }
    return;
  }
  if (int i = indexOf(cond); i >= 0) // `if (v)`
    builder::narrow(state[static_cast<size_t>(i)], taken ? Relation::NotEqual : Relation::Equal, 0);
}

void PathValues::successors(const CFGBlock &block, const State &state,
                            llvm::SmallVectorImpl<std::pair<const CFGBlock *, State>> &out) const {
  const Expr *cond = nullptr;
  const Stmt *terminator = block.getTerminatorStmt();
  if (!tracked.empty() && block.succ_size() == 2 && terminator && !isa<SwitchStmt>(terminator))
    cond = block.getLastCondition();
  int decided = cond ? decide(cond, state) : -1;
  unsigned index = 0;
  for (const CFGBlock::AdjacentBlock &succ : block.succs()) {
    bool taken = index++ == 0; // Clang lists a branch's true edge first
    const CFGBlock *next = succ.getReachableBlock();
    if (!next || (decided >= 0 && taken != static_cast<bool>(decided)))
      continue;
    State refined = state;
    if (cond)
      refine(cond, taken, refined);
    out.emplace_back(next, std::move(refined));
  }
}

} // namespace faultline::extract
