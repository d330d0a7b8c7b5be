// Walks one function body and records its facts: loops, allocations with their owners and
// releases, stream opens/closes/buffering/operations, and calls. It reads the body once, in
// source order, keeping the stack of enclosing statements (to find who owns an allocation) and
// the stack of enclosing loops (to know which iteration an event belongs to).
#pragma once

#include "extract/Extractor.h"
#include "extract/Locations.h"
#include "facts/Facts.h"

#include <memory>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace faultline::extract {

// "ns::f", or "ns::f::(lambda at line 12)" for a lambda's call operator: the same name for the
// function's facts and for calls of it, so call paths read the same as findings.
std::string functionDisplayName(const clang::FunctionDecl *fn, Locations &locations);

facts::FunctionFacts walkFunction(clang::ASTContext &ctx, Locations &locations,
                                  const ExtractOptions &options,
                                  const clang::FunctionDecl *function, std::string displayName);

} // namespace faultline::extract
