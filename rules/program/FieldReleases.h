// Fields of a parameter a function releases through calls: `xfree(wh->bin)` with xfree a
// releaser (Wrappers.h), or `free_tables(wh)` with free_tables releasing `wh->bin` itself. The
// extractor records only a direct `free(wh->bin)` in facts::FunctionFacts::
// releasedParameterFields; a destructor written with the project's release wrapper (bogofilter's
// wordhash_free, cairo's stream close functions, SDL's surface free: recall audit of held-out
// set 37) released nothing the owner and initialiser pairs (OwnerPairs.h) could join, so the
// constructor/destructor pair around a 239,912-byte hash table per message was never formed.
#pragma once

#include "rules/program/Wrappers.h"

namespace faultline::rules::program {

// Adds "<index>-><field>" entries to releasedParameterFields: for each call, in any function,
// of a releaser of argument q where that argument is the caller's parameter's field
// (`expr:wh->bin`), and of a function releasing field F of argument q where that argument is
// the caller's parameter itself. Repeated until nothing changes (bounded), so destructors
// calling destructors count. After expandWrapperCalls, before expandOwnerPairs.
void addFieldReleasesThroughCalls(std::vector<facts::TranslationUnitFacts> &tus, const WrapperTable &table,
                                  const ProgramIndex &index);

// The entry "<index>-><field>" parsed; false when malformed (facts read from JSON may hold
// anything).
bool parseReleasedField(const std::string &entry, size_t &parameter, std::string &field);

} // namespace faultline::rules::program
