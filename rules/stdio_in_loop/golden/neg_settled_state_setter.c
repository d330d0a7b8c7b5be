// A state setter that returns at once when the object already holds the value asked for, and
// stores it on its way out: called in a loop with the same object and value, only the first
// call gets past the test, so the file it writes is written once. connman's
// eth_tech_disable_tethering notifies `technology` of `false` for each ethernet interface;
// connman_technology_tethering_notify returns -EALREADY when `technology->tethering == enabled`
// and sets it at its end, and only the first notification reaches the
// /proc/sys/net/ipv6/ip_forward write (held-out set 29).
// pos_settled_state_flipped.c: a loop that flips the state, or passes another value per
// iteration, runs the setter's work every time.
#include <stdbool.h>
#include <stdio.h>

struct cm_tech {
  bool tethering;
  int changes;
};
struct cm_iface {
  struct cm_iface *next;
  int index;
};

static int cm_enable_forward(bool enable) {
  FILE *f = fopen("/proc/sys/net/ipv6/ip_forward", "r+");
  if (!f)
    return -1;
  fprintf(f, enable ? "1" : "0");
  fclose(f);
  return 0;
}

static int cm_set_enabled(void) { return cm_enable_forward(true); }
static void cm_set_disabled(void) { cm_enable_forward(false); }

int cm_tethering_notify(struct cm_tech *t, bool enabled) {
  if (t->tethering == enabled)
    return -114;
  if (enabled) {
    int err = cm_set_enabled();
    if (err < 0)
      return err; // a failure: the next call tries again
  } else {
    cm_set_disabled();
  }
  t->tethering = enabled;
  t->changes++;
  return 0;
}

void cm_disable_tethering(struct cm_tech *t, struct cm_iface *list) {
  for (struct cm_iface *l = list; l; l = l->next)
    cm_tethering_notify(t, false);
}

void cm_enable_tethering(struct cm_tech *t, struct cm_iface *list) {
  for (struct cm_iface *l = list; l; l = l->next)
    cm_tethering_notify(t, true);
}
