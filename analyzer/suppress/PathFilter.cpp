#include "suppress/PathFilter.h"

#include "report/Report.h"

namespace faultline::suppress {

namespace {
constexpr size_t kMaxBraceExpansions = 1024;
} // namespace

llvm::Expected<PathFilter> PathFilter::create(const std::vector<std::string> &globs,
                                              std::string root) {
  PathFilter filter;
  filter.root_ = std::move(root);
  for (const std::string &g : globs) {
    llvm::StringRef text(g);
    for (int variant = 0; variant < 2; ++variant) {
      // GlobPattern expands `{a,b}` only when given a bound on the expansions; without one
      // the braces were literal characters and such a glob never matched. The bound keeps
      // `{a,b}{c,d}...` from growing exponentially.
      auto pattern = llvm::GlobPattern::create(text, kMaxBraceExpansions);
      if (!pattern)
        return llvm::createStringError("invalid exclude pattern '" + g +
                                       "': " + llvm::toString(pattern.takeError()));
      filter.patterns_.push_back(std::move(*pattern));
      if (!text.consume_front("**/"))
        break;
    }
  }
  return filter;
}

bool PathFilter::excluded(llvm::StringRef absolutePath) const {
  if (patterns_.empty())
    return false;
  std::string shown = report::displayPath(absolutePath, root_);
  for (const llvm::GlobPattern &p : patterns_)
    if (p.match(shown))
      return true;
  return false;
}

} // namespace faultline::suppress
