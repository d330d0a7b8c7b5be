// The flags of neg_signal_flag_from_header.c and pos_flag_from_header_not_volatile.c, declared
// here and defined in use_child_signals.c, as pgpool2 declares `got_sighup` in pool.h.
#include <signal.h>

extern volatile sig_atomic_t hba_reload_requested; // set by the SIGHUP handler
extern int hba_reload_pending;                      // set by the request handler
