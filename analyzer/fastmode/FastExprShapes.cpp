// What an expression is, as far as its spelling tells without types: a count (integer-like), a
// pointer, or only sizeof arithmetic. The size and call logic ask these questions.
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

bool Walker::isIntegerLike(int e) const {
  // Without types: a count is a number, arithmetic, sizeof, a variable that is not a pointer or
  // an object, a name we cannot see (a macro or enumerator from a header), or size()/length().
  NodeRef r = stripParensAndCasts(ref(e));
  if (!r.valid())
    return false;
  int n = r.node;
  switch (t[n].kind) {
  case Kind::NumberLiteral:
  case Kind::CharLiteral:
  case Kind::SizeofExpression:
  case Kind::UnaryExpression:
    return true;
  case Kind::BinaryExpression:
  case Kind::ConditionalExpression:
    return !isPointerLike(n); // `s.data() + off` is a pointer: string(const char *)
  case Kind::Identifier:
  case Kind::TypeIdentifier:
  case Kind::QualifiedIdentifier: {
    int l = t[n].kind == Kind::QualifiedIdentifier ? -1 : resolve(t.text(n));
    if (l < 0) {
      Binding b = lookupFileName(cx.file, t[n].kind == Kind::QualifiedIdentifier
                                              ? t.text(n).substr(t.text(n).rfind(':') + 1)
                                              : t.text(n));
      if (b.kind == Binding::Variable)
        return b.integer;
      return b.kind != Binding::Type;
    }
    const Local &v = locals[static_cast<size_t>(l)];
    return !v.var.pointer && !v.var.array && !v.type.isClass() && !v.type.isAuto;
  }
  case Kind::ParameterDeclaration: // vexing parse: `vector<char> v(n)` with n as a "type"
    return t.child(n, Field::Declarator) < 0 && isIntegerLike(t.child(n, Field::Type));
  case Kind::CallExpression: {
    int function = t.child(n, Field::Function);
    std::string_view name = function >= 0 ? calleeBaseName(t, function) : "";
    return name == "size" || name == "length" || name == "strlen" || name == "count" ||
           (function >= 0 && t[function].kind == Kind::Identifier &&
            cx.file.functionMacros.count(std::string(name)));
  }
  default:
    // `true` / `false`: C++ keywords, and literals to tree-sitter-c (stdbool.h's macros)
    return t[n].type == std::string_view("true") || t[n].type == std::string_view("false");
  }
}

// sizeof(T), 2 * sizeof(T), sizeof(a) + sizeof(b): the size of objects, not of a count.
bool Walker::onlySizeof(NodeRef e) const {
  e = e.valid() ? stripParensAndCasts(e) : NodeRef{};
  if (!e.valid())
    return false;
  const SyntaxTree &in = *e.tree;
  switch (in[e.node].kind) {
  case Kind::SizeofExpression:
  case Kind::NumberLiteral:
    return true;
  case Kind::BinaryExpression:
    return onlySizeof({&in, in.child(e.node, Field::Left)}) &&
           onlySizeof({&in, in.child(e.node, Field::Right)});
  default:
    return false;
  }
}

