#include "fastmode/ArrayPointerDeclarations.h"

#include <set>
#include <string>
#include <vector>

namespace faultline::fastmode {
namespace {

class Rewriter {
public:
  explicit Rewriter(SyntaxTree &tree) : t(tree) {}

  void run() {
    collectFunctionNames();
    const int count = static_cast<int>(t.nodes.size());
    for (int i = 0; i < count; ++i)
      if (t[i].kind == Kind::ExpressionStatement && insideBody(i))
        rewrite(i);
  }

private:
  SyntaxTree &t;
  std::set<std::string, std::less<>> functions;

  Node &node(int i) { return t.nodes[static_cast<size_t>(i)]; }

  // Names the file defines or declares as functions: `f(*p)[i] = v;` through one of them is
  // an expression after all.
  void collectFunctionNames() {
    for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
      if (t[i].kind != Kind::FunctionDeclarator)
        continue;
      int name = t.child(i, Field::Declarator);
      if (name >= 0 && t[name].kind == Kind::Identifier)
        functions.emplace(t.text(name));
    }
  }

  bool insideBody(int i) const {
    for (int p = t[i].parent; p >= 0; p = t[p].parent)
      if (t[p].kind == Kind::CompoundStatement)
        return true;
    return false;
  }

  void relabel(int n, Kind kind, const char *type) {
    node(n).kind = kind;
    node(n).type = type;
  }

  void rewrite(int statement) {
    int expression = t.firstNamed(statement);
    if (expression < 0 || t.nextNamed(expression) >= 0)
      return;
    int assignment = -1, value = -1, subscript = expression;
    if (t[expression].kind == Kind::AssignmentExpression) {
      int op = t.child(expression, Field::Operator);
      if (op < 0 || t.text(op) != "=")
        return;
      assignment = expression;
      subscript = t.child(expression, Field::Left);
      value = t.child(expression, Field::Right);
    }
    // `[N]` levels down to the call `NAME(*VAR)`.
    std::vector<int> subscripts;
    int inner = subscript;
    while (inner >= 0 && t[inner].kind == Kind::SubscriptExpression) {
      subscripts.push_back(inner);
      inner = t.child(inner, Field::Argument);
    }
    if (subscripts.empty() || inner < 0 || t[inner].kind != Kind::CallExpression)
      return;
    int type = t.child(inner, Field::Function);
    int args = t.child(inner, Field::Arguments);
    if (type < 0 || args < 0 || t[type].kind != Kind::Identifier || functions.count(t.text(type)))
      return;
    int pointer = t.firstNamed(args);
    if (pointer < 0 || t.nextNamed(pointer) >= 0 || t[pointer].kind != Kind::PointerExpression ||
        t.text(pointer).substr(0, 1) != "*")
      return;
    int name = t.child(pointer, Field::Argument);
    if (name < 0 || t[name].kind != Kind::Identifier)
      return;

    // NAME (*VAR)[N]... [= VALUE];  ->  declaration(type: NAME, declarator: ...)
    // Each `[N]` an array declarator: what it subscripted is its declarator, N its size.
    for (int s : subscripts) {
      relabel(s, Kind::ArrayDeclarator, "array_declarator");
      for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].field == Field::Argument)
          node(c).field = Field::Declarator;
        else if (t[c].named)
          node(c).field = Field::Size;
    }
    relabel(pointer, Kind::PointerDeclarator, "pointer_declarator");
    node(name).field = Field::Declarator;
    // The call becomes the parenthesized declarator: it takes over the argument list's tokens.
    relabel(inner, Kind::ParenthesizedDeclarator, "parenthesized_declarator");
    Node &call = node(inner);
    call.firstChild = t[args].firstChild;
    call.lastChild = t[args].lastChild;
    for (int c = call.firstChild; c >= 0; c = t[c].nextSibling)
      node(c).parent = inner;
    node(inner).field = Field::Declarator;
    Node &list = node(args);
    list.kind = Kind::Other;
    list.type = "";
    list.named = false;
    list.firstChild = list.lastChild = list.nextSibling = -1;
    int declarator = subscript;
    if (assignment >= 0) {
      relabel(assignment, Kind::InitDeclarator, "init_declarator");
      node(subscript).field = Field::Declarator;
      node(value).field = Field::Value;
      declarator = assignment;
    }
    node(declarator).field = Field::Declarator;
    // The type name leaves the call for the front of the declaration.
    relabel(type, Kind::TypeIdentifier, "type_identifier");
    Node &ty = node(type);
    ty.field = Field::Type;
    ty.parent = statement;
    ty.nextSibling = t[statement].firstChild;
    relabel(statement, Kind::Declaration, "declaration");
    node(statement).firstChild = type;
  }
};

} // namespace

void rewriteArrayPointerDeclarations(SyntaxTree &tree) { Rewriter(tree).run(); }

} // namespace faultline::fastmode
