// Events on one iteration of a counted loop, fast mode's reading of
// analyzer/extract/EdgeIterations.h: in `for (i = 0; i < n; i++) { if (i == 0) in = fopen(...);
// ... }` the open runs once per run of the loop. The counter is a local that rises by one
// (wherever it starts), is tested first in the condition and written nowhere in the body; the
// guard compares it with a number (`i == K`, `!i`, else of `i != K`) or with the bound less one
// (`i == n - 1`, `i + 1 == n`, `i >= n - 1`, else of `i < n - 1`, `i + 1 < n`, `i != n - 1`;
// `i == n` under `i <= n`), the bound compared by its text and assigned in the body only under
// an `i == K` guard. A global counter counts when no other function of the file writes it and,
// unless it is static, the body calls only code seen here (FastGlobalWrites.cpp,
// callsOnlyCodeSeenHere). The event then belongs to the next loop out.
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <vector>

namespace faultline::fastmode::walker {

namespace {

struct Counter {
  std::string name;
  std::string bound;     // of `i < n`, single-spaced; empty when the test is `i != n` or `i <= n`
  std::string inclusive; // of `i <= n`: `i == n` is the last iteration
};

bool isNumber(const SyntaxTree &t, int n) { return n >= 0 && t[n].kind == Kind::NumberLiteral; }

bool isPlainName(std::string_view text) {
  return !text.empty() && !std::isdigit(static_cast<unsigned char>(text.front())) &&
         std::all_of(text.begin(), text.end(),
                     [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; });
}

} // namespace

int Walker::edgeIterationBound(int event) const {
  std::vector<int> ancestors = eventAncestors(event);
  std::map<int, int> loopIds = loopIdsByNode();
  size_t innermost = ancestors.size();
  for (size_t i = 0; i + 1 < ancestors.size(); ++i)
    if (loopIds.count(ancestors[i]))
      innermost = i;
  if (innermost >= ancestors.size() || t[ancestors[innermost]].kind != Kind::ForStatement)
    return -2;
  int loop = ancestors[innermost];
  int body = t.child(loop, Field::Body);
  if (ancestors[innermost + 1] != body)
    return -2;
  auto bare = [&](int n) { return n >= 0 ? stripParensAndCasts(ref(n)).node : -1; };
  auto text = [&](int n) { return n >= 0 ? singleSpaced(t.text(n)) : std::string(); };
  // The counter: the local the increment steps by one (`i++`, `++i`, `i += 1`), wherever it
  // starts; a global may be written by the functions the body calls.
  Counter c;
  int update = bare(t.child(loop, Field::Update));
  if (update >= 0 && t[update].kind == Kind::UpdateExpression) {
    int arg = bare(t.child(update, Field::Argument)), op = t.child(update, Field::Operator);
    if (arg >= 0 && t[arg].kind == Kind::Identifier && op >= 0 && t.text(op) == "++")
      c.name = t.text(arg);
  } else if (update >= 0 && t[update].kind == Kind::AssignmentExpression) {
    int l = bare(t.child(update, Field::Left)), op = t.child(update, Field::Operator);
    int r = bare(t.child(update, Field::Right));
    if (l >= 0 && t[l].kind == Kind::Identifier && op >= 0 && t.text(op) == "+=" && r >= 0 &&
        t.text(r) == "1")
      c.name = t.text(l);
  }
  // A global counter (nuttcp's `for (stream_idx = 1; stream_idx <= nstream; stream_idx++)`)
  // counts when no other function of the file writes it (checked once a guard matches).
  const bool global = !c.name.empty() && resolve(c.name) < 0;
  if (c.name.empty() || (global && storageOf(c.name) != Storage::Global))
    return -2;
  // The condition's first `&&` conjunct compares the counter.
  int cond = bare(t.child(loop, Field::Condition));
  while (cond >= 0 && t[cond].kind == Kind::BinaryExpression &&
         t.text(t.child(cond, Field::Operator)) == "&&")
    cond = bare(t.child(cond, Field::Left));
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression)
    return -2;
  int cl = bare(t.child(cond, Field::Left));
  std::string_view cop = t.text(t.child(cond, Field::Operator));
  if (cl < 0 || t.text(cl) != c.name || (cop != "<" && cop != "!=" && cop != "<="))
    return -2;
  if (cop == "<")
    c.bound = text(bare(t.child(cond, Field::Right)));
  else if (cop == "<=")
    c.inclusive = text(bare(t.child(cond, Field::Right)));
  auto isCounter = [&](int n) { return n >= 0 && t[n].kind == Kind::Identifier && t.text(n) == c.name; };
  auto boundMinusOne = [&](int n) {
    if (c.bound.empty() || n < 0 || t[n].kind != Kind::BinaryExpression ||
        t.text(t.child(n, Field::Operator)) != "-")
      return false;
    int r = bare(t.child(n, Field::Right));
    return r >= 0 && t.text(r) == "1" && text(bare(t.child(n, Field::Left))) == c.bound;
  };
  auto counterPlusOne = [&](int n) {
    if (n < 0 || t[n].kind != Kind::BinaryExpression || t.text(t.child(n, Field::Operator)) != "+")
      return false;
    int l = bare(t.child(n, Field::Left)), r = bare(t.child(n, Field::Right));
    return (isCounter(l) && r >= 0 && t.text(r) == "1") || (isCounter(r) && l >= 0 && t.text(l) == "1");
  };
  // A local or parameter the body never writes nor takes the address of (AST:
  // EdgeIterations.cpp, fixedInLoop): hypre's `if (mype == pe)` in a loop over the ranks.
  auto fixedInLoop = [&](int n) {
    int local = n >= 0 && t[n].kind == Kind::Identifier && t.text(n) != c.name ? resolve(t.text(n)) : -1;
    if (local < 0)
      return false;
    // Declared before the loop: one declared in the body starts again on every pass.
    int declared = locals[static_cast<size_t>(local)].var.nameNode;
    if (declared < 0 || t[declared].startByte >= t[body].startByte)
      return false;
    for (int k = body, end = t.subtreeEnd(body); k < end; ++k) {
      int target = -1;
      if (t[k].kind == Kind::AssignmentExpression)
        target = bare(t.child(k, Field::Left));
      else if (t[k].kind == Kind::UpdateExpression ||
               (t[k].kind == Kind::PointerExpression && t.text(t.child(k, Field::Operator)) == "&"))
        target = bare(t.child(k, Field::Argument));
      if (target >= 0 && t.text(target) == t.text(n))
        return false;
    }
    return true;
  };
  // Whether `e` holds (holds) or fails (!holds) on one iteration at most.
  std::function<bool(int, bool)> atAnEdge = [&](int e, bool holds) -> bool {
    e = bare(e);
    if (e < 0)
      return false;
    if (t[e].kind == Kind::UnaryExpression && t.text(t.child(e, Field::Operator)) == "!")
      return atAnEdge(t.child(e, Field::Argument), !holds);
    if (isCounter(e))
      return !holds; // `if (i)` fails only for i == 0
    if (t[e].kind != Kind::BinaryExpression)
      return false;
    std::string_view op = t.text(t.child(e, Field::Operator));
    int l = bare(t.child(e, Field::Left)), r = bare(t.child(e, Field::Right));
    if (op == "&&")
      return holds && (atAnEdge(l, true) || atAnEdge(r, true));
    if (op == "==" || op == "!=") {
      if (holds != (op == "=="))
        return false;
      if (isCounter(r))
        std::swap(l, r);
      if (isCounter(l) && (isNumber(t, r) || fixedInLoop(r)))
        return true; // i == K, or a local the loop never writes
      if (isCounter(l) && boundMinusOne(r))
        return true;
      if (isCounter(l) && !c.inclusive.empty() && text(r) == c.inclusive)
        return true; // i == n under `i <= n`
      return counterPlusOne(l) && !c.bound.empty() && text(r) == c.bound;
    }
    if (op != "<" && op != ">=")
      return false;
    return holds == (op == ">=") && !c.bound.empty() &&
           ((isCounter(l) && boundMinusOne(r)) || (counterPlusOne(l) && text(r) == c.bound));
  };
  // Written in the body: the counter (never allowed) and the bound (then unknown, unless it is
  // written only in branches that run on one iteration: `i == n` then holds on two at most).
  auto onOneIterationOnly = [&](int guard, bool holds) {
    Counter all = c;
    c.bound.clear();
    c.inclusive.clear();
    bool edge = atAnEdge(conditionOf(guard), holds); // the `i == K` forms only
    c = all;
    return edge;
  };
  bool boundWritten = false;
  std::vector<std::pair<int, bool>> work{{body, false}}; // node, inside a one-iteration branch
  while (!work.empty()) {
    auto [n, onEdge] = work.back();
    work.pop_back();
    const bool branch = t[n].type == std::string_view("if_statement");
    const bool thenOnEdge = branch && onOneIterationOnly(n, true);
    const bool elseOnEdge = branch && onOneIterationOnly(n, false);
    for (int k = t[n].firstChild; k >= 0; k = t[k].nextSibling)
      work.push_back({k, onEdge || (branch && t[k].field == Field::Consequence && thenOnEdge) ||
                             (branch && t[k].field == Field::Alternative && elseOnEdge)});
    int target = -1;
    if (t[n].kind == Kind::AssignmentExpression)
      target = bare(t.child(n, Field::Left));
    else if (t[n].kind == Kind::UpdateExpression)
      target = bare(t.child(n, Field::Argument));
    else if (t[n].kind == Kind::PointerExpression && t.text(t.child(n, Field::Operator)) == "&")
      target = bare(t.child(n, Field::Argument));
    if (target < 0)
      continue;
    if (t.text(target) == c.name)
      return -2;
    if (!onEdge && ((!c.bound.empty() && text(target) == c.bound) ||
                    (!c.inclusive.empty() && text(target) == c.inclusive)))
      boundWritten = true;
  }
  const Counter declared = c; // before a written bound is dropped
  if (boundWritten) {
    c.bound.clear();
    c.inclusive.clear();
  }
  // A global counter or bound: no function of the file that writes it may run from the body
  // and, unless it is static, the body calls only code seen here (AST: system headers too).
  auto seenWhole = [&](const std::string &name) {
    return resolve(name) >= 0 ||
           (storageOf(name) == Storage::Global && !mayRunWriterOf(body, fn.node, name) &&
            (lookupIsStatic(name) || callsOnlyCodeSeenHere(body)));
  };
  auto nextLoopOut = [&] {
    int outer = -1;
    for (size_t j = 0; j < innermost; ++j)
      if (auto id = loopIds.find(ancestors[j]); id != loopIds.end())
        outer = id->second;
    return outer;
  };
  // The for-switch idiom (AST: EdgeIterations.cpp, onOneCaseOfCounter): the event in the arm of
  // one constant `case K:` of a `switch` on the counter, entered only through its label.
  auto leaves = [&](int s) {
    while (s >= 0 && flow::typeOf(t, s) == "compound_statement")
      s = flow::lastStatement(t, s);
    std::string_view type = flow::typeOf(t, s);
    return type == "break_statement" || type == "return_statement" || type == "continue_statement" ||
           type == "goto_statement";
  };
  auto oneCaseOfCounter = [&](size_t i) {
    int sw = ancestors[i];
    if (flow::typeOf(t, sw) != "switch_statement" || i + 2 >= ancestors.size() ||
        ancestors[i + 1] != t.child(sw, Field::Body) || !isCounter(conditionOf(sw)))
      return false;
    // The arm's label: the event's case_statement, or, for a statement tree-sitter leaves in the
    // switch body (after a preprocessor block: `case 0:` then `#ifdef linux ... #endif`), the
    // last case_statement before it.
    int label = ancestors[i + 2];
    if (flow::typeOf(t, label) != "case_statement") {
      int statement = label;
      label = -1;
      for (int k = t[ancestors[i + 1]].firstChild; k >= 0 && k != statement; k = t[k].nextSibling)
        if (flow::typeOf(t, k) == "case_statement")
          label = k;
    }
    if (label < 0 || t.child(label, Field::Value) < 0)
      return false;
    int previous = -1;
    for (int k = t[ancestors[i + 1]].firstChild; k >= 0 && k != label; k = t[k].nextSibling)
      if (flow::isStatementChild(t, k))
        previous = k;
    // Statements after an `#endif` in an arm sit in the switch body itself, outside every
    // case_statement (as FastCallSites.cpp's armValues reads them): the arm before ends in one.
    if (previous >= 0 && flow::typeOf(t, previous) == "case_statement")
      previous = flow::lastStatement(t, previous);
    return previous < 0 || leaves(previous);
  };
  for (size_t i = innermost + 1; i + 1 < ancestors.size(); ++i) {
    if (oneCaseOfCounter(i))
      return seenWhole(c.name) ? nextLoopOut() : -2;
    int guard = ancestors[i], branch = ancestors[i + 1];
    if (t[guard].type != std::string_view("if_statement"))
      continue;
    bool inThen = t[branch].field == Field::Consequence;
    if (!inThen && t[branch].field != Field::Alternative) // the else arm (an else_clause)
      continue;
    if (!atAnEdge(conditionOf(guard), inThen))
      continue;
    return seenWhole(c.name) ? nextLoopOut() : -2;
  }
  const std::string &boundName = declared.bound.empty() ? declared.inclusive : declared.bound;
  if (!boundName.empty() && onTheEndingIteration(event, loop, c.name, boundName, !declared.bound.empty()))
    return seenWhole(c.name) && seenWhole(boundName) ? nextLoopOut() : -2;
  return -2;
}

