// Columns as editors and code hosts count them: UTF-16 code units, 1-based (what GitHub code
// scanning and VS Code expect, and SARIF's run.columnKind "utf16CodeUnits" declares). Clang
// counts bytes, so a finding after `größe ✓` on its line would land three columns too far right.
#pragma once

#include "rules/Finding.h"
#include "suppress/SourceCache.h"

#include "llvm/ADT/StringRef.h"

namespace faultline::report {

// The UTF-16 column of 1-based byte column `byteColumn` in `line` (invalid UTF-8 counts one
// unit per byte; a column past the end keeps its distance from the end).
unsigned utf16Column(llvm::StringRef line, unsigned byteColumn);

// Every column of the finding (its range, the loop, the notes, the call path) from bytes to
// UTF-16 code units, reading the lines from `sources`; lines that cannot be read keep theirs.
void toUtf16Columns(rules::Finding &finding, suppress::SourceCache &sources);

} // namespace faultline::report
