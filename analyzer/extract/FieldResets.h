// What a function leaves in its parameter's fields, and what it writes, for the join's field
// values at a loop's entry (rules/program/EntryFieldValues.h): daligner's read_DB calls
// `Open_DB(name, block)`, which sets `db->trimmed = 0`, then loops over Open_Track(block, ...),
// whose Late_Track_Trim runs only `if (db->trimmed && ...)`; Trim_DB, the only writer of
// `trimmed = 1`, runs after the loop. Read from the AST of one function.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace faultline::extract {

// facts::FieldReset: `p->f = K;` as a statement of the body itself, with every `return` before
// it a failure return, `p` never reassigned, no other write of `f` after it (but under `if (x <
// 0)`, the restore-on-failure idiom: `if (status < 0) *db = saved;`) and `p` handed to no call
// after it. A `goto` before the store that jumps past it is taken for a failure path, as
// Open_DB's `goto error` paths are (they restore the record and return -1): the returns after
// the store are not read.
std::vector<facts::FieldReset> collectFieldResets(clang::ASTContext &ctx, Locations &locations,
                                                  const clang::FunctionDecl *fn);

// facts::FunctionFacts::writtenFields: the fields `fn`'s own statements write, "Record::*" for
// a whole record (an assignment of a struct, a pointer to one handed to a library function
// declared in a system header: memcpy, fread, memset).
std::vector<std::string> collectWrittenFields(const clang::ASTContext &ctx, const clang::FunctionDecl *fn);

// Sets facts::CallSite::straightLine on the calls made by statements of `fn`'s body itself,
// outside every branch and loop (matched by their order, as the walker recorded them).
void markStraightLineCalls(Locations &locations, const clang::FunctionDecl *fn,
                           std::vector<facts::CallSite> &calls);

} // namespace faultline::extract
