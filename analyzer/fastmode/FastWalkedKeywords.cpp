// A loop's walk over a list or a string that dispatches on the current item's keyword: the
// keyword's branch runs once per mention of it, not per item, when no call in the branch is
// handed the item. Fast mode's reading of analyzer/extract/WalkedKeywords.cpp (which says why, and what is
// left out): `for (...; ...; v = v->next)` with items `v->field`, `for (...; ...; p++)` with items
// `*p`, `p[k]` (k a number) or `a[p]`, `a[p].field`; an `if` comparing an item with a string
// literal, or a switch arm on one for letters and digits.
#include "facts/builder/WalkedKeywordReasons.h"
#include "fastmode/FastSizes.h"
#include "fastmode/WalkerImpl.h"

#include <string_view>

namespace faultline::fastmode::walker {

namespace {

// The variable a `for` loop's update steps: `v = v->next` (list: true) or `p++` / `++p`.
std::string_view cursorOf(const SyntaxTree &t, int loop, bool &list) {
  if (loop < 0 || t[loop].kind != Kind::ForStatement)
    return {};
  int update = stripParensAndCasts(NodeRef{&t, t.child(loop, Field::Update)}).node;
  if (update < 0)
    return {};
  if (t[update].kind == Kind::UpdateExpression && t.text(update).find("++") != std::string_view::npos) {
    int stepped = stripParensAndCasts(NodeRef{&t, t.child(update, Field::Argument)}).node;
    list = false;
    return stepped >= 0 && t[stepped].kind == Kind::Identifier ? t.text(stepped) : std::string_view();
  }
  int op = t.child(update, Field::Operator);
  if (t[update].kind != Kind::AssignmentExpression || op < 0 || t.text(op) != "=")
    return {};
  int left = stripParensAndCasts(NodeRef{&t, t.child(update, Field::Left)}).node;
  int right = stripParensAndCasts(NodeRef{&t, t.child(update, Field::Right)}).node;
  if (left < 0 || right < 0 || t[left].kind != Kind::Identifier || t[right].kind != Kind::FieldExpression)
    return {};
  int base = stripParensAndCasts(NodeRef{&t, t.child(right, Field::Argument)}).node;
  list = true;
  return base >= 0 && t[base].kind == Kind::Identifier && t.text(base) == t.text(left) ? t.text(left)
                                                                                      : std::string_view();
}

bool isIdentifier(const SyntaxTree &t, int e, std::string_view name) {
  e = e >= 0 ? stripParensAndCasts(NodeRef{&t, e}).node : -1;
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

// Whether the subtree at `node` names the identifier `name`.
bool mentions(const SyntaxTree &t, int node, std::string_view name) {
  for (int n = node, end = node >= 0 ? t.subtreeEnd(node) : -1; n >= 0 && n < end; ++n)
    if (t[n].kind == Kind::Identifier && t.text(n) == name)
      return true;
  return false;
}

// Whether a call in the subtree at `node` is handed the item the cursor `name` reaches (as
// WalkedKeywords.cpp's handsOnItem: an argument, the object of a method, the function called).
bool handsOnItem(const SyntaxTree &t, int node, std::string_view name) {
  for (int n = node, end = node >= 0 ? t.subtreeEnd(node) : -1; n >= 0 && n < end; ++n)
    if ((t[n].kind == Kind::CallExpression || t[n].type == std::string_view("new_expression")) &&
        mentions(t, n, name))
      return true;
  return false;
}

} // namespace

bool Walker::namesWalkedItem(int e, std::string_view cursor, bool list) const {
  e = stripParensAndCasts(ref(e)).node;
  while (e >= 0 && t[e].kind == Kind::FieldExpression) {
    e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
    if (list && isIdentifier(t, e, cursor))
      return true;
  }
  if (e < 0 || list)
    return false;
  int op = t.child(e, Field::Operator);
  if (t[e].kind == Kind::PointerExpression && op >= 0 && t.text(op) == "*")
    return isIdentifier(t, t.child(e, Field::Argument), cursor);
  if (t[e].kind != Kind::SubscriptExpression)
    return false;
  // `p[k]` (a character of the walked string) or `a[p]` (the walked index's element).
  int base = t.child(e, Field::Argument);
  if (base < 0)
    return false;
  std::string_view index = subscriptIndexText(t, e);
  if (isIdentifier(t, base, cursor))
    return !index.empty() && index.find_first_not_of("0123456789") == std::string_view::npos;
  return index == cursor;
}

std::string Walker::walkedKeyword(const std::vector<int> &ancestors) const {
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    int loop = ancestors[i];
    std::string_view type = t[loop].type;
    if (type != "while_statement" && type != "for_statement" && type != "do_statement" &&
        type != "for_range_loop")
      continue;
    bool list = false;
    std::string_view cursor = cursorOf(t, loop, list);
    if (cursor.empty())
      return "";
    auto names = [&](int e) { return namesWalkedItem(e, cursor, list); };
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j) {
      int s = ancestors[j];
      if (t[s].type == std::string_view("if_statement")) {
        int branch = ancestors[j + 1], cond = conditionOf(s);
        bool then = t[branch].field == Field::Consequence, otherwise = t[branch].field == Field::Alternative;
        if (cond < 0 || (!then && !otherwise))
          continue;
        std::string keyword = keywordWhen(cond, then, names);
        if (!keyword.empty() && !handsOnItem(t, branch, cursor))
          return builder::walkedKeywordReason(keyword);
        continue;
      }
      if (t[s].type != std::string_view("switch_statement") || j + 2 >= ancestors.size() ||
          t[ancestors[j + 2]].type != std::string_view("case_statement") || !names(conditionOf(s)) ||
          handsOnItem(t, ancestors[j + 2], cursor))
        continue;
      auto cases = caseArmValues(ancestors[j + 2], [&](int value) { return integerConstant(value); });
      if (!cases)
        continue;
      if (auto letter = builder::walkedLetterReason(*cases))
        return *letter;
    }
    return "";
  }
  return "";
}

} // namespace faultline::fastmode::walker
