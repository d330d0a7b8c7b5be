// Values fast mode reads off the statements that run before a read, on the straight-line path:
//  * reachingValues: which plain assignments of a local can reach a read (tinyproxy's `size =
//    8192; buf = malloc(size); while (1) { ... size = n + 1; realloc(buf, size); }`: the later
//    store feeds only the realloc), faultline-loop-alloc.md, "Unknown sizes", item 10;
//  * Evaluator::storedConstant: a field just given a constant (libmodplug's `q->nLength =
//    30000; ... malloc(q->nLength * 2)`), item 11.
// analyzer/extract/ReachingConstants.cpp reads the same off Clang's CFG; here the syntax stands
// in for it, so anything that could jump (goto, a label, a case) gives up.
#include "facts/builder/AsciiCase.h"
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FastWrites.h"
#include "fastmode/Syntax.h"

#include <algorithm>
#include <cctype>

namespace faultline::fastmode {

namespace {

bool isLoop(Kind k) {
  return k == Kind::ForStatement || k == Kind::WhileStatement || k == Kind::DoStatement ||
         k == Kind::ForRangeLoop;
}

bool isFunction(Kind k) { return k == Kind::FunctionDefinition || k == Kind::LambdaExpression; }

// Whether the function has a goto (a jump back makes source order no guide).
bool hasGoto(const SyntaxTree &t, int function) { return t.holdsGoto(function); }

} // namespace

std::vector<NodeRef> reachingValues(const std::vector<NodeRef> &values, NodeRef use) {
  if (!use.valid())
    return values;
  const SyntaxTree &t = *use.tree;
  std::vector<int> loops;
  int function = -1;
  for (int p = t[use.node].parent; p >= 0; p = t[p].parent) {
    if (isLoop(t[p].kind))
      loops.push_back(p);
    if (isFunction(t[p].kind)) {
      function = p;
      break;
    }
  }
  if (function < 0 || hasGoto(t, function))
    return values;
  uint32_t at = t[use.node].startByte;
  std::vector<NodeRef> out;
  for (const NodeRef &v : values) {
    if (v.tree != &t)
      return values;
    uint32_t s = t[v.node].startByte;
    bool aroundBoth = std::any_of(loops.begin(), loops.end(), [&](int l) {
      return t[l].startByte <= s && s < t[l].endByte;
    });
    if (s < at || aroundBoth)
      out.push_back(v);
  }
  return out.empty() ? values : out;
}

bool isCharacterTypeName(std::string_view name) {
  std::string lower = builder::lowercase(name);
  while (!lower.empty() && (lower.back() == ' ' || lower.back() == '*'))
    lower.pop_back();
  auto endsWith = [&](std::string_view tail) {
    return lower.size() >= tail.size() && lower.compare(lower.size() - tail.size(), tail.size(), tail) == 0;
  };
  return endsWith("char") || endsWith("wchar_t") || endsWith("char8_t") ||
         endsWith("char16_t") || endsWith("char32_t");
}

std::optional<int64_t> Evaluator::storedConstant(NodeRef use, builder::SizeTrace &trace,
                                                 unsigned depth) {
  use = stripParensAndCasts(use);
  if (!use.valid() || depth > kMaxDepth)
    return std::nullopt;
  const SyntaxTree &t = *use.tree;
  if (t[use.node].kind != Kind::FieldExpression)
    return std::nullopt;
  int object = t.child(use.node, Field::Argument), fieldNode = t.child(use.node, Field::FieldName);
  NodeRef base = object >= 0 ? stripParensAndCasts({&t, object}) : NodeRef{};
  if (!base.valid() || t[base.node].kind != Kind::Identifier || fieldNode < 0)
    return std::nullopt;
  std::string_view root = t.text(base.node), field = t.text(fieldNode);
  Binding b = names.lookup(root);
  bool local = b.kind == Binding::Parameter ||
               (b.kind == Binding::Variable && b.variable && !b.variable->isGlobal && !b.variable->isStatic);
  if (!local)
    return std::nullopt;
  std::string target = builder::withoutSpaces(t.text(use.node));
  // Up from the read: the statements before it in each enclosing block, nearest first.
  for (int child = use.node, p = t[child].parent; p >= 0; child = p, p = t[p].parent) {
    Kind k = t[p].kind;
    std::string_view type = t[p].type;
    if (isLoop(k) || isFunction(k) || type == "case_statement" || type == "labeled_statement" ||
        type == "switch_statement")
      return std::nullopt; // a back edge, the entry, or a jump in: no straight line
    if (type == "if_statement" && child != t.child(p, Field::Condition)) {
      int cond = t.child(p, Field::Condition);
      if (cond >= 0 && mayWrite(t, cond, {root, field, /*callsAndJumps=*/true}))
        return std::nullopt;
      continue;
    }
    if (k != Kind::CompoundStatement)
      continue;
    std::vector<int> before;
    for (int s = t.firstNamed(p); s >= 0 && s != child; s = t.nextNamed(s))
      if (t[s].kind != Kind::Comment)
        before.push_back(s);
    for (auto it = before.rbegin(); it != before.rend(); ++it) {
      int s = *it;
      int expr = t[s].kind == Kind::ExpressionStatement ? t.firstNamed(s) : -1;
      if (expr >= 0 && t[expr].kind == Kind::AssignmentExpression) {
        int op = t.child(expr, Field::Operator), left = t.child(expr, Field::Left);
        if (op >= 0 && t[op].type == std::string_view("=") && left >= 0 &&
            builder::withoutSpaces(t.text(left)) == target) {
          NodeRef value{&t, t.child(expr, Field::Right)};
          auto v = evaluate(value, trace, depth + 1);
          if (v) {
            std::string text = textOf(value);
            std::string step = target + " = " + (text.size() > 60 ? std::to_string(*v) : text) +
                               " (line " + std::to_string(t[s].startRow + 1) + ")";
            trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
          }
          return v;
        }
      }
      if (mayWrite(t, s, {root, field, /*callsAndJumps=*/true}))
        return std::nullopt;
    }
  }
  return std::nullopt;
}

} // namespace faultline::fastmode
