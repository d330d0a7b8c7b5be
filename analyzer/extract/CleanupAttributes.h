// A local's cleanup attribute as Clang sees it (facts/builder/CleanupRelease.h): the cleanup
// function's own body decides what it releases.
#pragma once

#include "extract/Extractor.h"
#include "facts/builder/CleanupRelease.h"

#include "clang/AST/Decl.h"

#include <optional>
#include <string>

namespace faultline::extract {

// The release `var`'s cleanup function makes of what `var` holds, when its body (seen in this
// translation unit; these helpers are static inline in a header) passes `*p` to free, a
// configured releaser (the library models' g_free) or fclose/pclose, directly or through one
// helper of this translation unit that releases its argument (systemd's `mfree`). Nothing
// otherwise: a cleanup function that does something else, or whose body is elsewhere, is not
// guessed at. Nothing either when the function takes the variable's address anywhere
// (`g_steal_pointer(&buf)`, systemd's TAKE_PTR): the block may be handed on.
std::optional<builder::CleanupRelease> cleanupReleaseOf(const clang::VarDecl *var,
                                                        const clang::Stmt *functionBody,
                                                        const ExtractOptions &options);

} // namespace faultline::extract
