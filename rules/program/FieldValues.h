// Sizes read from a field (`PyMem_Malloc(self->outSize)`): the extractor cannot know the field's
// value where it is read, but the program's stores into it say what it can hold
// (facts::FieldStore: `w->outSize = outSize;` in the constructor, a designated initialiser). When
// every store the program makes has a known value, the field holds one of them: the block is
// sized by the smallest (facts::Size::fieldKey, fieldMultiplier), with a derivation naming the
// store. A store of unknown value (`p->n += k`, `&p->n` given to a reader), or no store at all
// (filled by fread, by a library), leaves the size unknown. The python-zstandard writers keep
// `ZSTD_CStreamOutSize()` in `outSize` at construction and allocate that much on every
// write() and flush() (issue 10, recall).
#pragma once

#include "facts/Facts.h"

#include <vector>

namespace faultline::rules::program {

void applyFieldValues(std::vector<facts::TranslationUnitFacts> &tus);

} // namespace faultline::rules::program
