// Small statement shapes several extractors ask about, in one place so that they agree.
#pragma once

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace faultline::extract {

// The operand `s` writes, or may write: the left side of an assignment (`=`, `+=`, ...), the
// operand of `++`/`--`, or of `&` (a pointer handed on may be written through). Null for any
// other statement. Overloaded C++ operators are calls and are the callers' to judge.
inline const clang::Expr *writtenOperand(const clang::Stmt *s) {
  if (const auto *op = llvm::dyn_cast_or_null<clang::BinaryOperator>(s))
    return op->isAssignmentOp() ? op->getLHS() : nullptr;
  if (const auto *op = llvm::dyn_cast_or_null<clang::UnaryOperator>(s))
    return op->isIncrementDecrementOp() || op->getOpcode() == clang::UO_AddrOf ? op->getSubExpr() : nullptr;
  return nullptr;
}

// `return x;`, or a block whose last statement is one (`{ ...; return x; }`).
inline bool endsInReturn(const clang::Stmt *s) {
  if (const auto *block = llvm::dyn_cast_or_null<clang::CompoundStmt>(s))
    s = block->body_empty() ? nullptr : block->body_back();
  return llvm::isa_and_nonnull<clang::ReturnStmt>(s);
}

} // namespace faultline::extract
