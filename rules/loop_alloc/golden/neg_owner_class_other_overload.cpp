// An owner class with two constructors: Histogram(bins) sizes a 1 MiB-per-million vector of bins,
// Histogram() allocates nothing. A loop that makes the empty one (and copies a histogram made
// before it) allocates nothing per iteration: no finding. Fast mode names a constructor by its
// class alone (`Histogram::Histogram`), so the join must not size `Histogram empty;` with
// Histogram(bins)'s parameter, which that construction does not pass.
#include <cstddef>
#include <vector>

class Histogram {
public:
  Histogram() {}
  explicit Histogram(std::size_t bins) : counts(bins) {}
  void add(std::size_t bin) {
    if (bin < counts.size())
      ++counts[bin];
  }
  std::size_t bins() const { return counts.size(); }

private:
  std::vector<unsigned> counts;
};

std::size_t count_empty(const Histogram &model, int rounds) {
  std::size_t total = 0;
  for (int r = 0; r < rounds; ++r) {
    Histogram empty;
    Histogram copy(model);
    empty.add(static_cast<std::size_t>(r));
    total += empty.bins() + copy.bins();
  }
  return total;
}
