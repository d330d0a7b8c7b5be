/* mmap/munmap/mremap made by the program itself (glibc's malloc calls its internal mmap, which
 * never reaches these, so nothing is counted twice). Mappings at or above the floor are traced
 * like heap blocks; their faults are exact by mincore() at munmap. */
#include "rt.h"

#include <errno.h>
#include <stdarg.h>
#include <sys/mman.h>

#define RA() __builtin_return_address(0)
#define FP() ((uintptr_t)__builtin_frame_address(0))

static void record_map(int fn, void *p, size_t len, void *ra, uintptr_t fp) {
  if (len < rt.min_size) {
    rt_count_small(RT_KIND_MMAP, fn, ra, len);
    return;
  }
  rt_self.depth++;
  struct rt_site *s = rt_site_for_stack(RT_KIND_MMAP, fn, ra, fp);
  if (s) {
    atomic_fetch_add_explicit(&s->calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bytes, len, memory_order_relaxed);
    rt_block_add(s, p, len, 1, 1);
  }
  rt_self.depth--;
}

static void *do_mmap(void *(*real)(void *, size_t, int, int, int, off_t), void *addr, size_t len,
                     int prot, int flags, int fd, off_t off, void *ra, uintptr_t fp) {
  if (!real)
    rt_ready();
  if (!real)
    real = real_mmap;
  if (!real) {
    errno = ENOSYS;
    return MAP_FAILED;
  }
  if (rt_self.depth || !rt_ready())
    return real(addr, len, prot, flags, fd, off);
  /* MAP_FIXED over a tracked block replaces it: finish the old one first. */
  if ((flags & MAP_FIXED) && atomic_load_explicit(&rt_live_blocks, memory_order_relaxed)) {
    rt_self.depth++;
    rt_block_release_range(addr, len);
    rt_self.depth--;
  }
  void *p = real(addr, len, prot, flags, fd, off);
  if (p != MAP_FAILED)
    record_map(RT_FN_MMAP, p, len, ra, fp);
  return p;
}

RT_EXPORT void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
  return do_mmap(real_mmap, addr, len, prot, flags, fd, off, RA(), FP());
}

RT_EXPORT void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
  return do_mmap(real_mmap64 ? real_mmap64 : real_mmap, addr, len, prot, flags, fd, off, RA(),
                 FP());
}

RT_EXPORT int munmap(void *addr, size_t len) {
  if (!real_munmap)
    rt_ready();
  if (!real_munmap) {
    errno = ENOSYS;
    return -1;
  }
  if (!rt_self.depth && rt_ready() && atomic_load_explicit(&rt_live_blocks, memory_order_relaxed)) {
    rt_self.depth++;
    rt_block_release_range(addr, len);
    rt_self.depth--;
  }
  return real_munmap(addr, len);
}

RT_EXPORT void *mremap(void *old, size_t old_len, size_t new_len, int flags, ...) {
  void *new_addr = NULL;
  if (flags & MREMAP_FIXED) {
    va_list ap;
    va_start(ap, flags);
    new_addr = va_arg(ap, void *);
    va_end(ap);
  }
  if (!real_mremap)
    rt_ready();
  if (!real_mremap) {
    errno = ENOSYS;
    return MAP_FAILED;
  }
  if (rt_self.depth || !rt_ready())
    return real_mremap(old, old_len, new_len, flags, new_addr);
  int tracked = 0;
  if (atomic_load_explicit(&rt_live_blocks, memory_order_relaxed)) {
    rt_self.depth++;
    tracked = rt_block_release(old, NULL);
    rt_self.depth--;
  }
  void *p = real_mremap(old, old_len, new_len, flags, new_addr);
  if (p != MAP_FAILED && (tracked || new_len >= rt.min_size))
    record_map(RT_FN_MREMAP, p, new_len, __builtin_return_address(0), FP());
  return p;
}
