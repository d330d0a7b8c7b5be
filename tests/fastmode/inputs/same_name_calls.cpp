// A call with the walked function's own name that cannot be that function is no recursive call,
// so fast mode keeps no call site for it (its name-based key would join it back to the caller):
// `::f()` inside a namespace, another argument count, or `&object` of a type the parameter's
// pointer cannot take (zlib's deflate inside a C++ deflate). A real self-call stays.
#include <cstdint>
#include <vector>

struct z_stream_s { int avail_in; };
typedef struct z_stream_s z_stream;
extern "C" int deflate(z_stream *strm, int flush);
extern "C" int compress_block(const char *data, int n);

std::vector<uint8_t> deflate(const uint8_t *input, int size) {
  z_stream strm;
  strm.avail_in = size;
  int err = deflate(&strm, 4);
  std::vector<uint8_t> out(input, input + (err > 0 ? size : 0));
  return out;
}
// CHECK: function deflate 13:22
// CHECK-NOT: call deflate
// CHECK-NOT: block
// CHECK: params keys=[input@13:45|size@13:56]

namespace codec {
int compress_block(const char *data, int n) {
  if (n > 1)
    return compress_block(data, n / 2) + compress_block(data + n / 2, n - n / 2);
  return ::compress_block(data, n);
}
} // namespace codec
// CHECK: function codec::compress_block 26:5
// CHECK-NEXT: call compress_block 28:12
// CHECK-NEXT: call compress_block 28:42
// CHECK-NEXT: params

int count_words(const char *text, int limit) {
  if (limit > 0)
    return count_words(text);
  return text ? count_words(text + 1, limit - 1) : 0;
}
// CHECK: function count_words 37:5
// CHECK-NEXT: call count_words 40:17
// CHECK-NEXT: params
