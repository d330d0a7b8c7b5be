// A worker started with pthread_create whose loop mallocs and frees 1 MiB per job: faultline-loop-alloc, with a note that it runs on a thread (per-thread arenas).
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct job_queue {
  const unsigned char *const *jobs;
  int count;
  long result;
};

static void *match_worker(void *arg) {
  struct job_queue *q = arg;
  for (int i = 0; i < q->count; ++i) {
    unsigned char *state = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!state)
      break;
    memcpy(state, q->jobs[i], 1 << 20);
    q->result += state[4095];
    free(state);
  }
  return NULL;
}

int start_matchers(struct job_queue *queues, pthread_t *threads, int n) {
  for (int t = 0; t < n; ++t)
    if (pthread_create(&threads[t], NULL, match_worker, &queues[t]) != 0)
      return -1;
  return 0;
}
