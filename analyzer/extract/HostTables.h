// CPython method tables in AST mode (facts/builder/HostEntries.h says why they matter): a
// file-scope variable of type `PyMethodDef[]`, `PyTypeObject`, `PyGetSetDef[]`,
// `PySequenceMethods`, `PyMappingMethods` or `PyBufferProcs` whose initialiser names functions in
// the slots that run once per Python-level call. Read from the semantic initialiser list, so
// positional initialisers (`PyVarObject_HEAD_INIT(NULL, 0)` then forty slots) land on the right
// field.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <vector>

namespace faultline::extract {

// The table's pseudo-function, or nothing when `var` is not such a table.
std::vector<facts::FunctionFacts> walkHostTable(clang::ASTContext &ctx, Locations &locations,
                                                const clang::VarDecl *var);

} // namespace faultline::extract
