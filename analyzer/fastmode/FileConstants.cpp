#include "fastmode/FileConstants.h"
#include "fastmode/NoreturnReadings.h"

#include "facts/builder/AsciiCase.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastSizes.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace faultline::fastmode {

std::string keyOf(const SyntaxTree &tree, int nameNode) {
  const Node &n = tree[nameNode];
  return std::string(tree.text(nameNode)) + "@" + std::to_string(n.startRow + 1) + ":" +
         std::to_string(n.startColumn + 1);
}

int declaratorName(const SyntaxTree &t, int d) {
  for (unsigned guard = 0; d >= 0 && guard < 32; ++guard) {
    switch (t[d].kind) {
    case Kind::Identifier:
    case Kind::FieldIdentifier:
    case Kind::TypeIdentifier:
      return d;
    case Kind::InitDeclarator:
    case Kind::PointerDeclarator:
    case Kind::ArrayDeclarator:
    case Kind::FunctionDeclarator:
      d = t.child(d, Field::Declarator);
      break;
    case Kind::ReferenceDeclarator:
    case Kind::ParenthesizedDeclarator:
      d = t.firstNamed(d);
      break;
    default:
      return -1;
    }
  }
  return -1;
}

void describeDeclarator(const SyntaxTree &t, int d, Variable &var) {
  // Only the outermost wrapper decides what the variable is: `char *a[4]` is an array.
  while (d >= 0 && t[d].kind == Kind::ParenthesizedDeclarator)
    d = t.firstNamed(d);
  if (d < 0)
    return;
  if (t[d].kind == Kind::InitDeclarator)
    d = t.child(d, Field::Declarator);
  if (d < 0)
    return;
  var.pointer = t[d].kind == Kind::PointerDeclarator;
  var.array = t[d].kind == Kind::ArrayDeclarator;
  var.reference = t[d].kind == Kind::ReferenceDeclarator;
}

bool hasInternalLinkage(const SyntaxTree &t, int definition) {
  if (hasSpecifier(t, definition, "static"))
    return true;
  for (int p = t[definition].parent; p >= 0; p = t[p].parent)
    if (t[p].kind == Kind::NamespaceDefinition && t.child(p, Field::Name) < 0)
      return true;
  return false;
}

bool hasSpecifier(const SyntaxTree &t, int declaration, std::string_view word) {
  for (int c = t[declaration].firstChild; c >= 0; c = t[c].nextSibling) {
    Kind k = t[c].kind;
    if ((k == Kind::StorageClassSpecifier || k == Kind::TypeQualifier) && t.text(c) == word)
      return true;
  }
  return false;
}

NodeRef FileScope::parseExpression(const std::string &expression) const {
  // `long v = (EXPRESSION);` parsed as C: the value node is the expression.
  auto text = std::make_unique<std::string>("long v = (" + expression + ");");
  auto parsed = std::make_unique<SyntaxTree>(SyntaxTree::parse(*text, /*cpp=*/false, 100000));
  NodeRef out;
  if (!parsed->empty() && parsed->errorNodes == 0) {
    const SyntaxTree &p = *parsed;
    int declaration = p.firstNamed(0);
    int init = declaration >= 0 ? p.child(declaration, Field::Declarator) : -1;
    int expr = init >= 0 && p[init].kind == Kind::InitDeclarator ? p.child(init, Field::Value) : -1;
    if (expr >= 0)
      out = {parsed.get(), expr};
  }
  macroTexts.push_back(std::move(text));
  macroTrees.push_back(std::move(parsed));
  return out;
}

bool isClassName(const FileScope &scope, const std::string &name) {
  if (name.empty() || name == "std")
    return false;
  if (scope.records.count(name))
    return true;
  if (scope.namespaces.count(name))
    return false;
  return name[0] >= 'A' && name[0] <= 'Z';
}

