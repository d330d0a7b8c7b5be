// The same shape with a large argument: 2 MiB of padding value-initialised per call (an error:
// use_malloc_tuning.c pins the threshold); the later `++width` does not hide the size the caller
// passed.
#include <string>

static void pad_record(int width, std::string *out) {
  std::string padding(width * 2, ' '); // EXPECT: faultline-vector-temporary error
  ++width;
  *out += padding;
  out->push_back(static_cast<char>('0' + width % 10));
}

void pad_all(int n, std::string *out) {
  for (int i = 0; i < n; ++i)
    pad_record(1 << 20, out);
}
