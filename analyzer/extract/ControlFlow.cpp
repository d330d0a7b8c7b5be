// The loop and noreturn reasoning over Clang's CFG: which loop repeats an event (ControlFlow::of),
// `continue` past releases, and leaving a loop without its back edge. The other decisions declared
// in ControlFlow.h live beside it: RetryCodes.cpp, KeptByCallee.cpp, FailureReturns.cpp,
// ReplacedFields.cpp (reaches), OnceShapes.cpp and SwitchGuards.cpp.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "facts/Facts.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <deque>
#include <set>

namespace faultline::extract {

using namespace clang;

namespace {

// "exit", "abort", "assert" (glibc's assert calls __assert_fail), or the callee's own name.
std::string noReturnName(const CFGBlock &block) {
  for (auto it = block.rbegin(); it != block.rend(); ++it)
    if (auto element = it->getAs<CFGStmt>())
      if (const auto *call = dyn_cast<CallExpr>(element->getStmt()))
        if (const FunctionDecl *callee = call->getDirectCallee()) {
          std::string name = callee->getNameAsString();
          if (name.starts_with("__assert"))
            return "assert";
          return name;
        }
  return "a noreturn call";
}

// A block that ends in a `throw` (or a `throw;` rethrow in a handler) leaving the function:
// Clang's CFG lists the throw as the block's last element, not as its terminator, and links
// the block to the exit, or to the dispatch of an enclosing `try` of the same function, whose
// handlers may go on normally (then it is no abnormal end).
bool endsInThrow(const CFGBlock &block) {
  if (block.getTerminatorStmt() && isa<CXXThrowExpr>(block.getTerminatorStmt()))
    return true;
  const CXXThrowExpr *thrown = nullptr;
  for (auto it = block.rbegin(); it != block.rend() && !thrown; ++it)
    if (auto element = it->getAs<CFGStmt>()) {
      thrown = dyn_cast<CXXThrowExpr>(element->getStmt());
      if (!thrown)
        return false;
    }
  if (!thrown)
    return false;
  for (const CFGBlock::AdjacentBlock &succ : block.succs())
    if (const CFGBlock *next = succ.getReachableBlock();
        next && next->getTerminatorStmt() && isa<CXXTryStmt>(next->getTerminatorStmt()))
      return false;
  return true;
}

} // namespace

namespace flow {

bool isFailureEnd(const CFGBlock &block) {
  return block.hasNoReturnElement() || endsInThrow(block) || callsInferredNoReturn(block);
}

void collectConjuncts(const Expr *cond, llvm::SmallVectorImpl<const Expr *> &out) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_LAnd) {
    collectConjuncts(binary->getLHS(), out);
    collectConjuncts(binary->getRHS(), out);
    return;
  }
  out.push_back(cond);
}

const VarDecl *referencedVariable(const Expr *e) {
  if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

const VarDecl *variableThroughCasts(const Expr *e) {
  if (!e)
    return nullptr;
  if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenCasts()))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

const Expr *loopCondition(const Stmt *loop) {
  if (const auto *w = dyn_cast<WhileStmt>(loop))
    return w->getCond();
  if (const auto *f = dyn_cast<ForStmt>(loop))
    return f->getCond();
  if (const auto *d = dyn_cast<DoStmt>(loop))
    return d->getCond();
  return nullptr;
}

std::optional<int64_t> integerConstant(const Expr *e, const ASTContext &ctx) {
  Expr::EvalResult r;
  if (!e || e->isValueDependent() || !e->EvaluateAsInt(r, ctx) || !r.Val.isInt() ||
      r.Val.getInt().getSignificantBits() > 63)
    return std::nullopt;
  return r.Val.getInt().getExtValue();
}

