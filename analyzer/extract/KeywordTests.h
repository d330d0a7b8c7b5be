// Branches taken when a string equals a keyword: the option names of a command line
// (OptionLoops.cpp) and the keywords of a list a loop walks (WalkedKeywords.cpp).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace faultline::extract {

// Whether an operand is the string the caller asks about (the current argument, the current item).
using OperandTest = llvm::function_ref<bool(const clang::Expr *)>;

// The string literal `cond` requires a `names` operand to equal when `cond` has the truth value
// `truth` (the then-branch asks for true, the else-branch for false), or "": `!strcmp(x, "kw")`,
// `strcmp(x, "kw") == 0`, `streq(x, "kw")`, conjunctions and disjunctions of them
// (facts/builder/StringComparators.h says how a comparator's result reads).
std::string keywordWhen(const clang::Expr *cond, bool truth, clang::ASTContext &ctx, const OperandTest &names);

} // namespace faultline::extract
