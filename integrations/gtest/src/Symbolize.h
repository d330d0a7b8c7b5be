// Internal: return addresses -> source locations, inside the test process, only when a result
// is reported (a failed budget, a test's top sites). Uses binutils' addr2line when installed
// (file:line from the debug info), dladdr otherwise (exported symbols only).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::internal {

struct Place {
  std::string file;     // empty without debug info
  unsigned line = 0;
  std::string function; // demangled, may be empty
  std::string module;   // the ELF object's path
  uintptr_t offset = 0; // module-relative address
  bool user = false;    // program's own code: a source file outside system directories, in a
                        // module that is not a system library or the shim
};

// One place per site: the first frame of `frames` (innermost first, return addresses) in the
// program's own code, inlined frames expanded; else the first frame with a file; else frame 0.
std::vector<Place> LocateSites(const std::vector<std::vector<uintptr_t>> &stacks);

std::string Describe(const Place &p); // "file:line" or "module+0xOFF"

} // namespace faultline::internal
