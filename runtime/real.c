/* Resolving the real functions behind the hooks, and the bootstrap arena that serves the
 * allocations dlsym makes while we resolve (glibc's dlsym calls calloc for its error state,
 * which lands back in our calloc before real_calloc is known). */
#include "rt.h"

#include <dlfcn.h>
#include <string.h>

#define HOOK(name, ret, params, req) ret(*real_##name) params;
#include "hooks.def"
#undef HOOK

/* 256 KiB is far more than dlsym needs (a few hundred bytes); it is never freed or reused.
 * Since the hooks resolve the real functions on first use (alloc_hooks.c), only allocations
 * made while dlsym runs (or by a thread racing with the first resolution) come from here. */
_Alignas(64) unsigned char rt_boot_arena[RT_BOOT_BYTES];
static _Atomic size_t boot_used;

void *rt_bootstrap_alloc(size_t size, size_t align) {
  if (align < 16)
    align = 16;
  if (align & (align - 1))
    return NULL; /* what the real aligned allocators say to a bad alignment */
  /* 16 bytes of header before each block hold its size, for realloc of a bootstrap block. The
   * alignment is of the address (posix_memalign(4096) must get a page), not of the offset. */
  const uintptr_t base = (uintptr_t)rt_boot_arena;
  for (;;) {
    size_t used = atomic_load(&boot_used);
    uintptr_t at = (base + used + 16 + align - 1) & ~(uintptr_t)(align - 1);
    size_t start = (size_t)(at - base);
    if (at < base || start + size > RT_BOOT_BYTES || start + size < start)
      return NULL;
    if (atomic_compare_exchange_weak(&boot_used, &used, start + size)) {
      memcpy(rt_boot_arena + start - sizeof(size_t), &size, sizeof size);
      return rt_boot_arena + start; /* static storage: already zero, as calloc requires */
    }
  }
}

size_t rt_bootstrap_size(const void *p) {
  size_t size;
  memcpy(&size, (const unsigned char *)p - sizeof(size_t), sizeof size);
  return size;
}

void rt_resolve(void) {
  int missing = 0;
#define HOOK(name, ret, params, req)                                                          \
  if (!real_##name) {                                                                         \
    *(void **)&real_##name = dlsym(RTLD_NEXT, #name);                                         \
    if (!real_##name && req)                                                                  \
      missing = 1;                                                                            \
  }
#include "hooks.def"
#undef HOOK
  rt.enabled = !missing;
}
