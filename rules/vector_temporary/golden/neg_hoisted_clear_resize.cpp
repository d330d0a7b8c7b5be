// The documented fix: the vector lives outside the loop and clear()+resize() reuses its capacity.
#include <cstddef>
#include <cstring>
#include <vector>

std::size_t match_candidates_reused(const char *probe, int ncandidates) {
  std::size_t matched = 0;
  std::vector<char> a;
  for (int c = 0; c < ncandidates; ++c) {
    a.clear();
    a.resize(131049);
    std::memcpy(a.data(), probe, 64);
    matched += a[static_cast<std::size_t>(c) % a.size()] != 0;
  }
  return matched;
}
