// Call sites for the join: how fast mode names callees without types (free functions by name,
// static functions by file, methods by the object's declared class — a local's, a data
// member's or an element's — lambdas by line), and the call sites of thread starts.
#include "fastmode/FastHooks.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/OwnerClassShapes.h"
#include "fastmode/WalkerImpl.h"

#include "facts/builder/PerElementAlgorithms.h"

#include <algorithm>
#include <optional>
#include <unordered_set>

namespace faultline::fastmode::walker {

// C library and POSIX functions that are never user code: no call sites for them (Clang knows
// this from the system headers; fast mode from this list and the KnownFunctions tables).
bool isLibraryFunction(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "memcpy", "memset", "memmove", "memcmp", "memchr", "strlen", "strnlen", "strcmp",
      "strncmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr", "strstr",
      "strdup", "strndup", "strtok", "strerror", "snprintf", "sprintf", "vsnprintf", "sscanf",
      "abort", "exit", "_exit", "assert", "qsort", "bsearch", "atoi", "atol", "atoll", "strtol",
      "strtoul", "strtoll", "strtoull", "strtod", "abs", "labs", "llabs", "read", "write", "open",
      "close", "lseek", "pread", "pwrite", "perror", "time", "clock", "clock_gettime", "rand",
      "srand", "sqrt", "exp", "log", "pow", "floor", "ceil", "fabs", "sin", "cos", "isalpha",
      "isdigit", "isspace", "isalnum", "toupper", "tolower", "getenv", "sleep", "usleep",
      "fflush", "feof", "ferror", "clearerr", "rewind", "fseek", "ftell", "fileno", "remove",
      "rename", "unlink", "stat", "fstat", "madvise", "mprotect", "msync", "mlock", "munlock",
      "sizeof", "offsetof", "va_start", "va_end", "va_arg", "pthread_join", "pthread_mutex_lock",
      "pthread_mutex_unlock", "thrd_join", "printf_s", "wait", "waitpid", "fork", "kill",
  };
  return names.count(name) > 0 || name.rfind("pthread_", 0) == 0 || name == "getpagesize" ||
         name == "sysconf";
}

std::string Walker::lambdaName(int lambda) const {
  return fn.name + "::(lambda at line " + std::to_string(t[lambda].startRow + 1) + ")";
}

std::string Walker::callKey(const std::string &qualified) const {
  size_t colon = qualified.rfind("::");
  std::string name = colon == std::string::npos ? qualified : qualified.substr(colon + 2);
  if (colon != std::string::npos) {
    std::string scopePart = qualified.substr(0, colon);
    size_t outer = scopePart.rfind("::");
    std::string owner = outer == std::string::npos ? scopePart : scopePart.substr(outer + 2);
    if (isClassName(cx.file, owner))
      return "fast:" + owner + "::" + name; // X::f() of a class: its static method
  } else if (!fn.className.empty() && cx.file.methods.count(fn.className + "::" + name)) {
    return "fast:" + fn.className + "::" + name; // another method of this class
  }
  if (cx.file.staticFunctions.count(name))
    return "fast:" + cx.path + "@" + name; // this file's own static function
  return "fast:" + name;
}

std::string Walker::memberKey(const std::string &typeName, std::string_view method) const {
  // C: a field's key, as its stores are keyed (by the name written; FastHooks.h).
  std::string type = fastMemberType(typeName);
  if (!cx.cpp || type.empty())
    return fastMemberKey(typeName, method);
  // A method called through a typedef of its class (a C API's opaque handle, `JxlEncoder *enc;
  // enc->RefillOutputByteQueue()`, defined as `JxlEncoderStruct::RefillOutputByteQueue`): keyed
  // by the class, as Clang resolves it. The file's typedefs first, then its project headers'.
  std::string target = typedefTarget(cx.file, type);
  if (target.empty())
    target = cx.file.headerRecords.typedefTarget(type);
  return "fast:" + (target.empty() ? type : target) + "::" + std::string(method);
}

