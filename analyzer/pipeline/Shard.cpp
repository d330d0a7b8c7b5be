#include "pipeline/Shard.h"

#include "llvm/ADT/StringExtras.h"

namespace faultline::pipeline {

std::optional<Shard> parseShard(llvm::StringRef text) {
  auto [k, n] = text.split('/');
  auto number = [](llvm::StringRef s) -> std::optional<unsigned> {
    unsigned v = 0;
    if (s.empty() || s.size() > 9 || !llvm::all_of(s, llvm::isDigit) || s.getAsInteger(10, v))
      return std::nullopt;
    return v;
  };
  auto index = number(k), count = number(n);
  if (!index || !count || *index < 1 || *count < 1 || *index > *count)
    return std::nullopt;
  return Shard{*index, *count};
}

} // namespace faultline::pipeline
