// std::make_unique<char[]>(n) of 1 MiB per iteration: value-initialised, destroyed at scope end.
#include <cstddef>
#include <cstring>
#include <memory>

int scan(const char *const *inputs, int n) {
  int hits = 0;
  for (int i = 0; i < n; ++i) {
    auto buf = std::make_unique<char[]>(1 << 20); // EXPECT: faultline-loop-alloc
    std::strncpy(buf.get(), inputs[i], (1 << 20) - 1);
    hits += buf[0] == '#';
  }
  return hits;
}
