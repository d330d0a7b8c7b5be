/* The fault timeline (docs/runtime.md, "Timeline"): per traced site, the minor faults charged in
 * each of RT_TL_BUCKETS fixed time buckets spanning the run so far, and the process's own minor
 * faults in the same buckets. When the run outgrows the buckets, neighbours are merged and the
 * bucket width doubles, so memory stays fixed (256 KiB for the sites, 2 KiB for the process).
 * Everything here runs under the blocks lock, from blocks.c when a block's faults are charged
 * (already a mincore call or two): a shift, a compare and an add. The process's count is a
 * getrusage at the first charge of each new bucket (at most RT_TL_BUCKETS plus one per doubling
 * between reports), its faults spread evenly over the buckets since the previous reading. */
#include "rt.h"

#include <string.h>
#include <sys/resource.h>

#define RT_TL_SLOTS 256     /* sites with a timeline of their own, in order of first fault */
#define RT_TL_SHIFT0 21 /* initial bucket width 2^21 rt_ticks (~0.7 ms of TSC at 3 GHz) */

/* The bucket width is a power of two, 2^shift ticks: a block's bucket is a shift, not a 64-bit
 * division (two per traced block before). */
static unsigned shift = RT_TL_SHIFT0;
static uint32_t site_buckets[RT_TL_SLOTS][RT_TL_BUCKETS];
static uint16_t slot_of[RT_MAX_SITES]; /* timeline slot + 1; 0: none yet */
static uint32_t nslots;
static uint64_t total[RT_TL_BUCKETS];
static uint64_t last_bucket, last_minflt;
static int started;
static uint64_t used; /* highest bucket written + 1 */

static void rebucket(void) {
  for (uint32_t s = 0; s < nslots; ++s) {
    uint32_t *b = site_buckets[s];
    for (int i = 0; i < RT_TL_BUCKETS / 2; ++i)
      b[i] = b[2 * i] + b[2 * i + 1];
    memset(b + RT_TL_BUCKETS / 2, 0, sizeof b[0] * (RT_TL_BUCKETS / 2));
  }
  for (int i = 0; i < RT_TL_BUCKETS / 2; ++i)
    total[i] = total[2 * i] + total[2 * i + 1];
  memset(total + RT_TL_BUCKETS / 2, 0, sizeof total[0] * (RT_TL_BUCKETS / 2));
  shift++;
  last_bucket /= 2;
  used = (used + 1) / 2;
}

/* The bucket of `now`, rebucketing first if the run outgrew the buckets. */
static uint64_t bucket_of(uint64_t now) {
  uint64_t dt = now > rt.start_ticks ? now - rt.start_ticks : 0;
  uint64_t b = dt >> shift;
  while (b >= RT_TL_BUCKETS) {
    rebucket();
    b = dt >> shift;
  }
  return b;
}

/* The process's minor faults since the last reading, spread over the buckets after it. */
static void sample_total(uint64_t b) {
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) != 0)
    return;
  uint64_t now = (uint64_t)ru.ru_minflt;
  if (!started) {
    started = 1;
    last_minflt = rt.minflt_at_start;
    last_bucket = 0;
  }
  uint64_t delta = now > last_minflt ? now - last_minflt : 0;
  uint64_t from = b > last_bucket ? last_bucket + 1 : b, n = b - from + 1;
  for (uint64_t i = from; i <= b; ++i)
    total[i] += delta / n + (i - from < delta % n ? 1 : 0);
  last_minflt = now;
  last_bucket = b;
  if (b + 1 > used)
    used = b + 1;
}

void rt_timeline_charge(struct rt_site *s, uint64_t faults, uint64_t now) {
  uint64_t b = bucket_of(now);
  if (!started || b != last_bucket)
    sample_total(b);
  if (!faults)
    return;
  size_t i = (size_t)(s - rt_sites);
  if (i >= RT_MAX_SITES)
    return;
  if (!slot_of[i]) {
    if (nslots >= RT_TL_SLOTS)
      return; /* the process total still counts them */
    slot_of[i] = (uint16_t)++nslots;
  }
  site_buckets[slot_of[i] - 1][b] += (uint32_t)(faults > UINT32_MAX ? UINT32_MAX : faults);
  if (b + 1 > used)
    used = b + 1;
}

void rt_timeline_finish(void) {
  sample_total(bucket_of(rt_ticks()));
}

int rt_timeline_total(const uint64_t **buckets, uint64_t *bucket_ns) {
  *buckets = total;
  *bucket_ns = rt_ticks_to_ns((uint64_t)1 << shift);
  return (int)used;
}

int rt_timeline_site(const struct rt_site *s, const uint32_t **buckets) {
  size_t i = (size_t)(s - rt_sites);
  if (i >= RT_MAX_SITES || !slot_of[i])
    return 0;
  *buckets = site_buckets[slot_of[i] - 1];
  return (int)used;
}

void rt_timeline_after_fork_child(void) {
  memset(site_buckets, 0, sizeof site_buckets);
  memset(slot_of, 0, sizeof slot_of);
  memset(total, 0, sizeof total);
  nslots = 0;
  shift = RT_TL_SHIFT0;
  started = 0;
  used = 0;
}
