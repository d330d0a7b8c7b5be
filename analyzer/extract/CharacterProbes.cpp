// Tests of a string parameter's characters (facts::CharacterProbe; fast mode:
// analyzer/fastmode/FastCharacterProbes.cpp). A mode string decides what a helper builds:
// libsolv's lzopen scans `for (; *mode; mode++) if (*mode == 'w') encoding = 1; else if (*mode
// == 'r') encoding = 0;` and makes the 93 MiB lzma encoder only `if (encoding)`; others ask
// `strchr(mode, 'w')` or `*mode == 'r'`. Given the literal a hot path passes ("r"), the join
// computes the character or the scan's result and cuts the branch (rules/program/ValueTests.h).
// Only shapes whose value is exact are read; anything else stays undecided, as before.
#include "extract/FlowShapes.h"
#include "extract/WalkerImpl.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace faultline::extract::walker {

namespace {

const Expr *bare(const Expr *e) { return e ? e->IgnoreParenImpCasts() : nullptr; }

// A character the string can hold (the terminator ends a scan, so it is never one).
std::optional<int64_t> characterOf(const Expr *e, ASTContext &ctx) {
  auto c = flow::integerConstant(e, ctx);
  return c && *c > 0 && *c < 128 ? c : std::nullopt; // ASCII: both front ends read it alike
}

bool isCharPointer(QualType t) {
  return t->isPointerType() && t->getPointeeType()->isCharType();
}

const VarDecl *varOf(const Expr *e) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(e));
  return ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
}

// `*p` or `p[i]` (i a constant): p and i.
const Expr *characterRead(const Expr *e, int64_t &index, ASTContext &ctx) {
  e = bare(e);
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(e); u && u->getOpcode() == UO_Deref) {
    index = 0;
    return u->getSubExpr();
  }
  const auto *s = dyn_cast_or_null<ArraySubscriptExpr>(e);
  auto i = s ? flow::integerConstant(s->getIdx(), ctx) : std::nullopt;
  if (!i || *i < 0 || *i > 4096 || !isCharPointer(s->getBase()->IgnoreParenImpCasts()->getType()))
    return nullptr;
  index = *i;
  return s->getBase();
}

// How a function's body refers to a variable: every reference, those that only read its value,
// and whether any label makes the order of statements other than the order they run in.
struct References : RecursiveASTVisitor<References> {
  const VarDecl *var;
  unsigned all = 0, reads = 0;
  bool labels = false;
  explicit References(const VarDecl *var) : var(var) {}
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    all += ref->getDecl() == var;
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *cast) {
    if (cast->getCastKind() == CK_LValueToRValue && varOf(cast->getSubExpr()) == var &&
        isa<DeclRefExpr>(cast->getSubExpr()->IgnoreParens()))
      ++reads;
    return true;
  }
  bool VisitLabelStmt(LabelStmt *) {
    labels = true;
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) {
    labels = true;
    return true;
  }
};

References referencesIn(const Stmt *body, const VarDecl *var) {
  References r(var);
  r.TraverseStmt(const_cast<Stmt *>(body));
  return r;
}

// Whether `s` can leave the loop body otherwise than by its end (a jump, a return).
bool jumps(const Stmt *s) {
  if (!s)
    return false;
  if (isa<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt, IndirectGotoStmt, LabelStmt, SwitchStmt>(s))
    return true;
  for (const Stmt *child : s->children())
    if (jumps(child))
      return true;
  return false;
}

// `flag = K;` alone, or a block of statements one of which is it: K; otherwise nothing.
// `assignments` counts the plain stores to the flag found (a second one: not read).
std::optional<int64_t> storedIn(const Stmt *s, const VarDecl *flag, ASTContext &ctx,
                                unsigned &stores) {
  std::optional<int64_t> out;
  unsigned assignments = 0;
  auto one = [&](const Stmt *x) {
    const auto *b = dyn_cast_or_null<BinaryOperator>(dyn_cast_or_null<Expr>(x) ? bare(cast<Expr>(x)) : nullptr);
    if (!b || b->getOpcode() != BO_Assign || varOf(b->getLHS()) != flag ||
        !isa<DeclRefExpr>(b->getLHS()->IgnoreParens()))
      return;
    ++assignments;
    out = flow::integerConstant(b->getRHS(), ctx);
  };
  if (const auto *block = dyn_cast<CompoundStmt>(s))
    for (const Stmt *x : block->body())
      one(x);
  else
    one(s);
  stores += assignments;
  return assignments == 1 ? out : std::nullopt;
}

