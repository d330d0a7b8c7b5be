#include "facts/Facts.h"

namespace faultline::facts {

bool loopWithin(const FunctionFacts &f, int inner, int outer) {
  if (outer < 0)
    return true; // everything is within "the function"
  // Parent chains are short and acyclic (the extractor assigns parents before children); the
  // bound guards against a malformed summary read from disk.
  for (size_t steps = 0; inner >= 0 && steps <= f.loops.size(); ++steps) {
    if (inner == outer)
      return true;
    if (static_cast<size_t>(inner) >= f.loops.size())
      return false;
    inner = f.loops[inner].parent;
  }
  return false;
}

int commonLoop(const FunctionFacts &f, int a, int b) {
  for (size_t steps = 0; a >= 0 && steps <= f.loops.size(); ++steps) {
    if (loopWithin(f, b, a))
      return a;
    if (static_cast<size_t>(a) >= f.loops.size())
      return -1;
    a = f.loops[a].parent;
  }
  return -1;
}

const char *toString(LoopKind k) {
  switch (k) {
  case LoopKind::For: return "for";
  case LoopKind::While: return "while";
  case LoopKind::Do: return "do";
  case LoopKind::RangeFor: return "range-for";
  }
  return "?";
}

const char *toString(BlockKind k) {
  switch (k) {
  case BlockKind::Malloc: return "malloc";
  case BlockKind::Calloc: return "calloc";
  case BlockKind::AlignedAlloc: return "aligned-alloc";
  case BlockKind::NewArray: return "new-array";
  case BlockKind::NewObject: return "new-object";
  case BlockKind::MakeUnique: return "make-unique";
  case BlockKind::Mmap: return "mmap";
  case BlockKind::Container: return "container";
  case BlockKind::Custom: return "custom";
  }
  return "?";
}

const char *toString(ReleaseKind k) {
  switch (k) {
  case ReleaseKind::Free: return "free";
  case ReleaseKind::Delete: return "delete";
  case ReleaseKind::Munmap: return "munmap";
  case ReleaseKind::ScopeEnd: return "scope-end";
  case ReleaseKind::TemporaryEnd: return "temporary-end";
  case ReleaseKind::Reassigned: return "reassigned";
  case ReleaseKind::CapacityReset: return "capacity-reset";
  }
  return "?";
}

const char *toString(EscapeKind k) {
  switch (k) {
  case EscapeKind::None: return "none";
  case EscapeKind::Returned: return "returned";
  case EscapeKind::StoredOutside: return "stored-outside";
  case EscapeKind::Moved: return "moved";
  case EscapeKind::OwnershipReleased: return "ownership-released";
  case EscapeKind::Static: return "static";
  case EscapeKind::Unknown: return "unknown";
  }
  return "?";
}

} // namespace faultline::facts
