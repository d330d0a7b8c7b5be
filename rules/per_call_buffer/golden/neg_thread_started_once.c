// A thread started once (from use_startup.c, not in a loop) whose function allocates its 1 MiB buffer once per thread, outside any loop: nothing repeats.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void *flusher_main(void *arg) {
  FILE *out = arg;
  char *batch = malloc(1 << 20);
  if (!batch)
    return NULL;
  for (int i = 0; i < 64; ++i)
    batch[i * 4096] = (char)i;
  fwrite(batch, 1, 1 << 20, out);
  free(batch);
  return NULL;
}

int start_flusher(void) {
  pthread_t thread;
  if (pthread_create(&thread, NULL, flusher_main, stdout) != 0)
    return -1;
  return pthread_detach(thread);
}
