// The compilation database: finding it, loading it with one-line errors, and choosing the TUs.
#pragma once

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace faultline::driver {

// -p BUILD_DIR (a directory holding compile_commands.json, or the file itself),
// --compile-commands FILE, or ./compile_commands.json then ./build/compile_commands.json.
// Empty (after one error line) when there is none.
std::string findDatabase(llvm::StringRef buildDir, llvm::StringRef compileCommands);

std::unique_ptr<clang::tooling::CompilationDatabase> loadDatabase(llvm::StringRef file);

// The database's C and C++ TUs keyed by normalised path; the first entry for a file wins (a file
// compiled twice, e.g. for two targets, is analysed once). Entries in other languages (assembly
// that CMake lists beside the C files, `-x assembler-with-cpp`, CUDA, Fortran...) are left out
// and their paths appended to `skipped`: they are not faultline's to analyse, never an error.
std::map<std::string, clang::tooling::CompileCommand>
indexDatabase(clang::tooling::CompilationDatabase &db, std::vector<std::string> &skipped);

// Whether a compile command compiles C or C++ (by its `-x` language, else the file's extension).
bool compilesCOrCxx(const clang::tooling::CompileCommand &command);

// Resolves FILE arguments against the database. Fails (with one error line) on a missing,
// unreadable or unlisted file: analysing with a guessed command would give silently different
// results from the build.
bool selectFiles(const std::vector<std::string> &files,
                 const std::map<std::string, clang::tooling::CompileCommand> &byFile,
                 llvm::StringRef dbFile,
                 std::map<std::string, clang::tooling::CompileCommand> &selected);

} // namespace faultline::driver