std::string typedefTarget(const FileScope &scope, const std::string &name) {
  auto it = scope.typedefs.find(name);
  if (it == scope.typedefs.end() || !scope.tree)
    return {};
  const SyntaxTree &t = *scope.tree;
  auto [type, declarator] = it->second;
  // Only the name itself, kept as declarator -1 (`typedef struct S *SP;` is a pointer, no
  // class of its own).
  if (type < 0 || declarator >= 0)
    return {};
  if (t[type].kind == Kind::TypeIdentifier)
    return std::string(t.text(type));
  if (t[type].kind != Kind::StructSpecifier && t[type].kind != Kind::ClassSpecifier)
    return {};
  int tag = t.child(type, Field::Name);
  return tag >= 0 ? std::string(t.text(tag)) : std::string();
}

Binding lookupFileName(const FileScope &scope, std::string_view name) {
  Binding b;
  std::string key(name);
  if (scope.macros.count(key)) {
    NodeRef value = scope.macroValue(key);
    if (value.valid()) {
      b.kind = Binding::Macro;
      b.init = value;
      b.name = key;
    }
    return b; // a macro that is not an expression hides everything else of that name
  }
  if (scope.isHeaderValue(key)) {
    b.kind = Binding::Macro;
    b.init = scope.macroValue(key);
    b.name = key;
    return b;
  }
  if (auto it = scope.enumerators.find(key); it != scope.enumerators.end()) {
    b.kind = Binding::Enumerator;
    b.value = it->second;
    return b;
  }
  if (auto it = scope.globals.find(key); it != scope.globals.end()) {
    const Variable &v = it->second;
    b.kind = Binding::Variable;
    b.variable = &v;
    b.tree = scope.tree;
    b.name = v.name;
    b.line = (*scope.tree)[v.nameNode].startRow + 1;
    b.integer = !v.pointer && !v.array && !v.reference;
    // A file-scope variable stands for its initialiser only when it is a constant.
    if (v.isConst && v.init >= 0)
      b.init = {scope.tree, v.init};
    return b;
  }
  if (scope.typedefs.count(key) || scope.records.count(key))
    b.kind = Binding::Type;
  // Well-known constants of the C library, fixed by glibc's ABI, so setvbuf modes and mallopt
  // parameters resolve without <stdio.h> / <malloc.h>; and the integer limits of <limits.h> and
  // <stdint.h> on the LP64 targets faultline models (those that fit 63 bits), which AST mode
  // reads from the headers: libdivsufsort's `BUCKET_B_SIZE`, `(UINT8_MAX + 1) * (UINT8_MAX + 1)`
  // saidx_t per call of divbwt, is 256 KiB.
  static const std::unordered_map<std::string_view, int64_t> libc = {
      {"_IOFBF", 0}, {"_IOLBF", 1}, {"_IONBF", 2}, {"BUFSIZ", 8192},
      {"M_TRIM_THRESHOLD", -1}, {"M_TOP_PAD", -2}, {"M_MMAP_THRESHOLD", -3}, {"M_MMAP_MAX", -4},
      {"M_ARENA_MAX", -8}, {"PATH_MAX", 4096}, {"EXIT_SUCCESS", 0}, {"EXIT_FAILURE", 1},
      {"CHAR_BIT", 8}, {"SCHAR_MAX", 127}, {"UCHAR_MAX", 255}, {"CHAR_MAX", 127},
      {"SHRT_MAX", 32767}, {"USHRT_MAX", 65535}, {"INT_MAX", 2147483647},
      {"UINT_MAX", 4294967295LL}, {"LONG_MAX", INT64_MAX}, {"LLONG_MAX", INT64_MAX},
      {"SSIZE_MAX", INT64_MAX}, {"INT8_MAX", 127}, {"UINT8_MAX", 255}, {"INT16_MAX", 32767},
      {"UINT16_MAX", 65535}, {"INT32_MAX", 2147483647}, {"UINT32_MAX", 4294967295LL},
      {"INT64_MAX", INT64_MAX},
  };
  // The key codes of <curses.h> that full-screen programs switch on, fixed by X/Open Curses
  // (ncurses' values), so a caller's `case KEY_NPAGE:` next to `case ' ':` is a known label set
  // (cscope's changestring loop hands command() only paging keys; HotPaths' cutBySwitch).
  static const std::unordered_map<std::string_view, int64_t> curses = {
      {"KEY_CODE_YES", 0400}, {"KEY_MIN", 0401}, {"KEY_BREAK", 0401}, {"KEY_DOWN", 0402},
      {"KEY_UP", 0403}, {"KEY_LEFT", 0404}, {"KEY_RIGHT", 0405}, {"KEY_HOME", 0406},
      {"KEY_BACKSPACE", 0407}, {"KEY_F0", 0410}, {"KEY_DL", 0510}, {"KEY_IL", 0511},
      {"KEY_DC", 0512}, {"KEY_IC", 0513}, {"KEY_EIC", 0514}, {"KEY_CLEAR", 0515},
      {"KEY_SF", 0520}, {"KEY_SR", 0521}, {"KEY_NPAGE", 0522}, {"KEY_PPAGE", 0523},
      {"KEY_ENTER", 0527}, {"KEY_BTAB", 0541}, {"KEY_END", 0550}, {"KEY_MOUSE", 0631},
      {"KEY_RESIZE", 0632}, {"KEY_MAX", 0777},
  };
  if (b.kind == Binding::Unknown)
    for (const auto *table : {&libc, &curses})
      if (auto it = table->find(name); it != table->end()) {
        b.kind = Binding::Enumerator;
        b.value = it->second;
        break;
      }
  return b;
}

