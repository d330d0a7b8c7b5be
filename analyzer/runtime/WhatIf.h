// `faultline run --what-if default,pinned,hugetlb[,...]`: the same command under several glibc
// allocator configurations, and one runtime JSON keeping them all (docs/runtime.md,
// docs/runtime-format.md "whatIf").
#pragma once

#include "runtime/RuntimeReport.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace faultline::runtime {

struct WhatIfConfig {
  std::string name;                  // default, pinned, hugetlb, ... or the user's NAME=
  std::vector<std::string> tunables; // glibc.malloc.NAME=VALUE, in order
  std::string description;
  std::string glibcTunables() const; // tunables joined with ':' (GLIBC_TUNABLES syntax)
};

// The configurations faultline knows by name (for --help and the docs).
const std::vector<WhatIfConfig> &builtinWhatIfConfigs();

// "default,pinned,hugetlb", "pinned+hugetlb", "big=glibc.malloc.mmap_threshold=1048576".
llvm::Expected<std::vector<WhatIfConfig>> parseWhatIf(llvm::StringRef spec);

// The child's environment: `base` without glibc.malloc.* tunables and MALLOC_* variables (so
// "default" means glibc's defaults), plus the configuration's tunables.
std::vector<std::string> whatIfEnvironment(const std::vector<std::string> &base,
                                           const WhatIfConfig &config);

struct WhatIfRun {
  WhatIfConfig config;
  RuntimeReport report;
};

// Top level: the first configuration's report, unchanged (what `faultline confirm` reads);
// plus "whatIf": {"configurations": [...every configuration's report...]}.
void writeWhatIfReport(const std::vector<WhatIfRun> &runs, llvm::raw_ostream &os);
// Per site, faults per call under each configuration.
void printWhatIfTable(const std::vector<WhatIfRun> &runs, const std::string &jsonPath,
                      unsigned top, llvm::raw_ostream &os);

} // namespace faultline::runtime
