/* Internal declarations of libfaultline-rt.so. Everything here is hidden (the library is built
 * with -fvisibility=hidden); only the hooks in *_hooks.c are exported, marked RT_EXPORT.
 * Nothing in the shim allocates from the heap, uses stdio or symbolises: it counts, keeps raw
 * return addresses and writes them out (STYLE.md: heaptrack's border). */
#ifndef FAULTLINE_RT_H
#define FAULTLINE_RT_H

#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <unistd.h>

/* Everything declared below is defined in this library: hidden, so the hot paths address it
 * directly (no GOT load); the hooks themselves are RT_EXPORT. */
#pragma GCC visibility push(hidden)

#define RT_EXPORT __attribute__((visibility("default")))
#define RT_LIKELY(x) __builtin_expect(!!(x), 1)
#define RT_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---- real functions (real.c) ------------------------------------------------------------- */
#define REQUIRED 1
#define OPTIONAL 0
#define HOOK(name, ret, params, req) extern ret(*real_##name) params;
#include "hooks.def"
#undef HOOK

/* Resolves every real_* once; safe to call from any hook, reentrant while dlsym allocates. */
void rt_resolve(void);
/* A small static arena serving allocations made while dlsym itself runs (it calls calloc). */
void *rt_bootstrap_alloc(size_t size, size_t align);
extern unsigned char rt_boot_arena[];
#define RT_BOOT_BYTES (256 * 1024)
static inline int rt_is_bootstrap(const void *p) {
  return (uintptr_t)p - (uintptr_t)rt_boot_arena < RT_BOOT_BYTES; /* one compare */
}
size_t rt_bootstrap_size(const void *p);

/* ---- configuration and process state (init.c) ------------------------------------------- */
enum rt_method { RT_METHOD_NONE, RT_METHOD_PERF, RT_METHOD_RUSAGE };

#define RT_MAX_MALLOPT 32
struct rt_state {
  _Atomic int ready;          /* 0 no, 1 initialising, 2 ready */
  int enabled;                /* 0: a required real function is missing, just forward */
  size_t min_size;            /* floor for tracing a block (FAULTLINE_RT_MIN_SIZE) */
  int method;                 /* enum rt_method actually in use */
  int force_fallback;         /* FAULTLINE_RT_METHOD=getrusage */
  int perf_errno;             /* why perf_event_open failed, 0 if it worked or was not tried */
  int glibc_malloc;           /* the next malloc is glibc's */
  int sanitizer_allocator;    /* blocks seen through a sanitizer's malloc hooks (sanitizer_hooks.c) */
  int chunk_headers;          /* ...and its chunk headers passed the start-up self-test */
  pid_t pid;                  /* this process (updated in the fork child) */
  uint64_t start_ns;          /* CLOCK_MONOTONIC at start, makes report names unique */
  uint64_t start_ticks;       /* rt_ticks() at start: calibrates ticks against start_ns */
  char dir[512];              /* FAULTLINE_RT_DIR; empty: no report */
  char env_tunables[512];     /* GLIBC_TUNABLES at start */
  char env_malloc[512];       /* MALLOC_*_ variables at start, ';'-separated */
  _Atomic int n_mallopt;
  int mallopt_param[RT_MAX_MALLOPT], mallopt_value[RT_MAX_MALLOPT], mallopt_ret[RT_MAX_MALLOPT];
  _Atomic int reported;       /* a report for this image was written */
  /* The fault account (report.c "faults"): where every minor fault of the process went. */
  uint64_t minflt_at_start;   /* RUSAGE_SELF when the shim started: the loader, constructors */
  _Atomic uint64_t minflt_shim; /* taken by the shim's start-up (perf ring, self-test) */
  uintptr_t heap_lo;          /* the main heap's start ([heap] in /proc/self/maps, or the break) */
  _Atomic uint64_t trims;     /* heap trims: the program break went down (blocks.c) */
  _Atomic uint64_t trimmed_bytes;
  _Atomic uintptr_t brk_last; /* the break after the last traced allocation or release */
  uintptr_t brk_high;         /* the highest break seen then (blocks lock) */
};
extern struct rt_state rt;

