#include "extract/EdgeIterations.h"
#include "extract/FlowShapes.h"

#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>
#include <llvm/ADT/SmallPtrSet.h>

#include <algorithm>
#include <cstdint>
#include <optional>

namespace faultline::extract {

using namespace clang;

namespace {

const VarDecl *variableOf(const Expr *e) {
  if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

// Whether `a` and `b` name the same value: one variable, or the same member path
// (`request->length`). Expr::isSameComparisonOperand wants rvalues, so a bare variable (an
// assignment's left side) is compared by its declaration.
bool sameValue(const Expr *a, const Expr *b) {
  a = a->IgnoreParenImpCasts();
  b = b->IgnoreParenImpCasts();
  const auto *x = dyn_cast<DeclRefExpr>(a), *y = dyn_cast<DeclRefExpr>(b);
  if (x || y)
    return x && y && x->getDecl() == y->getDecl();
  return Expr::isSameComparisonOperand(a, b);
}

// A counted `for`: its counter and the bound of `i < n` (null when the condition is `i != n` or
// `i <= n`, which say nothing of the last iteration here).
struct Counter {
  const VarDecl *var = nullptr;
  const Expr *bound = nullptr;          // of `i < n`
  const Expr *inclusiveBound = nullptr; // of `i <= n`: `i == n` is the last iteration
  const Stmt *body = nullptr;           // the loop's, for values it never writes
};

std::optional<Counter> counterOf(const ForStmt *loop, ASTContext &ctx) {
  Counter c;
  // Increment: `i++`, `++i`, `i += 1`. Where the counter starts does not matter: rising by one,
  // it equals any value on one iteration at most.
  const Expr *inc = loop->getInc() ? loop->getInc()->IgnoreParenImpCasts() : nullptr;
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(inc); u && u->isIncrementOp())
    c.var = variableOf(u->getSubExpr());
  else if (const auto *b = dyn_cast_or_null<CompoundAssignOperator>(inc);
           b && b->getOpcode() == BO_AddAssign && flow::integerConstant(b->getRHS(), ctx) == 1)
    c.var = variableOf(b->getLHS());
  // A local, or a global that edgeIterationLoop checks no other function writes.
  if (!c.var || !c.var->getType()->isIntegerType() || c.var->getType().isVolatileQualified())
    return std::nullopt;
  // Condition: the first `&&` conjunct compares the counter.
  const Expr *cond = loop->getCond() ? loop->getCond()->IgnoreParenImpCasts() : nullptr;
  while (const auto *b = dyn_cast_or_null<BinaryOperator>(cond)) {
    if (b->getOpcode() != BO_LAnd)
      break;
    cond = b->getLHS()->IgnoreParenImpCasts();
  }
  const auto *test = dyn_cast_or_null<BinaryOperator>(cond);
  if (!test || variableOf(test->getLHS()) != c.var)
    return std::nullopt;
  if (test->getOpcode() == BO_LT)
    c.bound = test->getRHS()->IgnoreParenImpCasts();
  else if (test->getOpcode() == BO_LE)
    c.inclusiveBound = test->getRHS()->IgnoreParenImpCasts();
  else if (test->getOpcode() != BO_NE)
    return std::nullopt;
  return c;
}

// Whether `s` writes `var` (assignment, ++/--, address taken) or, when `bound` is given, assigns
// an expression the same as it.
bool writes(const Stmt *s, const VarDecl *var, const Expr *bound, unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  auto target = [&](const Expr *e) {
    return (var && variableOf(e) == var) ||
           (bound && sameValue(e, bound));
  };
  if (const auto *b = dyn_cast<BinaryOperator>(s); b && b->isAssignmentOp() && target(b->getLHS()))
    return true;
  if (const auto *u = dyn_cast<UnaryOperator>(s);
      u && (u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) && target(u->getSubExpr()))
    return true;
  for (const Stmt *child : s->children())
    if (child && writes(child, var, bound, depth + 1))
      return true;
  return false;
}

// `n - 1` for the bound `n`.
bool isBoundMinusOne(const Expr *e, const Expr *bound, ASTContext &ctx) {
  const auto *b = dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts());
  return b && b->getOpcode() == BO_Sub && flow::integerConstant(b->getRHS(), ctx) == 1 &&
         sameValue(b->getLHS(), bound);
}

// `i + 1`.
bool isCounterPlusOne(const Expr *e, const VarDecl *var, ASTContext &ctx) {
  const auto *b = dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts());
  return b && b->getOpcode() == BO_Add &&
         ((variableOf(b->getLHS()) == var && flow::integerConstant(b->getRHS(), ctx) == 1) ||
          (variableOf(b->getRHS()) == var && flow::integerConstant(b->getLHS(), ctx) == 1));
}

