#include "driver/CheckCommand.h"

#include "config/Config.h"
#include "extract/Extractor.h"
#include "facts/FactsJson.h"
#include "report/Fingerprint.h"
#include "report/Reporters.h"
#include "rules/Rule.h"
#include "suppress/Nolint.h"
#include "suppress/PathFilter.h"
#include "suppress/SourceCache.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <tuple>

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using clang::tooling::CompileCommand;

namespace {

// Every user-facing error is one line, "faultline: error: ...", then exit 2 (or 3 for TUs).
llvm::raw_ostream &error() { return llvm::WithColor::error(llvm::errs(), "faultline"); }

std::string oneLine(llvm::StringRef s) {
  std::string out;
  for (char c : s.trim())
    out += (c == '\n' || c == '\r') ? ' ' : c;
  return out;
}

// Absolute, with "." and ".." removed, no trailing separator: the one spelling used to compare
// database entries, FILE arguments, --root and the extractor's paths.
std::string normalise(llvm::StringRef p, llvm::StringRef base = "") {
  llvm::SmallString<256> out;
  if (path::is_absolute(p) || base.empty()) {
    out = p;
    fs::make_absolute(out);
  } else {
    out = base;
    path::append(out, p);
    fs::make_absolute(out);
  }
  path::remove_dots(out, /*remove_dot_dot=*/true);
  while (out.size() > 1 && path::is_separator(out.back()))
    out.pop_back();
  return std::string(out);
}

struct Unit {
  std::string file;
  CompileCommand command;
};

struct UnitResult {
  std::vector<rules::Finding> findings;
  std::optional<report::Failure> failure;
  std::optional<facts::TranslationUnitFacts> facts; // only with --dump-facts
};

// "[n/N] file" on a terminal, rewritten in place; nothing at all when stderr is not a terminal,
// so logs and pipes get only the results.
class Progress {
public:
  Progress(bool enabled, size_t total, std::string root)
      : enabled_(enabled), total_(total), root_(std::move(root)) {}
  void done(llvm::StringRef file) {
    if (!enabled_)
      return;
    std::lock_guard<std::mutex> lock(mutex_);
    llvm::errs() << "\r\x1b[K[" << ++count_ << '/' << total_ << "] "
                 << report::displayPath(file, root_);
    llvm::errs().flush();
  }
  void finish() {
    if (enabled_ && count_)
      llvm::errs() << "\r\x1b[K";
  }

private:
  bool enabled_;
  size_t total_, count_ = 0;
  std::string root_;
  std::mutex mutex_;
};

bool checkWritable(llvm::StringRef output) {
  if (output.empty() || output == "-")
    return true;
  std::string abs = normalise(output);
  if (fs::is_directory(abs)) {
    error() << "cannot write '" << output << "': is a directory\n";
    return false;
  }
  llvm::StringRef parent = path::parent_path(abs);
  if (!fs::is_directory(parent)) {
    error() << "cannot write '" << output << "': directory '" << parent << "' does not exist\n";
    return false;
  }
  if (fs::access(parent, fs::AccessMode::Write)) {
    error() << "cannot write '" << output << "': directory '" << parent
            << "' is not writable\n";
    return false;
  }
  return true;
}

// -p BUILD_DIR (a directory holding compile_commands.json, or the file itself),
// --compile-commands FILE, or ./compile_commands.json then ./build/compile_commands.json.
std::string findDatabase(const CheckOptions &o) {
  if (!o.compileCommands.empty())
    return o.compileCommands;
  if (!o.buildDir.empty()) {
    if (fs::is_directory(o.buildDir)) {
      llvm::SmallString<256> p(o.buildDir);
      path::append(p, "compile_commands.json");
      return std::string(p);
    }
    if (!fs::exists(o.buildDir)) {
      error() << "build directory '" << o.buildDir << "' does not exist\n";
      return {};
    }
    return o.buildDir;
  }
  for (const char *candidate : {"compile_commands.json", "build/compile_commands.json"})
    if (fs::is_regular_file(candidate))
      return candidate;
  error() << "no compilation database: pass -p BUILD_DIR or --compile-commands FILE (looked for "
             "./compile_commands.json and ./build/compile_commands.json)\n";
  return {};
}

std::unique_ptr<clang::tooling::CompilationDatabase> loadDatabase(llvm::StringRef file) {
  if (!fs::exists(file)) {
    error() << "compilation database '" << file << "' does not exist\n";
    return nullptr;
  }
  if (fs::is_directory(file)) {
    error() << "compilation database '" << file << "' is a directory\n";
    return nullptr;
  }
  // Check the JSON first: clang's loader parses with the YAML parser, which prints its syntax
  // errors (three lines with a caret) straight to stderr before returning.
  auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/true);
  if (!buffer) {
    error() << "cannot read compilation database '" << file
            << "': " << buffer.getError().message() << '\n';
    return nullptr;
  }
  if (auto parsed = llvm::json::parse((*buffer)->getBuffer()); !parsed) {
    error() << "cannot load compilation database '" << file
            << "': invalid JSON: " << oneLine(llvm::toString(parsed.takeError())) << '\n';
    return nullptr;
  } else if (!parsed->getAsArray()) {
    error() << "cannot load compilation database '" << file
            << "': expected a JSON array of compile commands\n";
    return nullptr;
  }
  std::string message;
  auto db = clang::tooling::JSONCompilationDatabase::loadFromFile(
      file, message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!db)
    error() << "cannot load compilation database '" << file << "': " << oneLine(message) << '\n';
  return db;
}

