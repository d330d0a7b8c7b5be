// SizeEvaluator's view of the function's CFG, shared by the flow-sensitive readings of a size
// (GuardBounds.cpp: checked bounds, runsBefore, scan counts; ReachingConstants.cpp: the
// constant definitions that reach a read). Internal to analyzer/extract.
#pragma once

#include "extract/SizeEvaluator.h"

#include "clang/Analysis/CFG.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace faultline::extract {

struct SizeEvaluator::GuardFlow {
  std::unique_ptr<clang::CFG> cfg;
  // Each element's block and index in it.
  llvm::DenseMap<const clang::Stmt *, std::pair<const clang::CFGBlock *, unsigned>> where;
  // A block ending in a test of `x` against a constant: its successor `inRange` holds x <= upper.
  struct Guard {
    const clang::CFGBlock *block;
    const clang::Expr *x;
    llvm::FoldingSetNodeID id;
    unsigned inRange;
    uint64_t upper;
    unsigned line;
  };
  std::vector<Guard> guards;
  // runsBefore's answers: the blocks reachable from a block by one or more edges, by block ID,
  // found once per block asked about (a huge function asks the same block thousands of times:
  // xrdp's xrdp_bitmap_compress.c, one macro-expanded function, took minutes without it).
  llvm::DenseMap<const clang::CFGBlock *, llvm::BitVector> reachableFrom;
  // checkedBound's answers, per expression, per `assigning` (a clamp's own bound is left out
  // while its assigned value is judged) and per `parametersModest`: the must-analysis runs
  // once for each.
  llvm::DenseMap<const clang::Expr *, std::optional<SizeEvaluator::CheckedBound>> checkedBounds[4];
  // Set once the CFG and the guards are built: the guards' constants are evaluated while
  // building, and a read of a variable there must not walk a half-indexed CFG.
  bool ready = false;
};

// The variables an element may change: assigned, stepped, address taken, bound to a non-const
// reference, or declared anew (a declaration in a loop body starts a fresh value).
void writtenBy(const clang::Stmt *s, llvm::SmallPtrSetImpl<const clang::VarDecl *> &out);

// The statements of `block`'s first `end` elements, in order (the backward walks read them
// from the end).
std::vector<const clang::Stmt *> statementsBefore(const clang::CFGBlock *block, unsigned end);

// Where `e` is evaluated: its own element, or the nearest enclosing one.
std::optional<std::pair<const clang::CFGBlock *, unsigned>>
positionOf(const llvm::DenseMap<const clang::Stmt *, std::pair<const clang::CFGBlock *, unsigned>> &where,
           clang::ASTContext &ctx, const clang::Stmt *e);

} // namespace faultline::extract
