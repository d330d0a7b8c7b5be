#include "extract/LocalOnceFlags.h"
#include "extract/FlowShapes.h"

#include <clang/AST/Expr.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/StmtCXX.h>
#include <clang/Basic/SourceManager.h>

#include <algorithm>

namespace faultline::extract {

using namespace clang;

namespace {

bool constantIs(const Expr *e, ASTContext &ctx, bool zero) {
  e = e->IgnoreParenImpCasts();
  Expr::EvalResult result;
  if (e->isValueDependent() || !e->EvaluateAsInt(result, ctx))
    return false;
  return (result.Val.getInt() == 0) == zero;
}

const VarDecl *variableOf(const Expr *e) {
  if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

// `!v`, `v == 0`, `0 == v`: the variable tested for "not yet".
const VarDecl *testedForZero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot)
    return variableOf(unary->getSubExpr());
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ) {
    if (constantIs(binary->getRHS(), ctx, true))
      return variableOf(binary->getLHS());
    if (constantIs(binary->getLHS(), ctx, true))
      return variableOf(binary->getRHS());
  }
  return nullptr;
}

bool setsNonzero(const Stmt *s, const VarDecl *flag, ASTContext &ctx) {
  const auto *assign = dyn_cast_or_null<BinaryOperator>(s);
  return assign && assign->getOpcode() == BO_Assign && variableOf(assign->getLHS()) == flag &&
         constantIs(assign->getRHS(), ctx, false);
}

bool holdsJump(const Stmt *s, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (isa<ContinueStmt>(s) || isa<GotoStmt>(s) || isa<IndirectGotoStmt>(s))
    return true;
  for (const Stmt *child : s->children())
    if (holdsJump(child, depth + 1))
      return true;
  return false;
}

// Every mention of `flag` under `s` reads it or is the left side of `flag = K`, K nonzero.
// `parent` is the statement holding `s`.
bool onlySetNonzero(const Stmt *s, const Stmt *parent, const VarDecl *flag, ASTContext &ctx,
                    unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (const auto *ref = dyn_cast<DeclRefExpr>(s); ref && ref->getDecl() == flag) {
    if (const auto *read = dyn_cast_or_null<ImplicitCastExpr>(parent);
        read && read->getCastKind() == CK_LValueToRValue)
      return true; // a read
    return setsNonzero(parent, flag, ctx) && cast<BinaryOperator>(parent)->getLHS()->IgnoreParens() == ref;
  }
  for (const Stmt *child : s->children())
    if (!onlySetNonzero(child, s, flag, ctx, depth + 1))
      return false;
  return true;
}

// A local flag the shapes below may rely on: a scalar local (not a parameter, a pointer or a
// static) initialised to zero that nothing in the function sets back to zero.
bool usableFlag(const VarDecl *flag, const FunctionDecl *function, ASTContext &ctx) {
  return flag && flag->hasLocalStorage() && !isa<ParmVarDecl>(flag) && flag->getType()->isScalarType() &&
         !flag->getType()->isPointerType() && flag->getInit() && constantIs(flag->getInit(), ctx, true) &&
         function->getBody() && onlySetNonzero(function->getBody(), nullptr, flag, ctx);
}

// `v`, `v != 0`, `0 != v`: the variable tested for "already".
const VarDecl *testedForNonzero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const VarDecl *v = variableOf(cond))
    return v;
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_NE) {
    if (constantIs(binary->getRHS(), ctx, true))
      return variableOf(binary->getLHS());
    if (constantIs(binary->getLHS(), ctx, true))
      return variableOf(binary->getRHS());
  }
  return nullptr;
}

