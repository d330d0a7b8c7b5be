// faultline-vector-temporary's fix, applied by `faultline check --fix` and proven by a rerun
// under the shim (tests/cli/test_fixes.py): a 1 MiB std::vector<char> value-initialised on
// every iteration faults in 257 pages per iteration when glibc's mmap threshold is pinned;
// hoisted and reset with clear() and resize(), its block is mapped once.
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100;
  const std::size_t size = 1 << 20;
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<char> buf(size);
    for (std::size_t j = 0; j < size; j += 4096)
      buf[j] = static_cast<char>(buf[j] + i);
    sum += buf[(i * 4096) % size] + buf[size - 1];
  }
  std::printf("%ld\n", sum);
  return 0;
}
// CHECK-FIXES: {{^}}  long sum = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::vector<char> buf;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    buf.clear();{{$}}
// CHECK-FIXES-NEXT: {{^}}    buf.resize(size);{{$}}
// CHECK-FIXES-NEXT: {{^}}    for (std::size_t j = 0; j < size; j += 4096){{$}}
