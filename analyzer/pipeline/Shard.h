// `--shard K/N`: which slice of the TUs one job analyses. TUs are sorted by path and TU number
// i (0-based) belongs to shard (i % N) + 1, so the slices are disjoint, cover every TU, and stay
// balanced as files come and go.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace faultline::pipeline {

struct Shard {
  unsigned index = 1; // K, 1-based
  unsigned count = 1; // N
  bool contains(size_t tuIndex) const { return tuIndex % count == index - 1; }
  std::string str() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// "K/N" with 1 <= K <= N (decimal, no sign, no spaces); nullopt otherwise.
std::optional<Shard> parseShard(llvm::StringRef text);

} // namespace faultline::pipeline
