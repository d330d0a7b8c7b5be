// The three renderings of a Report. Each writes complete output to `os`; the caller decides where
// `os` goes (stdout, or a temporary file renamed over -o only once everything is written).
#pragma once

#include "report/Report.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::report {

// clang-style diagnostics: "path:line:col: warning: message [rule]" then its notes. Colour only
// when `color` (the caller checks that stdout is a terminal).
void writeText(const Report &report, llvm::raw_ostream &os, bool color);

// The versioned machine format of docs/json-format.md, as one tree.
llvm::json::Value toJson(const Report &report);
// The same bytes as writeJsonValue(toJson(report)), written one finding at a time (peak memory
// one finding's tree, not the report's). `annotate` may add to the tree of everything else.
void writeJson(const Report &report, llvm::raw_ostream &os,
               llvm::function_ref<void(llvm::json::Value &)> annotate = {});

// SARIF 2.1.0 for GitHub code scanning, see docs/sarif.md, as one tree.
llvm::json::Value toSarif(const Report &report);
// Streamed as writeJson is; `annotateResult` may add to each result before it is written.
void writeSarif(const Report &report, llvm::raw_ostream &os,
                llvm::function_ref<void(llvm::json::Value &)> annotate = {},
                llvm::function_ref<void(llvm::json::Object &)> annotateResult = {});
// "file://" and the absolute `path`, percent-encoded as SARIF's artifact URIs are.
std::string fileUri(llvm::StringRef path);

// A call step's message, or "'caller' calls 'callee'" when the rule left it empty.
std::string callStepMessage(const rules::CallStep &step);

// Pretty-printed with a trailing newline; llvm::json::Object keeps keys sorted, so output is
// byte-stable.
void writeJsonValue(const llvm::json::Value &value, llvm::raw_ostream &os);

} // namespace faultline::report
