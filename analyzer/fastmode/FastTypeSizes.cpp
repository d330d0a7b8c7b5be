// Sizes and alignments of types from syntax alone (FastSizes.h): builtin types as Clang lays
// them out on x86-64 LP64, typedefs, arrays, pointers, and structs and unions defined in the same
// file, laid out field by field; `sizeof` expressions. The rest of the evaluator is FastSizes.cpp.
#include "fastmode/FastSizes.h"

#include <unordered_map>

namespace faultline::fastmode {
namespace {

// x86-64 LP64 (glibc, libstdc++): the platform this checker and its measurements are for. The
// fixed-width aliases (uint8_t...) are not builtins in the language; the U8/S32 family is common
// enough in C code bases (zstd, lz4, the kernel) to be worth knowing.
const std::unordered_map<std::string_view, uint64_t> &builtinSizes() {
  static const std::unordered_map<std::string_view, uint64_t> sizes = {
      {"char", 1}, {"signed char", 1}, {"unsigned char", 1}, {"bool", 1}, {"_Bool", 1},
      {"short", 2}, {"unsigned short", 2}, {"int", 4}, {"unsigned", 4}, {"signed", 4},
      {"unsigned int", 4}, {"long", 8}, {"unsigned long", 8}, {"long long", 8},
      {"unsigned long long", 8}, {"float", 4}, {"double", 8}, {"long double", 16},
      {"wchar_t", 4}, {"char8_t", 1}, {"char16_t", 2}, {"char32_t", 4}, {"size_t", 8},
      {"ssize_t", 8}, {"ptrdiff_t", 8}, {"intptr_t", 8}, {"uintptr_t", 8}, {"off_t", 8},
      {"off64_t", 8}, {"int8_t", 1}, {"uint8_t", 1}, {"int16_t", 2}, {"uint16_t", 2},
      {"int32_t", 4}, {"uint32_t", 4}, {"int64_t", 8}, {"uint64_t", 8}, {"intmax_t", 8},
      {"uintmax_t", 8}, {"__int128", 16}, {"byte", 1}, {"u_char", 1}, {"u_short", 2},
      {"u_int", 4}, {"u_long", 8}, {"u8", 1}, {"u16", 2}, {"u32", 4}, {"u64", 8},
      {"BYTE", 1}, {"U8", 1}, {"U16", 2}, {"U32", 4}, {"U64", 8}, {"S8", 1}, {"S16", 2},
      {"S32", 4}, {"S64", 8}, {"max_align_t", 32},
      // GLib's fundamental types (gtypes.h, glibconfig.h on x86-64), the element types of its
      // g_new(T, n) (rules/models/glib.yaml).
      {"gchar", 1}, {"guchar", 1}, {"gint8", 1}, {"guint8", 1}, {"gint16", 2}, {"guint16", 2},
      {"gshort", 2}, {"gushort", 2}, {"gint", 4}, {"guint", 4}, {"gint32", 4}, {"guint32", 4},
      {"gboolean", 4}, {"gunichar", 4}, {"gfloat", 4}, {"glong", 8}, {"gulong", 8},
      {"gint64", 8}, {"guint64", 8}, {"gsize", 8}, {"gssize", 8}, {"goffset", 8},
      {"gintptr", 8}, {"guintptr", 8}, {"gdouble", 8}, {"gpointer", 8}, {"gconstpointer", 8},
      // Standard library classes whose size is fixed on libstdc++/x86-64.
      {"string", 32}, {"wstring", 32}, {"u16string", 32}, {"u32string", 32}, {"u8string", 32},
  };
  return sizes;
}

uint64_t alignOfScalar(uint64_t size) { return size >= 16 ? 16 : (size ? size : 1); }

uint64_t alignUp(uint64_t n, uint64_t a) { return a ? (n + a - 1) / a * a : n; }

} // namespace

bool isScalarTypeName(std::string_view name) {
  return builtinSizes().count(name) && name.find("string") == std::string_view::npos;
}

std::optional<int64_t> Evaluator::evaluateSizeof(NodeRef e, unsigned depth) {
  const SyntaxTree &t = *e.tree;
  if (int type = t.child(e.node, Field::Type); type >= 0) {
    // sizeof(T): a type_descriptor with its own type and abstract declarator
    uint64_t s = t[type].kind == Kind::TypeDescriptor
                     ? sizeOfType(t, t.child(type, Field::Type), t.child(type, Field::Declarator))
                     : sizeOfType(t, type, -1);
    return s ? std::optional<int64_t>(static_cast<int64_t>(s)) : std::nullopt;
  }
  int value = t.child(e.node, Field::Value);
  if (value < 0)
    return std::nullopt;
  while (value >= 0 && t[value].kind == Kind::ParenthesizedExpression)
    value = t.firstNamed(value);
  if (value < 0)
    return std::nullopt;
  // sizeof v, sizeof *p, sizeof p[0]: the declared type of a variable, minus one indirection.
  bool deref = false;
  int operand = value;
  if (t[value].kind == Kind::PointerExpression && t.text(value).substr(0, 1) == "*") {
    deref = true;
    operand = t.child(value, Field::Argument);
  } else if (t[value].kind == Kind::SubscriptExpression) {
    deref = true;
    operand = t.child(value, Field::Argument);
  }
  while (operand >= 0 && t[operand].kind == Kind::ParenthesizedExpression)
    operand = t.firstNamed(operand);
  if (operand < 0)
    return std::nullopt;
  // `sizeof *p->buf`, `sizeof s.items[0]`: the field's declared type, through the record of
  // the variable it is read from (clzip's `malloc(sizeof *encoder.e)`, a 330 KiB encoder).
  if (t[operand].kind == Kind::FieldExpression) {
    uint64_t field = sizeOfField(t, operand, deref, depth);
    return field ? std::optional<int64_t>(static_cast<int64_t>(field)) : std::nullopt;
  }
  Kind k = t[operand].kind;
  if (k != Kind::Identifier && k != Kind::TypeIdentifier && k != Kind::QualifiedIdentifier)
    return std::nullopt;
  std::string_view name = t.text(operand);
  Binding b = names.lookup(name);
  uint64_t s = 0;
  if (b.variable && b.tree) {
    const Variable &v = *b.variable;
    int declarator = v.declarator;
    // `*p`, `p[0]`: one pointer or array level less, the one nearest the name (C's reading of
    // the declarator: `int (*F)[256]`, a pointer to 256 ints, gives 1 KiB; htslib's rANS
    // tables, `F = calloc(256, sizeof(*F))`).
    if (deref)
      s = declarator >= 0 && v.typeNode >= 0
              ? sizeThroughDeclarator(*b.tree, v.typeNode, declarator, 0, true)
              : 0;
    else
      s = sizeOfType(*b.tree, v.typeNode, declarator);
  } else if (!deref && (b.kind == Binding::Unknown || b.kind == Binding::Type)) {
    s = sizeOfNamedType(name, depth);
  }
  return s ? std::optional<int64_t>(static_cast<int64_t>(s)) : std::nullopt;
}

uint64_t Evaluator::sizeOfField(const SyntaxTree &t, int fieldExpression, bool dereferenced,
                                unsigned depth) {
  int base = t.child(fieldExpression, Field::Argument);
  int member = t.child(fieldExpression, Field::FieldName);
  while (base >= 0 && t[base].kind == Kind::ParenthesizedExpression)
    base = t.firstNamed(base);
  if (base < 0 || member < 0 || t[base].kind != Kind::Identifier || file.tree != &t)
    return 0;
  Binding b = names.lookup(t.text(base));
  if (!b.variable || b.tree != &t || b.variable->typeNode < 0)
    return 0;
  // The record the variable's type names: `struct X` (the file's own, with its body), or a
  // typedef of one; failing that, the name a header lays the record out under (admesh's
  // `stl_file *stl` with stl.h's `typedef struct { ... stl_hash_edge **heads; ... } stl_file;`,
  // `calloc(stl->M, sizeof(*stl->heads))`, held-out set 37).
  int record = -1;
  std::string headerName;
  int type = b.variable->typeNode;
  for (unsigned hops = 0; type >= 0 && record < 0 && hops < 4; ++hops) {
    Kind kind = t[type].kind;
    if (kind == Kind::StructSpecifier || kind == Kind::UnionSpecifier || kind == Kind::ClassSpecifier) {
      if (t.child(type, Field::Body) >= 0) {
        record = type;
      } else if (int name = t.child(type, Field::Name); name >= 0) {
        auto it = file.records.find(std::string(lastComponent(t.text(name))));
        record = it != file.records.end() ? it->second : -1;
        if (record < 0)
          headerName = std::string(lastComponent(t.text(name)));
      }
      break;
    }
    if (kind != Kind::TypeIdentifier)
      break;
    auto it = file.typedefs.find(std::string(t.text(type)));
    if (it == file.typedefs.end()) {
      headerName = std::string(t.text(type));
      break;
    }
    type = it->second.first;
  }
  if (record >= 0)
    return sizeOfMember(t, record, t.text(member), dereferenced, depth);
  return headerName.empty() ? 0 : file.headerRecords.fieldSize(headerName, std::string(t.text(member)), dereferenced);
}

uint64_t Evaluator::sizeOfMember(const SyntaxTree &t, int record, std::string_view wanted, bool dereferenced,
                                 unsigned depth) const {
  int found = 0;
  uint64_t size = 0;
  forEachField(t, record, [&](std::string_view name, int type, int declarator) {
    if (name == wanted && !found++) // the first of two same-named fields
      size = dereferenced ? sizeThroughDeclarator(t, type, declarator, depth, true)
                          : sizeOfType(t, type, declarator, depth);
  });
  return size;
}

void Evaluator::forEachField(const SyntaxTree &t, int record,
                             const std::function<void(std::string_view, int, int)> &visit) const {
  int body = t.child(record, Field::Body);
  if (body < 0)
    return;
  // Each field's declarators (`int a, *b;` is two), with the name under pointers and parentheses.
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].kind != Kind::FieldDeclaration)
      continue;
    for (int d = t[c].firstChild; d >= 0; d = t[d].nextSibling) {
      if (t[d].field != Field::Declarator)
        continue;
      int name = d;
      while (name >= 0 && t[name].kind != Kind::FieldIdentifier && t[name].kind != Kind::Identifier)
        name = t[name].kind == Kind::ParenthesizedDeclarator ? t.firstNamed(name)
                                                             : t.child(name, Field::Declarator);
      if (name >= 0)
        visit(t.text(name), t.child(c, Field::Type), d);
    }
  }
}