// `*p == C` / `p[0] == C` (either order): C.
std::optional<int64_t> characterTest(const Expr *cond, const VarDecl *p, ASTContext &ctx) {
  const auto *b = dyn_cast_or_null<BinaryOperator>(bare(cond));
  if (!b || b->getOpcode() != BO_EQ)
    return std::nullopt;
  const Expr *l = b->getLHS(), *r = b->getRHS();
  for (int pass = 0; pass < 2; ++pass, std::swap(l, r)) {
    int64_t index = -1;
    const Expr *base = characterRead(l, index, ctx);
    if (base && index == 0 && varOf(base) == p)
      return characterOf(r, ctx);
  }
  return std::nullopt;
}

// The scan `for (; *p; p++) BODY` of the string parameter `p` whose body gives `flag` a constant
// per character tested: the marks. Every store to the flag must be one of them (the caller
// checks), and the body must not leave the loop early.
struct Scan {
  std::vector<int64_t> marks;
  const ParmVarDecl *inPlace = nullptr; // the parameter the loop steps
  unsigned stores = 0;
};

std::optional<Scan> scanSetting(const ForStmt *loop, const VarDecl *flag, const Stmt *function,
                                ASTContext &ctx) {
  // The string pointer: the parameter itself, stepped in place (`for (; *mode; mode++)`).
  if (loop->getInit())
    return std::nullopt;
  const auto *step = dyn_cast_or_null<UnaryOperator>(loop->getInc());
  const VarDecl *p = step && step->isIncrementOp() ? varOf(step->getSubExpr()) : nullptr;
  Scan scan;
  scan.inPlace = dyn_cast_or_null<ParmVarDecl>(p);
  if (!scan.inPlace || !isCharPointer(p->getType()))
    return std::nullopt;
  // The condition reads the current character: `*p`, `p[0]`, `*p != 0`.
  const Expr *cond = bare(loop->getCond());
  if (const auto *b = dyn_cast_or_null<BinaryOperator>(cond); b && b->getOpcode() == BO_NE)
    cond = flow::integerConstant(b->getRHS(), ctx) == 0 ? b->getLHS() : nullptr;
  int64_t index = -1;
  const Expr *read = cond ? characterRead(cond, index, ctx) : nullptr;
  if (!read || index != 0 || varOf(read) != p)
    return std::nullopt;
  const Stmt *body = loop->getBody();
  if (jumps(body))
    return std::nullopt;
  // The body's statements, each an `if`/`else if` chain or anything that leaves the flag alone.
  std::vector<const Stmt *> statements;
  if (const auto *block = dyn_cast<CompoundStmt>(body))
    statements.assign(block->body_begin(), block->body_end());
  else
    statements.push_back(body);
  for (const Stmt *s : statements) {
    const auto *link = dyn_cast<IfStmt>(s);
    // Earlier links of the chain take their characters first: a test that is not of one
    // character may take any, one of a character takes that one.
    bool blocked = false;
    std::vector<int64_t> taken;
    for (; link; link = dyn_cast_or_null<IfStmt>(link->getElse())) {
      if (link->hasInitStorage() || link->hasVarStorage() || link->isConsteval())
        return std::nullopt;
      unsigned before = scan.stores;
      auto value = storedIn(link->getThen(), flag, ctx, scan.stores);
      auto c = characterTest(link->getCond(), p, ctx);
      if (scan.stores == before) {
        blocked = blocked || !c;
        if (c)
          taken.push_back(*c);
        continue;
      }
      if (blocked || !value || !c || std::find(taken.begin(), taken.end(), *c) != taken.end())
        return std::nullopt;
      taken.push_back(*c);
      for (size_t m = 0; m < scan.marks.size(); m += 2)
        if (scan.marks[m] == *c)
          return std::nullopt; // a character marked twice: which store wins depends on form
      scan.marks.push_back(*c);
      scan.marks.push_back(*value);
    }
  }
  if (scan.marks.empty())
    return std::nullopt;
  // The pointer moves only by the loop's step (a parameter scanned in place: nothing else in
  // the function writes it), so the loop starts at the caller's string.
  References refs = referencesIn(function, p);
  unsigned writes = refs.all - refs.reads;
  if (writes != 1)
    return std::nullopt;
  return scan;
}

} // namespace

