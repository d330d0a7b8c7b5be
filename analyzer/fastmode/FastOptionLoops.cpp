// Directly in a getopt loop: runs once per command-line option given. Fast mode's reading of
// analyzer/extract/OptionLoops.cpp (the innermost loop enclosing the event tests a call of
// getopt, getopt_long or getopt_long_only in its condition), and of its option names' branches in
// a hand-written argument loop (`if (matches(*argv, "xdp") == 0)`, `if (!strcmp(argv[i], "-c"))`).
#include "facts/builder/StringComparators.h"
#include "fastmode/FastSizes.h"
#include "fastmode/WalkerImpl.h"

#include <string_view>
#include <vector>

namespace faultline::fastmode::walker {


std::string_view subscriptIndexText(const SyntaxTree &t, int subscript) {
  int base = t.child(subscript, Field::Argument);
  if (base < 0)
    return {};
  std::string_view text = t.text(subscript).substr(t[base].endByte - t[subscript].startByte);
  size_t open = text.find('['), close = text.rfind(']');
  std::string_view index = open != std::string_view::npos && close > open
                               ? text.substr(open + 1, close - open - 1) : std::string_view();
  while (!index.empty() && index.front() == ' ')
    index.remove_prefix(1);
  while (!index.empty() && index.back() == ' ')
    index.remove_suffix(1);
  return index;
}

// `*argv`, `argv[i]`, `argv[i] + 2`, `cfg->argv[0]`, or a local initialised from one.
bool Walker::namesArgument(int e, unsigned depth) const {
  for (unsigned guard = 0; e >= 0 && guard < 16; ++guard) {
    e = stripParensAndCasts(ref(e)).node;
    if (e < 0)
      return false;
    Kind k = t[e].kind;
    int op = t.child(e, Field::Operator);
    if ((k == Kind::PointerExpression && op >= 0 && t.text(op) == "*") || k == Kind::UpdateExpression)
      e = t.child(e, Field::Argument); // `*argv`, `*++ap`
    else if (k == Kind::AssignmentExpression && op >= 0 && t.text(op) == "=")
      e = t.child(e, Field::Right); // `*(ap = argv[i])`
    else if (k == Kind::SubscriptExpression) {
      // `argv[1]`: one fixed argument, not the loop's current one (as OptionLoops.cpp).
      int base = t.child(e, Field::Argument);
      if (base >= 0 && t[base].kind == Kind::Identifier && t.text(base) == "argv") {
        std::string_view index = subscriptIndexText(t, e);
        if (!index.empty() && index.find_first_not_of("0123456789") == std::string_view::npos)
          return false;
      }
      e = base;
    }
    else if (k == Kind::BinaryExpression && op >= 0 && t.text(op) == "+")
      e = t.child(e, Field::Left);
    else if (k == Kind::FieldExpression) {
      int field = t.child(e, Field::FieldName);
      return field >= 0 && t.text(field) == "argv";
    } else if (k == Kind::Identifier) {
      if (t.text(e) == "argv")
        return true;
      int local = localOf(e);
      if (depth > 0 || local < 0)
        return false;
      const Variable &var = locals[static_cast<size_t>(local)].var;
      if (var.parameter >= 0 || var.isStatic)
        return false;
      if (var.init >= 0)
        return namesArgument(var.init, depth + 1);
      // Assigned only from the command line (bibtool's `if (*(ap = argv[i]) != '-')`).
      auto values = assignedValues.find(var.name);
      if (values == assignedValues.end() || values->second.empty())
        return false;
      // No other compound assignment (`ap *= n`) either; steps (`++ap`, and `spp += 2` past an
      // option and its value, net-tools' ifconfig) stay in the vector, as on the Clang side.
      int body = t.child(fn.node, Field::Body);
      for (int n = body, end = body >= 0 ? t.subtreeEnd(body) : -1; n >= 0 && n < end; ++n) {
        if (t[n].kind != Kind::AssignmentExpression)
          continue;
        int left = stripParensAndCasts(ref(t.child(n, Field::Left))).node, o = t.child(n, Field::Operator);
        if (left >= 0 && t[left].kind == Kind::Identifier && t.text(left) == var.name && o >= 0 &&
            t.text(o) != "=" && t.text(o) != "+=" && t.text(o) != "-=")
          return false;
      }
      for (int v : values->second)
        if (v < 0 || !namesArgument(v, depth + 1))
          return false;
      return true;
    } else {
      return false;
    }
  }
  return false;
}

// The string a call compares a `names` operand with, as OptionLoops.cpp's comparedKeyword.
std::string Walker::comparedKeyword(int e, bool &truthMeansEqual, const OperandTest &names) const {
  int call = stripParensAndCasts(ref(e)).node;
  if (call < 0 || t[call].kind != Kind::CallExpression)
    return "";
  int function = t.child(call, Field::Function);
  if (function < 0 || t[function].kind != Kind::Identifier)
    return "";
  std::optional<bool> polarity = builder::comparatorTrueWhenEqual(t.text(function));
  if (!polarity)
    return "";
  truthMeansEqual = *polarity;
  std::vector<int> args = arguments(t.child(call, Field::Arguments));
  if (args.size() < 2)
    return "";
  int a = args[0], b = args[1];
  if (literalText(t, a))
    std::swap(a, b);
  std::optional<std::string> keyword = literalText(t, b);
  return keyword && names(a) ? *keyword : "";
}

// The string `cond` requires a `names` operand to equal when its truth is `truth` (the current
// argument here, the current item in FastWalkedKeywords.cpp).
std::string Walker::keywordWhen(int cond, bool truth, const OperandTest &names) const {
  cond = stripParensAndCasts(ref(cond)).node;
  if (cond < 0)
    return "";
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (t[cond].kind == Kind::BinaryExpression) {
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    if (o == (truth ? "&&" : "||")) {
      std::string l = keywordWhen(left, truth, names);
      return l.empty() ? keywordWhen(right, truth, names) : l;
    }
    if (o == (truth ? "||" : "&&")) {
      std::string l = keywordWhen(left, truth, names);
      return l.empty() || keywordWhen(right, truth, names).empty() ? "" : l;
    }
    if (o == "==" || o == "!=") {
      int other = isZeroConstant(right) ? left : isZeroConstant(left) ? right : -1;
      return other >= 0 ? keywordWhen(other, (o == "!=") == truth, names) : "";
    }
    return "";
  }
  if (t[cond].kind == Kind::UnaryExpression && o == "!")
    return keywordWhen(t.child(cond, Field::Argument), !truth, names);
  bool truthMeansEqual = false;
  std::string keyword = comparedKeyword(cond, truthMeansEqual, names);
  return truthMeansEqual == truth ? keyword : "";
}

std::string Walker::argumentKeyword(int guard, int branch) const {
  int cond = conditionOf(guard);
  bool then = t[branch].field == Field::Consequence, otherwise = t[branch].field == Field::Alternative;
  if (cond < 0 || (!then && !otherwise))
    return "";
  std::string keyword = keywordWhen(cond, then, [&](int e) { return namesArgument(e, 0); });
  if (keyword.empty())
    return "";
  return "runs once per command-line option given (the branch for argument '" + keyword + "')";
}

std::string Walker::optionLoop(const std::vector<int> &ancestors) const {
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    int s = ancestors[i];
    std::string_view type = t[s].type;
    if (type != "while_statement" && type != "for_statement" && type != "do_statement" &&
        type != "for_range_loop")
      continue;
    // getopt in the condition, or in the body's first statement (`for (;;) { int c =
    // getopt_long(...); if (c == -1) break; ... }`), as on the Clang side.
    auto callsGetopt = [&](int node) {
      for (int n = node, end = node >= 0 ? t.subtreeEnd(node) : -1; n >= 0 && n < end; ++n) {
        if (t[n].kind != Kind::CallExpression)
          continue;
        int function = t.child(n, Field::Function);
        std::string_view name = function >= 0 && t[function].kind == Kind::Identifier ? t.text(function) : "";
        if (name == "getopt" || name == "getopt_long" || name == "getopt_long_only")
          return true;
      }
      return false;
    };
    int body = t.child(s, Field::Body);
    int first = body >= 0 && t[body].kind == Kind::CompoundStatement ? t.firstNamed(body) : -1;
    while (first >= 0 && t[first].kind == Kind::Comment)
      first = t.nextNamed(first);
    if (callsGetopt(t.child(s, Field::Condition)) || callsGetopt(first))
      return "runs once per command-line option given (a getopt loop)";
    // An option name's branch between this loop and the event, or an option letter's arm of a
    // switch on the argument's characters (bibtool's `switch (*++ap) { case 'x': ... }`).
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j) {
      std::string_view type = t[ancestors[j]].type;
      if (type == "if_statement")
        if (std::string keyword = argumentKeyword(ancestors[j], ancestors[j + 1]); !keyword.empty())
          return keyword;
      if (type != "switch_statement" || j + 2 >= ancestors.size() ||
          t[ancestors[j + 2]].type != std::string_view("case_statement") ||
          !namesArgument(conditionOf(ancestors[j]), 0))
        continue;
      if (auto cases = caseArmValues(ancestors[j + 2], [&](int value) { return integerConstant(value); })) {
        int64_t c = cases->front();
        std::string letter = c > 32 && c < 127 ? std::string(1, static_cast<char>(c)) : std::to_string(c);
        return "runs once per command-line option given (the arm for option '" + letter + "')";
      }
    }
    return "";
  }
  return "";
}

} // namespace faultline::fastmode::walker
