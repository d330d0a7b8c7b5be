// A callee chosen by an #ifdef group and called after it (idzebra's records.c, held-out set 36):
// each branch balances its brackets but ends in a name, and the argument list follows the
// #endif. Fast mode keeps the first branch (SplitConditionals.h), so the call is read; a group
// whose branches are whole statements is read as before, both branches.
int BZ2_bzBuffToBuffCompress(char *dest, unsigned *destLen, char *source, unsigned sourceLen,
                             int blockSize100k, int verbosity, int workFactor);
int bzBuffToBuffCompress(char *dest, unsigned *destLen, char *source, unsigned sourceLen,
                         int blockSize100k, int verbosity, int workFactor);

int flush_shared(char *out, char *in, unsigned n) {
  unsigned size = n + (n >> 6) + 620;
  int i;
#ifdef BZ_CONFIG_ERROR
  i = BZ2_bzBuffToBuffCompress
#else
  i = bzBuffToBuffCompress
#endif
      (out, &size, in, n, 1, 0, 30);
  return i == 0 ? (int)size : 0;
}
// CHECK-NOT: syntax-errors
// CHECK: function flush_shared 10:5
// CHECK: call BZ2_bzBuffToBuffCompress 14:7
// CHECK-NOT: call bzBuffToBuffCompress

int whole_branches(char *out, char *in, unsigned n) {
  unsigned size = n;
#ifdef BZ_CONFIG_ERROR
  return BZ2_bzBuffToBuffCompress(out, &size, in, n, 1, 0, 30);
#else
  return bzBuffToBuffCompress(out, &size, in, n, 1, 0, 30);
#endif
}
// CHECK: function whole_branches 26:5
// CHECK: call BZ2_bzBuffToBuffCompress 29:10
// CHECK: call bzBuffToBuffCompress 31:10
