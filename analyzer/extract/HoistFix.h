// faultline-loop-alloc's fix: hoist a constant-size block out of the loop that allocates and
// frees it on every iteration. Offered only for the mechanical shape that is provably safe
// (docs/editors.md, "Fixes"):
//
//   for (...) {                       T *p = malloc(CONST);
//     T *p = malloc(CONST);           for (...) {
//     ... reads of p ...        →       ... reads of p ...
//     free(p);                        }
//   }                                 free(p);
//
// also `calloc(CONST, CONST)` (the body keeps `memset(p, 0, ...)` in its place, so every
// iteration still starts from zeros) and `new T[CONST]` of a scalar T with `delete[]`. Anything
// the checks below cannot prove gets no fix: the hoister says why not, for tests and debugging.
#pragma once

#include "clang/Basic/SourceLocation.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace faultline::extract {

struct TextEdit {
  clang::CharSourceRange range; // replaced by `text`; an empty range is an insertion
  std::string text;
};

// The edits that hoist the allocation at `allocation` (the allocator call or new-expression, as
// a loop-alloc finding points at it) out of the loop at `loop` (the loop's first token), in
// `fn`'s body (not in a lambda inside it: lambdas are functions of their own). Empty when the
// shape is not the safe one; then `whyNot`, if given, says which check failed.
std::vector<TextEdit> hoistAllocation(clang::ASTContext &ctx, const clang::FunctionDecl *fn,
                                      clang::SourceLocation allocation, clang::SourceLocation loop,
                                      std::string *whyNot = nullptr);

} // namespace faultline::extract

namespace faultline::extract {

// faultline-vector-temporary's fix (HoistContainer.cpp): the edits that move the std::vector or
// std::basic_string sized at `sizing` (its constructor, or a resize/assign/reserve call on it)
// from the braced body of the loop at `loop` to just before the loop, resetting it where it was
// declared (clear() then resize(n), assign(n, x), or clear()). Empty when not provably the same
// program; then `whyNot` says why.
std::vector<TextEdit> hoistContainer(clang::ASTContext &ctx, const clang::FunctionDecl *fn,
                                     clang::SourceLocation sizing, clang::SourceLocation loop,
                                     std::string *whyNot = nullptr);

} // namespace faultline::extract

namespace faultline::extract {

// faultline-stdio-in-loop's fix (StreamBufferFix.cpp): the edits that give the stream opened at
// `open` (the fopen/fdopen/popen call) in the braced body of the loop at `loop` a caller buffer
// declared before the loop (`char f_buffer[BUFSIZ];`, then `if (f) setvbuf(f, f_buffer, _IOFBF,
// sizeof f_buffer);` right after the open). Empty when the buffer could die before the stream
// is closed, or the shape is not the plain one; then `whyNot` says why.
std::vector<TextEdit> bufferStream(clang::ASTContext &ctx, const clang::FunctionDecl *fn,
                                   clang::SourceLocation open, clang::SourceLocation loop,
                                   std::string *whyNot = nullptr);

} // namespace faultline::extract
