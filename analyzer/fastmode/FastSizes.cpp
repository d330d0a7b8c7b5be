#include "fastmode/FastSizes.h"
#include "fastmode/FastFieldStores.h"

#include "facts/builder/Affine.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace faultline::fastmode {
namespace {

std::optional<int64_t> parseChar(std::string_view text) {
  // 'x', '\n', '\0', '\x41': enough for buffer sizes and setvbuf modes.
  if (text.size() < 3 || text.front() != '\'' || text.back() != '\'')
    return std::nullopt;
  std::string_view body = text.substr(1, text.size() - 2);
  if (body.size() == 1)
    return static_cast<unsigned char>(body[0]);
  if (body.size() >= 2 && body[0] == '\\') {
    switch (body[1]) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case '\\': return '\\';
    case '\'': return '\'';
    case 'x': return std::strtol(std::string(body.substr(2)).c_str(), nullptr, 16);
    default:
      if (body[1] >= '0' && body[1] <= '7')
        return std::strtol(std::string(body.substr(1)).c_str(), nullptr, 8);
    }
  }
  return std::nullopt;
}

bool isCastName(std::string_view name) {
  return name == "static_cast" || name == "reinterpret_cast" || name == "const_cast" ||
         name == "dynamic_cast";
}


} // namespace

std::optional<int64_t> parseNumber(std::string_view text) {
  // tree-sitter-c lexes a signed literal (`-1`, as mmap's descriptor) as one number_literal.
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    auto v = parseNumber(text.substr(1));
    if (!v)
      return std::nullopt;
    return text[0] == '-' ? -*v : *v;
  }
  std::string digits;
  for (char c : text)
    if (c != '\'')
      digits += c;
  bool hex = digits.size() > 1 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
  bool bin = digits.size() > 1 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B');
  while (!digits.empty() && std::string_view("uUlLzZ").find(digits.back()) != std::string_view::npos)
    digits.pop_back();
  if (digits.empty())
    return std::nullopt;
  if (!hex && digits.find_first_of(".eEpP") != std::string::npos)
    return std::nullopt; // floating point
  if (hex && digits.find_first_of(".pP") != std::string::npos)
    return std::nullopt;
  int base = hex ? 16 : bin ? 2 : (digits.size() > 1 && digits[0] == '0') ? 8 : 10;
  const char *start = digits.c_str() + ((hex || bin) ? 2 : 0);
  char *end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(start, &end, base);
  if (errno || !end || *end || v > static_cast<unsigned long long>(INT64_MAX))
    return std::nullopt;
  return static_cast<int64_t>(v);
}

std::string_view lastComponent(std::string_view name) {
  size_t colon = name.rfind("::");
  return colon == std::string_view::npos ? name : name.substr(colon + 2);
}

std::string textOf(NodeRef e) {
  if (!e.valid())
    return "";
  return singleSpaced(e.tree->text(e.node));
}

NodeRef stripParensAndCasts(NodeRef e) {
  for (unsigned guard = 0; e.valid() && guard < 64; ++guard) {
    const SyntaxTree &t = *e.tree;
    const Node &n = t[e.node];
    if (n.kind == Kind::ParenthesizedExpression) {
      e.node = t.firstNamed(e.node);
    } else if (n.kind == Kind::CastExpression) {
      e.node = t.child(e.node, Field::Value);
    } else if (n.kind == Kind::CallExpression) {
      int fn = t.child(e.node, Field::Function);
      int args = t.child(e.node, Field::Arguments);
      if (fn < 0 || args < 0)
        return e;
      bool cast = false;
      if (t[fn].kind == Kind::TemplateFunction) {
        int name = t.child(fn, Field::Name);
        cast = name >= 0 && isCastName(t.text(name));
      } else if (t[fn].kind == Kind::PrimitiveType || t[fn].kind == Kind::SizedTypeSpecifier) {
        cast = true; // size_t(n), int(x): functional casts
      }
      int arg = cast ? t.firstNamed(args) : -1;
      if (!cast || arg < 0 || t.nextNamed(arg) >= 0)
        return e;
      e.node = arg;
    } else {
      return e;
    }
  }
  return e;
}