bool Walker::isPureVirtual(const std::string &typeText, std::string_view method) const {
  std::string type = typeText;
  for (std::string_view prefix : {"const ", "struct ", "class "})
    if (type.rfind(prefix, 0) == 0)
      type = type.substr(prefix.size());
  if (size_t colon = type.rfind("::"); colon != std::string::npos)
    type = type.substr(colon + 2);
  auto record = cx.file.records.find(type);
  if (record == cx.file.records.end())
    return false;
  int body = t.child(record->second, Field::Body);
  for (int member = body >= 0 ? t[body].firstChild : -1; member >= 0; member = t[member].nextSibling) {
    if (t[member].kind != Kind::FieldDeclaration)
      continue;
    int declarator = t.child(member, Field::Declarator);
    int nameNode = declarator >= 0 && t[declarator].kind == Kind::FunctionDeclarator
                       ? t.child(declarator, Field::Declarator) : -1;
    if (nameNode < 0 || t.text(nameNode) != method)
      continue;
    bool equals = false;
    for (int c = t[member].firstChild; c >= 0; c = t[c].nextSibling) {
      if (std::string_view(t[c].type) == "=")
        equals = true;
      else if (equals && t[c].kind == Kind::NumberLiteral && t.text(c) == "0")
        return true;
    }
  }
  return false;
}

// Fast mode's side of facts::CallSite::switchParameter (analyzer/extract/ControlFlow.h,
// switchGuard): the call sits under `case` labels of a switch on an unmodified parameter, with no
// `default` reaching it. A previous arm falls through into ours unless its last statement is a
// break, return, continue or goto, as on the Clang side.
void Walker::describeSwitchGuard(int call, facts::CallSite &site) {
  int caseNode = -1;
  for (int n = t[call].parent; n >= 0; n = t[n].parent) {
    std::string_view type = t[n].type;
    if (type == "case_statement") {
      caseNode = n;
      break;
    }
    if (type == "function_definition" || type == "lambda_expression" || type == "switch_statement")
      return;
  }
  if (auto guard = caseGuard(caseNode)) {
    site.switchParameter = guard->first;
    site.switchCases = std::move(guard->second);
  }
}

// The parameter a `case_statement` node's switch tests and the values that reach its arm
// (its own label and those of earlier arms falling through); nothing when a `default` reaches
// it, a label is not a constant, or the switch is not on an unmodified parameter.
std::optional<std::pair<int, std::vector<int64_t>>> Walker::caseGuard(int caseNode) {
  int switchBody = caseNode >= 0 ? t[caseNode].parent : -1;
  int sw = switchBody >= 0 ? t[switchBody].parent : -1;
  if (sw < 0 || std::string_view(t[sw].type) != "switch_statement")
    return std::nullopt;
  NodeRef cond = stripParensAndCasts(ref(t.child(sw, Field::Condition)));
  if (!cond.valid() || t[cond.node].kind != Kind::Identifier)
    return std::nullopt;
  Binding binding = lookup(t.text(cond.node));
  if (binding.kind != Binding::Parameter || binding.parameter < 0)
    return std::nullopt;
  int firstArm = -1;
  std::optional<std::vector<int64_t>> cases = caseArmValues(caseNode, [&](int value) {
    std::optional<facts::SymbolicValue> v = sizes.symbolic(ref(value));
    return v ? v->constant : std::nullopt;
  }, &firstArm);
  if (!cases || (binding.mutated && !holdsCallerValue(sw, firstArm, caseNode, t.text(cond.node))))
    return std::nullopt;
  return std::make_pair(binding.parameter, std::move(*cases));
}

// Fast mode's side of facts::CallSite::caseArgument (analyzer/extract/ControlFlow.h,
// caseValuesOf): an integer local or parameter passed bare, which a switch around the call tests.
void Walker::describeCaseArgument(int call, const std::vector<int> &args, facts::CallSite &site) {
  for (size_t i = 0; i < args.size() && i < site.arguments.size(); ++i) {
    const facts::SymbolicValue &known = site.arguments[i];
    if (known.constant || known.parameter >= 0)
      continue;
    NodeRef bare = stripParensAndCasts(ref(args[i]));
    if (!bare.valid() || t[bare.node].kind != Kind::Identifier)
      continue;
    int l = resolve(t.text(bare.node));
    const Local *v = l >= 0 ? &locals[static_cast<size_t>(l)] : nullptr;
    if (!v || v->var.isStatic || v->var.isGlobal || v->var.pointer || v->var.array ||
        v->var.reference || v->type.isClass() || v->type.other)
      continue;
    if (auto values = caseValuesOf(call, t.text(bare.node))) {
      site.caseArgument = static_cast<int>(i);
      site.caseArgumentValues = std::move(*values);
      return;
    }
  }
}

