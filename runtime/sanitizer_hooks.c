/* Programs built with AddressSanitizer (or LeakSanitizer, MemorySanitizer...): the sanitizer's
 * runtime must come first in the library list, so its malloc, not the shim's, is the one the
 * program calls, and the shim's allocation hooks never run. The sanitizers publish an official
 * way in: __sanitizer_install_malloc_and_free_hooks, called by their allocator on every
 * allocation and release. The shim installs its own there, traces blocks at or above the floor
 * exactly as its malloc hooks do, and says in the report that the blocks came from the
 * sanitizer's allocator (glibc's thresholds and trimming do not apply to it). Small blocks are
 * not counted per site in this mode: the hook's caller is inside the sanitizer. */
#include "rt.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>

typedef int (*install_hooks_fn)(void (*)(const volatile void *, size_t),
                                void (*)(const volatile void *));

/* The sanitizer runtime's text, so a stack walk can step over its frames (its hook runner,
 * allocator and malloc interceptor come before the program's frame, and a site keeps only
 * RT_MAX_FRAMES frames). */
static uintptr_t san_lo, san_hi;

struct text {
  uintptr_t addr, lo, hi;
};

static int find_text(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct text *t = data;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X) && t->addr >= lo &&
        t->addr < lo + ph->p_memsz) {
      t->lo = lo;
      t->hi = lo + ph->p_memsz;
      return 1;
    }
  }
  return 0;
}

/* The shim's own text: its frames are skipped too. */
static uintptr_t shim_lo, shim_hi;

/* The program's frames of this allocation, innermost first. The sanitizer's runtime is not
 * guaranteed to keep frame pointers, so the walk is glibc's backtrace() (the .eh_frame
 * unwinder): dearer than a frame-pointer walk, paid only for blocks at or above the floor of
 * a program that is running under a sanitizer anyway. */
static int program_frames(uintptr_t *out) {
  void *raw[32];
  int n = backtrace(raw, 32), kept = 0;
  for (int i = 0; i < n && kept < RT_MAX_FRAMES; ++i) {
    uintptr_t a = (uintptr_t)raw[i];
    if ((a >= san_lo && a < san_hi) || (a >= shim_lo && a < shim_hi))
      continue;
    out[kept++] = a;
  }
  return kept;
}

static __attribute__((noinline)) void on_malloc(const volatile void *p, size_t size) {
  if (!p || size < rt.min_size || rt_self.depth || atomic_load(&rt.ready) != 2)
    return;
  RT_SAVE_ERRNO;
  rt_self.depth++;
  uintptr_t frames[RT_MAX_FRAMES];
  int n = program_frames(frames);
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
  struct text san = {(uintptr_t)install, 0, 0}, shim = {(uintptr_t)on_malloc, 0, 0};
  dl_iterate_phdr(find_text, &san);
  dl_iterate_phdr(find_text, &shim);
  san_lo = san.lo, san_hi = san.hi, shim_lo = shim.lo, shim_hi = shim.hi;
  void *warm[4];
  backtrace(warm, 4); /* loads the unwinder now, not inside the program's first malloc */
  if (install(on_malloc, on_free))
    rt.sanitizer_allocator = 1;
}
