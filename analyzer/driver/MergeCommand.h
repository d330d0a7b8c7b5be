// `faultline merge BUNDLE...`: the join and the report over summary bundles written by
// `faultline check --shard K/N` (docs/cli.md). Byte for byte what one unsharded check prints.
#pragma once

#include "driver/CheckCommand.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::driver {

struct MergeOptions {
  std::vector<std::string> bundles;
  Format format = Format::Text;
  std::string output;
  std::string configPath;
  std::optional<std::string> minSize;
  std::optional<std::string> unknownSizes; // --unknown-sizes, unparsed
  std::optional<config::FailOn> failOn;
  bool noLibraryModels = false; // --no-library-models
  std::string runtimePath;      // --runtime FILE: measured sizes for unknown-size findings
  std::string select, ignore;   // --select / --ignore RULES
  std::string root;
  bool quiet = false;
  bool stats = false;
  std::string linkUnits; // --link-units FILE|BUILD_DIR (no default: bundles carry no build dir)
};

int runMerge(const MergeOptions &options);

} // namespace faultline::driver
