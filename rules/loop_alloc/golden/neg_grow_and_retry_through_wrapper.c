// neg_grow_and_retry.cpp's loop with the block from a project wrapper the join resolves
// (`buf = xmalloc(size)`): the loop doubles the size and goes round only while the rendering did
// not fit, so the wrapper's block is remade a bounded number of times, not once per iteration
// (extract's FunctionWalker applies growAndRetryReason to such calls too; the block must be a
// pointer: pos_integer_answer_is_no_grown_block.c under faultline-stdio-in-loop).
#include <stdio.h>
#include <stdlib.h>

void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p)
    abort();
  return p;
}

int render(char *buf, size_t n, int item);

void emit(int item) {
  size_t size = 1 << 20;
  char *buf;
  while (1) {
    buf = xmalloc(size);
    if (render(buf, size, item) >= 0)
      break;
    free(buf);
    size *= 2;
  }
  puts(buf);
  free(buf);
}
