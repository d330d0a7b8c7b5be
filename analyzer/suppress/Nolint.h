// clang-tidy's suppression comments, spelt as clang-tidy spells them, so one comment silences a
// finding whether it came from `faultline check` or from the clang-tidy plugin:
//   // NOLINT                        this line, every check
//   // NOLINT(faultline-loop-alloc)  this line, the listed checks (comma list, `*` globs)
//   // NOLINTNEXTLINE(...)           the next line
//   // NOLINTBEGIN(...) ... // NOLINTEND(...)   every line in between (END must repeat BEGIN's
//                                    list; an unmatched BEGIN suppresses nothing, as in clang-tidy)
#pragma once

#include "rules/Finding.h"
#include "suppress/SourceCache.h"

#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>

namespace faultline::suppress {

enum class NolintKind { SameLine, NextLine, Begin, End };

struct NolintDirective {
  NolintKind kind;
  std::optional<std::string> checks; // text between the parentheses; nullopt means all checks
};

// Every directive on one line of source, left to right.
std::vector<NolintDirective> parseNolint(llvm::StringRef line);

// True if the directive's check list names `ruleId` (exact or by glob).
bool nolintCovers(const NolintDirective &d, llvm::StringRef ruleId);

class NolintFilter {
public:
  explicit NolintFilter(SourceCache &sources) : sources_(sources) {}
  bool suppressed(const rules::Finding &f);

private:
  struct Region {
    unsigned begin, end; // lines, inclusive
    NolintDirective directive;
  };
  const std::vector<Region> &regions(const std::string &file);

  SourceCache &sources_;
  std::map<std::string, std::vector<Region>> regions_;
};

} // namespace faultline::suppress