std::optional<std::pair<facts::SymbolicValue, facts::CharacterProbe>>
Walker::characterProbe(const Expr *e) {
  e = bare(e);
  if (!e)
    return std::nullopt;
  facts::CharacterProbe probe;
  const Expr *string = nullptr;
  // `strchr(s, 'w')`: whether the character occurs, the scan {'w', 1} from 0.
  if (const auto *call = dyn_cast<CallExpr>(e)) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getIdentifier() || call->getNumArgs() != 2 ||
        (callee->getName() != "strchr" && callee->getName() != "__builtin_strchr"))
      return std::nullopt;
    auto c = characterOf(call->getArg(1), ctx);
    if (!c)
      return std::nullopt;
    probe.marks = {*c, 1};
    string = call->getArg(0);
  } else if (int64_t index = -1; const Expr *base = characterRead(e, index, ctx)) {
    probe.index = index;
    string = base;
  } else if (const VarDecl *flag = varOf(e)) {
    // A local flag a scan loop of the function body set before this read.
    const auto *body = dyn_cast_or_null<CompoundStmt>(function->getBody());
    auto initial = flag->getInit() ? flow::integerConstant(flag->getInit(), ctx) : std::nullopt;
    if (!body || isa<ParmVarDecl>(flag) || !flag->hasLocalStorage() ||
        !flag->getType()->isIntegerType() || flag->getType().isVolatileQualified() || !initial)
      return std::nullopt;
    std::optional<Scan> scan;
    SourceManager &sources = ctx.getSourceManager();
    for (const Stmt *s : body->body()) {
      if (!sources.isBeforeInTranslationUnit(s->getEndLoc(), e->getBeginLoc()))
        break;
      if (const auto *f = dyn_cast<ForStmt>(s))
        if (auto found = scanSetting(f, flag, body, ctx)) {
          if (scan)
            return std::nullopt; // two scans: the later decides, kept simple
          scan = std::move(found);
        }
    }
    if (!scan)
      return std::nullopt;
    // Every store to the flag is a mark of the scan (the initialiser aside), and no label lets
    // a jump reach the read without the scan.
    References refs = referencesIn(body, flag);
    if (refs.labels || refs.all - refs.reads != scan->stores)
      return std::nullopt;
    probe.marks = std::move(scan->marks);
    probe.initial = *initial;
    facts::SymbolicValue v;
    v.parameter = static_cast<int>(scan->inPlace->getFunctionScopeIndex());
    return std::make_pair(v, std::move(probe));
  } else {
    return std::nullopt;
  }
  if (!string || !isCharPointer(bare(string)->getType()))
    return std::nullopt;
  // The caller's string, possibly defaulted where null (`if (!mode) mode = "r";`).
  auto v = comparable(bare(string));
  if (!v || (v->defaulted < 0 && (v->parameter < 0 || v->multiplier != 1 || v->addend != 0)))
    return std::nullopt;
  return std::make_pair(*v, std::move(probe));
}

bool Walker::probeTest(const Expr *l, const Expr *r, bool expected,
                       std::vector<facts::ValueTest> &out) {
  for (int side = 0; side < 2; ++side) {
    const Expr *probed = side ? r : l, *other = side ? l : r;
    auto probe = probed ? characterProbe(probed) : std::nullopt;
    if (!probe)
      continue;
    facts::ValueTest t;
    if (other) {
      auto value = comparable(other);
      if (!value || !value->constant)
        return false;
      t.right = *value;
    } else {
      t.right.constant = 0; // the probe's truth
    }
    t.left = std::move(probe->first);
    t.probe = std::move(probe->second);
    t.expected = expected;
    out.push_back(std::move(t));
    return true;
  }
  return false;
}

} // namespace faultline::extract::walker
