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
// in the function gives up. The exit-if-set shape of option loops is read here too
// (exitIfSetFlagBound, below).
#include "fastmode/FastControlFlow.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <map>
#include <string>
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
  for (int s = t.firstNamed(branch); s >= 0; s = t.nextNamed(s))
    if (assignsNonzero(s, name))
      return true;
  return false;
}

// Statement `s` is `name = K;`, K a nonzero constant.
bool Walker::assignsNonzero(int s, std::string_view name) const {
  if (s < 0 || t[s].type != std::string_view("expression_statement"))
    return false;
  int e = stripParensAndCasts(ref(t.firstNamed(s))).node;
  if (e < 0 || t[e].type != std::string_view("assignment_expression"))
    return false;
  int op = t.child(e, Field::Operator), left = stripParensAndCasts(ref(t.child(e, Field::Left))).node;
  return op >= 0 && t.text(op) == "=" && left >= 0 && t[left].kind == Kind::Identifier &&
         t.text(left) == name && isNonzeroConstant(t.child(e, Field::Right));
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
    const Variable *flag = usableLocalFlag(name);
    if (!flag || !setsFlagOnce(branch, name))
      continue;
    return flagScopeLoop(*flag, loopIdsByNode());
  }
  if (int bound = sentinelFlagBound(ancestors); bound != -2)
    return bound;
  return exitIfSetFlagBound(ancestors);
}

// The sentinel shape (uucp's tstuu, issue 10; the Clang side reads it off the CFG,
// extract/EventStates.cpp):
//
//   omaster1 = -1;
//   for (...) for (...) { om = open(...); if (om < 0) continue;
//       if (omaster1 == -1) { omaster1 = om; ...event... } ... }
//
// The event's branch needs `v == K` and sets `v = w` as one of its own statements, with no
// `continue` or `goto` to go round first, and `w` known to differ from K there (FastPathFacts.h:
// `om >= 0` past `if (om < 0) continue;`). From then on only a write that may store K brings the
// branch back: every other write of v must store a value known to differ from K too. Each write
// that may store K (`v = -1;`, a declaration without a value, a value not known) must lie in a
// loop around the event or in none; the event then runs at most once per pass of the innermost
// of those loops (-1: once per call).
int Walker::sentinelFlagBound(const std::vector<int> &ancestors) const {
  auto pathOperator = [&](int n) {
    int op = t.child(n, Field::Operator);
    return op >= 0 ? t.text(op) : std::string_view();
  };
  // Most events sit under no `==` test: read the function's writes only for those that do.
  bool equalityGuard = false;
  for (size_t i = 0; i + 1 < ancestors.size() && !equalityGuard; ++i) {
    int cond = flow::typeOf(t, ancestors[i]) == "if_statement"
                   ? flow::conditionValue(t, t.child(ancestors[i], Field::Condition))
                   : -1;
    equalityGuard = t[ancestors[i + 1]].field == Field::Consequence && cond >= 0 &&
                    flow::typeOf(t, cond) == "binary_expression" && pathOperator(cond) == "==";
  }
  if (!equalityGuard)
    return -2;
  auto passedAsArgument = [&](std::string_view name) {
    for (int n = fn.node, end = t.subtreeEnd(fn.node); n < end; ++n)
      if (t[n].kind == Kind::Identifier && t.text(n) == name && t[n].parent >= 0 &&
          flow::typeOf(t, t[n].parent) == "argument_list")
        return true;
    return false;
  };
  std::map<int, int> loopIds = loopIdsByNode();
  StructuredFlow structure(t, t.child(fn.node, Field::Body), loopIds, &cx.file.noreturnFunctions);
  PathFacts pathFacts(t, fn.node, structure, codeValues);
  // Whether `assignment` (`v = w`) stores a value known to differ from `k`: a constant, or a
  // local whose facts there exclude it.
  auto storesOther = [&](int assignment, int64_t k) {
    int right = unparenthesized(t, t.child(assignment, Field::Right));
    if (auto c = pathFacts.constantOf(right))
      return *c != k;
    int statement = t[assignment].parent;
    if (right < 0 || t[right].kind != Kind::Identifier || statement < 0 ||
        flow::typeOf(t, statement) != "expression_statement")
      return false;
    NameFacts known = pathFacts.before(statement);
    auto fact = known.find(t.text(right));
    return fact != known.end() && fact->second.excludes(k);
  };
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    int guard = ancestors[i], branch = ancestors[i + 1];
    if (flow::typeOf(t, guard) != "if_statement" || t[branch].field != Field::Consequence ||
        flow::typeOf(t, branch) != "compound_statement" || flow::mayContinue(t, branch))
      continue;
    auto tested = pathFacts.comparison(flow::conditionValue(t, t.child(guard, Field::Condition)));
    if (!tested || tested->op != builder::Relation::Equal)
      continue;
    int l = resolve(tested->name);
    if (l < 0)
      continue;
    const Variable &flag = locals[static_cast<size_t>(l)].var;
    if (flag.isStatic || flag.parameter >= 0 || flag.pointer || flag.array || flag.reference ||
        (cx.cpp && passedAsArgument(tested->name)))
      continue; // a C++ reference parameter could write it unseen
    bool setsOther = false;
    for (int c = t.firstNamed(branch); c >= 0 && !setsOther; c = t.nextNamed(c)) {
      int e = flow::typeOf(t, c) == "expression_statement" ? unparenthesized(t, t.firstNamed(c)) : -1;
      int left = e >= 0 && flow::typeOf(t, e) == "assignment_expression" && pathFacts.operatorOf(e) == "="
                     ? unparenthesized(t, t.child(e, Field::Left))
                     : -1;
      setsOther = left >= 0 && t.text(left) == tested->name && storesOther(e, tested->k);
    }
    if (!setsOther)
      continue;
    // The writes that may store K: each in a loop around the event (or none).
    int bound = -1;
    bool usable = true;
    for (int w : pathFacts.writesOf(tested->name)) {
      std::string_view type = flow::typeOf(t, w);
      bool mayStoreK = true;
      if (type == "assignment_expression" && pathFacts.operatorOf(w) == "=")
        mayStoreK = !storesOther(w, tested->k);
      else if (type == "init_declarator")
        if (auto c = pathFacts.constantOf(t.child(w, Field::Value)))
          mayStoreK = *c == tested->k;
      if (type == "update_expression" || type == "pointer_expression" ||
          (type == "assignment_expression" && pathFacts.operatorOf(w) != "=")) {
        usable = false; // ++, &flag, +=: not followed
        break;
      }
      if (!mayStoreK)
        continue;
      int loop = -1;
      for (int n = t[w].parent; n >= 0 && n != fn.node && loop < 0; n = t[n].parent)
        if (auto id = loopIds.find(n); id != loopIds.end())
          loop = id->second;
      if (loop >= 0) {
        int loopNode = loopNodes[static_cast<size_t>(loop)];
        if (std::find(ancestors.begin(), ancestors.end(), loopNode) == ancestors.end()) {
          usable = false; // reset in a loop the event is not in: it may run many times per pass
          break;
        }
        if (bound < 0 || facts::loopWithin(facts, loop, bound))
          bound = loop;
      }
    }
    if (usable)
      return bound;
  }
  return -2;
}

