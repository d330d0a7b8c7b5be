/* The hot hooks: malloc, calloc, realloc, free. Most calls a program makes are for blocks under
 * the floor, and for those the whole cost of the shim is what is in this file (DESIGN.md: a
 * getrusage-style shim costs +30 % on millions of small mallocs; bench/runtime_overhead.py,
 * case b). So each hook is
 *   - one TLS load of the thread's gate and cache (initial-exec TLS, no __tls_get_addr),
 *   - one compare of the size with the floor (which is also "the shim is ready", see rt_hot),
 *   - the per-thread direct-mapped counter for the caller's return address (plain adds),
 *   - a tail call to the real function;
 * and free is a load of one global counter and a tail call (no table, no lookup: rt_untracked).
 * Anything else (start-up, operator new pending, a miss in the cache, a block at or above the
 * floor, a tracked block being released) goes to the slow functions in alloc_hooks.c, reached
 * by a tail call with the caller's return address.
 *
 * This file is compiled with -fomit-frame-pointer (runtime/CMakeLists.txt) so the hooks have
 * no frame: the slow functions, which keep theirs, then find the program's own frame pointer
 * saved in their frame exactly as if the program had called them directly, and the stack walk
 * for a traced block is unchanged.
 *
 * Small blocks are counted before the real call (that is what makes the tail call possible):
 * a call that fails is still counted as a call, which for blocks under the floor happens only
 * when the process is out of memory. Blocks at or above the floor are recorded after the real
 * call, with the pointer it returned. Nothing here touches errno. */
#include "rt.h"

#define RA() ((uintptr_t)__builtin_return_address(0))

void *rt_malloc_slow(size_t size, uintptr_t ra);
void *rt_calloc_slow(size_t n, size_t size, uintptr_t ra);
void *rt_realloc_slow(void *p, size_t size, uintptr_t ra);
void rt_free_slow(void *p);

RT_EXPORT void *malloc(size_t size) {
  uintptr_t ra = RA();
  if (RT_LIKELY(rt_count_fast(ra, size)))
    return real_malloc(size);
  return rt_malloc_slow(size, ra);
}

RT_EXPORT void *calloc(size_t n, size_t size) {
  uintptr_t ra = RA();
  size_t total;
  if (RT_LIKELY(!__builtin_mul_overflow(n, size, &total)) && RT_LIKELY(rt_count_fast(ra, total)))
    return real_calloc(n, size);
  return rt_calloc_slow(n, size, ra);
}

/* real_free is non-NULL whenever a block could have come from the real allocator; bootstrap
 * blocks (served while dlsym resolves the real functions) are never handed to it. */
RT_EXPORT void free(void *p) {
  if (RT_LIKELY(!rt_is_bootstrap(p)) && RT_LIKELY(rt_untracked(p)) && RT_LIKELY(real_free != NULL))
    return real_free(p);
  rt_free_slow(p);
}

/* realloc(p, 0) frees p and counts no call (slow path), as before. */
RT_EXPORT void *realloc(void *p, size_t size) {
  uintptr_t ra = RA();
  if (RT_LIKELY(size != 0) && RT_LIKELY(!rt_is_bootstrap(p)) && RT_LIKELY(rt_untracked(p)) &&
      RT_LIKELY(rt_count_fast(ra, size)))
    return real_realloc(p, size);
  return rt_realloc_slow(p, size, ra);
}
