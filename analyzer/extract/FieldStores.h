// The values a TU stores into integer fields (facts::FieldStore), for the join's field values
// (rules/program/FieldValues.h): `w->outSize = outSize;` valued by the function's size
// evaluator (reaching constants, an optional argument's default), `{.bufsize = 1 << 20}` and
// a constructor's `size_(n)` by the constant evaluator, and the writes no one can value
// (`p->n += k`, `++p->n`, `&p->n`) as stores of an unknown value.
#pragma once

#include "extract/Extractor.h"
#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace faultline::extract {

// The name a record is known by in keys: its own, or its typedef's for `typedef struct {...} T`;
// "" when it has neither.
std::string recordKey(const clang::RecordDecl *record);

// "Record::field" (recordKey), "" for a field of an unnamed record.
std::string fieldKey(const clang::FieldDecl *field);

// The integer field a size factor reads (`self->outSize`, `ctx.n`), or null.
const clang::FieldDecl *integerFieldRead(const clang::Expr *e);

// The stores into integer fields in `fn`'s body and its constructor initialisers.
void collectFieldStores(clang::ASTContext &ctx, Locations &locations, const ExtractOptions *options,
                        const clang::FunctionDecl *fn, std::vector<facts::FieldStore> &out);

// The fields a file-scope variable's initialiser sets (`static struct cfg defaults = {...}`).
void collectInitialiserStores(clang::ASTContext &ctx, Locations &locations, const clang::VarDecl *var,
                              std::vector<facts::FieldStore> &out);

} // namespace faultline::extract
