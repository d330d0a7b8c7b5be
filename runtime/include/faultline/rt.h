/* faultline/rt.h: the query API of libfaultline-rt.so, for code running inside a program the
 * shim is preloaded into (the GoogleTest listener and fault budgets of faultline_gtest).
 *
 * Find the functions at run time, so the same binary works with and without the shim:
 *
 *   typedef int (*version_fn)(void);
 *   version_fn v = (version_fn)dlsym(RTLD_DEFAULT, "faultline_rt_query_version");
 *   if (v && v() >= 1) { ... the shim is loaded ... }
 *
 * Linking against libfaultline-rt.so directly works too, but then the program needs it.
 * Every function is safe to call from any thread at any time after start-up; none allocates.
 * The counters are the ones the shim writes into its report (docs/runtime-format.md), live:
 * a traced block's faults are charged to its site when the block is released (mmapped blocks
 * by mincore(), heap blocks by perf samples or getrusage deltas), so faults of blocks still
 * alive do not show yet. */
#ifndef FAULTLINE_PUBLIC_RT_H
#define FAULTLINE_PUBLIC_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define FAULTLINE_RT_QUERY_VERSION 1

/* One call site of the shim's site table, counters since process start (or since fork). */
struct faultline_rt_site_counters {
  uint32_t id;      /* stable for the life of the process; pass to faultline_rt_site_frames */
  uint8_t kind;     /* 1 alloc, 2 mmap, 3 stdio, 4 setvbuf (faultline_rt_kind_name) */
  uint8_t fn;       /* malloc, calloc, ... (faultline_rt_function_name) */
  uint8_t nframes;  /* recorded return addresses */
  uint8_t reserved;
  uint64_t calls, bytes;             /* every call */
  uint64_t traced_calls, traced_bytes; /* calls at or above the floor (FAULTLINE_RT_MIN_SIZE) */
  uint64_t minor_faults;             /* charged to released traced blocks */
  uint64_t mmapped_blocks, freed_blocks;
  uint64_t opens;                    /* stdio sites: streams opened */
};

/* FAULTLINE_RT_QUERY_VERSION of the loaded shim (the presence check). */
int faultline_rt_query_version(void);
/* "perf", "getrusage+mincore", or "off" (a required libc function was missing). */
const char *faultline_rt_method(void);
/* The tracing floor in bytes. */
size_t faultline_rt_min_size(void);
/* Folds every thread's small-allocation counters into the site table and drains the perf
 * rings into the live blocks, so the counters read next are current. */
void faultline_rt_sync(void);
/* Copies up to `cap` sites into `out` (in the order they were first seen) and returns how
 * many sites exist (may exceed cap). */
size_t faultline_rt_sites(struct faultline_rt_site_counters *out, size_t cap);
/* The site's recorded stack, innermost first: frames[0] is the return address of the hooked
 * call (in its caller), the rest from a frame-pointer walk. Returns the number written. */
int faultline_rt_site_frames(uint32_t id, uintptr_t *frames, int cap);
const char *faultline_rt_kind_name(int kind);
const char *faultline_rt_function_name(int fn);

#ifdef __cplusplus
}
#endif

#endif
