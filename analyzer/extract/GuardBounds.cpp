// Flow-sensitive facts about an unknown size, read off Clang's CFG of the function:
//  * a bound the code already checked: `if (n < 0 || n > 1024) return ERR; ... malloc(n)` proves
//    n <= 1024 at the allocation (SizeEvaluator::checkedBound);
//  * whether a statement can run before a use (SizeEvaluator::runsBefore): a local whose address
//    is taken only after the allocation still holds the constant assigned before it.
// rules/loop_alloc/faultline-loop-alloc.md, "Unknown sizes", item 7, states the rule.
#include "extract/AccessPaths.h"
#include "extract/GuardFlow.h"
#include "extract/SizeEvaluator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"

#include <deque>

using namespace clang;

namespace faultline::extract {

namespace {

// The variable a store to lvalue `e` changes: s.a.b[i], *p, p->x -> s or p. Explicit casts are
// looked through too (a store through `((T *)p)->n` still changes what p points to); compare
// SizeMagnitude.cpp's rootOf, which stops at them.
const VarDecl *writtenRoot(const Expr *e) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(accessPathStart(e, CastsSkipped::All));
  return ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
}

} // namespace

// GuardFlow.h states what this gives.
void writtenBy(const Stmt *s, llvm::SmallPtrSetImpl<const VarDecl *> &out) {
  if (const auto *op = dyn_cast<BinaryOperator>(s)) {
    if (op->isAssignmentOp())
      if (const VarDecl *v = writtenRoot(op->getLHS()))
        out.insert(v);
  } else if (const auto *op = dyn_cast<UnaryOperator>(s)) {
    if (op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf)
      if (const VarDecl *v = writtenRoot(op->getSubExpr()))
        out.insert(v);
  } else if (const auto *call = dyn_cast<CallExpr>(s)) {
    const FunctionDecl *callee = call->getDirectCallee();
    for (unsigned i = 0; callee && i < call->getNumArgs() && i < callee->getNumParams(); ++i) {
      QualType type = callee->getParamDecl(i)->getType();
      if (type->isReferenceType() && !type.getNonReferenceType().isConstQualified())
        if (const VarDecl *v = writtenRoot(call->getArg(i)))
          out.insert(v);
    }
  } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : decl->decls())
      if (const auto *v = dyn_cast<VarDecl>(d))
        out.insert(v);
  }
}

namespace {

void variablesIn(const Expr *e, llvm::SmallPtrSetImpl<const VarDecl *> &out) {
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::SmallPtrSetImpl<const VarDecl *> &out;
    explicit Finder(llvm::SmallPtrSetImpl<const VarDecl *> &out) : out(out) {}
    bool VisitDeclRefExpr(DeclRefExpr *ref) {
      if (const auto *v = dyn_cast<VarDecl>(ref->getDecl()))
        out.insert(v);
      return true;
    }
  } finder(out);
  finder.TraverseStmt(const_cast<Expr *>(e));
}

} // namespace

