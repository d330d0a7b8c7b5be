// The C library functions the extractor recognises, in one table each, so adding one is a
// one-line change. Argument indices are 0-based.
#pragma once

#include "facts/Facts.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <vector>

namespace faultline::extract {

struct AllocationFunction {
  llvm::StringRef name;
  facts::BlockKind kind;
  std::vector<unsigned> sizeArgs; // the size is the product of these arguments
  int ownerOutArg = -1;           // posix_memalign(&p, ...): the block is stored through arg 0
  bool nullFirstArgOnly = false;  // realloc(NULL, n) allocates; realloc(p, n) resizes
};

struct ReleaseFunction {
  llvm::StringRef name;
  facts::ReleaseKind kind;
};

enum class StreamRole { Open, Close, Buffering, Read, Write };

struct StreamFunction {
  llvm::StringRef name;
  StreamRole role;
  int streamArg;              // which argument is the FILE*; -1: implicit (see implicitStream)
  llvm::StringRef implicitStream; // "stdout" for printf/putchar/puts, "stdin" for getchar/scanf
  bool oneCharacter;          // fgetc, fputc, ...: always piecewise
  std::vector<unsigned> sizeArgs; // fread/fwrite: the transfer is the product of these
};

// The C library name a call resolves to: `name` itself, or for gnulib's replacements the name
// they replace. A gnulib project's generated <stdio.h> says `#define fclose rpl_fclose` when
// the configure check finds the C library's fclose wanting (coreutils 9.1 on glibc 2.36: fclose,
// fflush, fseeko), so the AST holds calls of rpl_fclose where the source says fclose.
// Each rpl_NAME keeps NAME's contract; only its corner cases differ.
llvm::StringRef libraryName(llvm::StringRef name);

// Looked up by libraryName(name).
const AllocationFunction *findAllocationFunction(llvm::StringRef name);
const ReleaseFunction *findReleaseFunction(llvm::StringRef name);
const StreamFunction *findStreamFunction(llvm::StringRef name);

// An atomic builtin that writes through its first (pointer) argument: `__atomic_store_n`,
// `__atomic_test_and_set`, `__sync_bool_compare_and_swap`, C11 `atomic_store_explicit`
// (`__c11_atomic_store`), the fetch-and-op and exchange families. Loads, fences and lock-free
// queries write nothing. A once-flag published with one is set as surely as by `flag = 1`.
bool isAtomicWrite(llvm::StringRef name);

// A read or write of at most this many bytes on an unbuffered stream counts as piecewise:
// each call is one system call moving fewer bytes than a default buffer would batch.
constexpr uint64_t kPiecewiseTransferLimit = 512;

} // namespace faultline::extract
