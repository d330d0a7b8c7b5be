/* The malloc family's slow paths and rarer members, and the C++ operators. malloc, calloc,
 * realloc and free themselves are in alloc_fast.c; they come here (tail calls, with the
 * caller's return address) for anything but a counted small block. Every hook here forwards
 * first and records after, so the program sees exactly what the real allocator returned (value
 * and errno). Blocks at or above the floor are traced (stack + live block); smaller ones only
 * counted per call site. */
#include "rt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define RA() __builtin_return_address(0)
#define FP() ((uintptr_t)__builtin_frame_address(0))

/* operator new hands its caller's address down to the malloc it makes. */
static inline void take_pending(size_t size, void **ra, uintptr_t *fp, int *fn) {
  if (rt_self.pending_ra && (rt_self.pending_size == size || (size == 1 && !rt_self.pending_size))) {
    *ra = rt_self.pending_ra;
    *fp = (uintptr_t)rt_self.pending_fp;
    *fn = (int)(intptr_t)rt_self.pending_size_fn;
  }
  rt_self.pending_ra = NULL;
  rt_self.pending = 0;
}

static void record_traced(int fn, void *p, size_t size, void *ra, uintptr_t fp, int mmapped_hint);

/* The slow paths' bookkeeping after a successful allocation (the fast paths in alloc_fast.c
 * counted their blocks already). */
static inline __attribute__((always_inline)) void record(int fn, void *p, size_t size, void *ra,
                                                         uintptr_t fp, int mmapped_hint) {
  if (RT_UNLIKELY(rt_self.pending))
    take_pending(size, &ra, &fp, &fn);
  if (RT_LIKELY(size < rt.min_size)) {
    rt_count_small(RT_KIND_ALLOC, fn, ra, size);
    return;
  }
  record_traced(fn, p, size, ra, fp, mmapped_hint);
}

static __attribute__((noinline)) void record_traced(int fn, void *p, size_t size, void *ra,
                                                    uintptr_t fp, int mmapped_hint) {
  RT_SAVE_ERRNO; /* the first walk on a thread asks pthread_getattr_np for its stack bounds */
  rt_self.depth++;
  struct rt_site *s = rt_site_for_stack(RT_KIND_ALLOC, fn, ra, fp);
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bytes, size, memory_order_relaxed);
    rt_block_add(s, p, size, mmapped_hint, 0);
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}

/* Could p be a tracked block? Decided by the chunk header on glibc (rt_untracked), else by
 * malloc_usable_size (a tracked block is at least the floor), else by the lookup itself. */
static int maybe_tracked(void *p) {
  if (rt_untracked(p))
    return 0;
  if (rt_hot.free_limit)
    return 1; /* the header said: at least the floor */
  if (real_malloc_usable_size && real_malloc_usable_size(p) < rt.min_size)
    return 0;
  return 1;
}

/* Before the memory goes back: a traced block's faults are read while it is still mapped.
 * Returns the site of a traced heap block (whose release may let glibc trim the heap). */
static inline struct rt_site *release(void *p) {
  if (!maybe_tracked(p))
    return NULL;
  rt_self.depth++;
  struct rt_site *s;
  rt_block_release(p, &s);
  rt_self.depth--;
  return s;
}

/* A block that may be traced: remember the break before the real allocation, so blocks.c can
 * tell pages glibc just mapped for it (rt_block_add). */
static inline void before_traced_size(size_t size) {
  if (size >= rt.min_size)
    rt_self.brk_before = rt_brk();
}

/* Before rt_init has resolved the real functions (a constructor of another library can run
 * before ours and allocate), resolve them now; only the allocations dlsym itself makes while
 * resolving, and those of a thread racing with the first resolution, come from the bootstrap
 * arena. */
static inline int resolved(void *(**real)(size_t)) {
  if (RT_LIKELY(*real != NULL))
    return 1;
  rt_ready();
  return *real != NULL;
}

__attribute__((noinline)) void *rt_malloc_slow(size_t size, uintptr_t ra) {
  if (RT_UNLIKELY(!resolved(&real_malloc)))
    return rt_bootstrap_alloc(size, 16);
  if (rt_self.depth || !rt_ready())
    return real_malloc(size);
  before_traced_size(size);
  void *p = real_malloc(size);
  if (p)
    record(RT_FN_MALLOC, p, size, (void *)ra, FP(), 1);
  return p;
}

