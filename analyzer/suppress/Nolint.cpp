#include "suppress/Nolint.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/GlobPattern.h"

namespace faultline::suppress {

std::vector<NolintDirective> parseNolint(llvm::StringRef line) {
  std::vector<NolintDirective> out;
  for (size_t pos = line.find("NOLINT"); pos != llvm::StringRef::npos;
       pos = line.find("NOLINT", pos)) {
    llvm::StringRef rest = line.drop_front(pos + 6);
    NolintDirective d{NolintKind::SameLine, std::nullopt};
    if (rest.consume_front("NEXTLINE"))
      d.kind = NolintKind::NextLine;
    else if (rest.consume_front("BEGIN"))
      d.kind = NolintKind::Begin;
    else if (rest.consume_front("END"))
      d.kind = NolintKind::End;
    if (rest.starts_with("(")) {
      size_t close = rest.find(')');
      if (close == llvm::StringRef::npos) {
        // clang-tidy ignores a directive with an unterminated list rather than guessing.
        pos = line.size() - rest.size();
        continue;
      }
      d.checks = rest.substr(1, close - 1).str();
      rest = rest.drop_front(close + 1);
    }
    out.push_back(std::move(d));
    pos = line.size() - rest.size();
  }
  return out;
}

bool nolintCovers(const NolintDirective &d, llvm::StringRef ruleId) {
  if (!d.checks)
    return true;
  llvm::SmallVector<llvm::StringRef, 4> items;
  llvm::StringRef(*d.checks).split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    item = item.trim();
    if (item.empty())
      continue;
    auto glob = llvm::GlobPattern::create(item);
    if (glob ? glob->match(ruleId) : item == ruleId)
      return true;
    if (!glob)
      llvm::consumeError(glob.takeError());
  }
  return false;
}

const std::vector<NolintFilter::Region> &NolintFilter::regions(const std::string &file) {
  auto [it, inserted] = regions_.try_emplace(file);
  if (!inserted)
    return it->second;
  struct Open {
    unsigned line;
    NolintDirective directive;
  };
  std::vector<Open> open;
  unsigned count = sources_.lineCount(file);
  for (unsigned n = 1; n <= count; ++n) {
    for (NolintDirective &d : parseNolint(*sources_.line(file, n))) {
      if (d.kind == NolintKind::Begin) {
        open.push_back({n, d});
      } else if (d.kind == NolintKind::End) {
        // Close the innermost BEGIN with the same check list; an END that matches nothing is
        // ignored (clang-tidy reports it; we have no diagnostics channel for source comments).
        for (size_t i = open.size(); i-- > 0;) {
          if (open[i].directive.checks == d.checks) {
            it->second.push_back({open[i].line, n, open[i].directive});
            open.erase(open.begin() + i);
            break;
          }
        }
      }
    }
  }
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
  for (const Region &r : regions(file))
    if (r.begin <= line && line <= r.end && nolintCovers(r.directive, f.ruleId))
      return true;
  return false;
}

} // namespace faultline::suppress