bool Evaluator::isNull(NodeRef e) const {
  e = stripParensAndCasts(e);
  if (!e.valid())
    return false;
  const Node &n = e.tree->at(e.node);
  if (n.kind == Kind::Null)
    return true;
  std::string_view text = e.tree->text(e.node);
  if (n.kind == Kind::Identifier && text == "NULL")
    return true;
  if (n.kind == Kind::NumberLiteral) {
    auto v = parseNumber(text);
    return v && *v == 0;
  }
  return false;
}

std::optional<int64_t> Evaluator::evaluate(NodeRef e, Trace &trace, unsigned depth) {
  if (!e.valid() || depth > kMaxDepth)
    return std::nullopt;
  e = stripParensAndCasts(e);
  if (!e.valid())
    return std::nullopt;
  const SyntaxTree &t = *e.tree;
  const Node &n = t[e.node];
  bool name = n.kind == Kind::Identifier || n.kind == Kind::TypeIdentifier ||
              n.kind == Kind::QualifiedIdentifier;
  if (!folding && !name) {
    folding = true;
    Trace ignored;
    auto folded = evaluate(e, ignored, depth);
    folding = false;
    if (folded)
      return folded;
  }
  switch (n.kind) {
  case Kind::NumberLiteral:
    return parseNumber(t.text(e.node));
  case Kind::CharLiteral:
    return parseChar(t.text(e.node));
  case Kind::SizeofExpression:
    return evaluateSizeof(e, depth);
  case Kind::BinaryExpression: {
    int op = t.child(e.node, Field::Operator);
    auto lhs = evaluate({&t, t.child(e.node, Field::Left)}, trace, depth + 1);
    auto rhs = evaluate({&t, t.child(e.node, Field::Right)}, trace, depth + 1);
    if (op < 0 || !lhs || !rhs)
      return std::nullopt;
    std::string_view o = t[op].type;
    int64_t out = 0;
    if (o == "+")
      return __builtin_add_overflow(*lhs, *rhs, &out) ? std::nullopt : std::optional(out);
    if (o == "-")
      return __builtin_sub_overflow(*lhs, *rhs, &out) ? std::nullopt : std::optional(out);
    if (o == "*")
      return __builtin_mul_overflow(*lhs, *rhs, &out) ? std::nullopt : std::optional(out);
    if (o == "/")
      return *rhs ? std::optional<int64_t>(*lhs / *rhs) : std::nullopt;
    if (o == "%")
      return *rhs ? std::optional<int64_t>(*lhs % *rhs) : std::nullopt;
    if (o == "<<") {
      if (*rhs < 0 || *rhs > 62 || *lhs < 0 || (*lhs >> (62 - *rhs)) != 0)
        return std::nullopt;
      return *lhs << *rhs;
    }
    if (o == ">>")
      return (*rhs < 0 || *rhs > 63) ? std::nullopt : std::optional<int64_t>(*lhs >> *rhs);
    if (o == "&") return *lhs & *rhs;
    if (o == "|") return *lhs | *rhs;
    if (o == "^") return *lhs ^ *rhs;
    if (o == "<") return *lhs < *rhs;
    if (o == ">") return *lhs > *rhs;
    if (o == "<=") return *lhs <= *rhs;
    if (o == ">=") return *lhs >= *rhs;
    if (o == "==") return *lhs == *rhs;
    if (o == "!=") return *lhs != *rhs;
    if (o == "&&") return *lhs && *rhs;
    if (o == "||") return *lhs || *rhs;
    return std::nullopt;
  }
  case Kind::UnaryExpression: {
    int op = t.child(e.node, Field::Operator);
    auto v = evaluate({&t, t.child(e.node, Field::Argument)}, trace, depth + 1);
    if (op < 0 || !v)
      return std::nullopt;
    std::string_view o = t[op].type;
    if (o == "-") return -*v;
    if (o == "+") return *v;
    if (o == "~") return ~*v;
    if (o == "!") return !*v;
    return std::nullopt;
  }
  case Kind::ConditionalExpression: {
    Trace ignored;
    auto cond = evaluate({&t, t.child(e.node, Field::Condition)}, ignored, depth + 1);
    auto yes = evaluate({&t, t.child(e.node, Field::Consequence)}, trace, depth + 1);
    auto no = evaluate({&t, t.child(e.node, Field::Alternative)}, trace, depth + 1);
    if (cond && ignored.parameter < 0 && ignored.derivation.empty())
      return *cond ? yes : no;
    if (!yes || !no) // either branch may run; the larger one is what can fault
      return std::nullopt;
    return std::max(*yes, *no);
  }
  case Kind::CallExpression: {
    // MIB(4) with `#define MIB(x) ((x) << 20)`: expand the macro and evaluate the expansion.
    int callee = t.child(e.node, Field::Function);
    int args = t.child(e.node, Field::Arguments);
    if (callee < 0 || args < 0 || t[callee].kind != Kind::Identifier)
      return std::nullopt;
    std::string macro(t.text(callee));
    if (!file.isFunctionMacro(macro))
      return folding ? std::nullopt : sizeFunctionValue(e, trace, depth + 1); // FastSizeFunctions.cpp
    std::vector<std::string> texts;
    for (int a = t.firstNamed(args); a >= 0; a = t.nextNamed(a))
      texts.push_back(std::string(t.text(a)));
    return evaluate(file.expandMacro(macro, texts), trace, depth + 1);
  }
  case Kind::Identifier:
  case Kind::TypeIdentifier:
  case Kind::QualifiedIdentifier: {
    std::string_view name = t.text(e.node);
    if (n.kind == Kind::QualifiedIdentifier)
      name = lastComponent(name);
    Binding b = names.lookup(name);
    switch (b.kind) {
    case Binding::Parameter:
      if (trace.parameter < 0)
        trace.parameter = b.parameter;
      return std::nullopt;
    case Binding::Enumerator:
      return b.value;
    case Binding::Macro:
      return evaluate(b.init, trace, depth + 1);
    case Binding::Variable: {
      if (!b.integer || !b.init.valid())
        return std::nullopt;
      if (folding && !(b.variable && b.variable->isConst))
        return std::nullopt;
      auto v = evaluate(b.init, trace, depth + 1);
      if (v && !folding) {
        std::string init = textOf(b.init);
        std::string step = b.name + " = " + (init.size() + b.name.size() + 3 > 80 ? std::to_string(*v) : init) +
                           " (line " + std::to_string(b.line) + ")";
        if (!b.keptDefault.empty())
          step += ", " + b.keptDefault;
        trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
      }
      return v;
    }
    default:
      // C's `true`/`false` (stdbool.h's macros, which fast mode does not read; C23 keywords),
      // when the project gives the names no meaning of its own: 1 and 0, as Clang reads them.
      if (b.kind == Binding::Unknown && (name == "true" || name == "false"))
        return name == "true" ? 1 : 0;
      return std::nullopt;
    }
  }
  case Kind::FieldExpression:
    // `q->nLength` just stored a constant (FastStoredValues.cpp); not something Clang folds.
    return folding ? std::nullopt : storedConstant(e, trace, depth + 1);
  default:
    if (n.type == std::string_view("subscript_expression"))
      return tableEntry(e, trace, depth + 1);
    // C++'s `true`/`false` (and tree-sitter-c's, which parses them as literals too).
    if (n.type == std::string_view("true") || n.type == std::string_view("false"))
      return t.text(e.node) == "true" || t.text(e.node) == "TRUE" ? 1 : 0;
    return std::nullopt;
  }
}

