// Allocator hooks in fast mode (analyzer/extract/AllocatorHooks.h says what they are): a
// file-scope variable initialised to the C library's allocator or releaser
// (`curl_malloc_callback Curl_cmalloc = (curl_malloc_callback)malloc;`) or to a function this
// file defines. Without types, a hook is recognised by its initialiser alone: a bare function
// name (through casts and `&`) that the C library's tables know or that this file defines; no
// other initialiser of a file-scope variable is a function's name.
#include "fastmode/FastHooks.h"

#include "facts/builder/AllocatorHook.h"
#include "fastmode/FastFieldStores.h"
#include "fastmode/FastSizes.h"

#include <algorithm>
#include <tuple>

namespace faultline::fastmode {

namespace {

unsigned parameterCount(const SyntaxTree &t, int definition) {
  int d = t.child(definition, Field::Declarator);
  for (unsigned guard = 0; d >= 0 && t[d].kind != Kind::FunctionDeclarator && guard < 16; ++guard)
    d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
  int list = d >= 0 ? t.child(d, Field::Parameters) : -1;
  unsigned n = 0;
  for (int p = list >= 0 ? t.firstNamed(list) : -1; p >= 0; p = t.nextNamed(p))
    if (t[p].kind == Kind::ParameterDeclaration)
      ++n;
  return n;
}

} // namespace

std::string fastMemberType(std::string_view typeName) {
  // `const ns::Foo<int> *` -> Foo
  std::string type(typeName.substr(0, typeName.find('<')));
  for (std::string_view prefix : {"const ", "volatile ", "struct ", "class "})
    while (type.rfind(prefix, 0) == 0)
      type = type.substr(prefix.size());
  while (!type.empty() && (type.back() == '*' || type.back() == '&' || type.back() == ' '))
    type.pop_back();
  if (size_t colon = type.rfind("::"); colon != std::string::npos)
    type = type.substr(colon + 2);
  return type == "auto" ? std::string() : type;
}

std::string fastMemberKey(std::string_view typeName, std::string_view member) {
  std::string type = fastMemberType(typeName);
  if (type.empty())
    return "fast:" + std::string(member);
  return "fast:" + type + "::" + std::string(member);
}

std::optional<builder::HookTarget> hookTargetOf(const SyntaxTree &t, const FileScope &file,
                                                const std::string &path, int value,
                                                unsigned &parameters) {
  NodeRef init = stripParensAndCasts(NodeRef{&t, value});
  if (!init.valid())
    return std::nullopt;
  if (t[init.node].kind == Kind::PointerExpression && t.text(init.node).substr(0, 1) == "&")
    init = stripParensAndCasts(NodeRef{&t, t.child(init.node, Field::Argument)});
  if (!init.valid() || t[init.node].kind != Kind::Identifier)
    return std::nullopt;
  std::string target(t.text(init.node));
  if (auto defined = file.functions.find(target); defined != file.functions.end()) {
    std::string usr = file.staticFunctions.count(target) ? "fast:" + path + "@" + target
                                                         : "fast:" + target;
    parameters = parameterCount(t, defined->second);
    return builder::HookTarget{target, usr};
  }
  std::optional<builder::HookTarget> hook = builder::libraryHookTarget(target);
  if (hook)
    parameters = hook->sizeArg >= 0 ? static_cast<unsigned>(hook->sizeArg) + 1 : 1;
  return hook;
}

std::vector<facts::FunctionFacts> allocatorHooks(const SyntaxTree &t, const FileScope &file,
                                                 const std::string &path) {
  std::vector<facts::FunctionFacts> out;
  for (const auto &[name, var] : file.globals) {
    if (var.init < 0 || var.array)
      continue;
    unsigned parameters = 0;
    std::optional<builder::HookTarget> hook = hookTargetOf(t, file, path, var.init, parameters);
    if (!hook)
      continue;
    const Node &at = t[var.nameNode];
    facts::SourceRange range{path, at.startRow + 1, at.startColumn + 1, at.endRow + 1,
                             at.endColumn + 1};
    // The walker keys a call of a name it cannot resolve locally "fast:NAME" (callKey).
    if (auto facts = builder::allocatorHook(name, "fast:" + name, range, *hook, parameters))
      out.push_back(std::move(*facts));
  }
  // file.globals is a hash map: sort so the facts (and caches) do not depend on its order.
  std::sort(out.begin(), out.end(), [](const facts::FunctionFacts &a, const facts::FunctionFacts &b) {
    return a.range.line < b.range.line;
  });
  return out;
}

std::optional<facts::FunctionFacts> fieldCallbackStore(const SyntaxTree &t, const FileScope &file,
                                                       const std::string &path,
                                                       std::string_view typeName,
                                                       const std::string &field, int value,
                                                       int at) {
  std::string key = fastMemberKey(typeName, field);
  if (field.empty() || key == "fast:" + field)
    return std::nullopt; // no type: a field of any struct, which calls could not be told apart by
  unsigned parameters = 0;
  std::optional<builder::HookTarget> hook = hookTargetOf(t, file, path, value, parameters);
  if (!hook)
    return std::nullopt;
  const Node &n = t[at];
  facts::SourceRange range{path, n.startRow + 1, n.startColumn + 1, n.endRow + 1, n.endColumn + 1};
  // "field:" as on the Clang side (rules/program/Wrappers.cpp, isFieldCallback: the allocator
  // is an assumption); C calls through the field use the same key (FastCalls.cpp).
  return builder::allocatorHook(key.substr(5), "field:" + key, range, *hook, parameters,
                                "function-pointer field");
}

std::vector<facts::FunctionFacts> fileScopeFieldCallbacks(const SyntaxTree &t,
                                                          const FileScope &file,
                                                          const std::string &path) {
  std::vector<facts::FunctionFacts> out;
  for (const auto &[name, var] : file.globals) {
    if (var.initList < 0 || t[var.initList].kind != Kind::InitializerList || var.typeNode < 0 ||
        var.array)
      continue;
    for (int entry = t.firstNamed(var.initList); entry >= 0; entry = t.nextNamed(entry)) {
      auto [field, value] = designatedPair(t, entry);
      if (field.empty())
        continue;
      if (auto store = fieldCallbackStore(t, file, path, t.text(var.typeNode), field, value, value))
        out.push_back(std::move(*store));
    }
  }
  std::sort(out.begin(), out.end(), [](const facts::FunctionFacts &a, const facts::FunctionFacts &b) {
    return std::tie(a.range.line, a.range.column) < std::tie(b.range.line, b.range.column);
  });
  return out;
}

} // namespace faultline::fastmode
