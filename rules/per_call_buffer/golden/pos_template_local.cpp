// A function template instantiated for float and called in a loop: every call news and deletes a 256 Ki-element array.
#include <cstddef>

template <typename T>
T blur_row(const T *in, std::size_t width) {
  T *tmp = new T[1 << 18]; // EXPECT: faultline-per-call-buffer
  for (std::size_t i = 0; i < width && i < (1u << 18); ++i)
    tmp[i] = (in[i] + in[i + 1]) / T(2);
  T edge = tmp[0];
  delete[] tmp;
  return edge;
}

float blur_image(const float *const *rows, int height, std::size_t width) {
  float acc = 0;
  for (int y = 0; y < height; ++y)
    acc += blur_row<float>(rows[y], width);
  return acc;
}