SizeEvaluator::GuardFlow &SizeEvaluator::guardFlow() {
  if (flow)
    return *flow;
  flow = std::make_shared<GuardFlow>();
  if (!function || !function->getBody())
    return *flow;
  CFG::BuildOptions options;
  options.setAllAlwaysAdd();
  flow->cfg = CFG::buildCFG(function, const_cast<Stmt *>(function->getBody()), &ctx, options);
  if (!flow->cfg)
    return *flow;
  for (const CFGBlock *block : *flow->cfg) {
    unsigned index = 0;
    for (const CFGElement &element : *block) {
      if (auto s = element.getAs<CFGStmt>())
        flow->where.try_emplace(s->getStmt(), block, index);
      ++index;
    }
  }
  for (const CFGBlock *block : *flow->cfg) {
    // `if (x > K)`, `x >= K`, `K < x`, `x <= K`, ...: which successor keeps x at most what.
    // A `||`/`&&` chain is split into one block per operand, so each operand is its own test.
    const Expr *cond = block->succ_size() == 2 ? block->getLastCondition() : nullptr;
    const auto *test = dyn_cast_or_null<BinaryOperator>(cond ? cond->IgnoreParenImpCasts() : nullptr);
    if (!test || !test->isRelationalOp())
      continue;
    for (bool constantOnLeft : {false, true}) {
      const Expr *x = constantOnLeft ? test->getRHS() : test->getLHS();
      const Expr *k = constantOnLeft ? test->getLHS() : test->getRHS();
      Trace trace;
      auto value = evaluate(k, trace, 0);
      if (!value || *value < 0 || evaluate(x, trace, 0))
        continue;
      BinaryOperatorKind op = test->getOpcode();
      if (constantOnLeft) // K < x is x > K
        op = BinaryOperator::reverseComparisonOp(op);
      GuardFlow::Guard guard{block, x->IgnoreParenImpCasts(), {}, 0, uint64_t(*value), 0};
      switch (op) {
      case BO_GT: guard.inRange = 1; break;               // x > K false: x <= K
      case BO_GE: guard.inRange = 1; guard.upper -= 1; break; // x >= K false: x <= K - 1
      case BO_LE: guard.inRange = 0; break;
      case BO_LT: guard.inRange = 0; guard.upper -= 1; break;
      default: continue;
      }
      if (*value == 0 && (op == BO_GE || op == BO_LT))
        continue; // x < 0: no upper bound
      guard.x->Profile(guard.id, ctx, /*Canonical=*/true);
      guard.line = ctx.getSourceManager().getExpansionLineNumber(test->getBeginLoc());
      flow->guards.push_back(std::move(guard));
      break;
    }
  }
  flow->ready = true;
  return *flow;
}

// GuardFlow.h states what this gives.
std::vector<const Stmt *> statementsBefore(const CFGBlock *block, unsigned end) {
  std::vector<const Stmt *> statements;
  unsigned index = 0;
  for (const CFGElement &element : *block) {
    if (index++ >= end)
      break;
    if (auto s = element.getAs<CFGStmt>())
      statements.push_back(s->getStmt());
  }
  return statements;
}

// GuardFlow.h states what this gives.
std::optional<std::pair<const CFGBlock *, unsigned>>
positionOf(const llvm::DenseMap<const Stmt *, std::pair<const CFGBlock *, unsigned>> &where,
           ASTContext &ctx, const Stmt *e) {
  for (unsigned guard = 0; e && guard < 8; ++guard) {
    if (auto found = where.find(e); found != where.end())
      return found->second;
    DynTypedNodeList parents = ctx.getParents(*e);
    e = parents.empty() ? nullptr : parents[0].get<Stmt>();
  }
  return std::nullopt;
}

std::optional<SizeEvaluator::CheckedBound> SizeEvaluator::checkedBound(const Expr *e) {
  GuardFlow &g = guardFlow();
  if (g.guards.empty())
    return std::nullopt;
  // A query that records the calls it meets (returnsStringLength's deferredCalls) must meet
  // them: not memoised. The others are, per the two switches that change what a size is.
  if (deferredCalls)
    return judgeCheckedBound(e);
  auto &known = g.checkedBounds[(assigning ? 1 : 0) | (parametersModest ? 2 : 0)];
  if (auto found = known.find(e); found != known.end())
    return found->second;
  std::optional<CheckedBound> bound = judgeCheckedBound(e);
  known[e] = bound; // a lookup anew: judging may have inserted (and rehashed) meanwhile
  return bound;
}

