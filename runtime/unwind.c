/* Stacks through code without frame pointers. The hooks walk the frame-pointer chain (cheap,
 * and the program's own code keeps frame pointers when built for it), but the shared libraries
 * a program calls the allocator through seldom have them: libstdc++ (std::string's _M_create,
 * operator new from inside the library), a distribution's libpython (PyMem_Malloc) or glib
 * (g_malloc), and a sanitizer's runtime calling the shim's malloc hook. A wrapper without a
 * frame pointer leaves its caller's frame in the register, so the walk silently skips the
 * caller, which is the very line a static finding points at. So for blocks at or above the floor
 * allocated from outside the main program, the stack comes from glibc's backtrace() (the
 * .eh_frame unwinder, right with or without frame pointers; about 2.5 us per block, measured in
 * docs/runtime.md, "call stacks"); the shim's own frames and those of runtimes registered here
 * are left out, so the site's frames start at the first frame that is neither. */
#include "rt.h"

#include <execinfo.h>
#include <link.h>

#define MAX_SKIPPED 4
struct text {
  uintptr_t addr, lo, hi;
};
static struct text shim_text, program_text, skipped[MAX_SKIPPED];
static int nskipped, ready;

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

/* The main program's executable segment: dl_iterate_phdr reports the program first. */
static int find_program_text(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct text *t = data;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X)) {
      t->lo = info->dlpi_addr + ph->p_vaddr;
      t->hi = t->lo + ph->p_memsz;
      break;
    }
  }
  return 1;
}

static struct text text_of(uintptr_t addr) {
  struct text t = {addr, 0, 0};
  if (addr)
    dl_iterate_phdr(find_text, &t);
  return t;
}

static int inside(const struct text *t, uintptr_t a) { return a >= t->lo && a < t->hi; }

void rt_unwind_init(void) {
  shim_text = text_of((uintptr_t)rt_unwind_init);
  dl_iterate_phdr(find_program_text, &program_text);
  void *warm[4];
  backtrace(warm, 4); /* loads the unwinder now, not inside a program's allocation */
  ready = 1;
}

void rt_unwind_skip_module(uintptr_t addr) {
  if (nskipped < MAX_SKIPPED)
    skipped[nskipped++] = text_of(addr);
}

/* Outside the program's own code (a static program has none outside: the walk as before). */
int rt_unwind_needed(uintptr_t ra) {
  return ready && program_text.hi && !inside(&program_text, ra);
}

int rt_unwind(uintptr_t *out, int max) {
  if (!ready)
    return 0;
  /* The unwinder's cost grows with the frames it walks, and a Python or C++ program's stacks
   * are deep: walk only the shim's frames (4), a sanitizer runtime's, and the max kept. */
  void *raw[RT_MAX_FRAMES + 8];
  int n = backtrace(raw, RT_MAX_FRAMES + 8), kept = 0;
  for (int i = 0; i < n && kept < max; ++i) {
    uintptr_t a = (uintptr_t)raw[i];
    int skip = inside(&shim_text, a);
    for (int k = 0; k < nskipped && !skip; ++k)
      skip = inside(&skipped[k], a);
    if (!skip)
      out[kept++] = a;
  }
  return kept;
}
