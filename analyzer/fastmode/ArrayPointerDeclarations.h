// Declarations of pointers to arrays of a typedef'd type that tree-sitter reads as expressions.
#pragma once

#include "fastmode/Syntax.h"

namespace faultline::fastmode {

// In C, `Sym (*rows)[256] = malloc(256 * sizeof(*rows));` declares a pointer to arrays of 256
// `Sym`. tree-sitter's C grammar knows `int (*F)[256]` is a declaration, but with a typedef
// name it reads the statement as an expression: `Sym(*rows)[256] = ...`, the call `Sym(*rows)`
// subscripted and assigned (htslib's rANS_static.c, `RansEncSymbol (*syms)[256] = malloc(...)`:
// a 1 MiB table per block that AST mode reported and fast mode did not see at all). A compiler
// knows `Sym` is a type; this rewrites, inside function bodies, an expression statement of that
// shape (`NAME (*VAR)[N]...` with or without `= VALUE`, any number of `[N]`) into the
// declaration Clang sees, unless the file defines or declares a function called NAME. The
// nodes keep their places in the array; the type name is moved to the front of the declaration.
void rewriteArrayPointerDeclarations(SyntaxTree &tree);

} // namespace faultline::fastmode
