/* Live traced blocks: a sorted array under one spinlock. Only blocks at or above the floor
 * (64 KiB by default) come here, each already costing a system call or page faults, so a lock
 * of a few nanoseconds is noise; sorting makes both lookups (free by start address, a sampled
 * fault address to its block) a binary search. Fixed capacity; overflow is counted. */
#include "rt.h"

#include <errno.h>
#include <string.h>
#include <sys/resource.h>

struct block {
  uintptr_t start, end;   /* pages the block owns, for fault attribution */
  uintptr_t user;         /* the pointer the program got; free() looks it up */
  struct rt_site *site;
  uint64_t t0;            /* allocation time (rt_ticks) */
  uintptr_t fresh_lo;     /* pages [fresh_lo, end) were above the program break when the
                           * block was allocated: unmapped, so resident now means faulted
                           * during its life (also inside system calls); 0: none */
  uint64_t res0;          /* resident pages of [start, fresh_lo or end) at allocation */
  uint64_t lost0;         /* perf samples lost before allocation */
  uint64_t sampled;       /* perf samples attributed so far */
  int tid, mmapped, warm, user_mmap;
  int unmeasured; /* a quiet site's block taken without mincore readings (see above) */
  int inherited; /* from before a fork: its pages are the parent's doing */
};

static struct block blocks[RT_MAX_BLOCKS];
static size_t nblocks;
static size_t live_sampled; /* tracked blocks that are not mmapped: their faults need samples */
static atomic_flag lock = ATOMIC_FLAG_INIT;
_Atomic uint64_t rt_live_blocks;
struct rt_live_line rt_live_line; /* rt_live_heap: read by every free(), a line of its own */
_Atomic uint64_t rt_blocks_overflow;

/* A site's traced counters (traced, traced_bytes, max_size, mmapped, warm_mmapped, faults,
 * warm_faults, freed, lifetime_ns, estimated) are written only here, under the blocks lock: a
 * plain add (relaxed load + store, no lock prefix; the report reads them relaxed). calls and
 * bytes are shared with the small-allocation caches and stay atomic adds. */
static inline void owned_add(_Atomic uint64_t *c, uint64_t v) {
  atomic_store_explicit(c, atomic_load_explicit(c, memory_order_relaxed) + v, memory_order_relaxed);
}
static inline void owned_add32(_Atomic uint32_t *c, uint32_t v) {
  atomic_store_explicit(c, atomic_load_explicit(c, memory_order_relaxed) + v, memory_order_relaxed);
}

/* A heap block's faults are its resident pages gained between allocation and release (two
 * mincore calls, ~0.6 us each for 1 MiB here: exact, faults inside read() included, and blocks
 * alive together on one thread are not charged with each other's faults). Two calls per block
 * are most of the overhead budget of a large-block loop that does not fault (default glibc
 * reusing its heap: a 1 MiB memset takes ~6 us). So once a site's last RT_QUIET_BLOCKS measured
 * heap blocks took no fault at all, only one block in each window of the site's blocks is
 * measured (RT_QUIET_STRIDE under the fallback, RT_QUIET_STRIDE_PERF under perf, whose samples
 * still see the user-mode faults of the others), at an offset that changes from window to
 * window (a hash of the window: a fixed offset could alias with a periodic pattern). Under the
 * fallback the first measured block that faults charges its count for itself and for the
 * blocks skipped since the previous measurement (at most 2 * RT_QUIET_STRIDE - 2): a site
 * that starts faulting is over-charged by at most that many blocks, never under-charged; those
 * blocks are estimates (estimatedBlocks). Either way the site is then measured in full again. */