std::optional<SizeEvaluator::CheckedBound> SizeEvaluator::judgeCheckedBound(const Expr *e) {
  GuardFlow &g = guardFlow();
  const Expr *x = e->IgnoreParenImpCasts();
  llvm::FoldingSetNodeID id;
  x->Profile(id, ctx, /*Canonical=*/true);
  llvm::DenseMap<const CFGBlock *, const GuardFlow::Guard *> guardOf;
  for (const GuardFlow::Guard &guard : g.guards)
    if (guard.id == id)
      guardOf[guard.block] = &guard;
  if (guardOf.empty())
    return std::nullopt;
  auto use = positionOf(g.where, ctx, e);
  if (!use)
    return std::nullopt;
  llvm::SmallPtrSet<const VarDecl *, 4> vars;
  variablesIn(x, vars);
  // A clamp: `if (n > 4096) n = 4096;`, `if (size > K) { count = K / w; size = 4000; }`. A plain
  // assignment of the tested variable itself gives it the bound of what is assigned (a constant,
  // or a value with a proved upper bound); any other write of a variable of x leaves no bound.
  const VarDecl *plain = nullptr;
  if (const auto *ref = dyn_cast<DeclRefExpr>(x))
    plain = dyn_cast<VarDecl>(ref->getDecl());
  using Bound = std::optional<uint64_t>;
  // Judged once per assignment: the must-analysis below visits a block many times, and a
  // magnitude runs further analyses of its own. A budget keeps that linear: a clamp is a test
  // and one or two assignments, so a variable assigned in more places than kClampAssignments,
  // or a function of more than kClampBlocks blocks (pcre2's match(): thousands, and every
  // magnitude asked there ran this analysis again per assignment), gets no clamp, only tests.
  constexpr unsigned kClampAssignments = 8, kClampBlocks = 2000;
  llvm::DenseMap<const Expr *, Bound> assignedBounds;
  auto assignedBound = [&](const Expr *value) -> Bound {
    if (assigning) // x's own bound while judging what is assigned to it: none
      return std::nullopt;
    if (auto known = assignedBounds.find(value); known != assignedBounds.end())
      return known->second;
    if (assignedBounds.size() >= kClampAssignments || g.cfg->size() > kClampBlocks)
      return std::nullopt;
    assigning = true;
    builder::Magnitude m = magnitude(value);
    assigning = false;
    // A value that can grow, capped only by its type (`short wc; wc = atoi(s);`), is no clamp.
    Bound bound = m.growth == builder::Magnitude::Large ? std::nullopt : m.upper;
    assignedBounds[value] = bound;
    return bound;
  };
  // What a block's first `end` elements leave of the bound: unchanged (nullopt), or the bound a
  // write sets (an inner nullopt: none).
  auto written = [&](const CFGBlock *block, unsigned end) -> std::optional<Bound> {
    std::optional<Bound> result;
    unsigned index = 0;
    for (const CFGElement &element : *block) {
      if (index++ >= end)
        break;
      auto s = element.getAs<CFGStmt>();
      if (!s)
        continue;
      llvm::SmallPtrSet<const VarDecl *, 4> writes;
      writtenBy(s->getStmt(), writes);
      if (llvm::none_of(writes, [&](const VarDecl *v) { return vars.contains(v); }))
        continue;
      result = Bound();
      const auto *assign = dyn_cast<BinaryOperator>(s->getStmt());
      if (plain && assign && assign->getOpcode() == BO_Assign)
        if (const auto *lhs = dyn_cast<DeclRefExpr>(assign->getLHS()->IgnoreParenImpCasts());
            lhs && lhs->getDecl() == plain)
          result = assignedBound(assign->getRHS());
    }
    return result;
  };
  // Must-analysis: at each block's entry, the largest bound every path into it has proved
  // (nullopt: none); blocks not reached yet are absent (top).
  llvm::DenseMap<const CFGBlock *, Bound> in;
  std::deque<const CFGBlock *> work{&g.cfg->getEntry()};
  in[&g.cfg->getEntry()] = std::nullopt;
  for (unsigned steps = 0; !work.empty() && steps < 100000; ++steps) {
    const CFGBlock *block = work.front();
    work.pop_front();
    Bound out = written(block, ~0u).value_or(in[block]);
    const GuardFlow::Guard *guard = guardOf.lookup(block);
    unsigned index = 0;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      unsigned which = index++;
      const CFGBlock *next = succ.getReachableBlock();
      if (!next)
        continue;
      Bound edge = out;
      if (guard && which == guard->inRange)
        edge = edge ? std::min(*edge, guard->upper) : guard->upper;
      auto [at, fresh] = in.try_emplace(next, edge);
      if (!fresh) {
        Bound met = at->second && edge ? Bound(std::max(*at->second, *edge)) : std::nullopt;
        if (met == at->second)
          continue;
        at->second = met;
      }
      work.push_back(next);
    }
  }
  auto at = in.find(use->first);
  if (at == in.end())
    return std::nullopt;
  Bound bound = written(use->first, use->second).value_or(at->second);
  if (!bound)
    return std::nullopt;
  // Quote the guard that gave the bound (the first with that bound); a clamp's assignment may
  // have given a smaller one.
  unsigned line = 0;
  for (const auto &[block, guard] : guardOf)
    if (guard->upper == *bound && (line == 0 || guard->line < line))
      line = guard->line;
  std::string why = "'" + shortText(x) + "' was checked to be at most " + std::to_string(*bound);
  why += line ? " (line " + std::to_string(line) + ")" : " (a test, or a clamp assigning it)";
  return CheckedBound{*bound, why};
}