// The local `name` when it can serve as a once-flag: a scalar local (not static, a parameter, a
// pointer, an array or a reference) initialised to zero, which the function only ever reads or
// sets to a nonzero constant.
const Variable *Walker::usableLocalFlag(std::string_view name) const {
  int l = resolve(name);
  if (l < 0)
    return nullptr;
  const Variable &flag = locals[static_cast<size_t>(l)].var;
  if (flag.isStatic || flag.parameter >= 0 || flag.pointer || flag.array || flag.reference ||
      flag.init < 0 || !isZeroConstant(flag.init) || !onlySetNonzero(name, flag.nameNode))
    return nullptr;
  return &flag;
}

// The facts loop id of the innermost loop holding the flag's declaration (-1: the function):
// the flag starts at zero again on each of its iterations.
int Walker::flagScopeLoop(const Variable &flag, const std::map<int, int> &loopIds) const {
  for (int n = flag.nameNode; n >= 0 && n != fn.node; n = t[n].parent)
    if (auto id = loopIds.find(n); id != loopIds.end())
      return id->second;
  return -1;
}

namespace {

std::string_view typeOf(const SyntaxTree &t, int n) { return t[n].type; }

// The statement under a chain of labels (`opt_bpf: seen_run = true;`).
int unlabelled(const SyntaxTree &t, int s) {
  while (s >= 0 && typeOf(t, s) == "labeled_statement") {
    int inner = -1;
    for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
      if (typeOf(t, c) != "statement_identifier" && t[c].kind != Kind::Comment)
        inner = c;
    s = inner;
  }
  return s;
}

// The labels under `s` ("opt_bpf"), and whether a `case`/`default` there belongs to a switch
// outside it.
void labelsUnder(const SyntaxTree &t, int s, bool insideSwitch, std::vector<std::string_view> &labels,
                 bool &foreignCase) {
  std::vector<std::pair<int, bool>> work{{s, insideSwitch}};
  while (!work.empty()) {
    auto [n, inSwitch] = work.back();
    work.pop_back();
    std::string_view type = typeOf(t, n);
    if (type == "labeled_statement")
      if (int name = t.firstNamed(n); name >= 0 && typeOf(t, name) == "statement_identifier")
        labels.push_back(t.text(name));
    if (type == "case_statement" && !inSwitch)
      foreignCase = true;
    inSwitch |= type == "switch_statement";
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      work.push_back({c, inSwitch});
  }
}

} // namespace

