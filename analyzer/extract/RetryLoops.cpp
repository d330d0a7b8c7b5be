#include "extract/RetryLoops.h"

#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using namespace clang;

namespace faultline::extract {

namespace {

const VarDecl *localOf(const Expr *e) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var && var->hasLocalStorage() ? var : nullptr;
}

// The integer locals an expression reads.
void readsOf(const Stmt *s, llvm::SmallVectorImpl<const VarDecl *> &out) {
  if (!s)
    return;
  if (const auto *e = dyn_cast<Expr>(s))
    if (const VarDecl *v = localOf(e); v && v->getType()->isIntegerType()) {
      out.push_back(v);
      return;
    }
  for (const Stmt *child : s->children())
    readsOf(child, out);
}

bool mentions(const Stmt *s, const VarDecl *var) {
  if (!s)
    return false;
  if (const auto *e = dyn_cast<Expr>(s); e && localOf(e) == var)
    return true;
  for (const Stmt *child : s->children())
    if (mentions(child, var))
      return true;
  return false;
}

// The local the allocation is stored in: `T *buf = new T[n]` or `buf = malloc(n)`.
const VarDecl *blockVariable(ASTContext &ctx, const Stmt *event) {
  DynTypedNodeList parents = ctx.getParents(*event);
  for (unsigned guard = 0; !parents.empty() && guard < 8; ++guard) {
    const DynTypedNode &node = parents[0];
    if (const auto *var = node.get<VarDecl>())
      return var->hasLocalStorage() ? var : nullptr;
    if (const auto *op = node.get<BinaryOperator>())
      return op->getOpcode() == BO_Assign ? localOf(op->getLHS()) : nullptr;
    const auto *e = node.get<Expr>();
    if (!e || !(isa<ImplicitCastExpr, ExplicitCastExpr, ParenExpr>(e)))
      return nullptr;
    parents = ctx.getParents(node);
  }
  return nullptr;
}

// Writes to locals inside the loop: each `v = e` / `v op= e` / `++v`, by variable.
struct LoopWrites : RecursiveASTVisitor<LoopWrites> {
  struct Write {
    BinaryOperatorKind op;
    const Expr *value; // null for ++/--
  };
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<Write, 2>> writes;
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp())
      if (const VarDecl *v = localOf(op->getLHS()))
        writes[v].push_back({op->getOpcode(), op->getRHS()});
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->isIncrementDecrementOp())
      if (const VarDecl *v = localOf(op->getSubExpr()))
        writes[v].push_back({BO_AddAssign, nullptr});
    return true;
  }
};

// A call whose arguments read the block: `vsnprintf(buf, length, ...)`.
const CallExpr *callGiven(const Expr *e, const VarDecl *block) {
  e = e ? e->IgnoreParenImpCasts() : nullptr;
  const auto *call = dyn_cast_or_null<CallExpr>(e);
  if (!call)
    return nullptr;
  for (const Expr *arg : call->arguments())
    if (mentions(arg, block))
      return call;
  return nullptr;
}

class Classifier {
public:
  Classifier(const LoopWrites &loop, const VarDecl *block) : loop(loop), block(block) {}

  // `v *= 2`, `v <<= 1`, `v = v * 2`, `v += v`: the block grows by doubling itself.
  bool doubles(const VarDecl *v, const LoopWrites::Write &w) const {
    if (w.op == BO_MulAssign || w.op == BO_ShlAssign)
      return true;
    if (w.op == BO_AddAssign && w.value && localOf(w.value) == v)
      return true;
    const auto *rhs = w.value ? dyn_cast<BinaryOperator>(w.value->IgnoreParenImpCasts()) : nullptr;
    return w.op == BO_Assign && rhs && (rhs->getOpcode() == BO_Mul || rhs->getOpcode() == BO_Shl) &&
           (localOf(rhs->getLHS()) == v || localOf(rhs->getRHS()) == v);
  }

