// Walker::randomFallback (WalkerImpl.h): fast mode's reading of analyzer/extract/RandomFallbacks.cpp.
// Before the event, at the top of the function body (or in a preprocessor block there, as
// shadow's `#ifdef HAVE_GETENTROPY`), an `if` without `else` tests getentropy's or getrandom's
// success (`== 0`, `== sizeof v`, `> 0`, `!= -1`; the result directly or through a local assigned
// from the call) and its branch returns or jumps to a label after the event: the event is the
// last resort of a random-bytes reader, taken only on a kernel without those calls.
#include "facts/builder/RandomFallbacks.h"
#include "fastmode/FileConstants.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode::walker {

using flow::typeOf;

namespace {

// The statements of `block` in order, those of preprocessor blocks among them included.
void statementsOf(const SyntaxTree &t, int block, std::vector<int> &out) {
  for (int c = t[block].firstChild; c >= 0; c = t[c].nextSibling) {
    if (!t[c].named)
      continue;
    if (flow::isPreprocessorBlock(typeOf(t, c)))
      statementsOf(t, c, out);
    else
      out.push_back(c);
  }
}

// The text of the first statement_identifier child of `n` (a goto's or a label's name), or "".
std::string_view labelName(const SyntaxTree &t, int n) {
  for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
    if (typeOf(t, c) == "statement_identifier")
      return t.text(c);
  return "";
}

} // namespace

// getentropy or getrandom when `e` is a call of one (through parentheses and casts), or "".
std::string_view Walker::dependableCall(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  int function = e >= 0 && t[e].kind == Kind::CallExpression ? t.child(e, Field::Function) : -1;
  std::string_view name = function >= 0 && t[function].kind == Kind::Identifier ? t.text(function) : "";
  return builder::isDependableRandomCall(name) ? name : "";
}

// The operand a test of a dependable call's success reads (`== 0`, `== sizeof v`, `!= -1`,
// `> 0`, `>= 0`, `!r`), or -1 when `cond` tests no success.
int Walker::testedSuccess(int cond) const {
  cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  if (cond < 0)
    return -1;
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (t[cond].kind == Kind::UnaryExpression)
    return o == "!" ? t.child(cond, Field::Argument) : -1;
  if (t[cond].kind != Kind::BinaryExpression)
    return -1;
  int result = t.child(cond, Field::Left), other = t.child(cond, Field::Right);
  if (integerConstant(result) && !integerConstant(other)) {
    std::swap(result, other);
    o = o == "<" ? ">" : o == ">" ? "<" : o == "<=" ? ">=" : o == ">=" ? "<=" : o;
  }
  std::optional<int64_t> k = integerConstant(other);
  return builder::comparesSuccess(o, k.has_value(), k.value_or(0)) ? result : -1;
}

std::string Walker::randomFallback(int body, int child) const {
  std::vector<int> statements;
  statementsOf(t, body, statements);
  auto at = std::find(statements.begin(), statements.end(), child);
  if (at == statements.end())
    return "";
  // `goto L` leaves past the event when a label L of the body comes after it.
  auto labelAfter = [&](std::string_view name) {
    for (auto s = at + 1; s != statements.end(); ++s)
      for (int l = *s; typeOf(t, l) == "labeled_statement"; l = t[l].lastChild)
        if (labelName(t, l) == name)
          return true;
    return false;
  };
  auto leavesPast = [&](int branch) {
    if (branch >= 0 && t[branch].kind == Kind::CompoundStatement)
      branch = flow::lastStatement(t, branch);
    if (branch < 0)
      return false;
    if (t[branch].kind == Kind::ReturnStatement)
      return true;
    return typeOf(t, branch) == "goto_statement" && labelAfter(labelName(t, branch));
  };
  std::map<std::string, std::string, std::less<>> results; // r = getrandom(...)
  std::vector<std::string> failed;
  for (auto s = statements.begin(); s != at; ++s) {
    int n = *s;
    if (t[n].kind == Kind::Declaration)
      for (int d = t.firstNamed(n); d >= 0; d = t.nextNamed(d))
        if (t[d].kind == Kind::InitDeclarator)
          if (std::string_view call = dependableCall(t.child(d, Field::Value)); !call.empty())
            results[std::string(t.text(declaratorName(t, t.child(d, Field::Declarator))))] = call;
    if (t[n].kind == Kind::ExpressionStatement)
      if (int e = t.firstNamed(n); e >= 0 && t[e].kind == Kind::AssignmentExpression)
        if (std::string_view call = dependableCall(t.child(e, Field::Right)); !call.empty())
          results[std::string(t.text(stripParensAndCasts(ref(t.child(e, Field::Left))).node))] = call;
    if (typeOf(t, n) != "if_statement" || t.child(n, Field::Alternative) >= 0 ||
        !leavesPast(t.child(n, Field::Consequence)))
      continue;
    int cond = conditionOf(n);
    int result = testedSuccess(cond);
    std::string name(dependableCall(result));
    if (name.empty() && result >= 0)
      if (auto r = results.find(t.text(stripParensAndCasts(ref(result)).node)); r != results.end())
        name = r->second;
    if (name == "getrandom" && t[stripParensAndCasts(ref(cond)).node].kind == Kind::UnaryExpression)
      continue; // `!getrandom(...)`: it wrote nothing
    if (!name.empty() && std::find(failed.begin(), failed.end(), name) == failed.end())
      failed.push_back(name);
  }
  return failed.empty() ? "" : builder::randomFallbackNote(failed);
}

} // namespace faultline::fastmode::walker
