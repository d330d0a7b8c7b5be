#include "extract/Extractor.h"

#include "extract/TranslationUnitFacts.h"
#include "extract/Locations.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Driver/Options.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

#ifndef FAULTLINE_CLANG_RESOURCE_DIR
#define FAULTLINE_CLANG_RESOURCE_DIR "/usr/lib/llvm-19/lib/clang/19"
#endif

using namespace clang;

namespace faultline::extract {
namespace {

// Counts errors and keeps the first one, formatted as clang prints it; everything else is
// dropped so a run prints only faultline's own output.
class ErrorCollector : public DiagnosticConsumer {
public:
  unsigned errors = 0;
  std::string first;

  void HandleDiagnostic(DiagnosticsEngine::Level level, const Diagnostic &info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level < DiagnosticsEngine::Error)
      return;
    ++errors;
    if (!first.empty())
      return;
    llvm::SmallString<256> message;
    info.FormatDiagnostic(message);
    llvm::raw_string_ostream out(first);
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      const SourceManager &sm = info.getSourceManager();
      PresumedLoc at = sm.getPresumedLoc(sm.getFileLoc(info.getLocation()));
      if (at.isValid())
        out << at.getFilename() << ":" << at.getLine() << ":" << at.getColumn() << ": ";
    }
    out << (level == DiagnosticsEngine::Fatal ? "fatal error: " : "error: ") << message;
  }
};

class FactsConsumer : public ASTConsumer {
public:
  FactsConsumer(const ExtractOptions &options, ExtractResult &result)
      : options(options), result(result) {}

  void Initialize(ASTContext &context) override { ctx = &context; }

  // Bodies of functions in system headers are never analysed, so the parser may skip them
  // (Sema still parses constexpr functions and undeduced return types, which it needs).
  bool shouldSkipFunctionBody(Decl *d) override {
    return ctx && ctx->getSourceManager().isInSystemHeader(d->getLocation());
  }

  void HandleTranslationUnit(ASTContext &context) override {
    collectTranslationUnitFacts(context, options, result.facts);
    recordDependencies(context.getSourceManager());
  }

private:
  void recordDependencies(SourceManager &sm) {
    FileManager &files = sm.getFileManager();
    for (auto it = sm.fileinfo_begin(); it != sm.fileinfo_end(); ++it) {
      llvm::SmallString<256> path(it->first.getName());
      files.makeAbsolutePath(path);
      // The real path where there is one: removing `..` lexically is wrong across a symlink.
      // The driver finds libstdc++ as /lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12
      // when the database's compiler is not on PATH, and on a merged-/usr system /lib is a
      // link to usr/lib: lexically that is /include/c++/12 (which does not exist, so no C++ TU
      // was ever cached), really /usr/include/c++/12.
      llvm::SmallString<256> real;
      if (!llvm::sys::fs::real_path(path, real))
        path = real;
      else
        llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
      result.dependencies.push_back(std::string(path));
    }
    llvm::sort(result.dependencies);
    result.dependencies.erase(std::unique(result.dependencies.begin(), result.dependencies.end()),
                              result.dependencies.end());
  }

public:

private:
  const ExtractOptions &options;
  ExtractResult &result;
  ASTContext *ctx = nullptr;
};

class FactsAction : public ASTFrontendAction {
public:
  FactsAction(const ExtractOptions &options, ExtractResult &result)
      : options(options), result(result) {}

  bool BeginInvocation(CompilerInstance &ci) override {
    ci.getFrontendOpts().SkipFunctionBodies = true; // see FactsConsumer::shouldSkipFunctionBody
    return true;
  }
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<FactsConsumer>(options, result);
  }

private:
  const ExtractOptions &options;
  ExtractResult &result;
};

class FactsActionFactory : public tooling::FrontendActionFactory {
public:
  FactsActionFactory(const ExtractOptions &options, ExtractResult &result)
      : options(options), result(result) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<FactsAction>(options, result);
  }

private:
  const ExtractOptions &options;
  ExtractResult &result;
};

