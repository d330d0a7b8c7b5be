#include "extract/ControlFlow.h"
#include "facts/Facts.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <deque>

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

bool endsInThrow(const CFGBlock &block) {
  return block.getTerminatorStmt() && isa<CXXThrowExpr>(block.getTerminatorStmt());
}

// A block whose paths go nowhere but abnormal termination.
bool isFailureEnd(const CFGBlock &block) {
  return block.hasNoReturnElement() || endsInThrow(block);
}

const VarDecl *referencedVariable(const Expr *e) {
  if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
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

// The lvalue a condition tests for "not yet": `!v`, `v == 0`, `0 == v`, `v == false/NULL`.
const Expr *testedForZero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot)
    return unary->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ) {
    if (isZero(binary->getRHS(), ctx))
      return binary->getLHS()->IgnoreParenImpCasts();
    if (isZero(binary->getLHS(), ctx))
      return binary->getRHS()->IgnoreParenImpCasts();
  }
  return nullptr;
}

// The same variable, or the same field of the same variable (`s->db`, `this->cache_`).
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

// Whether `s` sets `var` (v = ..., v++, v |= ...), looking no deeper than generated code allows.
bool assigns(const Stmt *s, const VarDecl *var, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
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

const VarDecl *resultVariable(const CFG &cfg, const CallExpr *call);

// Which successor of `block`'s branch is taken when the value of `call` (or of the variable
// `result` holding it) equals a nonzero integer constant K — `r == K` (0), `r != K` (1) — or -1.
// A loop that goes round again only on that branch retries the call on one particular code
// (`if (err == 0) break; if (err != NOT_EXIST) break;`): the call does not repeat in normal
// operation. Zero is left out on purpose: `n == 0` ends a read loop, which continues on data.
int retryCodeBranch(const CFGBlock &block, const CallExpr *call, const VarDecl *result,
                    ASTContext &ctx) {
  // An `if`, the first operand of `&&`/`||` (`if (r == Z_BUF_ERROR && cap < LIMIT)`), or the
  // condition of a `do { } while (r == Z_BUF_ERROR)`: in each the first successor is taken when
  // the condition holds (for the `do`, the edge back to the body). Not `while`/`for`: their
  // condition runs before the body too, and a call in it (`while (step() == ROW)`) is the loop.
  const Stmt *terminator = block.getTerminatorStmt();
  const auto *logical = dyn_cast_or_null<BinaryOperator>(terminator);
  if (block.succ_size() != 2 ||
      !(isa_and_nonnull<IfStmt>(terminator) || isa_and_nonnull<DoStmt>(terminator) ||
        (logical && logical->isLogicalOp())))
    return -1;
  const auto *test = dyn_cast_or_null<Expr>(block.getTerminatorCondition());
  const auto *cond = test ? dyn_cast<BinaryOperator>(test->IgnoreParenCasts()) : nullptr;
  if (!cond || (cond->getOpcode() != BO_EQ && cond->getOpcode() != BO_NE))
    return -1;
  auto isResult = [&](const Expr *e) {
    e = e->IgnoreParenCasts();
    return e == call || (result && referencedVariable(e) == result);
  };
  const Expr *other = isResult(cond->getLHS()) ? cond->getRHS()
                      : isResult(cond->getRHS()) ? cond->getLHS()
                                                 : nullptr;
  Expr::EvalResult k;
  if (!other || other->isValueDependent() || !other->EvaluateAsInt(k, ctx) ||
      k.Val.getInt() == 0)
    return -1;
  return cond->getOpcode() == BO_EQ ? 0 : 1;
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

// ---------------------------------------------------------------------------------------------
// From the CFG

ControlFlow::ControlFlow(ASTContext &ctx, const FunctionDecl *function,
                         std::vector<const Stmt *> loopStmts, std::vector<int> loopParents)
    : ctx(ctx), loopStmts(loopStmts), loopParents(std::move(loopParents)) {
  CFG::BuildOptions options;
  options.setAllAlwaysAdd();
  booleanResult = returnsBoolean(*function);
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

// The noreturn call (or throw) that the paths from `start` end in, when none of them returns
// normally and none goes round a loop; "" otherwise.
std::string ControlFlow::failureEnd(const CFGBlock *start) const {
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  std::string first;
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (reachesExit.contains(block) || block->getLoopTarget())
      return ""; // a loop that can go round again is not a failure path either
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

bool ControlFlow::retriesOnOneCode(const Stmt *event, const CFGBlock *start, int loop) const {
  const auto *call = dyn_cast<CallExpr>(event);
  if (!call)
    return false;
  const VarDecl *result = resultVariable(*cfg, call);
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  // The loop's back edge, reached from the call without ever taking a retry-code branch?
  bool anyRetryBranch = false;
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block->getLoopTarget() == loopStmt)
      return false; // goes round again whatever the call returned
    if (isFailureEnd(*block))
      continue;
    int retry = retryCodeBranch(*block, call, result, ctx);
    anyRetryBranch |= retry >= 0;
    int index = 0;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      const CFGBlock *s = succ.getReachableBlock();
      if (index++ != retry && s && seen.insert(s).second)
        work.push_back(s);
    }
  }
  return anyRetryBranch;
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
    size_t best = chain.size();
    llvm::DenseSet<const CFGBlock *> seen{start};
    std::deque<const CFGBlock *> work{start};
    while (!work.empty() && best != 0) {
      const CFGBlock *block = work.front();
      work.pop_front();
      if (int rank = rankOf(block); rank >= 0) {
        best = std::min(best, static_cast<size_t>(rank));
        continue;
      }
      if (isFailureEnd(*block))
        continue;
      for (const CFGBlock::AdjacentBlock &succ : block->succs())
        if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
          work.push_back(s);
    }
    if (best < chain.size()) {
      flow.loop = chain[best];
      if (retriesOnOneCode(event, start, chain[best]))
        flow.notRepeated = facts::kRetryLoopNote;
      return flow;
    }
  }
  if (reachesExit.contains(start))
    return flow; // runs at most once per call: no loop of this function repeats it
  flow.notRepeated = failureEnd(start);
  if (flow.notRepeated.empty())
    return std::nullopt; // e.g. a server loop that never returns: leave the syntactic answer
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
  for (const Stmt *barrier : barriers) {
    auto at = blockOf.find(barrier);
    if (at == blockOf.end())
      return false; // a release the CFG does not place: cannot tell
    blocked.insert(at->second);
  }
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

namespace {

// The variable `call`'s result is stored into (`v = call(...)`, `T v = call(...)`), or null.
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

// Which successor of a branch on `cond` (0: true, 1: false) is taken when `call` failed, or -1
// when the condition does not test that: a pointer result null (`!nl`, `nl == NULL`, `!call()`),
// an integer result negative (`rc < 0`, `rc >= 0`). Other integer tests (`rc != 0`) say nothing
// about which outcome is failure, so they are not read.
int failureBranch(const Expr *cond, const CallExpr *call, const VarDecl *result, ASTContext &ctx) {
  cond = cond->IgnoreParenCasts();
  auto isResult = [&](const Expr *e) {
    e = e->IgnoreParenCasts();
    return e == call || (result && referencedVariable(e) == result);
  };
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot) {
    int inner = failureBranch(unary->getSubExpr(), call, result, ctx);
    return inner < 0 ? -1 : 1 - inner;
  }
  if (isResult(cond))
    return call->getType()->isPointerType() ? 1 : -1;
  const auto *binary = dyn_cast<BinaryOperator>(cond);
  if (!binary || !binary->isComparisonOp())
    return -1;
  BinaryOperatorKind op = binary->getOpcode();
  const Expr *value = binary->getLHS();
  const Expr *constant = binary->getRHS();
  if (!isResult(value)) {
    std::swap(value, constant);
    op = BinaryOperator::reverseComparisonOp(op);
  }
  if (!isResult(value) || !isZero(constant, ctx))
    return -1;
  if (call->getType()->isPointerType())
    return op == BO_EQ ? 0 : op == BO_NE ? 1 : -1;
  if (call->getType()->isSignedIntegerType())
    return op == BO_LT ? 0 : op == BO_GE ? 1 : -1;
  return -1;
}

} // namespace

