// OnceShapes::memoCacheGuard and memoCacheBranch: work behind a cache keyed by an argument.
//
//     const char *cg_id_to_path(__u64 id) {          // iproute2's lib/cg_map.c
//       cg = cg_get_by_id(id);                        // lookup: reads the table id_head
//       if (cg) return cg->path;                      // a hit leaves
//       path = get_cgroup2_path(id, false);           // the work: reads /proc/mounts
//       if (path) cg = cg_entry_create(id, path);     // insert: adds to id_head
//
// `ss` calls cg_id_to_path for every socket it prints, but the /proc/mounts read runs once per
// cgroup id not yet cached, not per socket. The shape, both spellings (an early return on a
// hit, or the work inside `if (!e)`): a call's result is tested, a hit skips the work, and on
// the miss path a later call is given one of the same key variables; the two callees are
// defined in the translation unit, the lookup reads a global and the insert writes it (stores
// into it, takes its address or hands it, an array, to a call). Without the insert a miss
// repeats the work every time, so it is no cache; without a shared key it is not this entry's.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/StatementShapes.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace faultline::extract {

namespace {

// Globals a body mentions, and those it writes.
struct GlobalUses : RecursiveASTVisitor<GlobalUses> {
  llvm::DenseSet<const VarDecl *> read, written;
  static const VarDecl *global(const Expr *e) {
    // The root variable of `g`, `g[i]`, `g.f`, `g[i].f`.
    while (true) {
      e = e->IgnoreParenImpCasts();
      if (const auto *sub = dyn_cast<ArraySubscriptExpr>(e))
        e = sub->getBase();
      else if (const auto *member = dyn_cast<MemberExpr>(e); member && !member->isArrow())
        e = member->getBase();
      else
        break;
    }
    const VarDecl *var = flow::referencedVariable(e);
    return var && var->hasGlobalStorage() ? var : nullptr;
  }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()); var && var->hasGlobalStorage())
      read.insert(var);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->getOpcode() == UO_AddrOf || op->isIncrementDecrementOp())
      if (const VarDecl *g = global(op->getSubExpr()))
        written.insert(g);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp())
      if (const VarDecl *g = global(op->getLHS()))
        written.insert(g);
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    for (const Expr *arg : call->arguments())
      if (const VarDecl *g = global(arg); g && arg->IgnoreParenImpCasts()->getType()->isArrayType())
        written.insert(g);
    return true;
  }
};

GlobalUses globalUses(const CallExpr *call) {
  GlobalUses uses;
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  const FunctionDecl *definition = nullptr;
  if (callee && callee->hasBody(definition) && definition)
    uses.TraverseStmt(definition->getBody());
  return uses;
}

// The variables a call is given as plain arguments (`id` in `cg_get_by_id(id)`).
llvm::DenseSet<const VarDecl *> keyVariables(const CallExpr *call) {
  llvm::DenseSet<const VarDecl *> keys;
  for (const Expr *arg : call->arguments())
    if (const VarDecl *var = flow::variableThroughCasts(arg))
      keys.insert(var);
  return keys;
}

// A call in `s` (not inside a lambda or a nested function) given one of `keys` and writing a
// global `lookup` reads: the insert.
const CallExpr *insertAfterMiss(const Stmt *s, const llvm::DenseSet<const VarDecl *> &keys,
                                const GlobalUses &lookup, unsigned depth = 0) {
  if (!s || depth > 64)
    return nullptr;
  if (const auto *call = dyn_cast<CallExpr>(s)) {
    bool sharesKey = false;
    for (const VarDecl *key : keyVariables(call))
      sharesKey |= keys.contains(key);
    if (sharesKey) {
      GlobalUses insert = globalUses(call);
      for (const VarDecl *g : insert.written)
        if (lookup.read.contains(g))
          return call;
    }
  }
  for (const Stmt *child : s->children())
    if (const CallExpr *found = insertAfterMiss(child, keys, lookup, depth + 1))
      return found;
  return nullptr;
}