  // Every local `e` reads is the answer of a call given the block (`result + 1`, where the
  // loop's only writes of `result` are `result = vsnprintf(buf, ...)`), or `e` is such a call.
  bool fromAnswer(const Expr *e, const VarDecl *v) const {
    if (callGiven(e, block))
      return true;
    llvm::SmallVector<const VarDecl *, 4> reads;
    readsOf(e, reads);
    if (reads.empty())
      return false;
    for (const VarDecl *r : reads) {
      if (r == v)
        return false;
      auto it = loop.writes.find(r);
      if (it == loop.writes.end())
        return false;
      for (const LoopWrites::Write &w : it->second)
        if (w.op != BO_Assign || !callGiven(w.value, block))
          return false;
    }
    return true;
  }

  // The conditional `length = result < 0 ? length * 2 : result + 1` is both at once.
  bool grows(const VarDecl *v, const LoopWrites::Write &w) const {
    if (doubles(v, w))
      return true;
    if (w.op != BO_Assign || !w.value)
      return false;
    if (const auto *c = dyn_cast<ConditionalOperator>(w.value->IgnoreParenImpCasts()))
      return grows(v, {BO_Assign, c->getTrueExpr()}) && grows(v, {BO_Assign, c->getFalseExpr()});
    return fromAnswer(w.value, v);
  }

private:
  const LoopWrites &loop;
  const VarDecl *block;
};

// The integer locals the size of the allocation `event` reads (a new[]'s count, an allocation
// call's integer arguments); false when it has no size expression.
bool sizeVariables(const Stmt *event, llvm::SmallVectorImpl<const VarDecl *> &sizeVars) {
  llvm::SmallVector<const Expr *, 2> sizes;
  if (const auto *newExpr = dyn_cast<CXXNewExpr>(event)) {
    if (auto size = newExpr->getArraySize())
      sizes.push_back(*size);
  } else if (const auto *call = dyn_cast<CallExpr>(event)) {
    for (const Expr *arg : call->arguments())
      if (arg->getType()->isIntegerType())
        sizes.push_back(arg);
  }
  for (const Expr *size : sizes)
    readsOf(size, sizeVars);
  return !sizes.empty();
}

// Whether `inner` lies inside `outer` (walking Clang's parent map up to `stop`).
bool within(ASTContext &ctx, const Stmt *inner, const Stmt *outer, const Stmt *stop) {
  const Stmt *s = inner;
  for (unsigned guard = 0; s && guard < 256; ++guard) {
    if (s == outer)
      return true;
    if (s == stop)
      return false;
    DynTypedNodeList parents = ctx.getParents(*s);
    s = parents.empty() ? nullptr : parents[0].get<Stmt>();
  }
  return false;
}

// The nearest compound statement around `s`, below `stop`.
const CompoundStmt *enclosingBlock(ASTContext &ctx, const Stmt *s, const Stmt *stop) {
  for (unsigned guard = 0; s && s != stop && guard < 256; ++guard) {
    DynTypedNodeList parents = ctx.getParents(*s);
    s = parents.empty() ? nullptr : parents[0].get<Stmt>();
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(s))
      return block;
  }
  return nullptr;
}

// `!p`, `p == NULL`, `NULL == p` for the local `block`.
bool testsNull(ASTContext &ctx, const Expr *cond, const VarDecl *block) {
  cond = cond ? cond->IgnoreParenImpCasts() : nullptr;
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot)
    return localOf(u->getSubExpr()) == block;
  const auto *b = dyn_cast_or_null<BinaryOperator>(cond);
  if (!b || b->getOpcode() != BO_EQ)
    return false;
  auto isNull = [&](const Expr *e) {
    return e->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
  };
  return (isNull(b->getRHS()) && localOf(b->getLHS()) == block) ||
         (isNull(b->getLHS()) && localOf(b->getRHS()) == block);
}

