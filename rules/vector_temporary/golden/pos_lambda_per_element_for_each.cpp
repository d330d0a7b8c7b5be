// A lambda given to std::for_each that makes a 1 MiB std::vector per element: the algorithm
// calls the lambda once per row, as a `for` loop calling it would, so the vector is made and
// destroyed per element. faultline-vector-temporary at the construction, naming std::for_each
// (its loop is in a system header; the algorithm is modelled, PerElementAlgorithms.h).
#include <algorithm>
#include <cstddef>
#include <vector>

struct SmoothedRow {
  double v[8];
};

double smooth_all_rows(std::vector<SmoothedRow> &rows) {
  double total = 0;
  std::for_each(rows.begin(), rows.end(), [&](SmoothedRow &row) {
    std::vector<double> window(1 << 17); // EXPECT: faultline-vector-temporary warning
    for (std::size_t i = 0; i < window.size(); ++i)
      window[i] = row.v[i % 8];
    total += window[window.size() / 2];
  });
  return total;
}
