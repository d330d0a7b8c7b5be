// The same constant store, but a call given the object comes between it and the allocation
// (`q->length = 30000; golden_apply_envelope(q); p = malloc(q->length * 2);`): the callee may
// store another length, so the size is the unknown field of a parameter again and the block,
// allocated once per call of shaped_sample from shape_instruments' loop, keeps its note
// (faultline-loop-alloc.md, "Unknown sizes", item 13).
#include <stdlib.h>

struct golden_shaped {
  unsigned int length, flags;
};

void golden_apply_envelope(struct golden_shaped *s);
int golden_read_shaped(struct golden_shaped *s, const char *data, unsigned int bytes);

int shaped_sample(struct golden_shaped *q) {
  q->length = 30000;
  golden_apply_envelope(q);
  char *p = (char *)malloc(q->length * sizeof(char) * 2); // EXPECT: faultline-per-call-buffer note
  if (!p)
    return -1;
  int rc = golden_read_shaped(q, p, q->length * 2);
  free(p);
  return rc;
}

int shape_instruments(struct golden_shaped *samples, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= shaped_sample(&samples[i]);
  return rc;
}
