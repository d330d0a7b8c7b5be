// avahi-autoipd's event loop shape: `addr = pick_addr(addr)` hands an integer to the call that
// answers the next one, which is no grow-and-retry block, so the calls given `addr` still run
// on every iteration: save_address's open is reported (a reading of session 36 took `addr` for
// a block the loop regrows and silenced every call of the loop).
#include <stdint.h>
#include <stdio.h>

uint32_t pick_addr(uint32_t old);
int next_event(void);

static int save_address(const char *fn, uint32_t addr) {
  FILE *f = fopen(fn, "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  fprintf(f, "%u\n", (unsigned)addr);
  fclose(f);
  return 0;
}

int run_loop(const char *fn) {
  uint32_t addr = 0;
  for (;;) {
    int event = next_event();
    if (event < 0)
      return -1;
    if (event == 1)
      addr = pick_addr(addr);
    if (save_address(fn, addr) < 0)
      break;
  }
  return 0;
}
