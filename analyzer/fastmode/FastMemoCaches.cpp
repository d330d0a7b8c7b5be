// A cache keyed by an argument, fast mode's reading of analyzer/extract/MemoCaches.cpp:
// `e = lookup(key); if (e) return ...;` (or the work inside `if (!e)`), then on the miss path
// `insert(key, ...)`, where the lookup, a function of this file, reads a file-scope global that
// the insert, another function of this file, writes (assigns into it, takes its address, hands
// it as an array to a call, increments it). The work between runs once per key not yet cached.
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <set>
#include <string>
#include <string_view>

namespace faultline::fastmode::walker {

namespace {

struct GlobalUses {
  std::set<std::string> read, written;
};

// The identifier at the root of `g`, `g[i]`, `g.f`, `(g)`; -1 otherwise.
int rootName(const SyntaxTree &t, int e) {
  while (e >= 0) {
    if (t[e].kind == Kind::ParenthesizedExpression) {
      e = t.firstNamed(e);
    } else if (t[e].type == std::string_view("subscript_expression")) {
      e = t.firstNamed(e);
    } else if (t[e].kind == Kind::FieldExpression) {
      int op = t.child(e, Field::Operator);
      if (op < 0 || t.text(op) != ".")
        return -1;
      e = t.child(e, Field::Argument);
    } else {
      break;
    }
  }
  return e >= 0 && t[e].kind == Kind::Identifier ? e : -1;
}

GlobalUses globalUses(const SyntaxTree &t, const FileScope &file, int definition) {
  GlobalUses uses;
  int body = definition >= 0 ? t.child(definition, Field::Body) : -1;
  if (body < 0)
    return uses;
  auto global = [&](int e) -> const Variable * {
    int name = rootName(t, e);
    if (name < 0)
      return nullptr;
    auto it = file.globals.find(std::string(t.text(name)));
    return it == file.globals.end() ? nullptr : &it->second;
  };
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].kind == Kind::Identifier && file.globals.count(std::string(t.text(i))))
      uses.read.insert(std::string(t.text(i)));
    const Variable *written = nullptr;
    if (t[i].kind == Kind::AssignmentExpression)
      written = global(t.child(i, Field::Left));
    else if (t[i].kind == Kind::UpdateExpression)
      written = global(t.child(i, Field::Argument));
    else if (t[i].kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&")
      written = global(t.child(i, Field::Argument));
    else if (t[i].kind == Kind::CallExpression)
      if (int args = t.child(i, Field::Arguments); args >= 0)
        for (int a = t.firstNamed(args); a >= 0 && !written; a = t.nextNamed(a))
          if (t[a].kind == Kind::Identifier)
            if (const Variable *g = global(a); g && g->array)
              written = g;
    if (written)
      uses.written.insert(written->name);
  }
  return uses;
}

// The plain identifiers a call is given as arguments, and its callee's name.
std::set<std::string> keyNames(const SyntaxTree &t, int call) {
  std::set<std::string> keys;
  int args = t.child(call, Field::Arguments);
  for (int a = args >= 0 ? t.firstNamed(args) : -1; a >= 0; a = t.nextNamed(a)) {
    int e = stripParensAndCasts({&t, a}).node;
    if (e >= 0 && t[e].kind == Kind::Identifier)
      keys.emplace(t.text(e));
  }
  return keys;
}

std::string calleeName(const SyntaxTree &t, int call) {
  int function = t.child(call, Field::Function);
  return function >= 0 && t[function].kind == Kind::Identifier ? std::string(t.text(function)) : "";
}

} // namespace

