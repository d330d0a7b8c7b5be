// A resize to at most the size the container already has shrinks it: capacity is never below
// size, so no block is made (fish's universal-variables reader caps what it read with
// `if (contents.size() >= k_max_read_size) contents.resize(k_max_read_size);`, held-out set
// 17). The guard is the same object's size() or length() compared with the same count, by >= or
// > on either side, alone or as a conjunct. Not a finding; an unguarded resize of the same size
// still is (pos_resize.cpp).
#include <cstddef>
#include <string>
#include <vector>

static const std::size_t kTruncMax = 16u * 1024u * 1024u;

std::size_t trunc_lines(const std::vector<std::string> &chunks) {
  std::size_t total = 0;
  for (const std::string &chunk : chunks) {
    std::string contents = chunk;
    if (contents.size() >= kTruncMax)
      contents.resize(kTruncMax);
    std::vector<char> bytes(contents.begin(), contents.end());
    if (!bytes.empty() && kTruncMax < bytes.size())
      bytes.resize(kTruncMax);
    total += contents.length() + bytes.size();
  }
  return total;
}
