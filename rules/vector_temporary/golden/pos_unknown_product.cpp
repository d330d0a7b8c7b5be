// A size that grows with two values read at run time (a product of non-constant factors), and
// one that grows with the element count of a container passed in: reported at severity note.
#include <cstddef>
#include <cstdlib>
#include <vector>

double blur_rows(const std::vector<double> &input, int passes) {
  double acc = 0.0;
  for (int p = 0; p < passes; ++p) {
    std::size_t rows = static_cast<std::size_t>(std::rand()), cols = static_cast<std::size_t>(std::rand());
    std::vector<float> grid(rows * cols * 3); // EXPECT: faultline-vector-temporary note
    std::vector<double> copy(input.size()); // EXPECT: faultline-vector-temporary note
    acc += grid.empty() ? 0.0 : grid[0];
    acc += copy.empty() ? 0.0 : copy[0];
  }
  return acc;
}
