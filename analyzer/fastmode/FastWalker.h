// One function body (or lambda) of a tree-sitter tree -> facts::FunctionFacts, mirroring
// analyzer/extract/FunctionWalker.cpp construct by construct so the rules see the same facts.
// Where syntax alone cannot decide (is this a std::vector? is that argument an integer?), it
// decides from the spelling and errs towards "unknown" or "escapes", never towards a finding.
#pragma once

#include "extract/Extractor.h"
#include "facts/Facts.h"
#include "fastmode/FileConstants.h"

#include <string>
#include <vector>

namespace faultline::fastmode {

struct FunctionToWalk {
  int node = -1;     // function_definition or lambda_expression
  std::string name;  // display name, qualified ("ns::Class::method", "f::(lambda at line 12)")
};

struct WalkContext {
  const SyntaxTree &tree;
  const FileScope &file;
  const extract::ExtractOptions &options;
  std::string path; // absolute, for every SourceRange
  bool cpp = false;
};

// Walks one function; lambdas found in its body are appended to `lambdas` to be walked next.
facts::FunctionFacts walkFunction(const WalkContext &context, const FunctionToWalk &function,
                                  std::vector<FunctionToWalk> &lambdas);

// "fast:<unqualified name>": the name-based key fast mode uses in place of Clang's USR, so the
// cross-file join resolves calls by name (docs/fast-mode.md: approximate).
std::string fastUsr(std::string_view qualifiedName);

} // namespace faultline::fastmode