// An expression that is (or does arithmetic on) a pointer, as far as spelling tells.
bool Walker::isPointerLike(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  switch (t[e].kind) {
  case Kind::StringLiteral:
  case Kind::ConcatenatedString:
    return true;
  case Kind::PointerExpression:
    return t.text(e).substr(0, 1) == "&";
  case Kind::Identifier: {
    int l = resolve(t.text(e));
    return l >= 0 && (locals[static_cast<size_t>(l)].var.pointer || locals[static_cast<size_t>(l)].var.array);
  }
  case Kind::CallExpression: {
    int function = t.child(e, Field::Function);
    std::string_view name = function >= 0 ? calleeBaseName(t, function) : "";
    return name == "data" || name == "c_str" || name == "begin" || name == "end" || name == "get";
  }
  case Kind::BinaryExpression: {
    int op = t.child(e, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    return (o == "+" || o == "-") &&
           (isPointerLike(t.child(e, Field::Left)) || isPointerLike(t.child(e, Field::Right)));
  }
  case Kind::ConditionalExpression:
    return isPointerLike(t.child(e, Field::Consequence)) || isPointerLike(t.child(e, Field::Alternative));
  default:
    return false;
  }
}

// An iterator or pointer, as far as spelling tells: a pointer-like expression, a local declared
// with an iterator type (`std::string::const_iterator it`), begin()/end() and their variants,
// std::next/std::prev, and arithmetic on one of those (`s.begin() + i`).
bool Walker::isIteratorLike(int e) const {
  if (isPointerLike(e))
    return true;
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  switch (t[e].kind) {
  case Kind::ParameterDeclaration: // vexing parse: `std::string piece(first, last)`
    return t.child(e, Field::Declarator) < 0 && isIteratorLike(t.child(e, Field::Type));
  case Kind::Identifier:
  case Kind::TypeIdentifier: {
    int l = resolve(t.text(e));
    if (l < 0)
      return false;
    int type = locals[static_cast<size_t>(l)].var.typeNode;
    std::string_view text = type >= 0 ? t.text(type) : "";
    return text.find("iterator") != std::string_view::npos || text.find("Iterator") != std::string_view::npos;
  }
  case Kind::CallExpression: {
    int function = t.child(e, Field::Function);
    std::string_view name = function >= 0 ? calleeBaseName(t, function) : "";
    return name == "cbegin" || name == "cend" || name == "rbegin" || name == "rend" ||
           name == "crbegin" || name == "crend" || name == "next" || name == "prev";
  }
  case Kind::BinaryExpression: {
    int op = t.child(e, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    return (o == "+" || o == "-") && isIteratorLike(t.child(e, Field::Left));
  }
  default:
    return false;
  }
}

// Two constructor arguments that delimit a range (`std::string(first, last)`, `v(p, p + n)`)
// rather than a count and a value: either reads as an iterator or pointer, or both are locals
// declared with the same type that is not a builtin arithmetic one (`Iter first, last`).
bool Walker::isIteratorRange(int a, int b) const {
  if (isIteratorLike(a) || isIteratorLike(b))
    return true;
  auto named = [&](int n) { // through the vexing parse's parameter declarations
    NodeRef r = stripParensAndCasts(ref(n));
    if (r.valid() && t[r.node].kind == Kind::ParameterDeclaration && t.child(r.node, Field::Declarator) < 0)
      r = ref(t.child(r.node, Field::Type));
    return r;
  };
  NodeRef ra = named(a), rb = named(b);
  auto isName = [&](NodeRef r) {
    return r.valid() && (t[r.node].kind == Kind::Identifier || t[r.node].kind == Kind::TypeIdentifier);
  };
  if (!isName(ra) || !isName(rb))
    return false;
  int la = resolve(t.text(ra.node)), lb = resolve(t.text(rb.node));
  if (la < 0 || lb < 0)
    return false;
  const Local &x = locals[static_cast<size_t>(la)], &y = locals[static_cast<size_t>(lb)];
  if (x.var.typeNode < 0 || y.var.typeNode < 0 || x.var.pointer != y.var.pointer)
    return false;
  std::string_view tx = t.text(x.var.typeNode), ty = t.text(y.var.typeNode);
  return tx == ty && t[x.var.typeNode].kind != Kind::PrimitiveType && t[x.var.typeNode].kind != Kind::SizedTypeSpecifier &&
         tx.find("size_t") == std::string_view::npos && tx.find("int") == std::string_view::npos &&
         tx != "auto";
}

// The value of a plain character literal (`' '`, `'-'`, `'\\'`, `'\''`), or 0 for anything else
// (other escapes, wide or multi-character literals).
uint64_t Walker::charLiteralValue(int e) const {
  NodeRef r = stripParensAndCasts(ref(e));
  if (!r.valid() || t[r.node].kind != Kind::CharLiteral)
    return 0;
  std::string_view text = t.text(r.node);
  if (text.size() == 3 && text.front() == '\'' && text.back() == '\'' && text[1] != '\\')
    return static_cast<unsigned char>(text[1]);
  if (text == R"('\\')" || text == R"('\'')")
    return static_cast<unsigned char>(text[2]);
  return 0;
}

// `x = <e>` (through parentheses): the value of e becomes x's own, not a copied operand.
bool Walker::takenByPlainAssignment(int e) const {
  int p = t[e].parent;
  while (p >= 0 && t[p].kind == Kind::ParenthesizedExpression)
    p = t[p].parent;
  if (p < 0 || t[p].kind != Kind::AssignmentExpression)
    return false;
  int op = t.child(p, Field::Operator);
  return op >= 0 && std::string_view(t[op].type) == "=";
}

} // namespace faultline::fastmode::walker