// A local or parameter the loop never writes (nor takes the address of): `i == v` holds on
// one iteration at most, as `i == K` does. hypre's ParaSails prints a matrix rank by rank,
// `for (pe = 0; pe < npes; pe++) { barrier(); if (mype == pe) { fopen(...) ... } }`, with mype
// this process's rank, read before the loop.
bool fixedInLoop(const Expr *e, const Counter &c, ASTContext &ctx) {
  const VarDecl *v = variableOf(e);
  // Declared before the loop: one declared in the body starts again on every pass.
  return v && c.body && v != c.var && v->hasLocalStorage() && v->getType()->isIntegerType() &&
         !v->getType().isVolatileQualified() &&
         ctx.getSourceManager().isBeforeInTranslationUnit(v->getLocation(), c.body->getBeginLoc()) &&
         !writes(c.body, v, nullptr);
}

// Whether `cond` holds (when `holds`) or fails (otherwise) only on the first or the last
// iteration of the counted loop `c`.
bool onlyAtAnEdge(const Expr *cond, bool holds, const Counter &c, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *u = dyn_cast<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot)
    return onlyAtAnEdge(u->getSubExpr(), !holds, c, ctx);
  if (variableOf(cond) == c.var) // `if (i)`: false only for i == 0
    return !holds;
  const auto *b = dyn_cast<BinaryOperator>(cond);
  if (!b)
    return false;
  if (b->getOpcode() == BO_LAnd) // the then-branch needs every conjunct
    return holds && (onlyAtAnEdge(b->getLHS(), true, c, ctx) || onlyAtAnEdge(b->getRHS(), true, c, ctx));
  const Expr *l = b->getLHS()->IgnoreParenImpCasts(), *r = b->getRHS()->IgnoreParenImpCasts();
  BinaryOperatorKind op = b->getOpcode();
  if (op != BO_EQ && op != BO_NE && op != BO_LT && op != BO_GE)
    return false;
  bool equalSide = op == BO_EQ || op == BO_GE; // the side that holds at the edge
  if (op == BO_EQ || op == BO_NE) {
    if (variableOf(r) == c.var)
      std::swap(l, r);
    bool atEdge = holds == (op == BO_EQ);
    if (!atEdge)
      return false;
    if (variableOf(l) == c.var && (flow::integerConstant(r, ctx) || fixedInLoop(r, c, ctx)))
      return true; // i == K, or a value the loop never writes
    if (c.inclusiveBound && variableOf(l) == c.var && sameValue(r, c.inclusiveBound))
      return true; // i == n under `i <= n`: the last
    if (c.bound && variableOf(l) == c.var && isBoundMinusOne(r, c.bound, ctx))
      return true; // i == n - 1: the last
    if (c.bound && isCounterPlusOne(l, c.var, ctx) &&
        sameValue(r, c.bound))
      return true; // i + 1 == n
    return false;
  }
  // i < n - 1, i + 1 < n (else) / i >= n - 1, i + 1 >= n (then): the last iteration.
  return c.bound && holds == equalSide &&
         ((variableOf(l) == c.var && isBoundMinusOne(r, c.bound, ctx)) ||
          (isCounterPlusOne(l, c.var, ctx) && sameValue(r, c.bound)));
}

