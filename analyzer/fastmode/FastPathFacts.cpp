// PathFacts (FastPathFacts.h): the integer locals' facts on the straight path to a statement.
#include "fastmode/FastPathFacts.h"

#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

#include <algorithm>
#include <limits>

namespace faultline::fastmode {

using flow::typeOf;

PathFacts::PathFacts(const SyntaxTree &t, int function, const StructuredFlow &flow,
                     const StructuredFlow::ConstantOf &constant)
    : t(t), function(function), flow(flow), constant(constant) {
  if (function < 0 || t.holdsGoto(function)) {
    usable = false;
    return;
  }
  for (int n = function, end = t.subtreeEnd(function); n < end; ++n) {
    std::string_view type = typeOf(t, n);
    int target = -1;
    if (type == "assignment_expression")
      target = strip(t.child(n, Field::Left));
    else if (type == "update_expression")
      target = strip(t.child(n, Field::Argument));
    else if (type == "pointer_expression" && operatorOf(n) == "&")
      target = strip(t.child(n, Field::Argument));
    else if (type == "init_declarator")
      target = t.child(n, Field::Declarator);
    if (target >= 0 && t[target].kind == Kind::Identifier)
      writes[std::string(t.text(target))].push_back(n);
    if (type == "declaration") // `int om, os;`: each plain declarator
      for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].field == Field::Declarator && t[c].kind == Kind::Identifier)
          writes[std::string(t.text(c))].push_back(c);
  }
}

int PathFacts::strip(int e) const { return unparenthesized(t, e); }

std::string_view PathFacts::operatorOf(int n) const {
  int op = n >= 0 ? t.child(n, Field::Operator) : -1;
  return op >= 0 ? t.text(op) : std::string_view();
}

const std::vector<int> &PathFacts::writesOf(std::string_view name) const {
  static const std::vector<int> none;
  auto found = writes.find(name);
  return found == writes.end() ? none : found->second;
}

bool PathFacts::writtenBetween(std::string_view name, uint32_t from, uint32_t to) const {
  for (int w : writesOf(name))
    if (t[w].startByte >= from && t[w].startByte < to)
      return true;
  return false;
}

std::optional<int64_t> PathFacts::constantOf(int e) const {
  e = strip(e);
  if (e < 0 || (t[e].kind == Kind::Identifier && writes.count(t.text(e))))
    return std::nullopt; // a local (or anything written here) is no constant
  return constant ? constant(e) : std::nullopt;
}

std::optional<PathFacts::Comparison> PathFacts::comparison(int e) const {
  e = strip(e);
  if (e < 0 || typeOf(t, e) != "binary_expression")
    return std::nullopt;
  std::optional<builder::Relation> op = builder::relationOf(operatorOf(e));
  if (!op)
    return std::nullopt;
  int l = strip(t.child(e, Field::Left)), r = strip(t.child(e, Field::Right));
  if (l >= 0 && t[l].kind == Kind::Identifier)
    if (auto k = constantOf(r))
      return Comparison{t.text(l), *op, *k};
  if (r >= 0 && t[r].kind == Kind::Identifier)
    if (auto k = constantOf(l))
      return Comparison{t.text(r), builder::mirrored(*op), *k};
  return std::nullopt;
}

// Adds what `cond` being `holdsTrue` says: a comparison with a constant, `!c`, `a && b` when
// true, `a || b` when false.
void PathFacts::learn(int cond, bool holdsTrue, NameFacts &facts, unsigned depth) const {
  cond = strip(cond);
  if (cond < 0 || depth > kMaxDepth)
    return;
  std::string_view type = typeOf(t, cond);
  if (type == "unary_expression" && operatorOf(cond) == "!")
    return learn(t.child(cond, Field::Argument), !holdsTrue, facts, depth + 1);
  if (type == "binary_expression") {
    std::string_view op = operatorOf(cond);
    if ((op == "&&" && holdsTrue) || (op == "||" && !holdsTrue)) {
      learn(t.child(cond, Field::Left), holdsTrue, facts, depth + 1);
      learn(t.child(cond, Field::Right), holdsTrue, facts, depth + 1);
      return;
    }
  }
  if (t[cond].kind == Kind::Identifier) { // `if (v)`
    builder::narrow(facts[std::string(t.text(cond))],
                    holdsTrue ? builder::Relation::NotEqual : builder::Relation::Equal, 0);
    return;
  }
  if (auto c = comparison(cond))
    builder::narrow(facts[std::string(c->name)], holdsTrue ? c->op : builder::negated(c->op), c->k);
}

void PathFacts::forgetWritesIn(int s, NameFacts &facts) const {
  int end = t.subtreeEnd(s);
  for (auto f = facts.begin(); f != facts.end();) {
    const std::vector<int> &w = writesOf(f->first);
    bool written = std::any_of(w.begin(), w.end(), [&](int n) { return n >= s && n < end; });
    f = written ? facts.erase(f) : std::next(f);
  }
}

