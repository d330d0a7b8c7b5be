// StructuredFlow::statusEndsLoop (FastControlFlow.h): a loop steered by a status variable, read
// off the structure (the Clang side follows the variable's value along the CFG,
// extract/PathValues.h). nlopt's MLSL loop `for (...; i < N && ret == SUCCESS; ++i) { ... if
// (!insert(tree, p)) { free(p); ret = OUT_OF_MEMORY; } ... }`: once the event's braces set `ret`
// to another constant, and nothing in the loop sets it back, the loop's test fails and the event
// does not repeat. A flag the test needs nonzero (`while (in_mark && inlen)`) works the same
// when the braces clear it and every write in the loop clears it (screen's copy mode, whose
// "write the buffer" key calls WriteFile and then `in_mark = 0`).
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FlowSyntax.h"

#include <cctype>
#include <string>
#include <vector>

namespace faultline::fastmode {

using flow::typeOf;

namespace {

// A constant as the text spells it: a number or an all-capitals name (`NLOPT_SUCCESS`).
bool looksConstant(std::string_view text) {
  if (text.empty())
    return false;
  if (std::isdigit(static_cast<unsigned char>(text.front())) || text.front() == '-')
    return true;
  for (char c : text)
    if (!(std::isupper(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_'))
      return false;
  return true;
}

bool isName(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text.front())))
    return false;
  for (char c : text)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
      return false;
  return true;
}

// What a loop's test needs of a status variable to go on: to equal a constant (`ret ==
// SUCCESS`), or, when `required` is empty, to be nonzero (`in_mark`, `in_mark != 0`).
struct RequiredStatus {
  std::string variable, required;
};

bool isZeroText(std::string_view text) { return text == "0" || text == "false" || text == "NULL"; }

// The `v == K`, `v` and `v != 0` conjuncts of a loop test (spaces removed, outer parentheses
// stripped).
std::vector<RequiredStatus> requiredStatuses(std::string test) {
  while (test.size() >= 2 && test.front() == '(' && test.back() == ')')
    test = test.substr(1, test.size() - 2);
  std::vector<RequiredStatus> out;
  if (test.find("||") != std::string::npos)
    return out;
  size_t start = 0;
  for (;;) {
    size_t end = test.find("&&", start);
    std::string part = test.substr(start, end == std::string::npos ? std::string::npos : end - start);
    while (part.size() >= 2 && part.front() == '(' && part.back() == ')')
      part = part.substr(1, part.size() - 2);
    if (size_t eq = part.find("=="); eq != std::string::npos) {
      std::string left = part.substr(0, eq), right = part.substr(eq + 2);
      if (isName(left) && looksConstant(right) && !looksConstant(left))
        out.push_back({left, right});
      else if (isName(right) && looksConstant(left) && !looksConstant(right))
        out.push_back({right, left});
    } else if (size_t ne = part.find("!="); ne != std::string::npos) {
      std::string left = part.substr(0, ne), right = part.substr(ne + 2);
      if (isName(left) && isZeroText(right) && !looksConstant(left))
        out.push_back({left, ""});
    } else if (isName(part) && !looksConstant(part)) {
      out.push_back({part, ""});
    }
    if (end == std::string::npos)
      break;
    start = end + 2;
  }
  return out;
}

// `text` without its comments (screen's `while (in_mark && (inlen /* || extrap */))`).
std::string withoutComments(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i, 2) == "/*") {
      size_t end = text.find("*/", i + 2);
      i = end == std::string_view::npos ? text.size() : end + 1;
      out += ' ';
    } else if (text.substr(i, 2) == "//") {
      size_t end = text.find('\n', i);
      i = end == std::string_view::npos ? text.size() : end;
      out += ' ';
    } else {
      out += text[i];
    }
  }
  return out;
}

} // namespace

bool StructuredFlow::statusEndsLoop(int event, int loop) const {
  int test = t.child(loop, Field::Condition);
  if (test < 0)
    return false;
  auto statuses = requiredStatuses(builder::withoutSpaces(withoutComments(t.text(test))));
  if (statuses.empty())
    return false;
  // The statement holding the event in a block of the loop (braces or a `case`), and whether it
  // may go round without reaching the statements after it.
  int stmt = event;
  while (stmt >= 0 && stmt != loop && t[stmt].parent >= 0 &&
         t[t[stmt].parent].kind != Kind::CompoundStatement && t[t[stmt].parent].type != std::string_view("case_statement"))
    stmt = t[stmt].parent;
  if (stmt < 0 || stmt == loop || t[stmt].parent < 0)
    return false;
  for (const auto &[variable, required] : statuses) {
    // A value that fails the test, for `v = value;`.
    auto failsTest = [&, &required = required](const std::string &value) {
      return looksConstant(value) && (required.empty() ? isZeroText(value) : value != required);
    };
    // `v = OTHER;` after the event, in its block, with no `continue` before it.
    bool setOther = false;
    bool blocked = flow::mayContinue(t, stmt);
    for (int s = t[stmt].nextSibling; s >= 0 && !setOther && !blocked; s = t[s].nextSibling) {
      std::string text = builder::withoutSpaces(t.text(s));
      setOther = text.starts_with(variable + "=") && text.ends_with(";") && text.find("==") == std::string::npos &&
                 failsTest(text.substr(variable.size() + 1, text.size() - variable.size() - 2));
      blocked = !setOther && flow::mayContinue(t, s);
    }
    if (!setOther)
      continue;
    // Nothing in the loop (its test and update included) may set it back or write it otherwise.
    bool onlyOtherConstants = true;
    for (int n = loop, end = t.subtreeEnd(loop); n < end && onlyOtherConstants; ++n) {
      if (t[n].kind == Kind::AssignmentExpression) {
        int left = t.child(n, Field::Left), right = t.child(n, Field::Right), op = t.child(n, Field::Operator);
        if (left >= 0 && t.text(left) == variable)
          onlyOtherConstants = op >= 0 && t.text(op) == "=" && right >= 0 &&
                               failsTest(builder::withoutSpaces(t.text(right)));
      } else if (t[n].kind == Kind::UpdateExpression || t[n].kind == Kind::PointerExpression) {
        std::string text = builder::withoutSpaces(t.text(n));
        onlyOtherConstants = text != "&" + variable && text.find(variable) == std::string::npos;
      }
    }
    if (onlyOtherConstants)
      return true;
  }
  return false;
}

} // namespace faultline::fastmode
