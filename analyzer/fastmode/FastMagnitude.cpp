// Evaluator's second half: the magnitude of an unknown size — an upper bound where one is
// provable and whether it can grow (facts/builder/SizeBound.h states the rule), read off the
// syntax tree as analyzer/extract/SizeMagnitude.cpp reads it off Clang's AST. Known sizes are
// in FastSizes.cpp.
#include "fastmode/FastSizes.h"

#include "facts/builder/CheckedBound.h"
#include "facts/builder/SizeFunctionModels.h"
#include "facts/builder/SizeFunctions.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace faultline::fastmode {

namespace {

namespace mag = builder::magnitude;
using builder::Magnitude;

bool isOneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// The characters of a plain string literal ("abc\n" -> 4); nullopt for raw or prefixed ones.
std::optional<uint64_t> literalLength(std::string_view text) {
  if (text.size() < 2 || text.front() != '"' || text.back() != '"')
    return std::nullopt;
  uint64_t n = 0;
  for (size_t i = 1; i + 1 < text.size(); ++i, ++n) {
    if (text[i] != '\\')
      continue;
    ++i;
    if (i + 1 >= text.size())
      return std::nullopt;
    if (text[i] == 'x') {
      while (i + 2 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1])))
        ++i;
    } else if (text[i] >= '0' && text[i] <= '7') {
      for (int k = 0; k < 2 && i + 2 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '7'; ++k)
        ++i;
    }
  }
  return n;
}

// The range of a scalar type named by text: uint8_t, unsigned short, char, ...; nullopt for
// 64-bit and unknown types.
std::optional<uint64_t> scalarMax(std::string_view name) {
  std::string text = singleSpaced(name);
  std::string_view s = text;
  for (std::string_view prefix : {"const ", "volatile ", "std::"})
    while (s.substr(0, prefix.size()) == prefix)
      s.remove_prefix(prefix.size());
  if (!isScalarTypeName(s) || s == "float" || s == "double" || s == "long double")
    return std::nullopt;
  if (s == "bool" || s == "_Bool")
    return 1;
  uint64_t bytes = 0;
  if (s == "char" || s == "signed char" || s == "unsigned char" || s == "char8_t") bytes = 1;
  else if (s == "short" || s == "unsigned short" || s == "char16_t") bytes = 2;
  else if (s == "int" || s == "unsigned" || s == "unsigned int" || s == "signed" || s == "char32_t" || s == "wchar_t") bytes = 4;
  else if (s.find_first_of("0123456789") != std::string_view::npos) {
    // int8_t / uint16_t / u32 / S16 / U8 ...
    std::string digits;
    for (char c : s)
      if (std::isdigit(static_cast<unsigned char>(c)))
        digits += c;
    bytes = digits.empty() ? 0 : std::stoul(digits) / 8;
  } else if (s == "byte" || s == "u_char" || s == "BYTE") bytes = 1;
  else if (s == "u_short") bytes = 2;
  else if (s == "u_int") bytes = 4;
  if (bytes == 0 || bytes >= 8)
    return std::nullopt;
  bool isUnsigned = s.find("unsigned") != std::string_view::npos || s[0] == 'u' || s[0] == 'U' ||
                    s == "byte" || s == "BYTE" || s == "char16_t" || s == "char32_t" ||
                    s == "char8_t";
  unsigned width = static_cast<unsigned>(bytes * 8);
  return isUnsigned ? (uint64_t(1) << width) - 1 : (uint64_t(1) << (width - 1)) - 1;
}

Magnitude typeBound(Magnitude m, std::string_view typeName, const std::string &what) {
  auto max = scalarMax(typeName);
  if (!max)
    return m;
  return mag::capAt(std::move(m), *max, "'" + what + "' is " + singleSpaced(typeName) +
                                            ": at most " + std::to_string(*max));
}

// The identifier a value is reached from: p->a.b[i] -> p; `this` gives "this". Like
// SizeMagnitude.cpp's rootOf it asks what a value grows with, not (as FastWrites.h's lvalueRoot)
// which variable a store changes: only parentheses are skipped (a cast ends the path) and the
// node the path ends at is given whatever it is.
NodeRef rootOf(NodeRef e) {
  for (unsigned guard = 0; e.valid() && guard < 16; ++guard) {
    const SyntaxTree &t = *e.tree;
    Kind k = t[e.node].kind;
    if (k == Kind::ParenthesizedExpression)
      e.node = t.firstNamed(e.node);
    else if (k == Kind::FieldExpression || k == Kind::PointerExpression ||
             k == Kind::SubscriptExpression)
      e.node = t.child(e.node, Field::Argument);
    else
      return e;
    if (e.node < 0)
      return {};
  }
  return {};
}

