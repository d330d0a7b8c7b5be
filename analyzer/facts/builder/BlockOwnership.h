// What a block's owner says about it the moment it is made, before the join: both walkers
// decide this the same way, only the places (where a full-expression ends, where an assignment
// is) come from the front end.
#pragma once

#include "facts/Facts.h"
#include "facts/builder/CallResult.h"

#include <cstdint>
#include <utility>

namespace faultline::builder {

// A place a release happens: its range and its order among the function's events.
using ReleasePlace = std::pair<facts::SourceRange, uint64_t>;

// Returned / stored / handed to a callee: the block escapes. A temporary container or
// make_unique result dies at the end of its full-expression (`endOfTemporary()`); any other
// temporary is not tracked (unknown escape). A reassigned owner releases the block it held
// before at the assignment (`assignment()`): one block made and one released per execution.
// Both callables are asked only when that case applies; block.kind and block.loop must be set.
template <typename EndOfTemporary, typename Assignment>
void ownAtAllocation(facts::Block &block, OwnerKinds::Kind owner, EndOfTemporary endOfTemporary,
                     Assignment assignment) {
  switch (owner) {
  case OwnerKinds::Returned:
    block.escape = facts::EscapeKind::Returned;
    break;
  case OwnerKinds::Stored:
    block.escape = facts::EscapeKind::StoredOutside;
    break;
  case OwnerKinds::Argument:
    block.escape = facts::EscapeKind::Unknown; // a raw block handed to a callee
    break;
  case OwnerKinds::Temporary:
    if (block.kind == facts::BlockKind::Container || block.kind == facts::BlockKind::MakeUnique) {
      auto [range, order] = endOfTemporary();
      block.releases.push_back({facts::ReleaseKind::TemporaryEnd, range, "end of full-expression",
                                block.loop, order});
    } else {
      block.escape = facts::EscapeKind::Unknown;
    }
    break;
  case OwnerKinds::Reassigned: {
    auto [range, order] = assignment();
    block.releases.push_back({facts::ReleaseKind::Reassigned, range, "assignment", block.loop, order});
    break;
  }
  default:
    break;
  }
}

} // namespace faultline::builder
