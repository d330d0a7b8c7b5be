// What an mmap maps, read from its file-descriptor argument. Shared by the Clang walker and
// fast mode so both front ends drop (or keep) the same mappings.
//
// A mapping of an open file faults in page-cache pages: that is the cost of reading the file,
// which read() would pay too (plus a copy), not churn of scratch memory, and "hoist the buffer"
// cannot apply. So a file mapping is not a block. An anonymous mapping passes a constant
// descriptor (-1, which MAP_ANONYMOUS asks for portably); a descriptor that is a parameter of
// the function leaves the answer to each call (an `xmmap(start, len, prot, flags, fd, off)`
// wrapper), which the wrapper join decides from the argument there.
#pragma once

#include "facts/Facts.h"

#include <optional>

namespace faultline::builder {

// mmap(addr, length, prot, flags, fd, offset)
inline constexpr unsigned kMmapDescriptorArg = 4;

enum class MappingSource { Anonymous, File, Parameter };

struct Mapping {
  MappingSource source = MappingSource::Anonymous;
  int parameter = -1; // MappingSource::Parameter: which one
};

// `fd` is the descriptor argument as the walker's symbolic evaluation sees it (nullopt when it
// is neither constant nor affine in a parameter: a variable holding an open file). Any
// constant counts as anonymous, keeping the rare `mmap(..., MAP_ANONYMOUS, 0, 0)` reported.
inline Mapping mappingOf(const std::optional<facts::SymbolicValue> &fd) {
  if (!fd || (!fd->constant && fd->parameter < 0))
    return {MappingSource::File};
  if (fd->constant)
    return {MappingSource::Anonymous};
  if (fd->multiplier == 1 && fd->addend == 0)
    return {MappingSource::Parameter, fd->parameter};
  return {MappingSource::File};
}

} // namespace faultline::builder