class SingleCommandDatabase : public tooling::CompilationDatabase {
public:
  explicit SingleCommandDatabase(tooling::CompileCommand command) : command(std::move(command)) {}
  std::vector<tooling::CompileCommand> getCompileCommands(llvm::StringRef) const override {
    return {command};
  }
  std::vector<std::string> getAllFiles() const override { return {command.Filename}; }

private:
  tooling::CompileCommand command;
};

std::string absolutePath(const tooling::CompileCommand &command) {
  llvm::SmallString<256> path(command.Filename);
  if (!llvm::sys::path::is_absolute(path)) {
    llvm::SmallString<256> joined(command.Directory);
    llvm::sys::path::append(joined, path);
    path = joined;
  }
  llvm::sys::fs::make_absolute(path);
  llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
  return std::string(path);
}

} // namespace

// GCC-only options that clang's driver rejects (an error, so the TU would not be analysed):
// compile databases written for gcc carry them (Bazel's gcc toolchain passes
// -fno-canonical-system-headers; distributions' hardening and tuning CFLAGS, -mindirect-branch=
// thunk, -fconserve-stack, the tree/ipa optimisation switches). None of them changes what the
// source means. Which options clang does not know is for its own option table to say, so every
// argument it parses as unknown is dropped, not a list of ours; and an x86 thunk value clang
// accepts only as `thunk-extern` (gcc's `-mfunction-return=thunk`) goes with them, as does
// every `-flto` form (gcc's `-flto=2` job count is an error to clang, and link-time optimisation
// changes nothing the analysis reads; btop in set 11). So does a `-Wp,` list that only asks
// the preprocessor for a dependency file (`-Wp,-MP,-MMD,.deps/x.d`, sparse's Makefile; set 13):
// clang hands the list to its front end, which knows none of them, while the plain -MD/-MF
// forms are stripped by ClangTool's own adjuster.
static bool dependencyFileOnly(llvm::StringRef arg) {
  if (!arg.consume_front("-Wp,"))
    return false;
  llvm::SmallVector<llvm::StringRef, 6> parts;
  arg.split(parts, ',');
  for (size_t i = 0; i < parts.size(); ++i) {
    llvm::StringRef part = parts[i];
    if (part == "-MD" || part == "-MMD" || part == "-MF" || part == "-MT" || part == "-MQ")
      ++i; // the option's operand: the dependency file or the target name
    else if (part != "-MP" && part != "-MG" && part != "-M" && part != "-MM")
      return false;
  }
  return !parts.empty();
}

// GCC's obsolete `-I-` (bogofilter's `AM_CPPFLAGS = ... -I- -I. ...`, held-out set 37), which
// clang rejects ("'-I-' not supported, please use -iquote instead"): the -I directories before
// it are searched for `#include "file"` only. Rewritten as clang says: each earlier `-I DIR` /
// `-IDIR` becomes `-iquote DIR`, and the `-I-` goes. Its other effect, not looking beside the
// including file first, has no clang spelling; it can only make a quoted include find a
// different file, which a project that builds with it does not rely on.
static tooling::CommandLineArguments splitQuoteIncludes(const tooling::CommandLineArguments &args) {
  auto split = llvm::find(args, "-I-");
  if (split == args.end())
    return args;
  tooling::CommandLineArguments out;
  for (auto it = args.begin(); it != args.end(); ++it) {
    llvm::StringRef a(*it);
    if (it == split || (it > split && a == "-I-"))
      continue;
    if (it < split && a == "-I" && it + 1 < split) {
      out.push_back("-iquote");
      out.push_back(*++it);
    } else if (it < split && a.starts_with("-I") && a.size() > 2) {
      out.push_back("-iquote");
      out.push_back(a.drop_front(2).str());
    } else {
      out.push_back(*it);
    }
  }
  return out;
}

