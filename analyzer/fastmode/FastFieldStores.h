// Fast mode's facts::FieldStore (analyzer/extract/FieldStores.h on the Clang side), keyed by
// the field's name alone: fast mode has no types, so every record's `size` is one key. Usually
// that only adds stores of unknown value, and the join then sizes nothing; but a field of one
// record never assigned by name (filled by fread) takes the constants stored in another
// record's field of the same name. The size note names the store it used.
#pragma once

#include "facts/Facts.h"
#include "fastmode/FileConstants.h"
#include "fastmode/Syntax.h"

#include <string>
#include <utility>
#include <vector>

namespace faultline::fastmode {

// `.name = value` of an initialiser list (an initializer_pair node): the field's name and the
// value node, else ("", -1).
std::pair<std::string, int> designatedPair(const SyntaxTree &t, int pair);

// The field a factor reads (`self->outSize`, `ctx.n`): its name, or "".
std::string fieldRead(const SyntaxTree &t, int e);

// The designated fields of the file-scope variables' initialisers (`{.bufsize = 1 << 20}`),
// valued when they are integer literals or the file's constants.
void fileScopeFieldStores(const SyntaxTree &t, const FileScope &file, const std::string &path,
                          std::vector<facts::FieldStore> &out);

} // namespace faultline::fastmode
