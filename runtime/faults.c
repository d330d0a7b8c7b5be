/* Measuring minor faults. Preferred: one perf_event_open software event for the process
 * per thread (PERF_COUNT_SW_PAGE_FAULTS_MIN, sample period 1, PERF_SAMPLE_ADDR|TID,
 * exclude_kernel=1 so it works unprivileged at perf_event_paranoid=2). Each sample's address is charged to the live
 * block that contains it (blocks.c). Fallback when the kernel or a seccomp filter says no, or
 * FAULTLINE_RT_METHOD=getrusage: per-thread getrusage deltas over a heap block's life and
 * mincore() at release for mmapped blocks (DESIGN.md, "Facts measured on this machine"). */
#include "rt.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The kernel refuses to mmap an inherited per-task event ("all children writing to the same
 * ring"), and per-task events cannot share a ring (PERF_EVENT_IOC_SET_OUTPUT wants the same
 * task). So each thread gets its own event and ring: the main thread at start-up, others from
 * the pthread_create trampoline (thread_hooks.c). Any thread may drain every ring, under the
 * blocks lock, so a fault is charged to a block while that block is still alive. */
#define MAX_RINGS 512
struct ring {
  _Atomic int state; /* 0 free, 1 claimed, 2 ready */
  int fd, tid;
  void *map;
  size_t data_bytes;
};
static struct ring rings[MAX_RINGS];
/* One past the highest slot ever claimed: drains scan only that far (a drain runs on every
 * traced allocation and release, so scanning all 512 slots cost ~0.5 us each). */
static _Atomic int rings_hw;
static uint64_t lost, unattributed, unattributed_heap, throttled, sampled;
static _Atomic uint64_t threads_unsampled;

/* Faults per sample (FAULTLINE_RT_SAMPLE_PERIOD, default 16). Period 1 gives every fault's
 * address but costs ~15 % on a loop that faults all the time (bench/runtime_overhead.py); at 16
 * a heap block's count is a sample count x 16 (within one period of the truth), while mmapped
 * blocks stay exact through mincore() at release. */
uint64_t rt_sample_period = 16;

/* Whether the events sample at all. An active page-fault event makes every fault of the process
 * dearer in the kernel (~3 % of a loop that faults all the time, whatever the period), and its
 * samples only matter for traced blocks *from the heap*: mmapped ones are counted exactly by
 * mincore() at release. So a traced mmapped allocation made while no traced heap block is alive
 * stops the events (one ioctl per thread), and the next traced heap allocation starts them
 * again, before the program can touch its block. A loop of heap blocks keeps them on, a loop of
 * mmapped blocks (a pinned threshold) keeps them off: transitions are rare. Guarded by the
 * blocks lock; new threads' events take the current state (open_ring). */
int rt_sampling = 1;

static void set_event(int fd, int on) {
  ioctl(fd, on ? PERF_EVENT_IOC_ENABLE : PERF_EVENT_IOC_DISABLE, 0);
}

/* The process's minor faults while sampling was off (report.c "faults"): the mmapped blocks'
 * own faults are exact by mincore, everything else taken meanwhile was not sampled. */
static uint64_t paused_faults, pause_start;
static uint64_t process_minflt(void) {
  struct rusage ru;
  return getrusage(RUSAGE_SELF, &ru) == 0 ? (uint64_t)ru.ru_minflt : 0;
}
uint64_t rt_faults_paused(void) {
  return paused_faults + (rt.method == RT_METHOD_PERF && !rt_sampling
                              ? process_minflt() - pause_start
                              : 0);
}

void rt_faults_switch_samples(int on) {
  if (rt.method != RT_METHOD_PERF || on == rt_sampling)
    return;
  RT_SAVE_ERRNO;
  rt_sampling = on;
  if (!on)
    pause_start = process_minflt();
  else
    paused_faults += process_minflt() - pause_start;
  int hw = atomic_load_explicit(&rings_hw, memory_order_acquire);
  for (int i = 0; i < hw; ++i)
    if (atomic_load_explicit(&rings[i].state, memory_order_acquire) == 2)
      set_event(rings[i].fd, on);
  RT_RESTORE_ERRNO;
}

