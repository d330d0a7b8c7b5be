// Fast mode's side of extract/SettledStates.h, read off the syntax: `if (t->state == v) return
// ...;` among the statements of the body itself, and later, also among them, `t->state = v;`,
// with `t` a pointer parameter, `v` another parameter or a constant, and only failure returns
// between the two (FailureValues.h).
#include "fastmode/FailureValues.h"
#include "fastmode/WalkerImpl.h"

#include <optional>

namespace faultline::fastmode::walker {

namespace {

struct StateValue {
  int parameter = -1;
  int64_t constant = 0;
  bool operator==(const StateValue &o) const {
    return parameter == o.parameter && (parameter >= 0 || constant == o.constant);
  }
};

// `return X;` alone, or `{ ...; return X; }`.
bool endsInReturn(const SyntaxTree &t, int s) {
  if (s >= 0 && t[s].kind == Kind::CompoundStatement) {
    int last = -1;
    for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
      if (t[c].type != std::string_view("comment"))
        last = c;
    s = last;
  }
  return s >= 0 && t[s].kind == Kind::ReturnStatement;
}

} // namespace

void Walker::collectSettledStates(int body) {
  if (body < 0 || t[body].kind != Kind::CompoundStatement)
    return;
  // The parameter an identifier names, or -1.
  auto parameterOf = [&](int e) {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    if (e < 0 || t[e].kind != Kind::Identifier)
      return -1;
    int l = resolve(t.text(e));
    return l >= 0 ? locals[static_cast<size_t>(l)].var.parameter : -1;
  };
  // `p->field` with `p` a pointer parameter: (parameter, field).
  auto fieldOfParameter = [&](int e) -> std::optional<std::pair<int, std::string>> {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    if (e < 0 || t[e].kind != Kind::FieldExpression)
      return std::nullopt;
    int op = t.child(e, Field::Operator), field = t.child(e, Field::FieldName);
    int object = t.child(e, Field::Argument);
    int p = parameterOf(object);
    if (op < 0 || t.text(op) != "->" || field < 0 || p < 0 || !locals[static_cast<size_t>(p)].var.pointer)
      return std::nullopt;
    return std::make_pair(p, std::string(t.text(field)));
  };
  auto stateValue = [&](int e) -> std::optional<StateValue> {
    if (int p = parameterOf(e); p >= 0)
      return StateValue{p, 0};
    if (e < 0)
      return std::nullopt;
    if (std::optional<uint64_t> v = sizes.value(ref(e)); v && *v <= static_cast<uint64_t>(INT64_MAX))
      return StateValue{-1, static_cast<int64_t>(*v)};
    return std::nullopt;
  };
  bool booleanResult = returnsBoolean(t, fn.node);
  // `if (err < 0) return err;` (connman's status from __connman_tethering_set_enabled): the
  // status returned on the branch that finds it negative is a failure (the Clang side alike).
  auto negativeStatus = [&](int ret, int value) {
    int bare = stripParensAndCasts(ref(value)).node;
    if (booleanResult || bare < 0 || t[bare].kind != Kind::Identifier)
      return false;
    int holder = t[ret].parent;
    if (holder >= 0 && t[holder].kind == Kind::CompoundStatement)
      holder = t[holder].parent;
    int cond = holder >= 0 && t[holder].type == std::string_view("if_statement") ? conditionOf(holder) : -1;
    cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
    int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
    if (op < 0 || t[op].type != std::string_view("<"))
      return false;
    int left = stripParensAndCasts(ref(t.child(cond, Field::Left))).node;
    int right = stripParensAndCasts(ref(t.child(cond, Field::Right))).node;
    return left >= 0 && right >= 0 && t.text(left) == t.text(bare) && t.text(right) == "0";
  };
  // Whether the statements between the test and the store return only failures, jump nowhere
  // and leave the object and value parameters alone.
  auto quietBetween = [&](int from, int to, const std::string &object, const std::string &value) {
    for (int s = t[from].nextSibling; s >= 0 && s != to; s = t[s].nextSibling)
      for (int n = s, end = t.subtreeEnd(s); n < end; ++n) {
        if (t[n].kind == Kind::LambdaExpression) {
          n = t.subtreeEnd(n) - 1;
          continue;
        }
        std::string_view type = t[n].type;
        if (type == "goto_statement")
          return false;
        if (t[n].kind == Kind::ReturnStatement) {
          int v = returnValue(t, n);
          if (v < 0 || !(isFailureValue(t, v, resultReading()) || negativeStatus(n, v)))
            return false;
        }
        int written = -1;
        if (t[n].kind == Kind::AssignmentExpression)
          written = t.child(n, Field::Left);
        else if (type == "update_expression")
          written = t.child(n, Field::Argument);
        else if (type == "pointer_expression" && t.child(n, Field::Operator) >= 0 &&
                 t.text(t.child(n, Field::Operator)) == "&")
          written = t.child(n, Field::Argument);
        if (written >= 0) {
          int bare = stripParensAndCasts(ref(written)).node;
          if (bare >= 0 && t[bare].kind == Kind::Identifier &&
              (t.text(bare) == object || (!value.empty() && t.text(bare) == value)))
            return false;
        }
      }
    return true;
  };
  // The constant the body's last statement returns (`return 0;`), if it is one: the success
  // result the branch form's early exits must not give.
  std::optional<int64_t> success;
  int last = -1;
  for (int c = t.firstNamed(body); c >= 0; c = t.nextNamed(c))
    if (t[c].type != std::string_view("comment"))
      last = c;
  int lastValue = last >= 0 && t[last].kind == Kind::ReturnStatement ? returnValue(t, last) : -1;
  if (std::optional<uint64_t> k = lastValue >= 0 ? sizes.value(ref(lastValue)) : std::nullopt;
      k && *k <= static_cast<uint64_t>(INT64_MAX))
    success = static_cast<int64_t>(*k);
  // The branch form (the Clang side's settledBranch): `if (ctx->state < FIRST) { ...;
  // ctx->state = FIRST; }` stores a constant its own test rejects; the early exits before the
  // store sit in an `if` and do not return the success constant.
  auto settledBranch = [&](int s) -> bool {
    int then = t.child(s, Field::Consequence);
    int cond = conditionOf(s);
    cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
    if (then < 0 || t[then].kind != Kind::CompoundStatement || cond < 0)
      return false;
    std::optional<std::pair<int, std::string>> state;
    std::string_view op = "!=";
    int64_t constant = 0;
    if (t[cond].type == std::string_view("unary_expression") && t.child(cond, Field::Operator) >= 0 &&
        t.text(t.child(cond, Field::Operator)) == "!") {
      state = fieldOfParameter(t.child(cond, Field::Argument));
      op = "==";
    } else if (t[cond].kind == Kind::BinaryExpression) {
      int o = t.child(cond, Field::Operator);
      op = o >= 0 ? t[o].type : std::string_view();
      bool swapped = false;
      state = fieldOfParameter(t.child(cond, Field::Left));
      std::optional<StateValue> value = stateValue(t.child(cond, Field::Right));
      if (!state) {
        state = fieldOfParameter(t.child(cond, Field::Right));
        value = stateValue(t.child(cond, Field::Left));
        swapped = true;
      }
      if (!value || value->parameter >= 0)
        return false;
      constant = value->constant;
      if (swapped)
        op = op == "<" ? ">" : op == ">" ? "<" : op == "<=" ? ">=" : op == ">=" ? "<=" : op;
    } else {
      state = fieldOfParameter(cond);
    }
    if (!state || (op != "<" && op != "<=" && op != ">" && op != ">=" && op != "==" && op != "!="))
      return false;
    auto passes = [&](int64_t v) {
      return op == "<" ? v < constant : op == "<=" ? v <= constant : op == ">" ? v > constant
           : op == ">=" ? v >= constant : op == "==" ? v == constant : v != constant;
    };
    std::string object(locals[static_cast<size_t>(state->first)].var.name);
    for (int store = t[then].firstChild; store >= 0; store = t[store].nextSibling) {
      int e = t[store].kind == Kind::ExpressionStatement ? t.firstNamed(store) : -1;
      if (e < 0 || t[e].kind != Kind::AssignmentExpression)
        continue;
      int assign = t.child(e, Field::Operator);
      auto target = fieldOfParameter(t.child(e, Field::Left));
      auto stored = stateValue(t.child(e, Field::Right));
      if (assign < 0 || t[assign].type != std::string_view("=") || !target || *target != *state ||
          !stored || stored->parameter >= 0 || passes(stored->constant))
        continue;
      // What runs before the store: no goto, no write of the object, exits only nested in an
      // `if` and not giving the success result.
      for (int n = t[then].firstChild, end = store; n >= 0 && n < end; ++n) {
        if (t[n].kind == Kind::LambdaExpression) {
          n = t.subtreeEnd(n) - 1;
          continue;
        }
        if (t[n].type == std::string_view("goto_statement"))
          return false;
        if (t[n].kind == Kind::ReturnStatement) {
          int v = returnValue(t, n);
          std::optional<uint64_t> k = v >= 0 ? sizes.value(ref(v)) : std::nullopt;
          bool nested = false;
          for (int up = t[n].parent; up >= 0 && up != then && !nested; up = t[up].parent)
            nested = t[up].type == std::string_view("if_statement");
          if (v < 0 || !success || !nested || (k && static_cast<int64_t>(*k) == *success))
            return false;
        }
        int written = -1;
        if (t[n].kind == Kind::AssignmentExpression)
          written = t.child(n, Field::Left);
        else if (t[n].type == std::string_view("update_expression"))
          written = t.child(n, Field::Argument);
        int bare = written >= 0 ? stripParensAndCasts(ref(written)).node : -1;
        if (bare >= 0 && t[bare].kind == Kind::Identifier && t.text(bare) == object)
          return false;
      }
      facts::SettledState settled;
      settled.objectParameter = state->first;
      settled.field = state->second;
      settled.constant = stored->constant;
      settled.afterOrder = orderOf(then);
      settled.endOrder = endOrderOf(then);
      settled.range = rangeOf(cond);
      facts.settledStates.push_back(std::move(settled));
      return true;
    }
    return false;
  };
  for (int s = t[body].firstChild; s >= 0; s = t[s].nextSibling) {
    if (t[s].type == std::string_view("if_statement") && settledBranch(s))
      continue;
    if (t[s].type != std::string_view("if_statement") || t.child(s, Field::Alternative) >= 0 ||
        !endsInReturn(t, t.child(s, Field::Consequence)))
      continue;
    int cond = conditionOf(s);
    cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
    int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
    if (op < 0 || t[op].type != std::string_view("=="))
      continue;
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    auto state = fieldOfParameter(left);
    auto value = stateValue(right);
    if (!state || !value) {
      state = fieldOfParameter(right);
      value = stateValue(left);
    }
    if (!state || !value || value->parameter == state->first)
      continue;
    for (int store = t[s].nextSibling; store >= 0; store = t[store].nextSibling) {
      int e = t[store].kind == Kind::ExpressionStatement ? t.firstNamed(store) : -1;
      if (e < 0 || t[e].kind != Kind::AssignmentExpression)
        continue;
      int assign = t.child(e, Field::Operator);
      auto target = fieldOfParameter(t.child(e, Field::Left));
      auto stored = stateValue(t.child(e, Field::Right));
      if (assign < 0 || t[assign].type != std::string_view("=") || !target || *target != *state ||
          !stored || !(*stored == *value))
        continue;
      std::string object(locals[static_cast<size_t>(state->first)].var.name);
      std::string valueName =
          value->parameter >= 0 ? locals[static_cast<size_t>(value->parameter)].var.name : "";
      if (quietBetween(s, store, object, valueName)) {
        facts::SettledState settled;
        settled.objectParameter = state->first;
        settled.field = state->second;
        settled.valueParameter = value->parameter;
        settled.constant = value->constant;
        settled.afterOrder = endOrderOf(s);
        settled.range = rangeOf(s);
        facts.settledStates.push_back(std::move(settled));
      }
      break;
    }
  }
}

} // namespace faultline::fastmode::walker
