// Defines the flags child_signals.h declares and the handler that sets the volatile one.
#include "child_signals.h"

volatile sig_atomic_t hba_reload_requested = 0;
int hba_reload_pending = 0;

void on_child_sighup(int sig) {
  (void)sig;
  hba_reload_requested = 1;
}