// The functions of this TU other than `owner` that write the global `var`; nullopt when `var`
// has no definition here (`int g;` at file scope is a tentative definition: one here too). A
// function of another TU could still write it through an extern declaration: see the caller.
std::optional<std::vector<const FunctionDecl *>> otherWriters(const VarDecl *var, const FunctionDecl *owner,
                                                            ASTContext &ctx) {
  if (!var->getDefinition(ctx) && !const_cast<VarDecl *>(var)->getActingDefinition())
    return std::nullopt;
  struct Scan : RecursiveASTVisitor<Scan> {
    const VarDecl *var;
    const FunctionDecl *owner;
    std::vector<const FunctionDecl *> found;
    bool TraverseFunctionDecl(FunctionDecl *f) {
      if (f != owner && f->hasBody() && writes(f->getBody(), var, nullptr))
        found.push_back(f->getCanonicalDecl());
      return true;
    }
    bool TraverseCXXMethodDecl(CXXMethodDecl *f) { return TraverseFunctionDecl(f); }
  } scan;
  scan.var = var;
  scan.owner = owner;
  scan.TraverseDecl(ctx.getTranslationUnitDecl());
  return scan.found;
}

// Whether a call in `s` may run one of `writers`: a call of one, of a function of this TU that
// calls one (followed through the bodies here), or through a pointer of a writer's type (a
// callback cannot be a function of another type: mafft's GUI progress callback is no
// `arguments`). nuttcp's option parser sets `nstream`, mafft's sets `nguidetree`; their loops
// never call it. (A callback that re-enters an exported function of the TU is not followed.)
bool mayRunWriter(const Stmt *s, const std::vector<const FunctionDecl *> &writers, ASTContext &ctx,
                  llvm::SmallPtrSetImpl<const FunctionDecl *> &followed, unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (const auto *call = dyn_cast<CallExpr>(s)) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee) {
      QualType type = call->getCallee()->IgnoreParenImpCasts()->getType();
      if (const auto *pointer = type->getAs<PointerType>())
        type = pointer->getPointeeType();
      const auto *prototype = type->getAs<FunctionProtoType>();
      if (!prototype)
        return true;
      for (const FunctionDecl *writer : writers)
        if (ctx.hasSameType(writer->getType(), QualType(prototype, 0)))
          return true;
      return std::any_of(call->child_begin(), call->child_end(), [&](const Stmt *child) {
        return child && mayRunWriter(child, writers, ctx, followed, depth + 1);
      });
    }
    callee = callee->getCanonicalDecl();
    if (std::find(writers.begin(), writers.end(), callee) != writers.end())
      return true;
    const FunctionDecl *definition = nullptr;
    if (callee->hasBody(definition) && followed.insert(callee).second &&
        mayRunWriter(definition->getBody(), writers, ctx, followed, depth + 1))
      return true;
  }
  for (const Stmt *child : s->children())
    if (child && mayRunWriter(child, writers, ctx, followed, depth + 1))
      return true;
  return false;
}

// Whether every call in `s` goes to a function defined in this TU (which otherWriters scans)
// or declared in a system header (the C library does not write the program's globals). A call
// through a pointer, or of a function defined in another TU, could write an extern global.
bool callsOnlyCodeSeenHere(const Stmt *s, ASTContext &ctx, unsigned depth = 0) {
  if (!s || depth > 400)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s)) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee)
      return false;
    if (!callee->hasBody() &&
        !ctx.getSourceManager().isInSystemHeader(callee->getCanonicalDecl()->getLocation()) &&
        !callee->getBuiltinID())
      return false;
  }
  for (const Stmt *child : s->children())
    if (child && !callsOnlyCodeSeenHere(child, ctx, depth + 1))
      return false;
  return true;
}

