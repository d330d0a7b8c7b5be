// FastWrites.h states what these answer.
#include "fastmode/FastWrites.h"

#include "fastmode/FastSizes.h"

namespace faultline::fastmode {

int lvalueRoot(const SyntaxTree &t, int e) {
  for (unsigned guard = 0; e >= 0 && guard < 16; ++guard) {
    e = stripParensAndCasts({&t, e}).node;
    if (e < 0)
      return -1;
    switch (t[e].kind) {
    case Kind::Identifier: return e;
    case Kind::FieldExpression:
    case Kind::SubscriptExpression:
    case Kind::PointerExpression:
    case Kind::UpdateExpression: e = t.child(e, Field::Argument); break;
    default: return -1;
    }
  }
  return -1;
}

namespace {

bool rootIs(const SyntaxTree &t, int e, std::string_view root) {
  int r = lvalueRoot(t, e);
  return r >= 0 && t.text(r) == root;
}

// `left` is `root.f` or `root->f` for a field f other than `field`.
bool storesOtherField(const SyntaxTree &t, int left, std::string_view field) {
  NodeRef l = stripParensAndCasts({&t, left});
  if (!l.valid() || t[l.node].kind != Kind::FieldExpression)
    return false;
  int object = t.child(l.node, Field::Argument), name = t.child(l.node, Field::FieldName);
  return object >= 0 && name >= 0 &&
         t[stripParensAndCasts({&t, object}).node].kind == Kind::Identifier && t.text(name) != field;
}

} // namespace

bool mayWrite(const SyntaxTree &t, int i, const WriteQuery &q) {
  if (i < 0)
    return false;
  const Node &n = t[i];
  if (q.callsAndJumps) {
    std::string_view type = n.type;
    if (type == "labeled_statement" || type == "case_statement" || type == "goto_statement")
      return true;
  }
  switch (n.kind) {
  case Kind::AssignmentExpression: {
    int left = t.child(i, Field::Left);
    if (left >= 0 && rootIs(t, left, q.root) &&
        (q.field.empty() || !storesOtherField(t, left, q.field)))
      return true;
    break;
  }
  case Kind::UpdateExpression:
    if (rootIs(t, t.child(i, Field::Argument), q.root))
      return true;
    break;
  case Kind::PointerExpression:
    if (t.text(i).substr(0, 1) == "&" && rootIs(t, t.child(i, Field::Argument), q.root))
      return true;
    break;
  case Kind::CallExpression:
    if (q.callsAndJumps)
      for (int j = i, end = t.subtreeEnd(i); j < end; ++j)
        if (t[j].kind == Kind::Identifier && t.text(j) == q.root)
          return true;
    break;
  case Kind::InitDeclarator:
  case Kind::Declaration:
    for (int c = n.firstChild; c >= 0; c = t[c].nextSibling)
      if (t[c].kind == Kind::Identifier && t.text(c) == q.root)
        return true;
    break;
  default: break;
  }
  for (int c = n.firstChild; c >= 0; c = t[c].nextSibling)
    if (mayWrite(t, c, q))
      return true;
  return false;
}

} // namespace faultline::fastmode
