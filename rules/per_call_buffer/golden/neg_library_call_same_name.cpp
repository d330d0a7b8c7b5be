// A C++ function named like the C library function it calls (libheif's `std::vector<uint8_t>
// deflate(const uint8_t *, int)` calling zlib's `deflate(&strm, Z_FINISH)`; here the bzip2 form,
// whose names no other golden of this directory calls in a loop): one stream (~7.5 MB of state
// from BZ2_bzCompressInit) per call, and the inner `BZ2_bzCompress(&strm, BZ_FINISH)` is no
// recursion. Clang resolves it to bzlib's function; fast mode sees `&strm`, a bz_stream, passed
// where the C++ function takes a `std::vector<char> *`. Nothing calls the function in a loop,
// so the stream is made once: no finding in either mode.
#include <bzlib.h>
#include <vector>

int BZ2_bzCompress(std::vector<char> *out, char *input, unsigned size) {
  bz_stream strm = {};
  strm.next_in = input;
  strm.avail_in = size;
  strm.next_out = out->data();
  strm.avail_out = static_cast<unsigned>(out->size());
  if (BZ2_bzCompressInit(&strm, 9, 0, 0) != BZ_OK)
    return -1;
  int err = BZ2_bzCompress(&strm, BZ_FINISH);
  BZ2_bzCompressEnd(&strm);
  return err == BZ_STREAM_END ? static_cast<int>(strm.total_out_lo32) : -1;
}
