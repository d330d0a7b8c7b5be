// SizeEvaluator's reading of `end - start` for two character pointers: the length of a token
// that a scan of the string delimited (`while (*end && *end != ':') end++;`, `end =
// strchr(start, ':')`). Such a distance is a name, a word, an option value: as modest as a
// strlen (facts/builder/SizeBound.h), so a copy of it is not plausibly large. The distance
// stays what it was (usually large, through the pointers' origin) when `end` can also move by a
// large amount (`end = buf + st.st_size`, `end += len` with `len` a parameter), or is stepped by
// a loop that does not look at the characters (`while (end < limit) end++`), or when the two
// pointers do not start from the same string.
#include "extract/FlowShapes.h"
#include "extract/SizeEvaluator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace faultline::extract {

namespace {

bool isCharPointer(QualType type) {
  return type->isPointerType() && type->getPointeeType()->isAnyCharacterType();
}

// Searches of a string for a delimiter: the result points into the string they are given
// (or is null), at most a string's length from it.
bool isDelimiterSearch(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  const IdentifierInfo *id = callee ? callee->getIdentifier() : nullptr;
  if (!id || call->getNumArgs() < 2)
    return false;
  llvm::StringRef n = id->getName();
  return n == "strchr" || n == "strrchr" || n == "strpbrk" || n == "strstr" ||
         n == "strchrnul" || n == "index" || n == "rindex" || n == "wcschr" || n == "wcsrchr" ||
         n == "wcspbrk" || n == "wcsstr" || n == "__builtin_strchr" || n == "__builtin_strrchr" ||
         n == "__builtin_strpbrk" || n == "__builtin_strstr";
}

const VarDecl *localVar(const Expr *e) {
  if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenCasts() : nullptr))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

// `v = w = e`, `q = ++cur`: the value of an assignment or an increment is (next to) the variable it
// writes (whose own writes say where it points), so v is a copy of w and q of cur.
const Expr *assignedValue(const Expr *e) {
  e = e->IgnoreParenCasts();
  if (const auto *op = dyn_cast<BinaryOperator>(e); op && op->isAssignmentOp())
    return op->getLHS()->IgnoreParenCasts();
  if (const auto *op = dyn_cast<UnaryOperator>(e); op && op->isIncrementDecrementOp())
    return op->getSubExpr()->IgnoreParenCasts();
  return e;
}

// The pointer variable a pointer expression is computed from: `p`, `p + 1`, `strchr(p + 1, c)`.
const VarDecl *baseVar(const Expr *e, unsigned depth = 0);

const VarDecl *baseVar(const Expr *e, unsigned depth) {
  if (!e || depth > 8)
    return nullptr;
  e = assignedValue(e);
  if (const auto *call = dyn_cast<CallExpr>(e); call && isDelimiterSearch(call))
    return baseVar(call->getArg(0), depth + 1);
  if (const auto *add = dyn_cast<BinaryOperator>(e); add && add->isAdditiveOp())
    return baseVar(add->getLHS()->getType()->isPointerType() ? add->getLHS() : add->getRHS(),
                   depth + 1);
  return localVar(e);
}

// Whether `e` reads a character through `var`: *var, var[i], *(var + i), *++var.
bool readsThrough(const Expr *e, const VarDecl *var) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *var;
    bool found = false;
    bool VisitUnaryOperator(UnaryOperator *op) {
      if (op->getOpcode() == UO_Deref) {
        const Expr *sub = op->getSubExpr()->IgnoreParenCasts();
        if (const auto *add = dyn_cast<BinaryOperator>(sub); add && add->isAdditiveOp())
          sub = add->getLHS()->IgnoreParenCasts();
        if (const auto *step = dyn_cast<UnaryOperator>(sub); step && step->isIncrementDecrementOp())
          sub = step->getSubExpr()->IgnoreParenCasts(); // `while (*++p)`
        found = found || localVar(sub) == var;
      }
      return !found;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *a) {
      found = found || localVar(a->getBase()) == var;
      return !found;
    }
  } finder;
  finder.var = var;
  finder.TraverseStmt(const_cast<Expr *>(e));
  return finder.found;
}

// How a character pointer local is moved within its function.
struct PointerWrites {
  llvm::SmallVector<const Expr *, 4> values; // its initialiser and `v = e`
  llvm::SmallVector<const Expr *, 4> steps;  // `v += e`, `v -= e`
  llvm::SmallVector<const UnaryOperator *, 4> increments;
  bool unknown = false; // address taken, bound to a reference: moved where we cannot see
};

