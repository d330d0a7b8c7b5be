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

facts::FunctionFacts walkFunction(clang::ASTContext &ctx, Locations &locations,
                                  const ExtractOptions &options,
                                  const clang::FunctionDecl *function, std::string displayName);

} // namespace faultline::extract
