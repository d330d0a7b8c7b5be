// A hash seed read from /dev/urandom the first time an object is made, behind a once-flag that
// is published with an atomic store rather than `flag = 1` (jansson's json_object_seed, reached
// from the parser's per-member loop through json_object). The caller's `if (!seed_value)` and the
// callee's `if (seed_value == 0) { ...; __atomic_store_n(&seed_value, ...); }` run the open once
// per process: the atomic store sets the flag as surely as an assignment.
#include <stdint.h>
#include <stdio.h>

static volatile uint32_t seed_value = 0;
static volatile char seeding = 0;

static uint32_t seed_from_device(void) {
  uint32_t out = 0;
  FILE *device = fopen("/dev/urandom", "rb");
  if (!device)
    return 1;
  if (fread(&out, sizeof out, 1, device) != 1)
    out = 1;
  fclose(device);
  return out;
}

static void seed_once(uint32_t wanted) {
  if (seed_value == 0) {
    if (__atomic_test_and_set(&seeding, __ATOMIC_RELAXED) == 0) {
      if (wanted == 0)
        wanted = seed_from_device();
      __atomic_store_n(&seed_value, wanted, __ATOMIC_RELEASE);
    } else {
      while (__atomic_load_n(&seed_value, __ATOMIC_ACQUIRE) == 0) {
      }
    }
  }
}

static int make_table(void) {
  if (!seed_value)
    seed_once(0);
  return (int)(seed_value & 7);
}

int make_tables(int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += make_table();
  return sum;
}