bool Evaluator::recordFieldSizes(const std::string &name, std::unordered_map<std::string, FieldSizes> &out) const {
  int record = -1;
  if (auto it = file.records.find(name); it != file.records.end()) {
    record = it->second;
  } else if (auto def = file.typedefs.find(name); def != file.typedefs.end()) {
    // `typedef struct { ... } T;` or `typedef struct S T;`; not `typedef struct S *SP;`.
    const auto [type, declarator] = def->second;
    const Kind kind = (*file.tree)[type].kind;
    const bool plain = declarator < 0 || (*file.tree)[declarator].kind == Kind::TypeIdentifier;
    if (plain && (kind == Kind::StructSpecifier || kind == Kind::UnionSpecifier || kind == Kind::ClassSpecifier)) {
      if (file.tree->child(type, Field::Body) >= 0)
        record = type;
      else if (int tag = file.tree->child(type, Field::Name); tag >= 0)
        if (auto r = file.records.find(std::string(lastComponent(file.tree->text(tag)))); r != file.records.end())
          record = r->second;
    }
  }
  if (record < 0)
    return false;
  forEachField(*file.tree, record, [&](std::string_view field, int type, int declarator) {
    FieldSizes sizes{sizeOfType(*file.tree, type, declarator),
                     sizeThroughDeclarator(*file.tree, type, declarator, 0, true)};
    if (sizes.value || sizes.pointee)
      out.emplace(std::string(field), sizes); // the first of two same-named fields
  });
  return true;
}