// mafft's `for (iguidetree = 0; iguidetree < nguidetree; iguidetree++) { if (treein) {
// nguidetree = 1; loadtree(...); } ... }` (AST: EdgeIterations.cpp, onTheEndingIteration): a
// statement of a block around the event sets the bound to a number no greater than the
// counter's start plus one (`<`; the start for `<=`), before the event or after it with no
// `continue` or goto between, and every write of the bound in the body is such a number: the
// loop ends after this iteration.
bool Walker::onTheEndingIteration(int event, int loop, const std::string &counter,
                                  const std::string &bound, bool exclusive) const {
  auto bare = [&](int n) { return n >= 0 ? stripParensAndCasts(ref(n)).node : -1; };
  auto number = [&](int n) -> std::optional<int64_t> {
    n = bare(n);
    return n >= 0 && t[n].kind == Kind::NumberLiteral ? parseNumber(t.text(n)) : std::nullopt;
  };
  // Where the counter starts: `i = C` or `int i = C` in the init.
  std::optional<int64_t> start;
  int init = t.child(loop, Field::Initializer);
  if (init >= 0 && t[init].kind == Kind::AssignmentExpression &&
      t.text(bare(t.child(init, Field::Left))) == counter)
    start = number(t.child(init, Field::Right));
  else if (init >= 0 && t[init].kind == Kind::Declaration)
    for (int d = t[init].firstChild; d >= 0; d = t[d].nextSibling)
      if (t[d].kind == Kind::InitDeclarator && t.text(t.child(d, Field::Declarator)) == counter)
        start = number(t.child(d, Field::Value));
  if (!start || *start > INT64_MAX / 2 || !isPlainName(bound))
    return false;
  const int64_t limit = exclusive ? *start + 1 : *start;
  auto lowers = [&](int n) {
    n = bare(n);
    if (n < 0 || t[n].kind != Kind::AssignmentExpression || t.text(t.child(n, Field::Operator)) != "=" ||
        t.text(bare(t.child(n, Field::Left))) != bound)
      return false;
    auto value = number(t.child(n, Field::Right));
    return value && *value <= limit;
  };
  int body = t.child(loop, Field::Body);
  for (int n = body, end = t.subtreeEnd(body); n < end; ++n) {
    int target = -1;
    if (t[n].kind == Kind::AssignmentExpression && !lowers(n))
      target = bare(t.child(n, Field::Left));
    else if (t[n].kind == Kind::UpdateExpression ||
             (t[n].kind == Kind::PointerExpression && t.text(t.child(n, Field::Operator)) == "&"))
      target = bare(t.child(n, Field::Argument));
    if (target >= 0 && t.text(target) == bound)
      return false; // raised again, or written otherwise
  }
  for (int held = event; held >= 0 && held != body; held = t[held].parent) {
    int block = t[held].parent;
    if (block < 0 || t[block].kind != Kind::CompoundStatement)
      continue;
    bool before = true, blocked = false;
    for (int s = t[block].firstChild; s >= 0; s = t[s].nextSibling) {
      if (s == held) {
        before = false;
        blocked = flow::mayContinue(t, s);
        continue;
      }
      if (!blocked && t[s].kind == Kind::ExpressionStatement && lowers(t.firstNamed(s)))
        return true;
      if (!before)
        blocked = blocked || flow::mayContinue(t, s);
    }
  }
  return false;
}

} // namespace faultline::fastmode::walker