/* Per-thread state. initial-exec TLS: the library is preloaded, never dlopen'ed. The fast
 * allocation paths read `gate` and `cache` only: one 8-byte load covers both "inside the shim"
 * and "operator new is waiting for its malloc". */
struct rt_thread {
  union {
    struct {
      int depth;              /* >0 while inside the shim: nested calls just forward */
      int pending;            /* 1 while pending_ra below is set */
    };
    uint64_t gate;            /* 0: the fast paths may count; else take the slow path */
  };
  struct rt_cache *cache;     /* small-allocation counters, see sites.c; NULL until claimed */
  int tid;                    /* cached gettid(), 0 until known */
  void *pending_ra;           /* set by operator new for the malloc it is about to make */
  size_t pending_size;
  void *pending_fp;            /* operator new's frame: the walk starts there */
  void *pending_size_fn;       /* RT_FN_NEW or RT_FN_NEW_ARRAY */
  uintptr_t stack_lo, stack_hi; /* bounds for the frame-pointer walk; 0: unknown */
  int stack_state;            /* 0 unknown, 1 known, -1 cannot walk */
  uintptr_t brk_before;       /* the program break just before this thread's last traced-size
                               * allocation: pages above it were not mapped (blocks.c) */
};
extern __thread struct rt_thread rt_self __attribute__((tls_model("initial-exec")));

void rt_init(void);
void rt_sanitizer_init(void); /* sanitizer_hooks.c */
static inline int rt_ready(void) {
  if (RT_LIKELY(atomic_load_explicit(&rt.ready, memory_order_acquire) == 2))
    return rt.enabled;
  rt_init();
  return atomic_load_explicit(&rt.ready, memory_order_acquire) == 2 && rt.enabled;
}
uint64_t rt_now_ns(void);
int rt_gettid(void);

/* The program break. glibc's sbrk(0) returns its cached __curbrk without a system call (~1 ns
 * here), which is the break malloc itself moves; the shim never moves it. */
static inline uintptr_t rt_brk(void) {
  void *b = sbrk(0);
  return b == (void *)-1 ? 0 : (uintptr_t)b;
}

/* Read-mostly values of the hot paths, written once by rt_init (and the fork child), on a line
 * of their own so that no counter update ever invalidates it.
 *   fast_limit: the floor once the shim is ready and enabled, 0 before (every size then fails
 *               the fast paths' `size < fast_limit`, so one compare also means "ready").
 *   free_limit: the floor when glibc chunk headers may be read (rt.chunk_headers), 0 if not. */
struct rt_hot {
  _Atomic size_t fast_limit; /* stored with release after the real_* pointers: read acquire */
  size_t free_limit;
} __attribute__((aligned(64)));
extern struct rt_hot rt_hot;

/* A cheap monotonic tick for block lifetimes: the TSC on x86-64 (a clock_gettime here costs
 * 50-90 ns, twice per traced block), CLOCK_MONOTONIC elsewhere; the report converts ticks to
 * nanoseconds with the rate measured over the process's life (rt_ticks_to_ns). */
static inline uint64_t rt_ticks(void) {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_ia32_rdtsc();
#else
  return rt_now_ns();
#endif
}
uint64_t rt_ticks_to_ns(uint64_t ticks);

/* ---- sites (sites.c) --------------------------------------------------------------------- */
enum rt_kind { RT_KIND_ALLOC = 1, RT_KIND_MMAP = 2, RT_KIND_STDIO = 3, RT_KIND_SETVBUF = 4 };
enum rt_fn {
  RT_FN_MALLOC = 1, RT_FN_CALLOC, RT_FN_REALLOC, RT_FN_ALIGNED_ALLOC, RT_FN_POSIX_MEMALIGN,
  RT_FN_MEMALIGN, RT_FN_VALLOC, RT_FN_NEW, RT_FN_NEW_ARRAY, RT_FN_MMAP, RT_FN_MREMAP,
  RT_FN_FOPEN, RT_FN_FDOPEN, RT_FN_FREOPEN, RT_FN_SETVBUF, RT_FN_SETBUF, RT_FN_SETBUFFER,
  RT_FN_COUNT
};
const char *rt_fn_name(int fn);

