#include "FaultlineCheck.h"

#include "config/Size.h"
#include "extract/HoistFix.h"
#include "extract/Locations.h"
#include "report/Reporters.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLParser.h"

#include <mutex>
#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace faultline::tidy {

FaultlineCheck::FaultlineCheck(llvm::StringRef name, clang::tidy::ClangTidyContext *context)
    : ClangTidyCheck(name, context), ruleId(name.str()),
      minSizeText(Options.getLocalOrGlobal("MinSize", "").str()),
      libraryModelsText(Options.getLocalOrGlobal("LibraryModels", "").str()) {
  options.summariesPath = Options.getLocalOrGlobal("SummariesPath", "").str();
  options.configFile = Options.getLocalOrGlobal("ConfigFile", "").str();
  options.unknownSizes = Options.getLocalOrGlobal("UnknownSizes", "").str();
  rules::RuleOptions::UnknownSizes ignored;
  if (!options.unknownSizes.empty() && !rules::parseUnknownSizes(options.unknownSizes, ignored)) {
    validOptions = false;
    configurationDiag("invalid UnknownSizes '%0' for %1 (expected note, warn or off)")
        << options.unknownSizes << name;
  }
  if (!libraryModelsText.empty()) {
    if (std::optional<bool> on = llvm::yaml::parseBool(libraryModelsText)) {
      options.libraryModels = *on;
    } else {
      validOptions = false;
      configurationDiag("invalid LibraryModels '%0' for %1 (expected true or false)")
          << libraryModelsText << name;
    }
  }
  if (minSizeText.empty())
    return; // the configuration's min-size, else 128K
  if (std::optional<uint64_t> size = config::parseSize(minSizeText)) {
    options.minSize = *size;
  } else {
    validOptions = false;
    configurationDiag("invalid MinSize '%0' for %1 (expected bytes, or a number with K, KiB, M, "
                      "MiB, G or GiB)")
        << minSizeText << name;
  }
}

void FaultlineCheck::storeOptions(clang::tidy::ClangTidyOptions::OptionMap &opts) {
  Options.store(opts, "MinSize", minSizeText);
  Options.store(opts, "SummariesPath", options.summariesPath);
  Options.store(opts, "ConfigFile", options.configFile);
  Options.store(opts, "UnknownSizes", options.unknownSizes);
  Options.store(opts, "LibraryModels", libraryModelsText.empty()
                                           ? llvm::StringRef(options.libraryModels ? "true" : "false")
                                           : llvm::StringRef(libraryModelsText));
}

void FaultlineCheck::registerMatchers(MatchFinder *finder) {
  // The extractor's selection (analyzer/extract/Extractor.cpp): every definition outside system
  // headers, template instantiations included, lambdas through their call operator.
  finder->addMatcher(functionDecl(isDefinition(), unless(isExpansionInSystemHeader())).bind("fn"),
                     this);
  finder->addMatcher(lambdaExpr(unless(isExpansionInSystemHeader())).bind("lambda"), this);
}

void FaultlineCheck::add(const FunctionDecl *fn) {
  if (!fn || !fn->doesThisDeclarationHaveABody() || fn->isDependentContext() || !fn->getBody() ||
      fn->isInvalidDecl())
    return;
  if (seen.insert(fn).second)
    functions.push_back(fn);
}

void FaultlineCheck::check(const MatchFinder::MatchResult &result) {
  context = result.Context;
  if (const auto *fn = result.Nodes.getNodeAs<FunctionDecl>("fn")) {
    if (const auto *method = dyn_cast<CXXMethodDecl>(fn); method && method->getParent()->isLambda())
      return; // through the lambda, as the extractor does
    add(fn);
  } else if (const auto *lambda = result.Nodes.getNodeAs<LambdaExpr>("lambda")) {
    add(lambda->getCallOperator());
  }
}

std::vector<extract::TextEdit>
FaultlineCheck::hoistFix(const std::vector<const FunctionDecl *> &walked, SourceLocation allocation,
                         SourceLocation loop) const {
  bool container = ruleId == "faultline-vector-temporary";
  bool stream = ruleId == "faultline-stdio-in-loop";
  const SourceManager &sm = context->getSourceManager();
  for (const FunctionDecl *fn : walked) {
    const Stmt *body = fn->getBody();
    if (!body || !sm.isPointWithin(allocation, body->getBeginLoc(), body->getEndLoc()))
      continue;
    std::vector<extract::TextEdit> edits =
        stream      ? extract::bufferStream(*context, fn, allocation, loop)
        : container ? extract::hoistContainer(*context, fn, allocation, loop)
                    : extract::hoistAllocation(*context, fn, allocation, loop);
    if (!edits.empty())
      return edits;
  }
  return {};
}

