// Locals with a cleanup attribute, read off the syntax (facts/builder/CleanupRelease.h; the
// Clang side reads the attribute Sema attached, analyzer/extract/CleanupAttributes.cpp).
// Fast mode sees the attribute where the file spells it: `__attribute__((cleanup(f)))` on the
// declaration, or macros of the file that spell it (`#define _cleanup_(f)
// __attribute__((cleanup(f)))`, `#define _cleanup_free_ _cleanup_(freep)`), and GLib's `g_autofree`, whose
// definition is in a system header it does not read. What `f` releases comes from its body
// when the file defines it, as on the Clang side; GLib's g_autofree frees with g_free
// (glib/gmacros.h: g_autoptr_cleanup_generic_gfree), and `freep`, defined in a project header
// fast mode does not read, is taken at its name: the convention of systemd and the code that
// copied its macros (kmod, elogind, libnvme) is `free(*(void **)p)`. GLib's g_clear_pointer(&p,
// destroy), a macro of the same header, releases p here too.
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include "facts/builder/ConfiguredFunctions.h"

#include <cctype>
#include <regex>

namespace faultline::fastmode::walker {

using flow::typeOf;

namespace {

// `cleanup(f)` or `__cleanup__(f)` in an attribute's text: f.
std::string cleanupNameIn(std::string_view text) {
  static const std::regex attribute(R"((?:__)?cleanup(?:__)?\s*\(\s*([A-Za-z_]\w*)\s*\))");
  std::match_results<std::string_view::const_iterator> match;
  if (std::regex_search(text.begin(), text.end(), match, attribute))
    return match[1].str();
  return {};
}

// The first parameter's name of a function definition, or "".
std::string_view firstParameterName(const SyntaxTree &t, int definition) {
  int d = t.child(definition, Field::Declarator);
  while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
    d = t.child(d, Field::Declarator);
  int params = d >= 0 ? t.child(d, Field::Parameters) : -1;
  for (int p = params >= 0 ? t.firstNamed(params) : -1; p >= 0; p = t.nextNamed(p)) {
    if (t[p].kind != Kind::ParameterDeclaration)
      continue;
    int name = declaratorName(t, t.child(p, Field::Declarator));
    return name >= 0 ? t.text(name) : std::string_view();
  }
  return {};
}

// Names that stand for parameter `param` in `body`: the parameter, and locals initialised from
// it (`void **pp = (void **)p;`).
std::vector<std::string_view> namesOfParameter(const SyntaxTree &t, int body, std::string_view param) {
  std::vector<std::string_view> names{param};
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].kind != Kind::InitDeclarator)
      continue;
    int value = unparenthesized(t, t.child(i, Field::Value));
    int name = declaratorName(t, t.child(i, Field::Declarator));
    if (name >= 0 && value >= 0 && t[value].kind == Kind::Identifier && t.text(value) == param)
      names.push_back(t.text(name));
  }
  return names;
}

bool isOneOf(std::string_view name, const std::vector<std::string_view> &names) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// `*p`, `p[0]` for a name of the parameter: what the variable's address points to.
bool isPointeeOf(const SyntaxTree &t, int e, const std::vector<std::string_view> &names) {
  e = unparenthesized(t, e);
  if (e < 0)
    return false;
  if (typeOf(t, e) == "pointer_expression") {
    int op = t.child(e, Field::Operator);
    int inner = unparenthesized(t, t.child(e, Field::Argument));
    return op >= 0 && t.text(op) == "*" && inner >= 0 && t[inner].kind == Kind::Identifier &&
           isOneOf(t.text(inner), names);
  }
  if (t[e].kind == Kind::SubscriptExpression) {
    int base = unparenthesized(t, t.child(e, Field::Argument));
    return base >= 0 && t[base].kind == Kind::Identifier && isOneOf(t.text(base), names) &&
           subscriptIndexText(t, e) == "0";
  }
  return false;
}

} // namespace

