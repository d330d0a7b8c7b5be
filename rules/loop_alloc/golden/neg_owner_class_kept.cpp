// The owner class of pos_owner_class_stack.cpp made once before the loop and reused by every iteration: no finding.
#include <cstddef>
#include <cstdint>
#include <vector>

class ReusedTable {
public:
  explicit ReusedTable(std::size_t nodes) : seen(nodes) {}
  void clear() { seen.assign(seen.size(), 0); }
  bool mark(std::size_t i) {
    bool was = seen[i] != 0;
    seen[i] = 1;
    return was;
  }

private:
  std::vector<std::uint8_t> seen;
};

int count_repeats(const std::size_t *const *walks, int count, int length) {
  int repeats = 0;
  ReusedTable table(1 << 20);
  for (int w = 0; w < count; ++w) {
    table.clear();
    for (int k = 0; k < length; ++k)
      repeats += table.mark(walks[w][k] % (1 << 20));
  }
  return repeats;
}
