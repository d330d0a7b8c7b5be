// Walker::markKeptOnSuccess (WalkerImpl.h): a block released only on failure returns and left,
// on success, in an object the caller can reach (issue 10, point 2).
#include "extract/WalkerImpl.h"

#include <algorithm>
#include <functional>
#include <set>

namespace faultline::extract::walker {

namespace {

// Whether the lvalue `s->f`, `a[i].f`, `this->f`, `g` is rooted in something that outlives the
// call: a parameter the caller passed (a pointer to its object), `this`, or a global.
bool outlivesCall(const Expr *lvalue) {
  for (const Expr *e = lvalue->IgnoreParenImpCasts();;) {
    if (const auto *member = dyn_cast<MemberExpr>(e)) {
      // `s.f` of a local struct dies with the call; `s->f` points outside when s does.
      if (!member->isArrow()) {
        e = member->getBase()->IgnoreParenImpCasts();
        continue;
      }
      const Expr *base = member->getBase()->IgnoreParenImpCasts();
      if (isa<CXXThisExpr>(base))
        return true;
      if (const auto *ref = dyn_cast<DeclRefExpr>(base))
        if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
          return isa<ParmVarDecl>(var) || var->hasGlobalStorage();
      e = base;
      continue;
    }
    // `*data = malloc(n)` with `data` a parameter: the caller's out-parameter
    // (`read_chunk(f, &data, ...)`), which the caller holds after the call returns.
    if (const auto *deref = dyn_cast<UnaryOperator>(e); deref && deref->getOpcode() == UO_Deref) {
      if (const auto *ref = dyn_cast<DeclRefExpr>(deref->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
          return isa<ParmVarDecl>(var) || (var->hasGlobalStorage() && !var->isStaticLocal());
      return false;
    }
    // A global, or a static local (dateutils' `static struct prch_ctx_s __ctx;` whose
    // `__ctx.soff` keeps a mapping on success): either outlives the call.
    if (const auto *ref = dyn_cast<DeclRefExpr>(e))
      if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
        return var->hasGlobalStorage();
    return false;
  }
}

// Whether the lvalue stores into memory reached through a pointer (`a[i].data` of a heap array,
// `p->buf`), which the call's end does not take away: a block left there on success outlives
// the iteration and the call, whether the array is handed on later (`image->comps = a`) or not.
bool storedThroughPointer(const Expr *lvalue) {
  for (const Expr *e = lvalue->IgnoreParenImpCasts();;) {
    if (const auto *member = dyn_cast<MemberExpr>(e)) {
      if (member->isArrow())
        return true;
      e = member->getBase()->IgnoreParenImpCasts();
    } else if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e)) {
      if (subscript->getBase()->IgnoreParenImpCasts()->getType()->isPointerType())
        return true;
      e = subscript->getBase()->IgnoreParenImpCasts();
    } else {
      return false;
    }
  }
}

} // namespace

// The statements of `releases`, or nothing when one is not an explicit release: a scope end or
// a reassignment runs on every path, so it cannot be error cleanup.
std::vector<const Stmt *> Walker::explicitReleaseStmts(const std::vector<facts::Release> &releases) {
  std::vector<const Stmt *> out;
  for (const facts::Release &release : releases) {
    auto stmt = eventStmts.find(release.order);
    if (stmt == eventStmts.end() || (release.kind != facts::ReleaseKind::Free &&
                                     release.kind != facts::ReleaseKind::Delete &&
                                     release.kind != facts::ReleaseKind::Munmap))
      return {};
    out.push_back(stmt->second);
  }
  return out;
}

// What a block (or a call result) released only on failure returns becomes on success: kept in
// the caller's object when its owner is rooted there (returns true: mark it StoredOutside), or,
// for a local, up to the callees it is handed to (`*flag` for the join). False otherwise.
bool Walker::keptOnSuccess(uint64_t order, const Owner &owner,
                           const std::vector<facts::Release> &releases, bool *flag) {
  if (releases.empty())
    return false;
  // A field or element reached through a pointer keeps the block too (`new_comps[i].data`
  // with new_comps a local's heap array, freed only by the failure branch's unwinding loop):
  // on success nothing in the call releases it, so it is no per-iteration or per-call release.
  bool rooted = owner.kind == Owner::LValue && owner.lvalue &&
                (outlivesCall(owner.lvalue) || storedThroughPointer(owner.lvalue));
  if (!rooted && owner.kind != Owner::Variable)
    return false;
  auto at = eventStmts.find(order);
  std::vector<const Stmt *> releaseStmts = explicitReleaseStmts(releases);
  if (at == eventStmts.end() || releaseStmts.empty())
    return false;
  buildFlow();
  if (!flow->releasedOnlyOnFailureReturns(at->second, releaseStmts))
    return false;
  if (rooted)
    return true;
  *flag = true;
  return false;
}

void Walker::markKeptOnSuccess() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    // `bitmap_git->map = xmmap(...)`, munmap only under `cleanup:` before `return -1`: every
    // successful call leaves the block in the caller's object.
    if (block.escape == facts::EscapeKind::None &&
        keptOnSuccess(block.order, owner, block.releases, &block.releasedOnFailureOnly)) {
      block.escape = facts::EscapeKind::StoredOutside;
      block.escapeRange = block.range;
    }
  }
  // A stream opened into the caller's object and closed only before failure returns (util-linux's
  // next_proc_partition: `if (!*f) *f = fopen(...)`, one line per call, `fclose(*f); *f = NULL;
  // return NULL;` at the end of the file): every successful call leaves it open for the next.
  for (auto &[index, owner] : streamOwners) {
    facts::StreamOpen &open = facts.streamOpens[index];
    bool unused = false;
    if (open.escape == facts::EscapeKind::None && owner.kind == Owner::LValue &&
        keptOnSuccess(open.order, owner, open.closes, &unused))
      open.escape = facts::EscapeKind::StoredOutside;
  }
  // A wrapper's result (git's xmmap, xmallocz): the join makes the block from the call site.
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (site.resultKey.empty() || site.resultEscape != facts::EscapeKind::None)
      continue;
    if (keptOnSuccess(site.order, owner, site.resultReleases, &site.resultReleasedOnFailureOnly)) {
      site.resultEscape = facts::EscapeKind::StoredOutside;
    } else if (site.resultReleases.empty() && owner.kind == Owner::LValue && owner.lvalue) {
      // Released through a wrapper (opj_image_data_free), which only the join knows: every
      // later call handed the field (`new_comps[i].data`) stands for a possible release. When
      // all of them sit on failure paths, the field keeps the block on success.
      std::vector<facts::Release> takers;
      for (const facts::CallSite &call : facts.calls)
        if (call.order > site.order &&
            std::find(call.argumentKeys.begin(), call.argumentKeys.end(), site.resultKey) !=
                call.argumentKeys.end())
          takers.push_back(facts::Release{facts::ReleaseKind::Free, call.range, call.callee, call.loop,
                                          call.order});
      bool unused = false;
      if (keptOnSuccess(site.order, owner, takers, &unused) ||
          noTakerReachable(site.order, owner, takers))
        site.resultEscape = facts::EscapeKind::StoredOutside;
    }
  }
  markStoredParameters();
}

