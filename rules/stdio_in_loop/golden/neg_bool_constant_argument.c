// connman's tethering notifier: `notify(bool enabled)` writes the kernel's forwarding switch only
// on its disabling branch, and the loop over the interfaces that turns tethering on passes the
// constant `true` each time, so that branch never runs from it. `true` is stdbool.h's macro in
// C, which fast mode does not read: it takes `true`/`false` for 1 and 0 as Clang does, unless the
// project defines the names itself.
#include <stdbool.h>
#include <stdio.h>

void start_interface(int index);

static void write_forwarding(bool on) {
  FILE *f = fopen("/proc/sys/net/ipv6/conf/all/forwarding", "w");
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

void enable_all(int count) {
  for (int i = 0; i < count; ++i) {
    notify(true);
    start_interface(i);
  }
}
