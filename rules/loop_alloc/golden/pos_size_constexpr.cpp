// The size comes from a constexpr constant at namespace scope (512 KiB) used with new[].
#include <cstddef>
#include <cstring>

namespace codec {
constexpr std::size_t kBlockBytes = 512 * 1024;

int compress_all(const unsigned char *const *blocks, int n) {
  int nonempty = 0;
  for (int i = 0; i < n; ++i) {
    unsigned char *work = new unsigned char[kBlockBytes]; // EXPECT: faultline-loop-alloc
    std::memcpy(work, blocks[i], kBlockBytes);
    nonempty += work[0] != 0;
    delete[] work;
  }
  return nonempty;
}
} // namespace codec
