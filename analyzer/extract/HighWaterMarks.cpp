// OnceShapes::highWaterMarkTest (ControlFlow.h): a branch guarded by a stored mark below the
// value it tests, which the branch raises to that value, so that it runs again only when the
// value grows past every value seen before:
//
//   if (info->cpu_count_hwm < info->cpus.total) {      // more CPUs online than ever seen
//     if (info->cpu_count_hwm)
//       stat_cores_verify(info);                        // reread /proc/cpuinfo
//     info->cpu_count_hwm = info->cpus.total;           // never again for this count
//   }
//
// (procps' library/stat.c, reached from vmstat's and top's refresh loops; set 22). A refresh
// loop reaches the work once per CPU brought online, not per sample. The mark may be a field or
// a variable; the branch must store the tested value into it, at its own top level, and nothing
// else in the translation unit may write the mark (field or variable): a capacity reset to 0
// elsewhere (`free() { delete[] p; size_ = 0; }`) makes the branch run again, which the join's
// capacity-field pairing decides (pos_member_reset_per_call.cpp).
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract {

using namespace clang;
using flow::sameExpr;

namespace {

// Every write of `mark` in a branch: assignments (kept when plain `=`), compound assignments
// and increments (which make the reading fail).
struct MarkWrites : RecursiveASTVisitor<MarkWrites> {
  const Expr *mark;
  const ASTContext &ctx;
  std::vector<const BinaryOperator *> assignments;
  bool other = false;
  MarkWrites(const Expr *mark, const ASTContext &ctx) : mark(mark), ctx(ctx) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b->isAssignmentOp() && sameExpr(b->getLHS(), mark, ctx))
      b->getOpcode() == BO_Assign ? assignments.push_back(b) : void(other = true);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *u) {
    if (u->isIncrementDecrementOp() && sameExpr(u->getSubExpr(), mark, ctx))
      other = true;
    return true;
  }
};

// The field or variable a mark names.
const ValueDecl *markDecl(const Expr *mark) {
  if (const auto *member = dyn_cast<MemberExpr>(mark))
    return member->getMemberDecl();
  return cast<DeclRefExpr>(mark)->getDecl();
}

// Whether anything in the translation unit but `raise` writes `decl` (assignments, increments,
// its address taken; initialisers are not writes of a pass).
struct OtherWrites : RecursiveASTVisitor<OtherWrites> {
  const ValueDecl *decl;
  const BinaryOperator *raise;
  bool found = false;
  OtherWrites(const ValueDecl *decl, const BinaryOperator *raise) : decl(decl), raise(raise) {}
  static const ValueDecl *named(const Expr *e) {
    e = e->IgnoreParenImpCasts();
    if (const auto *m = dyn_cast<MemberExpr>(e))
      return m->getMemberDecl();
    if (const auto *r = dyn_cast<DeclRefExpr>(e))
      return r->getDecl();
    return nullptr;
  }
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b != raise && b->isAssignmentOp() && named(b->getLHS()) == decl)
      found = true;
    return !found;
  }
  bool VisitUnaryOperator(UnaryOperator *u) {
    if ((u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) && named(u->getSubExpr()) == decl)
      found = true;
    return !found;
  }
};

// Whether `assignment` is a statement of `branch` itself (or the branch), not one under a
// condition inside it.
bool atTopLevel(const BinaryOperator *assignment, const Stmt *branch) {
  if (branch == assignment)
    return true;
  if (const auto *block = dyn_cast<CompoundStmt>(branch))
    for (const Stmt *s : block->body())
      if (const auto *e = dyn_cast<Expr>(s); e && e->IgnoreParenImpCasts() == assignment)
        return true;
  return false;
}

} // namespace

std::string OnceShapes::highWaterMarkTest(const Expr *cond, const Stmt *then) const {
  const auto *b = cond && then ? dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts()) : nullptr;
  if (!b || (b->getOpcode() != BO_LT && b->getOpcode() != BO_GT))
    return "";
  // `mark < value` or `value > mark`.
  const Expr *mark = b->getOpcode() == BO_LT ? b->getLHS() : b->getRHS();
  const Expr *value = b->getOpcode() == BO_LT ? b->getRHS() : b->getLHS();
  const Expr *stripped = mark->IgnoreParenImpCasts();
  if (!isa<DeclRefExpr>(stripped) && !isa<MemberExpr>(stripped))
    return "";
  if (!flow::persistsAcrossPasses(stripped))
    return "";
  MarkWrites writes(mark, ctx);
  writes.TraverseStmt(const_cast<Stmt *>(then));
  if (writes.other || writes.assignments.size() != 1 || !atTopLevel(writes.assignments.front(), then) ||
      !sameExpr(writes.assignments.front()->getRHS(), value, ctx))
    return "";
  // Rare (the shape above already matched): one walk of the translation unit (its traversal
  // scope: clangd's is the main file's own declarations).
  OtherWrites others(markDecl(stripped), writes.assignments.front());
  for (Decl *scope : ctx.getTraversalScope())
    if (!others.found)
      others.TraverseDecl(scope);
  if (others.found)
    return "";
  std::string name = isa<MemberExpr>(stripped) ? cast<MemberExpr>(stripped)->getMemberDecl()->getNameAsString()
                                               : cast<DeclRefExpr>(stripped)->getDecl()->getNameAsString();
  return "guarded by the high-water mark '" + name +
         "', which the branch raises to the value it tests: runs only when that value grows";
}

} // namespace faultline::extract
