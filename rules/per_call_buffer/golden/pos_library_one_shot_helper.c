// Library model with `transient: true` (rules/models/zlib.yaml): a block writer that calls compress2 to deflate each block it finishes (the shape of git's reftable block_writer_finish): compress2 builds and frees a ~262 KiB deflate state inside every call, and the writer is called once per block: faultline-per-call-buffer. Prototypes as in zlib.h.
typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);

struct oneshot_writer {
  unsigned char *buf;
  unsigned long len;
  unsigned char *compressed;
  unsigned long cap;
};

static int oneshot_writer_finish(struct oneshot_writer *w) {
  uLongf dest_len = w->cap;
  int zresult = compress2(w->compressed, &dest_len, w->buf, w->len, 9); // EXPECT: faultline-per-call-buffer
  if (zresult != 0)
    return -1;
  return (int)dest_len;
}

int oneshot_write_log(struct oneshot_writer *w, const unsigned char *const *records,
                      const unsigned long *lens, int count) {
  int written = 0;
  for (int i = 0; i < count; ++i) {
    w->buf = (unsigned char *)records[i];
    w->len = lens[i];
    written += oneshot_writer_finish(w);
  }
  return written;
}
