// Library model (rules/models/bzip2.yaml): the bzip2 command's shape. compress_file opens a
// BZFILE per input file with BZ2_bzWriteOpen (~7.2 MiB of compression state at block size 900k)
// and closes it with BZ2_bzWriteClose, whose handle is the *second* argument (`release-arg: 1`):
// faultline-per-call-buffer at BZ2_bzWriteOpen. Prototypes as in bzlib.h.
#include <stdio.h>

typedef void BZFILE;
BZFILE *BZ2_bzWriteOpen(int *bzerror, FILE *f, int blockSize100k, int verbosity, int workFactor);
void BZ2_bzWrite(int *bzerror, BZFILE *b, void *buf, int len);
void BZ2_bzWriteClose(int *bzerror, BZFILE *b, int abandon, unsigned int *nbytes_in,
                      unsigned int *nbytes_out);

static int compress_file(FILE *in, FILE *out) {
  int err = 0;
  char buf[4096];
  BZFILE *bz = BZ2_bzWriteOpen(&err, out, 9, 0, 30); // EXPECT: faultline-per-call-buffer
  if (!bz)
    return -1;
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, in)) > 0)
    BZ2_bzWrite(&err, bz, buf, (int)n);
  BZ2_bzWriteClose(&err, bz, 0, NULL, NULL);
  return err;
}

int compress_all(FILE **ins, FILE **outs, int count) {
  int errors = 0;
  for (int i = 0; i < count; ++i)
    errors += compress_file(ins[i], outs[i]) != 0;
  return errors;
}
