// The pseudo-function of an allocator hook, alike for both front ends (analyzer/extract's
// AllocatorHooks.h says what a hook is): a global function-pointer variable `hook` initialised
// to `target`. Its facts are those of a one-line wrapper, so the join's wrapper inference
// (rules/program/Wrappers.h) turns calls through the hook into blocks and releases:
//  * target is the C library's allocator with one size argument (malloc, valloc): a block
//    returned, its size that argument;
//  * target is the C library's releaser (free): parameter 0 released;
//  * target is a function of the program (zstd's ZSTD_defaultAllocFunction): a call forwarding
//    every parameter and returning the result, so the join follows what that function does.
// The size's derivation says the default was assumed: a program may install other functions at
// run time (curl_global_init_mem), which no static analysis sees. `kind` names what `hook` is
// in those words ("allocator hook", "function-pointer field": extract/FieldCallbacks.h).
#pragma once

#include "facts/Facts.h"

#include <optional>
#include <string>

namespace faultline::builder {

struct HookTarget {
  std::string name;       // "malloc", "ZSTD_defaultAllocFunction"
  std::string usr;        // the join's key of a program function; unused for library ones
  bool library = false;   // the C library's (no definition in the program)
  // For library targets, from extract/KnownFunctions.h (the caller looks them up): the one
  // size argument of an allocator (-1: not one), or whether it releases its argument 0.
  int sizeArg = -1;
  facts::BlockKind kind = facts::BlockKind::Malloc;
  bool releases = false;
};

// The HookTarget of the C library function `name`, or nullopt when it neither allocates with
// one size argument nor releases (KnownFunctions.h; defined in extract/KnownFunctions.cpp).
std::optional<HookTarget> libraryHookTarget(const std::string &name);

std::optional<facts::FunctionFacts> allocatorHook(const std::string &hook, const std::string &usr,
                                                  const facts::SourceRange &at,
                                                  const HookTarget &target, unsigned parameters,
                                                  const std::string &kind = "allocator hook");

} // namespace faultline::builder
