/* The site table: fixed capacity, lock-free (open addressing, a slot is claimed with one CAS on
 * its key; counters are relaxed atomics). Allocations under the floor go through a per-thread
 * cache first so the common small malloc costs a few plain adds, not two locked instructions
 * on a shared cache line (DESIGN.md: the small-allocation path is what to optimise). */
#include "rt.h"

#include <pthread.h>
#include <string.h>

struct rt_site rt_sites[RT_MAX_SITES];
_Atomic uint64_t rt_sites_overflow;
/* Slots in use, in claim order, so the report and the fork reset touch only those (scanning
 * the whole 1.6 MB table faulted in ~400 zero pages per process). A slot is listed before
 * its `ready` flag is set. */
uint16_t rt_site_used[RT_MAX_SITES];
_Atomic uint32_t rt_site_count;

static const char *const fn_names[RT_FN_COUNT] = {
    [RT_FN_MALLOC] = "malloc", [RT_FN_CALLOC] = "calloc", [RT_FN_REALLOC] = "realloc",
    [RT_FN_ALIGNED_ALLOC] = "aligned_alloc", [RT_FN_POSIX_MEMALIGN] = "posix_memalign",
    [RT_FN_MEMALIGN] = "memalign", [RT_FN_VALLOC] = "valloc", [RT_FN_NEW] = "operator new",
    [RT_FN_NEW_ARRAY] = "operator new[]", [RT_FN_MMAP] = "mmap", [RT_FN_MREMAP] = "mremap",
    [RT_FN_FOPEN] = "fopen", [RT_FN_FDOPEN] = "fdopen", [RT_FN_FREOPEN] = "freopen",
    [RT_FN_SETVBUF] = "setvbuf", [RT_FN_SETBUF] = "setbuf", [RT_FN_SETBUFFER] = "setbuffer",
};
const char *rt_fn_name(int fn) { return fn > 0 && fn < RT_FN_COUNT ? fn_names[fn] : "?"; }

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

static struct rt_site *lookup(uint64_t key, int kind, int fn, const uintptr_t *frames, int n) {
  if (!key)
    key = 1;
  size_t mask = RT_MAX_SITES - 1;
  for (size_t i = 0, slot = key & mask; i < 128; ++i, slot = (slot + 1) & mask) {
    struct rt_site *s = &rt_sites[slot];
    uint64_t k = atomic_load_explicit(&s->key, memory_order_acquire);
    if (k == key)
      return s;
    if (k == 0) {
      uint64_t zero = 0;
      if (atomic_compare_exchange_strong(&s->key, &zero, key)) {
        s->kind = (uint8_t)kind;
        s->fn = (uint8_t)fn;
        s->nframes = (uint8_t)n;
        memcpy(s->frames, frames, sizeof(uintptr_t) * (size_t)n);
        rt_site_used[atomic_fetch_add(&rt_site_count, 1)] = (uint16_t)slot;
        atomic_store_explicit(&s->ready, 1, memory_order_release);
        return s;
      }
      if (zero == key)
        return s;
    }
  }
  atomic_fetch_add_explicit(&rt_sites_overflow, 1, memory_order_relaxed);
  return NULL;
}

/* Bounds of the current thread's stack, so the frame-pointer walk never reads outside it. */
static int stack_bounds(void) {
  if (rt_self.stack_state)
    return rt_self.stack_state > 0;
  rt_self.stack_state = -1;
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) { /* may malloc: depth > 0 forwards it */
    void *addr;
    size_t size;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0) {
      rt_self.stack_lo = (uintptr_t)addr;
      rt_self.stack_hi = (uintptr_t)addr + size;
      rt_self.stack_state = 1;
    }
    pthread_attr_destroy(&attr);
  }
  return rt_self.stack_state > 0;
}

/* frames[0] is the hook's return address (exact); the rest come from the frame-pointer chain,
 * best effort: code without frame pointers ends the walk or skips a caller, which the offline
 * join tolerates by matching any frame. */
struct rt_site *rt_site_for_stack(int kind, int fn, void *ra, uintptr_t fp) {
  uintptr_t frames[RT_MAX_FRAMES];
  int n = 0;
  if (RT_UNLIKELY(rt_unwind_needed((uintptr_t)ra)) && (n = rt_unwind(frames, RT_MAX_FRAMES)) > 1)
    return rt_site_for_frames(kind, fn, frames, n);
  n = 0;
  frames[n++] = (uintptr_t)ra;
  if (fp && stack_bounds()) {
    uintptr_t lo = rt_self.stack_lo, hi = rt_self.stack_hi;
    /* The hook's own frame gives ra again; start from its caller's saved frame pointer. */
    uintptr_t cur = fp;
    if (cur >= lo && cur + 16 <= hi)
      cur = ((uintptr_t *)cur)[0];
    while (n < RT_MAX_FRAMES && cur >= lo && cur + 16 <= hi && (cur & 7) == 0 && cur > fp) {
      uintptr_t next = ((uintptr_t *)cur)[0];
      uintptr_t ret = ((uintptr_t *)cur)[1];
      if (ret < 4096)
        break;
      frames[n++] = ret;
      if (next <= cur)
        break;
      fp = cur;
      cur = next;
    }
  }
  return rt_site_for_frames(kind, fn, frames, n);
}

struct rt_site *rt_site_for_frames(int kind, int fn, const uintptr_t *frames, int n) {
  uint64_t key = mix(kind, (uint64_t)fn);
  for (int i = 0; i < n; ++i)
    key = mix(key, frames[i]);
  return lookup(key, kind, fn, frames, n);
}

