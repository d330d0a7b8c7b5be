// daligner's Read_QVcoding (DB library, held-out set 30): each 257 KiB decoding scheme is
// stored in a field of a function-static struct whose address is returned; the schemes are
// freed only under the `error:` label, a run of conditional frees ending in `return NULL`. On
// success the caller keeps them (Open_QVs copies the struct per file), so nothing is released
// per call. Fast mode read the release as the call's own when another `if (...) free(...)`
// followed it before the failure return.
#include <stdio.h>
#include <stdlib.h>

typedef struct { int lookup[0x10000]; int lens[256]; } Scheme;
typedef struct { Scheme *a, *b; } Coding;

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

Coding *read_coding(FILE *in) {
  static Coding coding;
  coding.a = NULL;
  coding.b = NULL;
  coding.a = read_scheme(in);
  if (coding.a == NULL)
    goto error;
  coding.b = read_scheme(in);
  if (coding.b == NULL)
    goto error;
  return &coding;

error:
  if (coding.a != NULL)
    free(coding.a);
  if (coding.b != NULL)
    free(coding.b);
  return NULL;
}

int open_all(FILE *in, Coding *out, int n) {
  for (int i = 0; i < n; i++) {
    Coding *c = read_coding(in);
    if (c == NULL)
      return -1;
    out[i] = *c;
  }
  return 0;
}