// The body of the struct declared with type specifier `type`, when it is defined in this file.
int recordBody(const FileScope &file, const SyntaxTree &t, int type) {
  if (type < 0 || !file.tree)
    return -1;
  std::string key = singleSpaced(t.text(type));
  for (std::string_view prefix : {"const ", "struct ", "union ", "class "})
    while (key.rfind(prefix, 0) == 0)
      key.erase(0, prefix.size());
  int spec = -1;
  if (auto it = file.records.find(key); it != file.records.end())
    spec = it->second;
  else if (auto td = file.typedefs.find(key); td != file.typedefs.end()) {
    int target = td->second.first;
    if (target >= 0 && file.tree->child(target, Field::Body) >= 0)
      spec = target;
    else if (target >= 0 && file.tree->child(target, Field::Name) >= 0) {
      auto it2 = file.records.find(std::string(file.tree->text(file.tree->child(target, Field::Name))));
      if (it2 != file.records.end())
        spec = it2->second;
    }
  }
  return spec >= 0 ? file.tree->child(spec, Field::Body) : -1;
}

// The length of a counted string: the integer field of a struct whose only other field is a
// pointer to characters ({size_t len; u_char *data;}), as on the Clang side (SizeEvaluator).
bool isStringLengthField(const FileScope &file, const SyntaxTree &t, int type,
                         const std::string &name) {
  int body = recordBody(file, t, type);
  if (body < 0)
    return false;
  const SyntaxTree &ft = *file.tree;
  int fields = 0;
  bool characters = false, found = false;
  for (int c = ft[body].firstChild; c >= 0; c = ft[c].nextSibling) {
    if (ft[c].kind != Kind::FieldDeclaration)
      continue;
    ++fields;
    int declarator = ft.child(c, Field::Declarator);
    int fieldType = ft.child(c, Field::Type);
    std::string_view typeText = fieldType >= 0 ? ft.text(fieldType) : "";
    bool pointer = declarator >= 0 && ft[declarator].kind == Kind::PointerDeclarator;
    if (pointer && typeText.find("char") != std::string_view::npos)
      characters = true;
    else if (declarator >= 0 && ft.text(declarator) == name && !pointer)
      found = true;
    else
      return false;
  }
  return fields == 2 && characters && found;
}

// The declaration of field `name` of the struct declared with type specifier `type` (of a
// variable in `t`), when this file defines the struct: a node of file.tree, -1 otherwise.
int fieldDeclaration(const FileScope &file, const SyntaxTree &t, int type, std::string_view name) {
  int body = recordBody(file, t, type);
  if (body < 0)
    return -1;
  const SyntaxTree &ft = *file.tree;
  for (int c = ft[body].firstChild; c >= 0; c = ft[c].nextSibling) {
    if (ft[c].kind != Kind::FieldDeclaration)
      continue;
    int declarator = ft.child(c, Field::Declarator);
    int named = declarator >= 0 ? declaratorName(ft, declarator) : -1;
    if (named >= 0 && ft.text(named) == name)
      return c;
  }
  return -1;
}

// The largest value field `name` of the struct declared with type specifier `type` can hold: a
// narrow scalar type or a bit-field, when the struct is defined in this file.
std::optional<std::pair<uint64_t, std::string>> fieldMax(const FileScope &file, const SyntaxTree &t,
                                                         int type, const std::string &name) {
  int c = fieldDeclaration(file, t, type, name);
  if (c < 0)
    return std::nullopt;
  const SyntaxTree &ft = *file.tree;
  // Only a plain `T name` (or `T name : w`): a pointer or array field holds no scalar.
  if (ft.text(ft.child(c, Field::Declarator)) != name)
    return std::nullopt;
  for (int s = ft[c].firstChild; s >= 0; s = ft[s].nextSibling)
    if (ft[s].kind == Kind::BitfieldClause) {
      int width = ft.firstNamed(s);
      auto w = width >= 0 ? parseNumber(ft.text(width)) : std::nullopt;
      if (w && *w > 0 && *w < 64)
        return std::make_pair((uint64_t(1) << *w) - 1,
                              "'" + name + "' is a " + std::to_string(*w) + "-bit field");
    }
  int fieldType = ft.child(c, Field::Type);
  if (auto max = fieldType >= 0 ? scalarMax(ft.text(fieldType)) : std::nullopt)
    return std::make_pair(*max, "'" + name + "' is " + singleSpaced(ft.text(fieldType)) +
                                    ": at most " + std::to_string(*max));
  return std::nullopt;
}

