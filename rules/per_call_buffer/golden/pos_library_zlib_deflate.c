// Library model (rules/models/zlib.yaml): deflateInit(&strm, level) hangs ~256 KiB of state on the z_stream it is given (owner-arg 0) and deflateEnd(&strm) releases it; a helper doing both per call, called per record: faultline-per-call-buffer. deflateInit is the macro over deflateInit_ that zlib.h defines; the second helper keeps its stream in a struct field.
#include <stddef.h>

typedef struct z_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
} z_stream;
int deflateInit_(z_stream *strm, int level, const char *version, int stream_size);
int deflateInit2_(z_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflate(z_stream *strm, int flush);
int deflateEnd(z_stream *strm);
#define deflateInit(strm, level) deflateInit_((strm), (level), "1.2.13", (int)sizeof(z_stream))
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(z_stream))

static unsigned zlibmodel_pack(unsigned char *dst, unsigned cap, const unsigned char *src,
                               unsigned n) {
  z_stream strm = {0};
  deflateInit(&strm, 6); // EXPECT: faultline-per-call-buffer
  strm.next_in = src;
  strm.avail_in = n;
  strm.next_out = dst;
  strm.avail_out = cap;
  deflate(&strm, 4);
  unsigned written = cap - strm.avail_out;
  deflateEnd(&strm);
  return written;
}

struct zlibmodel_writer {
  z_stream strm;
  unsigned char out[4096];
};

static int zlibmodel_gzip_record(struct zlibmodel_writer *w, const unsigned char *src, unsigned n) {
  deflateInit2(&w->strm, 6, 8, 31, 8, 0); // EXPECT: faultline-per-call-buffer
  w->strm.next_in = src;
  w->strm.avail_in = n;
  w->strm.next_out = w->out;
  w->strm.avail_out = sizeof w->out;
  int status = deflate(&w->strm, 4);
  deflateEnd(&w->strm);
  return status;
}

unsigned zlibmodel_pack_records(unsigned char *dst, unsigned cap, const unsigned char *src,
                                const unsigned *lens, int count, struct zlibmodel_writer *w) {
  unsigned total = 0;
  for (int i = 0; i < count; ++i) {
    total += zlibmodel_pack(dst + total, cap - total, src, lens[i]);
    zlibmodel_gzip_record(w, src, lens[i]);
    src += lens[i];
  }
  return total;
}
