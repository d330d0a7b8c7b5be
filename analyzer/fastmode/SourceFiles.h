// Which files fast mode analyses: the files given, and the C/C++ sources under the directories
// given (recursively, skipping hidden directories), minus excluded paths. No LLVM: std::filesystem.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace faultline::fastmode {

// A C or C++ source or header by its extension (.c .h .cc .cpp .cxx .c++ .hh .hpp .hxx .h++
// .inl .ipp .tcc).
bool isSourceFileName(const std::string &path);

// Absolute, normalised, sorted and de-duplicated paths. `excluded` is asked about every file
// and directory found (not about files named explicitly). A path that does not exist or cannot
// be read becomes an error message "no such file or directory: 'PATH'".
std::vector<std::string> findSourceFiles(const std::vector<std::string> &paths,
                                         const std::function<bool(const std::string &)> &excluded,
                                         std::vector<std::string> &errors);

} // namespace faultline::fastmode
