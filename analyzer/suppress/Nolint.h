// clang-tidy's suppression comments, with clang-tidy 19's exact semantics (its
// NoLintDirectiveHandler), so one comment silences a finding whether it came from `faultline
// check` or from the clang-tidy plugin:
//   // NOLINT                        this line, every check
//   // NOLINT(faultline-loop-alloc)  this line, the listed checks (comma list, `*` globs; a
//                                    `-glob` is ignored; NOLINT() suppresses nothing)
//   // NOLINTNEXTLINE(...)           the next line
//   // NOLINTBEGIN(...) ... // NOLINTEND(...)   everything between the two comments; blocks
//                                    nest last-in-first-out and an END must repeat its BEGIN's
//                                    list; an unmatched BEGIN or END suppresses nothing and is
//                                    reported as [clang-tidy-nolint], as clang-tidy does.
// The keyword must be exactly one of the four (NOLINTX is no directive), and a list without
// its closing parenthesis on the same line makes the directive a bare one (every check).
#pragma once

#include "rules/Finding.h"
#include "suppress/SourceCache.h"

#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace faultline::suppress {

enum class NolintKind { SameLine, NextLine, Begin, End };

struct NolintDirective {
  NolintKind kind;
  std::optional<std::string> checks; // the list, whitespace around items removed; nullopt: all
  unsigned column = 0;               // 1-based byte column of the "N" of NOLINT
};

// Every directive on one line of source, left to right.
std::vector<NolintDirective> parseNolint(llvm::StringRef line);

// True if the directive's check list names `ruleId` (clang-tidy's globs: `*` only).
bool nolintCovers(const NolintDirective &d, llvm::StringRef ruleId);

class NolintFilter {
public:
  explicit NolintFilter(SourceCache &sources) : sources_(sources) {}
  bool suppressed(const rules::Finding &f);
  // [clang-tidy-nolint] errors for unmatched NOLINTBEGIN/NOLINTEND comments, in the files whose
  // blocks were needed to judge a finding (clang-tidy reads a file's blocks only then too).
  std::vector<rules::Finding> unmatchedDirectives() const;

private:
  struct Position {
    unsigned line, column;
    bool operator<(const Position &o) const {
      return line != o.line ? line < o.line : column < o.column;
    }
  };
  struct Block {
    Position begin, end; // the "N" of the BEGIN and of the END: strictly between is covered
    NolintDirective directive;
  };
  struct FileBlocks {
    std::vector<Block> blocks;
    std::vector<std::pair<Position, NolintKind>> unmatched;
  };
  const FileBlocks &blocks(const std::string &file);

  SourceCache &sources_;
  std::map<std::string, FileBlocks> files_;
};

} // namespace faultline::suppress
