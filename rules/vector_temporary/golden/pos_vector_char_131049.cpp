// Article 002: a std::vector<char> of 131,049 bytes per iteration is the first size glibc mmaps;
// with the threshold pinned the matcher went from 189 faults to 3.2 million.
#include <cstddef>
#include <cstring>
#include <vector>

std::size_t match_candidates(const char *probe, int ncandidates) {
  std::size_t matched = 0;
  for (int c = 0; c < ncandidates; ++c) {
    std::vector<char> a(131049); // EXPECT: faultline-vector-temporary
    std::memcpy(a.data(), probe, 64);
    matched += a[static_cast<std::size_t>(c) % a.size()] != 0;
  }
  return matched;
}
