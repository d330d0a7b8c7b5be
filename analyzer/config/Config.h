// `.faultline.yaml`: thresholds, disabled rules, excluded paths and extra allocation functions.
// See docs/configuration.md. Anything the reader does not understand is an error, never silence:
// a misspelt key would otherwise quietly turn a check off.
#pragma once

#include "config/Size.h"
#include "extract/Extractor.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace faultline::config {

struct Config {
  std::optional<uint64_t> minSize;
  std::optional<FailOn> failOn;
  std::optional<std::string> unknownSizes; // "note", "warn" or "off" (validated)
  std::vector<std::string> exclude; // globs relative to --root
  std::vector<std::string> disable; // rule ids
  std::vector<extract::AllocatorSpec> allocators;
  std::vector<std::string> releasers;
  std::vector<extract::SizeFunctionSpec> sizeFunctions; // `size-functions:`
  // `models: false` turns the built-in library models (rules/models/*.yaml) off.
  std::optional<bool> models;
};

// One library model, rules/models/<library>.yaml: allocators in the configuration's schema
// (each with a `source` for its footprint), loaded by default before the user's configuration.
struct LibraryModel {
  std::string library; // "zstd"
  std::string version; // the library version the sizes were taken from
  std::string description;
  std::string file; // "rules/models/zstd.yaml" (set by the loader)
  std::vector<extract::AllocatorSpec> allocators; // each with model = library
  std::vector<extract::SizeFunctionSpec> sizeFunctions; // each with model = library
};

// What the extractors take from a configuration (after the library models are applied).
inline extract::ExtractOptions extractOptions(const Config &c) {
  return extract::ExtractOptions{c.allocators, c.releasers, c.sizeFunctions, nullptr};
}

using RuleValidator = std::function<bool(llvm::StringRef ruleId)>;

// Parses `content` (named `name` in messages). On failure returns false and sets `error` to one
// line, "name:line:col: message". `isKnownRule` decides which `disable` entries are valid.
bool parseConfig(llvm::StringRef content, llvm::StringRef name, const RuleValidator &isKnownRule,
                 Config &out, std::string &error);

// Reads and parses the file at `path`; an unreadable file is an error like a malformed one.
bool loadConfig(llvm::StringRef path, const RuleValidator &isKnownRule, Config &out,
                std::string &error);

// Parses one model file (named `name` in messages). On failure returns false and sets `error`.
bool parseLibraryModel(llvm::StringRef content, llvm::StringRef name, LibraryModel &out,
                       std::string &error);

// Appends the models' allocators and size functions to `config`'s (the user's), except those
// whose name the user already configures: a user entry overrides a model's entry of the same name.
void mergeLibraryModels(const std::vector<LibraryModel> &models, Config &config);

} // namespace faultline::config