// The labels of the arm around `call` of the innermost switch testing `name`, when no
// `default` reaches the arm, nothing in the switch writes `name` (or takes its address), the
// function takes its address nowhere, and no label before the call lets a `goto` in.
std::optional<std::vector<int64_t>> Walker::caseValuesOf(int call, std::string_view name) {
  // The switch on `name` around the call (a switch on something else: look further out), and
  // the path down to the call from its body.
  std::vector<int> path{call};
  int sw = -1;
  for (int n = t[call].parent; n >= 0 && sw < 0; n = t[n].parent) {
    std::string_view type = t[n].type;
    if (type == "function_definition" || type == "lambda_expression")
      return std::nullopt;
    if (type == "switch_statement") {
      NodeRef cond = stripParensAndCasts(ref(t.child(n, Field::Condition)));
      if (cond.valid() && t[cond.node].kind == Kind::Identifier && t.text(cond.node) == name) {
        sw = n;
        break;
      }
    }
    path.push_back(n);
  }
  // path.back() is the switch's body; below it, case labels and preprocessor blocks are
  // transparent, and the first other node is the statement of the arm that holds the call.
  if (sw < 0 || path.size() < 2 || path.back() != t.child(sw, Field::Body))
    return std::nullopt;
  int item = -1;
  for (size_t k = path.size() - 1; k-- > 0 && item < 0;)
    if (std::string_view type = t[path[k]].type; type != "case_statement" && !flow::isPreprocessorBlock(type))
      item = path[k];
  if (item < 0)
    return std::nullopt;
  for (auto [at, value] : bodyWrites(name))
    if (at >= t[sw].startByte && at < t[sw].endByte)
      return std::nullopt; // written in the switch
  if (labelBetween(t[sw].startByte, t[call].startByte) || addressTaken(name))
    return std::nullopt;
  return armValues(path.back(), item, [&](int value) {
    std::optional<facts::SymbolicValue> v = sizes.symbolic(ref(value));
    return v ? v->constant : std::nullopt;
  });
}

// Whether the function takes the address of `name` anywhere (`&name`).
bool Walker::addressTaken(std::string_view name) const {
  if (auto memo = addressTakenMemo.find(name); memo != addressTakenMemo.end())
    return memo->second;
  bool taken = false;
  int body = t.child(fn.node, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end && !taken; ++i) {
    if (t[i].kind != Kind::PointerExpression || t.text(i).substr(0, 1) != "&")
      continue;
    NodeRef target = stripParensAndCasts(ref(t.child(i, Field::Argument)));
    taken = target.valid() && t[target.node].kind == Kind::Identifier && t.text(target.node) == name;
  }
  addressTakenMemo.emplace(std::string(name), taken);
  return taken;
}

// The writes of `name` in the function's body (writesOf), read once per name.
const std::vector<std::pair<uint32_t, int>> &Walker::bodyWrites(std::string_view name) const {
  auto memo = bodyWritesMemo.find(name);
  if (memo == bodyWritesMemo.end()) {
    int body = t.child(fn.node, Field::Body);
    memo = bodyWritesMemo
               .emplace(std::string(name),
                        body >= 0 ? writesOf(body, name) : std::vector<std::pair<uint32_t, int>>{})
               .first;
  }
  return memo->second;
}

// Whether a labeled statement of the function starts at a byte in [from, to).
bool Walker::labelBetween(uint32_t from, uint32_t to) const {
  if (!labelStarts) {
    labelStarts.emplace();
    int body = t.child(fn.node, Field::Body);
    for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end; ++i)
      if (std::string_view(t[i].type) == "labeled_statement")
        labelStarts->push_back(t[i].startByte);
  }
  auto first = std::lower_bound(labelStarts->begin(), labelStarts->end(), from);
  return first != labelStarts->end() && *first < to;
}

