// OnceShapes::walkedKeyword: a loop that walks a list or a string and dispatches on the current
// item's keyword runs each keyword's branch once per mention of that keyword, not per item:
//
//   for (cd = cdevlist; cd; cd = cd->next) {               // the words of mdadm.conf's DEVICE
//     if (strcasecmp(cd->name, "partitions") == 0)
//       append_dlist(&dlist, load_partitions());           // reads /proc/partitions
//     ...
//   for (p = aquery->remaining_lookups; *p; p++)           // c-ares' lookup order, "fb"
//     switch (*p) {
//     case 'f': status = file_lookup(&aquery->addr, &host); ...   // reads /etc/hosts
//
// (mdadm's conf_get_devs, c-ares' next_lookup; whole-corpus re-run, session 27). Repeating the
// keyword would redo the very same work, so only when no call in the branch is handed the item
// (it may test the item's fields or relink it): a branch that works on the item (`if
// (!strcmp(r->type, "image")) decode(r)`, `memcpy(buf, r->data, r->len)`) is per-item work over
// data, and repeats as usual. Switch arms count only for letters and digits, the command
// letters of a short specification (a lexer's arms for '\n' or ',' run per character of its
// input). The walks read: `for (...; ...; v = v->next)` (items `v->field`), `for (...; ...; p++)`
// over a pointer (items `*p`, `p[k]`) or an index (items `a[i]`, `a[i].field`). The argv loop of
// a command line is OptionLoops.cpp's; fast mode's reading is fastmode/FastWalkedKeywords.cpp.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/KeywordTests.h"
#include "facts/builder/WalkedKeywordReasons.h"

#include "clang/AST/RecursiveASTVisitor.h"


using namespace clang;

namespace faultline::extract {

namespace {

// What a loop steps through: a list cursor (`v = v->next`), or a pointer or index stepped by one.
struct Walk {
  const VarDecl *cursor = nullptr;
  enum { None, List, Pointer, Index } kind = None;
};

bool namesVar(const Expr *e, const VarDecl *var) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenCasts()) : nullptr;
  return ref && ref->getDecl() == var;
}

Walk walkOf(const Stmt *loop) {
  Walk walk;
  const auto *f = dyn_cast<ForStmt>(loop);
  const Expr *inc = f && f->getInc() ? f->getInc()->IgnoreParenImpCasts() : nullptr;
  if (!inc)
    return walk;
  if (const auto *u = dyn_cast<UnaryOperator>(inc); u && u->isIncrementOp()) {
    walk.cursor = flow::referencedVariable(u->getSubExpr());
    walk.kind = walk.cursor && walk.cursor->getType()->isPointerType() ? Walk::Pointer : Walk::Index;
  } else if (const auto *b = dyn_cast<BinaryOperator>(inc); b && b->getOpcode() == BO_Assign) {
    // `v = v->next`
    const auto *next = dyn_cast<MemberExpr>(b->getRHS()->IgnoreParenImpCasts());
    const VarDecl *v = flow::referencedVariable(b->getLHS());
    if (v && next && namesVar(next->getBase(), v)) {
      walk.cursor = v;
      walk.kind = Walk::List;
    }
  }
  if (!walk.cursor || (walk.kind == Walk::Index && !walk.cursor->getType()->isIntegerType()))
    walk.kind = Walk::None;
  return walk;
}

// Whether `e` reads the current item of `walk` (a string or a character of it).
bool namesItem(const Expr *e, const Walk &walk, const ASTContext &ctx) {
  e = e->IgnoreParenCasts();
  while (const auto *m = dyn_cast<MemberExpr>(e)) {
    e = m->getBase()->IgnoreParenCasts();
    if (walk.kind == Walk::List && namesVar(e, walk.cursor))
      return true;
  }
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_Deref)
    return walk.kind == Walk::Pointer && namesVar(u->getSubExpr(), walk.cursor);
  if (const auto *a = dyn_cast<ArraySubscriptExpr>(e)) {
    if (walk.kind == Walk::Pointer)
      return namesVar(a->getBase(), walk.cursor) && flow::integerConstant(a->getIdx(), ctx);
    if (walk.kind == Walk::Index)
      return namesVar(a->getIdx(), walk.cursor);
  }
  return false;
}

using flow::mentions;

// Whether a call in `s` is handed the item (or a part of it) the cursor `var` reaches: as an
// argument, as the object of a method, or as the function pointer called. Testing the item's
// fields or relinking it (mdadm's `missing` device word splices the configured devices into the
// list) is not working on it.
bool handsOnItem(const Stmt *s, const VarDecl *var) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *var;
    bool found = false;
    bool VisitCallExpr(CallExpr *call) {
      found |= mentions(call->getCallee(), var);
      for (const Expr *arg : call->arguments())
        found |= mentions(arg, var);
      return !found;
    }
    bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
      for (const Expr *arg : construct->arguments())
        found |= mentions(arg, var);
      return !found;
    }
  } finder;
  finder.var = var;
  finder.TraverseStmt(const_cast<Stmt *>(s));
  return finder.found;
}

// Whether the switch arm holding `statement` hands the item on: that statement and the ones
// after it up to the next case label (a Clang case holds only its first statement).
bool armHandsOnItem(const CompoundStmt *body, const Stmt *statement, const VarDecl *var) {
  bool in = false;
  for (const Stmt *s : body->body()) {
    if (in && isa<SwitchCase>(s))
      break;
    in |= s == statement;
    if (in && handsOnItem(s, var))
      return true;
  }
  return false;
}

} // namespace

std::string OnceShapes::walkedKeyword(const std::vector<const Stmt *> &ancestors) const {
  // The innermost loop enclosing the event (not the event itself).
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    const Stmt *loop = ancestors[i];
    if (!isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(loop))
      continue;
    Walk walk = walkOf(loop);
    if (walk.kind == Walk::None)
      return "";
    auto names = [&](const Expr *e) { return namesItem(e, walk, ctx); };
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j) {
      if (const auto *guard = dyn_cast<IfStmt>(ancestors[j])) {
        const Stmt *branch = ancestors[j + 1];
        if (!guard->getCond() || (branch != guard->getThen() && branch != guard->getElse()))
          continue;
        std::string keyword = keywordWhen(guard->getCond(), branch == guard->getThen(), ctx, names);
        if (!keyword.empty() && !handsOnItem(branch, walk.cursor))
          return builder::walkedKeywordReason(keyword);
        continue;
      }
      const auto *sw = dyn_cast<SwitchStmt>(ancestors[j]);
      const auto *arms = sw ? dyn_cast_or_null<CompoundStmt>(sw->getBody()) : nullptr;
      if (!arms || j + 2 >= ancestors.size() || ancestors[j + 1] != arms || !sw->getCond() ||
          !names(sw->getCond()) || armHandsOnItem(arms, ancestors[j + 2], walk.cursor))
        continue;
      auto cases = switchArmCases(sw, ancestors[j + 2], ctx);
      if (!cases)
        continue;
      if (auto letter = builder::walkedLetterReason(*cases))
        return *letter;
    }
    return "";
  }
  return "";
}

} // namespace faultline::extract