// Field `name` of the struct declared with type specifier `type` (of a variable in `t`), when
// this file defines the struct and declares the field a pointer: the pointee's type text
// (`const tchar` of `const tchar *suffix;`); nullopt otherwise.
std::optional<std::string> pointerFieldType(const FileScope &file, const SyntaxTree &t, int type,
                                            std::string_view name) {
  int c = fieldDeclaration(file, t, type, name);
  if (c < 0)
    return std::nullopt;
  const SyntaxTree &ft = *file.tree;
  int fieldType = ft.child(c, Field::Type);
  if (fieldType < 0)
    return std::nullopt;
  Variable shape;
  describeDeclarator(ft, ft.child(c, Field::Declarator), shape);
  if (!shape.pointer || shape.array)
    return std::nullopt;
  return std::string(ft.text(fieldType));
}

} // namespace

Magnitude Evaluator::nameMagnitude(NodeRef e, unsigned depth) {
  const SyntaxTree &t = *e.tree;
  std::string_view name = t.text(e.node);
  if (t[e.node].kind == Kind::QualifiedIdentifier)
    name = lastComponent(name);
  Binding b = names.lookup(name);
  std::string typeName = b.variable && b.tree && b.variable->typeNode >= 0
                             ? std::string(b.tree->text(b.variable->typeNode))
                             : std::string();
  bool plain = b.variable && !b.variable->pointer && !b.variable->array && !b.variable->reference;
  auto bounded = [&](Magnitude m) {
    return plain ? typeBound(std::move(m), typeName, std::string(name)) : m;
  };
  // `num_channels`, `nparent` (SizeFunctions.h); not an enumerator or a macro, which have values.
  if ((b.kind == Binding::Parameter || b.kind == Binding::Variable) &&
      builder::countsFewThings(name))
    return bounded(Magnitude::modest());
  switch (b.kind) {
  case Binding::Parameter:
    // Judging a function's result: the caller checks what it passes (callMagnitude).
    if (parametersModest && !b.mutated && plain && b.integer)
      return bounded(Magnitude::modest());
    return bounded(Magnitude::large("grows with parameter '" + std::string(name) + "'"));
  case Binding::Enumerator:
    return Magnitude::constant(static_cast<uint64_t>(std::max<int64_t>(b.value, 0)));
  case Binding::Macro:
    return magnitude(b.init, depth + 1);
  case Binding::Variable:
    if (b.init.valid() && !b.mutated && (!b.variable || !b.variable->isGlobal || b.variable->isConst))
      return bounded(magnitude(b.init, depth + 1));
    if (!b.assigned.empty() && assignedFollowed < kMaxAssignedFollowed &&
        std::find(visiting.begin(), visiting.end(), b.name) == visiting.end()) {
      ++assignedFollowed;
      // Written by plain assignments only (`benchedSize = BMK_findMaxMem(total * 3) / 3;` and
      // `benchedSize = (size_t)total;`): as large as the largest value it is given. Like
      // SizeEvaluator::variableMagnitude, a bound survives only when every value is a constant.
      visiting.push_back(b.name);
      Magnitude m = b.assignedFromZero ? Magnitude::constant(0) : Magnitude();
      // Only the values that can reach this read (a store after it, outside its loops, feeds
      // other reads: faultline-loop-alloc.md, "Unknown sizes", item 10).
      std::vector<NodeRef> values = reachingValues(b.assigned, e);
      for (size_t i = 0; i < values.size(); ++i) {
        Magnitude v = magnitude(values[i], depth + 1);
        m = i == 0 && !b.assignedFromZero ? v : mag::either(m, v);
      }
      visiting.pop_back();
      if (m.growth != Magnitude::Constant) {
        m.upper.reset();
        m.bound.clear();
      }
      return bounded(std::move(m));
    }
    return bounded(Magnitude::modest());
  default:
    return Magnitude::modest();
  }
}