uint64_t Evaluator::sizeOfNamedType(std::string_view name, unsigned depth) const {
  if (depth > kMaxDepth)
    return 0;
  std::string text = singleSpaced(name);
  std::string_view s = text;
  for (std::string_view prefix : {"const ", "volatile ", "struct ", "union ", "class ", "std::"})
    while (s.substr(0, prefix.size()) == prefix)
      s.remove_prefix(prefix.size());
  if (s.substr(0, 5) == "enum ")
    return 4;
  if (auto it = builtinSizes().find(s); it != builtinSizes().end())
    return it->second;
  std::string key(lastComponent(s));
  if (auto it = file.typedefs.find(key); it != file.typedefs.end())
    return sizeOfType(*file.tree, it->second.first, it->second.second, depth + 1);
  if (auto it = file.records.find(key); it != file.records.end()) {
    uint64_t size = 0, align = 1;
    return recordLayout(*file.tree, it->second, depth + 1, size, align) ? size : 0;
  }
  if (const RecordLayout *header = file.headerRecords.find(key))
    return header->size;
  return 0;
}

bool Evaluator::namedTypeLayout(const std::string &name, uint64_t &size, uint64_t &align) const {
  size = sizeOfNamedType(name);
  if (!size)
    return false;
  if (auto it = file.typedefs.find(name); it != file.typedefs.end()) {
    align = alignOfType(*file.tree, it->second.first, it->second.second, 0);
    return true;
  }
  auto it = file.records.find(name);
  uint64_t recordSize = 0;
  return it != file.records.end() && recordLayout(*file.tree, it->second, 0, recordSize, align);
}

