// A string argument the `if` around its call decides (AST side; fast mode:
// analyzer/fastmode/FastTestedStrings.cpp). `if (arg[0] == '-' && arg[1] == 0) split_mbox(arg,
// ...)` passes "-" as surely as `split_mbox("-", ...)`: a conjunction that fixes every
// character up to a terminating 0 (the constant evaluator reads each character), or
// `!strcmp(arg, "-")` / `strcmp(arg, "-") == 0`, gives the argument that string, so the
// callee's value tests (`!strcmp(file, "-") ? stdin : fopen(file, "r")`) are decided as for a
// literal (rules/program/ValueTests.h). Only the then-branch counts, and only for a local or
// parameter the function never writes (the test still holds at the call).
#include "extract/WalkerImpl.h"

#include <map>

namespace faultline::extract::walker {

namespace {

const Expr *bare(const Expr *e) { return e ? e->IgnoreParenImpCasts() : nullptr; }

bool isVar(const Expr *e, const VarDecl *var) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(e));
  return ref && ref->getDecl() == var;
}

std::optional<int64_t> constantOf(const Expr *e, ASTContext &ctx) {
  Expr::EvalResult r;
  if (!e || e->isValueDependent() || !e->EvaluateAsInt(r, ctx))
    return std::nullopt;
  return r.Val.getInt().getExtValue();
}

// `var[i]` or `*var` (index 0): the index, or nothing.
std::optional<int64_t> characterOf(const Expr *e, const VarDecl *var, ASTContext &ctx) {
  e = bare(e);
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(e); u && u->getOpcode() == UO_Deref)
    return isVar(u->getSubExpr(), var) ? std::optional<int64_t>(0) : std::nullopt;
  const auto *s = dyn_cast_or_null<ArraySubscriptExpr>(e);
  if (!s || !isVar(s->getBase(), var))
    return std::nullopt;
  auto i = constantOf(s->getIdx(), ctx);
  return i && *i >= 0 && *i < 256 ? i : std::nullopt;
}

// `strcmp(var, "lit")` (either order): the literal.
std::optional<std::string> comparedWith(const Expr *e, const VarDecl *var) {
  const auto *call = dyn_cast_or_null<CallExpr>(bare(e));
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier() || callee->getName() != "strcmp" || call->getNumArgs() != 2)
    return std::nullopt;
  for (unsigned i = 0; i < 2; ++i)
    if (isVar(call->getArg(i), var))
      if (const auto *lit = dyn_cast<StringLiteral>(bare(call->getArg(1 - i))); lit && lit->isOrdinary())
        return lit->getString().str();
  return std::nullopt;
}

struct Fixed {
  std::map<int64_t, int64_t> characters; // index -> value
  std::optional<std::string> whole;
};

void readConjunct(const Expr *e, const VarDecl *var, ASTContext &ctx, Fixed &out) {
  e = bare(e);
  if (const auto *b = dyn_cast_or_null<BinaryOperator>(e); b && b->getOpcode() == BO_LAnd) {
    readConjunct(b->getLHS(), var, ctx, out);
    readConjunct(b->getRHS(), var, ctx, out);
    return;
  }
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(e); u && u->getOpcode() == UO_LNot) {
    if (auto s = comparedWith(u->getSubExpr(), var))
      out.whole = s;
    else if (auto i = characterOf(u->getSubExpr(), var, ctx))
      out.characters[*i] = 0;
    return;
  }
  const auto *b = dyn_cast_or_null<BinaryOperator>(e);
  if (!b || b->getOpcode() != BO_EQ)
    return;
  const Expr *l = b->getLHS(), *r = b->getRHS();
  for (int pass = 0; pass < 2; ++pass, std::swap(l, r)) {
    if (auto s = comparedWith(l, var); s && constantOf(r, ctx) == 0) {
      out.whole = s;
      return;
    }
    if (auto i = characterOf(l, var, ctx))
      if (auto c = constantOf(r, ctx)) {
        out.characters[*i] = *c;
        return;
      }
  }
}

std::optional<std::string> fixedString(const Expr *cond, const VarDecl *var, ASTContext &ctx) {
  Fixed fixed;
  readConjunct(cond, var, ctx, fixed);
  if (fixed.whole)
    return fixed.whole;
  std::string s;
  for (int64_t i = 0;; ++i) {
    auto c = fixed.characters.find(i);
    if (c == fixed.characters.end())
      return std::nullopt; // a character left open: the string is not fixed
    if (c->second == 0)
      return s;
    s.push_back(static_cast<char>(c->second));
  }
}

} // namespace

std::optional<facts::SymbolicValue> Walker::stringFixedByTest(const Expr *arg) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(arg));
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || !var->hasLocalStorage() || mutated.contains(var))
    return std::nullopt; // a global may change under a call; a written local may not hold it
  std::vector<const Stmt *> ancestors;
  for (const Ancestor &a : parents)
    if (a.stmt)
      ancestors.push_back(a.stmt);
  for (size_t i = ancestors.size(); i-- > 1;) {
    const auto *branch = dyn_cast<IfStmt>(ancestors[i - 1]);
    if (!branch || branch->getThen() != ancestors[i] || branch->hasInitStorage() ||
        branch->hasVarStorage() || branch->isConsteval())
      continue;
    if (auto s = fixedString(branch->getCond(), var, ctx)) {
      facts::SymbolicValue v;
      v.text = std::move(*s);
      return v;
    }
  }
  return std::nullopt;
}

} // namespace faultline::extract::walker
