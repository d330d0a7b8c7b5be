// A vector declared in the body and sized with resize(n): same cost as constructing it with n.
#include <cstddef>
#include <vector>

float blur_rows(const float *img, int rows) {
  const std::size_t width = 512 * 1024;
  float acc = 0.0f;
  for (int r = 0; r < rows; ++r) {
    std::vector<float> row;
    row.resize(width); // EXPECT: faultline-vector-temporary
    for (std::size_t i = 1; i < width; ++i)
      row[i] = 0.5f * (img[i] + img[i - 1]);
    acc += row[width - 1];
  }
  return acc;
}
