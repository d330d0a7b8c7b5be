// Allocator hooks found by fast mode (FastHooks.cpp): the pseudo-functions of file-scope
// function-pointer variables initialised to an allocator or releaser.
#pragma once

#include "facts/Facts.h"
#include "fastmode/FileConstants.h"

#include <string>
#include <vector>

namespace faultline::fastmode {

std::vector<facts::FunctionFacts> allocatorHooks(const SyntaxTree &tree, const FileScope &file,
                                                 const std::string &path);

} // namespace faultline::fastmode
