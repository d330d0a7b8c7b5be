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
  uint64_t ru0;           /* thread minor faults at allocation (fallback method) */
  uint64_t lost0;         /* perf samples lost before allocation */
  uint64_t sampled;       /* perf samples attributed so far */
  int tid, mmapped, warm, user_mmap;
  int unmeasured; /* fallback: a quiet site's block taken without getrusage readings */
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

/* The fallback's cost is two getrusage(RUSAGE_THREAD) calls per traced heap block (~90 ns each
 * here, about 3 % of a 1 MiB memset): the whole overhead budget of a large-block loop. So once
 * a site's last RT_QUIET_BLOCKS measured heap blocks took no fault at all (default glibc
 * reusing its heap), only one block in each window of RT_QUIET_STRIDE of the site's blocks is
 * measured, at an offset that changes from window to window (a hash of the window: a fixed
 * offset could alias with a periodic pattern); the others are charged nothing. The first
 * measured block that faults charges its count for itself and for the blocks skipped since the
 * previous measurement (at most 2 * RT_QUIET_STRIDE - 2), and the site is measured in full
 * again: a site that starts faulting is over-charged by at most that many blocks, never
 * under-charged. Every fallback heap block was an estimate already (estimatedBlocks); mmapped
 * blocks stay exact (mincore), and the perf method is not sampled this way. */
#define RT_QUIET_BLOCKS 64
#define RT_QUIET_STRIDE 16
static int measure_heap_block(struct rt_site *site) {
  if (atomic_load_explicit(&site->quiet, memory_order_relaxed) < RT_QUIET_BLOCKS)
    return 1;
  /* The site's block index (racy across threads: which block is measured may shift, the
   * one-per-window rate does not). */
  uint64_t n = atomic_load_explicit(&site->traced, memory_order_relaxed);
  uint32_t x = (uint32_t)(n / RT_QUIET_STRIDE) * 0x9e3779b1u ^ (uint32_t)((uintptr_t)site >> 6);
  x ^= x >> 15;
  x *= 0x2c1b3c6du;
  x ^= x >> 12;
  return n % RT_QUIET_STRIDE == (x & (RT_QUIET_STRIDE - 1));
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
  b->sampled += weight;
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

/* Charges a finished block to its site. For mmapped blocks mincore() is exact (a fresh
 * anonymous page is resident only if it was touched, i.e. faulted); for heap blocks the perf
 * samples, or the thread's getrusage delta over the block's life (capped at its pages). */
static void finish(struct block *b) {
  if (b->inherited)
    return;
  uint64_t pages = (b->end - b->start + 4095) / 4096;
  uint64_t faults = 0;
  int estimated = 0;
  if (rt.method == RT_METHOD_PERF) {
    faults = b->sampled;
    if (!b->mmapped && faults > pages + rt_sample_period)
      faults = pages; /* a sample stands for a period of faults: never more than the pages */
    if (b->mmapped) {
      uint64_t resident = rt_mincore_resident(b->start, b->end);
      if (resident > faults)
        faults = resident; /* faults taken inside system calls are not sampled */
    } else if (rt_faults_lost() != b->lost0) {
      estimated = 1;
    }
  } else if (b->mmapped) {
    faults = rt_mincore_resident(b->start, b->end);
  } else if (b->unmeasured) {
    owned_add32(&b->site->skipped, 1); /* charged by the next measured block, see below */
    estimated = 1;
  } else if (b->tid == rt_gettid()) {
    uint64_t now = rt_faults_thread_minflt();
    faults = now > b->ru0 ? now - b->ru0 : 0;
    if (faults > pages + 1)
      faults = pages + 1; /* other faults of the thread during the block's life */
    struct rt_site *s = b->site;
    if (faults == 0) {
      owned_add32(&s->quiet, 1);
    } else {
      /* The site faults again: stand for the blocks skipped since the last measurement (they
       * are estimated like this one), and measure every block from now on. */
      faults *= 1 + atomic_load_explicit(&s->skipped, memory_order_relaxed);
      atomic_store_explicit(&s->quiet, 0, memory_order_relaxed);
    }
    atomic_store_explicit(&s->skipped, 0, memory_order_relaxed);
    estimated = 1;
  } else {
    estimated = 1; /* freed by another thread: no per-thread delta to take */
  }
  struct rt_site *s = b->site;
  owned_add(&s->faults, faults);
  if (b->warm)
    owned_add(&s->warm_faults, faults);
  owned_add(&s->freed, 1);
  owned_add(&s->lifetime_ns, rt_ticks() - b->t0); /* ticks; the report converts */
  if (estimated)
    owned_add(&s->estimated, 1);
}

/* glibc's mmapped chunks: the 16-byte header sits before the pointer, the mapping starts at the
 * page below it, and bit 1 of the size field (IS_MMAPPED) says "mmapped". Read only when the
 * start-up self-test passed (rt.chunk_headers, init.c). */
static int glibc_mmapped(void *p) { return (((size_t *)p)[-1] & 2) != 0; }

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
  if (rt.method != RT_METHOD_PERF && !mmapped) {
    if (measure_heap_block(site))
      b.ru0 = rt_faults_thread_minflt();
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

int rt_block_release(void *p) {
  RT_SAVE_ERRNO;
  int found = 0;
  rt_blocks_lock();
  size_t i = find_user((uintptr_t)p);
  if (i != (size_t)-1) {
    if (rt.method == RT_METHOD_PERF)
      rt_faults_drain();
    finish(&blocks[i]);
    remove_at(i);
    found = 1;
  }
  rt_blocks_unlock();
  RT_RESTORE_ERRNO;
  return found;
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