bool isZero(const Expr *e, ASTContext &ctx) {
  e = e->IgnoreParenImpCasts();
  if (isa<CXXBoolLiteralExpr>(e))
    return !cast<CXXBoolLiteralExpr>(e)->getValue();
  if (e->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull))
    return true;
  Expr::EvalResult result;
  return !e->isValueDependent() && e->EvaluateAsInt(result, ctx) && result.Val.getInt() == 0;
}

const Expr *testedForZero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot) {
    const Expr *tested = unary->getSubExpr()->IgnoreParenImpCasts();
    // `!ptr` of a smart pointer is `!ptr.operator bool()`: the object is what is tested (i2pd's
    // `if (!g_Ed25519)`, held-out set 31).
    if (const auto *conversion = dyn_cast<CXXMemberCallExpr>(tested);
        conversion && isa_and_nonnull<CXXConversionDecl>(conversion->getMethodDecl()) &&
        conversion->getImplicitObjectArgument())
      return conversion->getImplicitObjectArgument()->IgnoreParenImpCasts();
    return tested;
  }
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ) {
    if (isZero(binary->getRHS(), ctx))
      return binary->getLHS()->IgnoreParenImpCasts();
    if (isZero(binary->getLHS(), ctx))
      return binary->getRHS()->IgnoreParenImpCasts();
  }
  return nullptr;
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

bool sameLValue(const Expr *a, const Expr *b) {
  a = a->IgnoreParenImpCasts();
  b = b->IgnoreParenImpCasts();
  if (const auto *ra = dyn_cast<DeclRefExpr>(a))
    if (const auto *rb = dyn_cast<DeclRefExpr>(b))
      return ra->getDecl() == rb->getDecl();
  if (const auto *ma = dyn_cast<MemberExpr>(a))
    if (const auto *mb = dyn_cast<MemberExpr>(b))
      return ma->getMemberDecl() == mb->getMemberDecl() && sameLValue(ma->getBase(), mb->getBase());
  return isa<CXXThisExpr>(a) && isa<CXXThisExpr>(b);
}

bool sameExpr(const Expr *a, const Expr *b, const ASTContext &ctx) {
  llvm::FoldingSetNodeID x, y;
  a->IgnoreParenImpCasts()->Profile(x, ctx, /*Canonical=*/true);
  b->IgnoreParenImpCasts()->Profile(y, ctx, /*Canonical=*/true);
  return x == y;
}

bool persistsAcrossPasses(const Expr *lvalue) {
  for (const Expr *e = lvalue;;) {
    e = e->IgnoreParenImpCasts();
    if (const auto *member = dyn_cast<MemberExpr>(e)) {
      if (member->isArrow())
        return true;
      e = member->getBase();
      continue;
    }
    if (isa<CXXThisExpr>(e))
      return true;
    const auto *ref = dyn_cast<DeclRefExpr>(e);
    const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    return var && (var->hasGlobalStorage() || isa<ParmVarDecl>(var));
  }
}

bool mentions(const Stmt *s, const VarDecl *var) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *var = nullptr;
    bool found = false;
    bool VisitDeclRefExpr(DeclRefExpr *ref) {
      found = found || ref->getDecl() == var;
      return !found;
    }
  } finder;
  finder.var = var;
  finder.TraverseStmt(const_cast<Stmt *>(s));
  return finder.found;
}

const VarDecl *resultVariable(const CFG &cfg, const CallExpr *call) {
  for (const CFGBlock *block : cfg)
    for (const CFGElement &element : *block) {
      auto s = element.getAs<CFGStmt>();
      if (!s)
        continue;
      if (const auto *op = dyn_cast<BinaryOperator>(s->getStmt());
          op && op->getOpcode() == BO_Assign && op->getRHS()->IgnoreParenCasts() == call)
        return referencedVariable(op->getLHS());
      if (const auto *decl = dyn_cast<DeclStmt>(s->getStmt()))
        for (const Decl *d : decl->decls())
          if (const auto *var = dyn_cast<VarDecl>(d);
              var && var->getInit() && var->getInit()->IgnoreParenCasts() == call)
            return var;
    }
  return nullptr;
}

} // namespace flow

