// The allocators and releasers the configuration adds (ExtractOptions), matched by plain or
// qualified name. One matcher for both front ends, so a configured function counts in fast mode
// exactly when it counts in AST mode.
#pragma once

#include "extract/Extractor.h"

#include <string_view>

namespace faultline::builder {

// The first configured allocator named `name` or `qualified`, or null.
const extract::AllocatorSpec *configuredAllocator(const extract::ExtractOptions &options,
                                                  std::string_view name, std::string_view qualified);

// A configured releaser (on its own, or of a configured allocator) of its first argument.
bool isConfiguredReleaser(const extract::ExtractOptions &options, std::string_view name,
                          std::string_view qualified);

} // namespace faultline::builder