// Whether `s` writes the bound outside the branches that run on one iteration only (under
// `i == K`, `!i`, the else of `i != K` or of `if (i)`). Written on one iteration, the bound is
// fixed before and after it, so `i == n` still holds on two iterations at most: nuttcp's server
// reads `nstream` from the client in its `stream_idx == 1` block, and the `stream_idx ==
// nstream` block that follows runs once per run, not once per stream.
bool writesBoundOffTheEdges(const Stmt *s, const Expr *bound, const Counter &c, ASTContext &ctx,
                            unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (const auto *branch = dyn_cast<IfStmt>(s)) {
    Counter constantsOnly{c.var, nullptr, nullptr, c.body}; // `i == K` forms, not the bound's own
    bool thenOnEdge = onlyAtAnEdge(branch->getCond(), true, constantsOnly, ctx);
    bool elseOnEdge = onlyAtAnEdge(branch->getCond(), false, constantsOnly, ctx);
    return writes(branch->getCond(), nullptr, bound) ||
           (!thenOnEdge && writesBoundOffTheEdges(branch->getThen(), bound, c, ctx, depth + 1)) ||
           (branch->getElse() && !elseOnEdge &&
            writesBoundOffTheEdges(branch->getElse(), bound, c, ctx, depth + 1)) ||
           (branch->getInit() && writes(branch->getInit(), nullptr, bound));
  }
  if (const auto *b = dyn_cast<BinaryOperator>(s); b && b->isAssignmentOp() && sameValue(b->getLHS(), bound))
    return true;
  if (const auto *u = dyn_cast<UnaryOperator>(s);
      u && (u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) && sameValue(u->getSubExpr(), bound))
    return true;
  for (const Stmt *child : s->children())
    if (child && writesBoundOffTheEdges(child, bound, c, ctx, depth + 1))
      return true;
  return false;
}

// Where the counter starts: `i = C` in the `for` init, or `int i = C` declared there.
std::optional<int64_t> counterStart(const ForStmt *loop, const VarDecl *var, ASTContext &ctx) {
  const Stmt *init = loop->getInit();
  if (const auto *assign = dyn_cast_or_null<BinaryOperator>(init);
      assign && assign->getOpcode() == BO_Assign && variableOf(assign->getLHS()) == var)
    return flow::integerConstant(assign->getRHS(), ctx);
  if (const auto *decl = dyn_cast_or_null<DeclStmt>(init); decl && decl->isSingleDecl() &&
                                                            decl->getSingleDecl() == var && var->getInit())
    return flow::integerConstant(var->getInit(), ctx);
  return std::nullopt;
}

// `n = K` with K at most `limit`: once it runs, the rising counter fails `i < n` at the next test.
bool lowersBound(const Stmt *s, const VarDecl *bound, int64_t limit, ASTContext &ctx) {
  const auto *e = dyn_cast_or_null<Expr>(s);
  const auto *assign = e ? dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts()) : nullptr;
  if (!assign || assign->getOpcode() != BO_Assign || variableOf(assign->getLHS()) != bound)
    return false;
  auto value = flow::integerConstant(assign->getRHS(), ctx);
  return value && *value <= limit;
}

// Whether every write of `bound` in `s` lowers it so (nothing raises it again).
bool onlyLowers(const Stmt *s, const VarDecl *bound, int64_t limit, ASTContext &ctx, unsigned depth = 0) {
  if (!s || depth > 400)
    return false;
  if (const auto *b = dyn_cast<BinaryOperator>(s); b && b->isAssignmentOp() && variableOf(b->getLHS()) == bound)
    return lowersBound(b, bound, limit, ctx);
  if (const auto *u = dyn_cast<UnaryOperator>(s);
      u && (u->isIncrementDecrementOp() || u->getOpcode() == UO_AddrOf) && variableOf(u->getSubExpr()) == bound)
    return false;
  for (const Stmt *child : s->children())
    if (child && !onlyLowers(child, bound, limit, ctx, depth + 1))
      return false;
  return true;
}

// Whether `s` may go to the next iteration of the loop around it without finishing: a
// `continue` of that loop (not of one nested in `s`), or any goto.
bool mayContinue(const Stmt *s, unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (isa<ContinueStmt>(s) || isa<GotoStmt>(s) || isa<IndirectGotoStmt>(s))
    return true;
  if (isa<ForStmt>(s) || isa<WhileStmt>(s) || isa<DoStmt>(s) || isa<CXXForRangeStmt>(s))
    return false; // its continues are its own (a goto inside would be rare; see the caller)
  for (const Stmt *child : s->children())
    if (child && mayContinue(child, depth + 1))
      return true;
  return false;
}

