#include "extract/RetryLoops.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

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

} // namespace

std::string growAndRetryReason(ASTContext &ctx, const Stmt *event, int loop, const Stmt *loopStmt,
                               const ControlFlow &flow) {
  llvm::SmallVector<const Expr *, 2> sizes;
  if (const auto *newExpr = dyn_cast<CXXNewExpr>(event)) {
    if (auto size = newExpr->getArraySize())
      sizes.push_back(*size);
  } else if (const auto *call = dyn_cast<CallExpr>(event)) {
    for (const Expr *arg : call->arguments())
      if (arg->getType()->isIntegerType())
        sizes.push_back(arg);
  }
  const VarDecl *block = blockVariable(ctx, event);
  if (sizes.empty() || !block || !loopStmt)
    return "";
  llvm::SmallVector<const VarDecl *, 4> sizeVars;
  for (const Expr *size : sizes)
    readsOf(size, sizeVars);
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

} // namespace faultline::extract
