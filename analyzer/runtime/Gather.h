// From the shim's raw per-process reports (one JSON file each, addresses + module map) to one
// RuntimeReport: every stack symbolised offline, sites merged by their location in the
// program's own code across stacks and processes.
#pragma once

#include "runtime/RuntimeReport.h"

#include <string>
#include <vector>

namespace faultline::runtime {

struct GatherResult {
  RuntimeReport report;
  std::vector<std::string> warnings; // unreadable raw reports, overflow, ...
};

// Reads every faultline-rt-*.json in `dir` (ignoring half-written *.tmp files).
GatherResult gather(const std::string &dir);

} // namespace faultline::runtime