// The database's TUs keyed by normalised path; the first entry for a file wins (a file compiled
// twice, e.g. for two targets, is analysed once).
std::map<std::string, CompileCommand> indexDatabase(clang::tooling::CompilationDatabase &db) {
  std::map<std::string, CompileCommand> byFile;
  for (CompileCommand &c : db.getAllCompileCommands())
    byFile.try_emplace(normalise(c.Filename, c.Directory), std::move(c));
  return byFile;
}

// Resolves FILE arguments against the database. Fails (with one error line) on a missing,
// unreadable or unlisted file: analysing with a guessed command would give silently different
// results from the build.
bool selectFiles(const std::vector<std::string> &files,
                 const std::map<std::string, CompileCommand> &byFile, llvm::StringRef dbFile,
                 std::map<std::string, CompileCommand> &selected) {
  std::optional<std::map<std::string, std::string>> realIndex; // real path -> key, built lazily
  for (const std::string &arg : files) {
    std::string abs = normalise(arg);
    fs::file_status status;
    if (fs::status(abs, status) || !fs::exists(status)) {
      error() << "no such file: '" << arg << "'\n";
      return false;
    }
    if (fs::is_directory(status)) {
      error() << "cannot read '" << arg << "': is a directory\n";
      return false;
    }
    auto buffer = llvm::MemoryBuffer::getFile(abs);
    if (!buffer) {
      error() << "cannot read '" << arg << "': " << buffer.getError().message() << '\n';
      return false;
    }
    auto it = byFile.find(abs);
    if (it == byFile.end()) {
      // Symlinks: compare real paths before giving up.
      if (!realIndex) {
        realIndex.emplace();
        for (const auto &[key, cmd] : byFile) {
          llvm::SmallString<256> real;
          if (!fs::real_path(key, real))
            realIndex->emplace(std::string(real), key);
        }
      }
      llvm::SmallString<256> real;
      if (!fs::real_path(abs, real))
        if (auto r = realIndex->find(std::string(real)); r != realIndex->end())
          it = byFile.find(r->second);
    }
    if (it == byFile.end()) {
      error() << "'" << arg << "' is not in the compilation database '" << dbFile << "'\n";
      return false;
    }
    selected.insert(*it);
  }
  return true;
}

