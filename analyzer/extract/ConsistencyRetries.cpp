// ControlFlow::consistencyRetryLoop (ControlFlow.h): a loop that reads one value before and after
// its work and goes round only when the two reads differ, a lock-free consistency retry:
//
//   do {
//     cur_index = GetCurrentIndex();                  // the double-buffered state's index
//     sorted.clear();
//     ReadCurrentState()->TopologicalSort(sorted);    // copies a 128 KiB matrix
//     next_index = GetCurrentIndex();
//   } while (cur_index != next_index);                // a writer switched states meanwhile
//
// (jackd2's JackGraphManager::TopologicalSort, held-out set 24; a seqlock reader has the same
// shape, `do { v = seq; ...; } while (v != seq)`). In normal operation the body runs once per
// call; it runs again only when a writer raced it, so its events are not churn of this loop
// (facts::kConsistencyRetryNote; the per-call rule still reports them when the function itself
// is hot). The two reads must be the same expression, a variable or field or a call whose
// arguments are plain values; a clock or a random number is read twice to see it change, and is
// not taken.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract {

using namespace clang;
using flow::sameExpr;
using flow::referencedVariable;

namespace {

// A read that gives the same answer twice unless something changed it: a variable, a field, or
// a call whose arguments are such reads or constants (a getter), but not a clock or a random
// number, which differ by design.
bool isPlainRead(const Expr *e, unsigned depth = 0) {
  e = e->IgnoreParenImpCasts();
  if (depth > 3)
    return false;
  if (isa<DeclRefExpr>(e) || isa<CXXThisExpr>(e) || isa<IntegerLiteral>(e))
    return true;
  if (const auto *m = dyn_cast<MemberExpr>(e))
    return isPlainRead(m->getBase(), depth + 1);
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && (u->getOpcode() == UO_AddrOf || u->getOpcode() == UO_Deref))
    return isPlainRead(u->getSubExpr(), depth + 1);
  const auto *call = dyn_cast<CallExpr>(e);
  if (!call)
    return false;
  if (const FunctionDecl *callee = call->getDirectCallee(); callee && callee->getIdentifier()) {
    static const llvm::StringRef varying[] = {"time", "clock", "gettimeofday", "clock_gettime", "rand",
                                              "random", "rand_r", "drand48", "lrand48", "mrand48", "now"};
    if (llvm::is_contained(varying, callee->getName()))
      return false;
  }
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call);
      member && !isPlainRead(member->getImplicitObjectArgument(), depth + 1))
    return false;
  for (const Expr *arg : call->arguments())
    if (!isPlainRead(arg, depth + 1))
      return false;
  return true;
}

// Every write of variable `v` in a statement: `v = e` (kept), anything else (counted as other).
struct LocalWrites : RecursiveASTVisitor<LocalWrites> {
  const VarDecl *v;
  std::vector<const BinaryOperator *> assignments;
  bool other = false;
  explicit LocalWrites(const VarDecl *v) : v(v) {}
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b->isAssignmentOp() && referencedVariable(b->getLHS()) == v)
      b->getOpcode() == BO_Assign ? assignments.push_back(b) : void(other = true);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *u) {
    if ((u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) && referencedVariable(u->getSubExpr()) == v)
      other = true;
    return true;
  }
};

// The value variable `v` is given by the one plain assignment of `body` (a statement of its own),
// with its position among body's statements; null when written otherwise or more than once.
const Expr *readInto(const VarDecl *v, const CompoundStmt *body, size_t &position) {
  if (!v)
    return nullptr;
  LocalWrites writes(v);
  writes.TraverseStmt(const_cast<CompoundStmt *>(body));
  if (writes.other || writes.assignments.size() != 1)
    return nullptr;
  size_t i = 0;
  for (const Stmt *s : body->body()) {
    if (const auto *e = dyn_cast<Expr>(s); e && e->IgnoreParenImpCasts() == writes.assignments.front()) {
      position = i;
      return writes.assignments.front()->getRHS();
    }
    ++i;
  }
  return nullptr;
}

} // namespace

bool ControlFlow::consistencyRetryLoop(int loop) const {
  if (loop < 0 || static_cast<size_t>(loop) >= loopStmts.size())
    return false;
  const auto *d = dyn_cast<DoStmt>(loopStmts[static_cast<size_t>(loop)]);
  const auto *body = d ? dyn_cast<CompoundStmt>(d->getBody()) : nullptr;
  const auto *test = d ? dyn_cast<BinaryOperator>(d->getCond()->IgnoreParenImpCasts()) : nullptr;
  if (!body || !test || test->getOpcode() != BO_NE)
    return false;
  size_t first = 0, second = 0;
  const Expr *before = readInto(referencedVariable(test->getLHS()), body, first);
  const Expr *after = readInto(referencedVariable(test->getRHS()), body, second);
  if (before && after) // `while (cur != next)`: both read in the body, at different places
    return first != second && isPlainRead(before) && sameExpr(before, after, ctx);
  // `while (v != seq)`: read into `v` in the body, read again by the test.
  for (auto [local, other] : {std::pair{before, test->getRHS()}, std::pair{after, test->getLHS()}})
    if (local && isPlainRead(local) && sameExpr(local, other, ctx))
      return true;
  return false;
}

} // namespace faultline::extract