// Whether parameter `name`, which the function writes somewhere, still holds the caller's value
// where switch `sw` tests it and through its arm from `firstArm` (the earliest arm falling into
// it) to `caseNode` (extract's SwitchFacts::unwrittenBefore and armKeepsValue, SwitchGuards.cpp): nothing writes it before the
// switch or in the arm, the function never takes its address, no loop of the function holds the
// switch, and no label before the switch or in the arm lets a `goto` in.
bool Walker::holdsCallerValue(int sw, int firstArm, int caseNode, std::string_view name) const {
  int body = t.child(fn.node, Field::Body);
  if (firstArm < 0 || body < 0 || addressTaken(name))
    return false;
  for (int n = t[sw].parent; n >= 0 && n != body; n = t[n].parent)
    if (t[n].kind == Kind::ForStatement || t[n].kind == Kind::WhileStatement ||
        t[n].kind == Kind::DoStatement || t[n].kind == Kind::ForRangeLoop)
      return false;
  uint32_t armStart = t[firstArm].startByte, armEnd = t[caseNode].endByte;
  for (auto [at, value] : bodyWrites(name))
    if (at < t[sw].startByte || (at >= armStart && at < armEnd))
      return false;
  return !labelBetween(0, t[sw].startByte) && !labelBetween(armStart, armEnd);
}

namespace {

// One item of a switch body read in order: a case label, or a statement of an arm. The body is
// read through the preprocessor blocks labels stand in (`#ifdef KEY_NPAGE` / `case KEY_NPAGE:` /
// `#endif`, after which tree-sitter leaves the arm's statements outside every case_statement).
struct ArmItem {
  int node = -1;            // the case_statement of a label, or the statement
  bool label = false;
  bool conditional = false; // inside a preprocessor block: it may not be compiled
};

void readSwitchBody(const SyntaxTree &t, int parent, bool conditional, std::vector<ArmItem> &out) {
  for (int c = t[parent].firstChild; c >= 0; c = t[c].nextSibling) {
    // Not the label's value, a #ifdef's name or a #if's condition.
    if (!t[c].named || t[c].kind == Kind::Comment || t[c].field == Field::Value ||
        t[c].field == Field::Name || t[c].field == Field::Condition)
      continue;
    std::string_view type = t[c].type;
    if (type == "case_statement") {
      out.push_back({c, true, conditional});
      readSwitchBody(t, c, conditional, out);
    } else if (flow::isPreprocessorBlock(type)) {
      readSwitchBody(t, c, true, out);
    } else {
      out.push_back({c, false, conditional});
    }
  }
}

// A break, return, continue or goto, or a block whose last statement is one.
bool endsArm(const SyntaxTree &t, int s) {
  if (s >= 0 && t[s].kind == Kind::CompoundStatement)
    s = flow::lastStatement(t, s);
  std::string_view type = s >= 0 ? std::string_view(t[s].type) : "";
  return type == "break_statement" || type == "return_statement" || type == "continue_statement" ||
         type == "goto_statement";
}

} // namespace

std::optional<std::vector<int64_t>> Walker::caseArmValues(
    int caseNode, const std::function<std::optional<int64_t>(int)> &valueOf, int *firstArm) const {
  int switchBody = caseNode >= 0 ? t[caseNode].parent : -1;
  while (switchBody >= 0 && flow::isPreprocessorBlock(t[switchBody].type))
    switchBody = t[switchBody].parent;
  if (switchBody < 0)
    return std::nullopt;
  return armValues(switchBody, caseNode, valueOf, firstArm);
}

// The values that reach `item` (a case_statement, or a statement of an arm) of the switch body
// `switchBody`: the label of its arm and those of earlier arms falling through (an arm falls
// through unless its last statement is a break, return, continue or goto); nothing when a
// `default` reaches it or a label is not a constant. Labels in preprocessor blocks count, and a
// block's last statement does not end an arm: what the build leaves out can only remove values,
// and a larger set cuts fewer paths.
std::optional<std::vector<int64_t>> Walker::armValues(
    int switchBody, int item, const std::function<std::optional<int64_t>(int)> &valueOf,
    int *firstArm) const {
  std::vector<ArmItem> items;
  readSwitchBody(t, switchBody, false, items);
  auto at = std::find_if(items.begin(), items.end(), [&](const ArmItem &i) { return i.node == item; });
  if (at == items.end())
    return std::nullopt;
  std::vector<int64_t> cases;
  for (auto k = static_cast<ptrdiff_t>(at - items.begin()); k >= 0; --k) {
    const ArmItem &i = items[static_cast<size_t>(k)];
    if (!i.label)
      continue; // a statement of this arm, or of one falling into it
    int value = t.child(i.node, Field::Value);
    if (value < 0)
      return std::nullopt; // default
    std::optional<int64_t> v = valueOf(value);
    if (!v)
      return std::nullopt;
    cases.push_back(*v);
    if (firstArm)
      *firstArm = i.node;
    const ArmItem *before = k > 0 ? &items[static_cast<size_t>(k - 1)] : nullptr;
    if (before && !before->label && !before->conditional && endsArm(t, before->node))
      break;
  }
  if (cases.empty())
    return std::nullopt; // statements before the first label
  return cases;
}