namespace {

// The type constructors of a declarator, outermost node first. tree-sitter nests declarators
// as they are written, so the outermost node is the constructor applied to the specifier's type
// first: `*entries[N]` (a pointer_declarator around an array_declarator) is an array of N
// pointers, `(*p)[N]` a pointer to an array of N. References and parentheses change nothing.
std::vector<Kind> typeConstructors(const SyntaxTree &t, int declarator) {
  std::vector<Kind> out;
  for (int d = declarator; d >= 0;) {
    Kind k = t[d].kind;
    switch (k) {
    case Kind::PointerDeclarator:
    case Kind::AbstractPointerDeclarator:
      out.push_back(Kind::PointerDeclarator);
      d = t.child(d, Field::Declarator);
      break;
    case Kind::ArrayDeclarator:
    case Kind::AbstractArrayDeclarator:
      out.push_back(Kind::ArrayDeclarator);
      d = t.child(d, Field::Declarator);
      break;
    case Kind::FunctionDeclarator:
      out.push_back(Kind::FunctionDeclarator);
      d = t.child(d, Field::Declarator);
      break;
    case Kind::InitDeclarator:
      d = t.child(d, Field::Declarator);
      break;
    case Kind::ReferenceDeclarator:
    case Kind::AbstractReferenceDeclarator:
    case Kind::ParenthesizedDeclarator:
      d = t.firstNamed(d);
      break;
    default:
      return out; // the declared name
    }
  }
  return out;
}

// Array sizes of a declarator in the order typeConstructors lists its constructors.
std::vector<int> arraySizeNodes(const SyntaxTree &t, int declarator) {
  std::vector<int> out;
  for (int d = declarator; d >= 0;) {
    Kind k = t[d].kind;
    if (k == Kind::ArrayDeclarator || k == Kind::AbstractArrayDeclarator)
      out.push_back(t.child(d, Field::Size));
    if (k == Kind::PointerDeclarator || k == Kind::AbstractPointerDeclarator ||
        k == Kind::ArrayDeclarator || k == Kind::AbstractArrayDeclarator ||
        k == Kind::FunctionDeclarator || k == Kind::InitDeclarator)
      d = t.child(d, Field::Declarator);
    else if (k == Kind::ReferenceDeclarator || k == Kind::AbstractReferenceDeclarator ||
             k == Kind::ParenthesizedDeclarator)
      d = t.firstNamed(d);
    else
      break;
  }
  return out;
}

} // namespace