#define RT_MAX_FRAMES 8
#define RT_MAX_SITES 8192
#define RT_WARM_CALLS 2 /* the first traced calls of a site, reported apart (glibc warm-up) */

struct rt_site {
  _Atomic uint64_t key;   /* 0: empty slot */
  _Atomic int ready;      /* frames below are written */
  uint8_t kind, fn, nframes;
  uintptr_t frames[RT_MAX_FRAMES];
  _Atomic uint64_t calls, bytes;              /* every call */
  _Atomic uint64_t traced, traced_bytes;      /* calls at or above the floor */
  _Atomic uint64_t faults, warm_faults;       /* minor faults charged; of the warm-up calls */
  _Atomic uint64_t mmapped, warm_mmapped;     /* traced blocks that were mmapped */
  _Atomic uint64_t freed, lifetime_ns;         /* lifetime_ns holds rt_ticks(): see report.c */
  _Atomic uint64_t max_size, estimated;       /* largest block; blocks whose faults are estimates */
  /* Fallback method only (blocks.c, under the blocks lock): measured heap blocks in a row that
   * took no fault, and blocks left unmeasured since the last measured one. */
  _Atomic uint32_t quiet, skipped;
  _Atomic uint64_t opens, closes, buffer_allocs, caller_buffers, unbuffered;
  /* How glibc served the traced heap blocks (blocks.c; the verdict's mechanism): blocks that
   * extended the program break (their pages were unmapped before: each page faults on first
   * touch, also inside read()), of the warm-up calls, and of those the ones that grew it again
   * into pages it had held before (so it had been trimmed in between); frees of this site's blocks after which
   * glibc had trimmed the heap top, and the bytes the break went down. */
  _Atomic uint64_t heap_grown, warm_heap_grown, heap_regrown, trims, trimmed_bytes;
  /* Lifetimes (blocks lock): blocks of this site alive now, and at most; traced allocations
   * made while another block of the site was alive. Blocks that pile up (kept across calls) are
   * not churn; a few alive together and all released each time (a context's buffers) are. */
  _Atomic uint64_t live_now, live_max, overlapped;
  /* Streams (stdio_hooks.c, under its lock): hashes of the last paths opened here, and the
   * opens of a path among them. Opening a different file each time is work; the same file
   * again and again is the churn a kept-open stream avoids. */
  uint64_t recent_paths[4];
  _Atomic uint64_t same_path_opens;
} __attribute__((aligned(64))); /* a traced block touches lines 0-2 only (key, counters) */
extern struct rt_site rt_sites[RT_MAX_SITES];
extern _Atomic uint64_t rt_sites_overflow;   /* calls that found no free slot */

/* Captures the caller's stack (frames[0] = ra) and returns its site, or NULL on overflow. */
struct rt_site *rt_site_for_stack(int kind, int fn, void *ra, uintptr_t frame);
/* Stacks through code without frame pointers (unwind.c): backtrace() past the shim's frames
 * and those of modules registered with rt_unwind_skip_module. */
void rt_unwind_init(void);
void rt_unwind_skip_module(uintptr_t any_address_in_it);
int rt_unwind_needed(uintptr_t ra); /* ra is outside the program: libraries seldom keep frame pointers */
int rt_unwind(uintptr_t *out, int max);
/* The same for a stack already walked (innermost first, at most RT_MAX_FRAMES). */
struct rt_site *rt_site_for_frames(int kind, int fn, const uintptr_t *frames, int n);
extern uint16_t rt_site_used[RT_MAX_SITES]; /* slots in use, in claim order */
extern _Atomic uint32_t rt_site_count;

