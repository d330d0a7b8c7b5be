// neg_one_shot_retried_with_grown_block.c's counterpart: the loop goes over records, not over
// tries (the output buffer is the caller's, its size never doubles), so the decompressor
// BZ2_bzBuffToBuffDecompress makes inside the call is made and freed once per record.
#define BZ_OK 0
int BZ2_bzBuffToBuffDecompress(char *dest, unsigned *destLen, char *source, unsigned sourceLen,
                               int small, int verbosity);
void consume(const char *data, unsigned n);

int unpack_all(char **records, const unsigned *sizes, int n, char *out, unsigned cap) {
  for (int i = 0; i < n; ++i) {
    unsigned size = cap;
    int r = BZ2_bzBuffToBuffDecompress(out, &size, records[i], sizes[i], 0, 0); // EXPECT: faultline-loop-alloc
    if (r != BZ_OK)
      return -1;
    consume(out, size);
  }
  return 0;
}