// The grow-only cache through wrappers (openjpeg's opj_alloc_tile_component_data): the field of
// the caller's object gets a block in the first branch, and the `else if` that grows it frees
// the previous block before storing a larger one. No path from this allocation reaches any call
// handed the field, so whatever the join resolves as its release (opj_image_data_free) frees an
// earlier block: this one stays in the caller's object (ReplacedFields.cpp for built-in frees).
bool Walker::noTakerReachable(uint64_t order, const Owner &owner,
                              const std::vector<facts::Release> &takers) {
  if (takers.empty() || owner.kind != Owner::LValue || !owner.lvalue ||
      !outlivesCall(owner.lvalue))
    return false;
  auto at = eventStmts.find(order);
  if (at == eventStmts.end())
    return false;
  buildFlow();
  for (const facts::Release &taker : takers) {
    auto stmt = eventStmts.find(taker.order);
    if (stmt == eventStmts.end() || flow->reaches(at->second, stmt->second))
      return false;
  }
  return true;
}

void Walker::markStoredParameters() {
  llvm::DenseMap<const ParmVarDecl *, int> indexOf;
  for (unsigned i = 0; i < function->getNumParams(); ++i)
    if (function->getParamDecl(i)->getType()->isPointerType())
      indexOf[function->getParamDecl(i)] = static_cast<int>(i);
  if (indexOf.empty() || !function->getBody())
    return;
  std::set<int> stored;
  auto parameterOf = [&](const Expr *e) -> int {
    if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenCasts()))
      if (const auto *parm = dyn_cast<ParmVarDecl>(ref->getDecl()))
        if (auto it = indexOf.find(parm); it != indexOf.end())
          return it->second;
    return -1;
  };
  std::function<void(const Stmt *, unsigned)> scan = [&](const Stmt *s, unsigned level) {
    if (!s || level > kMaxWalkDepth)
      return;
    if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->getOpcode() == BO_Assign) {
      // `pl->filebuf = buf;`, `g_current = buf;`: kept where the caller (or anyone) can reach it.
      if (int p = parameterOf(op->getRHS()); p >= 0 && outlivesCall(op->getLHS()))
        stored.insert(p);
    } else if (const auto *ret = dyn_cast<ReturnStmt>(s); ret && ret->getRetValue()) {
      if (int p = parameterOf(ret->getRetValue()); p >= 0)
        stored.insert(p);
    }
    for (const Stmt *child : s->children())
      scan(child, level + 1);
  };
  scan(function->getBody(), 0);
  facts.storedParameters.assign(stored.begin(), stored.end());
}

} // namespace faultline::extract::walker
