// neg_atomic_once_seed.c's shape, but the branch atomically stores to a counter, not to the
// flag it tests: nothing sets `mixed_seed`, so the device is opened and closed on every call
// from the loop.
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t mixed_seed = 0;
static volatile uint32_t reads = 0;

static uint32_t mix_from_device(void) {
  uint32_t out = 0;
  FILE *device = fopen("/dev/urandom", "rb"); // EXPECT: faultline-stdio-in-loop
  if (!device)
    return 1;
  if (fread(&out, sizeof out, 1, device) != 1)
    out = 1;
  fclose(device);
  return out;
}

static uint32_t next_mix(void) {
  uint32_t value = 0;
  if (mixed_seed == 0) {
    value = mix_from_device();
    __atomic_store_n(&reads, reads + 1, __ATOMIC_RELEASE);
  }
  return value;
}

uint32_t mix_all(int n) {
  uint32_t sum = 0;
  for (int i = 0; i < n; ++i)
    sum += next_mix();
  return sum;
}
