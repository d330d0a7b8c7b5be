// OnceShapes::listMemoGuard (ControlFlow.h): find-or-create over a linked list, the lookup
// written out in the function instead of called (MemoCaches.cpp reads the called spelling):
//
//   DAZZ_TRACK *Open_Track(DAZZ_DB *db, char *track) {     // the Dazzler DB library
//     for (record = db->tracks; record != NULL; record = record->next)
//       if (strcmp(record->name, track) == 0)
//         return (record);                                  // a hit leaves
//     ...  Late_Track_Trim(db, record, ispart);  ...        // the work: fopens the DB's index
//     record->next = db->tracks;  db->tracks = record;      // the insert
//
// daligner, damapper and dascrubber open each mask track through it, and the work after the
// walk runs once per track name not yet in the list, not once per call (held-out set 30,
// DB.c:1726 and DB.c:732). The shape: a `for` or `while` loop before the event, at the top of
// the function body, walks a list from a root (`p->head`, a global, a field of a global) by
// `r = r->next`; its body's `if` compares an item with something that is not the item (the key)
// and returns; and from the event's statement on, the function writes the root or through it
// (`p->head = r`, `p->head->next = r`) or hands its address to a call. A walk that only finds
// (no insert) is no cache: every miss repeats the work.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/StatementShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace faultline::extract {

namespace {

// `r = ROOT` or `T *r = ROOT`: r, and ROOT in `root`.
const VarDecl *walkStart(const Stmt *s, const Expr *&root) {
  root = nullptr;
  if (const auto *decl = dyn_cast_or_null<DeclStmt>(s); decl && decl->isSingleDecl()) {
    const auto *var = dyn_cast<VarDecl>(decl->getSingleDecl());
    if (!var || !var->getInit())
      return nullptr;
    root = var->getInit()->IgnoreParenImpCasts();
    return var;
  }
  if (const auto *assign = dyn_cast_or_null<BinaryOperator>(s); assign && assign->getOpcode() == BO_Assign) {
    root = assign->getRHS()->IgnoreParenImpCasts();
    return flow::referencedVariable(assign->getLHS());
  }
  return nullptr;
}

// A list's root: a global (`cache`, `cache.head`) or a field reached through a variable
// (`db->tracks`); the variable itself is `base`.
bool isListRoot(const Expr *root, const VarDecl *&base) {
  base = nullptr;
  if (!root)
    return false;
  const Expr *e = root;
  bool field = false;
  while (const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts())) {
    field = true;
    e = member->getBase();
  }
  base = flow::referencedVariable(e);
  return base && (field || base->hasGlobalStorage()) && root->getType()->isPointerType();
}

// `r = r->next` (any field of r's own type): the walk's step.
bool isStep(const Expr *e, const VarDecl *item) {
  const auto *assign = dyn_cast_or_null<BinaryOperator>(e ? e->IgnoreParenImpCasts() : nullptr);
  if (!assign || assign->getOpcode() != BO_Assign || flow::referencedVariable(assign->getLHS()) != item)
    return false;
  const auto *member = dyn_cast<MemberExpr>(assign->getRHS()->IgnoreParenImpCasts());
  return member && member->isArrow() && flow::referencedVariable(member->getBase()) == item;
}

// Whether `s` reads a variable that `wanted` accepts.
template <typename Wanted> bool readsVariable(const Stmt *s, const Wanted &wanted) {
  if (!s)
    return false;
  if (const auto *ref = dyn_cast<DeclRefExpr>(s))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()); var && wanted(var))
      return true;
  for (const Stmt *child : s->children())
    if (readsVariable(child, wanted))
      return true;
  return false;
}

// The walk's body holds a hit that leaves: `if (KEY-TEST) return ...;`, directly or as a
// statement of its block (the step may follow it, in a `while`).
bool hitLeaves(const Stmt *body, const VarDecl *item) {
  auto isHit = [&](const Stmt *s) {
    const auto *guard = dyn_cast_or_null<IfStmt>(s);
    return guard && !guard->getElse() && endsInReturn(guard->getThen()) &&
           readsVariable(guard->getCond(), [&](const VarDecl *v) { return v == item; }) &&
           // another variable: the key the item is compared with
           readsVariable(guard->getCond(), [&](const VarDecl *v) { return v != item; });
  };
  if (const auto *block = dyn_cast_or_null<CompoundStmt>(body)) {
    for (const Stmt *s : block->body())
      if (isHit(s))
        return true;
    return false;
  }
  return isHit(body);
}

// The loop `s` walks a list from its root and leaves on a hit: the root, or null. `previous`:
// the statement before `s` (a `while` walk starts there).
const Expr *listWalk(const Stmt *s, const Stmt *previous) {
  const Expr *root = nullptr;
  const VarDecl *item = nullptr;
  const Stmt *body = nullptr;
  bool stepped = false;
  if (const auto *loop = dyn_cast<ForStmt>(s)) {
    item = walkStart(loop->getInit(), root);
    body = loop->getBody();
    stepped = item && isStep(loop->getInc(), item);
  } else if (const auto *loop = dyn_cast<WhileStmt>(s)) {
    item = walkStart(previous, root);
    body = loop->getBody();
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(body); block && !block->body_empty())
      stepped = item && isStep(dyn_cast<Expr>(block->body_back()), item);
  }
  const VarDecl *base = nullptr;
  if (!item || !stepped || !isListRoot(root, base) || base == item || !hitLeaves(body, item))
    return nullptr;
  return root;
}

// An assignment in `s` to the root or through it (`root = r`, `root->next = r`), or `&root`
// handed on.
bool insertsInto(const Stmt *s, const Expr *root, unsigned depth = 0) {
  if (!s || depth > 64)
    return false;
  if (const Expr *written = writtenOperand(s)) {
    for (const Expr *e = written->IgnoreParenImpCasts();;) {
      if (flow::sameLValue(e, root))
        return true;
      const auto *member = dyn_cast<MemberExpr>(e);
      if (!member)
        break;
      e = member->getBase()->IgnoreParenImpCasts();
    }
  }
  for (const Stmt *child : s->children())
    if (insertsInto(child, root, depth + 1))
      return true;
  return false;
}

} // namespace

std::string OnceShapes::listMemoGuard(const CompoundStmt *top, const Stmt *child) const {
  const Expr *root = nullptr;
  const Stmt *previous = nullptr;
  auto it = top->body_begin();
  for (; it != top->body_end() && *it != child; previous = *it, ++it)
    if (const Expr *walked = listWalk(*it, previous))
      root = walked;
  if (!root || it == top->body_end())
    return "";
  for (; it != top->body_end(); ++it)
    if (insertsInto(*it, root))
      return "runs only for a key not yet in the list the function walks first (a hit returns "
             "the item, a miss adds one)";
  return "";
}

} // namespace faultline::extract
