// std::array lives on the stack: no heap block, nothing to map or fault per iteration.
#include <array>
#include <cstddef>

int digest(const unsigned char *data, int nblocks) {
  int h = 0;
  for (int b = 0; b < nblocks; ++b) {
    std::array<unsigned char, 4096> block{};
    for (std::size_t i = 0; i < block.size(); ++i)
      block[i] = data[static_cast<std::size_t>(b) * 4096 + i];
    h = h * 31 + block[static_cast<std::size_t>(b) % block.size()];
  }
  return h;
}
