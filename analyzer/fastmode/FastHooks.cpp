// Allocator hooks in fast mode (analyzer/extract/AllocatorHooks.h says what they are): a
// file-scope variable initialised to the C library's allocator or releaser
// (`curl_malloc_callback Curl_cmalloc = (curl_malloc_callback)malloc;`) or to a function this
// file defines. Without types, a hook is recognised by its initialiser alone: a bare function
// name (through casts and `&`) that the C library's tables know or that this file defines; no
// other initialiser of a file-scope variable is a function's name.
#include "fastmode/FastHooks.h"

#include "facts/builder/AllocatorHook.h"
#include "fastmode/FastSizes.h"

#include <algorithm>

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

std::vector<facts::FunctionFacts> allocatorHooks(const SyntaxTree &t, const FileScope &file,
                                                 const std::string &path) {
  std::vector<facts::FunctionFacts> out;
  for (const auto &[name, var] : file.globals) {
    if (var.init < 0 || var.array)
      continue;
    NodeRef init = stripParensAndCasts(NodeRef{&t, var.init});
    if (!init.valid())
      continue;
    if (t[init.node].kind == Kind::PointerExpression && t.text(init.node).substr(0, 1) == "&")
      init = stripParensAndCasts(NodeRef{&t, t.child(init.node, Field::Argument)});
    if (!init.valid() || t[init.node].kind != Kind::Identifier)
      continue;
    std::string target(t.text(init.node));
    std::optional<builder::HookTarget> hook;
    unsigned parameters = 0;
    if (auto defined = file.functions.find(target); defined != file.functions.end()) {
      std::string usr = file.staticFunctions.count(target) ? "fast:" + path + "@" + target
                                                           : "fast:" + target;
      hook = builder::HookTarget{target, usr};
      parameters = parameterCount(t, defined->second);
    } else if ((hook = builder::libraryHookTarget(target))) {
      parameters = hook->sizeArg >= 0 ? static_cast<unsigned>(hook->sizeArg) + 1 : 1;
    }
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

} // namespace faultline::fastmode
