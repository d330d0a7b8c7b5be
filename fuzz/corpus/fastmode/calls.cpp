// Call sites for the cross-file join: name-based keys ("fast:<name>"), constant and affine
// arguments, lambdas called through a variable, thread starts, templates analysed as written.
#include <cstddef>
#include <thread>
#include <vector>

void *scratch(std::size_t n);
void work(int i);

template <typename T> T sum(const std::vector<T> &v, std::size_t n) {
  std::vector<T> copy(n);
  // CHECK: function sum 10:25
  // CHECK: block 0 container 'std::vector<T>' 11:18 loop=-1 var=copy size=? expr='n * sizeof(T)' param=1
  T total{};
  for (std::size_t i = 0; i < n; ++i)
    total += v[i];
  return total;
}

void driver(int rounds, std::size_t len) {
  auto each = [&](int i) { work(i); };
  for (int r = 0; r < rounds; ++r) {
    scratch(4 * len + 64);
    each(r);
    std::thread t(work, r);
    t.join();
  }
}
// CHECK: function driver 20:6
// CHECK: call scratch 23:5 loop=0 args=[4*p1+64]
// CHECK-NEXT: call driver::(lambda at line 21) 24:5 loop=0
// CHECK-NEXT: call work 25:17 loop=0 {{.*}} starts-thread
// CHECK: function driver::(lambda at line 21) 21:15
// CHECK-NEXT: call work 21:28 loop=-1
