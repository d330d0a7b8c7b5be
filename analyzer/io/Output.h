// Writing every output faultline produces (reports, baselines, bundles, cache entries, runtime
// reports): all or nothing, and a failed write is an error rather than a silent exit 0.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::io {

// Whose path it is. The user's (`-o`, `--out`) may name a device or FIFO to write into
// (/dev/null, `-o >(gzip > x)`); faultline's own files (cache entries) are always replaced:
// a FIFO planted there would block the write forever.
enum class Target { UserPath, OwnFile };

// Writes what `write` prints to `path`: "" or "-" is stdout; a user path that exists and is
// neither a regular file nor a directory is written in place; anything else goes to a
// temporary file beside `path`, renamed over it only after the data was flushed and the file
// closed without error. On error `path` keeps its previous content. The error message is the
// reason alone (e.g. "No space left on device").
llvm::Error writeFile(llvm::StringRef path, llvm::function_ref<void(llvm::raw_ostream &)> write,
                      Target target = Target::UserPath);

} // namespace faultline::io
