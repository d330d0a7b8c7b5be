#include "driver/CheckCommand.h"

#include "cache/SummaryCache.h"
#include "driver/Common.h"
#include "driver/Database.h"
#include "driver/LinkUnits.h"
#include "driver/Extraction.h"
#include "driver/FastMode.h"
#include "driver/JoinAndReport.h"
#include "driver/Settings.h"
#include "driver/Terminal.h"
#include "facts/FactsJson.h"
#include "fastmode/ProjectNoreturns.h"
#include "pipeline/Bundle.h"
#include "pipeline/Shard.h"
#include "report/Reporters.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using clang::tooling::CompileCommand;

namespace {

// --cache-dir, else .faultline-cache beside the compilation database (in BUILD_DIR for -p).
std::string cacheDirectory(const CheckOptions &o, llvm::StringRef dbFile) {
  if (!o.cacheDir.empty())
    return normalise(o.cacheDir);
  llvm::SmallString<256> dir(path::parent_path(normalise(dbFile)));
  path::append(dir, ".faultline-cache");
  return std::string(dir);
}

// --format summary: the slice's summaries as one bundle; the join happens in `merge`.
int writeBundle(const CheckOptions &o, const Settings &settings,
                const std::optional<pipeline::Shard> &shard, std::vector<UnitOutcome> results) {
  pipeline::Bundle bundle;
  bundle.toolVersion = FAULTLINE_VERSION;
  bundle.shard = shard;
  bundle.extractOptions = cache::hashExtractOptions(
      config::extractOptions(settings.config));
  bundle.filesAnalyzed = results.size();
  for (UnitOutcome &r : results) {
    if (r.failure)
      bundle.failures.push_back(std::move(*r.failure));
    if (r.facts)
      bundle.translationUnits.push_back(std::move(*r.facts));
  }
  if (!writeOutput(o.output, [&](llvm::raw_ostream &os) {
        report::writeJsonValue(pipeline::toJSON(bundle), os);
      }))
    return kExitUsage;
  printFailures(bundle.failures, settings.root);
  if (!o.quiet) {
    llvm::errs() << "faultline: summaries of " << bundle.filesAnalyzed
                 << (bundle.filesAnalyzed == 1 ? " file" : " files");
    if (shard)
      llvm::errs() << " (shard " << shard->str() << ")";
    if (!bundle.failures.empty())
      llvm::errs() << "; " << bundle.failures.size()
                   << (bundle.failures.size() == 1 ? " file" : " files") << " failed to analyse";
    llvm::errs() << '\n';
  }
  return bundle.failures.empty() ? kExitClean : kExitAnalysisFailed;
}

} // namespace

