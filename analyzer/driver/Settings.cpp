#include "driver/Settings.h"

#include "config/LibraryModels.h"
#include "driver/Common.h"
#include "rules/Rule.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <set>

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

// --select and --ignore, as ruff and clang-tidy users expect: comma lists of rule ids, short
// ids (`loop-alloc`) or `*` globs; --select keeps only the rules it names, --ignore drops
// rules; both add to the configuration's `disable`. A list item that names no rule is an error.
static llvm::Error applyRuleSelection(llvm::StringRef select, llvm::StringRef ignore,
                                      std::vector<std::string> &disable) {
  auto matching = [](llvm::StringRef list, const char *option,
                     std::set<std::string> &ids) -> llvm::Error {
    llvm::SmallVector<llvm::StringRef, 4> items;
    list.split(items, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef item : items) {
      item = item.trim();
      auto glob = llvm::GlobPattern::create(item);
      if (!glob)
        return llvm::createStringError(std::errc::invalid_argument, "%s: bad pattern '%s': %s",
                                       option, item.str().c_str(),
                                       llvm::toString(glob.takeError()).c_str());
      bool any = false;
      for (const auto &rule : rules::allRules()) {
        llvm::StringRef id = rule->id();
        if (glob->match(id) || glob->match(id.drop_front(std::string("faultline-").size()))) {
          ids.insert(id.str());
          any = true;
        }
      }
      if (!any)
        return llvm::createStringError(std::errc::invalid_argument,
                                       "%s: '%s' names no rule (see `faultline rules`)", option,
                                       item.str().c_str());
    }
    return llvm::Error::success();
  };
  std::set<std::string> selected, ignored;
  if (llvm::Error e = matching(select, "--select", selected))
    return e;
  if (llvm::Error e = matching(ignore, "--ignore", ignored))
    return e;
  for (const auto &rule : rules::allRules()) {
    std::string id = rule->id();
    bool off = (!select.empty() && !selected.count(id)) || ignored.count(id);
    if (off && std::find(disable.begin(), disable.end(), id) == disable.end())
      disable.push_back(id);
  }
  return llvm::Error::success();
}

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

  if (!args.select.empty() || !args.ignore.empty()) {
    if (llvm::Error e = applyRuleSelection(args.select, args.ignore, out.config.disable)) {
      error() << llvm::toString(std::move(e)) << '\n';
      return false;
    }
  }
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
