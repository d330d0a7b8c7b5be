// The loop that calls spectrum_peak (pos_vector_helper.cpp) once per frame.
#include <cstddef>

double spectrum_peak(const double *signal, std::size_t n);

double analyse_frames(const double *const *frames, int count, std::size_t n) {
  double acc = 0;
  for (int i = 0; i < count; ++i)
    acc += spectrum_peak(frames[i], n);
  return acc;
}
