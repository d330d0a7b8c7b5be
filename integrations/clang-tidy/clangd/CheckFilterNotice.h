// clangd 19 runs a tidy check only when it knows the check is fast, unless a config sets
// `Diagnostics: ClangTidy: FastCheckFilter: Loose` (or None): with the default (Strict) it
// drops every faultline-* check without a word, and the user sees no diagnostics. The list of
// fast checks is compiled into clangd (no way to register ours), so faultline-clangd says so
// instead: once per process, one line on stderr (clangd's log), for the first file whose
// configs (.clangd in its directory and every parent, the user's clangd/config.yaml) all leave
// the filter at Strict. Files come from `--check=FILE`, or in a language-server session from
// the client's textDocument/didOpen, read off stdin by a thread that forwards every byte to
// clangd unchanged.
#pragma once

#include <string>

namespace faultline::clangd {

// Writes the notice if `file`'s configs leave FastCheckFilter at Strict (first time only).
void noticeDroppedChecks(const std::string &file);

// Puts a pipe between the process's stdin and clangd: a thread copies stdin into it and calls
// noticeDroppedChecks for each didOpen. Call before clangdMain.
void watchOpenedFiles();

} // namespace faultline::clangd
