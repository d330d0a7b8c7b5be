// Writing a large JSON document without holding all of it: the report's skeleton is an
// llvm::json tree, and its one big array (the findings, SARIF's results) is written element by
// element as each is made. An llvm::json::Object costs ~60 KB per finding once nested, so the
// whole-report tree of 5,000 findings was most of `check --format json`'s peak memory.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::report {

// Writes `tree` as writeJsonValue does (2-space indent, object keys sorted, trailing newline),
// except that the array at `hole` (an array inside `tree`, normally empty) is filled by
// `elements`, which calls `emit` once per element, in order. Byte-identical to writing the tree
// with those elements in `hole`.
void writeJsonStreaming(
    const llvm::json::Value &tree, const llvm::json::Array *hole,
    llvm::function_ref<void(llvm::function_ref<void(const llvm::json::Value &)> emit)> elements,
    llvm::raw_ostream &os);

} // namespace faultline::report
