// ControlFlow::redrawLoop (ControlFlow.h): a loop that draws a random value until it is acceptable.
//
//   do {
//     if (os_get_random((u8 *) &llid, sizeof(llid)) < 0)   // fopen("/dev/urandom") per call
//       llid = 0;
//   } while (!llid || llid_in_use(wpa_s, llid));            // 0, or taken by another link
//
// (wpa_supplicant's mesh_mpm_init_link, held-out set 29). The loop goes round again only when the
// draw was rejected: zero, equal to a value already in use, or outside a range (rejection
// sampling, `do { r = rand(); } while (r >= limit);`). A random source is not steered toward the
// rejected values, so in normal operation the call runs once per pass of the function: the
// per-call rule still reports it when the function is hot (facts::kRedrawLoopNote, a retry note);
// the loop rules do not. The shape is narrow on purpose: the event is the random call itself, in
// the loop's body; it writes a variable (`v = rand()`, `fill(&v, n)`); and every disjunct of the
// loop's condition rejects a few values of it: `!v`, `v == K`, a relational test (`v >= limit`),
// or a predicate handed `v` (`in_use(v)`). A condition that keeps going while the value is
// nonzero (`v`, `v != 0`) is a loop that uses each draw, not a redraw, and is not taken.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "facts/builder/RandomFallbacks.h"

namespace faultline::extract {

using namespace clang;
using flow::mentions;
using flow::referencedVariable;

namespace {

bool isRandomSource(const FunctionDecl *callee) {
  return callee && callee->getIdentifier() && builder::isRandomSourceName(callee->getName());
}

// The variables the call writes: its result's variable (`v = rand()`) and `&v` (through casts).
llvm::SmallVector<const VarDecl *, 2> drawnVariables(const CallExpr *call, const CFG *cfg) {
  llvm::SmallVector<const VarDecl *, 2> drawn;
  if (cfg)
    if (const VarDecl *result = flow::resultVariable(*cfg, call); result)
      drawn.push_back(result);
  for (const Expr *arg : call->arguments())
    if (const auto *address = dyn_cast<UnaryOperator>(arg->IgnoreParenCasts());
        address && address->getOpcode() == UO_AddrOf)
      if (const VarDecl *v = referencedVariable(address->getSubExpr()->IgnoreParenCasts()))
        drawn.push_back(v);
  return drawn;
}

bool holds(const Stmt *s, const Stmt *target, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (s == target)
    return true;
  for (const Stmt *child : s->children())
    if (holds(child, target, depth + 1))
      return true;
  return false;
}

// A disjunct that holds only for a few drawn values: `!v`, `v == K`, `v < limit` (either order),
// a predicate call handed the value (`in_use(ctx, v)`), all reading `v` (or an element of it).
bool rejectsFewValues(const Expr *e, const VarDecl *v) {
  e = e->IgnoreParenImpCasts();
  if (const auto *b = dyn_cast<BinaryOperator>(e)) {
    if (b->getOpcode() == BO_LOr)
      return rejectsFewValues(b->getLHS(), v) && rejectsFewValues(b->getRHS(), v);
    return (b->getOpcode() == BO_EQ || b->isRelationalOp()) && mentions(b, v);
  }
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_LNot)
    return mentions(u->getSubExpr(), v);
  if (const auto *call = dyn_cast<CallExpr>(e))
    return mentions(call, v);
  return false;
}

} // namespace

bool ControlFlow::redrawLoop(const Stmt *event, int loop) const {
  if (loop < 0 || static_cast<size_t>(loop) >= loopStmts.size())
    return false;
  const auto *call = dyn_cast_or_null<CallExpr>(event);
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  const Expr *test = flow::loopCondition(loopStmt);
  if (!call || !test || !isRandomSource(call->getDirectCallee()))
    return false;
  // In the body, not the condition: `while ((c = rand_byte()) != 0)` uses each draw.
  const Stmt *body = nullptr;
  if (const auto *d = dyn_cast<DoStmt>(loopStmt))
    body = d->getBody();
  else if (const auto *w = dyn_cast<WhileStmt>(loopStmt))
    body = w->getBody();
  else if (const auto *f = dyn_cast<ForStmt>(loopStmt))
    body = f->getBody();
  if (!body || !holds(body, call))
    return false;
  for (const VarDecl *v : drawnVariables(call, cfg.get()))
    if (rejectsFewValues(test, v))
      return true;
  return false;
}

} // namespace faultline::extract
