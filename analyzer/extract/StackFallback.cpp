// A heap block that is the fallback of a small alloca on the other branch of a test:
// `if (n <= 2) p = alloca(n * sizeof *p); else p = malloc(n * sizeof *p);` (a stack-first
// array macro). As with a small local array (facts/builder/InlineBuffer.h), the author put the
// ordinary count on the stack and reaches for the heap only beyond it, so the heap side's unknown
// size is not plausibly large. Only when the stack side is proved small: its size's upper bound
// (the test the branch passed, read off the CFG by SizeEvaluator::checkedBound) is at most
// builder::kInlineBufferMax. faultline-loop-alloc.md, "Unknown sizes", item 10. The same for a
// conditional expression choosing between the heap and a local array (kyotocabinet's
// `char *lbuf = lsiz > sizeof(lstack) ? new char[lsiz] : lstack;`): item 8's inline buffer.
#include "extract/WalkerImpl.h"
#include "facts/builder/InlineBuffer.h"

#include "clang/Basic/Builtins.h"

namespace faultline::extract::walker {

namespace {

// `pointer = alloca(size)` (through parentheses and casts, alone or as the only statement of a
// block): the alloca call, else null.
const CallExpr *allocaAssignedTo(const Stmt *branch, const VarDecl *pointer) {
  for (unsigned guard = 0; branch && guard < 4; ++guard) {
    if (const auto *block = dyn_cast<CompoundStmt>(branch)) {
      if (block->size() != 1)
        return nullptr;
      branch = block->body_front();
      continue;
    }
    const auto *assign = dyn_cast<BinaryOperator>(branch);
    if (const auto *e = dyn_cast<Expr>(branch))
      assign = dyn_cast<BinaryOperator>(e->IgnoreParens());
    if (!assign || assign->getOpcode() != BO_Assign)
      return nullptr;
    const auto *lhs = dyn_cast<DeclRefExpr>(assign->getLHS()->IgnoreParenCasts());
    const auto *call = dyn_cast<CallExpr>(assign->getRHS()->IgnoreParenCasts());
    if (!lhs || lhs->getDecl() != pointer || !call || call->getNumArgs() < 1)
      return nullptr;
    unsigned id = call->getBuiltinCallee();
    bool isAlloca = id == Builtin::BIalloca || id == Builtin::BI__builtin_alloca ||
                    id == Builtin::BI__builtin_alloca_with_align;
    return isAlloca ? call : nullptr;
  }
  return nullptr;
}

} // namespace

std::optional<uint64_t> Walker::stackSideBytes(const VarDecl *pointer) {
  if (!pointer || !pointer->hasLocalStorage() || !pointer->getType()->isPointerType())
    return std::nullopt;
  // The innermost `if` whose branch holds the current event; the other branch is the stack side.
  for (size_t i = parents.size(); i-- > 1;) {
    const auto *test = dyn_cast_or_null<IfStmt>(parents[i - 1].stmt);
    if (!test)
      continue;
    const Stmt *here = parents[i].stmt;
    const Stmt *other = here == test->getThen() ? test->getElse()
                        : here == test->getElse() ? test->getThen()
                                                  : nullptr;
    const CallExpr *stack = allocaAssignedTo(other, pointer);
    if (!stack)
      return std::nullopt;
    builder::Magnitude m = sizes.magnitude(stack->getArg(0));
    if (!m.upper || *m.upper == 0 || *m.upper > builder::kInlineBufferMax)
      return std::nullopt;
    return *m.upper;
  }
  return std::nullopt;
}

const VarDecl *Walker::conditionalArrayArm() const {
  for (size_t i = parents.size(); i-- > 1;) {
    const Stmt *parent = parents[i - 1].stmt;
    if (!parent || !isa<Expr>(parent))
      return nullptr; // the expression the event is part of ends here
    const auto *choice = dyn_cast<ConditionalOperator>(parent);
    if (!choice)
      continue;
    const Stmt *here = parents[i].stmt;
    const Expr *other = here == choice->getTrueExpr()    ? choice->getFalseExpr()
                        : here == choice->getFalseExpr() ? choice->getTrueExpr()
                                                         : nullptr;
    if (!other)
      return nullptr; // the condition itself
    const auto *ref = dyn_cast<DeclRefExpr>(other->IgnoreParenCasts());
    const auto *array = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
    if (!array || !array->hasLocalStorage() || array->isStaticLocal() ||
        !ctx.getAsConstantArrayType(array->getType()))
      return nullptr;
    return array;
  }
  return nullptr;
}

} // namespace faultline::extract::walker