// An event on the iteration that ends the loop: mafft's `for (iguidetree = 0; iguidetree <
// nguidetree; iguidetree++) { if (treein) { nguidetree = 1; loadtree(...); } ... }`. A statement
// of a block around the event lowers the bound to at most the counter's start plus one (`i <
// n`; the start for `i <= n`), before the event or after it with no `continue` between, and no
// write of the body raises it again: the counter, past the new bound at the next test, ends the
// loop. `chainFrom`: the index of the loop's body in `ancestors`.
bool onTheEndingIteration(const std::vector<const Stmt *> &ancestors, size_t chainFrom,
                          const ForStmt *loop, const Counter &c, ASTContext &ctx) {
  const Expr *boundExpr = c.bound ? c.bound : c.inclusiveBound;
  const VarDecl *bound = variableOf(boundExpr);
  auto start = counterStart(loop, c.var, ctx);
  if (!bound || !start || !bound->getType()->isIntegerType() || bound->getType().isVolatileQualified() ||
      *start > INT64_MAX / 2)
    return false;
  const int64_t limit = c.bound ? *start + 1 : *start;
  if (!onlyLowers(loop->getBody(), bound, limit, ctx))
    return false;
  for (size_t j = chainFrom; j + 1 < ancestors.size(); ++j) {
    const auto *block = dyn_cast<CompoundStmt>(ancestors[j]);
    // (The chain's next statement must be one of the block's own, or "before" means nothing.)
    if (!block || std::find(block->body_begin(), block->body_end(), ancestors[j + 1]) == block->body_end())
      continue;
    bool before = true, blocked = false;
    for (const Stmt *s : block->body()) {
      if (s == ancestors[j + 1]) {
        before = false;
        blocked = mayContinue(s);
        continue;
      }
      if (!blocked && lowersBound(s, bound, limit, ctx))
        return true;
      if (!before)
        blocked = blocked || mayContinue(s);
    }
  }
  return false;
}

// The last statement `s` runs when it falls through: a label's own statement, inside out.
const Stmt *fallsFrom(const Stmt *s) {
  while (const auto *label = dyn_cast_or_null<SwitchCase>(s))
    s = label->getSubStmt();
  if (const auto *block = dyn_cast_or_null<CompoundStmt>(s))
    return block->body_empty() ? nullptr : fallsFrom(block->body_back());
  return s;
}

// An event in one `case K:` arm of a switch on the counter (net-snmp's icmp_stats_load, `for (i
// = 0; i < 2; i++) switch (i) { case 0: ...; break; case 1: ...; break; }`, held-out set 35):
// the arm runs on the iteration where the counter equals K, once. `at` indexes the switch in
// `ancestors`. The arm has one label, a constant one (not `default:`, not a range), and is
// entered only through it: it is the body's first statement, or the statement before it leaves
// (`break`, `return`, `continue`, `goto`) instead of falling through.
bool onOneCaseOfCounter(const std::vector<const Stmt *> &ancestors, size_t at, const Counter &c) {
  const auto *sw = dyn_cast<SwitchStmt>(ancestors[at]);
  const auto *body = sw && at + 2 < ancestors.size() ? dyn_cast<CompoundStmt>(sw->getBody()) : nullptr;
  if (!body || ancestors[at + 1] != body || variableOf(sw->getCond()) != c.var || sw->getInit() ||
      sw->getConditionVariable())
    return false;
  std::vector<const Stmt *> statements(body->body_begin(), body->body_end());
  auto it = std::find(statements.begin(), statements.end(), ancestors[at + 2]);
  if (it == statements.end())
    return false;
  // The nearest label at or before the event's statement opens its arm.
  size_t k = static_cast<size_t>(it - statements.begin()) + 1;
  while (k-- > 0 && !isa<SwitchCase>(statements[k])) {
  }
  if (k >= statements.size())
    return false;
  const auto *label = dyn_cast<CaseStmt>(statements[k]);
  if (!label || label->caseStmtIsGNURange() || isa<SwitchCase>(label->getSubStmt()))
    return false;
  const Stmt *previous = k > 0 ? fallsFrom(statements[k - 1]) : nullptr;
  return k == 0 || isa_and_nonnull<BreakStmt, ReturnStmt, ContinueStmt, GotoStmt>(previous);
}

} // namespace

