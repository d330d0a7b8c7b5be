// std::unique_ptr<char[]>(new char[n]) owned by a local: freed by RAII at the end of each body.
#include <cstddef>
#include <cstring>
#include <memory>

std::size_t total_length(const char *const *inputs, int n) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    std::unique_ptr<char[]> scratch(new char[2 << 20]); // EXPECT: faultline-loop-alloc
    std::strncpy(scratch.get(), inputs[i], (2 << 20) - 1);
    scratch[(2 << 20) - 1] = '\0';
    total += std::strlen(scratch.get());
  }
  return total;
}
