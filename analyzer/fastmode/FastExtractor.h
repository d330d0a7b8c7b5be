// Fast mode's front end: one source file in, the same facts the Clang extractor produces out,
// from a tree-sitter parse alone (no compile database, no headers). Lower confidence by nature:
// see docs/fast-mode.md for what it cannot know and where it disagrees with AST mode.
#pragma once

#include "extract/Extractor.h"
#include "fastmode/ConfigHeaders.h"
#include "fastmode/ProjectMacros.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::fastmode {

// Parses `path` as C or C++ (by extension; .h by its content) and extracts facts for every
// function whose body parsed. Never throws. parsed=false only when the file cannot be read or
// the parse timed out; regions tree-sitter could not parse are skipped and counted in
// errorCount (firstError names the first), the rest still yields facts. `flags`: the file's
// -D/-U and include directories from a compile database, when fast mode runs over one; the config
// headers the file includes are read either way (ConfigHeaders.h).
// `project`: the switches the whole project may define (ProjectMacros.h), when read.
extract::ExtractResult extractFastMode(const std::string &path, const extract::ExtractOptions &options,
                                       const BuildFlags *flags = nullptr,
                                       const ProjectMacros *project = nullptr);

// The same on text already in memory; `timeoutMicros` 0 picks the default for its size.
extract::ExtractResult extractFastModeSource(const std::string &path, std::string_view text,
                                             const extract::ExtractOptions &options,
                                             uint64_t timeoutMicros = 0,
                                             const BuildFlags *flags = nullptr,
                                             const ProjectMacros *project = nullptr);

// Whether `path` is parsed with the C++ grammar.
bool isCppSource(std::string_view path, std::string_view text);

// The per-file parse budget (CPU time): 1 s plus 1 s per MiB (tree-sitter parses 2-3 MB/s; a file ten
// times slower than that is pathological and is reported as not analysed instead of stalling).
uint64_t defaultParseTimeoutMicros(size_t bytes);

} // namespace faultline::fastmode
