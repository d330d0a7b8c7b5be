// Find-or-create over a linked list walked in the function itself, fast mode's reading of
// analyzer/extract/ListMemos.cpp (the Dazzler DB library's Open_Track):
//
//   for (record = db->tracks; record != NULL; record = record->next)
//     if (strcmp(record->name, track) == 0)
//       return (record);
//   ...the work...
//   record->next = db->tracks;  db->tracks = record;
//
// A `for` (or a `while` started by the statement before it) at the top of the body walks a list
// from its root (a field expression, or a file-scope global) by `r = r->next`; an `if` of its
// body compares the item with another name and returns; from the event's statement on, the
// function assigns the root or through it (`db->tracks->next = r`) or takes its address. The
// work between runs once per key not yet listed.
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <string>
#include <string_view>

namespace faultline::fastmode::walker {

namespace {

using builder::withoutSpaces;

// Whether `c`'s subtree names `item` and another variable (an identifier that is not a called
// function's name): the key test.
bool comparesItem(const SyntaxTree &t, int c, std::string_view item) {
  bool named = false, other = false;
  for (int i = c, end = c >= 0 ? t.subtreeEnd(c) : c; i < end; ++i) {
    if (t[i].kind != Kind::Identifier || t[i].field == Field::Function)
      continue;
    (t.text(i) == item ? named : other) = true;
  }
  return named && other;
}

} // namespace

// `r = ROOT` (an assignment, or a statement holding one) or `T *r = ROOT`: r's name, and ROOT
// in `root`; "" otherwise.
std::string Walker::listWalkStart(int s, int &root) const {
  root = -1;
  if (s >= 0 && t[s].kind == Kind::ExpressionStatement)
    s = t.firstNamed(s);
  if (s < 0)
    return "";
  if (t[s].kind == Kind::AssignmentExpression) {
    int op = t.child(s, Field::Operator);
    int left = stripParensAndCasts(ref(t.child(s, Field::Left))).node;
    if (op < 0 || t.text(op) != "=" || left < 0 || t[left].kind != Kind::Identifier)
      return "";
    root = stripParensAndCasts(ref(t.child(s, Field::Right))).node;
    return std::string(t.text(left));
  }
  if (t[s].kind == Kind::Declaration)
    for (int d = t.firstNamed(s); d >= 0; d = t.nextNamed(d))
      if (t[d].kind == Kind::InitDeclarator) {
        int name = declaratorName(t, t.child(d, Field::Declarator));
        root = stripParensAndCasts(ref(t.child(d, Field::Value))).node;
        return name >= 0 ? std::string(t.text(name)) : "";
      }
  return "";
}

// The loop `s` walks a list and leaves on a hit: the root's text without spaces, "" otherwise.
std::string Walker::listWalkRoot(int s, int previous) const {
  auto isStep = [&](int e, const std::string &item) {
    if (e >= 0 && t[e].kind == Kind::ExpressionStatement)
      e = t.firstNamed(e);
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    if (e < 0 || t[e].kind != Kind::AssignmentExpression)
      return false;
    int op = t.child(e, Field::Operator), left = t.child(e, Field::Left);
    int right = stripParensAndCasts(ref(t.child(e, Field::Right))).node;
    if (op < 0 || t.text(op) != "=" || left < 0 || t.text(left) != item || right < 0 ||
        t[right].kind != Kind::FieldExpression)
      return false;
    int arrow = t.child(right, Field::Operator), base = t.child(right, Field::Argument);
    return arrow >= 0 && t.text(arrow) == "->" && base >= 0 && t.text(base) == item;
  };
  int root = -1, body = -1;
  std::string item;
  bool stepped = false;
  if (t[s].kind == Kind::ForStatement) {
    item = listWalkStart(t.child(s, Field::Initializer), root);
    body = t.child(s, Field::Body);
    stepped = !item.empty() && isStep(t.child(s, Field::Update), item);
  } else if (t[s].kind == Kind::WhileStatement) {
    item = listWalkStart(previous, root);
    body = t.child(s, Field::Body);
    stepped = !item.empty() && body >= 0 && isStep(flow::lastStatement(t, body), item);
  }
  if (!stepped || root < 0 || body < 0)
    return "";
  // The root: a field expression, or a global of this file.
  bool field = t[root].kind == Kind::FieldExpression;
  if (!field && !(t[root].kind == Kind::Identifier && cx.file.globals.count(std::string(t.text(root)))))
    return "";
  if (withoutSpaces(t.text(root)).rfind(item + "-", 0) == 0 || t.text(root) == item)
    return "";
  auto isHit = [&](int g) {
    return g >= 0 && t[g].type == std::string_view("if_statement") && t.child(g, Field::Alternative) < 0 &&
           flow::endsInReturn(t, t.child(g, Field::Consequence)) && comparesItem(t, conditionOf(g), item);
  };
  bool hit = isHit(body);
  if (t[body].kind == Kind::CompoundStatement)
    for (int c = t.firstNamed(body); c >= 0 && !hit; c = t.nextNamed(c))
      hit = isHit(c);
  return hit ? withoutSpaces(t.text(root)) : "";
}

std::string Walker::listMemoGuard(int body, int child) const {
  std::string root;
  int previous = -1, s = t[body].firstChild;
  for (; s >= 0 && s != child; previous = s, s = t[s].nextSibling)
    if (t[s].named)
      if (std::string walked = listWalkRoot(s, previous); !walked.empty())
        root = walked;
  if (root.empty() || s < 0)
    return "";
  // A write of the root or through it: `root = r`, `root->next = r`, `&root`.
  auto reaches = [&](int lvalue) {
    std::string text = withoutSpaces(t.text(stripParensAndCasts(ref(lvalue)).node));
    return text == root || text.rfind(root + "->", 0) == 0 || text.rfind(root + ".", 0) == 0;
  };
  for (int from = s, end = t.subtreeEnd(t[body].lastChild); from < end; ++from) {
    bool inserts = (t[from].kind == Kind::AssignmentExpression && reaches(t.child(from, Field::Left))) ||
                   (t[from].kind == Kind::PointerExpression && t.text(from).substr(0, 1) == "&" &&
                    reaches(t.child(from, Field::Argument)));
    if (inserts)
      return "runs only for a key not yet in the list the function walks first (a hit returns "
             "the item, a miss adds one)";
  }
  return "";
}

} // namespace faultline::fastmode::walker