static tooling::ArgumentsAdjuster dropGccOnlyFlags() {
  return [](const tooling::CommandLineArguments &original, llvm::StringRef) {
    // clang-cl's option table is another one: leave cl.exe-style commands as they are.
    if (original.empty() || llvm::is_contained(original, "--driver-mode=cl") ||
        llvm::sys::path::stem(original.front()).equals_insensitive("cl") ||
        llvm::sys::path::stem(original.front()).equals_insensitive("clang-cl"))
      return original;
    const tooling::CommandLineArguments args = splitQuoteIncludes(original);
    std::vector<const char *> argv; // without the compiler itself
    for (size_t i = 1; i < args.size(); ++i)
      argv.push_back(args[i].c_str());
    unsigned missingIndex = 0, missingCount = 0;
    llvm::opt::InputArgList parsed = driver::getDriverOptTable().ParseArgs(
        argv, missingIndex, missingCount,
        llvm::opt::Visibility(driver::options::ClangOption));
    std::vector<bool> unknown(argv.size(), false);
    for (const llvm::opt::Arg *arg : parsed.filtered(driver::options::OPT_UNKNOWN))
      if (arg->getIndex() < unknown.size() && llvm::StringRef(argv[arg->getIndex()]).starts_with("-"))
        unknown[arg->getIndex()] = true;
    tooling::CommandLineArguments out{args.front()};
    for (size_t i = 0; i < argv.size(); ++i) {
      llvm::StringRef a(argv[i]);
      if (!unknown[i] && a != "-mfunction-return=thunk" && !a.starts_with("-flto") &&
          !a.ends_with("fat-lto-objects") && !dependencyFileOnly(a))
        out.push_back(args[i + 1]);
    }
    return out;
  };
}

ExtractResult extractTranslationUnit(const tooling::CompileCommand &command,
                                     const ExtractOptions &options) {
  ExtractResult result;
  result.facts.mainFile = absolutePath(command);
  if (!llvm::sys::fs::exists(result.facts.mainFile)) {
    result.parsed = false;
    result.errorCount = 1;
    result.firstError = result.facts.mainFile + ": error: no such file";
    return result;
  }
  // ClangTool reports a directory it cannot enter with report_fatal_error, which ends the whole
  // process; a stale database entry must fail its TU only.
  if (!llvm::sys::fs::is_directory(command.Directory)) {
    result.parsed = false;
    result.errorCount = 1;
    result.firstError = result.facts.mainFile + ": error: the compile command's directory '" +
                        command.Directory + "' does not exist";
    return result;
  }

  SingleCommandDatabase database(command);
  // A physical file system of our own: the default one is process-wide, and ClangTool changes
  // its working directory to the compilation's, which would race between parallel TUs.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem(
      llvm::vfs::createPhysicalFileSystem().release());
  tooling::ClangTool tool(database, {command.Filename},
                          std::make_shared<PCHContainerOperations>(), fileSystem);
  // Our binary is not installed beside clang's headers, so point at them explicitly; silence
  // warnings (and -Werror) since only errors matter to the analysis. Old C that GCC (the
  // compiler most databases were made with) still accepts with a warning is an error by default
  // since Clang 16: implicit `int`, calls of undeclared functions, int/pointer and mismatched
  // function-pointer conversions (fairymax, recode, discount in set 8); in C++, `register`
  // under C++17 (ann), a macro right after a string literal (`"%"PRIi64`, minisat) and a
  // narrowing conversion in braces (nullmailer; set 10). Downgraded, as GCC has them, so such a
  // TU is analysed rather than failed.
  tool.appendArgumentsAdjuster(dropGccOnlyFlags());
  tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      {"-resource-dir=" FAULTLINE_CLANG_RESOURCE_DIR, "-w", "-Wno-error",
       "-Wno-error=implicit-int", "-Wno-error=implicit-function-declaration",
       "-Wno-error=int-conversion", "-Wno-error=incompatible-function-pointer-types",
       "-Wno-register", "-Wno-reserved-user-defined-literal", "-Wno-c++11-narrowing",
       "-Qunused-arguments", "-fno-color-diagnostics", "-fno-caret-diagnostics"},
      tooling::ArgumentInsertPosition::END));
  ErrorCollector errors;
  tool.setDiagnosticConsumer(&errors);
  tool.setPrintErrorMessage(false);
  FactsActionFactory factory(options, result);
  int status = tool.run(&factory);

  result.errorCount = errors.errors;
  result.firstError = errors.first;
  result.parsed = status == 0 && errors.errors == 0;
  if (!result.parsed && result.firstError.empty())
    result.firstError = result.facts.mainFile + ": error: the compiler could not process this file";
  return result;
}

} // namespace faultline::extract