/* ---- per-thread small-allocation cache --------------------------------------------------- */
#define MAX_CACHES 512
/* Static, never freed: the report may read a cache while its thread exits. */
static struct rt_cache caches[MAX_CACHES];
static _Atomic int caches_hw; /* one past the highest cache ever claimed */
struct rt_cache rt_no_cache;  /* marker: the pool is exhausted, use the table directly */
void rt_register_thread(void);

static void flush_entry(struct rt_cache_entry *c) {
  uint64_t calls = atomic_exchange_explicit(&c->calls, 0, memory_order_relaxed);
  uint64_t bytes = atomic_exchange_explicit(&c->bytes, 0, memory_order_relaxed);
  if (c->site && calls) {
    atomic_fetch_add_explicit(&c->site->calls, calls, memory_order_relaxed);
    atomic_fetch_add_explicit(&c->site->bytes, bytes, memory_order_relaxed);
  }
}

static struct rt_cache *claim_cache(void) {
  for (int i = 0; i < MAX_CACHES; ++i) {
    int zero = 0;
    if (atomic_compare_exchange_strong(&caches[i].in_use, &zero, 1)) {
      int hw = atomic_load(&caches_hw);
      while (hw < i + 1 && !atomic_compare_exchange_weak(&caches_hw, &hw, i + 1))
        ;
      rt_self.depth++;
      rt_register_thread(); /* flush at thread exit */
      rt_self.depth--;
      return &caches[i];
    }
  }
  return &rt_no_cache;
}

static void count_direct(int kind, int fn, void *ra, size_t bytes) {
  uintptr_t f = (uintptr_t)ra;
  struct rt_site *s = lookup(mix(mix(kind, (uint64_t)fn), f), kind, fn, &f, 1);
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bytes, bytes, memory_order_relaxed);
  }
}

/* The part of rt_count_small and rt_count_fast (rt.h) that is not inlined: first use on a
 * thread, a cache miss, the exhausted pool. */
void rt_count_small_slow(int kind, int fn, void *ra, size_t bytes) {
  struct rt_cache *c = rt_self.cache;
  if (!c)
    c = rt_self.cache = claim_cache();
  if (c == &rt_no_cache) {
    count_direct(kind, fn, ra, bytes);
    return;
  }
  struct rt_cache_entry *e = &c->e[((uintptr_t)ra >> 4) % RT_CACHE_WAYS];
  if (e->ra != (uintptr_t)ra) {
    flush_entry(e);
    uintptr_t f = (uintptr_t)ra;
    e->site = lookup(mix(mix(kind, (uint64_t)fn), f), kind, fn, &f, 1);
    e->ra = (uintptr_t)ra;
  }
  rt_count_small(kind, fn, ra, bytes);
}

/* At report time. Another thread may be adding to an entry meanwhile; a count racing with the
 * exchange can be lost or land after the report, which is a rounding error, not a crash. */
void rt_flush_caches(void) {
  int hw = atomic_load(&caches_hw);
  for (int i = 0; i < hw; ++i)
    if (atomic_load(&caches[i].in_use))
      for (int w = 0; w < RT_CACHE_WAYS; ++w)
        flush_entry(&caches[i].e[w]);
}

void rt_thread_exit(void) {
  rt_faults_thread_end();
  struct rt_cache *c = rt_self.cache;
  if (!c || c == &rt_no_cache)
    return;
  for (int w = 0; w < RT_CACHE_WAYS; ++w) {
    flush_entry(&c->e[w]);
    c->e[w].ra = 0;
    c->e[w].site = NULL;
  }
  rt_self.cache = NULL;
  atomic_store(&c->in_use, 0);
}

/* The fork child keeps the parent's slots (live blocks point at them) but starts counting from
 * zero, and only the forking thread survives: its cache stays, the others are released. */
void rt_sites_reset_after_fork(void) {
  int hw = atomic_load(&caches_hw);
  for (int i = 0; i < hw; ++i) {
    if (&caches[i] == rt_self.cache)
      continue;
    memset(caches[i].e, 0, sizeof caches[i].e);
    atomic_store(&caches[i].in_use, 0);
  }
  if (rt_self.cache && rt_self.cache != &rt_no_cache)
    for (int w = 0; w < RT_CACHE_WAYS; ++w) {
      atomic_store(&rt_self.cache->e[w].calls, 0);
      atomic_store(&rt_self.cache->e[w].bytes, 0);
    }
  uint32_t used = atomic_load(&rt_site_count);
  for (uint32_t i = 0; i < used && i < RT_MAX_SITES; ++i) {
    struct rt_site *s = &rt_sites[rt_site_used[i]];
    _Atomic uint64_t *const counters[] = {
        &s->calls, &s->bytes, &s->traced, &s->traced_bytes, &s->faults, &s->warm_faults,
        &s->mmapped, &s->warm_mmapped, &s->freed, &s->lifetime_ns, &s->max_size, &s->estimated,
        &s->opens, &s->closes, &s->buffer_allocs, &s->caller_buffers, &s->unbuffered,
        &s->heap_grown, &s->warm_heap_grown, &s->heap_regrown, &s->overlapped, &s->live_now, &s->live_max, &s->same_path_opens, &s->trims, &s->trimmed_bytes};
    for (size_t c = 0; c < sizeof counters / sizeof counters[0]; ++c)
      atomic_store_explicit(counters[c], 0, memory_order_relaxed);
    atomic_store_explicit(&s->quiet, 0, memory_order_relaxed);
    atomic_store_explicit(&s->skipped, 0, memory_order_relaxed);
    memset(s->recent_paths, 0, sizeof s->recent_paths);
  }
  atomic_store(&rt_sites_overflow, 0);
}