// In the loop: the statements that store a null pointer into `block`, whether anything else
// but the allocation `event` stores into it or takes its address, and every write of a size
// variable (statement, and the write itself).
struct BlockResets : RecursiveASTVisitor<BlockResets> {
  BlockResets(ASTContext &ctx, const VarDecl *block, const Stmt *event,
              const llvm::SmallVectorImpl<const VarDecl *> &sizeVars)
      : ctx(ctx), block(block), event(event), sizeVars(sizeVars) {}
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (!op->isAssignmentOp())
      return true;
    const VarDecl *v = localOf(op->getLHS());
    if (v == block) {
      if (op->getOpcode() == BO_Assign &&
          op->getRHS()->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull))
        nullings.push_back(op);
      else if (op->getOpcode() != BO_Assign || op->getRHS()->IgnoreParenCasts() != event)
        otherWrite = true;
    } else if (v && llvm::is_contained(sizeVars, v)) {
      sizeWrites.push_back({op, {op->getOpcode(), op->getRHS()}});
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    const VarDecl *v = localOf(op->getSubExpr());
    if (op->getOpcode() == UO_AddrOf && v == block)
      otherWrite = true;
    else if (op->isIncrementDecrementOp() && v && llvm::is_contained(sizeVars, v))
      sizeWrites.push_back({op, {BO_AddAssign, nullptr}});
    return true;
  }
  ASTContext &ctx;
  const VarDecl *block;
  const Stmt *event;
  const llvm::SmallVectorImpl<const VarDecl *> &sizeVars;
  llvm::SmallVector<const BinaryOperator *, 2> nullings;
  llvm::SmallVector<std::pair<const Stmt *, LoopWrites::Write>, 4> sizeWrites;
  bool otherWrite = false;
};

} // namespace

std::string lazyGrowOnlyReason(ASTContext &ctx, const Stmt *event, const Stmt *loopStmt) {
  const VarDecl *block = blockVariable(ctx, event);
  llvm::SmallVector<const VarDecl *, 4> sizeVars;
  if (!block || !loopStmt || !sizeVariables(event, sizeVars) || sizeVars.empty() ||
      !ctx.getSourceManager().isBeforeInTranslationUnit(block->getLocation(),
                                                        loopStmt->getBeginLoc()))
    return "";
  // The nearest `if` above the allocation, with it in the then-branch and no inner loop between
  // the loop and the allocation, must test the block for null.
  const IfStmt *guard = nullptr;
  const Stmt *child = event;
  for (unsigned depth = 0; depth < 256; ++depth) {
    DynTypedNodeList parents = ctx.getParents(*child);
    const Stmt *parent = parents.empty() ? nullptr : parents[0].get<Stmt>();
    if (!parent)
      return "";
    if (parent == loopStmt)
      break;
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(parent))
      return "";
    if (const auto *branch = dyn_cast<IfStmt>(parent); branch && !guard) {
      if (branch->getThen() != child)
        return "";
      guard = branch;
    }
    child = parent;
  }
  if (!guard || !testsNull(ctx, guard->getCond(), block))
    return "";
  BlockResets resets(ctx, block, event, sizeVars);
  resets.TraverseStmt(const_cast<Stmt *>(loopStmt));
  if (resets.otherWrite || resets.nullings.empty())
    return "";
  // Nothing shrinks the size but the guarded branch itself (a clamp before allocating).
  LoopWrites none; // doubles() reads no loop writes
  Classifier classify(none, block);
  const VarDecl *doubled = nullptr;
  for (const auto &[stmt, write] : resets.sizeWrites) {
    const VarDecl *v = localOf(isa<BinaryOperator>(stmt) ? cast<BinaryOperator>(stmt)->getLHS()
                                                         : cast<UnaryOperator>(stmt)->getSubExpr());
    if (!classify.doubles(v, write) && !within(ctx, stmt, guard->getThen(), loopStmt))
      return "";
  }
  // Every reset to null sits in a conditional block (not the loop body) that doubles a size.
  const Stmt *body = nullptr;
  if (const auto *loop = dyn_cast<ForStmt>(loopStmt)) body = loop->getBody();
  else if (const auto *loop = dyn_cast<WhileStmt>(loopStmt)) body = loop->getBody();
  else if (const auto *loop = dyn_cast<DoStmt>(loopStmt)) body = loop->getBody();
  else if (const auto *loop = dyn_cast<CXXForRangeStmt>(loopStmt)) body = loop->getBody();
  for (const BinaryOperator *reset : resets.nullings) {
    const CompoundStmt *where = enclosingBlock(ctx, reset, loopStmt);
    if (!where || where == body)
      return "";
    bool grows = false;
    for (const auto &[stmt, write] : resets.sizeWrites) {
      const VarDecl *v = localOf(isa<BinaryOperator>(stmt) ? cast<BinaryOperator>(stmt)->getLHS()
                                                           : cast<UnaryOperator>(stmt)->getSubExpr());
      if (classify.doubles(v, write) && within(ctx, stmt, where, loopStmt))
        doubled = v, grows = true;
    }
    if (!grows)
      return "";
  }
  return "a grow-only buffer: allocated only while '" + block->getName().str() +
         "' is null, and the loop sets it back to null only where '" + doubled->getName().str() +
         "' doubles, so the block is kept across iterations";
}

