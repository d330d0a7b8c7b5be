// Which expressions change from one iteration of a loop to the next: those reading a variable
// the loop changes (assigns, increments, takes the address of, hands to a callee that may
// write it, declares with a changing initialiser, or the range-for variable), or calling a
// function that answers differently each time (readdir, strtok, ...). Used to tell a stream
// opened on the same path every iteration (churn) from one opened per item (the work itself).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <utility>
#include <vector>

namespace faultline::extract {

// Pointers set to point into a character buffer (`p = buf + n`): pointer, buffer.
using CharacterAliases = std::vector<std::pair<const clang::VarDecl *, const clang::VarDecl *>>;

class LoopVariance {
public:
  // `functionBody`: the walked function's body, whose `p = buffer...` before a loop count when
  // the loop writes through p.
  explicit LoopVariance(const clang::Stmt *functionBody = nullptr) : functionBody(functionBody) {}
  // Whether `e`, evaluated inside `loop`, can differ between iterations of it.
  bool varies(const clang::Expr *e, const clang::Stmt *loop);

private:
  const llvm::DenseSet<const clang::VarDecl *> &changedIn(const clang::Stmt *loop);
  bool varies(const clang::Expr *e, const llvm::DenseSet<const clang::VarDecl *> &changed,
              unsigned depth) const;
  llvm::DenseMap<const clang::Stmt *, llvm::DenseSet<const clang::VarDecl *>> cache;
  const clang::Stmt *functionBody;
  bool aliasesRead = false;
  CharacterAliases functionAliases;
};

} // namespace faultline::extract