// `T *e = lookup(...);` or `e = lookup(...);`: the call (its callee defined in this file), and
// `e` in `result`; -1 otherwise.
int Walker::memoLookupStatement(int s, std::string &result) const {
  result.clear();
  int value = -1;
  if (t[s].kind == Kind::Declaration) {
    int init = t.firstNamed(s);
    while (init >= 0 && t[init].kind != Kind::InitDeclarator)
      init = t.nextNamed(init);
    if (init < 0)
      return -1;
    int name = declaratorName(t, t.child(init, Field::Declarator));
    if (name >= 0)
      result = std::string(t.text(name));
    value = t.child(init, Field::Value);
  } else if (t[s].kind == Kind::ExpressionStatement) {
    int e = t.firstNamed(s);
    int op = e >= 0 && t[e].kind == Kind::AssignmentExpression ? t.child(e, Field::Operator) : -1;
    if (op < 0 || t.text(op) != "=")
      return -1;
    int left = stripParensAndCasts(ref(t.child(e, Field::Left))).node;
    if (left >= 0 && t[left].kind == Kind::Identifier)
      result = std::string(t.text(left));
    value = t.child(e, Field::Right);
  }
  int call = value >= 0 ? stripParensAndCasts(ref(value)).node : -1;
  if (result.empty() || call < 0 || t[call].kind != Kind::CallExpression ||
      storageOf(result) != Storage::Local || !cx.file.functions.count(calleeName(t, call)))
    return -1;
  return call;
}

// The insert in `s` for `lookup`: a call of a function of this file given one of the lookup's
// key names and writing a global the lookup's function reads; its description, or "".
std::string Walker::memoInsertAfter(int s, int lookup) const {
  auto definition = cx.file.functions.find(calleeName(t, lookup));
  if (definition == cx.file.functions.end())
    return "";
  GlobalUses uses = globalUses(t, cx.file, definition->second);
  std::set<std::string> keys = keyNames(t, lookup);
  if (uses.read.empty() || keys.empty())
    return "";
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    if (t[i].kind != Kind::CallExpression)
      continue;
    bool sharesKey = false;
    for (const std::string &k : keyNames(t, i))
      sharesKey |= keys.count(k) > 0;
    auto insert = cx.file.functions.find(calleeName(t, i));
    if (!sharesKey || insert == cx.file.functions.end())
      continue;
    for (const std::string &g : globalUses(t, cx.file, insert->second).written)
      if (uses.read.count(g))
        return "runs only for a key not yet cached ('" + calleeName(t, lookup) + "' finds it, '" +
               calleeName(t, i) + "' adds it)";
  }
  return "";
}

std::string Walker::memoCacheGuard(int body, int child) const {
  int lookup = -1;
  std::string result;
  bool hitLeaves = false;
  int s = t[body].firstChild;
  for (; s >= 0 && s != child; s = t[s].nextSibling) {
    std::string assigned;
    if (int call = memoLookupStatement(s, assigned); call >= 0) {
      lookup = call;
      result = assigned;
      hitLeaves = false;
      continue;
    }
    if (lookup >= 0 && t[s].type == std::string_view("if_statement") &&
        t.child(s, Field::Alternative) < 0 && flow::endsInReturn(t, t.child(s, Field::Consequence))) {
      int tested = testedForNonZero(conditionOf(s));
      if (tested >= 0 && t.text(tested) == result)
        hitLeaves = true;
    }
  }
  if (lookup < 0 || !hitLeaves || s < 0)
    return "";
  for (; s >= 0; s = t[s].nextSibling)
    if (std::string memo = memoInsertAfter(s, lookup); !memo.empty())
      return memo;
  return "";
}

std::string Walker::memoCacheBranch(int guard, int branch) const {
  if (t[branch].field != Field::Consequence)
    return "";
  int tested = testedForZero(conditionOf(guard));
  if (tested < 0)
    return "";
  int lookup = -1;
  if (t[tested].kind == Kind::CallExpression && cx.file.functions.count(calleeName(t, tested))) {
    lookup = tested;
  } else if (t[tested].kind == Kind::Identifier) {
    // `e = lookup(key); if (!e) { ... }`: the lookup among the body's statements before the `if`.
    int body = t.child(fn.node, Field::Body);
    for (int s = body >= 0 ? t[body].firstChild : -1; s >= 0 && s != guard; s = t[s].nextSibling) {
      std::string assigned;
      if (int call = memoLookupStatement(s, assigned); call >= 0 && assigned == t.text(tested))
        lookup = call;
    }
  }
  return lookup >= 0 ? memoInsertAfter(branch, lookup) : "";
}

} // namespace faultline::fastmode::walker