std::string growAndRetryReason(ASTContext &ctx, const Stmt *event, int loop, const Stmt *loopStmt,
                               const ControlFlow &flow) {
  const VarDecl *block = blockVariable(ctx, event);
  llvm::SmallVector<const VarDecl *, 4> sizeVars;
  // The block is a pointer: `addr = pick_addr(addr)` (avahi-autoipd's next address to try) is
  // an integer handed to the call that answers it, not a block grown for an answer.
  if (!sizeVariables(event, sizeVars) || !block || !block->getType()->isPointerType() || !loopStmt)
    return "";
  LoopWrites writes;
  writes.TraverseStmt(const_cast<Stmt *>(loopStmt));
  Classifier classify(writes, block);
  // Every size variable the loop writes is written only by growing it; at least one is.
  const VarDecl *grown = nullptr;
  for (const VarDecl *v : sizeVars) {
    auto it = writes.writes.find(v);
    if (it == writes.writes.end())
      continue;
    for (const LoopWrites::Write &w : it->second)
      if (!classify.grows(v, w))
        return "";
    grown = v;
  }
  if (!grown || !flow.leavesLoopAfter(event, loop))
    return "";
  return "in a grow-and-retry loop: '" + grown->getName().str() +
         "' is resized only from the answer of a call given the block or by doubling, and the "
         "loop ends once the block is large enough";
}

std::string retriedWithGrownSizeReason(const CallExpr *call, int loop, const Stmt *loopStmt,
                                       const ControlFlow &flow) {
  if (!call || !loopStmt || !flow.leavesLoopAfter(call, loop))
    return "";
  LoopWrites writes;
  writes.TraverseStmt(const_cast<Stmt *>(loopStmt));
  Classifier classify(writes, nullptr);
  for (const Expr *arg : call->arguments()) {
    const Expr *e = arg->IgnoreParenImpCasts();
    if (const auto *address = dyn_cast<UnaryOperator>(e); address && address->getOpcode() == UO_AddrOf)
      e = address->getSubExpr();
    const VarDecl *v = localOf(e);
    auto it = v && v->getType()->isIntegerType() ? writes.writes.find(v) : writes.writes.end();
    if (it == writes.writes.end())
      continue;
    bool doubled = std::all_of(it->second.begin(), it->second.end(),
                               [&](const LoopWrites::Write &w) { return classify.doubles(v, w); });
    if (doubled)
      return "in a grow-and-retry loop: it is given '" + v->getName().str() +
             "', which the loop only doubles, and a path leaves the loop after the call, so it "
             "runs a bounded number of times per run of the loop";
  }
  return "";
}

std::string retriedWithBlockReason(ASTContext &ctx, const Stmt *event, const CallExpr *call,
                                   int loop, const ControlFlow &flow) {
  const VarDecl *block = blockVariable(ctx, event);
  if (!block || !call || !flow.leavesLoopAfter(call, loop))
    return "";
  for (const Expr *arg : call->arguments())
    if (flow::variableThroughCasts(arg) == block)
      return "in a grow-and-retry loop: it is given the block '" + block->getName().str() +
             "', which the loop remakes larger only while it was too small, so it runs a "
             "bounded number of times per run of the loop";
  return "";
}

} // namespace faultline::extract