// `T *const data = (T *)opaque;`: an unmodified local pointer that only renames a parameter
// (a callback's void *) stands for it, as on the Clang side (SizeEvaluator's rootOf). The
// parameter's name, or "".
std::string Evaluator::parameterAliased(const Binding &b) {
  if (b.kind != Binding::Variable || b.mutated || !b.variable || !b.variable->pointer ||
      !b.tree || b.variable->init < 0)
    return "";
  NodeRef init = stripParensAndCasts({b.tree, b.variable->init});
  if (!init.valid() || (*init.tree)[init.node].kind != Kind::Identifier)
    return "";
  std::string name(init.tree->text(init.node));
  return names.lookup(name).kind == Binding::Parameter ? name : "";
}

// `end - start` where `end` is a local never written after `const char *end = strchr(start,
// ':')` (or of `start + 1`) or `start + strcspn(start, "=,")` (or is that call itself): the
// distance to a delimiter of start's string, a token's length. The scanning-loop form needs the assignments the Clang
// side follows (analyzer/extract/TokenDistance.cpp); fast mode keeps only this one.
bool Evaluator::searchedFrom(NodeRef end, NodeRef start) {
  end = stripParensAndCasts(end);
  start = stripParensAndCasts(start);
  if (!end.valid() || !start.valid() || (*start.tree)[start.node].kind != Kind::Identifier)
    return false;
  std::string_view startName = start.tree->text(start.node);
  auto isStart = [&](NodeRef x) {
    x = stripParensAndCasts(x);
    return x.valid() && (*x.tree)[x.node].kind == Kind::Identifier && x.tree->text(x.node) == startName;
  };
  auto searchOf = [&](NodeRef call, std::initializer_list<std::string_view> functions) {
    call = stripParensAndCasts(call);
    if (!call.valid() || (*call.tree)[call.node].kind != Kind::CallExpression)
      return false;
    const SyntaxTree &t = *call.tree;
    int fn = t.child(call.node, Field::Function), args = t.child(call.node, Field::Arguments);
    if (fn < 0 || args < 0 || t[fn].kind != Kind::Identifier || !isOneOf(t.text(fn), functions))
      return false;
    NodeRef first = stripParensAndCasts({&t, t.firstNamed(args)});
    if (first.valid() && t[first.node].kind == Kind::BinaryExpression) { // strchr(start + 1, c)
      int op = t.child(first.node, Field::Operator);
      if (op >= 0 && t[op].type == std::string_view("+"))
        first = {&t, t.child(first.node, Field::Left)};
    }
    return first.valid() && isStart(first);
  };
  auto delimiterSearch = [&](NodeRef x) {
    if (searchOf(x, {"strchr", "strrchr", "strpbrk", "strstr", "strchrnul", "index", "rindex"}))
      return true;
    x = stripParensAndCasts(x);
    if (!x.valid() || (*x.tree)[x.node].kind != Kind::BinaryExpression)
      return false;
    const SyntaxTree &t = *x.tree;
    int op = t.child(x.node, Field::Operator);
    return op >= 0 && t[op].type == std::string_view("+") &&
           isStart({&t, t.child(x.node, Field::Left)}) &&
           searchOf({&t, t.child(x.node, Field::Right)}, {"strcspn", "strspn"});
  };
  if (delimiterSearch(end))
    return true;
  if ((*end.tree)[end.node].kind != Kind::Identifier)
    return false;
  Binding b = names.lookup(end.tree->text(end.node));
  return b.kind == Binding::Variable && !b.mutated && b.variable && b.variable->pointer &&
         b.init.valid() && delimiterSearch(b.init);
}

