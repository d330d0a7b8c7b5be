// C owner pairs: a constructor function that returns a struct it allocates, with fields it sets
// to fresh blocks (`s = malloc(sizeof *s); s->sums = malloc(n); return s;`), and a destructor
// function that releases those fields of its parameter (`free(s->sums); free(s);`). A caller's
// `s = ctor(...); ... dtor(s);` allocates and frees the owned block exactly as a malloc/free pair
// would: each such call becomes, in the caller's facts, a Block of the largest owned block that
// a destructor call there releases, so every rule sees it as it sees malloc and free.
// The C analogue of the owner classes recognised by their constructor and destructor bodies
// (extract/OwnerClasses.cpp), inferred across files like the allocator wrappers (Wrappers.h).
#pragma once

#include "rules/program/ProgramIndex.h"

namespace faultline::rules::program {

// Runs after expandWrapperCalls, so owned blocks made by allocator wrappers (xmalloc) count.
// `index` must have been built over `tus` (this only appends blocks, so it stays valid).
void expandOwnerPairs(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index);

// C initialiser pairs: a function that sets a field of the object it is handed to a fresh block
// (`d->buffer = malloc(d->buffer_size);`) and a function that frees that field of its parameter
// (`free(d->buffer);`). A caller's `init(&d, n); ... fini(&d);` on the same object (the same
// argument key: the same local, `&d`, or pointer) allocates and frees the block as a malloc/free
// pair would (xlunzip's LZd_init/LZd_free: a dictionary of up to 32 MiB per member of a
// multi-member file; recall audit of session 35). Each initialiser call becomes a Block of the
// largest such field block a finaliser call there releases. Runs after expandOwnerPairs.
void expandInitialiserPairs(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index);

} // namespace faultline::rules::program