bool atOrAbove(rules::Severity s, config::FailOn level) {
  switch (level) {
  case config::FailOn::Never: return false;
  case config::FailOn::Note: return true;
  case config::FailOn::Warning: return s >= rules::Severity::Warning;
  case config::FailOn::Error: return s >= rules::Severity::Error;
  }
  return false;
}

} // namespace

int runCheck(const CheckOptions &o) {
  // --- settings: command line over configuration file over defaults ---------------------------
  std::string root = normalise(o.root.empty() ? "." : o.root);
  if (!fs::is_directory(root)) {
    error() << "--root '" << o.root << "' is not a directory\n";
    return kExitUsage;
  }

  config::Config cfg;
  std::string configPath = o.configPath;
  if (configPath.empty()) {
    llvm::SmallString<256> p(root);
    path::append(p, ".faultline.yaml");
    if (fs::exists(p))
      configPath = std::string(p);
  } else if (!fs::exists(configPath)) {
    error() << "configuration file '" << configPath << "' does not exist\n";
    return kExitUsage;
  }
  if (!configPath.empty()) {
    std::string message;
    auto known = [](llvm::StringRef id) { return rules::findRule(id.str()) != nullptr; };
    if (!config::loadConfig(configPath, known, cfg, message)) {
      error() << "invalid configuration: " << message << '\n';
      return kExitUsage;
    }
  }

  rules::RuleOptions ruleOptions;
  if (cfg.minSize)
    ruleOptions.minSize = *cfg.minSize;
  if (o.minSize) {
    auto bytes = config::parseSize(*o.minSize);
    if (!bytes) {
      error() << "invalid --min-size '" << *o.minSize
              << "' (expected bytes, optionally with K, KiB, M, MiB, G or GiB)\n";
      return kExitUsage;
    }
    ruleOptions.minSize = *bytes;
  }
  config::FailOn failOn = o.failOn ? *o.failOn : cfg.failOn.value_or(config::FailOn::Warning);

  auto exclude = suppress::PathFilter::create(cfg.exclude, root);
  if (!exclude) {
    error() << "invalid configuration: " << configPath << ": "
            << llvm::toString(exclude.takeError()) << '\n';
    return kExitUsage;
  }

  if (!checkWritable(o.output))
    return kExitUsage;

  // --- translation units -----------------------------------------------------------------------
  std::string dbFile = findDatabase(o);
  if (dbFile.empty())
    return kExitUsage;
  auto db = loadDatabase(dbFile);
  if (!db)
    return kExitUsage;
  std::map<std::string, CompileCommand> byFile = indexDatabase(*db);
  std::map<std::string, CompileCommand> selected;
  if (o.files.empty()) {
    if (byFile.empty()) {
      error() << "compilation database '" << dbFile << "' has no entries\n";
      return kExitUsage;
    }
    // An excluded TU is not analysed at all: excluding third_party/ should also save its time.
    for (auto &[file, cmd] : byFile)
      if (!exclude->excluded(file))
        selected.emplace(file, cmd);
  } else if (!selectFiles(o.files, byFile, dbFile, selected)) {
    return kExitUsage;
  }
  std::vector<Unit> units;
  for (auto &[file, cmd] : selected)
    units.push_back({file, cmd});

  // --- analysis --------------------------------------------------------------------------------
  extract::ExtractOptions extractOptions{cfg.allocators, cfg.releasers};
  std::vector<UnitResult> results(units.size());
  Progress progress(!o.quiet && llvm::errs().is_displayed(), units.size(), root);
  auto analyse = [&](size_t i) {
    const Unit &u = units[i];
    UnitResult &r = results[i];
    if (!fs::exists(u.file)) {
      r.failure = report::Failure{u.file, "no such file"};
    } else {
      extract::ExtractResult x = extract::extractTranslationUnit(u.command, extractOptions);
      if (!x.parsed)
        r.failure = report::Failure{
            u.file, x.firstError.empty() ? std::string("failed to parse") : oneLine(x.firstError)};
      // A TU with errors still reports what parsed (the issue asks for it); its failure makes
      // the run exit 3 either way.
      r.findings = rules::runRules(x.facts, ruleOptions, cfg.disable);
      if (o.dumpFacts)
        r.facts = std::move(x.facts);
    }
    progress.done(u.file);
  };
  if (o.jobs == 1 || units.size() <= 1) {
    for (size_t i = 0; i < units.size(); ++i)
      analyse(i);
  } else {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(o.jobs));
    for (size_t i = 0; i < units.size(); ++i)
      pool.async(analyse, i);
    pool.wait();
  }
  progress.finish();

  // --- merge: results are indexed by TU in path order, so everything below is independent of
  // the order threads finished in, and -j N prints exactly what -j 1 prints --------------------
  report::Report rep;
  rep.root = root;
  rep.filesAnalyzed = units.size();
  rep.minSize = ruleOptions.minSize;
  rep.failOn = config::toString(failOn);
  suppress::SourceCache sources;
  suppress::NolintFilter nolint(sources);
  std::vector<rules::Finding> all;
  for (UnitResult &r : results) {
    if (r.failure)
      rep.failures.push_back(*r.failure);
    for (rules::Finding &f : r.findings)
      if (!exclude->excluded(f.range.file) && !nolint.suppressed(f))
        all.push_back(std::move(f));
  }
  std::stable_sort(all.begin(), all.end());
  // A finding in a header arrives once per TU that includes it.
  std::set<std::tuple<std::string, std::string, unsigned, unsigned, unsigned, unsigned>> seen;
  for (rules::Finding &f : all)
    if (seen.emplace(f.ruleId, f.range.file, f.range.line, f.range.column, f.range.endLine,
                     f.range.endColumn)
            .second)
      rep.findings.push_back({std::move(f), ""});
  report::assignFingerprints(rep.findings, sources);

  // --- output ----------------------------------------------------------------------------------
  bool toStdout = o.output.empty() || o.output == "-";
  bool color = toStdout && o.format == Format::Text && llvm::outs().is_displayed() &&
               llvm::outs().has_colors();
  auto write = [&](llvm::raw_ostream &os) -> llvm::Error {
    if (o.dumpFacts) {
      llvm::json::Array tus;
      for (UnitResult &r : results)
        if (r.facts)
          tus.push_back(toJSON(*r.facts));
      report::writeJsonValue(llvm::json::Object{{"translationUnits", std::move(tus)}}, os);
    } else if (o.format == Format::Text) {
      report::writeText(rep, os, color);
    } else if (o.format == Format::Json) {
      report::writeJsonValue(report::toJson(rep), os);
    } else {
      report::writeJsonValue(report::toSarif(rep), os);
    }
    return llvm::Error::success();
  };
  if (toStdout) {
    llvm::consumeError(write(llvm::outs()));
    llvm::outs().flush();
  } else if (llvm::Error e = llvm::writeToOutput(o.output, write)) {
    // writeToOutput writes a temporary beside the target and renames it, removing the
    // temporary on failure: the target is either complete or untouched.
    error() << "cannot write '" << o.output << "': " << oneLine(llvm::toString(std::move(e)))
            << '\n';
    return kExitUsage;
  }

  for (const report::Failure &f : rep.failures)
    error() << "failed to analyse " << report::displayPath(f.file, root) << ": " << f.error
            << '\n';
  if (!o.quiet)
    llvm::errs() << "faultline: " << report::summaryLine(rep) << '\n';

  if (!rep.failures.empty())
    return kExitAnalysisFailed;
  for (const report::ReportedFinding &f : rep.findings)
    if (atOrAbove(f.finding.severity, failOn))
      return kExitFindings;
  return kExitClean;
}

} // namespace faultline::driver
