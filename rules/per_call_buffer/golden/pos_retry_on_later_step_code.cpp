// A retry loop whose code comes from a later step stored in the same variable (bamtools'
// BgzfStream::DeflateBlock, held-out set 15): `status = deflateInit2(...)`, checked, then
// `status = deflate(&zs, Z_FINISH)`; when that is Z_OK the block did not fit, and the loop goes
// round with less input; on Z_STREAM_END it breaks. The loop repeats only on that one code, so
// deflateInit2's ~256 KiB of state is made once per call of the writer in normal operation, and
// the writer runs once per block written: reported per call, not per iteration (an error: this
// golden program pins the mmap threshold elsewhere). The retry code is
// 0 here: it counts because the same value is also compared with another code (Z_STREAM_END)
// and only while `status` holds deflate's result (the `status != Z_OK` checks of deflateInit2 and
// deflateEnd test other values). rules/loop_alloc/golden/pos_loop_on_success_code.c is the loop
// that goes round on the success code instead.
#include <stdexcept>

#define BGZF_Z_OK 0
#define BGZF_Z_STREAM_END 1
#define BGZF_Z_FINISH 4

extern "C" {
struct bgzfz_stream {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  unsigned long total_out;
  void *state;
};
int deflateInit2_(bgzfz_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflate(bgzfz_stream *strm, int flush);
int deflateEnd(bgzfz_stream *strm);
}
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(bgzfz_stream))

unsigned long bgzf_deflate_block(const unsigned char *block, int length, unsigned char *out,
                                 unsigned cap) {
  int input = length;
  while (true) {
    bgzfz_stream zs = {};
    zs.next_in = block;
    zs.avail_in = static_cast<unsigned>(input);
    zs.next_out = out;
    zs.avail_out = cap;
    int status = deflateInit2(&zs, 6, 8, -15, 8, 0); // EXPECT: faultline-per-call-buffer error
    if (status != BGZF_Z_OK)
      throw std::runtime_error("deflateInit2 failed");
    status = deflate(&zs, BGZF_Z_FINISH);
    if (status != BGZF_Z_STREAM_END) {
      deflateEnd(&zs);
      if (status == BGZF_Z_OK) {
        input -= 1024;
        if (input < 0)
          throw std::runtime_error("input reduction failed");
        continue;
      }
      throw std::runtime_error("deflate failed");
    }
    status = deflateEnd(&zs);
    if (status != BGZF_Z_OK)
      throw std::runtime_error("deflateEnd failed");
    return zs.total_out;
  }
}

unsigned long bgzf_write_blocks(const unsigned char *const *blocks, int count, unsigned char *out,
                                unsigned cap) {
  unsigned long written = 0;
  for (int b = 0; b < count; ++b)
    written += bgzf_deflate_block(blocks[b], 65280, out, cap);
  return written;
}
