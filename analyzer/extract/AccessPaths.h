// Where an lvalue's access path starts (s.a.b[i], p->x, *p, &s -> s / p): SizeEvaluator walks
// it for two questions that want different ends. GuardBounds.cpp's writtenRoot asks which
// variable a store changes, SizeMagnitude.cpp's rootOf what a read value grows with (a variable,
// a parameter or `this`). Internal to analyzer/extract.
#pragma once

#include "clang/AST/Expr.h"

namespace faultline::extract {

enum class CastsSkipped { Implicit, All };

// The expression the access path of `e` starts from: through member accesses, subscripts, `*`
// and `&`, with parentheses and `casts` skipped at every step; null for a path longer than 16.
inline const clang::Expr *accessPathStart(const clang::Expr *e, CastsSkipped casts) {
  for (unsigned guard = 0; e && guard < 16; ++guard) {
    e = casts == CastsSkipped::All ? e->IgnoreParenCasts() : e->IgnoreParenImpCasts();
    if (const auto *m = clang::dyn_cast<clang::MemberExpr>(e))
      e = m->getBase();
    else if (const auto *a = clang::dyn_cast<clang::ArraySubscriptExpr>(e))
      e = a->getBase();
    else if (const auto *u = clang::dyn_cast<clang::UnaryOperator>(e);
             u && (u->getOpcode() == clang::UO_Deref || u->getOpcode() == clang::UO_AddrOf))
      e = u->getSubExpr();
    else
      return e;
  }
  return nullptr;
}

} // namespace faultline::extract
