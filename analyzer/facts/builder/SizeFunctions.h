// Library functions whose results the size evaluators of both front ends classify alike
// (SizeBound.h's rule): what reads a size at run time, and what measures a string.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace faultline::builder {

// A value read at run time: a file's size or offset (ftell, lseek, a project's own
// `*filesize*`/`*file_size*` helper), a length field in a byte order (ntohl, be32toh), a number
// parsed from input (atoi, strtoul), bytes read (read, recv).
bool readsAtRunTime(std::string_view function);

// strlen and friends: the length of a name or a path, never plausibly large on its own.
bool isStringLength(std::string_view function);

// Calls whose result the system caps at a small documented bound, whatever their arguments
// (a descriptor, a path): getxattr and friends return one extended attribute value or the list
// of names, at most XATTR_SIZE_MAX / XATTR_LIST_MAX = 64 KiB on Linux. With the bound's reason.
struct ResultBound {
  uint64_t upper;
  const char *why;
};
std::optional<ResultBound> documentedResultBound(std::string_view function);

// A name that counts things of which there are naturally few: audio channels, image components
// or planes, a merge's parents, a macro's or a function's parameters, a tensor's dimensions
// (`num_channels`, `channels`, `nchannels`, `numcomps`, `nparent`, `WavpackGetNumChannels`,
// `png_get_channels`, `channel_count`, `number_of_planes`). Such a count is modest, like a count
// kept in the function: a format caps it or ordinary inputs keep it to a handful (loop-alloc
// doc, "Unknown sizes", item 16). `in_channels` and other qualified names are not counts of
// this kind (a convolution layer has thousands).
bool countsFewThings(std::string_view name);

// readlink and readlinkat return at most their buffer size argument; its index, or -1.
int resultAtMostArgument(std::string_view function);

} // namespace faultline::builder
