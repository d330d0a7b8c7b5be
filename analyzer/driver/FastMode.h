// `check --mode fast|auto` (docs/fast-mode.md): which files go to the tree-sitter front end and
// their extraction into the same UnitOutcomes the Clang phase produces, so the join and the
// reports treat both alike. Kept out of CheckCommand.cpp, which only calls these three.
#pragma once

#include "driver/Extraction.h"
#include "fastmode/ConfigHeaders.h"
#include "fastmode/ProjectMacros.h"
#include "suppress/PathFilter.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <map>
#include <string>
#include <vector>

namespace faultline::driver {

enum class Mode { Auto, Ast, Fast };

// Whether `check` without -p/--compile-commands would find a database (./compile_commands.json
// or ./build/compile_commands.json), asked without printing anything.
bool defaultDatabaseExists();

// Expands PATH arguments (files, or directories searched for C/C++ sources, minus excluded
// paths). With a database (`byFile` non-null), files it covers go to `astFiles` (as given, for
// selectFiles) and the rest to `fastFiles`; without one, everything goes to `fastFiles`.
// False after one error line (a path that does not exist).
bool partitionPaths(const std::vector<std::string> &paths,
                    const std::map<std::string, clang::tooling::CompileCommand> *byFile,
                    const suppress::PathFilter &exclude, std::vector<std::string> &astFiles,
                    std::vector<std::string> &fastFiles);

// `check --mode fast -p DIR` without paths: the database's C/C++ files and the headers in their
// directories (not below: fast mode cannot follow #include, and the headers beside a TU are
// where its inline helpers and macros live), minus excluded paths; sorted, de-duplicated.
std::vector<std::string>
databaseFastFiles(const std::map<std::string, clang::tooling::CompileCommand> &byFile,
                  const suppress::PathFilter &exclude);

// `check --mode fast -p DIR`: each database file's -D/-U flags and include directories, by
// normalised path, so that fast mode decides `#ifdef` as that build does (docs/fast-mode.md).
std::map<std::string, fastmode::BuildFlags>
databaseBuildFlags(const std::map<std::string, clang::tooling::CompileCommand> &byFile);

// Fast-mode facts for `files`, in parallel (-j), indexed like the input. A file is a failure
// only when it cannot be read or its parse timed out; syntax it could not parse is skipped.
// `flags`: per file, from a database (databaseBuildFlags); a file not in it has none.
// `project`: the switches the project may define (projectSwitches), when read.
std::vector<UnitOutcome> extractFastUnits(const std::vector<std::string> &files,
                                          const extract::ExtractOptions &options, unsigned jobs,
                                          const std::map<std::string, fastmode::BuildFlags> *flags = nullptr,
                                          const fastmode::ProjectMacros *project = nullptr);

// The project's macro index for fast mode's files (ProjectMacros.h), read under `root`, with the
// database's -D/-U names added (`flags`, may be empty): a -D the database gives is defined.
fastmode::ProjectMacros projectSwitches(const std::string &root, const std::vector<std::string> &files,
                                        const std::map<std::string, fastmode::BuildFlags> &flags,
                                        const suppress::PathFilter &exclude);

} // namespace faultline::driver
