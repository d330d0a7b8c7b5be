// Walker::counterWindow (WalkerImpl.h): fast mode's reading of
// analyzer/extract/CounterWindows.cpp. `if (validfile == 1) WriteProlog();` with a counter that
// only ever rises (remind's rem2ps, issue 10, held-out set 12): the branch runs once when the
// counter rises before every execution of the test: in the test (`++n == 1`), by a statement of
// the function body (outside any loop of it, before the test or after it with no way out
// between), or right before (or right after) every call of the function in this file
// (`validfile++; DoPsCal();`). The counter is a global this file defines (not `extern`, not
// volatile) or a static local, and no statement of the file writes it but `++` or `+= K`
// (K > 0). By name, as the rest of fast mode; what other files do is not seen (AST mode asks
// that every declaration of the counter and of the function sit in the file).
#include "fastmode/WalkerImpl.h"

#include <optional>
#include <set>
#include <string>

namespace faultline::fastmode::walker {

namespace {

bool isLoop(const SyntaxTree &t, int n) {
  Kind k = t[n].kind;
  return k == Kind::ForStatement || k == Kind::ForRangeLoop || k == Kind::WhileStatement ||
         k == Kind::DoStatement;
}

bool isLabel(const SyntaxTree &t, int n) {
  std::string_view type = t[n].type;
  return type == "labeled_statement" || type == "case_statement";
}

// Whether the subtree of `n` holds a `return`, `goto` or `throw`.
bool leavesBody(const SyntaxTree &t, int n) {
  for (int i = n, end = t.subtreeEnd(n); i < end; ++i) {
    std::string_view type = t[i].type;
    if (t[i].kind == Kind::ReturnStatement || type == "goto_statement" || type == "throw_statement")
      return true;
    if (t[i].kind == Kind::LambdaExpression)
      i = t.subtreeEnd(i) - 1;
  }
  return false;
}

} // namespace

// The expression of an expression statement (`n++;`), or -1.
static int expressionOf(const SyntaxTree &t, int s) {
  if (s < 0 || t[s].kind != Kind::ExpressionStatement)
    return -1;
  int e = t.firstNamed(s);
  while (e >= 0 && t[e].kind == Kind::Comment)
    e = t.nextNamed(e);
  return e >= 0 ? stripParensAndCasts(NodeRef{&t, e}).node : -1;
}

bool Walker::isRise(int e, std::string_view name) const {
  if (e < 0)
    return false;
  auto named = [&](int n) {
    n = n >= 0 ? stripParensAndCasts(ref(n)).node : -1;
    return n >= 0 && t[n].kind == Kind::Identifier && t.text(n) == name;
  };
  if (t[e].kind == Kind::UpdateExpression) {
    int op = t.child(e, Field::Operator);
    return op >= 0 && t.text(op) == "++" && named(t.child(e, Field::Argument));
  }
  if (t[e].kind == Kind::AssignmentExpression) {
    int op = t.child(e, Field::Operator), right = t.child(e, Field::Right);
    if (op < 0 || t.text(op) != "+=" || right < 0 || !named(t.child(e, Field::Left)))
      return false;
    std::optional<uint64_t> step = const_cast<Evaluator &>(sizes).value(ref(right));
    return step.value_or(0) > 0 && step.value_or(0) <= static_cast<uint64_t>(INT64_MAX);
  }
  return false;
}

std::string Walker::counterWindow(const std::vector<int> &ancestors, size_t at) const {
  int guard = ancestors[at];
  if (t[guard].type != std::string_view("if_statement") ||
      ancestors[at + 1] != t.child(guard, Field::Consequence))
    return "";
  auto bare = [&](int n) { return n >= 0 ? stripParensAndCasts(ref(n)).node : -1; };
  // One `n == K` among the `&&` conjuncts of the condition.
  std::vector<int> conjuncts;
  collectConjuncts(conditionOf(guard), conjuncts);
  std::string name;
  uint64_t value = 0;
  bool risesInTest = false;
  for (int c : conjuncts) {
    if (!name.empty())
      break;
    int op = t[c].kind == Kind::BinaryExpression ? t.child(c, Field::Operator) : -1;
    if (op < 0 || t.text(op) != "==")
      continue;
    for (Field f : {Field::Left, Field::Right}) {
      int side = bare(t.child(c, f)), other = t.child(c, f == Field::Left ? Field::Right : Field::Left);
      bool rises = false;
      if (side >= 0 && t[side].kind == Kind::UpdateExpression && t.child(side, Field::Operator) >= 0 &&
          t.text(t.child(side, Field::Operator)) == "++")
        side = bare(t.child(side, Field::Argument)), rises = true;
      std::optional<uint64_t> k = other >= 0 ? const_cast<Evaluator &>(sizes).value(ref(other)) : std::nullopt;
      if (side >= 0 && t[side].kind == Kind::Identifier && k) {
        name = t.text(side), value = *k, risesInTest = rises;
        break;
      }
    }
  }
  if (name.empty())
    return "";
  // A static local, or a global this file defines.
  if (int l = resolve(name); l >= 0) {
    const Variable &v = locals[static_cast<size_t>(l)].var;
    if (!v.isStatic || v.parameter >= 0 || v.pointer || v.array)
      return "";
  } else {
    auto global = cx.file.globals.find(name);
    if (global == cx.file.globals.end() || global->second.isExtern || global->second.isVolatile ||
        global->second.pointer || global->second.array)
      return "";
  }
  if (!risesInTest)
    for (size_t i = 0; i < at; ++i)
      if (isLoop(t, ancestors[i]))
        return "";
  // Nothing in the file writes it but a rise.
  for (int i = 0, end = t.root() < 0 ? 0 : t.subtreeEnd(t.root()); i < end; ++i) {
    int target = -1;
    if (t[i].kind == Kind::AssignmentExpression)
      target = bare(t.child(i, Field::Left));
    else if (t[i].kind == Kind::UpdateExpression ||
             (t[i].kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&"))
      target = bare(t.child(i, Field::Argument));
    if (target >= 0 && t[target].kind == Kind::Identifier && t.text(target) == name && !isRise(i, name))
      return "";
  }
  std::string function = fn.name.substr(fn.name.rfind(':') == std::string::npos ? 0 : fn.name.rfind(':') + 1);
  std::string once = "runs once: '" + name + "', which only ever rises, equals " + std::to_string(value);
  if (risesInTest)
    return once + " on one evaluation of the test that raises it";
  // Raised by a statement of the function body (CounterWindows.cpp).
  int body = t.child(fn.node, Field::Body);
  if (ancestors.size() > 1 && ancestors[0] == body) {
    bool risen = false, after = false, jumps = false;
    for (int s = t[body].firstChild; s >= 0; s = t[s].nextSibling) {
      if (!t[s].named || t[s].kind == Kind::Comment)
        continue;
      if (s == ancestors[1]) {
        if (risen)
          break;
        after = true;
        jumps = leavesBody(t, s);
        continue;
      }
      if (isLabel(t, s)) {
        if (after)
          break;
        risen = false;
      }
      if (isRise(expressionOf(t, s), name) && !jumps)
        risen = true;
      if (after && (risen || (jumps |= leavesBody(t, s))))
        break;
    }
    if (risen)
      return once + " on one call of '" + function + "', which raises it";
  }
  // Every use of the function in the file is a call that a block statement makes right after
  // (or right before) a rise of the counter.
  auto callOf = [&](int s) {
    int e = expressionOf(t, s);
    if (e >= 0 && t[e].kind == Kind::AssignmentExpression && t.child(e, Field::Operator) >= 0 &&
        t.text(t.child(e, Field::Operator)) == "=")
      e = bare(t.child(e, Field::Right));
    int callee = e >= 0 && t[e].kind == Kind::CallExpression ? t.child(e, Field::Function) : -1;
    return callee >= 0 && t[callee].kind == Kind::Identifier && t.text(callee) == function ? callee : -1;
  };
  std::set<int> fed;
  int uses = 0;
  for (int i = 0, end = t.root() < 0 ? 0 : t.subtreeEnd(t.root()); i < end; ++i) {
    if (t[i].kind == Kind::Identifier && t.text(i) == function && t[i].parent >= 0 &&
        t[t[i].parent].kind != Kind::FunctionDeclarator)
      ++uses;
    if (t[i].kind != Kind::CompoundStatement)
      continue;
    bool risen = false;
    int previous = -1;
    for (int s = t[i].firstChild; s >= 0; s = t[s].nextSibling) {
      if (!t[s].named || t[s].kind == Kind::Comment)
        continue;
      bool rise = isRise(expressionOf(t, s), name);
      if (previous >= 0 && rise)
        fed.insert(previous);
      previous = -1;
      if (isLabel(t, s))
        risen = false;
      risen |= rise;
      if (int callee = callOf(s); callee >= 0) {
        if (risen)
          fed.insert(callee);
        previous = callee;
      }
    }
  }
  if (uses > 0 && static_cast<int>(fed.size()) == uses && cx.file.functions.count(function))
    return once + " on one call of '" + function + "', and every call of it comes with a rise";
  return "";
}

} // namespace faultline::fastmode::walker