/* Cheap path for allocations under the floor: counts calls and bytes per return address in a
 * per-thread direct-mapped cache (owner-only writes: a load and a store, no lock prefix);
 * entries are folded into the shared table when evicted, at thread exit and at report time. */
#define RT_CACHE_WAYS 64
struct rt_cache_entry {
  uintptr_t ra;
  struct rt_site *site;
  _Atomic uint64_t calls, bytes;
};
struct rt_cache {
  _Atomic int in_use;
  struct rt_cache_entry e[RT_CACHE_WAYS];
};
extern struct rt_cache rt_no_cache; /* pool exhausted: its entries never match (ra 0) */
void rt_count_small_slow(int kind, int fn, void *ra, size_t bytes);

static inline void rt_bump(struct rt_cache_entry *e, size_t bytes) {
  atomic_store_explicit(&e->calls, atomic_load_explicit(&e->calls, memory_order_relaxed) + 1,
                        memory_order_relaxed);
  atomic_store_explicit(&e->bytes, atomic_load_explicit(&e->bytes, memory_order_relaxed) + bytes,
                        memory_order_relaxed);
}

/* The whole fast path of the allocation hooks (alloc_fast.c): counts a block under the floor
 * made from `ra` if this thread may (not inside the shim, no operator new pending, a cache
 * claimed, the shim ready) and the cache already holds `ra`. Returns 0 if it did not count:
 * the caller then takes its slow path, which decides everything again. */
static inline __attribute__((always_inline)) int rt_count_fast(uintptr_t ra, size_t size) {
  struct rt_cache *c = rt_self.cache;
  if (RT_UNLIKELY(rt_self.gate != 0) ||
      RT_UNLIKELY(size >= atomic_load_explicit(&rt_hot.fast_limit, memory_order_acquire)) ||
      RT_UNLIKELY(c == NULL))
    return 0;
  struct rt_cache_entry *e = &c->e[(ra >> 4) % RT_CACHE_WAYS];
  if (RT_UNLIKELY(e->ra != ra))
    return 0;
  rt_bump(e, size);
  return 1;
}

/* The same for the slow paths and the mmap hooks, which already know the thread may count. */
static inline void rt_count_small(int kind, int fn, void *ra, size_t bytes) {
  struct rt_cache *c = rt_self.cache;
  struct rt_cache_entry *e;
  if (RT_UNLIKELY(!c) ||
      RT_UNLIKELY((e = &c->e[((uintptr_t)ra >> 4) % RT_CACHE_WAYS])->ra != (uintptr_t)ra)) {
    rt_count_small_slow(kind, fn, ra, bytes);
    return;
  }
  rt_bump(e, bytes);
}
void rt_flush_caches(void); /* folds every thread's small counters into the table */
void rt_thread_exit(void);
void rt_sites_reset_after_fork(void);

/* ---- live blocks and fault attribution (blocks.c, faults.c) ------------------------------ */
#define RT_MAX_BLOCKS 16384
extern _Atomic uint64_t rt_live_blocks;    /* every tracked block: filter for munmap/mremap */
/* Tracked blocks from the malloc family only (a long-lived mmap of a file must not slow every
 * free down): while it is 0, free() and realloc() forward without looking at anything. Alone
 * on its cache line: written only by traced allocations and releases. */
struct rt_live_line {
  _Atomic uint64_t heap;
} __attribute__((aligned(64)));
extern struct rt_live_line rt_live_line;
#define rt_live_heap (rt_live_line.heap)
extern _Atomic uint64_t rt_blocks_overflow; /* traced blocks not tracked: table full */
void rt_block_add(struct rt_site *site, void *p, size_t size, int mmapped_hint, int user_mmap);
/* glibc's chunk size at p-8 (flag bits cleared). Only when rt.chunk_headers (see init.c). */
static inline size_t rt_chunk_size(const void *p) { return ((const size_t *)p)[-1] & ~(size_t)7; }
/* 1 if p (from the malloc family) cannot be a tracked block, decided without a lookup: no
 * tracked heap block is alive, or glibc's header says the chunk is smaller than the floor
 * (a tracked block's chunk always holds at least the floor). Never true for bootstrap blocks
 * when blocks are alive (their fake header is not glibc's): callers test rt_is_bootstrap first. */
