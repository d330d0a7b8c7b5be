/* The per-process raw report: JSON written with write(2) from a static buffer (no malloc, no
 * stdio: this also runs from abort() and just before exec). Addresses stay raw; the module map
 * lets `faultline run` symbolise them offline. Written to a temporary name and renamed, so a
 * reader sees a whole report or none. Format: docs/runtime-format.md ("raw report"). */
#include "rt.h"

#include <fcntl.h>
#include <gnu/libc-version.h>
#include <link.h>
#include <limits.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <unistd.h>

static atomic_flag writing = ATOMIC_FLAG_INIT;
static char buf[65536];
static size_t used;
static int out_fd = -1;
static int out_failed;

static void flush(void) {
  size_t off = 0;
  while (off < used && !out_failed) {
    ssize_t w = write(out_fd, buf + off, used - off);
    if (w <= 0)
      out_failed = 1;
    else
      off += (size_t)w;
  }
  used = 0;
}

static void put(const char *s, size_t n) {
  while (n) {
    if (used == sizeof buf)
      flush();
    size_t k = sizeof buf - used < n ? sizeof buf - used : n;
    memcpy(buf + used, s, k);
    used += k;
    s += k;
    n -= k;
  }
}
static void puts_(const char *s) { put(s, strlen(s)); }

static void put_u64(uint64_t v) {
  char tmp[24];
  int n = 0;
  do
    tmp[sizeof tmp - ++n] = (char)('0' + v % 10);
  while ((v /= 10));
  put(tmp + sizeof tmp - n, (size_t)n);
}
static void put_i64(int64_t v) {
  if (v < 0) {
    puts_("-");
    put_u64((uint64_t)(-(v + 1)) + 1);
  } else {
    put_u64((uint64_t)v);
  }
}
static void put_hex(uint64_t v) {
  char tmp[20];
  int n = 0;
  do
    tmp[sizeof tmp - ++n] = "0123456789abcdef"[v & 15];
  while ((v >>= 4));
  puts_("\"0x");
  put(tmp + sizeof tmp - n, (size_t)n);
  puts_("\"");
}
static void put_str(const char *s) {
  puts_("\"");
  for (; *s; ++s) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      char e[2] = {'\\', (char)c};
      put(e, 2);
    } else if (c < 0x20) {
      char e[6] = {'\\', 'u', '0', '0', "0123456789abcdef"[c >> 4], "0123456789abcdef"[c & 15]};
      put(e, 6);
    } else {
      put((const char *)&c, 1);
    }
  }
  puts_("\"");
}
static void key(const char *k) {
  put_str(k);
  puts_(":");
}
static void kv_u64(const char *k, uint64_t v) {
  key(k);
  put_u64(v);
  puts_(",");
}

/* ---- modules ----------------------------------------------------------------------------- */
static int first_module;
static int module_cb(struct dl_phdr_info *info, size_t size, void *unused) {
  const char *name = info->dlpi_name;
  char exe[PATH_MAX];
  if (!name || !*name) {
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
      return 0;
    exe[n] = 0;
    name = exe;
  }
  if (!strncmp(name, "linux-vdso", 10) || !strncmp(name, "linux-gate", 10))
    return 0;
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD)
      continue;
    uintptr_t a = info->dlpi_addr + ph->p_vaddr;
    if (a < lo)
      lo = a;
    if (a + ph->p_memsz > hi)
      hi = a + ph->p_memsz;
  }
  if (hi == 0)
    return 0;
  if (!first_module)
    puts_(",");
  first_module = 0;
  puts_("{");
  key("path");
  put_str(name);
  puts_(",");
  key("bias");
  put_hex(info->dlpi_addr);
  puts_(",");
  key("start");
  put_hex(lo);
  puts_(",");
  key("end");
  put_hex(hi);
  puts_("}");
  return 0;
}

static void read_small_file(const char *path, char *dst, size_t cap) {
  dst[0] = 0;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return;
  ssize_t n = read(fd, dst, cap - 1);
  close(fd);
  if (n <= 0)
    return;
  dst[n] = 0;
  char *nl = strchr(dst, '\n');
  if (nl)
    *nl = 0;
}

static const char *method_name(int m) {
  return m == RT_METHOD_PERF ? "perf" : m == RT_METHOD_RUSAGE ? "getrusage+mincore" : "none";
}

