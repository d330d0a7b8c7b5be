// Which translation units the build links together (docs/cross-file.md, "Several programs in
// one database"): read from `--link-units FILE` (a JSON list of {name, sources}), or from a CMake
// file-API reply (codemodel-v2) in a build directory. The join uses them to resolve a call to
// the definitions linked with its caller and to scope allocator settings to their program.
#pragma once

#include "rules/Program.h"

#include <string>
#include <vector>

namespace faultline::driver {

// `option` is --link-units: a JSON file, or a build directory holding a CMake file-API reply.
// When it is empty and `databaseFile` (the compile_commands.json in use) is given, a reply in
// the database's directory is read if there is one (silently nothing otherwise). Sources come
// back normalised (Common.h), units sorted by name. False after one error line (exit 2).
bool loadLinkUnits(const std::string &option, const std::string &databaseFile,
                   std::vector<rules::LinkUnit> &out);

} // namespace faultline::driver