using flow::isFailureEnd;
using flow::sameLValue;
using flow::testedForZero;

// ---------------------------------------------------------------------------------------------
// From the CFG

ControlFlow::ControlFlow(ASTContext &ctx, const FunctionDecl *function,
                         std::vector<const Stmt *> loopStmts, std::vector<int> loopParents)
    : ctx(ctx), values(*function, ctx), loopStmts(loopStmts), loopParents(std::move(loopParents)) {
  CFG::BuildOptions options;
  options.setAllAlwaysAdd();
  booleanResult = returnsBoolean(*function);
  pointerResult = function->getReturnType()->isPointerType();
  cfg = CFG::buildCFG(function, const_cast<Stmt *>(function->getBody()), &ctx, options);
  if (!cfg)
    return;
  for (size_t id = 0; id < loopStmts.size(); ++id)
    loopIdOf.try_emplace(loopStmts[id], static_cast<int>(id));
  for (const CFGBlock *block : *cfg) {
    for (const CFGElement &element : *block)
      if (auto s = element.getAs<CFGStmt>())
        blockOf.try_emplace(s->getStmt(), block);
    if (const Stmt *terminator = block->getTerminatorStmt())
      blockOf.try_emplace(terminator, block);
  }
  // Blocks from which a normal return is reachable, walking back from the exit without entering
  // a block that ends in a noreturn call or a throw (their edge to the exit is not a return).
  std::deque<const CFGBlock *> work{&cfg->getExit()};
  reachesExit.insert(&cfg->getExit());
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    for (const CFGBlock::AdjacentBlock &pred : block->preds()) {
      const CFGBlock *p = pred.getReachableBlock();
      if (!p || isFailureEnd(*p) || !reachesExit.insert(p).second)
        continue;
      work.push_back(p);
    }
  }
}

bool ControlFlow::searchPaths(const CFGBlock *start, llvm::ArrayRef<PathValues::State> initial, bool sensitive,
                              const std::function<bool(const CFGBlock &, PathValues::State &)> &visit,
                              const EdgeFilter &follow) const {
  // A path-insensitive search keeps one state per block: the facts are then never consulted.
  std::set<std::pair<unsigned, PathValues::State>> seen;
  std::deque<std::pair<const CFGBlock *, PathValues::State>> work;
  auto push = [&](const CFGBlock *block, PathValues::State state) {
    if (!sensitive)
      std::fill(state.begin(), state.end(), ValueFact{});
    if (seen.emplace(block->getBlockID(), state).second)
      work.emplace_back(block, std::move(state));
  };
  for (const PathValues::State &state : initial)
    push(start, state);
  llvm::SmallVector<std::pair<const CFGBlock *, PathValues::State>, 2> next;
  while (!work.empty()) {
    if (sensitive && seen.size() > PathValues::kMaxStates)
      return false;
    auto [block, state] = std::move(work.front());
    work.pop_front();
    if (sensitive)
      values.apply(*block, state);
    if (!visit(*block, state))
      continue;
    next.clear();
    if (sensitive) {
      values.successors(*block, state, next);
    } else {
      for (const CFGBlock::AdjacentBlock &succ : block->succs())
        next.emplace_back(succ.getReachableBlock(), state);
    }
    if (follow) {
      // successors() leaves out unreachable and ruled-out edges: match the rest by block.
      unsigned index = 0;
      for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
        const CFGBlock *s = succ.getReachableBlock();
        if (s && !follow(*block, index, state))
          next.erase(std::remove_if(next.begin(), next.end(), [&](const auto &n) { return n.first == s; }),
                     next.end());
        ++index;
      }
    }
    next.erase(std::remove_if(next.begin(), next.end(), [](const auto &n) { return !n.first; }), next.end());
    for (auto &[s, st] : next)
      push(s, std::move(st));
  }
  return true;
}