// Every `goto label` of the function sits in the then-branch of an `if` that finds the flag
// zero (`if (!seen_run) goto opt_bpf;`).
bool Walker::gotosNeedFlagZero(std::string_view label, std::string_view flag) const {
  std::vector<int> work{t.child(fn.node, Field::Body)};
  while (!work.empty()) {
    int n = work.back();
    work.pop_back();
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      work.push_back(c);
    int name = typeOf(t, n) == "goto_statement" ? t.firstNamed(n) : -1;
    if (name < 0 || t.text(name) != label)
      continue;
    bool guarded = false;
    for (int child = n, p = t[n].parent; !guarded && p >= 0 && p != fn.node; child = p, p = t[p].parent)
      if (typeOf(t, p) == "if_statement" && t[child].field == Field::Consequence) {
        int tested = testedForZero(conditionOf(p));
        guarded = tested >= 0 && t[tested].kind == Kind::Identifier && t.text(tested) == flag;
      }
    if (!guarded)
      return false;
  }
  return true;
}

// Fast mode's reading of LocalOnceFlags.cpp's exit-if-set shape (iproute2's tc option loop: `if
// (seen_run) duparg("run", *argv); opt_bpf: seen_run = true; ...the event...`): in one block an
// `if (flag)` whose branch cannot fall through, then `flag = K` (K nonzero), then the statement
// holding the event, no loop in between; labels only up to the assignment, each reached only
// by gotos under `if (!flag)`. The noreturn calls are the ones StructuredFlow knows (the C
// library's and the file's own declarations): a project's noreturn helper declared in another
// header is unknown here, where Clang sees its attribute.
int Walker::exitIfSetFlagBound(const std::vector<int> &ancestors) const {
  std::map<int, int> loopIds = loopIdsByNode();
  StructuredFlow flow(t, t.child(fn.node, Field::Body), loopIds, &cx.file.noreturnFunctions);
  flow.readReturnedNamesWith(&codeValues);
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    int block = ancestors[i];
    if (typeOf(t, block) != "compound_statement" || t[ancestors[i + 1]].parent != block)
      continue;
    bool loopBetween = false;
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j) {
      std::string_view type = typeOf(t, ancestors[j]);
      loopBetween |= type == "for_statement" || type == "while_statement" || type == "for_range_loop" ||
                     (type == "do_statement" && !isDoWhileZero(t, ancestors[j]));
    }
    if (loopBetween)
      continue;
    std::vector<int> body;
    for (int c = t.firstNamed(block); c >= 0; c = t.nextNamed(c))
      if (t[c].kind != Kind::Comment)
        body.push_back(c);
    auto held = std::find(body.begin(), body.end(), ancestors[i + 1]);
    if (held == body.end())
      continue;
    size_t eventAt = static_cast<size_t>(held - body.begin());
    for (size_t g = 0; g < eventAt; ++g) {
      int guard = unlabelled(t, body[g]);
      if (guard < 0 || typeOf(t, guard) != "if_statement" || t.child(guard, Field::Alternative) >= 0)
        continue;
      int consequence = t.child(guard, Field::Consequence);
      int tested = testedForNonZero(conditionOf(guard));
      if (consequence < 0 || flow.outcomes(consequence).normal || tested < 0)
        continue;
      std::string_view name = t.text(tested);
      const Variable *flag = usableLocalFlag(name);
      if (!flag)
        continue;
      size_t set = g + 1;
      while (set < eventAt && !assignsNonzero(unlabelled(t, body[set]), name))
        ++set;
      if (set == eventAt)
        continue;
      bool closed = true;
      for (size_t k = g + 1; closed && k <= eventAt; ++k) {
        std::vector<std::string_view> labels;
        bool foreignCase = false;
        labelsUnder(t, body[k], false, labels, foreignCase);
        closed = !foreignCase && (labels.empty() || k <= set);
        for (std::string_view label : labels)
          closed = closed && gotosNeedFlagZero(label, name);
      }
      if (closed)
        return flagScopeLoop(*flag, loopIds);
    }
  }
  return -2;
}

} // namespace faultline::fastmode::walker
