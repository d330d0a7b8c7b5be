// A class whose constructor sizes a std::vector member (1 MiB) and whose implicit destructor frees it, made on the stack every iteration: faultline-loop-alloc at the construction, naming the class.
#include <cstddef>
#include <cstdint>
#include <vector>

class VisitTable {
public:
  explicit VisitTable(std::size_t nodes) : visited(nodes) {}
  bool visit(std::size_t i) {
    bool seen = visited[i] != 0;
    visited[i] = 1;
    return seen;
  }

private:
  std::vector<std::uint8_t> visited;
};

int count_revisits(const std::size_t *const *walks, int count, int length) {
  int revisits = 0;
  for (int w = 0; w < count; ++w) {
    VisitTable table(1 << 20); // EXPECT: faultline-loop-alloc warning
    for (int k = 0; k < length; ++k)
      revisits += table.visit(walks[w][k] % (1 << 20));
  }
  return revisits;
}
