// An address handed to a host-language argument parser as an optional output (`&outSize` after
// the `|` of PyArg_ParseTupleAndKeywords's format): the variable keeps its value unless the
// caller passes that argument (facts/builder/ArgumentParsers.h). Internal to analyzer/extract.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <string>

namespace faultline::extract {

struct ParserDefault {
  const clang::CallExpr *call = nullptr; // null when `site` is no optional parser output
  std::string parser;                    // "PyArg_ParseTupleAndKeywords"
  std::string keyword;                   // the keyword list's name for it, "" when unknown
};

// `site` is a `&var` (GuardFlow's address sites).
ParserDefault parserDefault(clang::ASTContext &ctx, const clang::Stmt *site);

} // namespace faultline::extract
