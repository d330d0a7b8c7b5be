// Functions and lambdas that standard algorithms call once per element (std::transform,
// std::count_if), each allocating and freeing a 1 MiB block per call: per call of the callable,
// which runs per element. faultline-per-call-buffer at each allocation.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>

struct Frame {
  const unsigned char *pixels;
};

static long frame_energy(const Frame &frame) {
  unsigned char *scratch = new unsigned char[1 << 20]; // EXPECT: faultline-per-call-buffer
  std::memcpy(scratch, frame.pixels, 1 << 20);
  long sum = scratch[0] + scratch[(1 << 20) - 1];
  delete[] scratch;
  return sum;
}

void energies(const std::vector<Frame> &frames, std::vector<long> &out) {
  std::transform(frames.begin(), frames.end(), out.begin(), frame_energy);
}

long count_dark_frames(const std::vector<Frame> &frames) {
  auto is_dark = [](const Frame &frame) {
    unsigned char *copy = static_cast<unsigned char *>(std::malloc(1 << 20)); // EXPECT: faultline-per-call-buffer
    if (!copy)
      return false;
    std::memcpy(copy, frame.pixels, 1 << 20);
    bool dark = copy[0] < 16;
    std::free(copy);
    return dark;
  };
  return std::count_if(frames.begin(), frames.end(), is_dark);
}