Magnitude Evaluator::callMagnitude(NodeRef e, unsigned depth) {
  const SyntaxTree &t = *e.tree;
  int fn = t.child(e.node, Field::Function);
  int args = t.child(e.node, Field::Arguments);
  if (fn < 0 || args < 0)
    return Magnitude::modest();
  std::vector<int> list;
  for (int a = t.firstNamed(args); a >= 0; a = t.nextNamed(a))
    list.push_back(a);
  std::string text = textOf(e);
  if (text.size() > 40)
    text = text.substr(0, 37) + "...";
  if (t[fn].kind == Kind::FieldExpression) {
    int field = t.child(fn, Field::FieldName);
    std::string_view method = field >= 0 ? t.text(field) : "";
    if (!isOneOf(method, {"size", "length", "count", "capacity", "tellg"}))
      return Magnitude::modest();
    if (method == "tellg")
      return Magnitude::large("read at run time: '" + text + "'");
    NodeRef object{&t, t.child(fn, Field::Argument)};
    NodeRef root = rootOf(object);
    if (!root.valid())
      return Magnitude::modest();
    std::string_view rootName = root.tree->text(root.node);
    Binding b = names.lookup(rootName);
    std::string typeName = b.variable && b.tree && b.variable->typeNode >= 0
                               ? std::string(b.tree->text(b.variable->typeNode))
                               : std::string();
    if (typeName.find("string") != std::string::npos)
      return Magnitude::modest(); // a name, a path
    if (rootName == "this" || b.kind == Binding::Parameter)
      return Magnitude::large("grows with the element count of '" + textOf(object) + "'");
    return Magnitude::modest();
  }
  std::string_view name = t.text(fn);
  if (t[fn].kind == Kind::QualifiedIdentifier)
    name = lastComponent(name);
  if (t[fn].kind != Kind::Identifier && t[fn].kind != Kind::QualifiedIdentifier)
    return Magnitude::modest();
  if (builder::isStringLength(name) && !list.empty()) {
    NodeRef arg = stripParensAndCasts({&t, list[0]});
    if (arg.valid() && t[arg.node].kind == Kind::StringLiteral)
      if (auto n = literalLength(t.text(arg.node)))
        return Magnitude::constant(*n);
    Magnitude m = Magnitude::modest();
    if (list.size() >= 2 && (name == "strnlen" || name == "wcsnlen"))
      m = mag::minOf(m, magnitude({&t, list[1]}, depth + 1));
    return m;
  }
  // A configured size function of an argument that is not constant (its constant results are
  // evaluate()'s): as large as the argument, plus the library's documented margin.
  if (const extract::SizeFunctionSpec *spec = sizeFunction(e);
      spec && builder::boundArgument(*spec) >= 0 && size_t(builder::boundArgument(*spec)) < list.size()) {
    Magnitude m = magnitude({&t, list[builder::boundArgument(*spec)]}, depth + 1);
    if (m.upper)
      m.upper = builder::sizeFunctionUpper(*spec, *m.upper);
    return m;
  }
  if (auto bound = builder::documentedResultBound(name))
    return Magnitude::modest(bound->upper, bound->why);
  if (int i = builder::resultAtMostArgument(name); i >= 0 && size_t(i) < list.size())
    return mag::minOf(Magnitude::modest(), magnitude({&t, list[i]}, depth + 1));
  if (builder::readsAtRunTime(name)) {
    Magnitude m = Magnitude::large("read at run time: '" + text + "'");
    if (isOneOf(name, {"ntohs", "be16toh", "le16toh"}))
      m = mag::capAt(std::move(m), 65535, "'" + text + "' is 16 bits");
    return m;
  }
  if (isOneOf(name, {"ntohs", "be16toh", "le16toh", "htons"}))
    return Magnitude::modest(65535, "'" + text + "' is 16 bits");
  if (file.isFunctionMacro(std::string(name))) {
    std::vector<std::string> texts;
    for (int a : list)
      texts.push_back(std::string(t.text(a)));
    return magnitude(file.expandMacro(std::string(name), texts), depth + 1);
  }
  if (list.size() == 2 && isOneOf(name, {"min", "MIN", "max", "MAX"})) {
    Magnitude a = magnitude({&t, list[0]}, depth + 1), b = magnitude({&t, list[1]}, depth + 1);
    return (name == "min" || name == "MIN") ? mag::minOf(a, b) : mag::either(a, b);
  }
  if (builder::countsFewThings(name)) // `WavpackGetNumChannels(wpc)` (SizeFunctions.h)
    return Magnitude::modest();
  bool fromObject = false; // large because it is given an object
  for (int a : list) {
    // A count read out of an object (`n_tokens(vocab)`, `get_size(&hdr)`): as large as the
    // object's contents, as on the Clang side; string lengths were handled above. While
    // deferring (Size::growthCalls) the integer arguments are still checked.
    NodeRef arg = stripParensAndCasts({&t, a});
    if (arg.valid() && t[arg.node].kind == Kind::PointerExpression && t.text(arg.node).substr(0, 1) == "&") {
      if (!deferredCalls)
        return Magnitude::large("returned by '" + text + "' from the object it is given");
      fromObject = true;
      continue;
    }
    if (arg.valid() && t[arg.node].kind == Kind::Identifier) {
      Binding b = names.lookup(t.text(arg.node));
      if (b.variable && b.variable->pointer && !b.variable->array && b.tree &&
          b.variable->typeNode >= 0 &&
          b.tree->text(b.variable->typeNode).find("char") == std::string_view::npos &&
          !isCharacterTypeName(b.tree->text(b.variable->typeNode))) {
        if (!deferredCalls)
          return Magnitude::large("returned by '" + text + "' from the object it is given");
        fromObject = true;
        continue;
      }
      if (b.variable && (b.variable->pointer || b.variable->array))
        continue; // a string: only integers grow a result (as on the Clang side)
    }
    // `options->suffix` declared `const tchar *suffix;` in a struct of this file: a string, which
    // Clang's types show is no integer. (A pointer to anything else is judged as before.)
    std::optional<std::string> pointee;
    if (arg.valid() && t[arg.node].kind == Kind::FieldExpression) {
      NodeRef base = stripParensAndCasts({&t, t.child(arg.node, Field::Argument)});
      int field = t.child(arg.node, Field::FieldName);
      Binding owner = base.valid() && t[base.node].kind == Kind::Identifier
                          ? names.lookup(t.text(base.node))
                          : Binding{};
      if (owner.variable && owner.tree && owner.variable->typeNode >= 0 && field >= 0)
        pointee = pointerFieldType(file, *owner.tree, owner.variable->typeNode, t.text(field));
    }
    if (pointee && isCharacterTypeName(*pointee))
      continue;
    Magnitude m = magnitude({&t, a}, depth + 1);
    if (m.growth == Magnitude::Large)
      return Magnitude::large(m.why);
    // A size computed from a large constant (LZ4_compressBound(8 MiB)) is of that order.
    if (m.isConstant() && *m.upper >= builder::kLargeConstantArgument)
      return Magnitude::large("computed by '" + text + "' from " + std::to_string(*m.upper));
  }
  if (fromObject) {
    // Only the object made it large: whether the callee returns a string length is for the
    // join to say, when the program defines it.
    std::string key = names.functionKey(t.text(fn));
    if (key.empty())
      return Magnitude::large("returned by '" + text + "' from the object it is given");
    deferredCalls->push_back(std::move(key));
  }
  return Magnitude::modest();
}

