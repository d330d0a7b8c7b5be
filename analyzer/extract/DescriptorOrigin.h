// Where the descriptor handed to fdopen() was opened: `fd = open(path, ...)`,
// `fd = openat(dirfd, name, ...)` or `fd = creat(path, ...)` in the same function. The stream
// then names the file those calls name, so the distinct-file decision (facts::StreamOpen's
// pathVaries / pathConstant / pathParameter) reads their path arguments, as it reads fopen's.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <vector>

namespace faultline::extract {

// One expression that decides which file is opened.
struct PathPart {
  const clang::Expr *expr = nullptr;
  bool descriptor = false; // openat's directory descriptor (an integer), not a path string
};

// The path parts of every call that opened `fd` (a local variable of `function`), or nothing
// when its origin is unknown: a parameter, a global, a descriptor from dup()/socket()/a wrapper,
// a compound assignment, or one whose address is taken. Storing an integer constant (`fd = -1`,
// the usual "not open" sentinel) does not open anything and is ignored. For openat, the
// directory descriptor is a part unless the name is an absolute string literal or the
// descriptor is a constant (AT_FDCWD: the working directory).
std::optional<std::vector<PathPart>> descriptorOrigins(const clang::FunctionDecl *function,
                                                       const clang::Expr *fd,
                                                       clang::ASTContext &ctx);

} // namespace faultline::extract
