/* pthread_create: with the perf method each thread needs its own event and ring (faults.c), so
 * new threads start in a trampoline that opens them, registers the thread for its exit-time
 * flush, then runs the program's start routine unchanged. */
#include "rt.h"

#include <stdlib.h>

void rt_register_thread(void);

struct trampoline {
  void *(*start)(void *);
  void *arg;
};

static void *thread_start(void *p) {
  struct trampoline t = *(struct trampoline *)p;
  real_free(p);
  rt_self.depth++;
  rt_faults_thread_start();
  rt_register_thread();
  rt_self.depth--;
  return t.start(t.arg);
}

RT_EXPORT int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
                             void *(*start)(void *), void *arg) {
  if (!real_pthread_create)
    rt_ready();
  if (!real_pthread_create)
    return 11; /* EAGAIN: cannot happen with glibc >= 2.34 (pthread_create is in libc) */
  if (rt_self.depth || !rt_ready() || rt.method != RT_METHOD_PERF)
    return real_pthread_create(thread, attr, start, arg);
  struct trampoline *t = real_malloc(sizeof *t);
  if (!t)
    return real_pthread_create(thread, attr, start, arg);
  t->start = start;
  t->arg = arg;
  int r = real_pthread_create(thread, attr, thread_start, t);
  if (r != 0)
    real_free(t);
  return r;
}