// A statement that cannot complete normally, so the statement after it is never reached from
// it: return, break, continue, goto, throw, a call of a noreturn function (iproute2's
// `duparg()`, declared `__attribute__((noreturn))`), or a block ending in one.
bool cannotFallThrough(const Stmt *s) {
  if (!s)
    return false;
  if (isa<ReturnStmt>(s) || isa<BreakStmt>(s) || isa<ContinueStmt>(s) || isa<GotoStmt>(s))
    return true;
  if (const auto *block = dyn_cast<CompoundStmt>(s))
    return !block->body_empty() && cannotFallThrough(block->body_back());
  const auto *e = dyn_cast<Expr>(s);
  if (!e)
    return false;
  e = e->IgnoreParenImpCasts();
  if (const auto *full = dyn_cast<ExprWithCleanups>(e))
    e = full->getSubExpr()->IgnoreParenImpCasts();
  if (isa<CXXThrowExpr>(e))
    return true;
  const auto *call = dyn_cast<CallExpr>(e);
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  return flow::isNoReturnCallee(callee);
}

// The statement under a chain of labels (`opt_bpf: seen_run = true;`).
const Stmt *unlabelled(const Stmt *s) {
  while (const auto *label = dyn_cast_or_null<LabelStmt>(s))
    s = label->getSubStmt();
  return s;
}

bool isLoop(const Stmt *s, ASTContext &ctx) {
  if (const auto *loop = dyn_cast<DoStmt>(s)) // `do { ... } while (0)` is a statement wrapper
    return !(loop->getCond() && constantIs(loop->getCond(), ctx, true));
  return isa<ForStmt>(s) || isa<WhileStmt>(s) || isa<CXXForRangeStmt>(s);
}

// The labels under `s`, and whether a `case`/`default` there belongs to a switch outside it
// (another way in).
void labelsUnder(const Stmt *s, bool insideSwitch, std::vector<const LabelDecl *> &labels,
                 bool &foreignCase, unsigned depth = 0) {
  if (!s || depth > 400)
    return;
  if (const auto *label = dyn_cast<LabelStmt>(s))
    labels.push_back(label->getDecl());
  if (isa<SwitchCase>(s) && !insideSwitch)
    foreignCase = true;
  insideSwitch |= isa<SwitchStmt>(s);
  for (const Stmt *child : s->children())
    labelsUnder(child, insideSwitch, labels, foreignCase, depth + 1);
}

// Whether every `goto label` of the function sits in the then-branch of an `if` that finds the
// flag zero (iproute2's `if (!seen_run) goto opt_bpf;`). `enclosing` holds the statements
// around `s`, outermost first.
bool gotosNeedFlagZero(const Stmt *s, const LabelDecl *label, const VarDecl *flag, ASTContext &ctx,
                       std::vector<const Stmt *> &enclosing, unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (const auto *jump = dyn_cast<GotoStmt>(s); jump && jump->getLabel() == label) {
    for (size_t i = 0; i < enclosing.size(); ++i) {
      const auto *guard = dyn_cast<IfStmt>(enclosing[i]);
      const Stmt *inner = i + 1 < enclosing.size() ? enclosing[i + 1] : s;
      if (guard && guard->getThen() == inner && guard->getCond() &&
          testedForZero(guard->getCond(), ctx) == flag)
        return true;
    }
    return false;
  }
  enclosing.push_back(s);
  bool ok = true;
  for (const Stmt *child : s->children())
    if (!(ok = gotosNeedFlagZero(child, label, flag, ctx, enclosing, depth + 1)))
      break;
  enclosing.pop_back();
  return ok;
}

