// A signal handler's flag is often declared in the project's header and defined in another
// file (pgpool2's `extern volatile sig_atomic_t got_sighup;` in pool.h, tested and cleared in
// pool_process_query.c): fast mode, reading no headers, did not know the flag was volatile, so
// `if (got_sighup) { ...reload...; got_sighup = 0; }` looked like a branch of every pass, where
// AST mode reads it as once per signal (OnceShapes::signalFlagTest). This reads the volatile
// globals the project headers a file includes declare (ConfigHeaders.h's projectHeaders), each
// header parsed once per process.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace faultline::fastmode {

// The names of the volatile variables (not pointers to volatile) the headers `headers` declare
// at file scope.
std::set<std::string, std::less<>> headerVolatileGlobals(const std::vector<std::string> &headers);

} // namespace faultline::fastmode
