// Fast mode's counterpart of analyzer/extract/SuccessPaths.cpp, read off the structure: events
// made only on the way to `return 0` (facts::Block::onlyOnSuccess, StreamOpen::onlyOnSuccess) and
// calls whose zero result ends their loop (facts::CallSite::loopEndsOnSuccess). Where the
// structure cannot tell (a goto back, a return of something computed) the answer is "no".
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <set>

namespace faultline::fastmode {

using flow::typeOf;

int StructuredFlow::zeroCutOf(int cond) const {
  cond = cond >= 0 ? stripParensAndCasts({&t, cond}).node : -1;
  if (cond < 0)
    return -1;
  if (isResult(cond))
    return 0; // `if (r)`: a zero result never takes the then-branch
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (t[cond].kind == Kind::UnaryExpression)
    return o == "!" && isResult(t.child(cond, Field::Argument)) ? 1 : -1;
  if (t[cond].kind != Kind::BinaryExpression)
    return -1;
  int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
  if (o == "&&") // the then-branch needs both sides
    return zeroCutOf(left) == 0 || zeroCutOf(right) == 0 ? 0 : -1;
  if (o == "||") // the else-branch needs both sides false
    return zeroCutOf(left) == 1 || zeroCutOf(right) == 1 ? 1 : -1;
  bool swapped = !isResult(left);
  int other = swapped ? left : right;
  if (swapped && !isResult(right))
    return -1;
  std::optional<int64_t> k = (*retry->constant)(other);
  if (!k)
    return -1;
  if (swapped) // `K < r` is `r > K`
    o = o == "<" ? ">" : o == ">" ? "<" : o == "<=" ? ">=" : o == ">=" ? "<=" : o;
  bool holds; // does `0 o K` hold?
  if (o == "==") holds = *k == 0;
  else if (o == "!=") holds = *k != 0;
  else if (o == "<") holds = 0 < *k;
  else if (o == ">") holds = 0 > *k;
  else if (o == "<=") holds = 0 <= *k;
  else if (o == ">=") holds = 0 >= *k;
  else return -1;
  return holds ? 1 : 0;
}

bool StructuredFlow::loopEndsOnSuccess(int call, int loop, const ConstantOf &constant) const {
  if (loop < 0 || call < 0 || t[call].kind != Kind::CallExpression)
    return false;
  RetryFilter filter{call, resultVariable(call), &constant};
  filter.zero = true;
  StructuredFlow cutFlow = sibling();
  cutFlow.retry = &filter;
  std::optional<FastEventFlow> flow = cutFlow.of(call);
  // No loop at all goes round on success (leaving the inner loop into an outer one still
  // repeats the call); and some branch on the result was cut, or the call never repeated.
  return filter.cut && flow && flow->loop < 0;
}

namespace walker {

namespace {

bool isLoopStatement(const SyntaxTree &t, int n) {
  std::string_view type = typeOf(t, n);
  return (type == "for_statement" || type == "while_statement" || type == "for_range_loop" ||
          (type == "do_statement" && !isDoWhileZero(t, n)));
}

bool nestedFunction(const SyntaxTree &t, int n) {
  std::string_view type = typeOf(t, n);
  return type == "lambda_expression" || type == "function_definition";
}

bool isIdentifier(const SyntaxTree &t, int e, std::string_view name) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

} // namespace

const std::vector<int> &Walker::nodesOfType(int root, std::string_view type) const {
  auto key = std::make_pair(root, std::string(type));
  if (auto it = nodesByType.find(key); it != nodesByType.end())
    return it->second;
  std::vector<int> out; // nodes are stored in preorder: source order
  for (int n = root, end = t.subtreeEnd(root); n < end; ++n) {
    if (n != root && nestedFunction(t, n)) {
      n = t.subtreeEnd(n) - 1; // its own statements
      continue;
    }
    if (typeOf(t, n) == type)
      out.push_back(n);
  }
  return nodesByType.emplace(std::move(key), std::move(out)).first->second;
}

// Nodes of `type` inside `root` (not inside nested lambdas) starting after byte `after`.
std::vector<int> Walker::nodesAfter(int root, std::string_view type, uint32_t after) const {
  const std::vector<int> &all = nodesOfType(root, type);
  auto from = std::partition_point(all.begin(), all.end(),
                                   [&](int n) { return t[n].startByte < after; });
  return std::vector<int>(from, all.end());
}

// `-1`, `-EINVAL`, or the value of an error reporter that returns one: a call of `error` or
// `error_*` (git's `error()`, `error_errno()`), as extract/SuccessPaths.cpp.
bool Walker::isFailureResult(int value) const {
  value = value >= 0 ? stripParensAndCasts(ref(value)).node : -1;
  if (value < 0)
    return false;
  if (t[value].kind == Kind::CallExpression) {
    int callee = t.child(value, Field::Function);
    std::string_view name = callee >= 0 && t[callee].kind == Kind::Identifier ? t.text(callee) : "";
    return name == "error" || name.starts_with("error_");
  }
  std::string_view text = t.text(value);
  if (t[value].kind == Kind::NumberLiteral)
    return text.starts_with("-") && text.find_first_not_of("-0") != std::string_view::npos;
  if (t[value].kind != Kind::UnaryExpression)
    return false;
  int op = t.child(value, Field::Operator), arg = t.child(value, Field::Argument);
  arg = arg >= 0 ? stripParensAndCasts(ref(arg)).node : -1;
  return op >= 0 && t.text(op) == "-" && arg >= 0 &&
         ((t[arg].kind == Kind::NumberLiteral && t.text(arg) != "0") || t[arg].kind == Kind::Identifier);
}

// Local `name` is 0 when `event` runs: an earlier `if (name) <leaves>;` (no else; `name != 0`
// too) stands in a block around the event, no label lies between it and the event (nothing
// jumps past the test), and nothing from the test on writes `name`.
bool Walker::knownZeroAt(int event, std::string_view name, const StructuredFlow &flow) const {
  int body = t.child(fn.node, Field::Body);
  int test = -1;
  for (int a = event; a >= 0 && a != body && test < 0; a = t[a].parent)
    for (int s = t[a].parent >= 0 ? t[t[a].parent].firstChild : -1; s >= 0 && s != a; s = t[s].nextSibling) {
      if (typeOf(t, s) != "if_statement" || t.child(s, Field::Alternative) >= 0)
        continue;
      int cond = conditionOf(s);
      bool nonzeroTest = isIdentifier(t, cond, name);
      if (!nonzeroTest && cond >= 0 && t[cond].kind == Kind::BinaryExpression) {
        int op = t.child(cond, Field::Operator);
        int l = t.child(cond, Field::Left), r = t.child(cond, Field::Right);
        nonzeroTest = op >= 0 && t.text(op) == "!=" &&
                      ((isIdentifier(t, l, name) && isZeroConstant(r)) || (isIdentifier(t, r, name) && isZeroConstant(l)));
      }
      int consequence = t.child(s, Field::Consequence);
      if (nonzeroTest && consequence >= 0 && !flow.outcomes(consequence).normal)
        test = s; // the last such test before the event wins
    }
  if (test < 0)
    return false;
  for (int label : nodesAfter(body, "labeled_statement", t[test].endByte))
    if (t[label].startByte < t[event].startByte)
      return false;
  for (int assign : nodesAfter(body, "assignment_expression", t[test].endByte))
    if (isIdentifier(t, t.child(assign, Field::Left), name))
      return false;
  for (int update : nodesAfter(body, "update_expression", t[test].endByte))
    if (isIdentifier(t, t.child(update, Field::Argument), name))
      return false;
  for (int unary : nodesAfter(body, "pointer_expression", t[test].endByte))
    if (int op = t.child(unary, Field::Operator); op >= 0 && t.text(op) == "&" &&
                                                  isIdentifier(t, t.child(unary, Field::Argument), name))
      return false;
  return true;
}

bool Walker::runsOnlyOnSuccess(int event, const StructuredFlow &flow) const {
  int body = t.child(fn.node, Field::Body);
  if (event < 0 || body < 0)
    return false;
  for (int a = t[event].parent; a >= 0 && a != body; a = t[a].parent)
    if (isLoopStatement(t, a) || nestedFunction(t, a))
      return false; // repeats inside this function, or belongs to a lambda
  // No falling off the end: the body's last statement returns.
  int last = -1;
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].kind != Kind::Comment)
      last = c;
  while (last >= 0 && typeOf(t, last) == "labeled_statement")
    last = t[last].lastChild;
  if (last < 0 || typeOf(t, last) != "return_statement")
    return false;
  uint32_t after = t[event].endByte;
  // A goto after the event to a label at or before it could run the event again.
  std::set<std::string_view> labelsAfter;
  for (int label : nodesAfter(body, "labeled_statement", after))
    if (int own = t.firstNamed(label); own >= 0 && typeOf(t, own) == "statement_identifier")
      labelsAfter.insert(t.text(own));
  for (int jump : nodesAfter(body, "goto_statement", after)) {
    int target = t.firstNamed(jump);
    if (target < 0 || !labelsAfter.count(t.text(target)))
      return false;
  }
  // Every return written after the event (a superset of those reachable from it).
  bool zero = false;
  for (int ret : nodesAfter(body, "return_statement", after)) {
    int value = t.firstNamed(ret);
    value = value >= 0 ? stripParensAndCasts(ref(value)).node : -1;
    if (value < 0)
      return false;
    if (isZeroConstant(value) && t.text(value) == "0")
      zero = true;
    else if (isFailureResult(value))
      continue;
    else if (t[value].kind == Kind::Identifier && knownZeroAt(event, t.text(value), flow))
      zero = true;
    else
      return false;
  }
  return zero;
}

