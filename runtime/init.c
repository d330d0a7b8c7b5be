/* Start-up, configuration from the environment, fork handling and the exit-time report.
 *   FAULTLINE_RT_DIR       directory for reports (no report without it)
 *   FAULTLINE_RT_MIN_SIZE  floor in bytes for tracing a block (default 65536)
 *   FAULTLINE_RT_METHOD    auto (default) | getrusage: force the fallback even if perf works
 *   FAULTLINE_RT_SAMPLE_PERIOD  faults per perf sample (default 16, see faults.c) */
#include "rt.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

struct rt_state rt;
__thread struct rt_thread rt_self __attribute__((tls_model("initial-exec")));
struct rt_hot rt_hot;

static pthread_key_t thread_key;

uint64_t rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t rt_ticks_to_ns(uint64_t ticks) {
#if defined(__x86_64__) || defined(__i386__)
  uint64_t dt = rt_ticks() - rt.start_ticks, dn = rt_now_ns() - rt.start_ns;
  if (dt == 0 || dn == 0)
    return 0;
  return (uint64_t)((double)ticks * ((double)dn / (double)dt));
#else
  return ticks;
#endif
}

/* May free() and realloc() read glibc's chunk header at p-8 to tell a small block from one
 * that may be tracked (rt_untracked in rt.h), and may blocks.c read its IS_MMAPPED bit?
 * Safe for glibc's malloc: every pointer it hands out follows a chunk header whose size word
 * (at p-8: the chunk size | PREV_INUSE 1 | IS_MMAPPED 2 | NON_MAIN_ARENA 4) is at least the
 * request + 8, also for memalign'ed and mmapped chunks, and glibc's own free() reads that very
 * word first, so reading it first can neither fault nor change anything. Guarded: only when
 * the next malloc is libc's (not a malloc-replacing library, not libc_malloc_debug.so), on
 * x86 (no memory tagging), and when this self-test finds the layout on live blocks: the size
 * word covers the request and equals malloc_usable_size + 8 (+ 16 if mmapped). Otherwise free()
 * asks malloc_usable_size before any lookup, and blocks are not classified as mmapped. */
static int chunk_headers_usable(void) {
#if defined(__x86_64__) || defined(__i386__)
  static const size_t sizes[] = {1, 24, 200, 1000, 4000, 40000};
  enum { N = sizeof sizes / sizeof sizes[0] };
  void *p[N];
  int ok = rt.glibc_malloc && real_malloc && real_free && real_malloc_usable_size &&
           !strstr(rt.env_tunables, "mem.tagging");
  for (int i = 0; i < N; ++i)
    p[i] = ok ? real_malloc(sizes[i]) : NULL;
  for (int i = 0; i < N; ++i) {
    if (!p[i]) {
      ok = 0;
      continue;
    }
    /* Usable size: the chunk minus its size word, minus the prev_size word too when mmapped
     * (a GLIBC_TUNABLES threshold below these sizes makes some of them mmapped). */
    size_t word = ((size_t *)p[i])[-1], size = word & ~(size_t)7;
    size_t overhead = (word & 2) ? 2 * sizeof(size_t) : sizeof(size_t);
    if (size < sizes[i] + sizeof(size_t) || real_malloc_usable_size(p[i]) + overhead != size)
      ok = 0;
    real_free(p[i]);
  }
  return ok;
#else
  return 0;
#endif
}

int rt_gettid(void) {
  if (!rt_self.tid)
    rt_self.tid = (int)syscall(SYS_gettid);
  return rt_self.tid;
}

/* getenv without allocation; environ may be changed by the program later, so copy now. */
static void copy_env(char *dst, size_t cap, const char *name) {
  const char *v = getenv(name);
  dst[0] = 0;
  if (v) {
    strncpy(dst, v, cap - 1);
    dst[cap - 1] = 0;
  }
}

static void collect_malloc_env(void) {
  extern char **environ;
  size_t n = 0;
  rt.env_malloc[0] = 0;
  for (char **e = environ; e && *e; ++e) {
    if (strncmp(*e, "MALLOC_", 7) != 0)
      continue;
    size_t len = strlen(*e);
    if (n + len + 2 >= sizeof rt.env_malloc)
      break;
    if (n)
      rt.env_malloc[n++] = ';';
    memcpy(rt.env_malloc + n, *e, len);
    n += len;
    rt.env_malloc[n] = 0;
  }
}

static void thread_destructor(void *unused) { rt_thread_exit(); }

static void before_fork(void) { rt_blocks_lock(); }
static void after_fork_parent(void) { rt_blocks_unlock(); }
static void after_fork_child(void) {
  /* The child is a new process: it writes its own report covering only what it does. */
  rt.pid = getpid();
  rt.start_ns = rt_now_ns();
  rt.start_ticks = rt_ticks();
  atomic_store(&rt.reported, 0);
  rt_self.tid = 0;
  struct rusage ru; /* the child's account starts at the fork */
  rt.minflt_at_start = getrusage(RUSAGE_SELF, &ru) == 0 ? (uint64_t)ru.ru_minflt : 0;
  atomic_store(&rt.trims, 0);
  atomic_store(&rt.trimmed_bytes, 0);
  rt_blocks_after_fork_child();
  rt_sites_reset_after_fork();
  rt_timeline_after_fork_child();
  rt_streams_after_fork_child();
  rt_faults_after_fork_child();
}

