// Which globals a call in a loop may rewrite, so that a path read from one is not the loop's
// invariant (the getopt loop opening `optarg`). The same rule as analyzer/extract/LoopVariance.cpp
// (mayWrite), with names for declarations: getopt writes optarg/optind/optopt; a function defined
// in this file writes what its own body assigns (one level); a project function defined
// elsewhere may write a global this file only declares `extern`. Library functions (the
// isLibraryFunction list and the KnownFunctions tables) write no project global.
#include "extract/KnownFunctions.h"
#include "fastmode/TypeNames.h"
#include "fastmode/WalkerImpl.h"

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
  const Node &r = t[root];
  for (int i = root; i < static_cast<int>(t.nodes.size()) && t[i].startByte < r.endByte; ++i) {
    if (i != root && t[i].startByte < r.startByte)
      break;
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

} // namespace

bool Walker::callWritesGlobal(int call, std::string_view name) const {
  if (resolve(name) >= 0 || cx.file.macros.count(std::string(name)))
    return false; // a local (or a macro), not a global
  int function = t.child(call, Field::Function);
  bool direct = function >= 0 && (t[function].kind == Kind::Identifier ||
                                  t[function].kind == Kind::QualifiedIdentifier);
  std::string_view callee = direct ? calleeBaseName(t, function) : std::string_view();
  if (isGetopt(callee) && !cx.file.functions.count(std::string(callee)))
    return name == "optarg" || name == "optind" || name == "optopt";
  auto global = cx.file.globals.find(std::string(name));
  // `const char *g` is a pointer to const: the global itself is written (`g = argv[i]`).
  if (global == cx.file.globals.end() || (global->second.isConst && !global->second.pointer))
    return false;
  if (!direct)
    return global->second.isExtern && (!cx.cpp || t[function].kind != Kind::FieldExpression);
  if (auto definition = cx.file.functions.find(std::string(callee)); definition != cx.file.functions.end())
    return assigns(t, definition->second, name);
  return global->second.isExtern && !isKnownLibrary(callee);
}

} // namespace faultline::fastmode::walker