void Walker::markSuccessPaths(const StructuredFlow &flow, const StructuredFlow::ConstantOf &constant) {
  // Only a function returning a plain integer: 0 is its success (a truth value's 0 is failure,
  // a pointer's is NULL).
  int type = t.child(fn.node, Field::Type), declarator = t.child(fn.node, Field::Declarator);
  std::string_view typeText = type >= 0 ? t.text(type) : "";
  bool zeroIsSuccess = typeOf(t, declarator) == "function_declarator" &&
                       (typeText == "int" || typeText == "long" || typeText == "ssize_t");
  auto nodeOf = [&](uint64_t order) {
    auto it = eventNodes.find(order);
    return it == eventNodes.end() ? -1 : it->second;
  };
  if (zeroIsSuccess) {
    for (facts::Block &b : facts.blocks)
      b.onlyOnSuccess = b.loop < 0 && runsOnlyOnSuccess(nodeOf(b.order), flow);
    for (facts::StreamOpen &s : facts.streamOpens)
      s.onlyOnSuccess = s.loop < 0 && runsOnlyOnSuccess(nodeOf(s.order), flow);
    // A kept result may be a stream opener's (the join decides): CallSite::onlyOnSuccess.
    for (facts::CallSite &c : facts.calls)
      c.onlyOnSuccess = c.loop < 0 && !c.resultKey.empty() && runsOnlyOnSuccess(nodeOf(c.order), flow);
  }
  for (facts::CallSite &c : facts.calls)
    if (int node = nodeOf(c.order); c.loop >= 0 && c.notRepeated.empty() && node >= 0)
      c.loopEndsOnSuccess = flow.loopEndsOnSuccess(node, c.loop, constant);
}

} // namespace walker

} // namespace faultline::fastmode