std::optional<uint64_t> Evaluator::value(NodeRef e) {
  Trace trace;
  auto v = evaluate(e, trace, 0);
  if (!v || *v < 0)
    return std::nullopt;
  return static_cast<uint64_t>(*v);
}

std::optional<int64_t> Evaluator::sizedValue(NodeRef e, std::string &derivation) {
  Trace trace;
  auto v = evaluate(e, trace, 0);
  if (!v || *v < 0)
    return std::nullopt;
  derivation = trace.derivation;
  return v;
}

// Whether `e` sits in a loop of its function (a later write could reach the next iteration).
bool Evaluator::insideLoop(NodeRef e) const {
  const SyntaxTree &t = *e.tree;
  for (int n = t[e.node].parent; n >= 0; n = t[n].parent) {
    Kind k = t[n].kind;
    if (k == Kind::ForStatement || k == Kind::WhileStatement || k == Kind::DoStatement ||
        k == Kind::ForRangeLoop)
      return true;
    if (k == Kind::FunctionDefinition || k == Kind::LambdaExpression)
      return false;
  }
  return false;
}

// Whether `cond` only asks if parameter `index` is zero: `p`, `!p`, `p == 0`, `p > 0`, ...
bool Evaluator::testsForZero(NodeRef cond, int index) {
  cond = stripParensAndCasts(cond);
  if (!cond.valid())
    return false;
  const SyntaxTree &t = *cond.tree;
  auto isParam = [&](int n) {
    NodeRef e = stripParensAndCasts({&t, n});
    if (!e.valid() || t[e.node].kind != Kind::Identifier)
      return false;
    Binding b = names.lookup(t.text(e.node));
    return b.kind == Binding::Parameter && b.parameter == index;
  };
  auto isZero = [&](int n) {
    Trace trace;
    auto v = evaluate({&t, n}, trace, 0);
    return v && *v == 0;
  };
  Kind k = t[cond.node].kind;
  if (k == Kind::Identifier)
    return isParam(cond.node);
  if (k == Kind::UnaryExpression && t.text(cond.node).substr(0, 1) == "!")
    return isParam(t.child(cond.node, Field::Argument));
  if (k == Kind::BinaryExpression) {
    int op = t.child(cond.node, Field::Operator);
    std::string_view o = op >= 0 ? t.text(op) : "";
    if (o != "==" && o != "!=" && o != ">" && o != "<" && o != ">=" && o != "<=")
      return false;
    int left = t.child(cond.node, Field::Left), right = t.child(cond.node, Field::Right);
    return (isParam(left) && isZero(right)) || (isParam(right) && isZero(left));
  }
  return false;
}

