#include "fastmode/TypeNames.h"

#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"

namespace faultline::fastmode {
namespace {

// Splits `std::vector<int>` / `vector<int>` / `std::string` into its base name and the
// template_type node (if any); `scopeOk` is false for names in some other namespace.
struct Spelled {
  std::string_view base;
  int templateType = -1;
  bool scopeOk = true;
};

Spelled spell(const SyntaxTree &t, int type) {
  Spelled s;
  if (type < 0)
    return s;
  int n = type;
  if (t[n].kind == Kind::QualifiedIdentifier) {
    int scope = t.child(n, Field::Scope);
    s.scopeOk = scope >= 0 && (t.text(scope) == "std" || t.text(scope) == "pmr");
    // std::pmr::vector -> nested qualified identifiers
    while (n >= 0 && t[n].kind == Kind::QualifiedIdentifier)
      n = t.child(n, Field::Name);
  }
  if (n < 0)
    return s;
  if (t[n].kind == Kind::TemplateType || t[n].kind == Kind::TemplateFunction) {
    s.templateType = n;
    int name = t.child(n, Field::Name);
    s.base = name >= 0 ? t.text(name) : "";
  } else if (t[n].kind == Kind::TypeIdentifier || t[n].kind == Kind::Identifier) {
    s.base = t.text(n);
  }
  return s;
}

TypeInfo fromSpelling(const SyntaxTree &t, int node, const Spelled &s) {
  TypeInfo info;
  info.text = singleSpaced(t.text(node));
  if (!s.scopeOk || s.base.empty()) {
    info.other = true;
    return info;
  }
  int args = s.templateType >= 0 ? t.child(s.templateType, Field::Arguments) : -1;
  int first = args >= 0 ? t.firstNamed(args) : -1;
  std::string_view b = s.base;
  if (s.templateType >= 0) {
    if (b == "vector") info.container = ContainerKind::Vector;
    else if (b == "basic_string") info.container = ContainerKind::String;
    else if (b == "deque") info.container = ContainerKind::Deque;
    else if (b == "valarray") info.container = ContainerKind::Valarray;
    else if (b == "unique_ptr" || b == "shared_ptr") info.owning = true;
    else info.other = true;
    if (info.container != ContainerKind::None && first >= 0 && t[first].kind == Kind::TypeDescriptor) {
      info.elementType = first;
      // Builtins as Clang prints them (`unsigned` -> `unsigned int`), so messages read alike.
      static const std::pair<std::string_view, std::string_view> canonical[] = {
          {"unsigned", "unsigned int"}, {"signed", "int"}, {"signed int", "int"},
          {"short int", "short"}, {"long int", "long"}, {"long long int", "long long"},
          {"unsigned short int", "unsigned short"}, {"unsigned long int", "unsigned long"},
          {"unsigned long long int", "unsigned long long"}};
      std::string element = singleSpaced(t.text(first));
      for (const auto &[spelled, printed] : canonical)
        if (element == spelled) {
          info.text = info.text.substr(0, info.text.find('<') + 1) + std::string(printed) + ">";
          element = printed;
        }
      info.elementText = element;
    }
    return info;
  }
  static const std::pair<std::string_view, std::pair<const char *, uint64_t>> strings[] = {
      {"string", {"char", 1}},         {"wstring", {"wchar_t", 4}},
      {"u8string", {"char8_t", 1}},    {"u16string", {"char16_t", 2}},
      {"u32string", {"char32_t", 4}},
  };
  for (const auto &[name, element] : strings)
    if (b == name) {
      info.container = ContainerKind::String;
      info.elementText = element.first;
      info.fixedElementSize = element.second;
      return info;
    }
  if (b == "thread" || b == "jthread")
    info.thread = true;
  else if (!isScalarTypeName(b))
    info.other = true;
  return info;
}

} // namespace

uint64_t TypeInfo::elementSize(const SyntaxTree &tree, const Evaluator &sizes) const {
  if (fixedElementSize)
    return fixedElementSize;
  if (elementType < 0)
    return 0;
  return sizes.sizeOfType(tree, tree.child(elementType, Field::Type),
                          tree.child(elementType, Field::Declarator));
}

TypeInfo classifyType(const SyntaxTree &t, int type) {
  TypeInfo info;
  if (type < 0)
    return info;
  Kind k = t[type].kind;
  if (k == Kind::PlaceholderTypeSpecifier) {
    info.isAuto = true;
    return info;
  }
  if (k == Kind::PrimitiveType || k == Kind::SizedTypeSpecifier || k == Kind::EnumSpecifier) {
    info.text = singleSpaced(t.text(type));
    return info;
  }
  if (k == Kind::StructSpecifier || k == Kind::UnionSpecifier || k == Kind::ClassSpecifier) {
    info.text = singleSpaced(t.text(type));
    info.other = true;
    return info;
  }
  Spelled s = spell(t, type);
  if (k == Kind::TypeIdentifier && s.templateType < 0) {
    TypeInfo named = fromSpelling(t, type, s);
    // Unknown typedef names (size_t, u32, Foo) are most often scalars or plain structs.
    return named;
  }
  return fromSpelling(t, type, s);
}

TypeInfo classifyConstruction(const SyntaxTree &t, int e) {
  TypeInfo none;
  if (e < 0 || t[e].kind != Kind::CallExpression)
    return none;
  int function = t.child(e, Field::Function);
  if (function < 0)
    return none;
  Kind k = t[function].kind;
  if (k != Kind::QualifiedIdentifier && k != Kind::TemplateFunction && k != Kind::Identifier &&
      k != Kind::TemplateType && k != Kind::TypeIdentifier)
    return none;
  Spelled s = spell(t, function);
  // A plain call `string(n)` or `thread(f)` without std:: is more likely a user function.
  if (k == Kind::Identifier)
    return none;
  TypeInfo info = fromSpelling(t, function, s);
  if (info.other)
    return none;
  return info;
}

std::string_view calleeBaseName(const SyntaxTree &t, int function) {
  int n = function;
  for (unsigned guard = 0; n >= 0 && guard < 16; ++guard) {
    Kind k = t[n].kind;
    if (k == Kind::QualifiedIdentifier)
      n = t.child(n, Field::Name);
    else if (k == Kind::TemplateFunction || k == Kind::TemplateType || k == Kind::TemplateMethod)
      n = t.child(n, Field::Name);
    else if (k == Kind::FieldExpression)
      n = t.child(n, Field::FieldName);
    else
      break;
  }
  return n >= 0 ? t.text(n) : std::string_view();
}

std::string calleeQualifiedName(const SyntaxTree &t, int function) {
  std::string out;
  int n = function;
  for (unsigned guard = 0; n >= 0 && guard < 16; ++guard) {
    Kind k = t[n].kind;
    if (k == Kind::QualifiedIdentifier) {
      int scope = t.child(n, Field::Scope);
      if (scope >= 0) {
        int base = scope;
        if (t[scope].kind == Kind::TemplateType)
          base = t.child(scope, Field::Name);
        out += std::string(t.text(base >= 0 ? base : scope));
      }
      out += "::";
      n = t.child(n, Field::Name);
    } else if (k == Kind::TemplateFunction || k == Kind::TemplateType) {
      n = t.child(n, Field::Name);
    } else {
      out += std::string(t.text(n));
      break;
    }
  }
  return out;
}

int templateArguments(const SyntaxTree &t, int function) {
  int n = function;
  for (unsigned guard = 0; n >= 0 && guard < 16; ++guard) {
    Kind k = t[n].kind;
    if (k == Kind::QualifiedIdentifier)
      n = t.child(n, Field::Name);
    else if (k == Kind::TemplateFunction || k == Kind::TemplateType)
      return t.child(n, Field::Arguments);
    else
      return -1;
  }
  return -1;
}

bool isExpressionKind(const SyntaxTree &t, int node) {
  switch (t[node].kind) {
  case Kind::CallExpression:
  case Kind::ArgumentList:
  case Kind::FieldExpression:
  case Kind::BinaryExpression:
  case Kind::UnaryExpression:
  case Kind::UpdateExpression:
  case Kind::PointerExpression:
  case Kind::CastExpression:
  case Kind::ParenthesizedExpression:
  case Kind::ConditionalExpression:
  case Kind::AssignmentExpression:
  case Kind::CommaExpression:
  case Kind::SizeofExpression:
  case Kind::NewExpression:
  case Kind::DeleteExpression:
  case Kind::InitializerList:
  case Kind::SubscriptExpression:
  case Kind::CompoundLiteralExpression:
  case Kind::LambdaExpression:
    return true;
  default:
    return false;
  }
}

std::string ownedType(const std::string &typeText) {
  size_t open = typeText.find('<'), close = typeText.rfind('>');
  return open == std::string::npos || close == std::string::npos || close < open
             ? std::string()
             : typeText.substr(open + 1, close - open - 1);
}

} // namespace faultline::fastmode
