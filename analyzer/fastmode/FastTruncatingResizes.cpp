// Fast mode's reading of extract/TruncatingResizes.cpp: `if (s.size() >= N) s.resize(N);`
// shrinks the container, and its capacity is never below its size: no block is made.
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

namespace {

std::string bareText(const SyntaxTree &t, int node) {
  int bare = node >= 0 ? stripParensAndCasts(NodeRef{&t, node}).node : -1;
  return bare >= 0 ? singleSpaced(t.text(bare)) : std::string();
}

// `object.size() OP count` or `count OP object.size()` that holds only when the size is at
// least `count`; a conjunct of `&&` counts.
bool sizeAtLeast(const SyntaxTree &t, int cond, const std::string &object,
                 const std::string &count) {
  cond = cond >= 0 ? stripParensAndCasts(NodeRef{&t, cond}).node : -1;
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression)
    return false;
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? std::string_view(t[op].type) : std::string_view();
  int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
  if (o == "&&")
    return sizeAtLeast(t, left, object, count) || sizeAtLeast(t, right, object, count);
  int size = -1, bound = -1;
  if (o == ">=" || o == ">") {
    size = left;
    bound = right;
  } else if (o == "<=" || o == "<") {
    size = right;
    bound = left;
  } else {
    return false;
  }
  size = size >= 0 ? stripParensAndCasts(NodeRef{&t, size}).node : -1;
  if (size < 0 || t[size].kind != Kind::CallExpression)
    return false;
  int function = t.child(size, Field::Function);
  if (function < 0 || t[function].kind != Kind::FieldExpression)
    return false;
  int field = t.child(function, Field::FieldName);
  std::string_view name = field >= 0 ? t.text(field) : std::string_view();
  if (name != "size" && name != "length")
    return false;
  return bareText(t, t.child(function, Field::Argument)) == object && bareText(t, bound) == count;
}

} // namespace

bool Walker::truncatesOnly(int object, int count) const {
  const std::string objectText = bareText(t, object), countText = bareText(t, count);
  if (objectText.empty() || countText.empty())
    return false;
  for (size_t i = parents.size(); i-- > 1;) {
    int branch = parents[i - 1].node;
    if (branch >= 0 && std::string_view(t[branch].type) == "if_statement" &&
        t.child(branch, Field::Consequence) == parents[i].node &&
        sizeAtLeast(t, conditionOf(branch), objectText, countText))
      return true;
  }
  return false;
}

} // namespace faultline::fastmode::walker