int runCheck(const CheckOptions &o) {
  // --- settings: command line over configuration file over defaults ---------------------------
  Settings settings;
  if (!loadSettings({o.root, o.configPath, o.minSize, o.failOn, o.unknownSizes, o.noLibraryModels,
                     o.runtimePath, o.select, o.ignore},
                    settings))
    return kExitUsage;
  std::optional<pipeline::Shard> shard;
  if (o.shard) {
    shard = pipeline::parseShard(*o.shard);
    if (!shard) {
      error() << "invalid --shard '" << *o.shard << "' (expected K/N with 1 <= K <= N)\n";
      return kExitUsage;
    }
  }
  Format format = shard && !o.formatGiven ? Format::Summary : o.format;
  if (!checkWritable(o.output))
    return kExitUsage;
  // --diff and --baseline: a bad REF or baseline is exit 2 before any work (docs/pull-requests.md).
  prmode::PullRequestState pullRequest;
  if (o.pr.active() && (format == Format::Summary || o.dumpFacts)) {
    error() << "--diff and --baseline need a report (--format text, json, sarif or github)\n";
    return kExitUsage;
  }
  if ((o.fix || !o.exportFixes.empty()) && (format == Format::Summary || o.dumpFacts)) {
    error() << "--fix and --export-fixes need findings, not --format summary or --dump-facts\n";
    return kExitUsage;
  }
  if (!o.exportFixes.empty() && !checkWritable(o.exportFixes))
    return kExitUsage;
  if (o.pr.active() && !prmode::prepare(o.pr, settings.root, pullRequest))
    return kExitUsage;

  // --- translation units: AST mode where a database covers a file, fast mode for the rest ----
  if (o.mode != "auto" && o.mode != "ast" && o.mode != "fast") {
    error() << "invalid --mode '" << o.mode << "' (expected auto, ast or fast)\n";
    return kExitUsage;
  }
  std::vector<std::string> fastFiles;
  std::string dbFile;
  std::map<std::string, CompileCommand> selected;
  bool fastOnly = o.mode == "fast" || (o.mode == "auto" && o.buildDir.empty() &&
                                       o.compileCommands.empty() && !defaultDatabaseExists());
  // `--mode fast -p DIR` without paths: the database says which files the project builds (no
  // compiler runs); analysing `.` instead would walk whatever else lies below the working
  // directory. The database is loaded and selected as for AST mode, then handed to fast mode.
  bool fastOverDatabase = o.mode == "fast" && o.files.empty() &&
                          (!o.buildDir.empty() || !o.compileCommands.empty());
  if (fastOnly && !fastOverDatabase) {
    if (o.mode == "auto" && !o.quiet)
      llvm::errs() << "faultline: no compilation database found: analysing "
                   << (o.files.empty() ? "the current directory" : "the given paths")
                   << " in fast mode (tree-sitter, no headers, lower confidence; "
                      "docs/fast-mode.md)\n";
    std::vector<std::string> none;
    if (!partitionPaths(o.files.empty() ? std::vector<std::string>{"."} : o.files, nullptr,
                        *settings.exclude, none, fastFiles))
      return kExitUsage;
  } else {
  dbFile = findDatabase(o.buildDir, o.compileCommands);
  if (dbFile.empty())
    return kExitUsage;
  auto db = loadDatabase(dbFile);
  if (!db)
    return kExitUsage;
  std::vector<std::string> skippedEntries;
  std::map<std::string, CompileCommand> byFile = indexDatabase(*db, skippedEntries);
  if (o.stats && !skippedEntries.empty())
    llvm::errs() << "faultline: note: skipped " << skippedEntries.size()
                 << (skippedEntries.size() == 1 ? " entry" : " entries")
                 << " of the compilation database that compile neither C nor C++ (first: "
                 << skippedEntries.front() << ")\n";
  std::vector<std::string> astFiles = o.files;
  if (o.mode == "auto" && !o.files.empty()) {
    astFiles.clear();
    if (!partitionPaths(o.files, &byFile, *settings.exclude, astFiles, fastFiles))
      return kExitUsage;
  }
  if (o.files.empty()) {
    if (byFile.empty()) {
      error() << "compilation database '" << dbFile << "' has no "
              << (skippedEntries.empty() ? "entries" : "C or C++ entries") << '\n';
      return kExitUsage;
    }
    // An excluded TU is not analysed at all: excluding third_party/ should also save its time.
    for (auto &[file, cmd] : byFile)
      if (!settings.exclude->excluded(file))
        selected.emplace(file, cmd);
  } else if (!astFiles.empty() && !selectFiles(astFiles, byFile, dbFile, selected)) {
    return kExitUsage;
  }
  }
  std::map<std::string, fastmode::BuildFlags> fastFlags;
  if (fastOverDatabase) { // dbFile stays: a CMake file-API reply beside it says what links
    fastFiles = databaseFastFiles(selected, *settings.exclude);
    fastFlags = databaseBuildFlags(selected);
    selected.clear();
  }
  // Which TUs are linked together: --link-units, else a CMake file-API reply beside the
  // database. Read before any work, so a bad file is exit 2 at once.
  std::vector<rules::LinkUnit> linkUnits;
  if (!loadLinkUnits(o.linkUnits, dbFile, linkUnits))
    return kExitUsage;
  // In path order (std::map), so a shard is the same slice on every machine.
  std::vector<Unit> units;
  size_t index = 0;
  for (auto &[file, cmd] : selected)
    if (!shard || shard->contains(index++))
      units.push_back({file, cmd});

  // --- phase 1: per-TU summaries (parallel, cached) --------------------------------------------
  extract::ExtractOptions extractOptions = config::extractOptions(settings.config);
  // Functions defined in one file that never return, for the loops of every other file
  // (ProjectNoreturns.h): read over the whole run, every shard's slice alike, before any TU.
  auto indexStart = std::chrono::steady_clock::now();
  std::vector<std::string> runFiles;
  for (const auto &entry : selected)
    runFiles.push_back(entry.first);
  runFiles.insert(runFiles.end(), fastFiles.begin(), fastFiles.end());
  fastmode::ProjectNoreturns projectNoreturns = fastmode::indexProjectNoreturns(runFiles, o.jobs);
  double indexSeconds = secondsSince(indexStart);
  extractOptions.projectNoreturns =
      std::make_shared<const std::set<std::string, std::less<>>>(projectNoreturns.names);
  std::optional<cache::SummaryCache> cache;
  if (!o.noCache && !dbFile.empty() && !units.empty())
    cache.emplace(cacheDirectory(o, dbFile), cache::toolSalt(extractOptions));
  ExtractionArgs args{o.jobs, extractOptions, cache ? &*cache : nullptr,
                      !o.quiet && progressAllowed(), settings.root};
  ExtractionStats stats;
  auto start = std::chrono::steady_clock::now();
  std::vector<UnitOutcome> results = extractUnits(units, args, stats);
  // Fast mode's files join the same phase 2 (not cached: parsing one costs about as much as
  // hashing it). A shard takes its slice of them too.
  if (shard) {
    std::vector<std::string> slice;
    for (size_t i = 0; i < fastFiles.size(); ++i)
      if (shard->contains(i))
        slice.push_back(fastFiles[i]);
    fastFiles = std::move(slice);
  }
  // The files analysed (a quoted include found nowhere else may be one of them), and the
  // switches the project may define, for `#ifdef NAME` of a name it never defines.
  fastmode::ProjectMacros projectMacros;
  if (!fastFiles.empty()) {
    fastmode::setAnalysedFiles(fastFiles);
    projectMacros = projectSwitches(settings.root, fastFiles, fastFlags, *settings.exclude);
  }
  for (UnitOutcome &r : extractFastUnits(fastFiles, extractOptions, o.jobs,
                                         fastFlags.empty() ? nullptr : &fastFlags, &projectMacros))
    results.push_back(std::move(r));
  double extractSeconds = secondsSince(start);
  if (!stats.firstStoreError.empty())
    warning() << "cache not written: " << stats.firstStoreError << '\n';
  if (o.stats) {
    if (cache)
      llvm::errs() << "faultline: cache: " << stats.hits << (stats.hits == 1 ? " hit, " : " hits, ")
                   << stats.misses << (stats.misses == 1 ? " miss" : " misses") << " ("
                   << cache->directory() << ")\n";
    else
      llvm::errs() << "faultline: cache: disabled\n";
    llvm::errs() << "faultline: functions that never return, read across files: "
                 << projectNoreturns.names.size() << " from " << projectNoreturns.filesRead << " files";
    if (projectNoreturns.filesUnreadable)
      llvm::errs() << " (" << projectNoreturns.filesUnreadable << " not read)";
    llvm::errs() << llvm::format(" (%.3f s)\n", indexSeconds);
    llvm::errs() << llvm::format("faultline: time: summaries %.3f s\n", extractSeconds);
    if (!fastFiles.empty()) {
      llvm::errs() << "faultline: fast mode: project switches: ";
      if (projectMacros.complete)
        llvm::errs() << projectMacros.mayBeDefined.size() << " names from "
                     << projectMacros.projectFiles << " sources, " << projectMacros.buildFiles
                     << " build files, " << projectMacros.systemHeaders << " system headers\n";
      else
        llvm::errs() << "not read (" << projectMacros.incompleteReason << ")\n";
    }
  }

  if (o.dumpFacts) {
    llvm::json::Array tus;
    for (UnitOutcome &r : results)
      if (r.facts)
        tus.push_back(facts::toJSON(*r.facts));
    if (!writeOutput(o.output, [&](llvm::raw_ostream &os) {
          report::writeJsonValue(llvm::json::Object{{"translationUnits", std::move(tus)}}, os);
        }))
      return kExitUsage;
    // Same exit codes, failures and summary line as a normal run: run the join for them, but
    // render no report.
    ProgramInput input;
    input.filesAnalyzed = results.size();
    for (UnitOutcome &r : results) {
      if (r.failure)
        input.failures.push_back(*r.failure);
      if (r.facts)
        input.translationUnits.push_back(std::move(*r.facts));
    }
    return joinAndReport(settings, std::move(input), {format, "", o.quiet, false, false});
  }
  if (format == Format::Summary)
    return writeBundle(o, settings, shard, std::move(results));

  // --- phase 2: one join over the whole program, then the report -------------------------------
  ProgramInput input;
  input.filesAnalyzed = results.size();
  input.fastModeFiles.insert(fastFiles.begin(), fastFiles.end());
  input.linkUnits = std::move(linkUnits);
  for (UnitOutcome &r : results) {
    if (r.failure)
      input.failures.push_back(std::move(*r.failure));
    if (r.facts)
      input.translationUnits.push_back(std::move(*r.facts));
  }
  return joinAndReport(settings, std::move(input),
                       {format, o.output, o.quiet, o.stats, true,
                        o.pr.active() ? &pullRequest : nullptr, o.fix, o.exportFixes});
}

} // namespace faultline::driver