void PathFacts::apply(int s, NameFacts &facts) const {
  std::string_view type = typeOf(t, s);
  if (type == "if_statement" && t.child(s, Field::Alternative) < 0) {
    int consequence = t.child(s, Field::Consequence);
    int cond = flow::conditionValue(t, t.child(s, Field::Condition));
    if (consequence >= 0 && cond >= 0 && !flow.outcomes(consequence).normal) {
      forgetWritesIn(cond, facts); // `if ((n = read(...)) < 0) return;`
      learn(cond, false, facts);   // the branch that falls through
      return;
    }
  }
  if (type == "declaration") { // `int first = -1;`, `int om, os;`
    forgetWritesIn(s, facts);
    for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling) {
      int name = typeOf(t, c) == "init_declarator" ? t.child(c, Field::Declarator) : -1;
      if (name >= 0 && t[name].kind == Kind::Identifier)
        if (auto k = constantOf(t.child(c, Field::Value)))
          facts[std::string(t.text(name))] = {NameFact::Equal, *k};
    }
    return;
  }
  if (type == "expression_statement") {
    int e = strip(t.firstNamed(s));
    if (e >= 0 && typeOf(t, e) == "assignment_expression" && operatorOf(e) == "=") {
      int left = strip(t.child(e, Field::Left)), right = strip(t.child(e, Field::Right));
      if (left >= 0 && t[left].kind == Kind::Identifier) {
        std::optional<NameFact> value;
        if (auto k = constantOf(right))
          value = NameFact{NameFact::Equal, *k};
        else if (right >= 0 && t[right].kind == Kind::Identifier)
          if (auto f = facts.find(t.text(right)); f != facts.end())
            value = f->second;
        forgetWritesIn(right, facts);
        std::string name(t.text(left));
        if (value)
          facts[name] = *value;
        else
          facts.erase(name);
        return;
      }
    }
  }
  forgetWritesIn(s, facts);
}

NameFacts PathFacts::before(int s) const {
  NameFacts facts;
  if (!usable || s < 0)
    return facts;
  std::vector<int> path; // function ... s
  for (int n = s; n >= 0 && n != function; n = t[n].parent)
    path.push_back(n);
  std::reverse(path.begin(), path.end());
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    int p = path[i], c = path[i + 1];
    std::string_view type = typeOf(t, p);
    if (type == "compound_statement" || flow::isPreprocessorBlock(type) || type == "case_statement") {
      if (type == "case_statement" || typeOf(t, c) == "case_statement")
        facts.clear(); // a switch arm is entered by a jump
      for (int e = t[p].firstChild; e >= 0 && e != c; e = t[e].nextSibling)
        if (flow::isStatementChild(t, e))
          apply(e, facts);
    } else if (type == "if_statement") {
      int cond = flow::conditionValue(t, t.child(p, Field::Condition));
      if (t[c].field == Field::Consequence || t[c].field == Field::Alternative) {
        if (cond >= 0)
          forgetWritesIn(cond, facts);
        learn(cond, t[c].field == Field::Consequence, facts);
      }
    } else if (type == "for_statement" || type == "while_statement" || type == "do_statement" ||
               type == "for_range_loop" || type == "switch_statement") {
      forgetWritesIn(p, facts); // a pass after the first, or an arm: only what nothing here writes
    } else if (type == "else_clause" || type == "labeled_statement" || type == "expression_statement") {
      // the branch itself, or the statement holding the event
    } else if (type == "function_definition" || type == "lambda_expression") {
      facts.clear();
    }
  }
  return facts;
}

int PathFacts::decide(int cond, const NameFacts &facts, uint32_t from, unsigned depth) const {
  cond = strip(cond);
  if (cond < 0 || !usable || t[cond].startByte < from || depth > kMaxDepth)
    return -1;
  std::string_view type = typeOf(t, cond);
  if (type == "unary_expression" && operatorOf(cond) == "!") {
    int inner = decide(t.child(cond, Field::Argument), facts, from, depth + 1);
    return inner < 0 ? -1 : !inner;
  }
  if (type == "binary_expression") {
    std::string_view op = operatorOf(cond);
    if (op == "&&" || op == "||") {
      int l = decide(t.child(cond, Field::Left), facts, from, depth + 1),
          r = decide(t.child(cond, Field::Right), facts, from, depth + 1);
      bool isAnd = op == "&&";
      if (l == !isAnd || r == !isAnd)
        return !isAnd;
      return l >= 0 && r >= 0 ? isAnd : -1;
    }
  }
  std::string_view name;
  builder::Relation op = builder::Relation::NotEqual;
  int64_t k = 0;
  if (t[cond].kind == Kind::Identifier) {
    name = t.text(cond);
  } else if (auto c = comparison(cond)) {
    name = c->name;
    op = c->op;
    k = c->k;
  } else {
    return -1;
  }
  auto fact = facts.find(name);
  if (fact == facts.end() || writtenBetween(name, from, t[cond].startByte))
    return -1;
  return builder::holds(fact->second, op, k);
}

} // namespace faultline::fastmode