namespace {

void addGlobals(const SyntaxTree &t, int declaration, FileScope &scope) {
  int type = t.child(declaration, Field::Type);
  bool isConst = hasSpecifier(t, declaration, "const") || hasSpecifier(t, declaration, "constexpr");
  bool isStatic = hasSpecifier(t, declaration, "static");
  bool isExtern = hasSpecifier(t, declaration, "extern");
  bool isVolatile = hasSpecifier(t, declaration, "volatile");
  for (int d = t[declaration].firstChild; d >= 0; d = t[d].nextSibling) {
    if (t[d].field != Field::Declarator || t[d].kind == Kind::FunctionDeclarator)
      continue;
    int name = declaratorName(t, d);
    if (name < 0 || t[name].kind != Kind::Identifier)
      continue;
    Variable v;
    v.name = std::string(t.text(name));
    v.key = keyOf(t, name);
    v.nameNode = name;
    v.typeNode = type;
    v.declarator = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Declarator) : d;
    v.init = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Value) : -1;
    if (v.init >= 0 && t[v.init].kind == Kind::InitializerList) {
      v.initList = v.init;
      v.init = -1;
    }
    v.isConst = isConst;
    v.isStatic = isStatic;
    v.isExtern = isExtern && v.init < 0;
    v.isVolatile = isVolatile;
    v.isGlobal = true;
    describeDeclarator(t, v.declarator, v);
    scope.globals.emplace(v.name, std::move(v));
  }
}

// Whether the #define `def` of `name` only gives a default: it sits directly in an `#ifndef
// name` group (`#ifndef BLK_SIZE` / `#define BLK_SIZE (1024*1024)` / `#endif`).
bool defaultDefinition(const SyntaxTree &t, int def, std::string_view name) {
  int group = t[def].parent;
  if (group < 0 || std::string_view(t[group].type) != "preproc_ifdef")
    return false;
  int first = t[group].firstChild, tested = t.child(group, Field::Name);
  return first >= 0 && t.text(first) == "#ifndef" && tested >= 0 && t.text(tested) == name;
}

std::string definitionBody(const SyntaxTree &t, int def) {
  int value = t.child(def, Field::Value);
  return value >= 0 ? std::string(t.text(value)) : std::string();
}

