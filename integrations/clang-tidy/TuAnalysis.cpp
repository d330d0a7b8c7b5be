#include "TuAnalysis.h"

#include "extract/FunctionWalker.h"
#include "extract/Locations.h"
#include "pipeline/Bundle.h"
#include "rules/Program.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"

#include <map>
#include <mutex>
#include <tuple>

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

// --- per-ASTContext memo --------------------------------------------------------------------------

using OptionsKey = std::tuple<uint64_t, std::string>;

struct Entry {
  std::mutex mutex; // one TU is analysed on one thread, but be safe
  bool walked = false;
  facts::TranslationUnitFacts facts;
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

void walk(clang::ASTContext &ctx, const std::vector<const clang::FunctionDecl *> &functions,
          facts::TranslationUnitFacts &out) {
  const clang::SourceManager &sm = ctx.getSourceManager();
  extract::Locations locations(sm, ctx.getLangOpts());
  out.mainFile = locations.fileName(sm.getMainFileID());
  // The configuration's allocators are not known here; the built-in tables are.
  extract::ExtractOptions options;
  for (const clang::FunctionDecl *fn : functions) {
    const auto *method = llvm::dyn_cast<clang::CXXMethodDecl>(fn);
    std::string name = method && method->getParent()->isLambda()
                           ? extract::functionDisplayName(fn, locations)
                           : fn->getQualifiedNameAsString();
    out.functions.push_back(extract::walkFunction(ctx, locations, options, fn, std::move(name)));
  }
}

} // namespace

std::shared_ptr<const TuFindings>
analyseTranslationUnit(clang::ASTContext &ctx,
                       const std::vector<const clang::FunctionDecl *> &functions,
                       const AnalysisOptions &options) {
  std::shared_ptr<Entry> entry = entryFor(ctx);
  std::lock_guard<std::mutex> lock(entry->mutex);
  if (!entry->walked) {
    walk(ctx, functions, entry->facts);
    entry->walked = true;
  }
  OptionsKey key{options.rules.minSize, options.summariesPath};
  if (auto it = entry->results.find(key); it != entry->results.end())
    return it->second;

  auto result = std::make_shared<TuFindings>();
  result->mainFile = entry->facts.mainFile;
  std::vector<facts::TranslationUnitFacts> program;
  if (!options.summariesPath.empty()) {
    std::shared_ptr<const pipeline::Bundle> bundle =
        loadBundle(options.summariesPath, result->warning);
    if (bundle) {
      // The bundle's copy of this TU is older than the editor's buffer: this TU's facts win.
      for (const facts::TranslationUnitFacts &tu : bundle->translationUnits)
        if (tu.mainFile != entry->facts.mainFile)
          program.push_back(tu);
    }
  }
  program.push_back(entry->facts);
  result->findings = rules::analyzeProgram(program, options.rules);
  entry->results.emplace(key, result);
  return result;
}

} // namespace faultline::tidy