__attribute__((noinline)) void *rt_calloc_slow(size_t n, size_t size, uintptr_t ra) {
  if (RT_UNLIKELY(!real_calloc))
    rt_ready();
  if (RT_UNLIKELY(!real_calloc)) {
    size_t total;
    if (__builtin_mul_overflow(n, size, &total))
      return NULL;
    return rt_bootstrap_alloc(total, 16);
  }
  if (rt_self.depth || !rt_ready())
    return real_calloc(n, size);
  size_t total;
  if (!__builtin_mul_overflow(n, size, &total))
    before_traced_size(total);
  void *p = real_calloc(n, size);
  if (p)
    record(RT_FN_CALLOC, p, n * size, (void *)ra, FP(), 1);
  return p;
}

__attribute__((noinline)) void rt_free_slow(void *p) {
  if (!p || RT_UNLIKELY(rt_is_bootstrap(p)))
    return; /* the bootstrap arena is never reused */
  if (RT_UNLIKELY(!real_free)) {
    rt_ready();
    if (!real_free)
      return; /* nothing to forward to: leaking is the only safe choice */
  }
  struct rt_site *s = rt_self.depth ? NULL : release(p);
  uintptr_t brk0 = s ? rt_brk() : 0;
  real_free(p);
  if (s)
    rt_note_trim(s, brk0);
}

__attribute__((noinline)) void *rt_realloc_slow(void *p, size_t size, uintptr_t ra) {
  if (p && RT_UNLIKELY(rt_is_bootstrap(p))) {
    size_t old = rt_bootstrap_size(p);
    void *q = rt_malloc_slow(size, ra);
    if (q)
      memcpy(q, p, old < size ? old : size);
    return q;
  }
  if (RT_UNLIKELY(!real_realloc))
    rt_ready();
  if (RT_UNLIKELY(!real_realloc))
    return p ? NULL : rt_bootstrap_alloc(size, 16);
  if (rt_self.depth || !rt_ready())
    return real_realloc(p, size);
  /* The old block is finished before realloc may unmap it; if realloc fails the program still
   * owns it, untracked from then on (its faults so far are already charged). */
  struct rt_site *s = p ? release(p) : NULL;
  uintptr_t brk0 = rt_brk();
  if (size >= rt.min_size)
    rt_self.brk_before = brk0;
  void *q = real_realloc(p, size);
  if (s)
    rt_note_trim(s, brk0);
  if (q && size)
    record(RT_FN_REALLOC, q, size, (void *)ra, FP(), 1);
  return q;
}

