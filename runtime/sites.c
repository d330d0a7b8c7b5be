/* The site table: fixed capacity, lock-free (open addressing, a slot is claimed with one CAS on
 * its key; counters are relaxed atomics). Allocations under the floor go through a per-thread
 * cache first so the common small malloc costs a few plain adds, not two locked instructions
 * on a shared cache line (DESIGN.md: the small-allocation path is what to optimise). */
#include "rt.h"

#include <pthread.h>
#include <string.h>

struct rt_site rt_sites[RT_MAX_SITES];
_Atomic uint64_t rt_sites_overflow;

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
  uint64_t key = mix(kind, (uint64_t)fn);
  for (int i = 0; i < n; ++i)
    key = mix(key, frames[i]);
  return lookup(key, kind, fn, frames, n);
}

/* ---- per-thread small-allocation cache --------------------------------------------------- */
#define CACHE_WAYS 64
#define MAX_CACHES 512
struct cache_entry {
  uintptr_t ra;
  struct rt_site *site;
  _Atomic uint64_t calls, bytes; /* written by the owner only; relaxed so the report can read */
};
struct rt_cache {
  _Atomic int in_use;
  struct cache_entry e[CACHE_WAYS];
};
/* Static, never freed: the report may read a cache while its thread exits. */
static struct rt_cache caches[MAX_CACHES];
static struct rt_cache no_cache; /* marker: the pool is exhausted, use the table directly */
void rt_register_thread(void);

static void flush_entry(struct cache_entry *c) {
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
      rt_self.depth++;
      rt_register_thread(); /* flush at thread exit */
      rt_self.depth--;
      return &caches[i];
    }
  }
  return &no_cache;
}

static void count_direct(int kind, int fn, void *ra, size_t bytes) {
  uintptr_t f = (uintptr_t)ra;
  struct rt_site *s = lookup(mix(mix(kind, (uint64_t)fn), f), kind, fn, &f, 1);
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bytes, bytes, memory_order_relaxed);
  }
}

void rt_count_small(int kind, int fn, void *ra, size_t bytes) {
  struct rt_cache *c = rt_self.cache;
  if (RT_UNLIKELY(!c))
    c = rt_self.cache = claim_cache();
  if (RT_UNLIKELY(c == &no_cache)) {
    count_direct(kind, fn, ra, bytes);
    return;
  }
  struct cache_entry *e = &c->e[((uintptr_t)ra >> 2) % CACHE_WAYS];
  if (RT_UNLIKELY(e->ra != (uintptr_t)ra)) {
    flush_entry(e);
    uintptr_t f = (uintptr_t)ra;
    e->site = lookup(mix(mix(kind, (uint64_t)fn), f), kind, fn, &f, 1);
    e->ra = (uintptr_t)ra;
  }
  /* Owner-only writes: a load and a store, no lock prefix. */
  atomic_store_explicit(&e->calls, atomic_load_explicit(&e->calls, memory_order_relaxed) + 1,
                        memory_order_relaxed);
  atomic_store_explicit(&e->bytes, atomic_load_explicit(&e->bytes, memory_order_relaxed) + bytes,
                        memory_order_relaxed);
}

/* At report time. Another thread may be adding to an entry meanwhile; a count racing with the
 * exchange can be lost or land after the report, which is a rounding error, not a crash. */
void rt_flush_caches(void) {
  for (int i = 0; i < MAX_CACHES; ++i)
    if (atomic_load(&caches[i].in_use))
      for (int w = 0; w < CACHE_WAYS; ++w)
        flush_entry(&caches[i].e[w]);
}

void rt_thread_exit(void) {
  rt_faults_thread_end();
  struct rt_cache *c = rt_self.cache;
  if (!c || c == &no_cache)
    return;
  for (int w = 0; w < CACHE_WAYS; ++w) {
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
  for (int i = 0; i < MAX_CACHES; ++i) {
    if (&caches[i] == rt_self.cache)
      continue;
    memset(caches[i].e, 0, sizeof caches[i].e);
    atomic_store(&caches[i].in_use, 0);
  }
  if (rt_self.cache && rt_self.cache != &no_cache)
    for (int w = 0; w < CACHE_WAYS; ++w) {
      atomic_store(&rt_self.cache->e[w].calls, 0);
      atomic_store(&rt_self.cache->e[w].bytes, 0);
    }
  for (size_t i = 0; i < RT_MAX_SITES; ++i) {
    struct rt_site *s = &rt_sites[i];
    _Atomic uint64_t *first = &s->calls, *last = &s->unbuffered;
    for (_Atomic uint64_t *p = first; p <= last; ++p)
      atomic_store_explicit(p, 0, memory_order_relaxed);
  }
  atomic_store(&rt_sites_overflow, 0);
}