static int open_event(void) {
  struct perf_event_attr a;
  memset(&a, 0, sizeof a);
  a.size = sizeof a;
  a.type = PERF_TYPE_SOFTWARE;
  a.config = PERF_COUNT_SW_PAGE_FAULTS_MIN;
  a.sample_period = rt_sample_period;
  a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_ADDR;
  a.exclude_kernel = 1; /* what perf_event_paranoid=2 allows without privileges */
  a.exclude_hv = 1;
  return (int)syscall(SYS_perf_event_open, &a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
}

/* Opens the calling thread's event and ring. Returns 0 or an errno. Ring sizes step down
 * because unprivileged users share perf_event_mlock_kb (516 KiB by default) across threads. */
static int open_ring(void) {
  int fd = open_event();
  if (fd < 0)
    return errno;
  static const size_t pages[] = {256, 64, 16, 4};
  void *m = MAP_FAILED;
  size_t data = 0;
  int err = 0;
  for (size_t i = 0; i < sizeof pages / sizeof pages[0] && m == MAP_FAILED; ++i) {
    data = pages[i] * 4096;
    /* The raw system call: our own mmap hook must not see (or track) the ring. */
    m = (void *)syscall(SYS_mmap, NULL, data + 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (m == MAP_FAILED)
      err = errno;
  }
  if (m == MAP_FAILED) {
    close(fd);
    return err;
  }
  for (int i = 0; i < MAX_RINGS; ++i) {
    int zero = 0;
    if (atomic_compare_exchange_strong(&rings[i].state, &zero, 1)) {
      rings[i].fd = fd;
      rings[i].tid = rt_gettid();
      rings[i].map = m;
      rings[i].data_bytes = data;
      int hw = atomic_load(&rings_hw);
      while (hw < i + 1 && !atomic_compare_exchange_weak(&rings_hw, &hw, i + 1))
        ;
      atomic_store_explicit(&rings[i].state, 2, memory_order_release);
      /* Sampling may have been switched off meanwhile; the lock orders this with the switch.
       * (At start-up and in a fork child nothing else runs yet, and the lock is free.) */
      rt_blocks_lock();
      if (!rt_sampling)
        set_event(fd, 0);
      rt_blocks_unlock();
      return 0;
    }
  }
  syscall(SYS_munmap, m, data + 4096);
  close(fd);
  return EMFILE;
}

static void drain_ring(struct ring *r);

static void close_ring(struct ring *r) {
  syscall(SYS_munmap, r->map, r->data_bytes + 4096);
  close(r->fd);
  r->map = NULL;
  r->fd = -1;
  atomic_store(&r->state, 0);
}

void rt_faults_init(void) {
  RT_SAVE_ERRNO;
  rt.method = RT_METHOD_RUSAGE;
  rt.perf_errno = 0;
  if (!rt.force_fallback) {
    rt.perf_errno = open_ring();
    if (!rt.perf_errno)
      rt.method = RT_METHOD_PERF;
  }
  RT_RESTORE_ERRNO;
}

void rt_faults_thread_start(void) {
  if (rt.method != RT_METHOD_PERF)
    return;
  RT_SAVE_ERRNO;
  if (open_ring() != 0)
    atomic_fetch_add(&threads_unsampled, 1);
  RT_RESTORE_ERRNO;
}

void rt_faults_thread_end(void) {
  if (rt.method != RT_METHOD_PERF)
    return;
  int tid = rt_gettid();
  RT_SAVE_ERRNO;
  rt_blocks_lock();
  int hw = atomic_load(&rings_hw);
  for (int i = 0; i < hw; ++i)
    if (atomic_load_explicit(&rings[i].state, memory_order_acquire) == 2 && rings[i].tid == tid) {
      drain_ring(&rings[i]);
      close_ring(&rings[i]);
    }
  rt_blocks_unlock();
  RT_RESTORE_ERRNO;
}

void rt_faults_after_fork_child(void) {
  /* Every inherited ring is the parent's (one per parent thread): drop them all. */
  int hw = atomic_load(&rings_hw);
  for (int i = 0; i < hw; ++i)
    if (atomic_load(&rings[i].state) == 2)
      close_ring(&rings[i]);
    else
      atomic_store(&rings[i].state, 0);
  atomic_store(&rings_hw, 0);
  lost = unattributed = unattributed_heap = throttled = sampled = 0;
  paused_faults = pause_start = 0;
  atomic_store(&rt.minflt_shim, 0); /* the parent's rings were the parent's */
  rt_sampling = 1;
  atomic_store(&threads_unsampled, 0);
  rt_faults_init();
}

uint64_t rt_faults_lost(void) { return lost; }
uint64_t rt_faults_unattributed(void) { return unattributed; }
uint64_t rt_faults_unattributed_heap(void) { return unattributed_heap; }
uint64_t rt_faults_sampled(void) { return sampled * rt_sample_period; }

uint64_t rt_faults_throttled(void) { return throttled; }
uint64_t rt_faults_threads_unsampled(void) { return atomic_load(&threads_unsampled); }

static void drain_ring(struct ring *r) {
  struct perf_event_mmap_page *meta = r->map;
  unsigned char *data = (unsigned char *)r->map + 4096;
  const uint64_t size = r->data_bytes;
  uint64_t head = __atomic_load_n(&meta->data_head, __ATOMIC_ACQUIRE);
  uint64_t tail = meta->data_tail;
  while (tail < head) {
    struct perf_event_header h;
    unsigned char rec[64];
    uint64_t off = tail % size;
    /* Records are 8-byte aligned, so a header never wraps; the body may. */
    memcpy(&h, data + off, sizeof h);
    if (h.size < sizeof h || h.size > head - tail)
      break;
    if (h.size <= sizeof rec) {
      uint64_t first = size - off < h.size ? size - off : h.size;
      memcpy(rec, data + off, first);
      memcpy(rec + first, data, h.size - first);
      if (h.type == PERF_RECORD_SAMPLE && h.size >= sizeof h + 16) {
        uint64_t addr;
        memcpy(&addr, rec + sizeof h + 8, 8);
        sampled++;
        if (!rt_blocks_charge((uintptr_t)addr, rt_sample_period)) {
          unattributed++;
          /* The main heap: blocks under the floor, glibc's own chunks; the rest is stacks,
           * thread arenas, libraries' data and untraced mappings (report.c "faults"). */
          if (addr >= rt.heap_lo && addr < rt_brk())
            unattributed_heap++;
        }
      } else if (h.type == PERF_RECORD_LOST && h.size >= sizeof h + 16) {
        uint64_t n;
        memcpy(&n, rec + sizeof h + 8, 8);
        lost += n * rt_sample_period;
      } else if (h.type == PERF_RECORD_THROTTLE) {
        /* The kernel stopped sampling for a while (perf_event_max_sample_rate): samples are
         * missing in unknown number. Counted as lost, so blocks alive now are estimates. */
        lost++;
        throttled++;
      }
    }
    tail += h.size;
  }
  __atomic_store_n(&meta->data_tail, tail, __ATOMIC_RELEASE);
}

/* Called with the blocks lock held. */
void rt_faults_drain(void) {
  int hw = atomic_load_explicit(&rings_hw, memory_order_acquire);
  for (int i = 0; i < hw; ++i)
    if (atomic_load_explicit(&rings[i].state, memory_order_acquire) == 2)
      drain_ring(&rings[i]);
}

uint64_t rt_faults_thread_minflt(void) {
  struct rusage ru;
  if (getrusage(RUSAGE_THREAD, &ru) != 0)
    return 0;
  return (uint64_t)ru.ru_minflt;
}

uint64_t rt_mincore_resident(uintptr_t start, uintptr_t end) {
  unsigned char vec[4096];
  uint64_t resident = 0;
  start &= ~(uintptr_t)4095;
  while (start < end) {
    size_t pages = (end - start + 4095) / 4096;
    if (pages > sizeof vec)
      pages = sizeof vec;
    if (mincore((void *)start, pages * 4096, vec) != 0)
      break;
    for (size_t i = 0; i < pages; ++i)
      resident += vec[i] & 1;
    start += pages * 4096;
  }
  return resident;
}