bool ControlFlow::blocksOf(const std::vector<const Stmt *> &stmts,
                           llvm::DenseSet<const CFGBlock *> &out) const {
  for (const Stmt *s : stmts) {
    auto at = blockOf.find(s);
    if (at == blockOf.end())
      return false;
    out.insert(at->second);
  }
  return true;
}

// The noreturn call (or throw) that the paths from `start` end in, when none of them returns
// normally and none goes round a loop enclosing the event (`enclosing`: their ids); "" otherwise.
// A loop entered after the event and left towards the end is passed through: lpr's rmjob
// removes each file of the queue in a `for` and then calls exit(0), so what it did before the
// loop runs once per process.
std::string ControlFlow::failureEnd(const CFGBlock *start, llvm::ArrayRef<int> enclosing) const {
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  std::string first;
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (reachesExit.contains(block))
      return "";
    if (const Stmt *target = block->getLoopTarget()) {
      auto id = loopIdOf.find(target);
      if (id == loopIdOf.end() || llvm::is_contained(enclosing, id->second))
        return ""; // a loop that can go round again is not a failure path either
    }
    if (isFailureEnd(*block)) {
      if (first.empty())
        first = endsInThrow(*block) ? "throw" : noReturnName(*block);
      continue;
    }
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  return first;
}

std::optional<EventFlow> ControlFlow::of(const Stmt *event, int loop) const {
  if (!cfg)
    return std::nullopt;
  auto found = blockOf.find(event);
  if (found == blockOf.end())
    return std::nullopt;
  const CFGBlock *start = found->second;

  // The event's enclosing loops, innermost first.
  llvm::SmallVector<int, 4> chain;
  for (int l = loop; l >= 0 && static_cast<size_t>(l) < loopParents.size(); l = loopParents[l])
    chain.push_back(l);
  auto rankOf = [&](const CFGBlock *block) -> int {
    const Stmt *target = block->getLoopTarget();
    if (!target)
      return -1;
    auto id = loopIdOf.find(target);
    if (id == loopIdOf.end())
      return -1;
    for (size_t r = 0; r < chain.size(); ++r)
      if (chain[r] == id->second)
        return static_cast<int>(r);
    return -1;
  };

  EventFlow flow;
  if (!chain.empty()) {
    // Search forward for a back edge of an enclosing loop; stop at each one found (going round
    // an outer loop re-enters the inner one from outside, which is not the inner loop repeating).
    // Branches the status variables rule out are not followed: `free(p); ret = OUT_OF_MEMORY;`
    // under `while (ret == SUCCESS)` does not go round (PathValues.h).
    size_t best = chain.size();
    // The back edge's block comes before the loop's test (`++i`, then `i < n && ret == 0`):
    // a test the facts make false ends the loop there, and the path goes on after it.
    auto testOf = [&](size_t rank) {
      return flow::loopCondition(loopStmts[static_cast<size_t>(chain[rank])]);
    };
    auto visit = [&](const CFGBlock &block, PathValues::State &state) {
      if (int rank = rankOf(&block); rank >= 0) {
        const Expr *test = testOf(static_cast<size_t>(rank));
        if (test && values.ruledOut(test, state))
          return true; // on to the test, which only leaves: an outer loop may still go round
        best = std::min(best, static_cast<size_t>(rank));
        return false;
      }
      return best != 0 && !isFailureEnd(block);
    };
    // The search starts from what the paths into the event know (`else` of `if (first == -1)`
    // after `first = fd;` with `fd >= 0`), not from nothing.
    bool known = false;
    llvm::SmallVector<PathValues::State, 1> initial = statesAt(start, known);
    if (!searchPaths(start, initial, true, visit)) {
      best = chain.size();
      known = false;
      searchPaths(start, values.unknown(), false, visit);
    }
    // A loop that goes round after the event but, by the facts, never back to it: the event
    // runs at most once per call.
    if (best < chain.size() && known && !comesBack(start, initial))
      return flow;
    if (best < chain.size()) {
      flow.loop = chain[best];
      if (retriesOnOneCode(event, start, chain[best]))
        flow.notRepeated = facts::kRetryLoopNote;
      else if (attemptsLoop(chain[best]))
        flow.notRepeated = facts::kAttemptsLoopNote;
      else if (consistencyRetryLoop(chain[best]))
        flow.notRepeated = facts::kConsistencyRetryNote;
      else if (redrawLoop(event, chain[best]))
        flow.notRepeated = facts::kRedrawLoopNote;
      return flow;
    }
  }
  if (reachesExit.contains(start))
    return flow; // runs at most once per call: no loop of this function repeats it
  flow.notRepeated = failureEnd(start, chain);
  if (flow.notRepeated.empty() && !chain.empty())
    return flow; // no loop around it goes round after it; what follows never returns (uucp's
                 // tstuu: the pty search, then its `while (TRUE)` relay loop): once per call
  if (flow.notRepeated.empty())
    return std::nullopt; // not in a loop, and a server loop that never returns follows
  flow.notRepeated = "only on a path that ends in '" + flow.notRepeated + "'";
  return flow;
}

