// Stays a finding: the same capacity test as neg_local_grow_only.cpp, but the capacity and the
// owner are declared inside the loop, so every iteration starts from an empty buffer and
// allocates (and its scope end releases) a 2 MiB block.
#include <cstddef>
#include <memory>

struct RegrowPoint {
  int x, y;
};

void regrow_decode(const unsigned char *item, RegrowPoint *points, std::size_t n);

long regrow_points(const unsigned char *const *items, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i) {
    std::unique_ptr<RegrowPoint[]> points;
    std::size_t points_size = 0;
    const std::size_t n = 1u << 18;
    if (points_size < n) {
      points_size = n;
      points.reset(new RegrowPoint[n]); // EXPECT: faultline-loop-alloc
    }
    regrow_decode(items[i], points.get(), n);
    total += points[0].x;
  }
  return total;
}
