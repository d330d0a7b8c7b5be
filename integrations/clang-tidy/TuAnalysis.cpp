#include "TuAnalysis.h"

#include "extract/TranslationUnitFacts.h"
#include "extract/Locations.h"
#include "config/Config.h"
#include "config/LibraryModels.h"
#include "pipeline/Bundle.h"
#include "rules/Program.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>
#include <mutex>
#include <tuple>
#include <utility>

namespace faultline::tidy {

namespace {

// --- summaries: read once per file version, shared by every TU and thread ----------------------

struct LoadedBundle {
  llvm::sys::TimePoint<> modified;
  uint64_t size = 0;
  std::shared_ptr<const pipeline::Bundle> bundle; // null when unreadable
  std::string error;
};

std::mutex bundlesMutex;
std::map<std::string, LoadedBundle> bundles;

std::shared_ptr<const pipeline::Bundle> loadBundle(const std::string &path, std::string &error) {
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status)) {
    error = "cannot read summaries '" + path + "': " + ec.message();
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(bundlesMutex);
  LoadedBundle &slot = bundles[path];
  if (slot.bundle || !slot.error.empty())
    if (slot.modified == status.getLastModificationTime() && slot.size == status.getSize()) {
      error = slot.error;
      return slot.bundle;
    }
  slot = {status.getLastModificationTime(), status.getSize(), nullptr, ""};
  auto bundle = std::make_shared<pipeline::Bundle>();
  std::string why;
  if (pipeline::readBundle(path, *bundle, why))
    slot.bundle = std::move(bundle);
  else
    slot.error = "cannot read summaries '" + path + "': " + why;
  error = slot.error;
  return slot.bundle;
}

// --- .faultline.yaml: read once per file version --------------------------------------------------

struct LoadedConfig {
  llvm::sys::TimePoint<> modified;
  uint64_t size = 0;
  bool loaded = false;
  std::shared_ptr<const config::Config> config; // null when invalid
  std::string error;
};

std::mutex configsMutex;
std::map<std::string, LoadedConfig> configs;

std::shared_ptr<const config::Config> loadConfigFile(const std::string &path, std::string &error) {
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status)) {
    error = "cannot read configuration '" + path + "': " + ec.message();
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(configsMutex);
  LoadedConfig &slot = configs[path];
  if (slot.loaded && slot.modified == status.getLastModificationTime() &&
      slot.size == status.getSize()) {
    error = slot.error;
    return slot.config;
  }
  slot = {status.getLastModificationTime(), status.getSize(), true, nullptr, ""};
  auto cfg = std::make_shared<config::Config>();
  std::string why;
  if (config::loadConfig(path, [](llvm::StringRef id) { return rules::findRule(id.str()); }, *cfg,
                         why))
    slot.config = std::move(cfg);
  else
    slot.error = "invalid configuration '" + path + "': " + why;
  error = slot.error;
  return slot.config;
}

// The nearest .faultline.yaml at or above `dir`, as the CLI reads ROOT/.faultline.yaml.
std::string discoverConfig(llvm::StringRef dir) {
  llvm::SmallString<256> d(dir);
  while (!d.empty()) {
    llvm::SmallString<256> candidate(d);
    llvm::sys::path::append(candidate, ".faultline.yaml");
    if (llvm::sys::fs::is_regular_file(candidate))
      return std::string(candidate);
    llvm::StringRef parent = llvm::sys::path::parent_path(d);
    if (parent == d)
      break;
    d = parent;
  }
  return "";
}

// A relative path in a check option (SummariesPath, ConfigFile) is the .clang-tidy file's: a
// committed configuration names `build/faultline-summaries.json` and works in every checkout.
// clang-tidy does not say which file an option came from, so the base is the nearest
// .clang-tidy above the TU that sets `option`; without one (the option came from --config or
// --config-file), the working directory, as clang-tidy resolves its own paths.
std::string resolveOptionPath(const std::string &path, llvm::StringRef option,
                              llvm::StringRef mainFile) {
  if (path.empty() || llvm::sys::path::is_absolute(path))
    return path;
  llvm::SmallString<256> d(llvm::sys::path::parent_path(mainFile));
  while (!d.empty()) {
    llvm::SmallString<256> candidate(d);
    llvm::sys::path::append(candidate, ".clang-tidy");
    if (llvm::sys::fs::is_regular_file(candidate)) {
      auto text = llvm::MemoryBuffer::getFile(candidate);
      if (text && (*text)->getBuffer().contains(option)) {
        llvm::SmallString<256> resolved(d);
        llvm::sys::path::append(resolved, path);
        return std::string(resolved);
      }
    }
    llvm::StringRef parent = llvm::sys::path::parent_path(d);
    if (parent == d)
      break;
    d = parent;
  }
  llvm::SmallString<256> resolved(path);
  llvm::sys::fs::make_absolute(resolved);
  return std::string(resolved);
}

