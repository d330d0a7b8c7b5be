// Callbacks stored in struct fields: `io_cb->open(urlpath, "rb", params)`,
// `git__allocator.gmalloc(n, file, line)`. The program stores functions into a field of
// pointer-to-function type — by an initialiser of the struct (designated or positional,
// `blosc2_io_cb defaults = {.open = blosc2_stdio_open}`) or by an assignment (`x.open = f`,
// `p->gmalloc = stdalloc_malloc`) — and calls through it elsewhere, usually in another TU.
//
// Each such store becomes a pseudo-function keyed by the field (its USR), with the facts of an
// allocator hook whose default is the stored function (facts/builder/AllocatorHook.h); a call
// through the field is a call site to that key (WalkerEvents.cpp). The join resolves the key to
// every store it can link with the caller, like overloads of one name, and its wrapper inference
// then says whether the call allocates, releases or just forwards. As for hooks, a call through
// a field is followed for what it allocates and releases, never as a hot path: which of the
// stored functions runs is not known (docs/cross-file.md, calls through function pointers).
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace faultline::extract {

// The field a call goes through (`E->field(...)`, `E.field(...)`) when it has pointer-to-function
// type; else null.
const clang::FieldDecl *callbackField(const clang::Expr *callee);

// The key calls through `field` name it by, and the pseudo-functions share (its USR).
std::string fieldUsr(const clang::FieldDecl *field);

// The display name of a field ("blosc2_io_cb::open").
std::string fieldName(const clang::FieldDecl *field);

// The pseudo-functions of the function-pointer fields an assignment stores to (`x.f = g`,
// `p->f = (cast)g`): none when it is no such store.
std::vector<facts::FunctionFacts> fieldStores(clang::ASTContext &ctx, Locations &locations,
                                              const clang::BinaryOperator *assignment);

// The same for every function-pointer field of a struct initialiser (the semantic form of `ile`,
// designated or positional; nested struct initialisers are visited on their own).
std::vector<facts::FunctionFacts> fieldStores(clang::ASTContext &ctx, Locations &locations,
                                              const clang::InitListExpr *ile);

} // namespace faultline::extract