uint64_t Evaluator::sizeThroughDeclarator(const SyntaxTree &t, int type, int declarator,
                                          unsigned depth, bool dereferenced) const {
  std::vector<Kind> constructors = typeConstructors(t, declarator);
  std::vector<int> sizes = arraySizeNodes(t, declarator);
  if (dereferenced) { // the constructor applied last, nearest the name, goes
    if (constructors.empty() || constructors.back() == Kind::FunctionDeclarator)
      return 0;
    if (constructors.back() == Kind::ArrayDeclarator)
      sizes.pop_back();
    constructors.pop_back();
  }
  // Only what follows the last pointer matters: a pointer is 8 bytes whatever it points to.
  size_t start = 0;
  for (size_t i = 0; i < constructors.size(); ++i)
    if (constructors[i] == Kind::PointerDeclarator)
      start = i + 1;
  bool pointer = start > 0;
  // The specifier's own size at the same depth: no declarator again, so no recursion, and the
  // depth budget stays for the macros an array bound may need (TOTFREQ -> (1 << TF_SHIFT)).
  uint64_t size = pointer ? 8 : sizeOfType(t, type, -1, depth);
  size_t arrayIndex = 0;
  for (size_t i = 0; i < start; ++i)
    if (constructors[i] == Kind::ArrayDeclarator)
      ++arrayIndex;
  for (size_t i = start; i < constructors.size() && size; ++i) {
    if (constructors[i] == Kind::FunctionDeclarator)
      return 0; // a function type has no size
    Trace trace;
    auto count = const_cast<Evaluator *>(this)->evaluate({&t, sizes[arrayIndex++]}, trace, depth + 1);
    if (!count || *count < 0 || __builtin_mul_overflow(size, static_cast<uint64_t>(*count), &size))
      return 0;
  }
  return size;
}

uint64_t Evaluator::sizeOfType(const SyntaxTree &t, int type, int declarator, unsigned depth) const {
  if (depth > kMaxDepth || type < 0)
    return 0;
  if (declarator >= 0)
    return sizeThroughDeclarator(t, type, declarator, depth);
  const Node &n = t[type];
  switch (n.kind) {
  case Kind::PrimitiveType:
  case Kind::SizedTypeSpecifier:
  case Kind::TypeIdentifier:
  case Kind::QualifiedIdentifier:
    return sizeOfNamedType(t.text(type), depth + 1);
  case Kind::TypeDescriptor:
    return sizeOfType(t, t.child(type, Field::Type), t.child(type, Field::Declarator), depth + 1);
  case Kind::EnumSpecifier:
    return 4;
  case Kind::StructSpecifier:
  case Kind::UnionSpecifier:
  case Kind::ClassSpecifier: {
    if (t.child(type, Field::Body) >= 0) {
      uint64_t size = 0, align = 1;
      return recordLayout(t, type, depth + 1, size, align) ? size : 0;
    }
    // `struct Table` names the tag, never a typedef: `typedef struct Table Table;` would
    // otherwise lead back to itself.
    int name = t.child(type, Field::Name);
    if (name < 0)
      return 0;
    std::string tag(lastComponent(t.text(name)));
    auto it = file.records.find(tag);
    uint64_t size = 0, align = 1;
    if (it == file.records.end()) {
      const RecordLayout *header = file.headerRecords.find(tag);
      return header ? header->size : 0;
    }
    return recordLayout(*file.tree, it->second, depth + 1, size, align) ? size : 0;
  }
  case Kind::TemplateType: {
    int name = t.child(type, Field::Name);
    std::string_view base = name >= 0 ? t.text(name) : "";
    if (base == "unique_ptr") return 8;
    if (base == "shared_ptr" || base == "weak_ptr") return 16;
    if (base == "vector") return 24;
    if (base == "basic_string") return 32;
    return 0;
  }
  default:
    return 0;
  }
}

uint64_t Evaluator::alignOfType(const SyntaxTree &t, int type, int declarator, unsigned depth) const {
  // An array aligns as its element; anything with a pointer in its declarator as a pointer.
  if (declarator >= 0)
    for (Kind k : typeConstructors(t, declarator))
      if (k == Kind::PointerDeclarator)
        return 8;
  if (type < 0 || depth > kMaxDepth)
    return 1;
  Kind k = t[type].kind;
  if (k == Kind::StructSpecifier || k == Kind::UnionSpecifier || k == Kind::ClassSpecifier) {
    int spec = type;
    if (t.child(type, Field::Body) < 0) {
      int name = t.child(type, Field::Name);
      auto it = name >= 0 ? file.records.find(std::string(t.text(name))) : file.records.end();
      if (it == file.records.end()) {
        const RecordLayout *header =
            name >= 0 ? file.headerRecords.find(std::string(t.text(name))) : nullptr;
        return header ? header->align : 8;
      }
      spec = it->second;
    }
    uint64_t size = 0, align = 1;
    recordLayout(*file.tree, spec, depth + 1, size, align);
    return align;
  }
  if (k == Kind::TypeIdentifier) {
    std::string key(t.text(type));
    if (auto it = file.typedefs.find(key); it != file.typedefs.end())
      return alignOfType(*file.tree, it->second.first, it->second.second, depth + 1);
    if (auto it = file.records.find(key); it != file.records.end()) {
      uint64_t size = 0, align = 1;
      recordLayout(*file.tree, it->second, depth + 1, size, align);
      return align;
    }
    if (const RecordLayout *header = file.headerRecords.find(key))
      return header->align;
  }
  return alignOfScalar(std::min<uint64_t>(sizeOfType(t, type, -1, depth + 1), 16));
}