void Walker::addCallSite(int call, std::string callee, std::string usr, const std::vector<int> &args) {
  facts::CallSite site =
      builder::newCallSite(std::move(callee), std::move(usr), placeOf(call), parallelDepth > 0);
  for (int arg : args) {
    std::optional<facts::SymbolicValue> v;
    if (isIntegerLike(arg))
      v = sizes.symbolic(ref(arg));
    if (!v)
      v = stringFixedByTest(arg); // under `if (arg[0] == '-' && arg[1] == 0)`: "-"
    if (!v)
      v = comparable(arg); // a string, or a name from a header: what a predicate compares
    if ((!v || *v == facts::SymbolicValue{}) && projectResultArgument(arg)) {
      v.emplace();
      v->nonNullResult = true;
    }
    site.arguments.push_back(v ? *v : facts::SymbolicValue{});
    builder::Magnitude grows =
        isIntegerLike(arg) ? sizes.magnitude(ref(arg)) : builder::Magnitude::modest();
    site.argumentGrowth.push_back(grows.growth == builder::Magnitude::Large ? grows.why : "");
    // As the AST walker (facts::CallSite::argumentBounds): the bound the magnitude proved.
    std::optional<uint64_t> bound;
    if (isIntegerLike(arg) && grows.growth == builder::Magnitude::Large && grows.upper &&
        *grows.upper < (uint64_t(1) << 40))
      bound = grows.upper;
    site.argumentBounds.push_back(
        bound && *bound <= static_cast<uint64_t>(INT64_MAX) ? static_cast<int64_t>(*bound) : -1);
    NodeRef bare = stripParensAndCasts(ref(arg));
    bool named = false;
    if (bare.valid() && t[bare.node].kind == Kind::FieldExpression) {
      named = true;
    } else if (bare.valid() && t[bare.node].kind == Kind::Identifier) {
      int l = resolve(t.text(bare.node));
      const Local *v = l >= 0 ? &locals[static_cast<size_t>(l)] : nullptr;
      named = !v || v->var.pointer || v->var.array || v->var.reference || v->type.isClass() ||
              v->type.other;
    }
    // `&d` of a local record, keyed apart from d (WalkerCallSites.cpp on the Clang side).
    int object = !named && bare.valid() && t[bare.node].kind == Kind::PointerExpression &&
                         t.text(bare.node).substr(0, 1) == "&"
                     ? stripParensAndCasts(ref(t.child(bare.node, Field::Argument))).node
                     : -1;
    int record = object >= 0 && t[object].kind == Kind::Identifier ? resolve(t.text(object)) : -1;
    const Local *held = record >= 0 ? &locals[static_cast<size_t>(record)] : nullptr;
    if (held && (held->type.other || held->type.isClass()) && !held->var.pointer && !held->var.array)
      site.argumentKeys.push_back("&" + keyOf(object));
    else
      site.argumentKeys.push_back(named ? keyOf(bare.node) : "");
    if (argumentVaries(arg))
      site.argumentsVarying.push_back(static_cast<int>(site.arguments.size() - 1));
  }
  describeSwitchGuard(call, site);
  describeCaseArgument(call, args, site);
  Owner owner = ownerOfCurrent(false);
  builder::setCallResult(site, owner.kind, owner.key);
  callOwners.emplace_back(facts.calls.size(), owner);
  callIndex[call] = static_cast<int>(facts.calls.size());
  facts.calls.push_back(std::move(site));
}

// pthread_create(&t, attr, worker, arg), std::thread(worker, ...), std::async(worker): the
// function (or lambda) named by `function` runs on another thread.
void Walker::addThreadStart(int at, int function) {
  if (auto target = callableTarget(function))
    facts.calls.push_back(builder::threadStartSite(target->first, std::move(target->second),
                                                   placeOf(at)));
}