RT_EXPORT void *reallocarray(void *p, size_t n, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(n, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  if (p && RT_UNLIKELY(rt_is_bootstrap(p)))
    return rt_realloc_slow(p, total, (uintptr_t)RA());
  if (RT_UNLIKELY(rt_self.depth) || !rt_ready() || !real_realloc)
    return real_reallocarray ? real_reallocarray(p, n, size) : NULL;
  struct rt_site *s = p ? release(p) : NULL;
  uintptr_t brk0 = rt_brk();
  if (total >= rt.min_size)
    rt_self.brk_before = brk0;
  void *q = real_realloc(p, total);
  if (s)
    rt_note_trim(s, brk0);
  if (q && total)
    record(RT_FN_REALLOC, q, total, RA(), FP(), 1);
  return q;
}

/* Aligned allocations: glibc serves large ones from mmap too; the chunk header check in
 * blocks.c works for them (the user pointer still follows a chunk header). */
RT_EXPORT void *aligned_alloc(size_t align, size_t size) {
  if (!real_aligned_alloc)
    rt_ready();
  if (!real_aligned_alloc)
    return rt_bootstrap_alloc(size, align);
  if (RT_UNLIKELY(rt_self.depth) || !rt_ready())
    return real_aligned_alloc(align, size);
  before_traced_size(size);
  void *p = real_aligned_alloc(align, size);
  if (p)
    record(RT_FN_ALIGNED_ALLOC, p, size, RA(), FP(), 1);
  return p;
}

RT_EXPORT void *memalign(size_t align, size_t size) {
  if (!real_memalign)
    rt_ready();
  if (!real_memalign)
    return rt_bootstrap_alloc(size, align);
  if (RT_UNLIKELY(rt_self.depth) || !rt_ready())
    return real_memalign(align, size);
  before_traced_size(size);
  void *p = real_memalign(align, size);
  if (p)
    record(RT_FN_MEMALIGN, p, size, RA(), FP(), 1);
  return p;
}

RT_EXPORT void *valloc(size_t size) {
  if (!real_valloc)
    rt_ready();
  if (!real_valloc)
    return rt_bootstrap_alloc(size, 4096);
  if (RT_UNLIKELY(rt_self.depth) || !rt_ready())
    return real_valloc(size);
  before_traced_size(size);
  void *p = real_valloc(size);
  if (p)
    record(RT_FN_VALLOC, p, size, RA(), FP(), 1);
  return p;
}

RT_EXPORT int posix_memalign(void **out, size_t align, size_t size) {
  if (!real_posix_memalign)
    rt_ready();
  if (!real_posix_memalign) {
    void *p = rt_bootstrap_alloc(size, align);
    if (!p)
      return ENOMEM;
    *out = p;
    return 0;
  }
  if (RT_UNLIKELY(rt_self.depth) || !rt_ready())
    return real_posix_memalign(out, align, size);
  before_traced_size(size);
  int r = real_posix_memalign(out, align, size);
  if (r == 0 && *out)
    record(RT_FN_POSIX_MEMALIGN, *out, size, RA(), FP(), 1);
  return r;
}

RT_EXPORT size_t malloc_usable_size(void *p) {
  if (p && rt_is_bootstrap(p))
    return rt_bootstrap_size(p);
  return real_malloc_usable_size ? real_malloc_usable_size(p) : 0;
}

RT_EXPORT int mallopt(int param, int value) {
  if (!real_mallopt) {
    rt_resolve();
    if (!real_mallopt)
      return 0;
  }
  int r = real_mallopt(param, value);
  int i = atomic_fetch_add(&rt.n_mallopt, 1);
  if (i < RT_MAX_MALLOPT) {
    rt.mallopt_param[i] = param;
    rt.mallopt_value[i] = value;
    rt.mallopt_ret[i] = r;
  }
  return r;
}

/* ---- C++ operator new: forward to libstdc++, tell our malloc who the caller was ---------- */
#define NEW_HOOK(sym, fn, params, args, size)                                                  \
  RT_EXPORT void *sym params {                                                                 \
    if (!real_##sym)                                                                           \
      rt_resolve();                                                                            \
    if (!real_##sym)                                                                           \
      abort(); /* only reachable if libstdc++ vanished under a caller of operator new */       \
    /* libstdc++'s new[] jumps to new: the nested hook keeps the outer caller (same size; a    \
     * different size means a pending left by an operator new that threw). */                 \
    if (RT_LIKELY(!rt_self.depth) &&                                                           \
        (!rt_self.pending || rt_self.pending_size != (size))) {                                \
      rt_self.pending = 1;                                                                     \
      rt_self.pending_ra = RA();                                                               \
      rt_self.pending_size = (size);                                                           \
      rt_self.pending_fp = __builtin_frame_address(0);                                         \
      rt_self.pending_size_fn = (void *)(intptr_t)(fn);                                        \
    }                                                                                          \
    void *p = real_##sym args;                                                                 \
    rt_self.pending_ra = NULL;                                                                 \
    rt_self.pending = 0;                                                                       \
    return p;                                                                                  \
  }
NEW_HOOK(_Znwm, RT_FN_NEW, (size_t n), (n), n)
NEW_HOOK(_Znam, RT_FN_NEW_ARRAY, (size_t n), (n), n)
NEW_HOOK(_ZnwmRKSt9nothrow_t, RT_FN_NEW, (size_t n, const void *t), (n, t), n)
NEW_HOOK(_ZnamRKSt9nothrow_t, RT_FN_NEW_ARRAY, (size_t n, const void *t), (n, t), n)