// --- per-ASTContext memo --------------------------------------------------------------------------

using OptionsKey =
    std::tuple<std::optional<uint64_t>, std::string, std::string, std::string, bool>;

struct Entry {
  std::mutex mutex; // one TU is analysed on one thread, but be safe
  // By configuration file and LibraryModels: the allocators and releasers they give change what
  // the walk records.
  std::map<std::pair<std::string, bool>, facts::TranslationUnitFacts> facts;
  std::map<OptionsKey, std::shared_ptr<const TuFindings>> results;
};

std::mutex entriesMutex;
std::map<const clang::ASTContext *, std::shared_ptr<Entry>> entries;

void forget(void *ctx) {
  std::lock_guard<std::mutex> lock(entriesMutex);
  entries.erase(static_cast<const clang::ASTContext *>(ctx));
}

std::shared_ptr<Entry> entryFor(clang::ASTContext &ctx) {
  std::lock_guard<std::mutex> lock(entriesMutex);
  auto [it, inserted] = entries.try_emplace(&ctx);
  if (inserted) {
    it->second = std::make_shared<Entry>();
    // Runs in ~ASTContext: a later ASTContext at the same address starts afresh.
    ctx.AddDeallocation(forget, &ctx);
  }
  return it->second;
}

std::string mainFileOf(clang::ASTContext &ctx) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  extract::Locations locations(sm, ctx.getLangOpts());
  return locations.fileName(sm.getMainFileID());
}

} // namespace

std::shared_ptr<const TuFindings>
analyseTranslationUnit(clang::ASTContext &ctx, const AnalysisOptions &options) {
  std::shared_ptr<Entry> entry = entryFor(ctx);
  std::lock_guard<std::mutex> lock(entry->mutex);
  std::string mainFile = mainFileOf(ctx);
  std::string configPath = options.configFile.empty()
                               ? discoverConfig(llvm::sys::path::parent_path(mainFile))
                               : resolveOptionPath(options.configFile, "ConfigFile", mainFile);
  std::string summariesPath = resolveOptionPath(options.summariesPath, "SummariesPath", mainFile);
  OptionsKey key{options.minSize, summariesPath, configPath, options.unknownSizes,
                 options.libraryModels};
  if (auto it = entry->results.find(key); it != entry->results.end())
    return it->second;

  auto result = std::make_shared<TuFindings>();
  result->mainFile = mainFile;
  std::shared_ptr<const config::Config> cfg;
  if (!configPath.empty()) {
    std::string why;
    cfg = loadConfigFile(configPath, why);
    if (!cfg)
      result->warnings.push_back(why + "; the built-in defaults apply");
  }
  auto [slot, fresh] = entry->facts.try_emplace(std::make_pair(configPath, options.libraryModels));
  if (fresh) {
    // The configuration's allocators, then the library models, as the CLI's settings merge them
    // (driver/Settings.cpp): a configured name overrides a model's entry, and a function this TU
    // defines is read as code, not as its model (the extractor's rule).
    config::Config effective = cfg ? *cfg : config::Config{};
    config::applyLibraryModels(effective, options.libraryModels);
    // The CLI's own collector (extract/TranslationUnitFacts.h): the editor sees every fact
    // `faultline check` extracts from this TU, not only the functions' walks.
    slot->second.mainFile = mainFile;
    extract::collectTranslationUnitFacts(ctx, config::extractOptions(effective), slot->second);
  }
  const facts::TranslationUnitFacts &tuFacts = slot->second;
  rules::RuleOptions ruleOptions;
  if (options.minSize)
    ruleOptions.minSize = *options.minSize;
  else if (cfg && cfg->minSize)
    ruleOptions.minSize = *cfg->minSize;
  if (!options.unknownSizes.empty())
    rules::parseUnknownSizes(options.unknownSizes, ruleOptions.unknownSizes);
  else if (cfg && cfg->unknownSizes)
    rules::parseUnknownSizes(*cfg->unknownSizes, ruleOptions.unknownSizes);

  std::vector<facts::TranslationUnitFacts> program;
  if (!summariesPath.empty()) {
    std::string why;
    std::shared_ptr<const pipeline::Bundle> bundle = loadBundle(summariesPath, why);
    if (bundle) {
      // The bundle's copy of this TU is older than the editor's buffer: this TU's facts win.
      for (const facts::TranslationUnitFacts &tu : bundle->translationUnits)
        if (tu.mainFile != tuFacts.mainFile)
          program.push_back(tu);
    } else {
      result->warnings.push_back(why + "; this translation unit is analysed alone");
    }
  }
  program.push_back(tuFacts);
  result->findings = rules::analyzeProgram(program, ruleOptions,
                                           cfg ? cfg->disable : std::vector<std::string>{});
  entry->results.emplace(key, result);
  return result;
}

} // namespace faultline::tidy