static void put_site(const struct rt_site *s, int *first) {
  if (!*first)
    puts_(",");
  *first = 0;
  puts_("{");
  key("kind");
  put_str(s->kind == RT_KIND_ALLOC  ? "alloc"
          : s->kind == RT_KIND_MMAP ? "mmap"
          : s->kind == RT_KIND_STDIO ? "stdio"
                                     : "setvbuf");
  puts_(",");
  key("function");
  put_str(rt_fn_name(s->fn));
  puts_(",");
  key("stack");
  puts_("[");
  for (int i = 0; i < s->nframes; ++i) {
    if (i)
      puts_(",");
    put_hex(s->frames[i]);
  }
  puts_("],");
  const uint32_t *tl;
  int ntl = rt_timeline_site(s, &tl);
  if (ntl) { /* faults per bucket of the process's timeline (timeline.c) */
    key("timeline");
    puts_("[");
    for (int i = 0; i < ntl; ++i) {
      if (i)
        puts_(",");
      put_u64(tl[i]);
    }
    puts_("],");
  }
#define F(name, field) kv_u64(name, atomic_load_explicit(&s->field, memory_order_relaxed))
  F("calls", calls);
  F("bytes", bytes);
  F("tracedCalls", traced);
  F("tracedBytes", traced_bytes);
  F("maxSize", max_size);
  F("minorFaults", faults);
  F("warmupFaults", warm_faults);
  F("mmappedBlocks", mmapped);
  F("warmupMmappedBlocks", warm_mmapped);
  F("freedBlocks", freed);
  kv_u64("lifetimeNs", rt_ticks_to_ns(atomic_load_explicit(&s->lifetime_ns, memory_order_relaxed)));
  F("estimatedBlocks", estimated);
  F("heapGrownBlocks", heap_grown);
  F("warmupHeapGrownBlocks", warm_heap_grown);
  F("heapRegrownBlocks", heap_regrown);
  F("overlappedBlocks", overlapped);
  F("maxLiveBlocks", live_max);
  F("samePathOpens", same_path_opens);
  F("heapTrims", trims);
  F("heapTrimmedBytes", trimmed_bytes);
  F("opens", opens);
  F("closes", closes);
  F("bufferAllocations", buffer_allocs);
  F("callerBuffers", caller_buffers);
  key("unbuffered");
  put_u64(atomic_load_explicit(&s->unbuffered, memory_order_relaxed));
#undef F
  puts_("}");
}

uint64_t rt_streams_overflow(void);

static void write_body(const char *reason) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  exe[n > 0 ? n : 0] = 0;
  puts_("{");
  key("format");
  put_str("faultline-runtime-raw");
  puts_(",");
  kv_u64("version", 1);
  kv_u64("pid", (uint64_t)getpid());
  kv_u64("ppid", (uint64_t)getppid());
  key("executable");
  put_str(exe);
  puts_(",");
  key("endedBy");
  put_str(reason);
  puts_(",");
  key("method");
  put_str(method_name(rt.method));
  puts_(",");
  key("perf");
  puts_("{");
  key("available");
  puts_(rt.method == RT_METHOD_PERF ? "true," : "false,");
  key("forcedOff");
  puts_(rt.force_fallback ? "true," : "false,");
  key("error");
  put_str(rt.perf_errno ? strerror(rt.perf_errno) : "");
  puts_(",");
  kv_u64("samplePeriod", rt_sample_period);
  kv_u64("lostSamples", rt_faults_lost());
  kv_u64("throttled", rt_faults_throttled());
  kv_u64("threadsWithoutSampling", rt_faults_threads_unsampled());
  kv_u64("unattributedHeapSamples", rt_faults_unattributed_heap());
  key("unattributedSamples");
  put_u64(rt_faults_unattributed());
  puts_("},");
  /* Where the process's minor faults went, as far as the shim knows; the sites' own faults are
   * summed by `faultline run`, which names the remainder (docs/runtime.md, "Every fault"). */
  key("faults");
  puts_("{");
  kv_u64("beforeShim", rt.minflt_at_start);
  kv_u64("shim", atomic_load(&rt.minflt_shim));
  kv_u64("sampled", rt_faults_sampled());
  kv_u64("liveBlocks", rt_blocks_live_faults());
  kv_u64("whileSamplingPaused", rt_faults_paused());
  kv_u64("heapTrims", atomic_load(&rt.trims));
  key("heapTrimmedBytes");
  put_u64(atomic_load(&rt.trimmed_bytes));
  puts_("},");
  kv_u64("minSize", rt.min_size);
  kv_u64("minorFaults", (uint64_t)ru.ru_minflt);
  kv_u64("majorFaults", (uint64_t)ru.ru_majflt);
  kv_u64("wallNs", rt_now_ns() - rt.start_ns);
  const uint64_t *tl;
  uint64_t bucket_ns;
  int ntl = rt_timeline_total(&tl, &bucket_ns);
  key("timeline");
  puts_("{");
  kv_u64("startNs", rt.start_ns);
  kv_u64("bucketNs", bucket_ns);
  key("minorFaults");
  puts_("[");
  for (int i = 0; i < ntl; ++i) {
    if (i)
      puts_(",");
    put_u64(tl[i]);
  }
  puts_("]},");
  /* environment */
  struct utsname u;
  char thp[256];
  read_small_file("/sys/kernel/mm/transparent_hugepage/enabled", thp, sizeof thp);
  key("environment");
  puts_("{");
  key("libc");
  put_str("glibc");
  puts_(",");
  key("libcVersion");
  put_str(gnu_get_libc_version());
  puts_(",");
  key("kernel");
  put_str(uname(&u) == 0 ? u.release : "");
  puts_(",");
  key("transparentHugepages");
  put_str(thp);
  puts_(",");
  key("glibcTunables");
  put_str(rt.env_tunables);
  puts_(",");
  key("mallocEnvironment");
  put_str(rt.env_malloc);
  puts_(",");
  key("mallopt");
  puts_("[");
  int nm = atomic_load(&rt.n_mallopt);
  for (int i = 0; i < nm && i < RT_MAX_MALLOPT; ++i) {
    if (i)
      puts_(",");
    puts_("{");
    key("param");
    put_i64(rt.mallopt_param[i]);
    puts_(",");
    key("value");
    put_i64(rt.mallopt_value[i]);
    puts_(",");
    key("result");
    put_i64(rt.mallopt_ret[i]);
    puts_("}");
  }
  puts_("],");
  kv_u64("malloptDropped", nm > RT_MAX_MALLOPT ? (uint64_t)(nm - RT_MAX_MALLOPT) : 0);
  key("glibcMalloc");
  puts_(rt.glibc_malloc ? "true," : "false,");
  key("sanitizerAllocator"); /* blocks seen through __sanitizer_install_malloc_and_free_hooks */
  puts_(rt.sanitizer_allocator ? "true," : "false,");
  key("freeCheck"); /* how free() tells small blocks from tracked ones without a lookup */
  put_str(rt.chunk_headers ? "chunk-header" : real_malloc_usable_size ? "malloc_usable_size" : "lookup");
  puts_("},");
  key("overflow");
  puts_("{");
  kv_u64("sites", atomic_load(&rt_sites_overflow));
  kv_u64("blocks", atomic_load(&rt_blocks_overflow));
  key("streams");
  put_u64(rt_streams_overflow());
  puts_("},");
  key("modules");
  puts_("[");
  first_module = 1;
  dl_iterate_phdr(module_cb, NULL);
  puts_("],");
  key("sites");
  puts_("[");
  int first = 1;
  uint32_t used = atomic_load(&rt_site_count);
  for (uint32_t i = 0; i < used && i < RT_MAX_SITES; ++i) {
    const struct rt_site *s = &rt_sites[rt_site_used[i]];
    if (!atomic_load_explicit(&s->ready, memory_order_acquire))
      continue;
    if (!atomic_load_explicit(&s->calls, memory_order_relaxed) &&
        !atomic_load_explicit(&s->traced, memory_order_relaxed) &&
        !atomic_load_explicit(&s->faults, memory_order_relaxed) &&
        !atomic_load_explicit(&s->closes, memory_order_relaxed))
      continue;
    put_site(s, &first);
  }
  puts_("]}\n");
}

