#include "fastmode/VexingCalls.h"

#include <vector>

namespace faultline::fastmode {
namespace {

class Rewriter {
public:
  explicit Rewriter(SyntaxTree &tree) : t(tree) {}

  void run() {
    const int count = static_cast<int>(t.nodes.size());
    for (int i = 0; i < count; ++i) {
      if (node(i).kind != Kind::Declaration || !insideBody(i))
        continue;
      int declarator = t.child(i, Field::Declarator);
      if (declarator < 0 || node(declarator).kind != Kind::FunctionDeclarator)
        continue;
      int parameters = t.child(declarator, Field::Parameters);
      if (parameters < 0 || !holdsCall(parameters) || !valuesOnly(parameters))
        continue;
      rewriteList(parameters);
    }
  }

private:
  SyntaxTree &t;

  Node &node(int i) { return t.nodes[static_cast<size_t>(i)]; }

  bool insideBody(int i) const {
    for (int p = t[i].parent; p >= 0; p = t[p].parent) {
      Kind k = t[p].kind;
      if (k == Kind::CompoundStatement)
        return true;
      if (k == Kind::FieldDeclarationList || k == Kind::TranslationUnit)
        return false;
    }
    return false;
  }

  std::vector<int> named(int list) const {
    std::vector<int> out;
    for (int c = t[list].firstChild; c >= 0; c = t[c].nextSibling)
      if (t[c].named && t[c].kind != Kind::Comment)
        out.push_back(c);
    return out;
  }

  // `NAME` or `ns::NAME`: what a function's (or a value's) name parses as in a type position.
  bool nameType(int type) const {
    return type >= 0 && (t[type].kind == Kind::TypeIdentifier ||
                         (t[type].kind == Kind::QualifiedIdentifier &&
                          t.child(type, Field::Name) >= 0 &&
                          t[t.child(type, Field::Name)].kind == Kind::TypeIdentifier));
  }

  int callDeclarator(int parameter) const {
    int d = t.child(parameter, Field::Declarator);
    return d >= 0 && t[d].type == std::string_view("abstract_function_declarator") ? d : -1;
  }

  bool holdsCall(int list) const {
    for (int p : named(list))
      if (t[p].kind == Kind::ParameterDeclaration && callDeclarator(p) >= 0)
        return true;
    return false;
  }

  // Every parameter is a name, or a name applied to such a list: nothing a real parameter
  // declaration needs (a declarator name, a primitive type, a qualifier, a default value).
  bool valuesOnly(int list) const {
    for (int p : named(list)) {
      if (t[p].kind != Kind::ParameterDeclaration || !nameType(t.child(p, Field::Type)))
        return false;
      int children = 0;
      for (int c = t[p].firstChild; c >= 0; c = t[c].nextSibling)
        children += t[c].named;
      int call = callDeclarator(p);
      if (children != (call >= 0 ? 2 : 1))
        return false;
      if (call >= 0) {
        int inner = t.child(call, Field::Parameters);
        if (inner < 0 || !valuesOnly(inner))
          return false;
      }
    }
    return true;
  }

  void setName(int n) {
    if (node(n).kind == Kind::QualifiedIdentifier) {
      int name = t.child(n, Field::Name);
      node(name).kind = Kind::Identifier;
      node(name).type = "identifier";
      return;
    }
    bool null = t.text(n) == "nullptr";
    node(n).kind = null ? Kind::Null : Kind::Identifier;
    node(n).type = null ? "null" : "identifier";
  }

  // Puts `replacement` where `old` is in its parent's child chain; `old` is left unlinked.
  void replaceChild(int old, int replacement) {
    int parent = t[old].parent;
    Node &p = node(parent);
    int previous = -1;
    for (int c = p.firstChild; c >= 0 && c != old; c = t[c].nextSibling)
      previous = c;
    if (previous < 0)
      p.firstChild = replacement;
    else
      node(previous).nextSibling = replacement;
    if (p.lastChild == old)
      p.lastChild = replacement;
    node(replacement).nextSibling = t[old].nextSibling;
    node(replacement).parent = parent;
    node(replacement).field = t[old].field;
    Node &o = node(old);
    o.kind = Kind::Other;
    o.type = "";
    o.named = false;
    o.firstChild = o.lastChild = o.nextSibling = -1;
  }

  void rewriteList(int list) {
    Node &l = node(list);
    l.kind = Kind::ArgumentList;
    l.type = "argument_list";
    for (int p : named(list)) {
      int type = t.child(p, Field::Type);
      int call = callDeclarator(p);
      if (call < 0) {
        setName(type);
        replaceChild(p, type);
        continue;
      }
      // NAME(ARGS): the parameter declaration becomes the call, its type the callee and its
      // abstract declarator the argument list, which takes over the inner list's children.
      Node &c = node(p);
      c.kind = Kind::CallExpression;
      c.type = "call_expression";
      setName(type);
      node(type).field = Field::Function;
      int inner = t.child(call, Field::Parameters);
      rewriteList(inner);
      Node &args = node(call);
      args.kind = Kind::ArgumentList;
      args.type = "argument_list";
      args.field = Field::Arguments;
      args.firstChild = t[inner].firstChild;
      args.lastChild = t[inner].lastChild;
      for (int k = args.firstChild; k >= 0; k = t[k].nextSibling)
        node(k).parent = call;
      Node &gone = node(inner);
      gone.kind = Kind::Other;
      gone.type = "";
      gone.named = false;
      gone.firstChild = gone.lastChild = -1;
    }
  }
};

} // namespace

void rewriteVexingCalls(SyntaxTree &tree) { Rewriter(tree).run(); }

} // namespace faultline::fastmode