// std::for_each(b, e, f) and the like (facts/builder/PerElementAlgorithms.h): a call of the
// algorithm's pseudo-function, which calls f once per element; the pseudo-function goes to the
// TU's facts. False when `function` names no callable fast mode can follow (with `lambdaOnly`,
// none but a lambda).
bool Walker::addPerElementCall(int at, const std::string &algorithm, int function, bool lambdaOnly) {
  auto target = callableTarget(function);
  if (!target || !cx.pseudoFunctions ||
      (lambdaOnly && target->first.find("(lambda at line") == std::string::npos))
    return false;
  facts::SourceRange range = placeOf(at).range;
  facts::CallSite site = builder::perElementCall(algorithm, range);
  if (std::none_of(cx.pseudoFunctions->begin(), cx.pseudoFunctions->end(),
                   [&](const facts::FunctionFacts &f) { return f.usr == site.calleeUsr; }))
    cx.pseudoFunctions->push_back(
        builder::perElementFunction(algorithm, range, target->first, target->second));
  addCallSite(at, std::move(site.callee), std::move(site.calleeUsr), {});
  return true;
}

// The function or lambda an argument names, as (display name, key): a lambda written there, a
// local initialised with one, or a function's name (`&f` too). Nothing for a variable, a type or
// a library name.
std::optional<std::pair<std::string, std::string>> Walker::callableTarget(int function) {
  int e = function;
  if (e >= 0 && t[e].kind == Kind::ParameterDeclaration) // std::thread t(work, n): vexing parse
    e = t.child(e, Field::Declarator) < 0 ? t.child(e, Field::Type) : -1;
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  while (e >= 0 && t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "&")
    e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
  if (e < 0)
    return std::nullopt;
  if (t[e].kind == Kind::TypeIdentifier) {
    std::string name(t.text(e));
    if (resolve(name) >= 0 || cx.file.records.count(name) || cx.file.typedefs.count(name))
      return std::nullopt; // a variable or a type of this file; any other name is taken for a function
  }
  std::string target;
  if (t[e].kind == Kind::LambdaExpression) {
    target = lambdaName(e);
  } else if (t[e].kind == Kind::Identifier || t[e].kind == Kind::QualifiedIdentifier ||
             t[e].kind == Kind::TypeIdentifier) {
    int l = t[e].kind == Kind::Identifier ? resolve(t.text(e)) : -1;
    if (l >= 0) {
      if (locals[static_cast<size_t>(l)].lambda.empty())
        return std::nullopt; // a variable: not a function we can name
      target = locals[static_cast<size_t>(l)].lambda;
    } else {
      target = singleSpaced(t.text(e));
      if ((isLibraryFunction(target) && !cx.file.functions.count(target)) ||
          target.rfind("std::", 0) == 0 ||
          lookupFileName(cx.file, target).kind != Binding::Unknown)
        return std::nullopt; // std::launch::async, a constant: not a function
    }
  } else {
    return std::nullopt;
  }
  std::string usr = target.find("(lambda at line") != std::string::npos ? fastUsr(target) : callKey(target);
  return std::make_pair(std::move(target), std::move(usr));
}

