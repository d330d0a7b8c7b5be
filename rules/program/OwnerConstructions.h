// Owner classes across files: `Table t(n);` in one .cpp, Table's constructor (which sizes a
// member and whose destructor frees it) defined in another. The walker of the constructing file
// cannot read the constructor, so it records the construction as a call site of the constructor
// (released at the object's scope end, or where it is deleted); the walker of the defining file
// records the members the constructor allocates on its facts (FunctionFacts::constructedMembers,
// extract/OwnerClasses.h). Here each such call becomes, in the caller's facts, a block per
// member, sized with the call's arguments, exactly as extract/OwnerSites.cpp makes them when the
// constructor is in the same file: every rule then sees a malloc/free pair at the construction.
// A stream member (ConstructedMember::stream, from fast mode) becomes an open at the construction
// closed at the object's scope end, as OwnerSites.cpp's addOwnedStream opens it.
// Fast mode emits these facts for constructors in the same file as well
// (analyzer/fastmode/FastOwnerClasses.cpp), so this join is its only reading of owner classes.
#pragma once

#include "rules/program/ProgramIndex.h"

#include <vector>

namespace faultline::rules::program {

// `index` must have been built over `tus` (this only appends blocks and opens, so it stays valid).
void expandOwnerConstructions(std::vector<facts::TranslationUnitFacts> &tus,
                              const ProgramIndex &index);

} // namespace faultline::rules::program
