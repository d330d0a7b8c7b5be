#include "driver/MergeCommand.h"

#include "cache/SummaryCache.h"
#include "driver/Common.h"
#include "driver/JoinAndReport.h"
#include "driver/LinkUnits.h"
#include "driver/Settings.h"
#include "pipeline/Bundle.h"
#include "report/Reporters.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

namespace faultline::driver {

namespace {

// Shards of one run: same N, each K once, none missing. A merge of a partial set would print
// fewer findings than the unsharded run with nothing to say so, so it is an error.
bool checkShards(const std::vector<std::string> &files,
                 const std::vector<pipeline::Bundle> &bundles) {
  std::map<unsigned, size_t> byIndex; // K -> bundle
  std::optional<unsigned> count;
  for (size_t i = 0; i < bundles.size(); ++i) {
    const auto &shard = bundles[i].shard;
    if (!shard)
      continue;
    if (count && *count != shard->count) {
      error() << "'" << files[i] << "' is shard " << shard->str() << ", but '"
              << files[byIndex.begin()->second] << "' is shard "
              << bundles[byIndex.begin()->second].shard->str() << "\n";
      return false;
    }
    count = shard->count;
    if (auto [it, added] = byIndex.emplace(shard->index, i); !added) {
      error() << "'" << files[i] << "' and '" << files[it->second] << "' are both shard "
              << shard->str() << '\n';
      return false;
    }
  }
  if (count)
    for (unsigned k = 1; k <= *count; ++k)
      if (!byIndex.count(k)) {
        error() << "shard " << k << '/' << *count << " is missing (got " << byIndex.size()
                << " of " << *count << ")\n";
        return false;
      }
  return true;
}

} // namespace

int runMerge(const MergeOptions &o) {
  Settings settings;
  if (!loadSettings({o.root, o.configPath, o.minSize, o.failOn, o.unknownSizes, o.noLibraryModels,
                     o.runtimePath, o.select, o.ignore},
                    settings))
    return kExitUsage;
  if (o.bundles.empty()) {
    error() << "no summary bundles given (faultline merge BUNDLE...)\n";
    return kExitUsage;
  }
  if (!checkWritable(o.output))
    return kExitUsage;

  auto start = std::chrono::steady_clock::now();
  std::string extractOptions = cache::hashExtractOptions(
      config::extractOptions(settings.config));
  // Bundles are read in parallel (parsing dominates a large merge); errors are reported for
  // the first bad bundle in command-line order, whatever thread found it.
  std::vector<pipeline::Bundle> bundles(o.bundles.size());
  std::vector<std::string> errors(o.bundles.size());
  std::vector<char> ok(o.bundles.size(), 0);
  {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency());
    for (size_t i = 0; i < o.bundles.size(); ++i)
      pool.async([&, i] { ok[i] = pipeline::readBundle(o.bundles[i], bundles[i], errors[i]); });
    pool.wait();
  }
  for (size_t i = 0; i < o.bundles.size(); ++i) {
    if (!ok[i]) {
      error() << "cannot read summary bundle '" << o.bundles[i] << "': " << errors[i] << '\n';
      return kExitUsage;
    }
    // Summaries depend on the configured allocators; joined under another configuration they
    // would not give what one run with this configuration gives.
    if (bundles[i].extractOptions != extractOptions) {
      error() << "summary bundle '" << o.bundles[i]
              << "' was made with other allocators/releasers than this configuration ("
              << (settings.configPath.empty() ? std::string("none") : settings.configPath)
              << "): use the same --config for check and merge\n";
      return kExitUsage;
    }
  }
  if (!checkShards(o.bundles, bundles))
    return kExitUsage;

  ProgramInput input;
  if (!loadLinkUnits(o.linkUnits, "", input.linkUnits))
    return kExitUsage;
  std::map<std::string, size_t> seen; // main file -> bundle, to refuse overlapping bundles
  for (size_t i = 0; i < bundles.size(); ++i) {
    pipeline::Bundle &b = bundles[i];
    input.filesAnalyzed += b.filesAnalyzed;
    for (report::Failure &f : b.failures)
      input.failures.push_back(std::move(f));
    for (facts::TranslationUnitFacts &tu : b.translationUnits) {
      if (auto [it, added] = seen.emplace(tu.mainFile, i); !added) {
        error() << "'" << tu.mainFile << "' is in both '" << o.bundles[it->second] << "' and '"
                << o.bundles[i] << "'\n";
        return kExitUsage;
      }
      input.translationUnits.push_back(std::move(tu));
    }
  }
  if (o.stats)
    llvm::errs() << llvm::format("faultline: time: load %.3f s (%zu summaries)\n",
                                 secondsSince(start), input.translationUnits.size());

  if (o.format == Format::Summary) {
    // Bundles of bundles: a merged bundle is unsharded and can be merged again.
    pipeline::Bundle merged;
    merged.toolVersion = FAULTLINE_VERSION;
    merged.extractOptions = extractOptions;
    merged.filesAnalyzed = input.filesAnalyzed;
    merged.failures = std::move(input.failures);
    merged.translationUnits = std::move(input.translationUnits);
    std::stable_sort(merged.failures.begin(), merged.failures.end(),
                     [](const auto &a, const auto &b) { return a.file < b.file; });
    std::stable_sort(merged.translationUnits.begin(), merged.translationUnits.end(),
                     [](const auto &a, const auto &b) { return a.mainFile < b.mainFile; });
    if (!writeOutput(o.output, [&](llvm::raw_ostream &os) {
          report::writeJsonValue(pipeline::toJSON(merged), os);
        }))
      return kExitUsage;
    printFailures(merged.failures, settings.root);
    return merged.failures.empty() ? kExitClean : kExitAnalysisFailed;
  }
  return joinAndReport(settings, std::move(input), {o.format, o.output, o.quiet, o.stats, true});
}

} // namespace faultline::driver