// The file's #define of `name` at `def`: the first one is kept (a macro's node), and a later
// one with another body makes the name ambiguous, unless one of the two is only a default or
// both are strings.
void noteMacroDefinition(const SyntaxTree &t, int def, const std::string &name, FileScope &scope) {
  auto [it, fresh] = scope.macros.emplace(name, def);
  if (fresh || definitionBody(t, it->second) == definitionBody(t, def))
    return;
  bool keptIsDefault = defaultDefinition(t, it->second, name);
  bool newIsDefault = defaultDefinition(t, def, name);
  if (newIsDefault && !keptIsDefault)
    return;
  if (keptIsDefault && !newIsDefault) {
    it->second = def;
    return;
  }
  // Two strings (git's INPUT_PATH, "/dev/tty" or "CONIN$" under GIT_WINDOWS_NATIVE): either is a
  // constant path, all a path reading needs; the first one stands, as the primary platform's.
  std::string kept = definitionBody(t, it->second), added = definitionBody(t, def);
  if (!kept.empty() && !added.empty() && kept.front() == '"' && added.front() == '"')
    return;
  scope.ambiguousMacros.insert(name);
}

// File-scope declarations, including those inside namespaces, extern "C" blocks and every
// branch of #if/#ifdef.
void collectTopLevel(const SyntaxTree &t, int parent, FileScope &scope, unsigned depth) {
  if (depth > 64)
    return;
  for (int c = t[parent].firstChild; c >= 0; c = t[c].nextSibling) {
    const Node &n = t[c];
    switch (n.kind) {
    case Kind::Declaration:
      addGlobals(t, c, scope);
      break;
    case Kind::PreprocDef: {
      int name = t.child(c, Field::Name);
      if (name >= 0)
        noteMacroDefinition(t, c, std::string(t.text(name)), scope);
      break;
    }
    case Kind::PreprocFunctionDef: {
      int name = t.child(c, Field::Name);
      if (name >= 0)
        scope.functionMacros.emplace(std::string(t.text(name)), c);
      break;
    }
    case Kind::NamespaceDefinition:
    case Kind::Error:
      collectTopLevel(t, n.kind == Kind::Error ? c : std::max(t.child(c, Field::Body), c), scope,
                      depth + 1);
      break;
    default: {
      std::string_view type = n.type;
      if (type == "linkage_specification" || type == "declaration_list" ||
          type.substr(0, 7) == "preproc")
        collectTopLevel(t, c, scope, depth + 1);
      break;
    }
    }
  }
}

} // namespace