// `e = lookup(...)` or `T e = lookup(...)` as a statement: the call, and `e` in `result`.
const CallExpr *lookupStatement(const Stmt *s, const VarDecl *&result) {
  result = nullptr;
  const Expr *value = nullptr;
  if (const auto *decl = dyn_cast<DeclStmt>(s); decl && decl->isSingleDecl()) {
    if (const auto *var = dyn_cast<VarDecl>(decl->getSingleDecl()); var && var->hasLocalStorage()) {
      result = var;
      value = var->getInit();
    }
  } else if (const auto *assign = dyn_cast<BinaryOperator>(s); assign && assign->getOpcode() == BO_Assign) {
    result = flow::referencedVariable(assign->getLHS());
    value = assign->getRHS();
  }
  if (!result || !value || !result->hasLocalStorage())
    return nullptr;
  return dyn_cast<CallExpr>(value->IgnoreParenCasts());
}

std::string memoReason(const CallExpr *lookup, const CallExpr *insert) {
  auto name = [](const CallExpr *call) {
    const FunctionDecl *f = call->getDirectCallee();
    return f ? f->getNameAsString() : std::string("?");
  };
  return "runs only for a key not yet cached ('" + name(lookup) + "' finds it, '" + name(insert) +
         "' adds it)";
}

} // namespace

std::string OnceShapes::memoCacheGuard(const CompoundStmt *top, const Stmt *child) const {
  const CallExpr *lookup = nullptr;
  const VarDecl *result = nullptr;
  bool hitLeaves = false;
  auto it = top->body_begin();
  for (; it != top->body_end() && *it != child; ++it) {
    const VarDecl *assigned = nullptr;
    if (const CallExpr *call = lookupStatement(*it, assigned)) {
      lookup = call;
      result = assigned;
      hitLeaves = false;
      continue;
    }
    const auto *guard = dyn_cast<IfStmt>(*it);
    if (lookup && guard && !guard->getElse() && guard->getCond() &&
        flow::testedForNonZero(guard->getCond(), ctx) == result && endsInReturn(guard->getThen()))
      hitLeaves = true;
  }
  if (!lookup || !hitLeaves || it == top->body_end())
    return "";
  GlobalUses uses = globalUses(lookup);
  llvm::DenseSet<const VarDecl *> keys = keyVariables(lookup);
  if (uses.read.empty() || keys.empty())
    return "";
  for (; it != top->body_end(); ++it)
    if (const CallExpr *insert = insertAfterMiss(*it, keys, uses))
      return memoReason(lookup, insert);
  return "";
}

std::string OnceShapes::memoCacheBranch(const IfStmt *guard, const Stmt *branch) const {
  if (branch != guard->getThen() || !guard->getCond())
    return "";
  const Expr *tested = flow::testedForZero(guard->getCond(), ctx);
  const CallExpr *lookup = tested ? dyn_cast<CallExpr>(tested->IgnoreParenCasts()) : nullptr;
  if (!lookup) {
    // `e = lookup(key); if (!e) { ... }`: find the statement that set the tested local, just
    // before the `if` in the enclosing block.
    const VarDecl *var = tested ? flow::referencedVariable(tested) : nullptr;
    if (!var || !var->hasLocalStorage())
      return "";
    const VarDecl *assigned = nullptr;
    // The parent map is not at hand here; the body's statements are: look for the lookup
    // among the statements of the function body that precede the guard.
    if (const auto *top = dyn_cast_or_null<CompoundStmt>(body))
      for (const Stmt *s : top->body()) {
        if (s == guard)
          break;
        if (const CallExpr *call = lookupStatement(s, assigned); call && assigned == var)
          lookup = call;
      }
    if (!lookup)
      return "";
  }
  GlobalUses uses = globalUses(lookup);
  llvm::DenseSet<const VarDecl *> keys = keyVariables(lookup);
  if (uses.read.empty() || keys.empty())
    return "";
  if (const CallExpr *insert = insertAfterMiss(branch, keys, uses))
    return memoReason(lookup, insert);
  return "";
}

} // namespace faultline::extract
