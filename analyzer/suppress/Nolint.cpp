#include "suppress/Nolint.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace faultline::suppress {

// "NOLINT( a , b )" is "NOLINT(a,b)": clang-tidy trims each item, and compares END with BEGIN
// on the trimmed list.
static std::string trimItems(llvm::StringRef checks) {
  llvm::SmallVector<llvm::StringRef, 4> items;
  checks.split(items, ',');
  for (llvm::StringRef &item : items)
    item = item.trim();
  return llvm::join(items, ",");
}

std::vector<NolintDirective> parseNolint(llvm::StringRef line) {
  static constexpr llvm::StringLiteral kNolint = "NOLINT";
  std::vector<NolintDirective> out;
  size_t pos = 0;
  while (pos < line.size()) {
    size_t start = line.find(kNolint, pos);
    if (start == llvm::StringRef::npos)
      break;
    // The keyword is NOLINT and the letters right after it: exactly one of four words.
    pos = start + kNolint.size();
    while (pos < line.size() && llvm::isAlpha(line[pos]))
      ++pos;
    llvm::StringRef word = line.slice(start, pos);
    NolintKind kind;
    if (word == "NOLINT")
      kind = NolintKind::SameLine;
    else if (word == "NOLINTNEXTLINE")
      kind = NolintKind::NextLine;
    else if (word == "NOLINTBEGIN")
      kind = NolintKind::Begin;
    else if (word == "NOLINTEND")
      kind = NolintKind::End;
    else
      continue;
    NolintDirective d{kind, std::nullopt, static_cast<unsigned>(start + 1)};
    if (pos < line.size() && line[pos] == '(') {
      size_t close = line.find(')', ++pos);
      if (close != llvm::StringRef::npos) { // else: a bare directive, as in clang-tidy
        d.checks = trimItems(line.slice(pos, close));
        pos = close + 1;
      }
    }
    out.push_back(std::move(d));
  }
  return out;
}

// clang-tidy's GlobList: `*` is the only wildcard and the whole name must match.
static bool globMatches(llvm::StringRef glob, llvm::StringRef name) {
  size_t star = glob.find('*');
  if (star == llvm::StringRef::npos)
    return glob == name;
  llvm::StringRef head = glob.take_front(star), tail = glob.drop_front(star + 1);
  if (!name.consume_front(head))
    return false;
  for (size_t skip = 0; skip <= name.size(); ++skip)
    if (globMatches(tail, name.drop_front(skip)))
      return true;
  return false;
}

bool nolintCovers(const NolintDirective &d, llvm::StringRef ruleId) {
  if (!d.checks)
    return true;
  llvm::SmallVector<llvm::StringRef, 4> items;
  llvm::StringRef(*d.checks).split(items, ',');
  for (llvm::StringRef item : items) {
    if (item.starts_with("-"))
      continue; // negative globs are dropped in NOLINT lists (they would undo the suppression)
    if (globMatches(item, ruleId))
      return true;
  }
  return false;
}

const NolintFilter::FileBlocks &NolintFilter::blocks(const std::string &file) {
  auto [it, inserted] = files_.try_emplace(file);
  if (!inserted)
    return it->second;
  struct Open {
    Position at;
    NolintDirective directive;
  };
  std::vector<Open> stack;
  unsigned count = sources_.lineCount(file);
  for (unsigned n = 1; n <= count; ++n)
    for (NolintDirective &d : parseNolint(*sources_.line(file, n))) {
      Position at{n, d.column};
      if (d.kind == NolintKind::Begin) {
        stack.push_back({at, d});
      } else if (d.kind == NolintKind::End) {
        // Blocks nest: an END closes the innermost open BEGIN, and only if it repeats its list.
        if (!stack.empty() && stack.back().directive.checks == d.checks) {
          it->second.blocks.push_back({stack.back().at, at, stack.back().directive});
          stack.pop_back();
        } else {
          it->second.unmatched.push_back({at, NolintKind::End});
        }
      }
    }
  for (const Open &o : stack)
    it->second.unmatched.push_back({o.at, NolintKind::Begin});
  return it->second;
}

bool NolintFilter::suppressed(const rules::Finding &f) {
  const std::string &file = f.range.file;
  unsigned line = f.range.line;
  if (auto text = sources_.line(file, line))
    for (const NolintDirective &d : parseNolint(*text))
      if (d.kind == NolintKind::SameLine && nolintCovers(d, f.ruleId))
        return true;
  if (line > 1)
    if (auto text = sources_.line(file, line - 1))
      for (const NolintDirective &d : parseNolint(*text))
        if (d.kind == NolintKind::NextLine && nolintCovers(d, f.ruleId))
          return true;
  Position at{line, f.range.column};
  for (const Block &b : blocks(file).blocks)
    if (b.begin < at && at < b.end && nolintCovers(b.directive, f.ruleId))
      return true;
  return false;
}

std::vector<rules::Finding> NolintFilter::unmatchedDirectives() const {
  std::vector<rules::Finding> out;
  for (const auto &[file, fb] : files_)
    for (const auto &[at, kind] : fb.unmatched) {
      rules::Finding f;
      f.ruleId = "clang-tidy-nolint";
      f.severity = rules::Severity::Error;
      f.confidence = rules::Confidence::High;
      f.range.file = file;
      f.range.line = f.range.endLine = at.line;
      f.range.column = f.range.endColumn = at.column;
      f.message = kind == NolintKind::Begin
                      ? "unmatched 'NOLINTBEGIN' comment without a subsequent 'NOLINTEND' comment"
                      : "unmatched 'NOLINTEND' comment without a previous 'NOLINTBEGIN' comment";
      out.push_back(std::move(f));
    }
  return out;
}

} // namespace faultline::suppress