namespace {

bool isSizeof(NodeRef e) {
  while (e.valid() && (*e.tree)[e.node].kind == Kind::ParenthesizedExpression)
    e = {e.tree, e.tree->firstNamed(e.node)};
  return e.valid() && (*e.tree)[e.node].kind == Kind::SizeofExpression;
}

// `sizeof(tchar)`, `sizeof (XML_Char)`: sizeof of a name isCharacterTypeName accepts.
bool isSizeofCharacter(NodeRef e) {
  if (!isSizeof(e))
    return false;
  std::string text = textOf(e);
  size_t at = text.find("sizeof");
  std::string name;
  for (char c : text.substr(at == std::string::npos ? text.size() : at + 6))
    if (c != '(' && c != ')' && c != ' ' && c != '\t')
      name += c;
  return !name.empty() && isCharacterTypeName(name) &&
         name.find_first_of("*[") == std::string::npos;
}

bool isFieldRead(NodeRef e) {
  while (e.valid() && (*e.tree)[e.node].kind == Kind::ParenthesizedExpression)
    e = {e.tree, e.tree->firstNamed(e.node)};
  return e.valid() && (*e.tree)[e.node].kind == Kind::FieldExpression;
}

// count * sizeof(T) with T's size unknown but small: as large as the count, with no proved bound.
Magnitude unknownTimesCount(const Magnitude &count) {
  if (count.growth == Magnitude::Large)
    return mag::result(Magnitude::Large, std::nullopt, count.bound, count.why);
  return Magnitude::modest();
}

} // namespace

Magnitude Evaluator::magnitude(NodeRef e, unsigned depth) {
  if (depth == 0) { // a new query (every recursive call passes depth + 1)
    assignedFollowed = 0;
    magnitudeSteps = 0;
  }
  if (!e.valid() || depth > 3 * kMaxDepth || ++magnitudeSteps > kMaxMagnitudeSteps)
    return Magnitude::modest();
  {
    Trace trace;
    if (auto v = evaluate(e, trace, 0); v && *v >= 0)
      return Magnitude::constant(static_cast<uint64_t>(*v));
  }
  Magnitude m = shapeMagnitude(e, depth);
  if (!m.isConstant())
    if (auto checked = checkedBound(e))
      m = mag::checkedAt(std::move(m), checked->first, checked->second);
  return m;
}