// C layout rules (x86-64 SysV): each field at its alignment, the whole rounded to the largest.
// Anything we cannot lay out exactly (bit-fields, base classes, virtual functions, #if inside
// the body, unknown field types) gives up: an unknown size is honest, a wrong one is not.
bool Evaluator::recordLayout(const SyntaxTree &t, int specifier, unsigned depth, uint64_t &size,
                             uint64_t &align) const {
  if (depth > kMaxDepth)
    return false;
  int body = t.child(specifier, Field::Body);
  if (body < 0 || t.hasChildOfType(specifier, "base_class_clause"))
    return false;
  bool isUnion = t[specifier].kind == Kind::UnionSpecifier;
  uint64_t offset = 0;
  align = 1;
  // A polymorphic class without bases: the vtable pointer comes first.
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling)
    if (t.hasChildOfType(c, "virtual")) {
      offset = 8;
      align = 8;
      break;
    }
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling) {
    const Node &member = t[c];
    if (!member.named || member.kind == Kind::Comment)
      continue;
    if (member.kind == Kind::FunctionDefinition || member.kind == Kind::Declaration ||
        (member.kind == Kind::FieldDeclaration && t.hasChildOfType(c, "virtual"))) {
      continue; // methods, static members
    }
    std::string_view type = member.type;
    if (type == "access_specifier" || type == "template_declaration" || type == "friend_declaration" ||
        type == "using_declaration" || type == "alias_declaration" || type == "type_definition" ||
        type == "static_assert_declaration" || type == "preproc_def" || type == "preproc_function_def" ||
        type == "preproc_call")
      continue; // (a #define or #pragma among the members changes no layout)
    if (member.kind != Kind::FieldDeclaration)
      return false; // #ifdef inside the body, ERROR, ...
    if (t.child(c, Field::Type) < 0)
      return false;
    bool isStatic = false;
    for (int s = member.firstChild; s >= 0; s = t[s].nextSibling)
      if (t[s].kind == Kind::StorageClassSpecifier && t.text(s) == "static")
        isStatic = true;
      else if (t[s].kind == Kind::BitfieldClause)
        return false;
    if (isStatic)
      continue;
    int typeNode = t.child(c, Field::Type);
    std::vector<int> declarators;
    for (int d = member.firstChild; d >= 0; d = t[d].nextSibling)
      if (t[d].field == Field::Declarator)
        declarators.push_back(d);
    if (declarators.empty())
      declarators.push_back(-1); // an anonymous struct or union member
    for (int d : declarators) {
      if (d >= 0 && t[d].kind == Kind::FunctionDeclarator)
        continue; // a method declaration
      uint64_t s = sizeOfType(t, typeNode, d, depth + 1);
      bool flexible = d >= 0 && t[d].kind == Kind::ArrayDeclarator && t.child(d, Field::Size) < 0;
      if (!s && !flexible) // a flexible array member adds nothing but its alignment
        return false;
      uint64_t a = alignOfType(t, typeNode, d, depth + 1);
      align = std::max(align, a);
      if (isUnion) {
        offset = std::max(offset, s);
      } else {
        offset = alignUp(offset, a) + s;
      }
    }
  }
  size = alignUp(offset, align);
  if (size == 0)
    size = 1; // an empty C++ class; an empty C struct is a GNU extension of size 0 (rare)
  return true;
}

} // namespace faultline::fastmode
