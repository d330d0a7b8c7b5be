#include "driver/JoinAndReport.h"

#include "driver/DocLinks.h"
#include "driver/Fixes.h"
#include "driver/MeasuredSizes.h"
#include "driver/Terminal.h"
#include "report/Utf16Columns.h"

#include "driver/Common.h"
#include "io/Output.h"
#include "report/Fingerprint.h"
#include "report/CiReporters.h"
#include "report/GithubReporter.h"
#include "report/Reporters.h"
#include "rules/Program.h"
#include "suppress/Nolint.h"
#include "suppress/SourceCache.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace faultline::driver {

namespace {

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

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool writeOutput(llvm::StringRef output, llvm::function_ref<void(llvm::raw_ostream &)> write) {
  // io::writeFile: the target is either complete or untouched, and a write error (a full disk,
  // /dev/full) is reported rather than lost.
  if (llvm::Error e = io::writeFile(output, write)) {
    error() << "cannot write " << outputName(output) << ": "
            << oneLine(llvm::toString(std::move(e))) << '\n';
    return false;
  }
  return true;
}

void printFailures(const std::vector<report::Failure> &failures, llvm::StringRef root) {
  for (const report::Failure &f : failures)
    error() << "failed to analyse " << report::displayPath(f.file, root) << ": " << f.error
            << '\n';
}

int joinAndReport(const Settings &settings, ProgramInput input, const OutputArgs &out) {
  auto start = std::chrono::steady_clock::now();
  // The join's input in one canonical order (its contract says any order works; this makes
  // sure of it for anything order-sensitive inside, such as which TU's copy of an inline
  // function comes first).
  std::stable_sort(input.translationUnits.begin(), input.translationUnits.end(),
                   [](const facts::TranslationUnitFacts &a, const facts::TranslationUnitFacts &b) {
                     return a.mainFile < b.mainFile;
                   });
  // `--unknown-sizes off` (the default): the rules still report unknown sizes, as notes, so that
  // a run's measurements (`--runtime`) can settle them and the summary can say how many were
  // left out; those still unknown are dropped below.
  rules::RuleOptions ruleOptions = settings.ruleOptions;
  const bool dropUnknownSizes = ruleOptions.unknownSizes == rules::RuleOptions::UnknownSizes::Off;
  if (dropUnknownSizes)
    ruleOptions.unknownSizes = rules::RuleOptions::UnknownSizes::Note;
  std::vector<rules::Finding> found = rules::analyzeProgram(
      input.translationUnits, ruleOptions, settings.config.disable, input.linkUnits);
  // Which files the tree-sitter front end analysed: recorded in the facts themselves, so a
  // merge of shard bundles labels fast findings as a single run does.
  std::set<std::string> fastFiles = input.fastModeFiles;
  for (const facts::TranslationUnitFacts &tu : input.translationUnits)
    if (tu.frontEnd == "fast")
      fastFiles.insert(tu.mainFile);
  FixIndex fixes; // the hoists the extractor proved safe (Fixes.h), before the facts retire
  if (out.fix || !out.exportFixes.empty())
    fixes.add(input.translationUnits);
  // This was the facts' last use, and they are most of the process's memory (a few hundred
  // thousand small strings on zstd). Like clang's -disable-free, leave them to the process
  // exit rather than free them one by one (a tenth of a warm cached run). Reachable from a
  // static, so leak checkers do not flag them.
  static auto *retired = new std::vector<std::vector<facts::TranslationUnitFacts>>;
  retired->push_back(std::move(input.translationUnits));
  double joinSeconds = secondsSince(start);
  start = std::chrono::steady_clock::now();

  report::Report rep;
  rep.root = settings.root;
  rep.filesAnalyzed = input.filesAnalyzed;
  rep.minSize = settings.ruleOptions.minSize;
  rep.failOn = config::toString(settings.failOn);
  if (out.format == Format::Sarif)
    addDocumentationLinks(rep);
  rep.failures = std::move(input.failures);
  std::stable_sort(rep.failures.begin(), rep.failures.end(),
                   [](const report::Failure &a, const report::Failure &b) {
                     return a.file < b.file;
                   });

  suppress::SourceCache sources;
  suppress::NolintFilter nolint(sources);
  std::vector<rules::Finding> kept;
  for (rules::Finding &f : found)
    if (!settings.exclude->excluded(f.range.file) && !nolint.suppressed(f))
      kept.push_back(std::move(f));
  // Unmatched NOLINTBEGIN/NOLINTEND comments, reported as clang-tidy reports them.
  for (rules::Finding &f : nolint.unmatchedDirectives())
    if (!settings.exclude->excluded(f.range.file))
      kept.push_back(std::move(f));
  if (settings.measured)
    settleMeasuredSizes(kept, *settings.measured, settings.root, settings.ruleOptions.minSize);
  std::stable_sort(kept.begin(), kept.end());
  // A finding in a header arrives once per TU that includes it (the join de-duplicates too;
  // this keeps the report's promise whatever the join does).
  std::set<std::tuple<std::string, std::string, unsigned, unsigned, unsigned, unsigned>> seen;
  report::Report unknownSizes; // left out by `--unknown-sizes off`; counted in the summary
  unknownSizes.root = rep.root;
  for (rules::Finding &f : kept)
    if (seen.emplace(f.ruleId, f.range.file, f.range.line, f.range.column, f.range.endLine,
                     f.range.endColumn)
            .second)
    {
      if (dropUnknownSizes && hasUnknownSize(f)) { // settled ones have a size now
        unknownSizes.findings.push_back({std::move(f), ""});
        continue;
      }
      rep.findings.push_back({std::move(f), ""});
      if (fastFiles.count(rep.findings.back().finding.range.file))
        rep.findings.back().mode = "fast";
      else if (const facts::Fix *fix = fixes.find(rep.findings.back().finding))
        rep.findings.back().fix = *fix;
    }
  // Columns as editors count them (UTF-16 code units), after NOLINT (which compares clang's byte
  // positions, as clang-tidy does) and de-duplication.
  for (report::ReportedFinding &rf : rep.findings)
    report::toUtf16Columns(rf.finding, sources);
  report::assignFingerprints(rep.findings, sources);
  bool writeBaseline = out.pr && out.pr->args.writeBaseline;
  if (out.pr && !writeBaseline)
    prmode::apply(*out.pr, rep); // after the fingerprints: they are those of the full report
  // The summary's count of findings not shown obeys --diff and --baseline too: a finding
  // outside the diff would not have been shown under `--unknown-sizes note` either. A copy of
  // the state keeps the shown findings' diff and baseline counts apart from these.
  if (out.pr && !writeBaseline && !unknownSizes.findings.empty()) {
    for (report::ReportedFinding &rf : unknownSizes.findings)
      report::toUtf16Columns(rf.finding, sources);
    report::assignFingerprints(unknownSizes.findings, sources);
    prmode::PullRequestState scratch = *out.pr;
    prmode::apply(scratch, unknownSizes);
  }
  rep.unknownSizesNotShown = static_cast<unsigned>(unknownSizes.findings.size());

  bool toStdout = out.output.empty() || out.output == "-";
  bool color = toStdout && out.format == Format::Text && useColor(llvm::outs());
  bool written = !out.render || writeOutput(out.output, [&](llvm::raw_ostream &os) {
    if (writeBaseline) {
      report::writeJsonValue(prmode::toBaselineJson(rep), os);
    } else if (out.format == Format::Text) {
      report::writeText(rep, os, color);
    } else if (out.format == Format::Github) {
      report::writeGithub(rep, os);
    } else if (out.format == Format::Gitlab) {
      report::writeJsonValue(report::toGitlabCodeQuality(rep), os);
    } else if (out.format == Format::Junit) {
      report::writeJunit(rep, os);
    } else if (out.format == Format::Json) {
      report::writeJson(rep, os, [&](llvm::json::Value &json) {
        if (out.pr)
          prmode::annotateJson(*out.pr, rep, json);
      });
    } else {
      report::writeSarif(
          rep, os,
          [&](llvm::json::Value &sarif) {
            if (out.pr)
              prmode::annotateSarif(*out.pr, rep, sarif);
          },
          [&](llvm::json::Object &result) {
            if (out.pr)
              prmode::annotateSarifResult(*out.pr, result);
          });
    }
  });
  if (!written)
    return kExitUsage;

  if (!out.exportFixes.empty() &&
      !writeOutput(out.exportFixes, [&](llvm::raw_ostream &os) { writeExportFixes(rep, os); }))
    return kExitUsage;
  std::set<std::string> fixed;
  bool fixesWritten = true;
  if (out.fix)
    fixed = applyFixes(rep, fixesWritten);
  if ((out.fix || !out.exportFixes.empty()) && !out.quiet) {
    unsigned fast = 0;
    for (const report::ReportedFinding &f : rep.findings)
      fast += f.mode == "fast";
    if (fast)
      llvm::errs() << "faultline: note: " << fast << (fast == 1 ? " finding" : " findings")
                   << " analysed in fast mode " << (fast == 1 ? "has" : "have")
                   << " no fix: fixes need AST mode (a compilation database; docs/cli.md)\n";
  }

  printFailures(rep.failures, rep.root);
  if (out.stats)
    llvm::errs() << llvm::format("faultline: time: join %.3f s, report %.3f s\n", joinSeconds,
                                 secondsSince(start));
  if (!out.quiet && writeBaseline)
    llvm::errs() << "faultline: baseline of " << rep.findings.size()
                 << (rep.findings.size() == 1 ? " finding" : " findings") << '\n';
  else if (!out.quiet)
    llvm::errs() << "faultline: " << report::summaryLine(rep) << '\n';
  if (out.pr && !writeBaseline)
    prmode::printSummary(*out.pr, rep, llvm::errs());

  if (!rep.failures.empty())
    return kExitAnalysisFailed;
  if (writeBaseline)
    return kExitClean; // known findings are the point of a baseline, not a failure
  if (!fixesWritten)
    return kExitUsage;
  // With --fix, a finding fixed in place no longer counts against the exit code.
  for (const report::ReportedFinding &f : rep.findings)
    if (atOrAbove(f.finding.severity, settings.failOn) && !fixed.count(f.fingerprint))
      return kExitFindings;
  return kExitClean;
}

} // namespace faultline::driver
