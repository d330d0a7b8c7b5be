// Library models with `transient: true` (rules/models/): compress2 called once, outside any loop, makes its ~262 KiB deflate state once: no finding. uncompress is not modelled (it inflates straight into the caller's buffer: ~7 KiB of state), so uncompress in a loop is no finding either. Prototypes as in zlib.h.
typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);
int uncompress(unsigned char *dest, uLongf *destLen, const unsigned char *source,
               unsigned long sourceLen);

unsigned long oneshot_once(unsigned char *out, const unsigned char *in, unsigned long n) {
  uLongf len = 1 << 20;
  if (compress2(out, &len, in, n, 9) != 0)
    return 0;
  return len;
}

unsigned long oneshot_uncompress_each(unsigned char *out, const unsigned char *const *blocks,
                                      const unsigned long *lens, int count) {
  unsigned long total = 0;
  for (int i = 0; i < count; ++i) {
    uLongf len = 1 << 16;
    uncompress(out, &len, blocks[i], lens[i]);
    total += len;
  }
  return total;
}
