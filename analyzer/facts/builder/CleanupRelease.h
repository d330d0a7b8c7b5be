// A local's cleanup attribute (`__attribute__((cleanup(f)))`: GLib's `g_autofree`, systemd's
// `_cleanup_free_` / `_cleanup_fclose_`): the compiler calls `f(&var)` whenever `var` leaves its
// scope, so a block or stream held in such a variable is released there on every path, with no
// release call in the source. What both front ends record for it, decided by each from what it
// can read of `f` (analyzer/extract/CleanupAttributes.h, analyzer/fastmode/FastCleanupAttributes.cpp).
#pragma once

#include "facts/Facts.h"

#include <map>
#include <string>
#include <vector>

namespace faultline::builder {

// What `f` does to the object the variable holds.
struct CleanupRelease {
  bool closesStream = false;                          // fclose/pclose of it: a stream's close
  facts::ReleaseKind kind = facts::ReleaseKind::Free; // free's, munmap's
  std::string cleanup;                                // f: g_autoptr_cleanup_generic_gfree, freep
};

// The release at the variable's scope end (`range`, `loop`, `order`: its closing brace), named
// by the cleanup function, which is the call the compiler places there; into `closes` for a
// stream, `releases` otherwise, under the variable's key.
inline void addCleanupRelease(const CleanupRelease &cleanup, const std::string &key,
                              facts::SourceRange range, int loop, uint64_t order,
                              std::map<std::string, std::vector<facts::Release>> &releases,
                              std::map<std::string, std::vector<facts::Release>> &closes) {
  (cleanup.closesStream ? closes : releases)[key].push_back(
      {cleanup.kind, range, cleanup.cleanup, loop, order});
}

} // namespace faultline::builder