// The exit-if-set shape (iproute2's tc option loop):
//
//   bool seen_run = false;
//   while (argc > 0) {
//     if (matches(*argv, "run") == 0) {
//       if (seen_run) duparg("run", *argv);   // a second `run` ends the program
//   opt_bpf:
//       seen_run = true;
//       ... bpf_parse_common(&cfg, ...) ...    // the event
//     } else if (...) ... else { if (!seen_run) goto opt_bpf; ... }
//   }
//
// In one block, an `if (flag)` whose branch cannot fall through, then `flag = K` (K nonzero),
// then the statement holding the event, with no loop between that block and the event: the
// event is reached only past the guard with the flag zero, and the assignment before it keeps
// the flag nonzero for good (usableFlag), so it runs at most once per entry of the flag's
// scope. A label between the guard and the assignment is another way in and is accepted only
// when every goto to it is under `if (!flag)`; a label after the assignment, or a `case` of an
// outer switch, refuses the shape.
const VarDecl *exitIfSetFlag(const std::vector<const Stmt *> &ancestors, const FunctionDecl *function,
                             ASTContext &ctx) {
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    const auto *block = dyn_cast<CompoundStmt>(ancestors[i]);
    if (!block)
      continue;
    bool loopBetween = false;
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j)
      loopBetween |= isLoop(ancestors[j], ctx);
    if (loopBetween)
      continue;
    std::vector<const Stmt *> body(block->body_begin(), block->body_end());
    auto held = std::find(body.begin(), body.end(), ancestors[i + 1]);
    if (held == body.end())
      continue;
    size_t eventAt = static_cast<size_t>(held - body.begin());
    for (size_t g = 0; g < eventAt; ++g) {
      const auto *guard = dyn_cast<IfStmt>(unlabelled(body[g]));
      const VarDecl *flag = guard && !guard->getElse() && guard->getCond() && !guard->getInit() &&
                                    cannotFallThrough(guard->getThen())
                                ? testedForNonzero(guard->getCond(), ctx)
                                : nullptr;
      if (!usableFlag(flag, function, ctx))
        continue;
      size_t set = g + 1;
      while (set < eventAt && !setsNonzero(unlabelled(body[set]), flag, ctx))
        ++set;
      if (set == eventAt)
        continue;
      bool closed = true;
      for (size_t k = g + 1; closed && k <= eventAt; ++k) {
        std::vector<const LabelDecl *> labels;
        bool foreignCase = false;
        labelsUnder(body[k], false, labels, foreignCase);
        closed = !foreignCase && (labels.empty() || k <= set);
        for (const LabelDecl *label : labels) {
          std::vector<const Stmt *> enclosing;
          closed = closed && gotosNeedFlagZero(function->getBody(), label, flag, ctx, enclosing);
        }
      }
      if (closed)
        return flag;
    }
  }
  return nullptr;
}

// The local flag guarding the last of `ancestors`, or null.
const VarDecl *localOnceFlag(const std::vector<const Stmt *> &ancestors, const FunctionDecl *function,
                             ASTContext &ctx) {
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    const auto *guard = dyn_cast<IfStmt>(ancestors[i]);
    if (!guard || guard->getThen() != ancestors[i + 1] || !guard->getCond())
      continue;
    const VarDecl *flag = testedForZero(guard->getCond(), ctx);
    if (!flag || !flag->hasLocalStorage() || isa<ParmVarDecl>(flag) || !flag->getType()->isScalarType() ||
        flag->getType()->isPointerType() || !flag->getInit() || !constantIs(flag->getInit(), ctx, true))
      continue;
    const auto *block = dyn_cast<CompoundStmt>(guard->getThen());
    if (!block || holdsJump(block))
      continue;
    bool sets = false;
    for (const Stmt *s : block->body())
      sets |= setsNonzero(s, flag, ctx);
    if (sets && function->getBody() && onlySetNonzero(function->getBody(), nullptr, flag, ctx))
      return flag;
  }
  return exitIfSetFlag(ancestors, function, ctx);
}

} // namespace

int localOnceFlagLoop(const std::vector<const Stmt *> &ancestors, const FunctionDecl *function,
                      ASTContext &ctx, const std::vector<const Stmt *> &loopStmts) {
  const VarDecl *flag = localOnceFlag(ancestors, function, ctx);
  if (!flag)
    return -2;
  const SourceManager &sm = ctx.getSourceManager();
  SourceLocation declared = sm.getExpansionLoc(flag->getLocation());
  int bound = -1;
  for (const Stmt *a : ancestors)
    for (size_t id = 0; id < loopStmts.size(); ++id)
      if (loopStmts[id] == a && sm.isPointWithin(declared, sm.getExpansionLoc(a->getBeginLoc()),
                                                 sm.getExpansionLoc(a->getEndLoc())))
        bound = static_cast<int>(id); // ancestors run outermost first: the last one is innermost
  return bound;
}

} // namespace faultline::extract
