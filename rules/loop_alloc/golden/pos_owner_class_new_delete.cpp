// A class that takes a 1 MiB block from new[] in its constructor and deletes it in its destructor, made with `new` and deleted every iteration: faultline-loop-alloc at the new-expression.
#include <cstddef>
#include <cstring>

class FrameBuffer {
public:
  explicit FrameBuffer(std::size_t bytes) : pixels_(new unsigned char[bytes]), size_(bytes) {}
  ~FrameBuffer() { delete[] pixels_; }
  void fill(unsigned char v) { std::memset(pixels_, v, size_); }
  unsigned char at(std::size_t i) const { return pixels_[i]; }

private:
  unsigned char *pixels_;
  std::size_t size_;
};

unsigned render_frames(const unsigned char *levels, int frames) {
  unsigned sum = 0;
  for (int f = 0; f < frames; ++f) {
    FrameBuffer *frame = new FrameBuffer(1024 * 1024); // EXPECT: faultline-loop-alloc warning
    frame->fill(levels[f]);
    sum += frame->at(f);
    delete frame;
  }
  return sum;
}
