// Grow-and-retry loops (Facts.h, "Events that do not repeat"):
//
//   int length = sizeof(space);
//   while (true) {
//     length = result < 0 ? length * 2 : result + 1;   // from the call that was given the block
//     char *buf = new char[length];
//     result = vsnprintf(buf, length, format, ap);
//     if (result >= 0 && result < length) { use(buf); delete[] buf; return; }
//     delete[] buf;
//   }
//
// The block's size is reassigned inside the loop only from the answer of a call that was given
// the block ("it needs this much") or by doubling itself, and the loop can be left after the
// allocation without going round: it goes round only while the block was too small, a bounded
// number of times per call, not once per item. The allocation runs per call, not per iteration.
#pragma once

#include "extract/ControlFlow.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"

#include <string>

namespace faultline::extract {

// "in a grow-and-retry loop: 'length' is resized from 'vsnprintf' ..." when the allocation
// `event` (a new[] or an allocation call) in loop `loop` (statement `loopStmt`) is one; "".
std::string growAndRetryReason(clang::ASTContext &ctx, const clang::Stmt *event, int loop,
                               const clang::Stmt *loopStmt, const ControlFlow &flow);

// The call `call` in loop `loop` given the block of a grow-and-retry allocation `event` of the
// same loop (`mtpt = malloc(len); ext2fs_check_mount_point(dev, &flags, mtpt, len);` in
// e2fsprogs' resize2fs, where `len` doubles while the mount path did not fit): it is the call
// retried, made as often as the block, a bounded number of times per run of the loop — "it is
// given the block ..." then, when the loop can also be left after the call; "" otherwise.
std::string retriedWithBlockReason(clang::ASTContext &ctx, const clang::Stmt *event,
                                   const clang::CallExpr *call, int loop, const ControlFlow &flow);

// A one-shot library call `call` in loop `loop` (statement `loopStmt`) handed an integer local
// (`&bz_size`, `size`) that the loop writes only by doubling, at least once, with a way out of
// the loop after the call: the call is retried with a larger buffer, however the buffer is
// allocated (idzebra's `bz_buf = (char *) xmalloc(bz_size)` goes through libyaz, which the
// facts do not see). "" otherwise.
std::string retriedWithGrownSizeReason(const clang::CallExpr *call, int loop,
                                       const clang::Stmt *loopStmt, const ControlFlow &flow);

// A grow-only buffer in a loop (faultline-loop-alloc, "Unknown sizes" aside; the not-repeated
// list): `if (p == NULL) p = malloc(n);` with p a local from before the loop, which the loop
// sets back to null only in a conditional block that doubles the size (`n *= 2; free(p);
// p = NULL;`), and nothing else in the loop stores into p, takes its address or writes n but
// by doubling (or inside the null guard). The block is kept across iterations and replaced a
// logarithmic number of times: "a grow-only buffer: ..." then; "" otherwise.
std::string lazyGrowOnlyReason(clang::ASTContext &ctx, const clang::Stmt *event,
                               const clang::Stmt *loopStmt);

} // namespace faultline::extract
