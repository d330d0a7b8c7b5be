// A size read from a field that every path has just given a constant (libmodplug's PATsample
// fallback for a missing patch: `q->nLength = 30000; q->nLoopEnd = 30000; q->uFlags |= LOOP;
// p = malloc(q->nLength * sizeof(char) * 2);`): the stores in between touch other fields and no
// call is given `q`, so the block is 60,000 bytes, below the threshold, and nothing is reported
// although silent_sample runs once per instrument (faultline-loop-alloc.md, "Unknown sizes",
// item 13).
#include <stdlib.h>

struct golden_sample {
  unsigned int length, loop_start, loop_end, volume, flags;
};

int golden_read_sample(struct golden_sample *s, const char *data, unsigned int bytes);

int silent_sample(struct golden_sample *q) {
  q->length = 30000;
  q->loop_start = 0;
  q->loop_end = 30000;
  q->volume = 256;
  q->flags |= 1;
  char *p = (char *)malloc(q->length * sizeof(char) * 2);
  if (!p)
    return -1;
  for (unsigned int i = 0; i < q->length * 2; ++i)
    p[i] = 0;
  int rc = golden_read_sample(q, p, q->length * 2);
  free(p);
  return rc;
}

int silence_instruments(struct golden_sample *samples, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= silent_sample(&samples[i]);
  return rc;
}