PointerWrites pointerWrites(const VarDecl *var, const Stmt *body) {
  struct Collector : RecursiveASTVisitor<Collector> {
    const VarDecl *var;
    PointerWrites out;
    bool VisitBinaryOperator(BinaryOperator *op) {
      if (!op->isAssignmentOp() || localVar(op->getLHS()) != var ||
          !isa<DeclRefExpr>(op->getLHS()->IgnoreParens()))
        return true;
      if (op->getOpcode() == BO_Assign)
        out.values.push_back(op->getRHS());
      else if (op->getOpcode() == BO_AddAssign || op->getOpcode() == BO_SubAssign)
        out.steps.push_back(op->getRHS());
      else
        out.unknown = true;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *op) {
      if (!isa<DeclRefExpr>(op->getSubExpr()->IgnoreParens()) || localVar(op->getSubExpr()) != var)
        return true;
      if (op->isIncrementDecrementOp())
        out.increments.push_back(op);
      else if (op->getOpcode() == UO_AddrOf)
        out.unknown = true;
      return true;
    }
    bool VisitCallExpr(CallExpr *call) {
      // Bound to a non-const reference parameter (`char *&p`): moved where we cannot see.
      const FunctionDecl *callee = call->getDirectCallee();
      for (unsigned i = 0; callee && i < call->getNumArgs() && i < callee->getNumParams(); ++i) {
        QualType type = callee->getParamDecl(i)->getType();
        if (type->isReferenceType() && !type.getNonReferenceType().isConstQualified() &&
            isa<DeclRefExpr>(call->getArg(i)->IgnoreParenImpCasts()) &&
            localVar(call->getArg(i)) == var)
          out.unknown = true;
      }
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *lambda) {
      for (const LambdaCapture &c : lambda->captures())
        if (c.capturesVariable() && c.getCapturedVar() == var && c.getCaptureKind() == LCK_ByRef)
          out.unknown = true;
      return true;
    }
  } collector;
  collector.var = var;
  if (const Expr *init = var->getInit())
    collector.out.values.push_back(init);
  collector.TraverseStmt(const_cast<Stmt *>(body));
  return collector.out;
}

// Whether a loop condition looks at the characters at `var`: reads through it, or reads a local
// that is assigned a character read through it (`while (tmp != ';') { cur++; tmp = *cur; }`).
bool conditionReads(const Expr *cond, const VarDecl *var, const Stmt *body) {
  if (readsThrough(cond, var))
    return true;
  struct Names : RecursiveASTVisitor<Names> {
    llvm::SmallPtrSet<const VarDecl *, 4> vars;
    bool VisitDeclRefExpr(DeclRefExpr *ref) {
      if (const auto *v = dyn_cast<VarDecl>(ref->getDecl()); v && v->getType()->isIntegerType())
        vars.insert(v);
      return true;
    }
  } names;
  names.TraverseStmt(const_cast<Expr *>(cond));
  for (const VarDecl *proxy : names.vars)
    if (proxy->hasLocalStorage())
      for (const Expr *value : pointerWrites(proxy, body).values)
        if (readsThrough(value, var))
          return true;
  return false;
}

// The nearest loop around `s`, or null.
const Stmt *enclosingLoop(ASTContext &ctx, const Stmt *s) {
  DynTypedNodeList parents = ctx.getParents(*s);
  for (unsigned guard = 0; !parents.empty() && guard < 256; ++guard) {
    if (const Stmt *p = parents[0].get<Stmt>()) {
      if (isa<ForStmt, WhileStmt, DoStmt>(p))
        return p;
    } else if (!parents[0].get<VarDecl>()) {
      return nullptr;
    }
    parents = ctx.getParents(parents[0]);
  }
  return nullptr;
}

// Whether `loop` holds a nested loop whose condition reads the characters at `var`: then a
// step of `var` in `loop` itself skips the delimiter that scan stopped at
// (`for (...) { while (*p && *p != ';') p++; ++p; }`).
bool holdsScanOf(const Stmt *loop, const VarDecl *var, const Stmt *body) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const Stmt *outer;
    const VarDecl *var;
    const Stmt *body;
    bool found = false;
    bool check(Stmt *s, const Expr *cond) {
      if (s != outer && cond && conditionReads(cond, var, body))
        found = true;
      return !found;
    }
    bool VisitWhileStmt(WhileStmt *s) { return check(s, s->getCond()); }
    bool VisitForStmt(ForStmt *s) { return check(s, s->getCond()); }
    bool VisitDoStmt(DoStmt *s) { return check(s, s->getCond()); }
  } finder;
  finder.outer = loop;
  finder.var = var;
  finder.body = body;
  finder.TraverseStmt(const_cast<Stmt *>(loop));
  return finder.found;
}

} // namespace

