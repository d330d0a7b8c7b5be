// Fast mode's reading of "a test the code already made bounds the size" (faultline-loop-alloc.md,
// "Unknown sizes", item 7; SizeEvaluator::checkedBound reads the same off Clang's CFG): an
// earlier statement of the same or an enclosing block `if (x > K) { ...; return; }` (or `x >= K`,
// `K < x`, `K <= x`, one operand of a top-level `||`) whose body ends in a jump that skips the
// use (return, break, continue, throw, a goto to a label after the use, abort/exit), with no
// write to x's variable between the test and the use, nor anywhere in a loop entered on the way.
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FastWrites.h"
#include "fastmode/Syntax.h"

#include <algorithm>
#include <functional>

namespace faultline::fastmode {

namespace {

bool isLoop(Kind k) {
  return k == Kind::ForStatement || k == Kind::WhileStatement || k == Kind::DoStatement ||
         k == Kind::ForRangeLoop;
}

// Whether the label `name` is defined under `i` after byte `useStart`.
bool labelAfter(const SyntaxTree &t, int i, std::string_view name, uint32_t useStart) {
  if (i < 0 || t[i].endByte <= useStart)
    return false;
  if (std::string_view(t[i].type) == "labeled_statement" && t[i].startByte > useStart) {
    int own = t.firstNamed(i);
    if (own >= 0 && t.text(own) == name)
      return true;
  }
  for (int c = t[i].firstChild; c >= 0; c = t[c].nextSibling)
    if (labelAfter(t, c, name, useStart))
      return true;
  return false;
}

bool leaves(const SyntaxTree &t, int s, uint32_t useStart, const NodeRef &function,
            const FileScope &file, unsigned depth = 0);

// Whether the statement macro `name` (a function-like #define of this file) always leaves, as
// the preprocessor would see it: `#define CERROR_BREAK(e, c) { e = c; break; }` written as
// `if (len > 79) CERROR_BREAK(error, 89);` leaves through its `break` (Clang's CFG sees the
// expansion). Its body is parsed on its own as a function body; a `break` inside the macro's own
// `do { ... } while (0)` only ends that loop, and `leaves` does not look into a `do`.
bool macroLeaves(std::string_view name, uint32_t useStart, const NodeRef &function,
                 const FileScope &file, unsigned depth) {
  auto def = file.functionMacros.find(std::string(name));
  if (def == file.functionMacros.end() || !file.tree || depth > 4)
    return false;
  int value = file.tree->child(def->second, Field::Value);
  if (value < 0)
    return false;
  std::string source;
  SyntaxTree body;
  int compound = parseMacroBody(file.tree->text(value), source, body);
  return compound >= 0 && leaves(body, compound, useStart, function, file, depth + 1);
}

// Whether statement `s` always jumps past a use starting at byte `useStart` in `function`.
bool leaves(const SyntaxTree &t, int s, uint32_t useStart, const NodeRef &function,
            const FileScope &file, unsigned depth) {
  if (s < 0)
    return false;
  if (t[s].kind == Kind::CompoundStatement) {
    int last = -1;
    for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
      if (t[c].kind != Kind::Comment)
        last = c;
    return leaves(t, last, useStart, function, file, depth);
  }
  std::string_view type = t[s].type;
  if (type == "return_statement" || type == "break_statement" || type == "continue_statement" ||
      type == "throw_statement")
    return true;
  if (type == "goto_statement") {
    int label = t.firstNamed(s);
    if (label < 0)
      return false;
    // The label must come after the use, in the function: a jump back (a retry) or between
    // reaches it again.
    return labelAfter(*function.tree, function.node, t.text(label), useStart);
  }
  if (t[s].kind == Kind::ExpressionStatement) {
    int call = t.firstNamed(s);
    if (call >= 0 && t[call].kind == Kind::CallExpression) {
      std::string_view name = t.text(t.child(call, Field::Function));
      for (std::string_view noreturn : {"abort", "exit", "_exit", "_Exit", "quick_exit", "err",
                                        "errx", "verr", "verrx"})
        if (name == noreturn)
          return true;
      if (int fn = t.child(call, Field::Function); fn >= 0 && t[fn].kind == Kind::Identifier)
        return macroLeaves(name, useStart, function, file, depth);
    }
  }
  return false;
}

} // namespace

std::optional<std::pair<uint64_t, std::string>> Evaluator::checkedBound(NodeRef e) {
  e = stripParensAndCasts(e);
  if (!e.valid())
    return std::nullopt;
  const SyntaxTree &t = *e.tree;
  Kind kind = t[e.node].kind;
  if (kind != Kind::Identifier && kind != Kind::FieldExpression)
    return std::nullopt;
  std::string x = builder::withoutSpaces(t.text(e.node));
  int rootNode = lvalueRoot(t, e.node);
  if (rootNode < 0)
    return std::nullopt;
  // Any store reached from x's variable ends the bound (a call is not looked into).
  const WriteQuery anyStore{t.text(rootNode), {}, /*callsAndJumps=*/false};
  uint32_t useStart = t[e.node].startByte;
  // The tests `x > K` among the operands of a top-level `||`: the bound each proves when false.
  std::optional<uint64_t> found;
  std::function<void(NodeRef)> tests = [&](NodeRef c) {
    c = stripParensAndCasts(c);
    if (!c.valid() || t[c.node].kind != Kind::BinaryExpression)
      return;
    int op = t.child(c.node, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    NodeRef l{&t, t.child(c.node, Field::Left)}, r{&t, t.child(c.node, Field::Right)};
    if (o == "||") {
      tests(l);
      tests(r);
      return;
    }
    bool xLeft = builder::withoutSpaces(textOf(stripParensAndCasts(l))) == x;
    bool xRight = builder::withoutSpaces(textOf(stripParensAndCasts(r))) == x;
    if (xLeft == xRight)
      return;
    auto k = value(xLeft ? r : l);
    if (!k)
      return;
    std::optional<uint64_t> upper;
    if ((xLeft && o == ">") || (xRight && o == "<"))
      upper = *k;
    else if (((xLeft && o == ">=") || (xRight && o == "<=")) && *k > 0)
      upper = *k - 1;
    if (upper)
      found = found ? std::min(*found, *upper) : *upper;
  };
  // The blocks from the function's body down to the use, outermost first.
  std::vector<std::pair<int, int>> levels; // (compound statement, its child holding the use)
  std::vector<int> loops;
  int function = -1;
  for (int child = e.node, p = t[child].parent; p >= 0; child = p, p = t[p].parent) {
    if (t[p].kind == Kind::CompoundStatement)
      levels.emplace_back(p, child);
    if (isLoop(t[p].kind))
      loops.push_back(p);
    if (t[p].kind == Kind::FunctionDefinition || t[p].kind == Kind::LambdaExpression) {
      function = p;
      break;
    }
  }
  if (function < 0)
    return std::nullopt;
  auto [known, fresh] = guardIfs.try_emplace({&t, function});
  if (fresh) {
    std::function<void(int)> collect = [&](int i) {
      if (std::string_view(t[i].type) == "if_statement" && t.child(i, Field::Alternative) < 0)
        known->second.push_back(i);
      for (int c = t[i].firstChild; c >= 0; c = t[c].nextSibling)
        collect(c);
    };
    collect(function);
  }
  std::string_view raw = t.text(e.node);
  bool tested = false;
  for (int s : known->second)
    if (t[s].startByte < useStart && t.text(t.child(s, Field::Condition)).find(raw) != std::string_view::npos)
      tested = true;
  if (!tested)
    return std::nullopt;
  // A clamp (item 11): the body's last statement `x = V;` with V a constant (AST mode also takes
  // a value with a proved bound), and nothing after it: the bound V on that branch.
  auto clampedTo = [&](int body) -> std::optional<uint64_t> {
    int last = body;
    if (last >= 0 && t[last].kind == Kind::CompoundStatement) {
      last = -1;
      for (int c = t.firstNamed(body); c >= 0; c = t.nextNamed(c))
        if (t[c].kind != Kind::Comment)
          last = c;
    }
    if (last < 0 || t[last].kind != Kind::ExpressionStatement)
      return std::nullopt;
    int assign = t.firstNamed(last);
    if (assign < 0 || t[assign].kind != Kind::AssignmentExpression)
      return std::nullopt;
    int op = t.child(assign, Field::Operator);
    if (op < 0 || std::string_view(t[op].type) != "=" ||
        builder::withoutSpaces(textOf(stripParensAndCasts({&t, t.child(assign, Field::Left)}))) != x)
      return std::nullopt;
    auto v = value({&t, t.child(assign, Field::Right)});
    return v;
  };
  std::reverse(levels.begin(), levels.end());
  std::optional<uint64_t> bound;
  std::string why;
  for (auto [block, holder] : levels) {
    // A loop between this block and the use may write x on an earlier iteration.
    for (int loop : loops)
      if (t[loop].startByte >= t[block].startByte && t[loop].endByte <= t[block].endByte &&
          mayWrite(t, loop, anyStore))
        bound.reset();
    for (int s = t.firstNamed(block); s >= 0 && s != holder; s = t.nextNamed(s)) {
      found.reset();
      std::string_view type = t[s].type;
      if (type == "if_statement" && t.child(s, Field::Alternative) < 0 &&
          leaves(t, t.child(s, Field::Consequence), useStart, {&t, function}, file)) {
        NodeRef cond{&t, t.child(s, Field::Condition)};
        if (cond.valid() && t[cond.node].kind == Kind::ConditionClause)
          cond = {&t, t.child(cond.node, Field::Value)};
        if (!mayWrite(t, s, anyStore))
          tests(cond);
      } else if (type == "if_statement" && t.child(s, Field::Alternative) < 0) {
        if (auto clamp = clampedTo(t.child(s, Field::Consequence))) {
          NodeRef cond{&t, t.child(s, Field::Condition)};
          if (cond.valid() && t[cond.node].kind == Kind::ConditionClause)
            cond = {&t, t.child(cond.node, Field::Value)};
          tests(cond);
          if (found)
            found = std::max(*found, *clamp);
          if (found && bound) // the clamp rewrote x: an earlier test's bound no longer holds
            bound = *found;
        }
      }
      if (found) {
        if (!bound || *found < *bound)
          why = "'" + std::string(t.text(e.node)) + "' was checked to be at most " +
                std::to_string(*found) + " (line " + std::to_string(t[s].startRow + 1) + ")";
        bound = bound ? std::min(*bound, *found) : *found;
      } else if (mayWrite(t, s, anyStore)) {
        bound.reset();
      }
    }
  }
  if (!bound)
    return std::nullopt;
  return std::make_pair(*bound, why);
}

} // namespace faultline::fastmode
