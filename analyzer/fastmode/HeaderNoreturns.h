// Fast mode reads no headers, so a project's own `die()`, `fatal()` or `duparg()`, declared
// noreturn in its header and defined in another file, looked like a call that returns: an
// exit-if-set option guard (`if (seen) duparg(...); seen = true;`) or an error path ending in it
// was not seen as one (iproute2's bpf_legacy.c, held-out set 12). This reads the noreturn
// declarations of the project headers a file includes with quotes (ConfigHeaders.h's
// projectHeaders: beside the file, then the database's include directories), each header
// parsed once per process.
#pragma once

#include "fastmode/ConfigHeaders.h"

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode {

// The functions the project headers a file includes (`headers`, ConfigHeaders.h's
// projectHeaders) declare noreturn.
std::set<std::string, std::less<>> headerNoreturnFunctions(const std::vector<std::string> &headers);

} // namespace faultline::fastmode