// Pointers `var` is copied from or searched from (`end = cur`, `end = strchr(cur, ':')`,
// `end = cur + 1`), with var itself; a token's ends start from the same string.
void SizeEvaluator::pointerOrigins(const VarDecl *var, llvm::SmallPtrSetImpl<const VarDecl *> &out,
                                   unsigned depth) {
  if (!out.insert(var).second || depth > kMaxDepth || !function || !function->getBody())
    return;
  for (const Expr *value : pointerWrites(var, function->getBody()).values)
    if (const VarDecl *from = baseVar(value); from && isCharPointer(from->getType()))
      pointerOrigins(from, out, depth + 1);
}

// Whether local `var` only ever points a token's length past where it started: every value it
// takes is a copy of a pointer, a delimiter search, or a pointer plus a modest amount; every
// step is modest; every `++`/`--` is made by a loop whose condition reads the characters at
// `var` (a scan that stops at a delimiter or the terminator) — and it is scanned or searched at
// least once.
bool SizeEvaluator::scansToDelimiter(const VarDecl *var, unsigned depth) {
  if (!var->hasLocalStorage() || !isCharPointer(var->getType()) ||
      !function || !function->getBody())
    return false;
  PointerWrites w = pointerWrites(var, function->getBody());
  if (w.unknown)
    return false;
  bool scanned = false;
  for (const Expr *value : w.values) {
    const Expr *e = assignedValue(value);
    if (const auto *call = dyn_cast<CallExpr>(e); call && isDelimiterSearch(call)) {
      scanned = true;
      continue;
    }
    if (const auto *add = dyn_cast<BinaryOperator>(e); add && add->isAdditiveOp()) {
      const Expr *offset = add->getRHS();
      if (!offset->getType()->isIntegerType() ||
          magnitude(offset, depth + 1).growth == builder::Magnitude::Large)
        return false; // end = buf + st.st_size: a whole buffer, not a token
      // `p + strcspn(p, ":")` is itself a search of the string.
      if (const auto *call = dyn_cast<CallExpr>(offset->IgnoreParenImpCasts()))
        if (const FunctionDecl *callee = call->getDirectCallee())
          if (callee->getIdentifier() &&
              (callee->getName() == "strcspn" || callee->getName() == "strspn"))
            scanned = true;
      e = add->getLHS()->IgnoreParenCasts();
    }
    if (!localVar(e) && !isa<StringLiteral>(e))
      return false; // a pointer returned by some call or read from memory: anything
  }
  for (const Expr *step : w.steps)
    if (magnitude(step, depth + 1).growth == builder::Magnitude::Large)
      return false;
  for (const UnaryOperator *inc : w.increments) {
    const Stmt *loop = enclosingLoop(ctx, inc);
    const Expr *cond = loop ? flow::loopCondition(loop) : nullptr;
    if (!loop)
      continue; // one step outside a loop: past a delimiter
    if ((!cond || !conditionReads(cond, var, function->getBody())) &&
        !holdsScanOf(loop, var, function->getBody()))
      return false; // `while (p < end) p++`: steps over whatever is there
    scanned = true;
  }
  return scanned;
}

std::optional<builder::Magnitude> SizeEvaluator::tokenDistance(const BinaryOperator *op,
                                                               unsigned depth) {
  const Expr *lhs = op->getLHS()->IgnoreParenImpCasts(), *rhs = op->getRHS()->IgnoreParenImpCasts();
  if (op->getOpcode() != BO_Sub || !isCharPointer(lhs->getType()) || !isCharPointer(rhs->getType()))
    return std::nullopt;
  const VarDecl *start = localVar(rhs);
  if (!start)
    return std::nullopt;
  // `strchr(start, ':') - start`, `strchr(start + 1, *start) - start`.
  if (const auto *call = dyn_cast<CallExpr>(lhs->IgnoreParenCasts());
      call && isDelimiterSearch(call) && baseVar(call) == start)
    return builder::Magnitude::modest();
  const VarDecl *end = localVar(lhs);
  if (!end || !scansToDelimiter(end, depth))
    return std::nullopt;
  llvm::SmallPtrSet<const VarDecl *, 8> fromEnd, fromStart;
  pointerOrigins(end, fromEnd, 0);
  pointerOrigins(start, fromStart, 0);
  for (const VarDecl *v : fromStart)
    if (fromEnd.contains(v))
      return builder::Magnitude::modest();
  return std::nullopt;
}

} // namespace faultline::extract
