// neg_bool_constant_argument.c's notifier called with `false` from the loop: the disabling
// branch runs on every iteration, and the forwarding switch is opened each time.
#include <stdbool.h>
#include <stdio.h>

void stop_interface(int index);

static void write_forwarding(bool on) {
  FILE *f = fopen("/proc/sys/net/ipv6/conf/all/forwarding", "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return;
  fputs(on ? "1" : "0", f);
  fclose(f);
}

static int notify(bool enabled) {
  if (enabled)
    return 0;
  write_forwarding(false);
  return 1;
}

void disable_all(int count) {
  for (int i = 0; i < count; ++i) {
    notify(false);
    stop_interface(i);
  }
}
