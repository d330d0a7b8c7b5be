// partialFingerprints.primaryLocationLineHash for SARIF (and `fingerprint` in JSON): a key that
// survives unrelated edits, so GitHub code scanning keeps tracking an alert instead of closing it
// and opening a new one whenever lines are added above it.
//
// key  = FNV-1a 64 over ruleId, '\0', function, '\0', the flagged line with whitespace runs
//        collapsed to one space and the ends trimmed
// hash = "<key as 16 hex digits>:<n>", n = 1 for the first finding in that file with that key
//        (in output order), 2 for the second, ... so identical lines stay distinct.
// No line number, column or path goes in, so moving the code within its file keeps the hash.
#pragma once

#include "report/Report.h"
#include "suppress/SourceCache.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::report {

std::string normaliseLine(llvm::StringRef line);
uint64_t fingerprintKey(llvm::StringRef ruleId, llvm::StringRef function,
                        llvm::StringRef normalisedLine);

// Fills ReportedFinding::fingerprint; `findings` must already be in output order.
void assignFingerprints(std::vector<ReportedFinding> &findings, suppress::SourceCache &sources);

} // namespace faultline::report
