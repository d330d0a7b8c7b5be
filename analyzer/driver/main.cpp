// faultline: finds the C and C++ code that makes programs take minor page faults in hot loops.
// Subcommands: check, rules, explain (docs/cli.md). Usage errors exit 2, never 1: 1 means
// "findings", and a CI job must be able to tell the two apart.
#include "driver/CheckCommand.h"
#include "driver/Common.h"
#include "driver/ConfirmCommand.h"
#include "driver/ExtractCommand.h"
#include "driver/ReportCommand.h"
#include "driver/RunCommand.h"
#include "driver/Terminal.h"
#include "driver/MergeCommand.h"
#include "driver/OptionErrors.h"

#include "config/LibraryModels.h"
#include "rules/Rule.h"
#include "rules/Support.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <csignal>
#include <optional>

using namespace faultline;
namespace cl = llvm::cl;

namespace {

cl::OptionCategory Category("faultline options");

cl::SubCommand CheckCmd("check", "Analyse translation units from a compilation database");
cl::SubCommand RulesCmd("rules", "List the rules");
cl::SubCommand ExplainCmd("explain", "Print a rule's documentation");
cl::SubCommand MergeCmd("merge", "Join summary bundles from `check --shard K/N` and report");
cl::SubCommand BaselineCmd("baseline", "Record today's findings for `check --baseline FILE`");
cl::SubCommand ModelsCmd("models", "List the built-in library models (rules/models/)");

cl::list<std::string> Files(cl::Positional, cl::desc("[FILE...]"), cl::sub(CheckCmd),
                            cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> BuildDir("p", cl::desc("Build directory containing compile_commands.json"),
                              cl::value_desc("BUILD_DIR"), cl::sub(CheckCmd), cl::sub(BaselineCmd),
                              cl::cat(Category));
cl::opt<std::string> CompileCommands("compile-commands", cl::desc("Compilation database file"),
                                     cl::value_desc("FILE"), cl::sub(CheckCmd),
                                     cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<driver::Format> Format("format", cl::desc("Output format"), cl::init(driver::Format::Text),
                               cl::values(clEnumValN(driver::Format::Text, "text", "clang-style"),
                                          clEnumValN(driver::Format::Json, "json",
                                                     "docs/json-format.md"),
                                          clEnumValN(driver::Format::Sarif, "sarif",
                                                     "SARIF 2.1.0"),
                                          clEnumValN(driver::Format::Summary, "summary",
                                                     "summary bundle, docs/summary-format.md"),
                                          clEnumValN(driver::Format::Github, "github",
                                                     "GitHub Actions annotations"),
                                          clEnumValN(driver::Format::Gitlab, "gitlab",
                                                     "GitLab Code Quality JSON"),
                                          clEnumValN(driver::Format::Junit, "junit",
                                                     "JUnit XML, a test case per finding")),
                               cl::sub(CheckCmd), cl::sub(MergeCmd), cl::cat(Category));
cl::opt<std::string> Output("o", cl::desc("Write the report to FILE (atomically)"),
                            cl::value_desc("FILE"), cl::sub(CheckCmd), cl::sub(MergeCmd),
                            cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<unsigned> Jobs("j", cl::desc("Translation units analysed in parallel (0: all cores)"),
                       cl::value_desc("N"), cl::init(0), cl::Prefix, cl::sub(CheckCmd),
                       cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> ConfigFile("config", cl::desc("Configuration file (default: "
                                                   "ROOT/.faultline.yaml if present)"),
                                cl::value_desc("FILE"), cl::sub(CheckCmd), cl::sub(MergeCmd),
                                cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> MinSize("min-size",
                             cl::desc("Smallest allocation that counts as large (default 128K)"),
                             cl::value_desc("BYTES"), cl::sub(CheckCmd), cl::sub(MergeCmd),
                             cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> Select(
    "select",
    cl::desc("Only these rules: comma list of ids, short ids (loop-alloc) or * globs"),
    cl::value_desc("RULES"), cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd),
    cl::cat(Category));
cl::opt<std::string> Ignore("ignore",
                            cl::desc("Not these rules: comma list of ids, short ids or * globs"),
                            cl::value_desc("RULES"), cl::sub(CheckCmd), cl::sub(MergeCmd),
                            cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> RuntimeFile(
    "runtime",
    cl::desc("A `faultline run` report: blocks measured there settle the findings whose size "
             "the static rules could not tell"),
    cl::value_desc("FILE"), cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd),
    cl::cat(Category));
cl::opt<std::string> UnknownSizes(
    "unknown-sizes",
    cl::desc("Allocations of unknown size that can plausibly reach --min-size: not reported "
             "(off, the default; --runtime still reports those it measured large), reported as "
             "notes (note) or as warnings (warn)"),
    cl::value_desc("off|note|warn"), cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd),
    cl::cat(Category));
cl::opt<config::FailOn> FailOn(
    "fail-on", cl::desc("Lowest severity that makes the exit code 1 (default: warning)"),
    cl::values(clEnumValN(config::FailOn::Note, "note", ""),
               clEnumValN(config::FailOn::Warning, "warning", ""),
               clEnumValN(config::FailOn::Error, "error", ""),
               clEnumValN(config::FailOn::Never, "never", "")),
    cl::sub(CheckCmd), cl::sub(MergeCmd), cl::cat(Category));
cl::opt<bool> NoLibraryModels(
    "no-library-models",
    cl::desc("Do not load the built-in library models (zstd, lz4, zlib, bzip2, liblzma, Python, GLib "
             "allocators; rules/models/, `faultline models`)"),
    cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> Root("root",
                          cl::desc("Project root: paths are shown relative to it (default: .)"),
                          cl::value_desc("DIR"), cl::sub(CheckCmd), cl::sub(MergeCmd),
                          cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<bool> Quiet("quiet", cl::desc("No progress and no summary line"), cl::sub(CheckCmd),
                    cl::sub(MergeCmd), cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<bool> Fix("fix",
                  cl::desc("Apply the fixes AST mode proved safe (hoisting a loop's block or "
                           "container) to the files in place; docs/cli.md"),
                  cl::sub(CheckCmd), cl::cat(Category));
cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write the fixes as clang-tidy's YAML replacements, for clang-apply-replacements"),
    cl::value_desc("FILE"), cl::sub(CheckCmd), cl::cat(Category));
cl::opt<bool> DumpFacts("dump-facts", cl::desc("Print the extracted facts as JSON instead of "
                                               "findings (debugging)"),
                        cl::sub(CheckCmd), cl::cat(Category));
cl::opt<std::string> Shard("shard", cl::desc("Analyse only slice K of N (TUs sorted by path); "
                                             "implies --format summary"),
                           cl::value_desc("K/N"), cl::sub(CheckCmd), cl::cat(Category));
cl::opt<std::string> CacheDir("cache-dir", cl::desc("Summary cache directory (default: "
                                                    ".faultline-cache beside the database)"),
                              cl::value_desc("DIR"), cl::sub(CheckCmd), cl::sub(BaselineCmd),
                              cl::cat(Category));
cl::opt<std::string> Mode("mode",
                         cl::desc("auto (default): AST mode where the compilation database covers "
                                  "a file, fast mode for the rest and when there is none; ast; "
                                  "fast: tree-sitter, no build needed (docs/fast-mode.md)"),
                         cl::value_desc("auto|ast|fast"), cl::init("auto"), cl::sub(CheckCmd),
                         cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<bool> NoCache("no-cache", cl::desc("Neither read nor write the summary cache"),
                      cl::sub(CheckCmd), cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<bool> Stats("stats", cl::desc("Print cache hits/misses and phase times on stderr"),
                    cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd), cl::cat(Category));
cl::opt<std::string> DiffRef("diff", cl::desc("Only findings on lines changed since the git "
                                             "revision REF (docs/pull-requests.md)"),
                             cl::value_desc("REF"), cl::sub(CheckCmd), cl::cat(Category));
cl::opt<std::string> BaselineFile("baseline",
                                  cl::desc("Do not report findings recorded in FILE by "
                                           "`faultline baseline`; list those gone"),
                                  cl::value_desc("FILE"), cl::sub(CheckCmd), cl::cat(Category));
cl::opt<std::string> LinkUnits(
    "link-units",
    cl::desc("Which sources are linked together: a JSON list of {name, sources} or a build "
             "directory with a CMake file-API reply (default for check: the reply beside the "
             "database, if any; docs/cross-file.md)"),
    cl::value_desc("FILE|DIR"), cl::sub(CheckCmd), cl::sub(MergeCmd), cl::sub(BaselineCmd),
    cl::cat(Category));
cl::list<std::string> Bundles(cl::Positional, cl::desc("BUNDLE..."), cl::sub(MergeCmd),
                              cl::cat(Category));

// Not cl::Required: its message is two lines; explainRule() says it in the documented one.
cl::opt<std::string> RuleName(cl::Positional, cl::desc("RULE"),
                              cl::sub(ExplainCmd), cl::cat(Category));

int listRules() {
  const auto &rules = rules::allRules();
  size_t width = 0;
  for (const auto &r : rules)
    width = std::max(width, llvm::StringRef(r->id()).size());
  for (const auto &r : rules)
    llvm::outs() << llvm::left_justify(r->id(), width) << "  " << r->summary() << '\n';
  return driver::kExitClean;
}

int explainRule() {
  if (RuleName.empty()) {
    driver::error() << "explain needs a RULE (see `faultline rules`)\n";
    return driver::kExitUsage;
  }
  const rules::Rule *rule = rules::findRule(RuleName);
  if (!rule) // the short id: `faultline explain loop-alloc`
    rule = rules::findRule("faultline-" + RuleName);
  if (!rule) {
    llvm::WithColor::error(llvm::errs(), "faultline")
        << "unknown rule '" << RuleName << "' (see `faultline rules`)\n";
    return driver::kExitUsage;
  }
  llvm::StringRef doc = rule->documentation();
  llvm::outs() << doc;
  if (!doc.ends_with("\n"))
    llvm::outs() << '\n';
  return driver::kExitClean;
}

// `faultline models`: each library model's allocators, sizes, releasers and size sources.
int listModels() {
  auto &os = llvm::outs();
  for (const config::LibraryModel &m : config::libraryModels()) {
    os << m.library;
    if (!m.version.empty())
      os << " " << m.version;
    os << " (" << m.file << ")";
    if (!m.description.empty())
      os << ": " << m.description;
    os << '\n';
    for (const extract::AllocatorSpec &a : m.allocators) {
      os << "  " << a.name;
      if (a.ownerArg >= 0)
        os << " (owner: the object argument " << a.ownerArg << " points to)";
      if (a.releaseArg)
        os << " (released as argument " << a.releaseArg << ")";
      if (a.footprint)
        os << ": " << rules::formatBytes(*a.footprint);
      if (!a.sizeArgs.empty()) {
        os << ": size from argument" << (a.sizeArgs.size() > 1 ? "s " : " ");
        for (size_t i = 0; i < a.sizeArgs.size(); ++i)
          os << (i ? " * " : "") << a.sizeArgs[i];
        if (a.elementTypeArg >= 0)
          os << " * sizeof(argument " << a.elementTypeArg << ")";
      }
      if (a.transient)
        os << "; allocated and freed inside each call";
      if (a.oneShotFootprint)
        os << " (" << rules::formatBytes(*a.oneShotFootprint) << " when one " << a.oneShotUse
           << " call uses it" << (a.oneShotSizeQueries.empty() ? "" : ", or any after ")
           << (a.oneShotSizeQueries.empty() ? "" : a.oneShotSizeQueries.front())
           << (a.oneShotSizeQueries.size() > 1 ? " or another size query" : "") << ")";
      if (!a.releasers.empty()) {
        os << "; released by ";
        for (size_t i = 0; i < a.releasers.size(); ++i)
          os << (i ? ", " : "") << a.releasers[i];
      }
      os << '\n';
      if (!a.source.empty())
        os << "      " << a.source << '\n';
    }
    for (const extract::SizeFunctionSpec &f : m.sizeFunctions) {
      os << "  " << f.name << "(): ";
      if (f.value) {
        os << "returns " << rules::formatBytes(*f.value);
      } else {
        os << "returns n";
        for (uint64_t d : f.divisors)
          os << " + n / " << d;
        if (f.addend)
          os << " + " << f.addend;
        os << " for argument " << *f.boundOf << "'s value n";
      }
      os << "\n      " << f.source << '\n';
    }
  }
  return driver::kExitClean;
}

// What `check` and `baseline` share: which TUs, how they are analysed, where output goes.
driver::CheckOptions analysisOptions() {
  driver::CheckOptions o;
  o.files.assign(Files.begin(), Files.end());
  o.buildDir = BuildDir;
  o.compileCommands = CompileCommands;
  o.output = Output;
  o.jobs = Jobs;
  o.configPath = ConfigFile;
  if (MinSize.getNumOccurrences())
    o.minSize = MinSize.getValue();
  if (UnknownSizes.getNumOccurrences())
    o.unknownSizes = UnknownSizes.getValue();
  o.noLibraryModels = NoLibraryModels;
  o.runtimePath = RuntimeFile;
  o.select = Select;
  o.ignore = Ignore;
  o.root = Root;
  o.quiet = Quiet;
  o.cacheDir = CacheDir;
  o.noCache = NoCache;
  o.stats = Stats;
  o.mode = Mode;
  o.linkUnits = LinkUnits;
  return o;
}

bool databaseOptionsConflict(const driver::CheckOptions &o) {
  if (o.buildDir.empty() || o.compileCommands.empty())
    return false;
  llvm::WithColor::error(llvm::errs(), "faultline")
      << "-p and --compile-commands are mutually exclusive\n";
  return true;
}

int check() {
  driver::CheckOptions o = analysisOptions();
  o.format = Format;
  if (FailOn.getNumOccurrences())
    o.failOn = FailOn.getValue();
  o.dumpFacts = DumpFacts;
  o.fix = Fix;
  o.exportFixes = ExportFixes;
  if (ExportFixes.getNumOccurrences() && ExportFixes.empty()) {
    llvm::WithColor::error(llvm::errs(), "faultline") << "--export-fixes needs a file\n";
    return driver::kExitUsage;
  }
  o.formatGiven = Format.getNumOccurrences() > 0;
  if (Shard.getNumOccurrences())
    o.shard = Shard.getValue();
  o.pr.diffRef = DiffRef;
  o.pr.baselineFile = BaselineFile;
  if (DiffRef.getNumOccurrences() && DiffRef.empty()) {
    llvm::WithColor::error(llvm::errs(), "faultline") << "--diff needs a git revision\n";
    return driver::kExitUsage;
  }
  if (BaselineFile.getNumOccurrences() && BaselineFile.empty()) {
    llvm::WithColor::error(llvm::errs(), "faultline") << "--baseline needs a file\n";
    return driver::kExitUsage;
  }
  if (databaseOptionsConflict(o))
    return driver::kExitUsage;
  return driver::runCheck(o);
}

// `faultline baseline`: a check whose report is the baseline file (docs/pull-requests.md).
int baseline() {
  driver::CheckOptions o = analysisOptions();
  o.pr.writeBaseline = true;
  if (databaseOptionsConflict(o))
    return driver::kExitUsage;
  return driver::runCheck(o);
}

int merge() {
  driver::MergeOptions o;
  o.bundles.assign(Bundles.begin(), Bundles.end());
  o.format = Format;
  o.output = Output;
  o.configPath = ConfigFile;
  if (MinSize.getNumOccurrences())
    o.minSize = MinSize.getValue();
  if (UnknownSizes.getNumOccurrences())
    o.unknownSizes = UnknownSizes.getValue();
  if (FailOn.getNumOccurrences())
    o.failOn = FailOn.getValue();
  o.noLibraryModels = NoLibraryModels;
  o.runtimePath = RuntimeFile;
  o.select = Select;
  o.ignore = Ignore;
  o.root = Root;
  o.quiet = Quiet;
  o.stats = Stats;
  o.linkUnits = LinkUnits;
  return driver::runMerge(o);
}

// A full disk or /dev/full behind stdout must not end in exit 0 (nor in LLVM's abort when the
// stream with its latched error is destroyed at exit).
int checkStdout(int code) {
  llvm::outs().flush();
  if (std::error_code ec = llvm::outs().error()) {
    llvm::outs().clear_error();
    driver::error() << "cannot write standard output: " << ec.message() << '\n';
    return driver::kExitUsage;
  }
  return code;
}

// Every command with its one-line description, from the registered subcommands (so a new one
// is never missing from the list).
int listCommands(llvm::raw_ostream &os, int code) {
  os << "faultline: finds code that takes page faults in hot loops\n\n"
        "usage: faultline COMMAND [OPTIONS] [ARGS]   (faultline help COMMAND, or COMMAND "
        "--help)\n\ncommands:\n";
  std::vector<std::pair<std::string, std::string>> commands;
  for (cl::SubCommand *sub : cl::getRegisteredSubcommands())
    if (!sub->getName().empty() && sub != &cl::SubCommand::getAll())
      commands.push_back({sub->getName().str(), sub->getDescription().str()});
  std::sort(commands.begin(), commands.end());
  for (const auto &[name, description] : commands)
    os << "  " << llvm::left_justify(name, 10) << description << '\n';
  os << "\nfaultline -V prints the version.\n";
  return code;
}

int runCommand(const char *argv0) {
  if (CheckCmd)
    return check();
  if (RulesCmd)
    return listRules();
  if (ModelsCmd)
    return listModels();
  if (ExplainCmd)
    return explainRule();
  if (driver::runCommandSelected())
    return driver::runRunCommand(argv0);
  if (driver::confirmCommandSelected())
    return driver::runConfirmCommand();
  if (driver::reportCommandSelected())
    return driver::runReportCommand();
  if (MergeCmd)
    return merge();
  if (driver::extractCommandSelected())
    return driver::runExtractCommand();
  if (BaselineCmd)
    return baseline();
  driver::error() << "missing command (see `faultline help`)\n";
  return driver::kExitUsage;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // A write past the file-size limit (ulimit -f) raises SIGXFSZ, which LLVM's handlers treat
  // as a crash (stack dump, exit 1). With a handler that does nothing, the write fails with
  // EFBIG and is reported like a full disk. A handler, not SIG_IGN: `faultline run`'s command
  // must start with the default disposition, and exec resets handlers but keeps SIG_IGN.
  struct sigaction quiet {};
  quiet.sa_handler = [](int) {};
  sigemptyset(&quiet.sa_mask);
  sigaction(SIGXFSZ, &quiet, nullptr);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "faultline " << FAULTLINE_VERSION << " (LLVM " << LLVM_VERSION_STRING << ")\n";
  });
  // libLLVM registers dozens of its own options; users of faultline need none of them.
  cl::HideUnrelatedOptions(Category);
  // `faultline` alone lists the commands; `faultline help [COMMAND]` is `--help`; -V is
  // --version (what users of ruff, cargo and git type).
  if (argc == 1)
    return listCommands(llvm::errs(), driver::kExitUsage);
  std::vector<const char *> args(argv, argv + argc);
  if (args.size() >= 2 && llvm::StringRef(args[1]) == "-V")
    args[1] = "--version";
  if (args.size() >= 2 && llvm::StringRef(args[1]) == "help") {
    if (args.size() == 2)
      return listCommands(llvm::outs(), driver::kExitClean);
    args.erase(args.begin() + 1);
    args.insert(args.begin() + 2, "--help");
  }
  // --color=auto|always|never, taken out before LLVM's parser (libLLVM registers its own
  // boolean --color, which faultline hides).
  driver::ColorMode color = driver::ColorMode::Auto;
  for (size_t i = 1; i < args.size(); ++i) {
    llvm::StringRef a(args[i]);
    if (a == "--")
      break;
    std::optional<llvm::StringRef> value;
    size_t take = 1;
    if (a.consume_front("--color=")) {
      value = a;
    } else if (a == "--color") {
      value = i + 1 < args.size() ? llvm::StringRef(args[i + 1]) : llvm::StringRef();
      take = 2;
    }
    if (!value)
      continue;
    if (*value == "auto")
      color = driver::ColorMode::Auto;
    else if (*value == "always")
      color = driver::ColorMode::Always;
    else if (*value == "never")
      color = driver::ColorMode::Never;
    else {
      driver::error() << "invalid --color '" << *value << "' (expected auto, always or never)\n";
      return driver::kExitUsage;
    }
    args.erase(args.begin() + i, args.begin() + std::min(args.size(), i + take));
    --i;
  }
  driver::setColorMode(color);
  argc = static_cast<int>(args.size());
  argv = const_cast<char **>(args.data());
  std::string parseError;
  if (!driver::parseCommandLine(argc, argv,
                                "faultline: finds code that takes page faults in hot loops\n",
                                parseError)) {
    driver::error() << parseError << '\n';
    return driver::kExitUsage;
  }
  return checkStdout(runCommand(argv[0]));
}
