// Settings shared by `check` and `merge`: command line over configuration file over defaults.
// Both subcommands must resolve them identically, or a merged run would not print what one
// unsharded run prints.
#pragma once

#include "config/Config.h"
#include "runtime/RuntimeReport.h"
#include "rules/Rule.h"
#include "suppress/PathFilter.h"

#include <memory>
#include <optional>
#include <string>

namespace faultline::driver {

struct SettingsArgs {
  std::string root;                   // --root; "" is the current directory
  std::string configPath;             // --config; "" means ROOT/.faultline.yaml if present
  std::optional<std::string> minSize; // --min-size, unparsed so the error can quote it
  std::optional<config::FailOn> failOn;
  std::optional<std::string> unknownSizes; // --unknown-sizes, unparsed
  bool noLibraryModels = false;            // --no-library-models
  std::string runtimePath;                 // --runtime: a `faultline run` report; "" none
  std::string select, ignore;              // --select / --ignore: rule lists (ids, short ids, globs)
};

struct Settings {
  std::string root; // normalised
  std::string configPath;
  // The configuration file's settings; `allocators` and `sizeFunctions` also hold the library
  // models (rules/models/*.yaml) unless `models: false` or --no-library-models.
  config::Config config;
  rules::RuleOptions ruleOptions;
  config::FailOn failOn = config::FailOn::Warning;
  std::optional<suppress::PathFilter> exclude;
  // --runtime: measured sizes that settle unknown-size findings (driver/MeasuredSizes.h).
  std::shared_ptr<const runtime::RuntimeReport> measured;
};

// False after printing one error line (exit 2).
bool loadSettings(const SettingsArgs &args, Settings &out);

} // namespace faultline::driver
