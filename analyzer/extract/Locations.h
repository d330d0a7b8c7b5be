// Clang source locations → facts::SourceRange, pointing where a user can edit: a macro argument
// resolves to where it was written, any other macro expansion to the macro's use site.
#pragma once

#include "facts/Facts.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace clang {
class Expr;
class SourceManager;
class LangOptions;
} // namespace clang

namespace faultline::extract {

class Locations {
public:
  Locations(const clang::SourceManager &sm, const clang::LangOptions &lang) : sm(sm), lang(lang) {}

  facts::SourceRange range(clang::SourceRange r);
  facts::SourceRange point(clang::SourceLocation l) { return range({l, l}); }
  // A strictly increasing position in source order: the file offset of the editable location in
  // the high 32 bits; for a token of a macro's body, its place in the expansion in the low ones.
  uint64_t order(clang::SourceLocation l) const;
  // The source text of a range, single-spaced, for size expressions and messages.
  std::string text(clang::SourceRange r) const;
  // An expression's source text as above; for an operand inside a macro's body (`(n)*sizeof(t)`
  // of `#define IGRAPH_CALLOC(n, t) calloc((n) > 0 ? (n)*sizeof(t) : 1, 1)`), whose own text the
  // file does not hold, the expanded expression printed (`(count) * sizeof(igraph_bool_t)`):
  // the macro's use site would stand for every operand alike.
  std::string text(const clang::Expr *e) const;
  bool inSystemHeader(clang::SourceLocation l) const;
  const std::string &fileName(clang::FileID id);

private:
  const clang::SourceManager &sm;
  const clang::LangOptions &lang;
  llvm::DenseMap<clang::FileID, std::string> names;
};

} // namespace faultline::extract
