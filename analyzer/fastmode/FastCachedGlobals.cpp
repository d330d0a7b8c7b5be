// A global cache tested through a local copy, fast mode's reading of OnceShapes::
// cachedGlobalTest (analyzer/extract/OnceShapes.cpp): gnulib's get_charset_aliases
//
//   cp = charset_aliases;
//   if (cp == NULL) { ... fopen("charset.alias") ...; cp = res; }
//   charset_aliases = cp;
//
// runs its branch while the cache is empty: once per process. By variable name, as the rest of
// fast mode.
#include "fastmode/WalkerImpl.h"

#include <vector>

namespace faultline::fastmode::walker {

namespace {

// The identifier a declarator declares (`*cp`, `cp[4]`, `(cp)`), or -1.
int declaredName(const SyntaxTree &t, int declarator) {
  for (unsigned guard = 0; declarator >= 0 && guard < 16; ++guard) {
    if (t[declarator].kind == Kind::Identifier)
      return declarator;
    declarator = t.child(declarator, Field::Declarator);
  }
  return -1;
}

} // namespace

// Writes of `name` in `body` as (position, value node; -1 for `name++`, `name += n`, `&name`).
std::vector<std::pair<uint32_t, int>> Walker::writesOf(int body, std::string_view name) const {
  std::vector<std::pair<uint32_t, int>> out;
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    Kind kind = t[i].kind;
    if (kind == Kind::InitDeclarator) {
      int declared = declaredName(t, t.child(i, Field::Declarator));
      if (declared >= 0 && t.text(declared) == name)
        out.push_back({t[i].startByte, t.child(i, Field::Value)});
      continue;
    }
    int target = -1;
    bool plain = false;
    if (kind == Kind::AssignmentExpression) {
      target = t.child(i, Field::Left);
      int op = t.child(i, Field::Operator);
      plain = op >= 0 && t.text(op) == "=";
    } else if (kind == Kind::UpdateExpression ||
               (kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&")) {
      target = t.child(i, Field::Argument);
    }
    target = target >= 0 ? stripParensAndCasts(ref(target)).node : -1;
    if (target >= 0 && t[target].kind == Kind::Identifier && t.text(target) == name)
      out.push_back({t[i].startByte, plain ? t.child(i, Field::Right) : -1});
  }
  return out;
}

std::string Walker::cachedGlobalTest(int tested) const {
  std::string_view local = t.text(tested);
  const Variable *v = variableNamed(local);
  if (!v || v->parameter >= 0 || v->isStatic || v->isGlobal)
    return "";
  int body = t.child(fn.node, Field::Body);
  if (body < 0)
    return "";
  std::string cache;
  for (auto [at, value] : writesOf(body, local)) {
    if (at >= t[tested].startByte)
      continue; // after the test: not what it reads
    int g = value >= 0 ? stripParensAndCasts(ref(value)).node : -1;
    if (g < 0 || t[g].kind != Kind::Identifier || storageOf(t.text(g)) != Storage::Global ||
        (!cache.empty() && cache != t.text(g)))
      return "";
    cache = std::string(t.text(g));
  }
  if (cache.empty())
    return "";
  for (auto [at, value] : writesOf(body, cache))
    if (value < 0 || !isZeroConstant(value))
      return "guarded by the cache '" + cache + "' (tested through its copy '" +
             std::string(local) + "'), which this function fills";
  return "";
}

} // namespace faultline::fastmode::walker