/* The shim's settings and the allocator environment it reports. Read in rt_init, and again in
 * the constructor when rt_init ran before libc had set up environ: a sanitizer's runtime
 * (ASan's .preinit_array) can call a hooked function that early, and getenv then finds
 * nothing. */
static int environment_late;
static void read_environment(void) {
  extern char **environ;
  environment_late = environ == NULL;
  rt.min_size = 65536;
  const char *min = getenv("FAULTLINE_RT_MIN_SIZE");
  if (min && *min) {
    char *end;
    unsigned long long v = strtoull(min, &end, 10);
    if (*end == 0 && v > 0)
      rt.min_size = (size_t)v;
  }
  const char *period = getenv("FAULTLINE_RT_SAMPLE_PERIOD");
  if (period && *period) {
    char *end;
    unsigned long long v = strtoull(period, &end, 10);
    if (*end == 0 && v > 0 && v <= 4096)
      rt_sample_period = v;
  }
  const char *method = getenv("FAULTLINE_RT_METHOD");
  rt.force_fallback = method && (!strcmp(method, "getrusage") || !strcmp(method, "fallback"));
  copy_env(rt.dir, sizeof rt.dir, "FAULTLINE_RT_DIR");
  copy_env(rt.env_tunables, sizeof rt.env_tunables, "GLIBC_TUNABLES");
  collect_malloc_env();
}

void rt_init(void) {
  int expected = 0;
  if (!atomic_compare_exchange_strong(&rt.ready, &expected, 1))
    return; /* being initialised (a nested call from dlsym) or done */
  RT_SAVE_ERRNO;
  rt_self.depth++;
  {
    struct rusage ru; /* what the loader and earlier constructors cost (report.c "faults") */
    rt.minflt_at_start = getrusage(RUSAGE_SELF, &ru) == 0 ? (uint64_t)ru.ru_minflt : 0;
  }
  /* The first allocation of the process comes through a hook, which starts the shim before it
   * forwards: the break now is where the main heap begins. */
  rt.heap_lo = rt_brk();
  rt_resolve();
  Dl_info info;
  rt.glibc_malloc = real_malloc && dladdr((void *)real_malloc, &info) && info.dli_fname &&
                    strstr(info.dli_fname, "libc.so") != NULL;
  rt.pid = getpid();
  rt.start_ns = rt_now_ns();
  rt.start_ticks = rt_ticks();
  read_environment();
  if (rt.enabled) {
    pthread_key_create(&thread_key, thread_destructor);
    pthread_atfork(before_fork, after_fork_parent, after_fork_child);
    rt_faults_init();
    rt.chunk_headers = chunk_headers_usable();
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0 && (uint64_t)ru.ru_minflt > rt.minflt_at_start)
      atomic_store(&rt.minflt_shim, (uint64_t)ru.ru_minflt - rt.minflt_at_start);
    rt_hot.free_limit = rt.chunk_headers ? rt.min_size : 0;
    /* Opens the fast paths (alloc_fast.c); release: they then see every real_* pointer. */
    atomic_store_explicit(&rt_hot.fast_limit, rt.min_size, memory_order_release);
  }
  rt_self.depth--;
  atomic_store_explicit(&rt.ready, 2, memory_order_release);
  RT_RESTORE_ERRNO;
}

/* Registers the calling thread for its exit-time flush (called once per thread by sites.c). */
void rt_register_thread(void) {
  if (atomic_load(&rt.ready) == 2 && rt.enabled)
    pthread_setspecific(thread_key, (void *)1);
}

__attribute__((constructor)) static void rt_constructor(void) {
  if (!rt_ready())
    return;
  /* Here, not in rt_init: that may run inside a sanitizer's own start-up, where loading the
   * unwinder (sanitizer_hooks.c) is not safe yet. */
  rt_self.depth++;
  rt_unwind_init();
  rt_sanitizer_init();
  rt_self.depth--;
  if (!environment_late)
    return;
  /* Started before environ existed (see read_environment): the report directory, the floor and
   * the allocator environment are read now. The perf events already opened keep their sample
   * period; FAULTLINE_RT_METHOD set then is not honoured (documented). */
  read_environment();
  rt_hot.free_limit = rt.chunk_headers ? rt.min_size : 0;
  atomic_store_explicit(&rt_hot.fast_limit, rt.min_size, memory_order_release);
}

/* Runs after the program's own destructors (preloaded libraries are finalised last). */
__attribute__((destructor)) static void rt_destructor(void) {
  if (atomic_load(&rt.ready) == 2 && rt.enabled)
    rt_write_report("exit");
}
