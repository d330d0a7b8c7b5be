// A field's block released only where it is replaced: the two-branch grow-only cache
//   if (t->data == NULL || ...) { t->data = malloc(need); t->size = need; }
//   else if (need > t->size) { free(t->data); t->data = malloc(need); t->size = need; }
// records `free(t->data)` under the key of every block stored in t->data, also the first
// branch's, which it can never release: the free runs on the other branch and frees the block
// of an earlier call. Such a release is dropped from the block (Clang's CFG: no path from the
// allocation reaches it), which is then kept in the object, not released per call.
#include "extract/WalkerImpl.h"

#include <deque>

using namespace clang;

namespace faultline::extract {

bool ControlFlow::reaches(const Stmt *from, const Stmt *to) const {
  if (!cfg)
    return true;
  auto start = blockOf.find(from), goal = blockOf.find(to);
  if (start == blockOf.end() || goal == blockOf.end() || start->second == goal->second)
    return true; // cannot tell, or the same block: keep what the walker recorded
  llvm::DenseSet<const CFGBlock *> seen{start->second};
  std::deque<const CFGBlock *> work{start->second};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block == goal->second)
      return true;
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  return false;
}

} // namespace faultline::extract

namespace faultline::extract::walker {

void Walker::dropUnreachableFieldReleases(facts::Block &block, const Owner &owner) {
  // Fields and elements only: a local's block has no earlier call's value to release.
  if (owner.kind != Owner::LValue || block.releases.empty())
    return;
  auto at = eventStmts.find(block.order);
  if (at == eventStmts.end())
    return;
  buildFlow();
  std::erase_if(block.releases, [&](const facts::Release &release) {
    if (release.kind != facts::ReleaseKind::Free && release.kind != facts::ReleaseKind::Delete)
      return false; // a scope end or reassignment always runs
    auto stmt = eventStmts.find(release.order);
    return stmt != eventStmts.end() && !flow->reaches(at->second, stmt->second);
  });
}

} // namespace faultline::extract::walker
