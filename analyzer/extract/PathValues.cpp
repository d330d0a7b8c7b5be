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

bool isComparison(BinaryOperatorKind op) {
  return op == BO_EQ || op == BO_NE || op == BO_LT || op == BO_LE || op == BO_GT || op == BO_GE;
}

bool compare(BinaryOperatorKind op, int64_t a, int64_t b) {
  switch (op) {
  case BO_EQ: return a == b;
  case BO_NE: return a != b;
  case BO_LT: return a < b;
  case BO_LE: return a <= b;
  case BO_GT: return a > b;
  default: return a >= b;
  }
}

// The values a fact allows, as a closed interval (`!=` allows all but one: the whole range).
struct Range {
  int64_t lo = std::numeric_limits<int64_t>::min(), hi = std::numeric_limits<int64_t>::max();
};

Range rangeOf(ValueFact f) {
  switch (f.kind) {
  case ValueFact::Equal: return {f.value, f.value};
  case ValueFact::AtLeast: return {f.value, std::numeric_limits<int64_t>::max()};
  case ValueFact::AtMost: return {std::numeric_limits<int64_t>::min(), f.value};
  default: return {};
  }
}

// `a < b`, `a <= b`, ... on two facts: 1 or 0 when every pair of allowed values agrees, else -1.
int compareRanges(BinaryOperatorKind op, Range a, Range b) {
  switch (op) {
  case BO_LT: return a.hi < b.lo ? 1 : a.lo >= b.hi ? 0 : -1;
  case BO_LE: return a.hi <= b.lo ? 1 : a.lo > b.hi ? 0 : -1;
  case BO_GT: return a.lo > b.hi ? 1 : a.hi <= b.lo ? 0 : -1;
  default: return a.lo >= b.hi ? 1 : a.hi < b.lo ? 0 : -1;
  }
}

// `c < x` read as `x > c`.
BinaryOperatorKind mirrored(BinaryOperatorKind op) {
  switch (op) {
  case BO_LT: return BO_GT;
  case BO_LE: return BO_GE;
  case BO_GT: return BO_LT;
  case BO_GE: return BO_LE;
  default: return op;
  }
}

// The relation that holds on the false edge of `x op c`.
BinaryOperatorKind negated(BinaryOperatorKind op) {
  switch (op) {
  case BO_LT: return BO_GE;
  case BO_LE: return BO_GT;
  case BO_GT: return BO_LE;
  default: return BO_LT;
  }
}

// A relational comparison the facts may read: on signed integers (or enums), where the
// constants compare as written. `u > -1` on an unsigned `u` compares with UINT_MAX.
bool signedComparison(const BinaryOperator &op) {
  return op.getLHS()->getType()->isSignedIntegerOrEnumerationType() &&
         op.getRHS()->getType()->isSignedIntegerOrEnumerationType();
}

// `fact` narrowed by "x op c" (a relational op): the tighter bound where both are bounds of one
// side; an equality stays; otherwise the new bound (sound: both hold, one is kept).
void narrow(ValueFact &fact, BinaryOperatorKind op, int64_t c) {
  constexpr int64_t min = std::numeric_limits<int64_t>::min(), max = std::numeric_limits<int64_t>::max();
  ValueFact bound;
  if (op == BO_LT && c != min)
    bound = {ValueFact::AtMost, c - 1};
  else if (op == BO_LE)
    bound = {ValueFact::AtMost, c};
  else if (op == BO_GT && c != max)
    bound = {ValueFact::AtLeast, c + 1};
  else if (op == BO_GE)
    bound = {ValueFact::AtLeast, c};
  else
    return;
  switch (fact.kind) {
  case ValueFact::Equal:
    return;
  case ValueFact::AtLeast:
    if (bound.kind == ValueFact::AtLeast)
      fact.value = std::max(fact.value, bound.value);
    else if (bound.value == fact.value)
      fact = {ValueFact::Equal, fact.value};
    return;
  case ValueFact::AtMost:
    if (bound.kind == ValueFact::AtMost)
      fact.value = std::min(fact.value, bound.value);
    else if (bound.value == fact.value)
      fact = {ValueFact::Equal, fact.value};
    return;
  case ValueFact::NotEqual:
    if (bound.value == fact.value) { // `!= 0` and `>= 0`: `>= 1`
      if (bound.kind == ValueFact::AtLeast && bound.value != max)
        ++bound.value;
      else if (bound.kind == ValueFact::AtMost && bound.value != min)
        --bound.value;
    }
    fact = bound;
    return;
  default:
    fact = bound;
  }
}

// `fact` narrowed by "x != c".
void exclude(ValueFact &fact, int64_t c) {
  if (fact.kind == ValueFact::Unknown)
    fact = {ValueFact::NotEqual, c};
  else if (fact.kind == ValueFact::AtLeast && fact.value == c && c != std::numeric_limits<int64_t>::max())
    fact.value = c + 1;
  else if (fact.kind == ValueFact::AtMost && fact.value == c && c != std::numeric_limits<int64_t>::min())
    fact.value = c - 1;
}

} // namespace

bool disjoint(ValueFact a, ValueFact b) {
  if (a.kind == ValueFact::Unknown || b.kind == ValueFact::Unknown)
    return false;
  if (a.kind == ValueFact::NotEqual || b.kind == ValueFact::NotEqual) {
    const ValueFact &other = a.kind == ValueFact::NotEqual ? b : a;
    int64_t excluded = a.kind == ValueFact::NotEqual ? a.value : b.value;
    return other.kind == ValueFact::Equal && other.value == excluded;
  }
  Range x = rangeOf(a), y = rangeOf(b);
  return x.hi < y.lo || y.hi < x.lo;
}

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
    if (isComparison(op->getOpcode())) {
      ValueFact a = valueOf(op->getLHS(), state), b = valueOf(op->getRHS(), state);
      bool equality = op->getOpcode() == BO_EQ || op->getOpcode() == BO_NE;
      if (equality && disjoint(a, b)) // `x == -1` with x >= 0
        return op->getOpcode() == BO_NE;
      if (a.kind == ValueFact::Equal && b.kind == ValueFact::Equal &&
          (equality || signedComparison(*op) || (a.value >= 0 && b.value >= 0)))
        return compare(op->getOpcode(), a.value, b.value);
      if (!equality && signedComparison(*op))
        return compareRanges(op->getOpcode(), rangeOf(a), rangeOf(b));
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
          if (auto c = constant(other)) {
            ValueFact &fact = state[static_cast<size_t>(i)];
            if (equal)
              fact = {ValueFact::Equal, *c};
            else
              exclude(fact, *c);
          }
    } else if (isComparison(op->getOpcode()) && signedComparison(*op)) {
      bool onLeft = indexOf(op->getLHS()) >= 0;
      const Expr *var = onLeft ? op->getLHS() : op->getRHS();
      int i = indexOf(var);
      auto c = constant(onLeft ? op->getRHS() : op->getLHS());
      if (i >= 0 && c) {
        BinaryOperatorKind relation = onLeft ? op->getOpcode() : mirrored(op->getOpcode());
        narrow(state[static_cast<size_t>(i)], taken ? relation : negated(relation), *c);
      }
    }
    return;
  }
  if (int i = indexOf(cond); i >= 0) {
    ValueFact &fact = state[static_cast<size_t>(i)];
    if (!taken)
      fact = {ValueFact::Equal, 0};
    else
      exclude(fact, 0);
  }
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
