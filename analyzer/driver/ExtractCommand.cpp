#include "driver/ExtractCommand.h"

#include "cache/SummaryCache.h"
#include "driver/Common.h"
#include "driver/CheckCommand.h"
#include "driver/Extraction.h"
#include "driver/JoinAndReport.h"
#include "driver/Settings.h"
#include "pipeline/Bundle.h"
#include "report/Reporters.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::driver {

namespace cl = llvm::cl;

namespace {

cl::SubCommand ExtractCmd("extract",
                          "One TU's summary from its compiler command, with paths relative to "
                          "the working directory (a hermetic build action)");
cl::OptionCategory ExtractCategory("faultline extract options");
cl::opt<std::string> Source("source", cl::desc("The TU's main file, as the command names it"),
                            cl::value_desc("FILE"), cl::sub(ExtractCmd),
                            cl::cat(ExtractCategory));
cl::opt<std::string> Output("o", cl::desc("Write the summary bundle to FILE (atomically)"),
                            cl::value_desc("FILE"), cl::sub(ExtractCmd), cl::cat(ExtractCategory));
cl::opt<std::string> ConfigFile("config", cl::desc("Configuration file (its allocators count)"),
                                cl::value_desc("FILE"), cl::sub(ExtractCmd),
                                cl::cat(ExtractCategory));
cl::opt<bool> NoLibraryModels("no-library-models",
                              cl::desc("Do not load the built-in library models"),
                              cl::sub(ExtractCmd), cl::cat(ExtractCategory));
cl::opt<bool> Quiet("quiet", cl::desc("No summary line"), cl::sub(ExtractCmd),
                    cl::cat(ExtractCategory));
cl::list<std::string> Command(cl::Positional, cl::desc("-- COMPILER ARGS..."),
                              cl::sub(ExtractCmd), cl::cat(ExtractCategory));

// Every occurrence of "DIR/" in every string of the value becomes "": the summary then names
// the files under the working directory (a Bazel execution root, a sandbox) relatively, so the
// same inputs give the same bytes wherever the action ran.
void relativise(llvm::json::Value &v, llvm::StringRef dir) {
  if (auto s = v.getAsString()) {
    std::string text = s->str(), prefix = dir.str() + "/", out;
    size_t at = 0, hit;
    while ((hit = text.find(prefix, at)) != std::string::npos) {
      out.append(text, at, hit - at);
      at = hit + prefix.size();
    }
    if (at == 0)
      return;
    out.append(text, at, std::string::npos);
    v = std::move(out);
  } else if (auto *a = v.getAsArray()) {
    for (llvm::json::Value &e : *a)
      relativise(e, dir);
  } else if (auto *o = v.getAsObject()) {
    for (auto &kv : *o)
      relativise(kv.second, dir);
  }
}

} // namespace

bool extractCommandSelected() { return bool(ExtractCmd); }

int runExtractCommand() {
  if (Source.empty() || Command.empty()) {
    error() << "usage: faultline extract --source FILE -o SUMMARY -- COMPILER ARGS...\n";
    return kExitUsage;
  }
  Settings settings;
  if (!loadSettings({"", ConfigFile, std::nullopt, std::nullopt, std::nullopt, NoLibraryModels,
                     "", "", ""},
                    settings))
    return kExitUsage;
  if (!checkWritable(Output))
    return kExitUsage;
  std::string cwd = normalise(".");
  std::vector<std::string> argv(Command.begin(), Command.end());
  std::vector<Unit> units{{normalise(Source), clang::tooling::CompileCommand(cwd, Source.getValue(),
                                                                            argv, "")}};
  extract::ExtractOptions options = config::extractOptions(settings.config);
  ExtractionStats stats;
  std::vector<UnitOutcome> results =
      extractUnits(units, {1, options, nullptr, false, cwd}, stats);

  pipeline::Bundle bundle;
  bundle.toolVersion = FAULTLINE_VERSION;
  bundle.extractOptions = cache::hashExtractOptions(options);
  bundle.filesAnalyzed = results.size();
  for (UnitOutcome &r : results) {
    if (r.failure)
      bundle.failures.push_back(std::move(*r.failure));
    if (r.facts)
      bundle.translationUnits.push_back(std::move(*r.facts));
  }
  llvm::json::Value json = pipeline::toJSON(bundle);
  relativise(json, cwd);
  if (!writeOutput(Output, [&](llvm::raw_ostream &os) { report::writeJsonValue(json, os); }))
    return kExitUsage;
  for (const report::Failure &f : bundle.failures)
    error() << "cannot analyse '" << Source << "': " << oneLine(f.error) << '\n';
  if (!Quiet)
    llvm::errs() << "faultline: summary of " << Source
                 << (bundle.failures.empty() ? "" : " (failed to analyse)") << '\n';
  return bundle.failures.empty() ? kExitClean : kExitAnalysisFailed;
}

} // namespace faultline::driver
