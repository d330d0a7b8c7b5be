// The fix of pos_per_element_transform.cpp: the lambda std::for_each calls per element works in
// a buffer made once before the algorithm and captured by reference, and a comparator given to
// std::sort (not modelled: its calls are comparisons, not elements) allocates nothing. Nothing
// is made per element: no finding.
#include <algorithm>
#include <cstring>
#include <vector>

struct Tile {
  const unsigned char *pixels;
  long weight;
};

long tile_energy(std::vector<Tile> &tiles) {
  std::vector<unsigned char> scratch(1 << 20);
  long sum = 0;
  std::for_each(tiles.begin(), tiles.end(), [&](const Tile &tile) {
    std::memcpy(scratch.data(), tile.pixels, scratch.size());
    sum += scratch[0];
  });
  std::sort(tiles.begin(), tiles.end(),
            [](const Tile &a, const Tile &b) { return a.weight < b.weight; });
  return sum;
}