static char *append(char *p, char *end, const char *s) {
  while (*s && p < end - 1)
    *p++ = *s++;
  *p = 0;
  return p;
}
static char *append_u64(char *p, char *end, uint64_t v) {
  char tmp[24];
  int n = 0;
  do
    tmp[sizeof tmp - ++n] = (char)('0' + v % 10);
  while ((v /= 10));
  tmp[sizeof tmp - n - 1] = 0;
  for (int i = 0; i < n && p < end - 1; ++i)
    *p++ = tmp[sizeof tmp - n + i];
  *p = 0;
  return p;
}

void rt_write_report(const char *reason) {
  if (!rt.dir[0])
    return;
  int expected = 0;
  if (!atomic_compare_exchange_strong(&rt.reported, &expected, 1))
    return;
  RT_SAVE_ERRNO;
  rt_self.depth++;
  if (atomic_flag_test_and_set(&writing)) {
    rt_self.depth--;
    RT_RESTORE_ERRNO;
    return; /* another thread is writing it (exit racing abort) */
  }
  rt_flush_caches();
  rt_blocks_lock();
  if (rt.method == RT_METHOD_PERF)
    rt_faults_drain();
  rt_timeline_finish();
  rt_blocks_unlock();
  char name[768], tmp[768];
  char *p = append(name, name + sizeof name, rt.dir);
  p = append(p, name + sizeof name, "/faultline-rt-");
  p = append_u64(p, name + sizeof name, (uint64_t)getpid());
  p = append(p, name + sizeof name, "-");
  p = append_u64(p, name + sizeof name, rt.start_ns);
  p = append(p, name + sizeof name, ".json");
  char *t = append(tmp, tmp + sizeof tmp, name);
  append(t, tmp + sizeof tmp, ".tmp");
  out_fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out_fd >= 0) {
    used = 0;
    out_failed = 0;
    write_body(reason);
    flush();
    /* A close can report a deferred write error (NFS, quota): then the report is not whole. */
    if (close(out_fd) != 0)
      out_failed = 1;
    out_fd = -1;
    if (out_failed || rename(tmp, name) != 0)
      unlink(tmp);
  }
  atomic_flag_clear(&writing);
  rt_self.depth--;
  RT_RESTORE_ERRNO;
}