bool SizeEvaluator::runsBefore(const Stmt *site, const Expr *use) {
  GuardFlow &g = guardFlow();
  auto from = positionOf(g.where, ctx, site), to = positionOf(g.where, ctx, use);
  if (!from || !to)
    return true;
  if (from->first == to->first && from->second < to->second)
    return true;
  // Any path from the site's block back round to the use's block.
  auto [known, fresh] = g.reachableFrom.try_emplace(from->first);
  llvm::BitVector &reached = known->second;
  if (fresh) {
    reached.resize(g.cfg->getNumBlockIDs());
    std::deque<const CFGBlock *> work;
    auto visit = [&](const CFGBlock *block) {
      for (const CFGBlock::AdjacentBlock &succ : block->succs())
        if (const CFGBlock *next = succ.getReachableBlock(); next && !reached.test(next->getBlockID())) {
          reached.set(next->getBlockID());
          work.push_back(next);
        }
    };
    visit(from->first);
    while (!work.empty()) {
      const CFGBlock *block = work.front();
      work.pop_front();
      visit(block);
    }
  }
  return reached.test(to->first->getBlockID());
}

} // namespace faultline::extract

// A length counted by a scan (faultline-loop-alloc.md, "Unknown sizes", item 4, the integer
// form of a token distance): lodepng's `length = 0; for (i = begin; i < chunkLength && data[i]
// != 0; ++i) ++length; langtag = malloc(length + 1);`. The count of iterations of a loop that
// stops at a character is a token's or a name's length, as strlen's would be. The variable may
// hold something else elsewhere in the function (lodepng reuses `length` for the rest of the
// chunk): only the definitions that reach this read count, found by walking Clang's CFG back
// from it.
namespace faultline::extract {

namespace {

bool isCharacterRead(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (!isa<ArraySubscriptExpr>(e) &&
      !(isa<UnaryOperator>(e) && cast<UnaryOperator>(e)->getOpcode() == UO_Deref))
    return false;
  return e->getType()->isAnyCharacterType();
}

// Whether a loop condition stops at a character: `p[i] != 0`, `*s`, `buf[n] != ':'`, one operand
// of an `&&` chain.
bool stopsAtCharacter(const Expr *cond) {
  if (!cond)
    return false;
  cond = cond->IgnoreParenImpCasts();
  if (const auto *op = dyn_cast<BinaryOperator>(cond)) {
    if (op->getOpcode() == BO_LAnd)
      return stopsAtCharacter(op->getLHS()) || stopsAtCharacter(op->getRHS());
    if (op->getOpcode() == BO_NE || op->getOpcode() == BO_EQ)
      return isCharacterRead(op->getLHS()) || isCharacterRead(op->getRHS());
    return false;
  }
  return isCharacterRead(cond);
}

// The condition of the innermost loop around `s` (its body or its for-increment), or null.
const Expr *enclosingLoopCondition(ASTContext &ctx, const Stmt *s) {
  for (unsigned guard = 0; s && guard < 64; ++guard) {
    DynTypedNodeList parents = ctx.getParents(*s);
    const Stmt *parent = parents.empty() ? nullptr : parents[0].get<Stmt>();
    if (!parent)
      return nullptr;
    if (const auto *loop = dyn_cast<ForStmt>(parent); loop && s != loop->getInit())
      return loop->getCond();
    if (const auto *loop = dyn_cast<WhileStmt>(parent))
      return s == loop->getCond() ? nullptr : loop->getCond();
    if (const auto *loop = dyn_cast<DoStmt>(parent))
      return loop->getCond();
    s = parent;
  }
  return nullptr;
}

} // namespace

bool SizeEvaluator::scanCount(const DeclRefExpr *use) {
  const auto *var = dyn_cast<VarDecl>(use->getDecl());
  if (!var || !var->hasLocalStorage() || isa<ParmVarDecl>(var) || !var->getType()->isIntegerType())
    return false;
  GuardFlow &g = guardFlow();
  if (!g.cfg)
    return false;
  auto at = positionOf(g.where, ctx, use);
  if (!at)
    return false;
  // What an element does to the variable: nothing, a step of one (the walk goes on past it), a
  // start at 0 (this path is settled), or anything else (no scan count).
  enum class Effect { None, Step, Start, Other };
  auto effect = [&](const Stmt *s) {
    llvm::SmallPtrSet<const VarDecl *, 4> written;
    writtenBy(s, written);
    if (!written.contains(var))
      return Effect::None;
    auto isZero = [&](const Expr *e) {
      Trace trace;
      auto v = e ? evaluate(e, trace, 0) : std::nullopt;
      return v && *v == 0;
    };
    auto isVar = [&](const Expr *e) {
      const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
      return ref && ref->getDecl() == var;
    };
    if (const auto *decl = dyn_cast<DeclStmt>(s))
      return decl->isSingleDecl() && isZero(var->getInit()) ? Effect::Start : Effect::Other;
    if (const auto *op = dyn_cast<BinaryOperator>(s)) {
      if (!isVar(op->getLHS()))
        return Effect::Other;
      if (op->getOpcode() == BO_Assign && isZero(op->getRHS()))
        return Effect::Start;
      Trace trace;
      auto one = evaluate(op->getRHS(), trace, 0);
      if (op->getOpcode() != BO_AddAssign || !one || *one != 1)
        return Effect::Other;
    } else if (const auto *op = dyn_cast<UnaryOperator>(s)) {
      if (!op->isIncrementOp() || !isVar(op->getSubExpr()))
        return Effect::Other;
    } else {
      return Effect::Other;
    }
    return stopsAtCharacter(enclosingLoopCondition(ctx, s)) ? Effect::Step : Effect::Other;
  };
  // Walk back from the read: every path must reach a start at 0, passing only steps.
  bool stepped = false;
  auto scan = [&](const CFGBlock *block, unsigned end, bool &settled) {
    settled = false;
    std::vector<const Stmt *> statements = statementsBefore(block, end);
    for (auto it = statements.rbegin(); it != statements.rend(); ++it) {
      switch (effect(*it)) {
      case Effect::None: break;
      case Effect::Step: stepped = true; break;
      case Effect::Start: settled = true; return true;
      case Effect::Other: return false;
      }
    }
    return true;
  };
  llvm::DenseSet<const CFGBlock *> seen;
  std::deque<const CFGBlock *> work;
  bool settled = false;
  if (!scan(at->first, at->second, settled))
    return false;
  if (!settled)
    work.push_back(at->first);
  bool first = true;
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (!first) {
      if (!scan(block, ~0u, settled))
        return false;
      if (settled)
        continue;
    }
    first = false;
    if (block == &g.cfg->getEntry() || block->pred_empty())
      return false; // reaches the entry without a start: a parameter's or an unset value
    for (const CFGBlock::AdjacentBlock &pred : block->preds())
      if (const CFGBlock *prev = pred.getReachableBlock(); prev && seen.insert(prev).second)
        work.push_back(prev);
  }
  return stepped;
}

} // namespace faultline::extract
