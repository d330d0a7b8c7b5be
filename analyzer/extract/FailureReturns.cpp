// ControlFlow::releasedOnlyOnFailureReturns (ControlFlow.h): a release that is error cleanup.
// Kept apart from ControlFlow.cpp because it reads the function's return values, which the
// loop and noreturn reasoning there never needs.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"

#include <deque>

namespace faultline::extract {

using namespace clang;

namespace {

// The `return` statement of a block, if it has one (Clang lists it as the block's last element).
const ReturnStmt *returnOf(const CFGBlock &block) {
  for (auto it = block.rbegin(); it != block.rend(); ++it)
    if (auto element = it->getAs<CFGStmt>())
      if (const auto *ret = dyn_cast<ReturnStmt>(element->getStmt()))
        return ret;
  return dyn_cast_or_null<ReturnStmt>(block.getTerminatorStmt());
}

// `return -1;`, `return -EINVAL;`, `return NULL;` from a function returning a pointer: the
// conventional C failure results; and `return false;` (`FALSE`, 0) from a function returning a
// truth value. `return 0;` from an int function and anything computed say nothing about
// failure (0 is success for int functions), so they count as success.
bool isFailureReturn(const ReturnStmt &ret, ASTContext &ctx, bool booleanResult) {
  const Expr *value = ret.getRetValue();
  if (!value || value->isValueDependent())
    return false;
  value = value->IgnoreParenImpCasts();
  if (value->getType()->isPointerType() || ret.getRetValue()->getType()->isPointerType())
    return value->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
  Expr::EvalResult result;
  if (!(value->getType()->isIntegralOrEnumerationType() || value->getType()->isBooleanType()) ||
      !value->EvaluateAsInt(result, ctx))
    return false;
  return booleanResult ? result.Val.getInt().isZero() : result.Val.getInt().isNegative();
}

// A noreturn call, or a throw that leaves the function (a rethrow at the end of a `catch`).
bool endsAbnormally(const CFGBlock &block) { return flow::isFailureEnd(block); }

} // namespace

bool returnsBoolean(const FunctionDecl &function) {
  QualType type = function.getReturnType();
  if (type->isBooleanType())
    return true;
  if (!type->isIntegerType())
    return false;
  // The typedef chain's names: `OPJ_BOOL` -> `int`, `gboolean` -> `gint` -> `int`.
  while (const auto *typedefType = type->getAs<TypedefType>()) {
    std::string name = typedefType->getDecl()->getName().lower();
    if (name.size() >= 4 && (name.ends_with("bool") || name.ends_with("boolean")))
      return true;
    type = typedefType->getDecl()->getUnderlyingType();
  }
  return false;
}

bool ControlFlow::releasedOnlyOnFailureReturns(const Stmt *allocation,
                                               const std::vector<const Stmt *> &releases) const {
  if (!cfg || releases.empty())
    return false;
  auto found = blockOf.find(allocation);
  if (found == blockOf.end())
    return false;
  llvm::DenseSet<const CFGBlock *> releaseBlocks;
  if (!blocksOf(releases, releaseBlocks))
    return false;
  if (releaseBlocks.contains(found->second))
    return false;
  // Every path from a release ends in a failure `return` (or a noreturn call) and never comes
  // back to the allocation: `free(buf); close(fd); return -1;`, a `cleanup:` label reached only
  // by `goto`s from failures whose code ends in `return -1;`, or an unwinding loop inside the
  // failure branch (`while (i > 0) free(a[--i]); return FALSE;`), which may go round but
  // leaves to the failure return. A path back to the allocation means the release belongs to
  // an iteration that goes on (a `continue` after cleanup).
  llvm::DenseSet<const CFGBlock *> seen;
  std::deque<const CFGBlock *> work;
  for (const CFGBlock *block : releaseBlocks)
    if (seen.insert(block).second)
      work.push_back(block);
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block == &cfg->getExit() || block == found->second)
      return false; // fell off the end of the function, or went round to the allocation
    if (endsAbnormally(*block))
      continue;
    if (const ReturnStmt *ret = returnOf(*block)) {
      if (!isFailureReturn(*ret, ctx, booleanResult))
        return false;
      continue;
    }
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  // And the allocation reaches a success `return` (or the end of the function) passing no
  // release: on that path the block outlives the call.
  seen = {found->second};
  work = {found->second};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (releaseBlocks.contains(block) || endsAbnormally(*block))
      continue;
    if (block == &cfg->getExit())
      return true;
    if (const ReturnStmt *ret = returnOf(*block)) {
      if (!isFailureReturn(*ret, ctx, booleanResult))
        return true;
      continue;
    }
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  return false;
}

} // namespace faultline::extract