bool ControlFlow::releasedOnOneOutcome(const Stmt *allocation, const CallExpr *taker,
                                       const std::vector<const Stmt *> &releases) const {
  if (!cfg || releases.empty())
    return false;
  auto found = blockOf.find(allocation);
  if (found == blockOf.end())
    return false;
  const CFGBlock *start = found->second;
  llvm::DenseSet<const CFGBlock *> releaseBlocks;
  for (const Stmt *release : releases) {
    auto at = blockOf.find(release);
    if (at == blockOf.end())
      return false; // a release the CFG does not place: cannot tell
    releaseBlocks.insert(at->second);
  }
  if (releaseBlocks.contains(start))
    return false;
  // Whether a release is reachable from the allocation without taking the edge from -> to.
  auto reachesRelease = [&](const CFGBlock *from, const CFGBlock *to) {
    llvm::DenseSet<const CFGBlock *> seen{start};
    std::deque<const CFGBlock *> work{start};
    while (!work.empty()) {
      const CFGBlock *block = work.front();
      work.pop_front();
      if (releaseBlocks.contains(block))
        return true;
      for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
        const CFGBlock *s = succ.getReachableBlock();
        if (s && !(block == from && s == to) && seen.insert(s).second)
          work.push_back(s);
      }
    }
    return false;
  };
  if (!reachesRelease(nullptr, nullptr))
    return false;
  const VarDecl *result = resultVariable(*cfg, taker);
  for (const CFGBlock *test : *cfg) {
    // Only an `if`: a loop condition's failure edge is the loop ending normally (`for (t =
    // strtok(buf, " "); t; ...)` then frees buf after the loop on every path).
    if (!isa_and_nonnull<IfStmt>(test->getTerminatorStmt()))
      continue;
    const auto *cond = dyn_cast_or_null<Expr>(test->getTerminatorCondition());
    int failure = cond && test->succ_size() == 2 ? failureBranch(cond, taker, result, ctx) : -1;
    if (failure < 0)
      continue;
    // Every release lies behind the failure edge: on success the callee keeps the block.
    const CFGBlock *onFailure = test->succs().begin()[failure].getReachableBlock();
    if (onFailure && !reachesRelease(test, onFailure))
      return true;
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

// ---------------------------------------------------------------------------------------------
// From the ancestors

namespace {

// `break;`, `return ...;`, `goto`, `continue;`, or a block ending in one: control does not fall
// through to the next statement of the switch body.
bool endsSwitchArm(const Stmt *s) {
  if (const auto *block = dyn_cast<CompoundStmt>(s))
    return !block->body_empty() && endsSwitchArm(block->body_back());
  return isa<BreakStmt, ReturnStmt, GotoStmt, ContinueStmt>(s);
}

// Adds the case values labelling `s` to `cases` and returns the labelled statement. `open` is
// set when a label admits values we cannot list (`default`, a GNU case range, a value Clang
// cannot evaluate).
const Stmt *collectLabels(const Stmt *s, std::vector<int64_t> &cases, bool &open, ASTContext &ctx) {
  while (true) {
    if (const auto *label = dyn_cast<DefaultStmt>(s)) {
      open = true;
      s = label->getSubStmt();
      continue;
    }
    const auto *label = dyn_cast<CaseStmt>(s);
    if (!label)
      return s;
    Expr::EvalResult value;
    if (label->caseStmtIsGNURange() || label->getLHS()->isValueDependent() ||
        !label->getLHS()->EvaluateAsInt(value, ctx) || value.Val.getInt().getSignificantBits() > 64)
      open = true;
    else
      cases.push_back(value.Val.getInt().getExtValue());
    s = label->getSubStmt();
  }
}

} // namespace

std::optional<SwitchGuard> switchGuard(const std::vector<const Stmt *> &ancestors,
                                       const FunctionDecl *function,
                                       const llvm::DenseSet<const VarDecl *> &mutated,
                                       ASTContext &ctx) {
  for (size_t k = ancestors.size(); k-- > 0;) {
    const auto *sw = dyn_cast<SwitchStmt>(ancestors[k]);
    if (!sw)
      continue;
    const auto *body = dyn_cast_or_null<CompoundStmt>(sw->getBody());
    if (!body || k + 2 >= ancestors.size() || ancestors[k + 1] != body || !sw->getCond())
      return std::nullopt;
    const auto *param = dyn_cast_or_null<ParmVarDecl>(referencedVariable(sw->getCond()));
    if (!param || param->getDeclContext() != function || mutated.contains(param) ||
        !param->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    const Stmt *child = ancestors[k + 2];
    auto statements = body->body();
    auto at = std::find(statements.begin(), statements.end(), child);
    if (at == statements.end())
      return std::nullopt;
    SwitchGuard guard;
    guard.parameter = static_cast<int>(param->getFunctionScopeIndex());
    // This statement's labels, then those of earlier statements that fall through into it.
    bool open = false;
    for (auto it = at;; --it) {
      std::vector<int64_t> labels;
      bool labelsOpen = false;
      const Stmt *inner = collectLabels(*it, labels, labelsOpen, ctx);
      if (it != at && endsSwitchArm(inner))
        break;
      guard.cases.insert(guard.cases.end(), labels.begin(), labels.end());
      open |= labelsOpen;
      if (it == statements.begin())
        break;
    }
    if (open || guard.cases.empty())
      return std::nullopt;
    return guard;
  }
  return std::nullopt;
}

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
