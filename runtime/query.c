/* The query API (include/faultline/rt.h): read-only access to the site table from inside the
 * program, for faultline_gtest's listener and fault budgets. Nothing here allocates; it only
 * reads the counters the hooks maintain (sites.c) after folding the per-thread caches and
 * draining the perf rings (faults.c) so they are current. */
#include "rt.h"

#include "include/faultline/rt.h"

RT_EXPORT int faultline_rt_query_version(void) { return FAULTLINE_RT_QUERY_VERSION; }

RT_EXPORT const char *faultline_rt_method(void) {
  if (!rt_ready())
    return "off";
  return rt.method == RT_METHOD_PERF ? "perf" : "getrusage+mincore";
}

RT_EXPORT size_t faultline_rt_min_size(void) { return rt_ready() ? rt.min_size : 0; }

RT_EXPORT void faultline_rt_sync(void) {
  if (!rt_ready())
    return;
  RT_SAVE_ERRNO;
  rt_self.depth++;
  rt_flush_caches();
  if (rt.method == RT_METHOD_PERF) {
    rt_blocks_lock();
    rt_faults_drain();
    rt_blocks_unlock();
  }
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}

static uint64_t ld(_Atomic uint64_t *p) { return atomic_load_explicit(p, memory_order_relaxed); }

RT_EXPORT size_t faultline_rt_sites(struct faultline_rt_site_counters *out, size_t cap) {
  if (!rt_ready())
    return 0;
  uint32_t used = atomic_load_explicit(&rt_site_count, memory_order_acquire);
  if (used > RT_MAX_SITES)
    used = RT_MAX_SITES;
  size_t n = 0;
  for (uint32_t i = 0; i < used; ++i) {
    uint16_t slot = rt_site_used[i];
    struct rt_site *s = &rt_sites[slot];
    if (!atomic_load_explicit(&s->ready, memory_order_acquire))
      continue;
    if (n < cap && out) {
      struct faultline_rt_site_counters *o = &out[n];
      o->id = slot;
      o->kind = s->kind;
      o->fn = s->fn;
      o->nframes = s->nframes;
      o->reserved = 0;
      o->calls = ld(&s->calls);
      o->bytes = ld(&s->bytes);
      o->traced_calls = ld(&s->traced);
      o->traced_bytes = ld(&s->traced_bytes);
      o->minor_faults = ld(&s->faults);
      o->mmapped_blocks = ld(&s->mmapped);
      o->freed_blocks = ld(&s->freed);
      o->opens = ld(&s->opens);
    }
    ++n;
  }
  return n;
}

RT_EXPORT int faultline_rt_site_frames(uint32_t id, uintptr_t *frames, int cap) {
  if (!rt_ready() || id >= RT_MAX_SITES || !frames || cap <= 0)
    return 0;
  struct rt_site *s = &rt_sites[id];
  if (!atomic_load_explicit(&s->ready, memory_order_acquire))
    return 0;
  int n = s->nframes < cap ? s->nframes : cap;
  for (int i = 0; i < n; ++i)
    frames[i] = s->frames[i];
  return n;
}

RT_EXPORT const char *faultline_rt_kind_name(int kind) {
  switch (kind) {
  case RT_KIND_ALLOC: return "alloc";
  case RT_KIND_MMAP: return "mmap";
  case RT_KIND_STDIO: return "stdio";
  case RT_KIND_SETVBUF: return "setvbuf";
  default: return "?";
  }
}

RT_EXPORT const char *faultline_rt_function_name(int fn) { return rt_fn_name(fn); }