std::optional<facts::SymbolicValue> Evaluator::symbolic(NodeRef e, unsigned depth) {
  if (!e.valid() || depth > kMaxDepth)
    return std::nullopt;
  facts::SymbolicValue out;
  Trace trace;
  if (auto v = evaluate(e, trace, 0)) {
    out.constant = *v;
    return out;
  }
  e = stripParensAndCasts(e);
  if (!e.valid())
    return std::nullopt;
  const SyntaxTree &t = *e.tree;
  Kind k = t[e.node].kind;
  if (k == Kind::Identifier || k == Kind::TypeIdentifier) {
    Binding b = names.lookup(t.text(e.node));
    // A parameter read before anything writes it, outside loops, still holds the caller's value
    // (as on the Clang side: SizeEvaluator::holdsEntryValue).
    bool entryValue = !b.mutated || (t[e.node].startByte < b.firstWrite && !insideLoop(e));
    if (b.kind == Binding::Parameter && b.integer && entryValue) {
      out.parameter = b.parameter;
      return out;
    }
    // Stepped by a constant once per call before this read (`++depth; f(depth)`): the entry
    // value plus the steps, as SizeEvaluator::entryOffset.
    if (b.kind == Binding::Parameter && b.integer && !b.entrySteps.empty()) {
      out.parameter = b.parameter;
      for (const auto &[at, step] : b.entrySteps)
        if (at < t[e.node].startByte)
          out.addend += step;
      return out;
    }
    if (b.kind == Binding::Variable && b.integer && b.init.valid() && b.variable &&
        !b.variable->isGlobal)
      return symbolic(b.init, depth + 1);
    if (b.kind == Binding::Macro)
      return symbolic(b.init, depth + 1);
    return std::nullopt;
  }
  if (k == Kind::CallExpression) { // MIN_SIZE(size): a function-like macro of the file or a header
    int fn = t.child(e.node, Field::Function);
    int args = t.child(e.node, Field::Arguments);
    if (fn < 0 || args < 0 || t[fn].kind != Kind::Identifier ||
        !file.isFunctionMacro(std::string(t.text(fn))))
      return std::nullopt;
    std::vector<std::string> texts;
    for (int a = t.firstNamed(args); a >= 0; a = t.nextNamed(a))
      texts.push_back(std::string(t.text(a)));
    return symbolic(file.expandMacro(std::string(t.text(fn)), texts), depth + 1);
  }
  if (k == Kind::ConditionalExpression) {
    // `size ? size : 1`, `(s) > 0 ? (s) : sizeof(long)`: a fallback for a zero size, as on the
    // Clang side (SizeEvaluator::symbolic).
    auto yes = symbolic({&t, t.child(e.node, Field::Consequence)}, depth + 1);
    auto no = symbolic({&t, t.child(e.node, Field::Alternative)}, depth + 1);
    if (!yes || !no || (yes->parameter >= 0) == (no->parameter >= 0))
      return std::nullopt;
    const facts::SymbolicValue &affine = yes->parameter >= 0 ? *yes : *no;
    if (!testsForZero({&t, t.child(e.node, Field::Condition)}, affine.parameter))
      return std::nullopt;
    return affine;
  }
  if (k != Kind::BinaryExpression)
    return std::nullopt;
  int op = t.child(e.node, Field::Operator);
  auto lhs = symbolic({&t, t.child(e.node, Field::Left)}, depth + 1);
  auto rhs = symbolic({&t, t.child(e.node, Field::Right)}, depth + 1);
  if (op < 0 || !lhs || !rhs || (lhs->parameter >= 0 && rhs->parameter >= 0))
    return std::nullopt;
  if (lhs->parameter < 0 && rhs->parameter < 0)
    return std::nullopt; // both constant would have evaluated above
  bool lhsSymbolic = lhs->parameter >= 0;
  facts::SymbolicValue sym = lhsSymbolic ? *lhs : *rhs;
  if (!(lhsSymbolic ? rhs : lhs)->constant)
    return std::nullopt;
  int64_t c = *(lhsSymbolic ? rhs : lhs)->constant;
  std::string_view o = t[op].type;
  builder::AffineOp affineOp;
  if (o == "+")
    affineOp = builder::AffineOp::Add;
  else if (o == "-")
    affineOp = builder::AffineOp::Sub;
  else if (o == "*")
    affineOp = builder::AffineOp::Mul;
  else if (o == "<<")
    affineOp = builder::AffineOp::Shl;
  else
    return std::nullopt;
  return builder::combineAffine(sym, affineOp, c, lhsSymbolic);
}

