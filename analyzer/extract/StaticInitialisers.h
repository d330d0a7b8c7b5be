// Code that runs before main: a namespace-scope (or static member) variable's initialiser, such
// as `static int pinned = mallopt(M_MMAP_THRESHOLD, 128 * 1024);` in C++. The function walker
// never sees it, so the settings it makes are collected here, as the facts of a pseudo-function
// named after the variable ("initialiser of 'pinned'").
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <optional>

namespace faultline::extract {

// The facts of `var`'s initialiser when it changes glibc's allocator settings; nothing otherwise
// (and for locals, whose initialisers the function walker reads).
std::optional<facts::FunctionFacts> walkStaticInitialiser(clang::ASTContext &ctx,
                                                         Locations &locations,
                                                         const clang::VarDecl *var);

} // namespace faultline::extract
