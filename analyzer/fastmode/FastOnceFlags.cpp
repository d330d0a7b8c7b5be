// Local once-flags, fast mode's reading of analyzer/extract/LocalOnceFlags.cpp: in
//
//   int done_help = 0;
//   while (1) { ...; if (!done_help) { cmd = help_unknown_cmd(cmd); done_help = 1; } else break; }
//
// the guarded call runs at most once per entry of the code that declares the flag: the flag
// starts at zero, the guarded block sets it to a nonzero constant, and nothing anywhere in the
// function sets it back (no other assignment, no ++/--, no address taken). So the event belongs
// to the innermost loop holding the flag's declaration (none: once per call), however many loops
// lie in between. By variable name, as the rest of fast mode; a second declaration of the name
// in the function gives up.
#include "fastmode/WalkerImpl.h"

#include <vector>

namespace faultline::fastmode::walker {

bool Walker::isNonzeroConstant(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  if (t.text(e) == "true")
    return true;
  if (t[e].kind != Kind::NumberLiteral)
    return false;
  auto v = const_cast<Evaluator &>(sizes).value(ref(e));
  return v && *v != 0;
}

// The guarded block sets the flag (`name = K`, K a nonzero constant) as one of its own
// statements, and holds no `continue` or `goto` that could go round before it does.
bool Walker::setsFlagOnce(int branch, std::string_view name) const {
  if (branch < 0 || t[branch].kind != Kind::CompoundStatement)
    return false;
  std::vector<int> work{branch};
  while (!work.empty()) {
    int n = work.back();
    work.pop_back();
    std::string_view type = t[n].type;
    if (type == "continue_statement" || type == "goto_statement")
      return false;
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      work.push_back(c);
  }
  for (int s = t.firstNamed(branch); s >= 0; s = t.nextNamed(s)) {
    if (t[s].type != std::string_view("expression_statement"))
      continue;
    int e = stripParensAndCasts(ref(t.firstNamed(s))).node;
    if (e < 0 || t[e].type != std::string_view("assignment_expression"))
      continue;
    int op = t.child(e, Field::Operator), left = stripParensAndCasts(ref(t.child(e, Field::Left))).node;
    if (op >= 0 && t.text(op) == "=" && left >= 0 && t[left].kind == Kind::Identifier &&
        t.text(left) == name && isNonzeroConstant(t.child(e, Field::Right)))
      return true;
  }
  return false;
}

// Every mention of the flag in the function but its declaration reads it or sets it to a
// nonzero constant.
bool Walker::onlySetNonzero(std::string_view name, int declaration) const {
  int body = t.child(fn.node, Field::Body);
  std::vector<int> work{body};
  while (!work.empty()) {
    int n = work.back();
    work.pop_back();
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      work.push_back(c);
    if (n == declaration || t[n].kind != Kind::Identifier || t.text(n) != name)
      continue;
    int c = n, p = t[n].parent;
    while (p >= 0 && t[p].type == std::string_view("parenthesized_expression")) {
      c = p;
      p = t[p].parent;
    }
    if (p < 0)
      return false;
    std::string_view type = t[p].type;
    if (type == "assignment_expression" && t[c].field == Field::Left) {
      int op = t.child(p, Field::Operator);
      if (!(op >= 0 && t.text(op) == "=" && isNonzeroConstant(t.child(p, Field::Right))))
        return false;
    } else if (type == "update_expression" ||
               (type == "init_declarator" && t[c].field != Field::Value) ||
               type == "declaration" || type == "pointer_declarator" || type == "array_declarator" ||
               (type == "pointer_expression" && t.text(t.child(p, Field::Operator)) == "&") ||
               (type == "argument_list" && cx.cpp)) { // a C++ reference parameter may write it
      return false;
    }
  }
  return true;
}

int Walker::localOnceFlagBound(int event) const {
  std::vector<int> ancestors = eventAncestors(event);
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    int guard = ancestors[i], branch = ancestors[i + 1];
    if (t[guard].type != std::string_view("if_statement") || t[branch].field != Field::Consequence)
      continue;
    int tested = testedForZero(conditionOf(guard));
    if (tested < 0 || t[tested].kind != Kind::Identifier)
      continue;
    std::string_view name = t.text(tested);
    int l = resolve(name);
    if (l < 0)
      continue;
    const Variable &flag = locals[static_cast<size_t>(l)].var;
    if (flag.isStatic || flag.parameter >= 0 || flag.pointer || flag.array || flag.reference ||
        flag.init < 0 || !isZeroConstant(flag.init) || !setsFlagOnce(branch, name) ||
        !onlySetNonzero(name, flag.nameNode))
      continue;
    std::map<int, int> loopIds = loopIdsByNode();
    for (int n = flag.nameNode; n >= 0 && n != fn.node; n = t[n].parent)
      if (auto id = loopIds.find(n); id != loopIds.end())
        return id->second;
    return -1;
  }
  return -2;
}

} // namespace faultline::fastmode::walker
