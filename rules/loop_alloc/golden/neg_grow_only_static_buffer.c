// A grow-only buffer of static storage (nauty's DYNALLOC1 idiom): one global buffer grown in
// several cases of a command loop, each behind `if (need > capacity)` with a capacity of static
// storage that the branch sets. The `free` in one case releases a smaller earlier block only when
// a command needs more than every earlier one; no iteration allocates or frees in the steady
// state. No finding (faultline-loop-alloc.md, "a grow-only buffer of static storage").
#include <stdio.h>
#include <stdlib.h>

#define GOLDEN_DYNALLOC1(type, name, name_sz, sz)                                             \
  if ((size_t)(sz) > name_sz) {                                                              \
    if (name_sz)                                                                             \
      free(name);                                                                            \
    name_sz = (sz);                                                                          \
    if ((name = (type *)malloc((size_t)(sz) * sizeof(type))) == NULL)                        \
      abort();                                                                               \
  }

static int *golden_lab;
static size_t golden_lab_sz;

int golden_command_loop(FILE *in) {
  int n, c, sum = 0;
  while ((c = getc(in)) != EOF) {
    switch (c) {
    case 'n':
      if (fscanf(in, "%d", &n) != 1)
        return -1;
      GOLDEN_DYNALLOC1(int, golden_lab, golden_lab_sz, n);
      golden_lab[0] = n;
      break;
    case 'm':
      if (fscanf(in, "%d", &n) != 1)
        return -1;
      GOLDEN_DYNALLOC1(int, golden_lab, golden_lab_sz, 2 * n);
      sum += golden_lab[0];
      break;
    }
  }
  return sum;
}
