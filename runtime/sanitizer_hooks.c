/* Programs built with AddressSanitizer (or LeakSanitizer, MemorySanitizer...): the sanitizer's
 * runtime must come first in the library list, so its malloc, not the shim's, is the one the
 * program calls, and the shim's allocation hooks never run. The sanitizers publish an official
 * way in: __sanitizer_install_malloc_and_free_hooks, called by their allocator on every
 * allocation and release. The shim installs its own there, traces blocks at or above the floor
 * exactly as its malloc hooks do, and says in the report that the blocks came from the
 * sanitizer's allocator (glibc's thresholds and trimming do not apply to it). Small blocks are
 * not counted per site in this mode: the hook's caller is inside the sanitizer. The program's
 * frames are found with unwind.c (the sanitizer keeps no frame pointers). */
#include "rt.h"

#include <dlfcn.h>

typedef int (*install_hooks_fn)(void (*)(const volatile void *, size_t),
                                void (*)(const volatile void *));

static __attribute__((noinline)) void on_malloc(const volatile void *p, size_t size) {
  if (!p || size < rt.min_size || rt_self.depth || atomic_load(&rt.ready) != 2)
    return;
  RT_SAVE_ERRNO;
  rt_self.depth++;
  uintptr_t frames[RT_MAX_FRAMES];
  int n = rt_unwind(frames, RT_MAX_FRAMES); /* the sanitizer keeps no frame pointers */
  struct rt_site *s = n ? rt_site_for_frames(RT_KIND_ALLOC, RT_FN_MALLOC, frames, n) : NULL;
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bytes, size, memory_order_relaxed);
    rt_block_add(s, (void *)(uintptr_t)p, size, 0, 0);
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}

static void on_free(const volatile void *p) {
  if (!p || rt_self.depth || !atomic_load_explicit(&rt_live_heap, memory_order_relaxed))
    return;
  rt_self.depth++;
  rt_block_release((void *)(uintptr_t)p, NULL); /* quarantined next, not yet unmapped */
  rt_self.depth--;
}

void rt_sanitizer_init(void) {
  install_hooks_fn install =
      (install_hooks_fn)dlsym(RTLD_DEFAULT, "__sanitizer_install_malloc_and_free_hooks");
  if (!install)
    return;
  rt_unwind_skip_module((uintptr_t)install);
  if (install(on_malloc, on_free))
    rt.sanitizer_allocator = 1;
}
