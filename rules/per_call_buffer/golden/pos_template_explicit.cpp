// A function template explicitly instantiated here and called in a loop in use_template_driver.cpp: each call allocates 512 Ki elements through std::unique_ptr<T[]>.
#include <cstddef>
#include <memory>

template <typename T>
T sum_window(const T *in, std::size_t n) {
  std::unique_ptr<T[]> window(new T[512 * 1024]); // EXPECT: faultline-per-call-buffer
  T acc{};
  for (std::size_t i = 0; i < n && i < 512 * 1024; ++i) {
    window[i] = in[i];
    acc += window[i];
  }
  return acc;
}

template double sum_window<double>(const double *, std::size_t);
