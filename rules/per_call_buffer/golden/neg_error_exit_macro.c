// Two 257 KiB tables kept in a function-static record whose address the function returns: they
// are freed only under `error:`, which ends in the project's EXIT(NULL) (`return (x)` or
// `exit (1)`, leaving_macros.h). On success nothing is freed per call (daligner's
// Read_QVcoding, held-out set 30; fast mode read EXIT as a call that returns).
#include <stdio.h>
#include <stdlib.h>

#include "leaving_macros.h"

typedef struct { int lookup[0x10000]; int lens[256]; } Scheme;
typedef struct { Scheme *a, *b; } Coding;

static Scheme *read_scheme(FILE *in) {
  Scheme *s = (Scheme *)malloc(sizeof(Scheme));
  if (s == NULL)
    EXIT(NULL);
  if (fread(s->lens, 1, sizeof s->lens, in) != sizeof s->lens) {
    free(s);
    EXIT(NULL);
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
  EXIT(NULL);
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
