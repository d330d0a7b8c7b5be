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

class ClassShapes;

struct FunctionToWalk {
  int node = -1;     // function_definition or lambda_expression
  std::string name;  // display name, qualified ("ns::Class::method", "f::(lambda at line 12)")
  std::string usr;   // its key for the join (see fastUsr); empty: fastUsr(name)
  std::string className; // the class of a method, for calls of other methods by plain name
};

struct WalkContext {
  const SyntaxTree &tree;
  const FileScope &file;
  const extract::ExtractOptions &options;
  std::string path; // absolute, for every SourceRange
  bool cpp = false;
  // Where the walkers put the TU's stores into fields (facts::FieldStore; FastFieldStores.cpp).
  std::vector<facts::FieldStore> *fieldStores = nullptr;
  // Where the walkers put pseudo-functions of the TU: a standard algorithm's per-element loop
  // (facts/builder/PerElementAlgorithms.h; FastCallSites.cpp), a function stored into a
  // function-pointer field (FastHooks.h; FastFieldStores.cpp).
  std::vector<facts::FunctionFacts> *pseudoFunctions = nullptr;
  // The classes the file and its project headers define (OwnerClassShapes.h), for owner classes.
  const ClassShapes *classes = nullptr;
};

// Walks one function; lambdas found in its body are appended to `lambdas` to be walked next.
facts::FunctionFacts walkFunction(const WalkContext &context, const FunctionToWalk &function,
                                  std::vector<FunctionToWalk> &lambdas);

// The name-based keys fast mode uses in place of Clang's USRs, so the cross-file join resolves
// calls by name (docs/fast-mode.md: approximate): "fast:f" for a free function, "fast:C::m" for
// a method, "fast:/abs/file.c@f" for a static function, a lambda's display name. fastUsr gives
// the key of a display name with the class/namespace decision left to the caller: the last
// component only.
std::string fastUsr(std::string_view qualifiedName);

} // namespace faultline::fastmode
