// The values a loop's entry fixes in the fields of an object its call hands on: daligner's
// read_DB opens the DB with `Open_DB(name, block)`, which sets `db->trimmed = 0` on its straight
// line (facts::FieldReset), then loops calling Open_Track(block, ...), whose Late_Track_Trim
// (an fopen of the DB's index) runs only `if (db->trimmed && ...)`; Trim_DB, the only writer of
// `trimmed = 1`, is called after the loop. On every iteration the field still holds 0, so the
// path never reaches the fopen (held-out set 30's daligner and damapper, DB.c:1726).
#pragma once

#include "facts/Facts.h"
#include "rules/program/ProgramIndex.h"
#include "rules/program/ValueTests.h"

namespace faultline::rules::program {

// Adds to `values` (the callee's parameters at `loopCall`, a call in a loop of `loopFunction`)
// the fields of each pointer argument that hold a known value on every iteration: the argument
// is a variable the loop does not change (or the loop function's unchanged pointer parameter),
// and before the loop, outside branches and loops
// (facts::CallSite::straightLine), a call hands the same variable to a function that stores a
// constant into that field (facts::FieldReset); no function reachable from a call after that
// one, up to and inside the loop, writes the field (facts::FunctionFacts::writtenFields), nor
// does the loop's own function. Calls through function pointers are not followed
// (docs/cross-file.md), so a write made through one is not seen.
void addEntryFieldValues(const ProgramIndex &index, const facts::FunctionFacts &loopFunction,
                         const facts::CallSite &loopCall, ParameterValues &values);

} // namespace faultline::rules::program