static inline int rt_untracked(const void *p) {
  if (RT_LIKELY(atomic_load_explicit(&rt_live_heap, memory_order_relaxed) == 0))
    return 1;
  return p != NULL && rt_hot.free_limit != 0 && rt_chunk_size(p) < rt_hot.free_limit;
}
/* Finalises the block starting at p if tracked: charges its faults to its site. Returns 1 if
 * it was a tracked block, and sets *heap_site (if given) to its site when it came from the
 * heap (NULL otherwise). Must run before the memory is released. */
int rt_block_release(void *p, struct rt_site **heap_site);
/* After the real free/realloc of a traced heap block: counts a heap trim if the break went
 * down from `brk_before` (glibc's systrim after the free, M_TRIM_THRESHOLD). */
void rt_note_trim(struct rt_site *site, uintptr_t brk_before);
void rt_block_release_range(void *p, size_t len); /* munmap: blocks starting inside */
void rt_blocks_lock(void);
void rt_blocks_unlock(void);
void rt_blocks_after_fork_child(void);

void rt_faults_init(void);              /* opens the perf event unless forced off */
void rt_faults_after_fork_child(void);
void rt_faults_thread_start(void);    /* new thread: its own event (thread_hooks.c) */
void rt_faults_thread_end(void);
uint64_t rt_faults_threads_unsampled(void);
void rt_faults_drain(void);             /* called with the blocks lock held */
/* perf: events on/off (faults.c); blocks lock held. The check is inline: a switch is rare. */
extern int rt_sampling;
void rt_faults_switch_samples(int on);
static inline void rt_faults_want_samples(int on) {
  if (RT_UNLIKELY(on != rt_sampling))
    rt_faults_switch_samples(on);
}
uint64_t rt_faults_lost(void);
uint64_t rt_faults_unattributed(void);
uint64_t rt_faults_unattributed_heap(void); /* of those: addresses in the main heap */
uint64_t rt_faults_sampled(void);           /* every sample drained, in faults */
uint64_t rt_blocks_live_faults(void);       /* faults in traced blocks still alive (blocks.c) */
uint64_t rt_faults_paused(void);            /* process faults while perf sampling was off */
uint64_t rt_faults_throttled(void);
uint64_t rt_faults_thread_minflt(void); /* getrusage(RUSAGE_THREAD) */
uint64_t rt_mincore_resident(uintptr_t start, uintptr_t end);
/* Called by the drain for each sampled fault address; blocks.c owns the lookup. */
int rt_blocks_charge(uintptr_t addr, uint64_t weight);
extern uint64_t rt_sample_period;

/* ---- fault timeline (timeline.c; blocks lock held) --------------------------------------- */
#define RT_TL_BUCKETS 256
void rt_timeline_charge(struct rt_site *s, uint64_t faults, uint64_t now_ticks);
void rt_timeline_finish(void); /* the process's count up to now (report time) */
int rt_timeline_total(const uint64_t **buckets, uint64_t *bucket_ns); /* buckets used */
int rt_timeline_site(const struct rt_site *s, const uint32_t **buckets); /* 0: no timeline */
void rt_timeline_after_fork_child(void);

/* ---- streams (stdio_hooks.c) ------------------------------------------------------------ */
void rt_streams_after_fork_child(void);

/* ---- report (report.c) ------------------------------------------------------------------- */
/* Writes this process's report (reason: "exit", "exec", "_exit", "abort"). Never fails loudly. */
void rt_write_report(const char *reason);

/* errno is saved by every hook that does more than forward. */
#define RT_SAVE_ERRNO int rt_saved_errno_ = errno
#define RT_RESTORE_ERRNO errno = rt_saved_errno_

#pragma GCC visibility pop

#endif