// A call spelled with the walked function's own name that cannot be that function, so it is no
// recursion (C++ only: C has no overloads, a same-named call there is the function itself):
//  - `::f(...)` inside a function of a namespace or class names the global f, another function;
//  - a different argument count, when the function has neither default arguments nor `...`;
//  - an argument `&x`, x a local object of type X, where the function's parameter is a pointer
//    to another named non-void type (no implicit conversion between those pointer types):
//    zlib's `deflate(&strm, Z_FINISH)` inside `std::vector<uint8_t> deflate(const uint8_t *, int)`.
// The call is then to a function of the same name elsewhere (a library's, or an overload); fast
// mode's name-based key would join it back to this very function, so no call site is kept.
bool Walker::callsAnotherOverload(int function, const std::vector<int> &args) const {
  if (!cx.cpp || function < 0 || fn.name.find("(lambda") != std::string::npos)
    return false;
  size_t colon = fn.name.rfind("::");
  std::string_view own = colon == std::string::npos ? std::string_view(fn.name)
                                                    : std::string_view(fn.name).substr(colon + 2);
  if (calleeBaseName(t, function) != own)
    return false;
  std::string_view spelled = t.text(function);
  if (spelled.rfind("::", 0) == 0)
    return colon != std::string::npos;
  if (spelled.find("::") != std::string_view::npos || t[function].kind != Kind::Identifier)
    return false;
  std::vector<const Local *> params;
  for (const Local &l : locals)
    if (l.var.parameter >= 0)
      params.push_back(&l);
  if (!ownParametersOpen && args.size() != params.size())
    return true;
  auto bareType = [](std::string_view s) {
    for (std::string_view prefix : {"const ", "struct ", "class ", "volatile "})
      while (s.rfind(prefix, 0) == 0)
        s.remove_prefix(prefix.size());
    return s;
  };
  int parent = t[fn.node].parent;
  if (parent >= 0 && std::string_view(t[parent].type) == "template_declaration")
    return false; // `T *p` of a template takes any object's address
  for (size_t i = 0; i < args.size() && i < params.size(); ++i) {
    NodeRef a = stripParensAndCasts(ref(args[i]));
    if (!a.valid() || t[a.node].kind != Kind::PointerExpression || t.text(a.node).substr(0, 1) != "&")
      continue;
    int operand = t.child(a.node, Field::Argument);
    if (operand < 0 || t[operand].kind != Kind::Identifier)
      continue;
    int l = resolve(t.text(operand));
    if (l < 0)
      continue;
    const Variable &x = locals[static_cast<size_t>(l)].var;
    const Variable &p = params[i]->var;
    if (x.pointer || x.array || x.typeNode < 0 || p.typeNode < 0 || !p.pointer || p.declarator < 0 ||
        t[p.declarator].kind != Kind::PointerDeclarator ||
        t[t.child(p.declarator, Field::Declarator) >= 0 ? t.child(p.declarator, Field::Declarator) : p.declarator].kind == Kind::PointerDeclarator)
      continue; // only `T *p` against `&object`
    std::string_view xt = bareType(t.text(x.typeNode)), pt = bareType(t.text(p.typeNode));
    if (pt == "void" || xt == "auto" || xt.empty() || pt.empty())
      continue;
    if (xt != pt)
      return true;
  }
  return false;
}

// The class a data member of the walked method's class holds (`_impl` or `this->_impl` of type
// `FrameImpl *` or `std::unique_ptr<FrameImpl>`: "FrameImpl"), from the class's declaration in
// the file or its project headers (OwnerClassShapes.h); "" for anything else. id3lib's
// `Frame::Render` forwards to `_impl->Render(w)` (held-out set 25), which Clang resolves.
std::string Walker::memberOfThisClass(int object) const {
  if (!cx.cpp || !cx.classes || fn.className.empty())
    return {};
  const ClassShape *shape = cx.classes->find(fn.className);
  std::string member = shape ? ownMemberName(t, object, *shape) : std::string();
  if (member.empty())
    return {};
  const MemberShape &m = shape->members.find(member)->second;
  if (m.container != ContainerKind::None)
    return {};
  return m.owning ? ownedType(m.typeText) : m.typeText;
}

// The class an element of an array or container holds, for `v[i]->m()` / `v[i].m()`:
// `std::vector<Frame *> v`, `std::vector<std::unique_ptr<Frame>> v`, `Frame *v[4]`, `Frame **v`
// (a local, a parameter, or a data member of the walked method's class): "Frame"; "" for
// anything else. Clang resolves such a call by the element's type; keyed by name alone it
// reached nothing (id3lib's `frames[i]->Render(w)`, held-out set 25).
std::string Walker::elementClass(int object) const {
  NodeRef bare = stripParensAndCasts(ref(object));
  if (!bare.valid() || t[bare.node].kind != Kind::SubscriptExpression)
    return {};
  int base = t.firstNamed(bare.node);
  auto element = [](ContainerKind container, bool owning, bool indexed, const std::string &typeText,
                    const std::string &elementText) -> std::string {
    if (container == ContainerKind::Vector || container == ContainerKind::Deque) {
      std::string owned = ownedType(elementText);
      return elementText.find("_ptr<") != std::string::npos ? owned : elementText;
    }
    return container == ContainerKind::None && !owning && indexed ? typeText : std::string();
  };
  if (int l = localOf(base); l >= 0) {
    const Local &local = locals[static_cast<size_t>(l)];
    return element(local.type.container, local.type.owning, local.var.pointer || local.var.array,
                   local.type.text, local.type.elementText);
  }
  if (!cx.cpp || !cx.classes || fn.className.empty())
    return {};
  const ClassShape *shape = cx.classes->find(fn.className);
  std::string member = shape ? ownMemberName(t, base, *shape) : std::string();
  if (member.empty())
    return {};
  const MemberShape &m = shape->members.find(member)->second;
  return element(m.container, m.owning, m.pointer, m.typeText, m.elementText);
}

} // namespace faultline::fastmode::walker
