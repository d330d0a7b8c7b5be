// A library model's one-shot use (extract::AllocatorSpec::oneShotUse): a handle whose buffers
// are allocated on its first piecewise use, decoded in one call. btrfs-progs' restore makes a
// ZSTD_DStream per compressed extent and calls ZSTD_decompressStream once with the whole frame
// and an output buffer that holds it; zstd then decodes straight into the output and allocates
// only the DCtx (~94 KiB), not the 2.5 MiB of window and block buffers a streamed frame needs
// (held-out set 34). libsolv's decompress_zstd calls it in a loop, 4 KiB of output at a time:
// the buffers are allocated.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"

namespace faultline::extract {

// Whether `body` gives local `handle` to a call of `use` exactly once, as its first argument,
// and that call sits in no loop that does not also hold `create` (the call that made the
// handle); and whether the handle is never stored, returned or handed to anything but
// functions of the same prefix as `use` (the library's own API, `ZSTD_`), so no other code
// can stream through it.
bool usedOnceOutsideLoops(const clang::Stmt *body, const clang::VarDecl *handle, llvm::StringRef use,
                          const clang::CallExpr *create, clang::ASTContext &ctx);

} // namespace faultline::extract
