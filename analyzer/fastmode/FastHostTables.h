// CPython method tables in fast mode (facts/builder/HostEntries.h says why they matter): a
// file-scope `PyMethodDef` array (the function is each row's second element) or a table struct
// initialised with designators (`.tp_iternext = Reader_next`). Positional `PyTypeObject`
// initialisers are left to AST mode: without the macro `PyVarObject_HEAD_INIT` expanded, the
// position of a slot is not known.
#pragma once

#include "facts/Facts.h"
#include "fastmode/FileConstants.h"

#include <string>
#include <vector>

namespace faultline::fastmode {

std::vector<facts::FunctionFacts> hostTables(const SyntaxTree &tree, const FileScope &file,
                                             const std::string &path);

} // namespace faultline::fastmode
