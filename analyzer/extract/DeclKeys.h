// How the Clang front end names declarations for the join: the USR a callee, hook or field is
// matched by across TUs, and the function an initialiser or assignment names. Shared by the
// walker, allocator hooks, field callbacks and host-language method tables.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/ADT/SmallString.h"

#include <string>

namespace faultline::extract {

// The USR the join matches a declaration by, or "" when Clang cannot make one.
inline std::string usrOf(const clang::Decl *d) {
  llvm::SmallString<128> usr;
  if (clang::index::generateUSRForDecl(d, usr))
    return "";
  return std::string(usr);
}

// The function an expression names: `f`, `(cb_t)f`, `&f`; nullptr for anything else.
inline const clang::FunctionDecl *namedFunction(const clang::Expr *e) {
  if (!e)
    return nullptr;
  e = e->IgnoreParenCasts();
  if (const auto *addr = llvm::dyn_cast<clang::UnaryOperator>(e);
      addr && addr->getOpcode() == clang::UO_AddrOf)
    e = addr->getSubExpr()->IgnoreParenCasts();
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e))
    return llvm::dyn_cast<clang::FunctionDecl>(ref->getDecl());
  return nullptr;
}

} // namespace faultline::extract
