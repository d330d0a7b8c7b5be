// A 64 MiB std::vector<double> per iteration: above 32 MiB it is mmapped every time even with
// glibc's default dynamic threshold (16,385 faults per iteration), hence an error.
#include <cstddef>
#include <vector>

double simulate(int steps) {
  constexpr std::size_t cells = 8u << 20; // 8 Mi doubles = 64 MiB
  double total = 0.0;
  for (int s = 0; s < steps; ++s) {
    std::vector<double> grid(cells); // EXPECT: faultline-vector-temporary error
    grid[static_cast<std::size_t>(s)] = 1.0;
    total += grid[static_cast<std::size_t>(s)];
  }
  return total;
}