// How fast mode reads a factor; the size itself is assembled in facts/builder/ProductSize.h, as
// in analyzer/extract.
facts::Size Evaluator::size(const std::vector<NodeRef> &factors, uint64_t elementSize,
                            const std::string &elementType) {
  struct Reader {
    Evaluator &sizes;
    std::string text(const NodeRef &f) const { return textOf(f); }
    bool compound(const NodeRef &f) const {
      Kind k = f.tree->at(f.node).kind;
      return k == Kind::BinaryExpression || k == Kind::ConditionalExpression;
    }
    std::optional<int64_t> evaluate(const NodeRef &f, Trace &trace) const {
      return sizes.evaluate(f, trace, 0);
    }
    std::optional<facts::SymbolicValue> symbolic(const NodeRef &f) const { return sizes.symbolic(f); }
    builder::Magnitude magnitude(const NodeRef &f) const { return sizes.magnitude(f); }
    std::string fieldKey(const NodeRef &f) const { return fieldRead(*f.tree, f.node); }
    std::vector<NodeRef> multiplicands(const NodeRef &f) const {
      NodeRef e = stripParensAndCasts(f);
      if (!e.valid())
        return {};
      const SyntaxTree &t = *e.tree;
      int op = t[e.node].kind == Kind::BinaryExpression ? t.child(e.node, Field::Operator) : -1;
      if (op < 0 || std::string_view(t[op].type) != "*")
        return {};
      return {{&t, t.child(e.node, Field::Left)}, {&t, t.child(e.node, Field::Right)}};
    }
  };
  return builder::productSizeNamingCalls(factors, elementSize, elementType, Reader{*this},
                                         deferredCalls);
}

builder::Magnitude Evaluator::resultMagnitude(NodeRef e, std::vector<std::string> &conditions) {
  parametersModest = true;
  deferredCalls = &conditions;
  builder::Magnitude m = magnitude(e);
  parametersModest = false;
  deferredCalls = nullptr;
  return m;
}

// The string literal's contents, when `e` (through parentheses and casts) is a plain "..."
// literal without escapes.
std::optional<std::string> literalText(const SyntaxTree &t, int e) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || t[e].kind != Kind::StringLiteral)
    return std::nullopt;
  std::string_view text = t.text(e);
  if (text.size() < 2 || text.front() != '"' || text.back() != '"' ||
      text.find('\\') != std::string_view::npos)
    return std::nullopt;
  return std::string(text.substr(1, text.size() - 2));
}

} // namespace faultline::fastmode
