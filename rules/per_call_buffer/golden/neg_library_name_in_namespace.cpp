// kyotocabinet's `kc::LZO::compress` (issue 10, set 8): a project's own function in a namespace
// (or a method) that shares its name with a modelled C function (zlib's `compress`, a transient
// ~256 KiB deflate state per call) is not that function. The library models describe C
// functions at global scope only; this one's body lives elsewhere (declared here), so nothing is
// known about what it allocates, and the loop that calls it is not reported.
#include <cstddef>

namespace kc {
struct LZO {
  static char *compress(const void *buf, size_t size, size_t *sp);
};
namespace zlib {
char *compress(const void *buf, size_t size, size_t *sp);
}
} // namespace kc

size_t compressed_total(const char *const *blocks, const size_t *sizes, int n) {
  size_t total = 0;
  for (int i = 0; i < n; ++i) {
    size_t out = 0;
    char *z = kc::LZO::compress(blocks[i], sizes[i], &out);
    delete[] z;
    char *w = kc::zlib::compress(blocks[i], sizes[i], &out);
    delete[] w;
    total += out;
  }
  return total;
}
