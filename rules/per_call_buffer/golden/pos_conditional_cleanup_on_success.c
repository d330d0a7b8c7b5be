// neg_static_struct_kept_on_success.c's scheme reader used by a function that frees the scheme
// at its end with the same conditional frees, then returns success: the 257 KiB block is made
// and released on every call of the loop.
#include <stdio.h>
#include <stdlib.h>

typedef struct { int lookup[0x10000]; int lens[256]; } Scheme;

static Scheme *read_scheme(FILE *in) {
  Scheme *s = (Scheme *)malloc(sizeof(Scheme));
  if (s == NULL)
    return NULL;
  if (fread(s->lens, 1, 256, in) != 256) {
    free(s);
    return NULL;
  }
  return s;
}

int decode_block(FILE *in, int *out) {
  Scheme *a = read_scheme(in); // EXPECT: faultline-per-call-buffer
  Scheme *b = a ? read_scheme(in) : NULL; // EXPECT: faultline-per-call-buffer
  if (a && b)
    *out = a->lens[0] + b->lens[0];
  if (a != NULL)
    free(a);
  if (b != NULL)
    free(b);
  return 0;
}

int decode_all(FILE *in, int *out, int n) {
  for (int i = 0; i < n; i++)
    if (decode_block(in, &out[i]) < 0)
      return -1;
  return 0;
}
