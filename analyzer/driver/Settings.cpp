#include "driver/Settings.h"

#include "driver/Common.h"

#include "config/LibraryModels.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

bool loadSettings(const SettingsArgs &args, Settings &out) {
  out.root = normalise(args.root.empty() ? "." : args.root);
  if (!fs::is_directory(out.root)) {
    error() << "--root '" << args.root << "' is not a directory\n";
    return false;
  }

  out.configPath = args.configPath;
  if (out.configPath.empty()) {
    llvm::SmallString<256> p(out.root);
    path::append(p, ".faultline.yaml");
    if (fs::exists(p))
      out.configPath = std::string(p);
  } else if (!fs::exists(out.configPath)) {
    error() << "configuration file '" << out.configPath << "' does not exist\n";
    return false;
  }
  if (!out.configPath.empty()) {
    std::string message;
    auto known = [](llvm::StringRef id) { return rules::findRule(id.str()) != nullptr; };
    if (!config::loadConfig(out.configPath, known, out.config, message)) {
      error() << "invalid configuration: " << message << '\n';
      return false;
    }
  }

  // The library models: after the user's allocators, which override them by name.
  config::applyLibraryModels(out.config, !args.noLibraryModels);

  if (out.config.minSize)
    out.ruleOptions.minSize = *out.config.minSize;
  if (args.minSize) {
    auto bytes = config::parseSize(*args.minSize);
    if (!bytes) {
      error() << "invalid --min-size '" << *args.minSize
              << "' (expected bytes, optionally with K, KiB, M, MiB, G or GiB)\n";
      return false;
    }
    out.ruleOptions.minSize = *bytes;
  }
  if (out.config.unknownSizes)
    rules::parseUnknownSizes(*out.config.unknownSizes, out.ruleOptions.unknownSizes);
  if (args.unknownSizes &&
      !rules::parseUnknownSizes(*args.unknownSizes, out.ruleOptions.unknownSizes)) {
    error() << "invalid --unknown-sizes '" << *args.unknownSizes
            << "' (expected note, warn or off)\n";
    return false;
  }
  out.failOn = args.failOn ? *args.failOn : out.config.failOn.value_or(config::FailOn::Warning);

  if (!args.runtimePath.empty()) {
    auto measured = runtime::readRuntimeReport(args.runtimePath);
    if (!measured) {
      error() << "--runtime: " << llvm::toString(measured.takeError()) << '\n';
      return false;
    }
    out.measured = std::make_shared<const runtime::RuntimeReport>(std::move(*measured));
  }

  auto exclude = suppress::PathFilter::create(out.config.exclude, out.root);
  if (!exclude) {
    error() << "invalid configuration: " << out.configPath << ": "
            << llvm::toString(exclude.takeError()) << '\n';
    return false;
  }
  out.exclude.emplace(std::move(*exclude));
  return true;
}

} // namespace faultline::driver