bool Walker::onClearPointer(int call, std::string_view name, const std::vector<int> &args) {
  if (name != "g_clear_pointer" || args.size() != 2 || cx.file.functions.count("g_clear_pointer"))
    return false;
  int object = pointee(args[0]);
  int destroy = unparenthesized(t, args[1]);
  if (object == args[0] || destroy < 0 || t[destroy].kind != Kind::Identifier)
    return true; // not `&p`, or a destroy function fast mode cannot name: no release known
  std::string releaser(t.text(destroy));
  const extract::ReleaseFunction *fn = extract::findReleaseFunction(llvm::StringRef(releaser));
  if (fn || builder::configuredReleaser(cx.options, releaser, releaser,
                                        cx.file.functions.count(releaser) > 0) ==
                builder::ReleaseTarget::Argument)
    addRelease(keyOf(object), fn ? fn->kind : facts::ReleaseKind::Free, releaser, call);
  return true;
}

std::optional<builder::CleanupRelease>
Walker::releaseInBody(int definition, bool pointee, unsigned depth) const {
  int body = t.child(definition, Field::Body);
  std::string_view param = firstParameterName(t, definition);
  if (body < 0 || param.empty())
    return std::nullopt;
  std::vector<std::string_view> names = namesOfParameter(t, body, param);
  auto released = [&](int arg) {
    if (pointee)
      return isPointeeOf(t, arg, names);
    int e = unparenthesized(t, arg);
    return e >= 0 && t[e].kind == Kind::Identifier && isOneOf(t.text(e), names);
  };
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].kind != Kind::CallExpression)
      continue;
    int callee = t.child(i, Field::Function);
    int argumentList = t.child(i, Field::Arguments);
    if (callee < 0 || argumentList < 0 || t[callee].kind != Kind::Identifier)
      continue;
    std::string name(t.text(callee));
    std::vector<int> args;
    for (int a = t.firstNamed(argumentList); a >= 0; a = t.nextNamed(a))
      if (typeOf(t, a) != "comment")
        args.push_back(a);
    auto argument = [&](size_t index) { return index < args.size() && released(args[index]); };
    builder::CleanupRelease out;
    llvm::StringRef library(name);
    if (const extract::ReleaseFunction *fn = extract::findReleaseFunction(library); fn && argument(0)) {
      out.kind = fn->kind;
      return out;
    }
    if (const extract::StreamFunction *fn = extract::findStreamFunction(library);
        fn && fn->role == extract::StreamRole::Close && fn->streamArg >= 0 &&
        argument(static_cast<size_t>(fn->streamArg))) {
      out.closesStream = true;
      return out;
    }
    bool definedHere = cx.file.functions.count(name) > 0;
    unsigned releaseArg = 0;
    if (builder::configuredReleaser(cx.options, name, name, definedHere, &releaseArg) ==
            builder::ReleaseTarget::Argument &&
        argument(releaseArg))
      return out;
    // One helper deeper, as on the Clang side: `*(void **)p = mfree(*(void **)p);`.
    if (auto helper = cx.file.functions.find(name);
        depth > 0 && helper != cx.file.functions.end() && argument(0))
      if (auto inner = releaseInBody(helper->second, false, depth - 1))
        return inner;
  }
  return std::nullopt;
}

bool Walker::handedToFileMacro(std::string_view name) const {
  int body = t.child(fn.node, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end; ++i) {
    if (t[i].kind != Kind::CallExpression)
      continue;
    int callee = t.child(i, Field::Function);
    int args = t.child(i, Field::Arguments);
    if (callee < 0 || args < 0 || t[callee].kind != Kind::Identifier ||
        !cx.file.functionMacros.count(std::string(t.text(callee))))
      continue;
    for (int a = t.firstNamed(args); a >= 0; a = t.nextNamed(a))
      if (int e = unparenthesized(t, a); e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name)
        return true;
  }
  return false;
}

