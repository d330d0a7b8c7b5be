#include "driver/Extraction.h"

#include "driver/Common.h"
#include "driver/CrashGuard.h"
#include "facts/FactsJson.h"
#include "report/Report.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ThreadPool.h"

#include <chrono>
#include <mutex>

namespace faultline::driver {

namespace fs = llvm::sys::fs;

namespace {

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

// The facts as the summary format carries them. The join always sees facts that went through
// JSON, whether they came from the cache, a bundle or the extractor just now, so a warm run and
// `merge` cannot differ from a cold run by anything the format normalises (e.g. invalid UTF-8).
// One function at a time, in place: the JSON of a whole TU is ~25 KB per function (an
// llvm::json::Object per loop, block and range), so a 50,000-function TU's took 3 GB at once
// (issue 13, row 13); one function's is freed before the next is made. False if a function did
// not read back (then the ones before it are normalised, the rest as extracted).
bool roundTrip(facts::TranslationUnitFacts &tu) {
  // What toJSON(TranslationUnitFacts) adds around the functions: two strings (UTF-8 fixed).
  tu.mainFile = llvm::json::Value(tu.mainFile).getAsString()->str();
  tu.frontEnd = llvm::json::Value(tu.frontEnd).getAsString()->str();
  for (facts::FunctionFacts &fn : tu.functions) {
    facts::FunctionFacts out;
    llvm::json::Path::Root root;
    if (!facts::fromJSON(facts::toJSON(fn), out, root)) {
      llvm::consumeError(root.getError());
      return false;
    }
    fn = std::move(out);
  }
  return true;
}

// A file the TU read that changed while it was being parsed: the recorded hash (taken after
// the parse) might not match what the parser saw, so the entry must not be written.
bool changedSince(const std::vector<std::string> &files,
                  std::chrono::system_clock::time_point start) {
  for (const std::string &f : files) {
    fs::file_status status;
    if (fs::status(f, status) || status.getLastModificationTime() > start)
      return true;
  }
  return false;
}

} // namespace

std::vector<UnitOutcome> extractUnits(const std::vector<Unit> &units, const ExtractionArgs &args,
                                      ExtractionStats &stats) {
  std::vector<UnitOutcome> results(units.size());
  Progress progress(args.progress, units.size(), args.root);
  cache::FileHasher hasher;
  std::mutex statsMutex;

  auto analyse = [&](size_t i) {
    const Unit &u = units[i];
    UnitOutcome &r = results[i];
    if (!fs::exists(u.file)) {
      r.failure = report::Failure{u.file, "no such file"};
      progress.done(u.file);
      return;
    }
    std::optional<std::string> key;
    if (args.cache) {
      if (std::optional<std::string> mainHash = hasher.hash(u.file)) {
        key = args.cache->key(u.command, *mainHash);
        if (auto cached = args.cache->lookup(*key, hasher)) {
          r.facts = std::move(*cached);
          std::lock_guard<std::mutex> lock(statsMutex);
          ++stats.hits;
          progress.done(u.file);
          return;
        }
      }
    }

    auto start = std::chrono::system_clock::now();
    // `x` is assigned only when the extraction returns, so after a crash it is still empty and
    // safe to use; what the crashed extraction built is abandoned.
    extract::ExtractResult x;
    if (int crash = runGuarded(
            [&] { x = extract::extractTranslationUnit(u.command, args.options); })) {
      r.failure = report::Failure{u.file, describeCrash(crash)};
      progress.done(u.file);
      return;
    }
    if (!x.parsed)
      r.failure = report::Failure{
          u.file, x.firstError.empty() ? std::string("failed to parse") : oneLine(x.firstError)};
    // A TU with errors still reports what parsed; its failure makes the run exit 3 either way.
    bool cacheable = roundTrip(x.facts);
    r.facts = std::move(x.facts);

    bool stored = false;
    std::string storeError;
    // A TU that failed to parse is never cached: its next run must show the error again.
    if (key && x.parsed && cacheable && !changedSince(x.dependencies, start))
      stored = args.cache->store(*key, *r.facts, x.dependencies, hasher, storeError);
    {
      std::lock_guard<std::mutex> lock(statsMutex);
      if (args.cache)
        ++stats.misses;
      if (stored)
        ++stats.stored;
      else if (!storeError.empty() && stats.firstStoreError.empty())
        stats.firstStoreError = storeError;
    }
    progress.done(u.file);
  };

  if (args.jobs == 1 || units.size() <= 1) {
    for (size_t i = 0; i < units.size(); ++i)
      analyse(i);
  } else {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(args.jobs));
    for (size_t i = 0; i < units.size(); ++i)
      pool.async(analyse, i);
    pool.wait();
  }
  progress.finish();
  return results;
}

} // namespace faultline::driver
