// Allocator wrappers and releasers, found across files: a function that returns the result of
// an allocation (xmalloc(n), buffer_new(len), or a wrapper of those) is an allocator; a function
// that releases one of its parameters (directly or through another releaser) is a releaser.
// Calls of wrappers then become blocks in their callers' facts, so every rule sees them exactly
// as it sees malloc and free.
#pragma once

#include "rules/program/ProgramIndex.h"

#include <map>
#include <set>
#include <string>

namespace faultline::rules::program {

struct AllocatorWrapper {
  facts::BlockKind kind = facts::BlockKind::Malloc;
  std::string innermost;  // the allocation it ends in: "malloc", "mmap", "new char[]"
  facts::Size size;       // in terms of the wrapper's own parameters
  bool valueInitialized = false;
  int descriptorParameter = -1; // an mmap's descriptor, as facts::Block::descriptorParameter
  // A pointer parameter that must be null for the wrapper to allocate: one it reallocs
  // (facts::FunctionFacts::reallocatedParameters: `if (!ptr) ptr = calloc(num, size); else ptr =
  // realloc(ptr, num * size);`), or a pool it carves from unless null (minimap2's kmalloc:
  // `if (km == NULL) return malloc(n);` then a free list). A call is a fresh block only where
  // it passes a null pointer constant there; elsewhere it resizes the caller's block or takes
  // one from the pool, which a kept pool recycles.
  int freshOnlyIfNull = -1;
  // The value test of `tested` (the function that allocates) the allocation sits under, or -1:
  // a call whose constant arguments decide it false allocates nothing there (busybox's
  // unicode_conv_to_printable2: `if (flags & UNI_FLAG_PAD) dst = xmalloc(width + 1);`, which
  // unicode_conv_to_printable calls with width INT_MAX and flags 0: no 2 GiB block).
  const facts::FunctionFacts *tested = nullptr;
  int runsOnlyIf = -1;
};

// A function that returns a stream it opened (git_fopen: `fp = fopen(path, mode)`, checks that
// may fclose it and return NULL, then `return fp`), or the result of another such function.
// Its callers' results are streams opened there, closed by their own fclose.
struct StreamOpener {
  std::string innermost; // the library call it ends in: "fopen", "popen"
  bool pathConstant = false; // the wrapper opens one constant path
  int pathParameter = -1;    // else the parameter the path is, when it is one
  // The wrapper gives the stream a caller buffer (setvbuf/setbuffer with a buffer stdio does not
  // malloc per stream): one of its own (`bufferParameter` -1), or the one its caller passes as
  // parameter `bufferParameter` (lsof's open_proc_stream: `if (!buf) return fs;` then
  // `setvbuf(fs, *buf, _IOFBF, tsz)`), which calls passing a null constant there do not get.
  bool callerBuffer = false;
  int bufferParameter = -1;
  // With pathConstant: the constant is a relative name (facts::StreamOpen::pathRelative).
  bool pathRelative = false;
};

// By definition (ProgramIndex::functions()): two programs' same-named wrappers may differ.
// Only looked up, never iterated for output, so pointer keys keep the result deterministic.
struct WrapperTable {
  std::map<const facts::FunctionFacts *, AllocatorWrapper> allocators;
  std::map<const facts::FunctionFacts *, std::set<int>> releasers; // -> released parameters
  std::map<const facts::FunctionFacts *, StreamOpener> streamOpeners;
};

WrapperTable findWrappers(const ProgramIndex &index);

// A size in the callee's terms, seen from `call`: resolved to bytes when the argument it depends
// on is constant, re-expressed in the caller's parameter when affine in it, and otherwise as
// able to grow as that argument is (CallSite::argumentGrowth).
facts::Size sizeAtCall(const facts::Size &calleeSize, const facts::CallSite &call);

// The block a call makes through a function the join recognised (an allocator wrapper, a C
// constructor): the call's place, loop, order and result key, `kind`, and the callee's size
// seen from the call; the caller adds what the size means and the releases.
facts::Block blockAtCall(const facts::CallSite &call, int id, facts::BlockKind kind,
                         const facts::Size &calleeSize);

// What happens to the call's result happens to the block it stands for: its escape, its
// releases (released only on failure or not), and why it does not repeat; and the block is
// made where the call runs (the value test it sits under, only on success paths or not).
void takeCallResult(const facts::CallSite &call, facts::Block &block);

// The caller's parameter that `call` passes unchanged as argument `p` (by owner key), or -1.
int forwardedParameter(const facts::FunctionFacts &f, const facts::CallSite &call, int p);
// Argument `p` of `call` is a constant (a number or a string).
bool constantArgument(const facts::CallSite &call, int p);

// The variable a local key names ("buf@12" -> "buf"); "" for an expression key ("expr:...").
std::string variableName(const std::string &key);

// Adds, in every function of `tus`, a Block for each call of an allocator wrapper, with the
// releases of its result (built-in ones and calls of releaser wrappers), and a StreamOpen for
// each call of a stream opener, with the fclose/pclose of its result.
// `index` must have been built over `tus` (expansion only appends blocks, so it stays valid).
void expandWrapperCalls(std::vector<facts::TranslationUnitFacts> &tus, const WrapperTable &table,
                        const ProgramIndex &index);

} // namespace faultline::rules::program
