// A call retried with a grow-and-retry loop's block, read off the syntax (extract's
// retriedWithBlockReason, RetryLoops.h, on the Clang side):
//
//   len = 80;
//   while (1) {
//     mtpt = malloc(len);
//     retval = ext2fs_check_mount_point(device_name, &mount_flags, mtpt, len);   // this call
//     if (!(mount_flags & EXT2_MF_MOUNTED) || mtpt[len - 1] == 0)
//       break;                                    // the answer fitted
//     free(mtpt);
//     len = 2 * len;                              // the only write of the size: doubling
//   }
//
// The loop goes round only while the block was too small for the answer, a bounded number of
// times per run: the call given the block is made that often, not once per item.
#pragma once

#include "fastmode/Syntax.h"

#include <string>

namespace faultline::fastmode {

// The reason (as the Clang side words it) when the call at node `call`, inside loop statement
// `loop`, is given a block that an earlier statement of the loop's body allocates with a call
// (`p = malloc(len)`, `char *p = xmalloc(len)`: any function called by name), every write of
// the allocation's size variables inside the loop doubles them (`len *= 2`, `len = 2 * len`,
// `len <<= 1`) and at least one does, and a `break` of that loop or a `return` follows the
// call. "" otherwise.
std::string retriedWithGrownBlock(const SyntaxTree &t, int call, int loop);

// The reason when the one-shot library call at node `call` in loop statement `loop` is handed
// an integer local (`&bz_size`, `size`) the loop writes only by doubling, at least once, and a
// `break` of the loop or a `return` follows the call, however its buffer is allocated (the Clang
// side's retriedWithGrownSizeReason). "" otherwise.
std::string retriedWithGrownSize(const SyntaxTree &t, int call, int loop);

} // namespace faultline::fastmode
