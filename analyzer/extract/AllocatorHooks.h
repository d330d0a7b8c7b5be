// Allocator hooks: a global or static function-pointer variable initialised to an allocator or
// a releaser (`curl_malloc_callback Curl_cmalloc = (curl_malloc_callback)malloc;`,
// `Curl_cfree = free`). A program calls its allocator through it (`#define malloc(n)
// Curl_cmalloc(n)`), so a call through the hook allocates or releases like the function it
// defaults to. The hook becomes a pseudo-function keyed by the variable's USR whose facts are
// those of a one-line wrapper (`return malloc(n);`, `free(p);`, `return f(...);`); the calls
// through the variable are call sites to that key (WalkerEvents.cpp), and the join's wrapper
// inference (rules/program/Wrappers.h) does the rest, also across files: the definition with the
// initialiser is usually in another TU than the calls (curl's easy.c vs telnet.c).
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <optional>
#include <string>

namespace faultline::extract {

// The variable a call goes through when it is a hook candidate: a global or static variable of
// pointer-to-function type (whatever its initialiser, which may be in another TU); else null.
const clang::VarDecl *hookVariable(const clang::Expr *callee);

// The pseudo-function of `var` when it is a hook with a visible initialiser naming a function.
std::optional<facts::FunctionFacts> walkAllocatorHook(clang::ASTContext &ctx,
                                                      Locations &locations,
                                                      const clang::VarDecl *var);

// The key calls through a hook variable name it by (its USR; the name when Clang has none).
std::string hookUsr(const clang::VarDecl *var);

} // namespace faultline::extract
