// A function object whose operator() allocates a 1 MiB staging array per call, called in a loop: the call operator is followed like a direct call.
#include <cstddef>
#include <cstring>
#include <memory>

struct Checksummer {
  unsigned seed;
  unsigned operator()(const unsigned char *block) const {
    auto staging = std::make_unique<unsigned char[]>(1 << 20); // EXPECT: faultline-per-call-buffer
    std::memcpy(staging.get(), block, 1 << 20);
    unsigned h = seed;
    for (std::size_t i = 0; i < (1u << 20); i += 64)
      h = h * 33 + staging[i];
    return h;
  }
};

unsigned checksum_blocks(const unsigned char *const *blocks, int count) {
  Checksummer sum{5381};
  unsigned acc = 0;
  for (int i = 0; i < count; ++i)
    acc ^= sum(blocks[i]);
  return acc;
}
