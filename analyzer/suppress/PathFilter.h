// The configuration's `exclude` globs. Patterns are matched against the path relative to --root
// (forward slashes); `*` matches across directories too (llvm::GlobPattern has no path
// semantics), so `third_party/*` and `third_party/**` both cover the whole tree. A leading `**/`
// also matches at the root, so `**/generated/*` covers `generated/x.c`.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"

#include <string>
#include <vector>

namespace faultline::suppress {

class PathFilter {
public:
  // Fails on a malformed glob (e.g. an unterminated `[`), naming it.
  static llvm::Expected<PathFilter> create(const std::vector<std::string> &globs,
                                           std::string root);
  bool excluded(llvm::StringRef absolutePath) const;
  bool empty() const { return patterns_.empty(); }

private:
  std::vector<llvm::GlobPattern> patterns_;
  std::string root_;
};

} // namespace faultline::suppress
