// The counterpart of neg_settled_state_setter.c: the same kind of setter, but the loop flips the
// state on every iteration (on, work, off), passes a value that changes per iteration, or walks a
// list of objects, so each call gets past the test and writes the file again.
#include <stdbool.h>
#include <stdio.h>

struct pw_radio {
  bool powered;
  struct pw_radio *next;
};

static void pw_write_power(bool on) {
  FILE *f = fopen("/sys/class/rfkill/rfkill0/state", "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return;
  fputs(on ? "1" : "0", f);
  fclose(f);
}

int pw_set_powered(struct pw_radio *r, bool on) {
  if (r->powered == on)
    return -114;
  pw_write_power(on);
  r->powered = on;
  return 0;
}

int pw_scan_all(struct pw_radio *r, int rounds) {
  int seen = 0;
  for (int i = 0; i < rounds; i++) {
    pw_set_powered(r, true);
    seen += i;
    pw_set_powered(r, false);
  }
  return seen;
}

int pw_blink(struct pw_radio *r, int rounds) {
  for (int i = 0; i < rounds; i++)
    pw_set_powered(r, i & 1);
  return rounds;
}

int pw_power_all(struct pw_radio *r) {
  int n = 0;
  for (; r; r = r->next, n++)
    pw_set_powered(r, true);
  return n;
}
