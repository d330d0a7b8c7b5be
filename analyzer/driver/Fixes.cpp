#include "driver/Fixes.h"

#include "driver/Common.h"
#include "io/Input.h"
#include "io/Output.h"

#include "clang/Tooling/Core/Diagnostic.h"
#include "clang/Tooling/Core/Replacement.h"

#include <algorithm>
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

namespace faultline::driver {

namespace fs = llvm::sys::fs;

namespace {

std::string absolute(llvm::StringRef path) {
  llvm::SmallString<256> p(path);
  fs::make_absolute(p);
  llvm::sys::path::remove_dots(p, /*remove_dot_dot=*/true);
  return std::string(p);
}

// Byte offset of 1-based `line`:`column` (bytes) in `text`, clamped to its end.
unsigned offsetOf(llvm::StringRef text, unsigned line, unsigned column) {
  size_t at = 0;
  for (unsigned l = 1; l < line && at != llvm::StringRef::npos; ++l) {
    at = text.find('\n', at);
    if (at != llvm::StringRef::npos)
      ++at;
  }
  if (at == llvm::StringRef::npos)
    return text.size();
  return std::min<size_t>(at + (column ? column - 1 : 0), text.size());
}

// The edits of `fix` as clang tooling replacements of `file`, or an error when they overlap.
llvm::Expected<clang::tooling::Replacements> replacementsOf(const facts::Fix &fix,
                                                            const std::string &file) {
  clang::tooling::Replacements out;
  for (const facts::FixEdit &e : fix.edits)
    if (llvm::Error err = out.add(clang::tooling::Replacement(file, e.offset, e.length, e.text)))
      return std::move(err);
  return out;
}

} // namespace

void FixIndex::add(const std::vector<facts::TranslationUnitFacts> &tus) {
  for (const facts::TranslationUnitFacts &tu : tus)
    for (const facts::Fix &fix : tu.fixes)
      fixes.try_emplace({fix.rule, fix.at.file, fix.at.line, fix.at.column, fix.loop.line,
                         fix.loop.column},
                        fix);
}

const facts::Fix *FixIndex::find(const rules::Finding &f) const {
  if (!f.callPath.empty() || !f.loop || f.loop->file != f.range.file)
    return nullptr;
  auto it = fixes.find({f.ruleId, f.range.file, f.range.line, f.range.column, f.loop->line,
                        f.loop->column});
  return it == fixes.end() || it->second.at != f.range ? nullptr : &it->second;
}

void writeExportFixes(const report::Report &rep, llvm::raw_ostream &os) {
  using namespace clang::tooling;
  TranslationUnitDiagnostics document;
  // Several TUs' findings in one document: clang-apply-replacements only reads the
  // replacements, and de-duplicates identical ones across documents.
  document.MainSourceFile = "";
  std::map<std::string, std::unique_ptr<llvm::MemoryBuffer>> texts;
  for (const report::ReportedFinding &rf : rep.findings) {
    if (!rf.fix)
      continue;
    const facts::Fix &fix = *rf.fix;
    std::string file = absolute(fix.file);
    llvm::Expected<Replacements> replacements = replacementsOf(fix, file);
    if (!replacements) {
      llvm::consumeError(replacements.takeError());
      continue;
    }
    auto &text = texts[file];
    if (!text)
      if (auto read = io::readFile(file))
        text = std::move(*read);
      else
        llvm::consumeError(read.takeError());
    unsigned offset = text ? offsetOf(text->getBuffer(), fix.at.line, fix.at.column) : 0;
    DiagnosticMessage message;
    message.Message = rf.finding.message;
    message.FilePath = file;
    message.FileOffset = offset;
    message.Fix[file] = std::move(*replacements);
    Diagnostic d(rf.finding.ruleId, message, {}, Diagnostic::Warning, "");
    if (rf.finding.severity == rules::Severity::Error)
      d.DiagLevel = Diagnostic::Error;
    document.Diagnostics.push_back(std::move(d));
  }
  llvm::yaml::Output yaml(os);
  yaml << document;
}

namespace {

// An edit of a fix accepted for a file, with the order its fix was accepted in.
struct Placed {
  facts::FixEdit edit;
  size_t fix;
};

// Whether two edits touch the same bytes. Adjacent edits and insertions at the same offset do
// not: those insertions go in the order their fixes were accepted (as clang-tidy --fix orders
// them: two blocks hoisted before one loop keep their order, and so do their releases after it).
bool overlap(const facts::FixEdit &a, const facts::FixEdit &b) {
  uint64_t aEnd = a.offset + a.length, bEnd = b.offset + b.length;
  if (a.length && b.length)
    return a.offset < bEnd && b.offset < aEnd;
  if (!a.length && !b.length)
    return false;
  const facts::FixEdit &point = a.length ? b : a, &range = a.length ? a : b;
  return range.offset < point.offset && point.offset < range.offset + range.length;
}

std::string apply(llvm::StringRef code, std::vector<Placed> edits) {
  std::stable_sort(edits.begin(), edits.end(), [](const Placed &a, const Placed &b) {
    if (a.edit.offset != b.edit.offset)
      return a.edit.offset < b.edit.offset;
    if ((a.edit.length == 0) != (b.edit.length == 0))
      return a.edit.length == 0; // an insertion before a replacement that starts there
    return a.fix < b.fix;
  });
  std::string out;
  uint64_t at = 0;
  for (const Placed &p : edits) {
    out.append(code.substr(at, p.edit.offset - at).str());
    out += p.edit.text;
    at = p.edit.offset + p.edit.length;
  }
  out.append(code.substr(at).str());
  return out;
}

} // namespace

std::set<std::string> applyFixes(const report::Report &rep, bool &ok) {
  ok = true;
  std::set<std::string> fixed;
  std::map<std::string, std::vector<const report::ReportedFinding *>> byFile;
  for (const report::ReportedFinding &rf : rep.findings)
    if (rf.fix)
      byFile[absolute(rf.fix->file)].push_back(&rf);
  for (auto &[file, findings] : byFile) {
    std::string shown = report::displayPath(file, rep.root);
    auto read = io::readFile(file);
    if (!read) {
      warning() << "not fixing " << shown << ": " << llvm::toString(read.takeError()) << '\n';
      continue;
    }
    llvm::StringRef code = (*read)->getBuffer();
    uint64_t hash = llvm::xxh3_64bits(code);
    std::vector<Placed> accepted;
    std::vector<const report::ReportedFinding *> applied;
    for (const report::ReportedFinding *rf : findings) {
      const rules::Finding &f = rf->finding;
      std::string where = shown + ":" + std::to_string(f.range.line) + ":" +
                          std::to_string(f.range.column);
      if (rf->fix->fileHash != hash) {
        warning() << "not fixing " << where << ": " << shown
                  << " changed since it was analysed; run the check again\n";
        continue;
      }
      // A fix goes in whole or not at all: none of its edits may touch another's bytes.
      bool clean = true;
      for (size_t i = 0; i < rf->fix->edits.size() && clean; ++i) {
        const facts::FixEdit &e = rf->fix->edits[i];
        clean = e.offset + e.length <= code.size();
        for (size_t j = 0; j < i && clean; ++j)
          clean = !overlap(e, rf->fix->edits[j]);
        for (const Placed &p : accepted)
          clean = clean && !overlap(e, p.edit);
      }
      if (!clean) {
        warning() << "not fixing " << where
                  << ": its edits overlap another fix's; run with --fix again\n";
        continue;
      }
      for (const facts::FixEdit &e : rf->fix->edits)
        accepted.push_back({e, applied.size()});
      applied.push_back(rf);
    }
    if (applied.empty())
      continue;
    std::string result = apply(code, std::move(accepted));
    llvm::ErrorOr<fs::perms> mode = fs::getPermissions(file);
    if (llvm::Error e = io::writeFile(file, [&](llvm::raw_ostream &os) { os << result; })) {
      error() << "cannot write " << shown << ": " << oneLine(llvm::toString(std::move(e)))
              << '\n';
      ok = false;
      continue;
    }
    if (mode) // the rename gave it a new file's mode
      fs::setPermissions(file, *mode);
    for (const report::ReportedFinding *rf : applied) {
      llvm::errs() << "faultline: fixed " << shown << ":" << rf->finding.range.line << ":"
                   << rf->finding.range.column << ": " << rf->fix->description << " ["
                   << rf->finding.ruleId << "]\n";
      fixed.insert(rf->fingerprint);
    }
  }
  return fixed;
}

} // namespace faultline::driver