Magnitude Evaluator::shapeMagnitude(NodeRef e, unsigned depth) {
  const SyntaxTree &t = *e.tree;
  const Node &n = t[e.node];
  switch (n.kind) {
  case Kind::ParenthesizedExpression:
    return magnitude({&t, t.firstNamed(e.node)}, depth + 1);
  case Kind::CastExpression: {
    Magnitude m = magnitude({&t, t.child(e.node, Field::Value)}, depth + 1);
    int type = t.child(e.node, Field::Type);
    if (type >= 0 && t[type].kind == Kind::TypeDescriptor && t.child(type, Field::Declarator) < 0)
      type = t.child(type, Field::Type);
    return type >= 0 ? typeBound(std::move(m), t.text(type),
                                 textOf({&t, t.child(e.node, Field::Value)}) + "' converted to '" +
                                     singleSpaced(t.text(type)))
                     : m;
  }
  case Kind::BinaryExpression: {
    NodeRef l{&t, t.child(e.node, Field::Left)}, r{&t, t.child(e.node, Field::Right)};
    int op = t.child(e.node, Field::Operator);
    if (op < 0)
      return Magnitude::modest();
    std::string_view o = t[op].type;
    if (isOneOf(o, {"<", ">", "<=", ">=", "==", "!=", "&&", "||"}))
      return Magnitude::modest(1, "a truth value");
    if (o == "-" && searchedFrom(l, r))
      return Magnitude::modest(); // a token's length (TokenDistance.cpp on the Clang side)
    Magnitude a = magnitude(l, depth + 1), b = magnitude(r, depth + 1);
    auto shortText = [](NodeRef x) {
      std::string s = textOf(x);
      return s.size() > 40 ? s.substr(0, 37) + "..." : s;
    };
    if (o == "+") return mag::add(a, b);
    if (o == "-") return mag::sub(a, b);
    if (o == "*") {
      // sizeof(T) of a type this file does not lay out (declared in a header fast mode does not
      // read) is still a constant: AST mode multiplies by its value, which is under kLargeUnit
      // for every record but a huge one, so the product grows only as the other factor does.
      // Only for a count read from a record field (`img->numcomps * sizeof(T)`): a plain local
      // count may be one fast mode traces less far than AST mode (wavpack pack.c:572's
      // sample_count, a field of a parameter in AST mode), and there the second unknown factor
      // is what kept the note.
      if (!a.isConstant() && isSizeof(l) && isFieldRead(r)) return unknownTimesCount(b);
      if (!b.isConstant() && isSizeof(r) && isFieldRead(l)) return unknownTimesCount(a);
      // sizeof of a character type a header names (`tchar`, `XML_Char`: char, or wchar_t in a
      // wide build): at most 4, a small constant factor as AST mode sees it.
      if (!a.isConstant() && isSizeofCharacter(l)) a = Magnitude::constant(4);
      if (!b.isConstant() && isSizeofCharacter(r)) b = Magnitude::constant(4);
      return mag::mul(a, b, shortText(l), shortText(r));
    }
    if (o == "/") return mag::div(a, b);
    if (o == "%") return mag::rem(a, b);
    if (o == "&") return mag::bitAnd(a, b);
    if (o == "|") return mag::bitOr(a, b, false);
    if (o == "^") return mag::bitOr(a, b, true);
    if (o == "<<") return mag::shl(a, b, shortText(l), shortText(r));
    if (o == ">>") return mag::shr(a, b);
    return Magnitude::modest();
  }
  case Kind::ConditionalExpression: {
    NodeRef yes{&t, t.child(e.node, Field::Consequence)}, no{&t, t.child(e.node, Field::Alternative)};
    Magnitude a = magnitude(yes, depth + 1), b = magnitude(no, depth + 1);
    NodeRef test = stripParensAndCasts({&t, t.child(e.node, Field::Condition)});
    if (test.valid() && t[test.node].kind == Kind::BinaryExpression) {
      int op = t.child(test.node, Field::Operator);
      std::string_view o = op >= 0 ? t[op].type : "";
      std::string l = textOf(stripParensAndCasts({&t, t.child(test.node, Field::Left)}));
      std::string r = textOf(stripParensAndCasts({&t, t.child(test.node, Field::Right)}));
      std::string y = textOf(stripParensAndCasts(yes)), f = textOf(stripParensAndCasts(no));
      bool same = l == y && r == f, swapped = l == f && r == y;
      bool less = o == "<" || o == "<=", greater = o == ">" || o == ">=";
      if ((same && less) || (swapped && greater))
        return mag::minOf(a, b);
    }
    return mag::either(a, b);
  }
  case Kind::CallExpression:
    return callMagnitude(e, depth);
  case Kind::Identifier:
  case Kind::TypeIdentifier:
  case Kind::QualifiedIdentifier:
    return nameMagnitude(e, depth);
  case Kind::FieldExpression: {
    int field = t.child(e.node, Field::FieldName);
    std::string fieldName = field >= 0 ? std::string(t.text(field)) : "";
    NodeRef root = rootOf(e);
    std::string rootName = root.valid() ? std::string(root.tree->text(root.node)) : "";
    Binding b = root.valid() ? names.lookup(rootName) : Binding{};
    Magnitude m = Magnitude::modest();
    if (fieldName == "st_size" || fieldName == "st_blocks")
      m = Magnitude::large("read at run time: '" + textOf(e) + "'");
    else if (builder::countsFewThings(fieldName))
      m = Magnitude::modest(); // `hdr->channels`, `img->numcomps` (SizeFunctions.h)
    else if (rootName == "this")
      m = Magnitude::large("member '" + fieldName + "' of the object");
    else if (b.kind == Binding::Parameter)
      m = Magnitude::large("field '" + fieldName + "' of parameter '" + rootName + "'");
    else if (std::string alias = parameterAliased(b); !alias.empty())
      m = Magnitude::large("field '" + fieldName + "' of parameter '" + alias + "'");
    else if (b.kind == Binding::Variable && b.mutated && !b.assignedOnce && b.variable &&
             !b.variable->isGlobal)
      m = Magnitude::large("read at run time into '" + rootName + "'");
    // One level deep (p->f, s.f, a[i].f): the field's declared range, from a struct in this file.
    int object = t.child(e.node, Field::Argument);
    bool direct = object >= 0 && b.variable && b.tree &&
                  stripParensAndCasts({&t, object}).node == root.node;
    if (!direct && object >= 0 && b.variable && b.tree) {
      NodeRef inner = stripParensAndCasts({&t, object});
      Kind k = inner.valid() ? t[inner.node].kind : Kind::Other;
      direct = (k == Kind::SubscriptExpression || k == Kind::PointerExpression) &&
               stripParensAndCasts({&t, t.child(inner.node, Field::Argument)}).node == root.node;
    }
    if (direct && isStringLengthField(file, *b.tree, b.variable->typeNode, fieldName))
      return Magnitude::modest(); // name->len of a {len, data} string: names and paths
    if (direct)
      if (auto max = fieldMax(file, *b.tree, b.variable->typeNode, fieldName))
        m = mag::capAt(std::move(m), max->first, max->second);
    return m;
  }
  case Kind::SubscriptExpression:
  case Kind::PointerExpression: {
    if (n.kind == Kind::PointerExpression && t.text(e.node).substr(0, 1) != "*")
      return Magnitude::modest();
    if (n.kind == Kind::SubscriptExpression) { // `nparents[i]`: an array of such counts
      NodeRef array = stripParensAndCasts({&t, t.child(e.node, Field::Argument)});
      if (array.valid() && t[array.node].kind == Kind::FieldExpression)
        array = {&t, t.child(array.node, Field::FieldName)};
      if (array.valid() && builder::countsFewThings(t.text(array.node)))
        return Magnitude::modest();
    }
    NodeRef root = rootOf(e);
    std::string rootName = root.valid() ? std::string(root.tree->text(root.node)) : "";
    Binding b = root.valid() ? names.lookup(rootName) : Binding{};
    if (rootName == "this" || b.kind == Binding::Parameter)
      return Magnitude::large("read through '" + textOf(e) + "', which the caller provides");
    return Magnitude::modest();
  }
  case Kind::UnaryExpression: {
    int op = t.child(e.node, Field::Operator);
    if (op >= 0 && t[op].type == std::string_view("+"))
      return magnitude({&t, t.child(e.node, Field::Argument)}, depth + 1);
    if (op >= 0 && t[op].type == std::string_view("!"))
      return Magnitude::modest(1, "a truth value");
    return Magnitude::modest();
  }
  default:
    return Magnitude::modest();
  }
}

} // namespace faultline::fastmode