void collectFileScope(const SyntaxTree &t, bool cpp, FileScope &scope) {
  scope.tree = &t;
  if (t.empty())
    return;
  collectTopLevel(t, t.root(), scope, 0);
  collectNoreturnFunctions(t, scope.noreturnFunctions);
  // A `#define` inside a record's body defines the name for the rest of the file, as any other
  // (libxmp's readlzw.c: `struct local_data { #define REALMAXSTR 65536  int st_ptr[REALMAXSTR];
  // ... }`, a 1 MiB block per call).
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].kind != Kind::PreprocDef || t[i].parent < 0 ||
        t[t[i].parent].type != std::string_view("field_declaration_list"))
      continue;
    if (int name = t.child(i, Field::Name); name >= 0)
      noteMacroDefinition(t, i, std::string(t.text(name)), scope);
  }
  // Types, enumerators and defined functions anywhere in the file: one linear scan.
  FileScopeNames names(scope);
  Evaluator evaluator(scope, names);
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    const Node &n = t[i];
    switch (n.kind) {
    case Kind::StructSpecifier:
    case Kind::UnionSpecifier:
    case Kind::ClassSpecifier: {
      int name = t.child(i, Field::Name);
      int body = t.child(i, Field::Body);
      if (name < 0 || body < 0)
        break;
      std::string record(t.text(name));
      scope.records.emplace(record, i);
      for (int m = t[body].firstChild; m >= 0; m = t[m].nextSibling) {
        if (t[m].kind != Kind::FieldDeclaration && t[m].kind != Kind::FunctionDefinition &&
            t[m].kind != Kind::Declaration)
          continue;
        int d = t.child(m, Field::Declarator);
        while (d >= 0 && t[d].kind != Kind::FunctionDeclarator &&
               (t[d].kind == Kind::PointerDeclarator || t[d].kind == Kind::ReferenceDeclarator))
          d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
        int method = d >= 0 && t[d].kind == Kind::FunctionDeclarator ? t.child(d, Field::Declarator) : -1;
        if (method >= 0)
          scope.methods.insert(record + "::" + std::string(t.text(method)));
      }
      break;
    }
    case Kind::NamespaceDefinition: {
      int name = t.child(i, Field::Name);
      if (name >= 0)
        scope.namespaces.insert(std::string(t.text(name)));
      break;
    }
    case Kind::TypeDefinition: {
      int type = t.child(i, Field::Type);
      for (int d = n.firstChild; d >= 0; d = t[d].nextSibling) {
        if (t[d].field != Field::Declarator)
          continue;
        int name = declaratorName(t, d);
        if (name >= 0 && type >= 0)
          scope.typedefs.emplace(std::string(t.text(name)), std::make_pair(type, d == name ? -1 : d));
      }
      break;
    }
    case Kind::EnumSpecifier: {
      int body = t.child(i, Field::Body);
      if (body < 0)
        break;
      int64_t next = 0;
      for (int e = t[body].firstChild; e >= 0; e = t[e].nextSibling) {
        if (t[e].kind != Kind::Enumerator)
          continue;
        int name = t.child(e, Field::Name);
        int value = t.child(e, Field::Value);
        if (value >= 0) {
          auto v = evaluator.symbolic({&t, value});
          if (!v || !v->constant)
            break; // later enumerators depend on this one
          next = *v->constant;
        }
        if (name >= 0)
          scope.enumerators.emplace(std::string(t.text(name)), next);
        ++next;
      }
      break;
    }
    case Kind::Declaration: {
      for (int d = n.firstChild; d >= 0; d = t[d].nextSibling) {
        if (t[d].field != Field::Declarator)
          continue;
        int f = d;
        while (f >= 0 && (t[f].kind == Kind::PointerDeclarator || t[f].kind == Kind::ReferenceDeclarator))
          f = t.child(f, Field::Declarator) >= 0 ? t.child(f, Field::Declarator) : t.firstNamed(f);
        if (int name = f >= 0 && t[f].kind == Kind::FunctionDeclarator ? declaratorName(t, f) : -1; name >= 0)
          scope.declaredFunctions.insert(std::string(t.text(name)));
      }
      break;
    }
    case Kind::FunctionDefinition: {
      int name = declaratorName(t, t.child(i, Field::Declarator));
      if (name < 0) {
        // qualified names (C::m, ns::f) end in an identifier
        int d = t.child(i, Field::Declarator);
        while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
          d = t.child(d, Field::Declarator);
        int q = d >= 0 ? t.child(d, Field::Declarator) : -1;
        if (q >= 0) {
          std::string text = singleSpaced(t.text(q));
          scope.functions.emplace(text.substr(text.rfind(':') + 1), i);
          // C::m -> a method of C (the last two components)
          size_t last = text.rfind("::");
          size_t before = last == std::string::npos ? std::string::npos : text.rfind("::", last - 1);
          if (last != std::string::npos)
            scope.methods.insert(before == std::string::npos ? text : text.substr(before + 2));
        }
      } else {
        std::string fn(t.text(name));
        scope.functions.emplace(fn, i);
        bool inClass = false;
        for (int p = t[i].parent; p >= 0 && !inClass; p = t[p].parent)
          inClass = t[p].kind == Kind::FieldDeclarationList;
        if (!inClass && hasInternalLinkage(t, i))
          scope.staticFunctions.insert(fn);
      }
      break;
    }
    default:
      break;
    }
  }
  (void)cpp;
}

} // namespace faultline::fastmode
