// A decoder class whose constructor mallocs its window (argument 1 x 2 bytes) and whose destructor frees it, made with std::make_unique per call of a helper that a loop calls: faultline-per-call-buffer at the make_unique call.
#include <cstddef>
#include <cstdlib>
#include <memory>

class WindowDecoder {
public:
  explicit WindowDecoder(std::size_t window) : window_(static_cast<char *>(std::malloc(window * 2))) {}
  ~WindowDecoder() { std::free(window_); }
  int decode(const char *in) {
    window_[0] = in[0];
    return window_[0];
  }

private:
  char *window_;
};

static int decode_record(const char *record) {
  auto decoder = std::make_unique<WindowDecoder>(1 << 20); // EXPECT: faultline-per-call-buffer
  return decoder->decode(record);
}

int decode_all(const char *const *records, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i)
    sum += decode_record(records[i]);
  return sum;
}