void FaultlineCheck::onEndOfTranslationUnit() {
  if (!context || !validOptions)
    return;
  std::shared_ptr<const TuFindings> tu = analyseTranslationUnit(*context, options);
  std::vector<const FunctionDecl *> walked;
  walked.swap(functions);
  seen.clear();
  // Once per run, not once per check and file: a missing summaries file would otherwise repeat
  // for each of the four checks in every TU.
  static std::mutex warnedMutex;
  static std::set<std::string> warned;
  for (const std::string &warning : tu->warnings) {
    std::lock_guard<std::mutex> lock(warnedMutex);
    if (warned.insert(warning).second)
      configurationDiag("%0") << warning;
  }

  SourceManager &sm = context->getSourceManager();
  FileManager &files = sm.getFileManager();
  extract::Locations locations(sm, context->getLangOpts());
  // The files this TU holds, by the extractor's spelling of their paths; findings elsewhere
  // (other TUs of the summaries) are not this TU's to report.
  std::map<std::string, FileID> fileIds;
  auto fileIdOf = [&](const std::string &path) -> FileID {
    auto it = fileIds.find(path);
    if (it != fileIds.end())
      return it->second;
    FileID id;
    if (path == tu->mainFile)
      id = sm.getMainFileID();
    else if (auto ref = files.getOptionalFileRef(path, /*OpenFile=*/false))
      id = sm.translateFile(*ref); // invalid when this TU never included it
    return fileIds.emplace(path, id).first->second;
  };
  auto begin = [&](const facts::SourceRange &r) -> SourceLocation {
    if (!r.valid())
      return {};
    FileID id = fileIdOf(r.file);
    return id.isValid() ? sm.translateLineCol(id, r.line, r.column) : SourceLocation();
  };
  auto range = [&](const facts::SourceRange &r) -> CharSourceRange {
    SourceLocation b = begin(r);
    if (b.isInvalid())
      return {};
    SourceLocation e = sm.translateLineCol(fileIdOf(r.file), r.endLine, r.endColumn);
    return CharSourceRange::getCharRange(b, e.isValid() ? e : b);
  };

  for (const rules::Finding &f : tu->findings) {
    if (f.ruleId != ruleId)
      continue;
    SourceLocation at = begin(f.range);
    if (at.isInvalid())
      continue;
    {
      DiagnosticBuilder warning = diag(at, "%0");
      warning << f.message << range(f.range);
      // The hoist of faultline-loop-alloc's block or faultline-vector-temporary's container,
      // or faultline-stdio-in-loop's caller buffer, when the AST proves it safe (HoistFix.h);
      // `faultline check --fix` applies the same.
      std::vector<extract::TextEdit> edits;
      if ((ruleId == "faultline-loop-alloc" || ruleId == "faultline-vector-temporary" ||
           ruleId == "faultline-stdio-in-loop") &&
          f.callPath.empty() && f.loop)
        edits = hoistFix(walked, at, begin(*f.loop));
      for (const extract::TextEdit &e : edits)
        warning << (e.range.getBegin() == e.range.getEnd()
                        ? FixItHint::CreateInsertion(e.range.getBegin(), e.text)
                        : FixItHint::CreateReplacement(e.range, e.text));
    }
    // Notes in the order of `faultline check`'s text output: the call path (unless a note of
    // the rule already sits at that call), the rule's notes, then the fix.
    // A note in a file this TU does not include (the loop in another TU, from the summaries)
    // sits at the finding and names its place in the text.
    auto note = [&](const facts::SourceRange &r, const std::string &message) {
      SourceLocation l = begin(r);
      if (l.isValid() || !r.valid()) {
        diag(l.isValid() ? l : at, "%0", DiagnosticIDs::Note) << message;
        return;
      }
      std::string where = report::displayPath(r.file, llvm::sys::path::parent_path(tu->mainFile));
      diag(at, "%0:%1:%2: %3", DiagnosticIDs::Note) << where << r.line << r.column << message;
    };
    for (const rules::CallStep &step : f.callPath) {
      bool inNotes = false;
      for (const rules::FindingNote &n : f.notes)
        inNotes |= n.range == step.range;
      if (!inNotes)
        note(step.range, report::callStepMessage(step));
    }
    for (const rules::FindingNote &n : f.notes)
      note(n.range, n.message);
    bool fixInNotes = false;
    for (const rules::FindingNote &n : f.notes)
      fixInNotes |= llvm::StringRef(n.message).contains(f.fix);
    if (!f.fix.empty() && !fixInNotes)
      note(f.range, "fix: " + f.fix);
  }
}

} // namespace faultline::tidy
