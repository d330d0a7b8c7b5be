// Local grow-only buffers in a per-item loop: the block is replaced only when an item needs more
// than the capacity kept in a local from before the loop (`if (cap < need) { buf.reset(new
// T[need]); cap = need; }`, or `delete[]` then `new` for a raw pointer), so in the steady state
// no iteration allocates or releases anything. The reset frees an earlier, smaller block; the
// last one is freed once, when the variable goes out of scope after the loop.
#include <cstddef>
#include <cstring>
#include <memory>

struct GrowPoint {
  int x, y;
};

void grow_decode(const unsigned char *item, GrowPoint *points, std::size_t n);

long grow_only_points(const unsigned char *const *items, const std::size_t *sizes, int count) {
  std::unique_ptr<GrowPoint[]> points;
  std::size_t points_size = 0;
  long total = 0;
  for (int i = 0; i < count; ++i) {
    std::size_t n = sizes[i];
    if (points_size < n) {
      points_size = n;
      points.reset(new GrowPoint[points_size]);
    }
    grow_decode(items[i], points.get(), n);
    total += points[0].x;
  }
  return total;
}

long grow_only_raw(const unsigned char *const *items, const std::size_t *sizes, int count) {
  unsigned char *buf = nullptr;
  std::size_t cap = 0;
  long total = 0;
  for (int i = 0; i < count; ++i) {
    std::size_t need = sizes[i] * 8 + 12;
    if (need > cap) {
      delete[] buf;
      buf = new unsigned char[need];
      cap = need;
    }
    std::memcpy(buf, items[i], need);
    total += buf[0];
  }
  delete[] buf;
  return total;
}