bool ControlFlow::continuesPast(const Stmt *event, int loop, const Expr *owner,
                                const std::vector<const Stmt *> &barriers) const {
  if (!cfg || loop < 0 || static_cast<size_t>(loop) >= loopStmts.size())
    return false;
  auto found = blockOf.find(event);
  if (found == blockOf.end())
    return false;
  llvm::DenseSet<const CFGBlock *> blocked;
  if (!blocksOf(barriers, blocked))
    return false;
  if (blocked.contains(found->second))
    return false; // released in the allocation's own basic block
  const Stmt *loopStmt = loopStmts[loop];
  llvm::DenseSet<const CFGBlock *> seen{found->second};
  std::deque<const CFGBlock *> work{found->second};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block->getLoopTarget() == loopStmt || isFailureEnd(*block))
      continue; // the loop's normal back edge (through the releases or not): not a `continue`
    if (const Stmt *terminator = block->getTerminatorStmt(); terminator && isa<ContinueStmt>(terminator))
      for (const CFGBlock::AdjacentBlock &succ : block->succs())
        if (const CFGBlock *s = succ.getReachableBlock(); s && s->getLoopTarget() == loopStmt)
          return true;
    // `if (!s->buf) continue;`: the null branch (the first successor) holds no block.
    bool nullBranch = false;
    if (const auto *test = dyn_cast_or_null<IfStmt>(block->getTerminatorStmt()))
      if (const Expr *tested = testedForZero(test->getCond(), ctx))
        nullBranch = sameLValue(tested, owner);
    bool first = true;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      bool skip = nullBranch && first;
      first = false;
      if (const CFGBlock *s = succ.getReachableBlock();
          !skip && s && !blocked.contains(s) && seen.insert(s).second)
        work.push_back(s);
    }
  }
  return false;
}

bool ControlFlow::leavesLoopAfter(const Stmt *event, int loop) const {
  if (!cfg || loop < 0 || static_cast<size_t>(loop) >= loopStmts.size())
    return false;
  auto found = blockOf.find(event);
  if (found == blockOf.end())
    return false;
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  // Reaching the function's exit without the back edge: a `return` in the loop, or a `break`
  // followed by the rest of the function (an enclosing loop that never ends does not count).
  llvm::DenseSet<const CFGBlock *> seen{found->second};
  std::deque<const CFGBlock *> work{found->second};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block->getLoopTarget() == loopStmt || isFailureEnd(*block))
      continue; // going round again, or an error end
    if (block == &cfg->getExit())
      return true;
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  return false;
}

} // namespace faultline::extract