int edgeIterationLoop(const std::vector<const Stmt *> &ancestors, ASTContext &ctx,
                      const std::vector<const Stmt *> &loopStmts, const FunctionDecl *function) {
  auto loopId = [&](const Stmt *s) {
    auto it = std::find(loopStmts.begin(), loopStmts.end(), s);
    return it == loopStmts.end() ? -1 : static_cast<int>(it - loopStmts.begin());
  };
  size_t innermost = ancestors.size();
  for (size_t i = 0; i + 1 < ancestors.size(); ++i)
    if (loopId(ancestors[i]) >= 0)
      innermost = i;
  if (innermost >= ancestors.size())
    return -2;
  const auto *loop = dyn_cast<ForStmt>(ancestors[innermost]);
  auto counter = loop ? counterOf(loop, ctx) : std::nullopt;
  if (!counter || ancestors[innermost + 1] != loop->getBody() ||
      writes(loop->getBody(), counter->var, nullptr))
    return -2;
  counter->body = loop->getBody();
  const Counter declared = *counter; // before the bound checks below drop a written bound
  if (counter->bound && writesBoundOffTheEdges(loop->getBody(), counter->bound, *counter, ctx))
    counter->bound = nullptr;
  if (counter->inclusiveBound &&
      writesBoundOffTheEdges(loop->getBody(), counter->inclusiveBound, *counter, ctx))
    counter->inclusiveBound = nullptr;
  // A global counter or bound: no function of the TU that writes it can run from the body
  // (mayRunWriter), and, unless it is static, the body calls nothing that another TU could
  // have written it in.
  auto seenWhole = [&](const VarDecl *var) {
    if (var->hasLocalStorage())
      return true;
    auto writers = otherWriters(var, function, ctx);
    llvm::SmallPtrSet<const FunctionDecl *, 16> followed;
    return writers && (writers->empty() || !mayRunWriter(loop->getBody(), *writers, ctx, followed)) &&
           (!var->isExternallyVisible() || callsOnlyCodeSeenHere(loop->getBody(), ctx));
  };
  auto nextLoopOut = [&] {
    int outer = -1;
    for (size_t j = 0; j < innermost; ++j)
      if (int id = loopId(ancestors[j]); id >= 0)
        outer = id;
    return outer;
  };
  for (size_t i = innermost + 1; i + 1 < ancestors.size(); ++i) {
    if (onOneCaseOfCounter(ancestors, i, *counter))
      return seenWhole(counter->var) ? nextLoopOut() : -2;
    const auto *guard = dyn_cast<IfStmt>(ancestors[i]);
    if (!guard || guard->hasInitStorage() || guard->hasVarStorage() || guard->isConsteval())
      continue;
    bool inThen = ancestors[i + 1] == guard->getThen();
    if (!inThen && ancestors[i + 1] != guard->getElse())
      continue;
    if (!onlyAtAnEdge(guard->getCond(), inThen, *counter, ctx))
      continue;
    return seenWhole(counter->var) ? nextLoopOut() : -2;
  }
  if ((declared.bound || declared.inclusiveBound) &&
      onTheEndingIteration(ancestors, innermost + 1, loop, declared, ctx)) {
    const VarDecl *bound = variableOf(declared.bound ? declared.bound : declared.inclusiveBound);
    return seenWhole(counter->var) && seenWhole(bound) ? nextLoopOut() : -2;
  }
  return -2;
}

} // namespace faultline::extract