#define RT_QUIET_BLOCKS 64
#define RT_QUIET_STRIDE 16
#define RT_QUIET_STRIDE_PERF 64
static int measure_heap_block(struct rt_site *site) {
  if (atomic_load_explicit(&site->quiet, memory_order_relaxed) < RT_QUIET_BLOCKS)
    return 1;
  const uint32_t stride = rt.method == RT_METHOD_PERF ? RT_QUIET_STRIDE_PERF : RT_QUIET_STRIDE;
  /* The site's block index (racy across threads: which block is measured may shift, the
   * one-per-window rate does not). */
  uint64_t n = atomic_load_explicit(&site->traced, memory_order_relaxed);
  uint32_t x = (uint32_t)(n / stride) * 0x9e3779b1u ^ (uint32_t)((uintptr_t)site >> 6);
  x ^= x >> 15;
  x *= 0x2c1b3c6du;
  x ^= x >> 12;
  return n % stride == (x & (stride - 1));
}

void rt_blocks_lock(void) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
    __builtin_ia32_pause();
}
void rt_blocks_unlock(void) { atomic_flag_clear_explicit(&lock, memory_order_release); }

/* First index whose start is > addr. */
static size_t upper(uintptr_t addr) {
  size_t lo = 0, hi = nblocks;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (blocks[mid].start <= addr)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static struct block *containing(uintptr_t addr) {
  size_t i = upper(addr);
  if (i == 0)
    return NULL;
  struct block *b = &blocks[i - 1];
  return addr < b->end ? b : NULL;
}

int rt_blocks_charge(uintptr_t addr, uint64_t weight) {
  struct block *b = containing(addr);
  if (!b)
    return 0;
  if (!b->mmapped && !(b->fresh_lo && addr >= b->fresh_lo))
    b->sampled += weight; /* mmapped blocks and fresh parts are counted by mincore instead */
  return 1;
}

static void remove_at(size_t i) {
  if (!blocks[i].user_mmap)
    owned_add(&rt_live_heap, (uint64_t)-1);
  if (!blocks[i].mmapped)
    live_sampled--;
  if (i + 1 < nblocks) /* the common case, one live block, moves nothing: no call */
    memmove(&blocks[i], &blocks[i + 1], (nblocks - i - 1) * sizeof blocks[0]);
  nblocks--;
  owned_add(&rt_live_blocks, (uint64_t)-1);
}

/* Page span of [lo, hi): the pages a block's bytes touch. */
static inline uint64_t span_pages(uintptr_t lo, uintptr_t hi) {
  return hi > lo ? (((hi + 4095) & ~(uintptr_t)4095) - (lo & ~(uintptr_t)4095)) / 4096 : 0;
}
/* The part of a heap block that was mapped (resident or not) when it was allocated. */
static inline uintptr_t old_end(const struct block *b) { return b->fresh_lo ? b->fresh_lo : b->end; }

/* Charges a finished block to its site, never more than its pages. mmapped blocks: resident
 * pages at release (a fresh mapping's resident page was faulted). A heap block's part above the
 * program break at allocation (glibc grew the heap for it): resident pages at release, for the
 * same reason. The rest of a heap block: resident pages gained over its life, measured with
 * mincore at both ends (exact, also for faults inside read()); for the blocks a quiet site
 * leaves unmeasured (see measure_heap_block), perf's samples of user-mode faults, or under the
 * fallback the next measured block's count. */
static void finish(struct block *b) {
  if (b->inherited)
    return;
  uint64_t pages = span_pages(b->start, b->end);
  uint64_t faults = 0, times = 1;
  int estimated = 0;
  if (b->mmapped) {
    faults = rt_mincore_resident(b->start, b->end);
  } else {
    uint64_t fresh = b->fresh_lo ? rt_mincore_resident(b->fresh_lo, b->end) : 0;
    uint64_t old_pages = b->fresh_lo ? span_pages(b->start, b->fresh_lo) : pages;
    uint64_t old = 0;
    struct rt_site *s = b->site;
    if (old_pages == 0) {
      /* the whole block was fresh */
    } else if (!b->unmeasured) {
      uint64_t now = rt_mincore_resident(b->start, old_end(b));
      old = now > b->res0 ? now - b->res0 : 0;
    } else if (rt.method == RT_METHOD_PERF) {
      old = b->sampled < old_pages ? b->sampled : old_pages; /* a sample stands for a period */
      if (b->sampled)
        estimated = 1; /* a count of samples times the period: within one period */
    } else {
      owned_add32(&s->skipped, 1); /* charged by the next measured block, see above */
      estimated = 1;
    }
    if (!b->unmeasured || old_pages == 0) {
      if (old + fresh == 0) {
        owned_add32(&s->quiet, 1);
      } else {
        /* The site faults again: measure every block from now on; under the fallback, stand
         * for the blocks skipped since the last measurement (perf sampled those). */
        uint32_t skipped = atomic_load_explicit(&s->skipped, memory_order_relaxed);
        if (skipped && rt.method != RT_METHOD_PERF) {
          estimated = 1;
          times += skipped;
        }
        atomic_store_explicit(&s->quiet, 0, memory_order_relaxed);
      }
      atomic_store_explicit(&s->skipped, 0, memory_order_relaxed);
    }
    faults = old + fresh;
  }
  if (faults > pages)
    faults = pages;
  faults *= times;
  struct rt_site *s = b->site;
  owned_add(&s->faults, faults);
  if (b->warm)
    owned_add(&s->warm_faults, faults);
  owned_add(&s->freed, 1);
  if (atomic_load_explicit(&s->live_now, memory_order_relaxed))
    owned_add(&s->live_now, (uint64_t)-1);
  uint64_t now = rt_ticks();
  owned_add(&s->lifetime_ns, now - b->t0); /* ticks; the report converts */
  rt_timeline_charge(s, faults, now);
  if (estimated)
    owned_add(&s->estimated, 1);
}

/* The faults taken so far in the traced blocks still alive (a result matrix the program never
 * frees, a buffer kept until exit): counted as finish() would count them, without charging a
 * site (a site's figures are per released block). For the report's fault account. */
uint64_t rt_blocks_live_faults(void) {
  uint64_t total = 0;
  rt_blocks_lock();
  for (size_t i = 0; i < nblocks; ++i) {
    const struct block *b = &blocks[i];
    if (b->inherited)
      continue;
    uint64_t pages = span_pages(b->start, b->end), faults;
    if (b->mmapped) {
      faults = rt_mincore_resident(b->start, b->end);
    } else {
      faults = b->fresh_lo ? rt_mincore_resident(b->fresh_lo, b->end) : 0;
      if (!b->unmeasured) {
        uint64_t now = rt_mincore_resident(b->start, old_end(b));
        faults += now > b->res0 ? now - b->res0 : 0;
      } else {
        faults += b->sampled;
      }
    }
    total += faults < pages ? faults : pages;
  }
  rt_blocks_unlock();
  return total;
}

/* glibc's mmapped chunks: the 16-byte header sits before the pointer, the mapping starts at the
 * page below it, and bit 1 of the size field (IS_MMAPPED) says "mmapped". Read only when the
 * start-up self-test passed (rt.chunk_headers, init.c). */
static int glibc_mmapped(void *p) { return (((size_t *)p)[-1] & 2) != 0; }

/* glibc's NON_MAIN_ARENA bit: the chunk belongs to a thread arena (an mmapped heap of its
 * own, grown with mprotect and shrunk with madvise: no program break to compare with). */
static int glibc_main_arena(void *p) { return (((size_t *)p)[-1] & 4) == 0; }

void rt_block_add(struct rt_site *site, void *p, size_t size, int mmapped_hint, int user_mmap) {
  RT_SAVE_ERRNO;
  int mmapped = user_mmap || (mmapped_hint && rt.chunk_headers && glibc_mmapped(p));
  uintptr_t start = (uintptr_t)p, end = start + size;
  if (mmapped && !user_mmap)
    start = (start - 16) & ~(uintptr_t)4095;
  if (mmapped)
    end = (end + 4095) & ~(uintptr_t)4095;
  struct block b = {.start = start, .end = end, .user = (uintptr_t)p, .site = site,
                    .tid = rt_gettid(), .mmapped = mmapped, .user_mmap = user_mmap};
  /* A main-heap block reaching above the break as it was just before the allocation: glibc
   * grew the heap for it (first use, or again after trimming the top), so those pages were not
   * mapped a moment ago and every one of them resident at release was faulted in its life. */
  uintptr_t brk0 = rt_self.brk_before;
  rt_self.brk_before = 0;
  if (!mmapped && mmapped_hint && rt.chunk_headers && brk0 && glibc_main_arena(p) &&
      start >= rt.heap_lo && end > brk0) {
    uintptr_t lo = ((brk0 > start ? brk0 : start) + 4095) & ~(uintptr_t)4095;
    if (lo < end)
      b.fresh_lo = lo;
  }
  if (!mmapped && b.fresh_lo != start) {
    if (measure_heap_block(site))
      b.res0 = rt_mincore_resident(start, old_end(&b));
    else
      b.unmeasured = 1;
  }
  rt_blocks_lock();
  uint64_t n = atomic_load_explicit(&site->traced, memory_order_relaxed);
  owned_add(&site->traced, 1);
  owned_add(&site->traced_bytes, size);
  if (size > atomic_load_explicit(&site->max_size, memory_order_relaxed))
    atomic_store_explicit(&site->max_size, size, memory_order_relaxed);
  b.warm = n < RT_WARM_CALLS;
  if (b.fresh_lo) {
    owned_add(&site->heap_grown, 1);
    if (b.warm)
      owned_add(&site->warm_heap_grown, 1);
    if (b.fresh_lo < rt.brk_high)
      owned_add(&site->heap_regrown, 1); /* these pages were in the heap before: trimmed */
  }
  if (brk0) {
    /* The break went down since the last traced event: a trim by an untraced free (a stdio
     * buffer above the blocks, freed by fclose, is a common one) or malloc_trim. */
    uintptr_t last = atomic_load_explicit(&rt.brk_last, memory_order_relaxed);
    if (last && brk0 < last) {
      atomic_fetch_add_explicit(&rt.trims, 1, memory_order_relaxed);
      atomic_fetch_add_explicit(&rt.trimmed_bytes, last - brk0, memory_order_relaxed);
    }
    uintptr_t now = rt_brk();
    atomic_store_explicit(&rt.brk_last, now, memory_order_relaxed);
    if (now > rt.brk_high)
      rt.brk_high = now;
  }
  if (mmapped) {
    owned_add(&site->mmapped, 1);
    if (b.warm)
      owned_add(&site->warm_mmapped, 1);
  }
  if (rt.method == RT_METHOD_PERF) {
    rt_faults_drain(); /* earlier faults at these addresses belong to no live block */
    if (!mmapped)
      rt_faults_want_samples(1);
    else if (live_sampled == 0)
      rt_faults_want_samples(0); /* only mincore-counted blocks alive: see faults.c */
  }
  b.lost0 = rt_faults_lost();
  b.t0 = rt_ticks();
  size_t i = upper(start);
  /* A stale entry overlapping this one: its memory was released behind our back (for example
   * realloc inside libc). Finish it, then take its place. */
  while (i > 0 && blocks[i - 1].end > start) {
    finish(&blocks[i - 1]);
    remove_at(--i);
  }
  while (i < nblocks && blocks[i].start < end) {
    finish(&blocks[i]);
    remove_at(i);
  }
  if (nblocks == RT_MAX_BLOCKS) {
    atomic_fetch_add_explicit(&rt_blocks_overflow, 1, memory_order_relaxed);
  } else {
    if (atomic_load_explicit(&site->live_now, memory_order_relaxed))
      owned_add(&site->overlapped, 1);
    owned_add(&site->live_now, 1);
    if (atomic_load_explicit(&site->live_now, memory_order_relaxed) >
        atomic_load_explicit(&site->live_max, memory_order_relaxed))
      atomic_store_explicit(&site->live_max,
                            atomic_load_explicit(&site->live_now, memory_order_relaxed),
                            memory_order_relaxed);
    if (i < nblocks)
      memmove(&blocks[i + 1], &blocks[i], (nblocks - i) * sizeof blocks[0]);
    blocks[i] = b;
    nblocks++;
    owned_add(&rt_live_blocks, 1);
    if (!user_mmap)
      owned_add(&rt_live_heap, 1);
    if (!mmapped)
      live_sampled++;
  }
  rt_blocks_unlock();
  RT_RESTORE_ERRNO;
}

static size_t find_user(uintptr_t p) {
  size_t i = upper(p);
  /* The block holding p starts at or below p (at p, or at the page of a glibc chunk header). */
  while (i > 0) {
    struct block *b = &blocks[i - 1];
    if (b->user == p)
      return i - 1;
    if (b->end <= p || p - b->start > 4096 + 16)
      break;
    --i;
  }
  return (size_t)-1;
}

int rt_block_release(void *p, struct rt_site **heap_site) {
  RT_SAVE_ERRNO;
  int found = 0;
  if (heap_site)
    *heap_site = NULL;
  rt_blocks_lock();
  size_t i = find_user((uintptr_t)p);
  if (i != (size_t)-1) {
    if (rt.method == RT_METHOD_PERF)
      rt_faults_drain();
    finish(&blocks[i]);
    found = 1;
    if (heap_site && !blocks[i].mmapped)
      *heap_site = blocks[i].site; /* only heap blocks can let glibc trim the heap */
    remove_at(i);
  }
  rt_blocks_unlock();
  RT_RESTORE_ERRNO;
  return found;
}

void rt_note_trim(struct rt_site *site, uintptr_t brk_before) {
  uintptr_t now = rt_brk();
  if (!site || !brk_before || !now)
    return;
  atomic_store_explicit(&rt.brk_last, now, memory_order_relaxed);
  if (now >= brk_before)
    return;
  /* Counted outside the blocks lock: a trim is rare next to the free that caused it. */
  atomic_fetch_add_explicit(&site->trims, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&site->trimmed_bytes, brk_before - now, memory_order_relaxed);
  atomic_fetch_add_explicit(&rt.trims, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&rt.trimmed_bytes, brk_before - now, memory_order_relaxed);
}

void rt_block_release_range(void *p, size_t len) {
  RT_SAVE_ERRNO;
  uintptr_t lo = (uintptr_t)p, hi = lo + len;
  rt_blocks_lock();
  if (rt.method == RT_METHOD_PERF)
    rt_faults_drain();
  size_t i = upper(lo);
  if (i > 0 && blocks[i - 1].start == lo)
    --i;
  else if (i > 0 && blocks[i - 1].end > lo && blocks[i - 1].start < lo)
    blocks[i - 1].end = lo; /* a tail unmapped: the block shrinks */
  while (i < nblocks && blocks[i].start < hi) {
    finish(&blocks[i]);
    remove_at(i);
  }
  rt_blocks_unlock();
  RT_RESTORE_ERRNO;
}

/* The child keeps the inherited blocks (it may free them) but owes nothing for the parent's
 * samples; the lock is re-initialised because the forking thread held it (see init.c). */
void rt_blocks_after_fork_child(void) {
  for (size_t i = 0; i < nblocks; ++i) {
    blocks[i].sampled = 0;
    blocks[i].tid = 0;
    blocks[i].warm = 0;
    blocks[i].lost0 = 0;
    blocks[i].inherited = 1;
  }
  atomic_flag_clear(&lock);
}