std::string Walker::cleanupNameOfMacro(std::string_view use, unsigned depth) const {
  const SyntaxTree &ft = *cx.file.tree;
  static const std::regex call(R"(^\s*([A-Za-z_]\w*)\s*(?:\(\s*([A-Za-z_]\w*)\s*\))?\s*$)");
  std::match_results<std::string_view::const_iterator> match;
  if (depth == 0 || !std::regex_match(use.begin(), use.end(), match, call))
    return {};
  std::string name = match[1].str();
  if (!match[2].matched) { // NAME: an object-like macro whose body spells the attribute
    auto macro = cx.file.macros.find(name);
    int value = macro == cx.file.macros.end() ? -1 : ft.child(macro->second, Field::Value);
    if (value < 0)
      return {};
    std::string found = cleanupNameIn(ft.text(value));
    return found.empty() ? cleanupNameOfMacro(ft.text(value), depth - 1) : found;
  }
  // NAME(ARG): a function-like macro `#define _cleanup_(f) __attribute__((cleanup(f)))`.
  auto macro = cx.file.functionMacros.find(name);
  if (macro == cx.file.functionMacros.end())
    return {};
  int params = ft.child(macro->second, Field::Parameters);
  int param = params >= 0 ? ft.firstNamed(params) : -1;
  int value = ft.child(macro->second, Field::Value);
  if (param < 0 || value < 0 || ft.nextNamed(param) >= 0)
    return {};
  std::string found = cleanupNameIn(ft.text(value));
  return found == ft.text(param) ? match[2].str() : found;
}

std::optional<builder::CleanupRelease> Walker::cleanupOfDeclaration(int declaration,
                                                                    std::string_view name) const {
  std::string cleanup;
  // `__attribute__((cleanup(f)))` before the type, or after a declarator.
  auto scanAttributes = [&](int parent) {
    for (int c = t.firstNamed(parent); c >= 0 && cleanup.empty(); c = t.nextNamed(c))
      if (typeOf(t, c) == "attribute_specifier")
        cleanup = cleanupNameIn(t.text(c));
  };
  scanAttributes(declaration);
  for (int c = t.firstNamed(declaration); c >= 0 && cleanup.empty(); c = t.nextNamed(c))
    if (t[c].kind == Kind::InitDeclarator)
      scanAttributes(c);
  // The first word of the declaration, with its parenthesised argument if it has one:
  // tree-sitter puts an unknown macro before the type wherever it can (a type, a
  // macro_type_specifier, the type of a sized_type_specifier), the text is the same.
  std::string_view text = t.text(declaration);
  size_t wordEnd = 0;
  while (wordEnd < text.size() && (std::isalnum(static_cast<unsigned char>(text[wordEnd])) || text[wordEnd] == '_'))
    ++wordEnd;
  std::string word(text.substr(0, wordEnd));
  bool glib = cleanup.empty() && word == "g_autofree";
  // A macro of the file spelling the attribute: `_cleanup_free_ char *p = ...`, `_cleanup_(freep)
  // char *p = ...`.
  if (cleanup.empty() && !glib && wordEnd > 0 &&
      (cx.file.macros.count(word) || cx.file.functionMacros.count(word))) {
    size_t useEnd = wordEnd;
    if (size_t open = text.find_first_not_of(" \t", wordEnd); open != std::string_view::npos && text[open] == '(')
      if (size_t close = text.find(')', open); close != std::string_view::npos)
        useEnd = close + 1;
    cleanup = cleanupNameOfMacro(text.substr(0, useEnd), 3);
  }
  // `g_steal_pointer(&buf)`, systemd's TAKE_PTR(buf), whose expansion takes the address: the
  // block may be handed on. A TAKE_PTR of a project header reads as a call given `buf`, an
  // escape; one the file defines is a macro, whose argument is checked here.
  if ((cleanup.empty() && !glib) || addressTaken(name) || handedToFileMacro(name))
    return std::nullopt;
  std::optional<builder::CleanupRelease> release;
  if (glib)
    release = builder::CleanupRelease{};
  else if (auto definition = cx.file.functions.find(cleanup); definition != cx.file.functions.end())
    release = releaseInBody(definition->second, true, 1);
  else if (cleanup == "freep")
    release = builder::CleanupRelease{};
  if (release)
    release->cleanup = glib ? "g_autoptr_cleanup_generic_gfree" : cleanup;
  return release;
}

} // namespace faultline::fastmode::walker
