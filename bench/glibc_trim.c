/* What glibc's allocator does with N large blocks allocated, written and freed together per
 * iteration: minor faults per iteration after the first two (getrusage of the working thread).
 *   glibc_trim N MIB ITERS [thread]
 * Driven by bench/glibc_trim.py under several malloc settings (docs/runtime.md, "Trimming"). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static int nblocks, iters;
static size_t size;

static long thread_minflt(void) {
  struct rusage ru;
  getrusage(RUSAGE_THREAD, &ru);
  return ru.ru_minflt;
}

static void *work(void *unused) {
  (void)unused;
  char *b[16];
  long start = 0;
  for (int i = 0; i < iters; ++i) {
    if (i == 2)
      start = thread_minflt();
    for (int k = 0; k < nblocks; ++k) {
      b[k] = malloc(size);
      memset(b[k], k + i, size);
    }
    for (int k = 0; k < nblocks; ++k)
      free(b[k]);
  }
  printf("%.1f\n", (double)(thread_minflt() - start) / (iters - 2));
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 4)
    return 2;
  nblocks = atoi(argv[1]);
  size = (size_t)(atof(argv[2]) * 1048576);
  iters = atoi(argv[3]);
  if (nblocks < 1 || nblocks > 16 || iters < 3)
    return 2;
  if (argc > 4) {
    pthread_t t;
    pthread_create(&t, NULL, work, NULL);
    pthread_join(t, NULL);
  } else {
    work(NULL);
  }
  return 0;
}
