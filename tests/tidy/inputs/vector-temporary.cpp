#include <cstddef>
#include <vector>

void scale(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<char> tmp(131049);
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 'std::vector<char>' of 128.0 KiB (131,049 bytes) is constructed and destroyed on every iteration of this loop{{.*}} [faultline-vector-temporary]
    tmp[i % tmp.size()] = 1;
  }
}

// clear() + resize() on a vector kept across iterations is the fix.
void reused(std::size_t n) {
  std::vector<char> tmp;
  for (std::size_t i = 0; i < n; ++i) {
    tmp.clear();
    tmp.resize(1 << 20);
  }
}

// Template instantiations are checked like the extractor checks them: the size is known per
// instantiation.
template <typename T> void fill(int n) {
  for (int i = 0; i < n; ++i) {
    std::vector<T> v(1 << 18);
    // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: 'std::vector<double>' of 2 MiB (2,097,152 bytes) is constructed{{.*}} [faultline-vector-temporary]
    v[0] = T();
  }
}
template void fill<double>(int);
