// Which globals a call in a loop may rewrite, so that a path read from one is not the loop's
// invariant (the getopt loop opening `optarg`). The same rule as analyzer/extract/LoopVariance.cpp
// (mayWrite), with names for declarations: getopt writes optarg/optind/optopt; a function defined
// in this file writes what its own body assigns (one level); a project function defined
// elsewhere may write a global this file only declares `extern`. Library functions (the
// isLibraryFunction list and the KnownFunctions tables) write no project global.
// Fast mode reads no headers, so in C a lower-case name this file does not declare at all (no
// local, global, macro, enumerator or function) stands for the extern global a header declares
// (a getopt clone's `opj_optarg`), which is what AST mode sees; upper-case names are macro
// constants by convention and the C library's stream and errno names are no project globals.
#include "extract/KnownFunctions.h"
#include "fastmode/TypeNames.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace faultline::fastmode::walker {

namespace {

bool isGetopt(std::string_view name) {
  return name == "getopt" || name == "getopt_long" || name == "getopt_long_only";
}

bool isKnownLibrary(std::string_view name) {
  llvm::StringRef ref(name.data(), name.size());
  return isLibraryFunction(name) || extract::findStreamFunction(ref) ||
         extract::findAllocationFunction(ref) || extract::findReleaseFunction(ref);
}

// Whether the subtree at `root` assigns, increments or takes the address of identifier `name`.
bool assigns(const SyntaxTree &t, int root, std::string_view name) {
  auto is = [&](int e) {
    e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
    return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
  };
  for (int i = root, end = t.subtreeEnd(root); i < end; ++i) {
    switch (t[i].kind) {
    case Kind::AssignmentExpression:
      if (is(t.child(i, Field::Left)))
        return true;
      break;
    case Kind::UpdateExpression:
      if (is(t.child(i, Field::Argument)))
        return true;
      break;
    case Kind::PointerExpression:
      if (t.text(i).substr(0, 1) == "&" && is(t.child(i, Field::Argument)))
        return true;
      break;
    default:
      break;
    }
  }
  return false;
}

bool isLibraryGlobal(std::string_view name) {
  return name == "stdin" || name == "stdout" || name == "stderr" || name == "errno" ||
         name == "environ";
}

bool looksLikeMacro(std::string_view name) {
  return std::none_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

} // namespace

bool Walker::calleeFills(int s, std::string_view name) const {
  // Functions this file defines, followed at most three calls deep, each read once (extract's
  // calleeAssigns, OnceShapes.cpp: a memo tested by the caller, filled by the callee).
  std::set<int> seen;
  std::function<bool(int, unsigned)> fills = [&](int root, unsigned calls) {
    for (int i = root, end = root >= 0 ? t.subtreeEnd(root) : root; i < end; ++i) {
      if (t[i].kind != Kind::CallExpression || calls >= 3)
        continue;
      int function = t.child(i, Field::Function);
      if (function < 0 || t[function].kind != Kind::Identifier)
        continue;
      auto definition = cx.file.functions.find(std::string(t.text(function)));
      if (definition == cx.file.functions.end() || !seen.insert(definition->second).second)
        continue;
      int body = t.child(definition->second, Field::Body);
      if (body >= 0 && (assigns(t, body, name) || fills(body, calls + 1)))
        return true;
    }
    return false;
  };
  return resolve(name) < 0 && fills(s, 0);
}

bool Walker::callWritesGlobal(int call, std::string_view name) const {
  if (resolve(name) >= 0 || cx.file.isMacro(std::string(name)))
    return false; // a local (or a macro), not a global
  int function = t.child(call, Field::Function);
  bool direct = function >= 0 && (t[function].kind == Kind::Identifier ||
                                  t[function].kind == Kind::QualifiedIdentifier);
  std::string_view callee = direct ? calleeBaseName(t, function) : std::string_view();
  if (isGetopt(callee) && !cx.file.functions.count(std::string(callee)))
    return name == "optarg" || name == "optind" || name == "optopt";
  auto global = cx.file.globals.find(std::string(name));
  bool isExtern = false;
  if (global == cx.file.globals.end()) {
    // Declared only in a header (see the top of this file): C only, since in C++ an undeclared
    // name is as likely a member of the class whose method this is.
    if (cx.cpp || lookup(name).kind != Binding::Unknown || looksLikeMacro(name) ||
        isLibraryGlobal(name) || cx.file.functions.count(std::string(name)) ||
        cx.file.functionMacros.count(std::string(name)))
      return false;
    isExtern = true;
  } else if (global->second.isConst && !global->second.pointer) {
    // `const char *g` is a pointer to const: the global itself is written (`g = argv[i]`).
    return false;
  } else {
    isExtern = global->second.isExtern;
  }
  if (!direct)
    return isExtern && (!cx.cpp || t[function].kind != Kind::FieldExpression);
  if (auto definition = cx.file.functions.find(std::string(callee)); definition != cx.file.functions.end())
    return assigns(t, definition->second, name);
  return isExtern && !isKnownLibrary(callee);
}

namespace {

// The number of parameters of the function defined at `definition` (-1: variadic or unknown).
int parameterCount(const SyntaxTree &t, int definition) {
  int d = t.child(definition, Field::Declarator);
  while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
    d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
  int list = d >= 0 ? t.child(d, Field::Parameters) : -1;
  if (list < 0)
    return -1;
  int count = 0;
  for (int p = t[list].firstChild; p >= 0; p = t[p].nextSibling) {
    std::string_view type = t[p].type;
    if (type == "variadic_parameter")
      return -1;
    if (type == "parameter_declaration" && singleSpaced(t.text(p)) != "void")
      ++count;
  }
  return count;
}

} // namespace

// Whether a call in `s` may run a function of this file, other than `function`, that writes the
// global `name` (FastEdgeIterations.cpp: a global loop counter or bound; AST: EdgeIterations.cpp,
// mayRunWriter): a call of one, of a function of the file that calls one (followed), or through
// a pointer with as many arguments as one has parameters. nuttcp's and mafft's option parsers
// set the bound; their loops never call them.
bool Walker::mayRunWriterOf(int s, int function, std::string_view name) const {
  std::map<std::string, int, std::less<>> writers; // name -> parameter count
  for (int i = 0, end = t.root() < 0 ? 0 : t.subtreeEnd(t.root()); i < end; ++i) {
    if (t[i].kind != Kind::FunctionDefinition)
      continue;
    if (i != function && assigns(t, i, name))
      if (int fname = declaratorName(t, t.child(i, Field::Declarator)); fname >= 0)
        writers.emplace(std::string(t.text(fname)), parameterCount(t, i));
    i = t.subtreeEnd(i) - 1;
  }
  if (writers.empty())
    return false;
  std::set<int> followed;
  std::vector<int> work{s};
  while (!work.empty()) {
    int root = work.back();
    work.pop_back();
    for (int i = root, end = t.subtreeEnd(root); i < end; ++i) {
      if (t[i].kind != Kind::CallExpression)
        continue;
      int callee = t.child(i, Field::Function);
      std::string calleeName = callee >= 0 && t[callee].kind == Kind::Identifier ? std::string(t.text(callee)) : "";
      if (writers.count(calleeName))
        return true;
      if (auto defined = cx.file.functions.find(calleeName); defined != cx.file.functions.end()) {
        if (followed.insert(defined->second).second)
          work.push_back(defined->second);
        continue;
      }
      if (!calleeName.empty() && resolve(calleeName) < 0)
        continue; // a function of another file or the library: the caller checks what it may write
      // Through a pointer (a parameter, a local, a field): a writer it could be.
      int arguments = 0, list = t.child(i, Field::Arguments);
      for (int a = list >= 0 ? t[list].firstChild : -1; a >= 0; a = t[a].nextSibling)
        arguments += t[a].named && t[a].type != std::string_view("comment") ? 1 : 0;
      for (const auto &[writer, parameters] : writers)
        if (parameters < 0 || parameters == arguments)
          return true;
    }
  }
  return false;
}

// Whether every call in `s` names a function defined in this file or a library function:
// nothing another file defines could write the file's globals from there. A library function
// is a known one, or, in a file that includes no project header, one the file neither defines
// nor declares nor #defines: it comes from a system header, as Clang would tell (nuttcp's
// socket calls).
bool Walker::callsOnlyCodeSeenHere(int s) const {
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    if (t[i].kind != Kind::CallExpression)
      continue;
    int function = t.child(i, Field::Function);
    if (function < 0 || t[function].kind != Kind::Identifier)
      return false;
    std::string callee(t.text(function));
    if (cx.file.functions.count(callee) || isKnownLibrary(callee))
      continue;
    if (cx.file.readsProjectHeaders || cx.file.declaredFunctions.count(callee) ||
        cx.file.functionMacros.count(callee) || cx.file.isMacro(callee))
      return false;
  }
  return true;
}

bool Walker::lookupIsStatic(std::string_view name) const {
  auto global = cx.file.globals.find(std::string(name));
  return global != cx.file.globals.end() && global->second.isStatic;
}

} // namespace faultline::fastmode::walker
