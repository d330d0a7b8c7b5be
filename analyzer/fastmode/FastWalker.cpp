#include "fastmode/FastWalker.h"

#include "extract/KnownFunctions.h"
#include "fastmode/FastSizes.h"
#include "fastmode/TypeNames.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace faultline::fastmode {

std::string fastUsr(std::string_view qualifiedName) {
  size_t colon = qualifiedName.rfind("::");
  // "f::(lambda at line 3)" keeps its qualification: lambdas are only called by their own name.
  if (qualifiedName.find("(lambda at line") != std::string_view::npos)
    return "fast:" + std::string(qualifiedName);
  return "fast:" + std::string(colon == std::string_view::npos ? qualifiedName
                                                                 : qualifiedName.substr(colon + 2));
}

namespace {

// Deep expression trees (generated code) must not overflow the stack; beyond this depth the
// walker stops descending, which can only lose facts, never invent them.
constexpr unsigned kMaxWalkDepth = 1500;

struct Local {
  Variable var;
  TypeInfo type;
  std::string lambda; // display name when initialised with a lambda
  facts::SourceRange declaration;
};

struct Ancestor {
  int node = -1;
  int local = -1; // a variable whose initialiser is being walked
};

struct Owner {
  enum Kind { None, Variable, LValue, Reassigned, Returned, Argument, Temporary, Stored } kind = None;
  std::string key;
  int local = -1;        // Variable (and Reassigned of a variable)
  int assignment = -1;   // Reassigned: the assignment / reset() call
  int fullExpression = -1; // Temporary
};

// A basic_string of n characters asks the allocator for n + 1 (its terminator): at the
// boundary that byte decides whether glibc mmaps the block (as analyzer/extract does).
void addStringTerminator(facts::Size &size, uint64_t charSize) {
  if (size.bytes)
    *size.bytes += charSize;
  if (size.dependsOnParameter >= 0 && size.parameterMultiplier != 0)
    size.parameterAddend += static_cast<int64_t>(charSize);
  size.expression += " + terminator";
}

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

bool isCastName(std::string_view name) {
  return name == "static_cast" || name == "reinterpret_cast" || name == "const_cast" ||
         name == "dynamic_cast";
}

// Methods of standard containers and smart pointers: calls to them are not user call sites.
bool isStdMethod(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "size", "data", "begin", "end", "cbegin", "cend", "rbegin", "rend", "push_back",
      "emplace_back", "push_front", "emplace_front", "pop_back", "pop_front", "insert",
      "emplace", "find", "count", "at", "clear", "empty", "front", "back", "c_str", "length",
      "reserve", "resize", "assign", "erase", "append", "substr", "get", "reset", "release",
      "lock", "unlock", "load", "store", "join", "detach", "wait", "notify_one", "notify_all",
      "first", "second", "swap", "capacity", "shrink_to_fit", "compare", "str", "fill",
      "sum", "min", "max", "apply", "shift", "cshift", "what", "value", "has_value",
  };
  return names.count(name) > 0;
}

class Walker : public Names {
public:
  Walker(const WalkContext &cx, const FunctionToWalk &fn, std::vector<FunctionToWalk> &lambdas)
      : cx(cx), t(cx.tree), fn(fn), lambdas(lambdas), sizes(cx.file, *this) {}

  facts::FunctionFacts run();
  Binding lookup(std::string_view name) const override;

private:
  // -- walking
  void visit(int node);
  void visitChildren(int node);
  void visitCompound(int node);
  void visitDeclaration(int node);
  void declare(int declaration, int declarator, int value);
  void visitFor(int node);
  void visitWhile(int node);
  void visitDo(int node);
  void visitRangeFor(int node);
  int beginLoop(int node, facts::LoopKind kind, int headerEnd);
  int currentLoop() const { return loops.empty() ? -1 : loops.back(); }

  // -- events
  void onCall(int call);
  void onMemberCall(int call, int field, const std::vector<int> &args);
  bool onLibraryCall(int call, std::string_view name, const std::vector<int> &args);
  void onContainerConstruct(int at, const TypeInfo &type, const std::vector<int> &args, Owner owner);
  void onNew(int node);
  void onDelete(int node);
  void onVariableUse(int node);
  void onVariableDeclared(int local, int declaration);

  void addBlock(facts::BlockKind kind, std::string allocator, int at, facts::Size size,
                bool valueInitialized, Owner owner);
  void addRelease(const std::string &key, facts::ReleaseKind kind, std::string function, int at);
  void addEscape(const std::string &key, facts::EscapeKind kind, int at);
  void addCallSite(int call, std::string callee, std::string usr, const std::vector<int> &args);
  void addThreadStart(int at, int function);
  void addAllocatorSetting(int call, std::string_view name, const std::vector<int> &args);
  void addStreamEvent(int call, const extract::StreamFunction &fn, const std::vector<int> &args);

  // -- helpers
  Owner ownerOfCurrent(bool classValue) const;
  Owner ownerFromLValue(int lhs) const;
  std::string keyOf(int e) const;
  int resolve(std::string_view name) const; // local index or -1
  int localOf(int e) const;                 // the local an expression names, or -1
  int fullExpressionOf(size_t index) const;
  bool isIntegerLike(int e) const;
  std::string lambdaName(int lambda) const;
  bool isPureVirtual(const std::string &typeText, std::string_view method) const;
  bool onlySizeof(int e) const;
  std::string callKey(const std::string &qualified) const;
  std::string memberKey(const std::string &typeName, std::string_view method) const;
  bool isPointerLike(int e) const;
  std::vector<int> arguments(int argumentList) const;
  facts::SourceRange rangeOf(int n) const;
  facts::SourceRange pointOf(int n) const { return rangeOf(n); }
  uint64_t orderOf(int n) const { return t[n].startByte; }
  uint64_t endOrderOf(int n) const { return t[t.lastToken(n)].startByte + 1; }
  NodeRef ref(int n) const { return {&t, n}; }
  void collectMutated(int body);
  void finish();

  const WalkContext &cx;
  const SyntaxTree &t;
  const FunctionToWalk &fn;
  std::vector<FunctionToWalk> &lambdas;
  Evaluator sizes;

  facts::FunctionFacts facts;
  std::vector<Local> locals;
  std::vector<std::pair<std::string, int>> scope; // visible locals, innermost last
  std::vector<size_t> scopeMarks;
  std::set<std::string, std::less<>> mutated;
  std::vector<Ancestor> parents;
  std::vector<int> loops;
  unsigned depth = 0;
  unsigned parallelDepth = 0;
  std::string aliasName; // the call a function-like macro stands for, while handling it

  struct ScopeEnd {
    facts::SourceRange range;
    int loop = -1;
    uint64_t order = 0;
  };
  std::map<int, ScopeEnd> scopeEnds;
  std::set<int> staticOwners;
  std::map<std::string, std::vector<facts::Release>> releases;
  std::map<std::string, std::vector<facts::Release>> closes;
  std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> escapes;
  std::vector<std::pair<size_t, Owner>> blockOwners, streamOwners, callOwners;
};

// ---------------------------------------------------------------------------------------------
// Names

int Walker::resolve(std::string_view name) const {
  for (size_t i = scope.size(); i-- > 0;)
    if (scope[i].first == name)
      return scope[i].second;
  return -1;
}

Binding Walker::lookup(std::string_view name) const {
  // Macros are expanded before scopes exist.
  if (cx.file.macros.count(std::string(name)))
    return lookupFileName(cx.file, name);
  int i = resolve(name);
  if (i < 0)
    return lookupFileName(cx.file, name);
  const Local &l = locals[static_cast<size_t>(i)];
  Binding b;
  b.variable = &l.var;
  b.tree = &t;
  b.name = l.var.name;
  b.line = l.declaration.line;
  b.integer = !l.var.pointer && !l.var.array && !l.var.reference && !l.type.isClass();
  b.mutated = mutated.count(l.var.name) > 0;
  if (l.var.parameter >= 0) {
    b.kind = Binding::Parameter;
    b.parameter = l.var.parameter;
    return b;
  }
  b.kind = Binding::Variable;
  // A local written once stands for its initialiser; a static local only when const.
  bool usable = l.var.isStatic ? l.var.isConst : !b.mutated;
  if (usable && l.var.init >= 0)
    b.init = ref(l.var.init);
  return b;
}

// ---------------------------------------------------------------------------------------------
// Walking

facts::SourceRange Walker::rangeOf(int n) const {
  facts::SourceRange r;
  if (n < 0)
    return r;
  const Node &node = t[n];
  r.file = cx.path;
  r.line = node.startRow + 1;
  r.column = node.startColumn + 1;
  r.endLine = node.endRow + 1;
  r.endColumn = node.endColumn + 1;
  return r;
}

std::vector<int> Walker::arguments(int list) const {
  std::vector<int> out;
  if (list < 0)
    return out;
  for (int c = t[list].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].kind != Kind::Comment)
      out.push_back(c);
  return out;
}

void Walker::collectMutated(int body) {
  // Every name assigned, incremented or whose address is taken anywhere in the body (by name:
  // shadowing is rare enough in sizes that merging is the honest simplification).
  const Node &b = t[body];
  for (int i = body + 1; i < static_cast<int>(t.nodes.size()) && t[i].startByte < b.endByte; ++i) {
    const Node &n = t[i];
    int target = -1;
    if (n.kind == Kind::AssignmentExpression)
      target = t.child(i, Field::Left);
    else if (n.kind == Kind::UpdateExpression)
      target = t.child(i, Field::Argument);
    else if (n.kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&")
      target = t.child(i, Field::Argument);
    target = target >= 0 ? stripParensAndCasts(ref(target)).node : -1;
    if (target >= 0 && t[target].kind == Kind::Identifier)
      mutated.emplace(t.text(target));
  }
}

facts::FunctionFacts Walker::run() {
  facts.name = fn.name;
  facts.usr = fn.usr.empty() ? fastUsr(fn.name) : fn.usr;
  int node = fn.node;
  int body = t.child(node, Field::Body);
  int declarator = t.child(node, Field::Declarator);
  // The function's name: the innermost declarator name of a definition; a lambda's position.
  int nameNode = node;
  if (t[node].kind == Kind::FunctionDefinition) {
    int d = declarator;
    while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
      d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
    int name = d >= 0 ? t.child(d, Field::Declarator) : -1;
    while (name >= 0 && t[name].kind == Kind::QualifiedIdentifier)
      name = t.child(name, Field::Name);
    if (name >= 0 && t[name].kind == Kind::TemplateFunction)
      name = t.child(name, Field::Name);
    if (name >= 0)
      nameNode = name;
    declarator = d;
  }
  const Node &nn = t[nameNode];
  facts.range = rangeOf(nameNode);
  if (nameNode == node) { // a lambda: the point of its introducer, as Clang's getBeginLoc
    facts.range.endLine = nn.startRow + 1;
    facts.range.endColumn = nn.startColumn + 2;
  }
  if (body < 0)
    return std::move(facts);
  collectMutated(body);

  // Parameters: locals with an index.
  scopeMarks.push_back(scope.size());
  int params = declarator >= 0 ? t.child(declarator, Field::Parameters) : -1;
  int index = 0;
  for (int p : arguments(params)) {
    Kind k = t[p].kind;
    if (k != Kind::ParameterDeclaration && k != Kind::OptionalParameterDeclaration)
      continue;
    int d = t.child(p, Field::Declarator);
    int name = declaratorName(t, d);
    Local l;
    l.var.parameter = index++;
    l.var.typeNode = t.child(p, Field::Type);
    l.var.declarator = d;
    describeDeclarator(t, d, l.var);
    l.type = classifyType(t, l.var.typeNode);
    if (name >= 0) {
      l.var.name = std::string(t.text(name));
      l.var.nameNode = name;
      l.var.key = fastmode::keyOf(t, name);
      l.declaration = rangeOf(name);
    } else { // unnamed: Clang's key is "@line:col" of the parameter
      l.var.key = "@" + std::to_string(t[p].startRow + 1) + ":" + std::to_string(t[p].startColumn + 1);
      if (t[p].kind == Kind::ParameterDeclaration && t.text(p) == "void")
        continue; // f(void)
    }
    facts.parameterKeys.push_back(l.var.key);
    locals.push_back(std::move(l));
    if (!locals.back().var.name.empty())
      scope.emplace_back(locals.back().var.name, static_cast<int>(locals.size() - 1));
  }
  visit(body);
  finish();
  return std::move(facts);
}

void Walker::visit(int node) {
  if (node < 0 || depth > kMaxWalkDepth)
    return;
  const Node &n = t[node];
  if (!n.named || n.kind == Kind::Error || n.kind == Kind::Comment)
    return; // tokens; regions tree-sitter could not parse are skipped, the rest still counts
  ++depth;
  parents.push_back({node, -1});
  switch (n.kind) {
  case Kind::ForStatement: visitFor(node); break;
  case Kind::WhileStatement: visitWhile(node); break;
  case Kind::DoStatement: visitDo(node); break;
  case Kind::ForRangeLoop: visitRangeFor(node); break;
  case Kind::CompoundStatement: visitCompound(node); break;
  case Kind::Declaration: visitDeclaration(node); break;
  case Kind::LambdaExpression:
    // A lambda body is a function of its own, walked after this one.
    lambdas.push_back({node, lambdaName(node), "", fn.className});
    break;
  case Kind::FunctionDefinition:
  case Kind::StructSpecifier:
  case Kind::ClassSpecifier:
  case Kind::UnionSpecifier:
  case Kind::EnumSpecifier:
    break; // local classes: their methods are not this function
  default:
    if (n.kind == Kind::CallExpression)
      onCall(node);
    else if (n.kind == Kind::NewExpression)
      onNew(node);
    else if (n.kind == Kind::DeleteExpression)
      onDelete(node);
    else if (n.kind == Kind::Identifier)
      onVariableUse(node);
    visitChildren(node);
    break;
  }
  parents.pop_back();
  --depth;
}

void Walker::visitChildren(int node) {
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling)
    visit(c);
}

void Walker::visitCompound(int node) {
  scopeMarks.push_back(scope.size());
  bool parallelNext = false;
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].kind == Kind::PreprocCall) {
      // `#pragma omp parallel ...` applies to the next statement: it runs on the team's threads.
      std::string text = singleSpaced(t.text(c));
      if (text.rfind("#pragma omp", 0) == 0 && text.find("parallel") != std::string::npos)
        parallelNext = true;
      continue;
    }
    if (!t[c].named || t[c].kind == Kind::Comment) {
      visit(c);
      continue;
    }
    parallelDepth += parallelNext;
    visit(c);
    parallelDepth -= parallelNext;
    parallelNext = false;
  }
  scope.resize(scopeMarks.back());
  scopeMarks.pop_back();
}

int Walker::beginLoop(int node, facts::LoopKind kind, int headerEnd) {
  facts::Loop loop;
  loop.id = static_cast<int>(facts.loops.size());
  loop.kind = kind;
  loop.range = rangeOf(node);
  if (headerEnd >= 0) {
    loop.range.endLine = t[headerEnd].endRow + 1;
    loop.range.endColumn = t[headerEnd].endColumn + 1;
  }
  loop.parent = currentLoop();
  loop.parallel = parallelDepth > 0 || (loop.parent >= 0 && facts.loops[static_cast<size_t>(loop.parent)].parallel);
  facts.loops.push_back(loop);
  loops.push_back(loop.id);
  return loop.id;
}

// The ')' closing a for/range-for header, a direct child of the statement.
static int closingParen(const SyntaxTree &t, int node) {
  int paren = -1;
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].field == Field::Body)
      break;
    if (std::string_view(t[c].type) == ")")
      paren = c;
  }
  return paren;
}

void Walker::visitFor(int node) {
  scopeMarks.push_back(scope.size());
  // The initialiser runs once, before the loop; condition, update and body per iteration.
  int init = t.child(node, Field::Initializer);
  visit(init);
  beginLoop(node, facts::LoopKind::For, closingParen(t, node));
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling)
    if (c != init && t[c].field != Field::Body)
      visit(c);
  visit(t.child(node, Field::Body));
  loops.pop_back();
  scope.resize(scopeMarks.back());
  scopeMarks.pop_back();
}

void Walker::visitWhile(int node) {
  int condition = t.child(node, Field::Condition);
  beginLoop(node, facts::LoopKind::While, condition >= 0 ? t.lastToken(condition) : -1);
  scopeMarks.push_back(scope.size());
  visit(condition);
  visit(t.child(node, Field::Body));
  scope.resize(scopeMarks.back());
  scopeMarks.pop_back();
  loops.pop_back();
}

void Walker::visitDo(int node) {
  int keyword = t[node].firstChild; // `do`
  beginLoop(node, facts::LoopKind::Do, keyword);
  visit(t.child(node, Field::Body));
  visit(t.child(node, Field::Condition));
  loops.pop_back();
}

void Walker::visitRangeFor(int node) {
  scopeMarks.push_back(scope.size());
  // The range is evaluated once, into a hidden variable (__range1) that lives until the end of
  // the statement: a temporary container there is owned by it, as in Clang's AST.
  int right = t.child(node, Field::Right);
  if (right >= 0) {
    Local hidden;
    // Clang numbers it by scope depth (depth / 2); enclosing blocks count the same here.
    unsigned blocks = 0;
    for (const Ancestor &a : parents)
      blocks += a.node >= 0 && t[a.node].kind == Kind::CompoundStatement;
    hidden.var.name = "__range" + std::to_string(std::max(1u, blocks));
    hidden.var.key = hidden.var.name + "@" + std::to_string(t[right].startRow + 1) + ":" +
                     std::to_string(t[right].startColumn + 1);
    hidden.var.reference = false;
    hidden.declaration = rangeOf(right);
    hidden.type.container = ContainerKind::Vector; // only used as an owner: dies at the end
    locals.push_back(std::move(hidden));
    int local = static_cast<int>(locals.size() - 1);
    ScopeEnd end;
    end.loop = currentLoop();
    end.range = pointOf(t.lastToken(node));
    end.order = endOrderOf(node);
    scopeEnds[local] = end;
    parents.push_back({-1, local});
    visit(right);
    parents.pop_back();
  }
  beginLoop(node, facts::LoopKind::RangeFor, closingParen(t, node));
  // The loop variable: declared per iteration.
  int declarator = t.child(node, Field::Declarator);
  if (declarator >= 0)
    declare(node, declarator, -1);
  visit(t.child(node, Field::Body));
  loops.pop_back();
  scope.resize(scopeMarks.back());
  scopeMarks.pop_back();
}

void Walker::visitDeclaration(int node) {
  // `T a = x, *b;` -> declarators; `if (T a = x)` -> declarator and value directly.
  int directValue = t.child(node, Field::Value);
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].field != Field::Declarator)
      continue;
    if (t[c].kind == Kind::InitDeclarator)
      declare(node, t.child(c, Field::Declarator), t.child(c, Field::Value));
    else
      declare(node, c, directValue);
  }
}

void Walker::declare(int declaration, int declarator, int value) {
  // `std::vector<char> v(n);` with an identifier argument parses as a function declaration
  // (the most vexing parse); inside a body it is a variable with constructor arguments.
  int ctorArgs = -1;
  int d = declarator;
  if (d >= 0 && t[d].kind == Kind::FunctionDeclarator) {
    ctorArgs = t.child(d, Field::Parameters);
    d = t.child(d, Field::Declarator);
  }
  if (value >= 0 && t[value].kind == Kind::ArgumentList)
    ctorArgs = value;
  int name = declaratorName(t, d);
  if (name < 0 || (t[name].kind != Kind::Identifier && t[name].kind != Kind::TypeIdentifier))
    return;
  Local l;
  l.var.name = std::string(t.text(name));
  l.var.key = fastmode::keyOf(t, name);
  l.var.nameNode = name;
  l.var.typeNode = t.child(declaration, Field::Type);
  l.var.declarator = d;
  l.var.init = (value >= 0 && t[value].kind != Kind::ArgumentList && t[value].kind != Kind::InitializerList) ? value : -1;
  if (ctorArgs >= 0) {
    std::vector<int> args = arguments(ctorArgs);
    if (args.size() == 1 && t[args[0]].kind != Kind::ParameterDeclaration)
      l.var.init = args[0]; // int n(5);
  }
  l.var.isStatic = hasSpecifier(t, declaration, "static") || hasSpecifier(t, declaration, "thread_local");
  l.var.isConst = hasSpecifier(t, declaration, "const") || hasSpecifier(t, declaration, "constexpr");
  describeDeclarator(t, d, l.var);
  l.type = classifyType(t, l.var.typeNode);
  if (l.type.isAuto && l.var.init >= 0) {
    // `auto v = std::vector<char>(n)`, `auto u = std::make_unique<...>`: the type comes from the
    // initialiser; anything else initialised with auto is treated as a pointer (escapes count).
    NodeRef init = stripParensAndCasts(ref(l.var.init));
    if (t[init.node].kind == Kind::LambdaExpression)
      l.lambda = lambdaName(init.node);
    TypeInfo fromInit = classifyConstruction(t, init.node);
    if (t[init.node].kind == Kind::CallExpression) {
      int callee = t.child(init.node, Field::Function);
      std::string_view made = callee >= 0 ? calleeBaseName(t, callee) : "";
      if (made.rfind("make_unique", 0) == 0 || made.rfind("make_shared", 0) == 0)
        fromInit.owning = true;
    }
    if (fromInit.container != ContainerKind::None || fromInit.owning)
      l.type = fromInit;
    else if (!l.var.reference && l.lambda.empty())
      l.var.pointer = true;
  }
  l.declaration = rangeOf(name);
  locals.push_back(std::move(l));
  int local = static_cast<int>(locals.size() - 1);
  onVariableDeclared(local, declaration);
  scope.emplace_back(locals[static_cast<size_t>(local)].var.name, local);

  Local &var = locals[static_cast<size_t>(local)];
  if (ctorArgs >= 0) {
    std::vector<int> args = arguments(ctorArgs);
    if (var.type.container != ContainerKind::None && !var.var.reference && !var.var.pointer) {
      Owner owner;
      owner.kind = Owner::Variable;
      owner.local = local;
      owner.key = var.var.key;
      int at = t[declarator].kind == Kind::FunctionDeclarator ? declarator : t[ctorArgs].parent;
      onContainerConstruct(at, var.type, args, owner);
    } else if (var.type.thread && !args.empty()) {
      addThreadStart(t[ctorArgs].parent, args[0]);
    }
    if (t[ctorArgs].kind == Kind::ArgumentList) {
      parents.push_back({-1, local});
      visit(ctorArgs);
      parents.pop_back();
    }
    return;
  }
  if (value >= 0) {
    parents.push_back({-1, local});
    visit(value);
    parents.pop_back();
  }
}

// ---------------------------------------------------------------------------------------------
// Ownership

std::string Walker::keyOf(int e) const {
  if (e < 0)
    return "";
  e = stripParensAndCasts(ref(e)).node;
  if (e < 0)
    return "";
  if (t[e].kind == Kind::Identifier) {
    std::string_view name = t.text(e);
    if (int l = resolve(name); l >= 0)
      return locals[static_cast<size_t>(l)].var.key;
    if (name == "stdout" || name == "stdin" || name == "stderr")
      return std::string(name);
    if (auto g = cx.file.globals.find(std::string(name)); g != cx.file.globals.end())
      return g->second.key;
    return std::string(name); // declared in a header we do not read: the name is the key
  }
  // A field or element (s->buf, ctx.scratch[i]): matched by its text within the function.
  return "expr:" + singleSpaced(t.text(e));
}

int Walker::localOf(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0 || t[e].kind != Kind::Identifier)
    return -1;
  return resolve(t.text(e));
}

Owner Walker::ownerFromLValue(int lhs) const {
  Owner owner;
  owner.key = keyOf(lhs);
  owner.local = localOf(lhs);
  owner.kind = owner.local >= 0 ? Owner::Variable : Owner::LValue;
  return owner;
}

int Walker::fullExpressionOf(size_t index) const {
  int full = -1;
  for (size_t i = index + 1; i-- > 0;) {
    int n = parents[i].node;
    if (n < 0 || !isExpressionKind(t, n))
      break;
    full = n;
  }
  return full;
}

// Walks up from the allocation being visited (parents.back()) through parentheses, casts and
// owning wrappers (unique_ptr<T[]>(new T[n])) to whatever receives the block.
Owner Walker::ownerOfCurrent(bool classValue) const {
  Owner owner;
  if (parents.empty())
    return owner;
  int child = parents.back().node;
  for (size_t i = parents.size() - 1; i-- > 0;) {
    const Ancestor &a = parents[i];
    if (a.local >= 0) {
      const Local &l = locals[static_cast<size_t>(a.local)];
      owner.kind = Owner::Variable;
      owner.local = a.local;
      owner.key = l.var.key;
      return owner;
    }
    int s = a.node;
    const Node &n = t[s];
    switch (n.kind) {
    case Kind::ParenthesizedExpression:
    case Kind::CastExpression:
      child = s;
      continue;
    case Kind::ConditionalExpression:
      if (t[child].field == Field::Condition) {
        owner.kind = Owner::None;
        return owner;
      }
      child = s;
      continue;
    case Kind::CommaExpression:
      if (t[child].field == Field::Right) {
        child = s;
        continue;
      }
      owner.kind = Owner::None;
      return owner;
    case Kind::ArgumentList: {
      int parent = n.parent;
      if (parent >= 0 && t[parent].kind == Kind::CallExpression) {
        child = s;
        continue; // decided at the call
      }
      // `T v(alloc)`: direct initialisation of a pointer or owner keeps it; another class
      // receives it in its constructor.
      if (i > 0 && parents[i - 1].local >= 0) {
        const Local &l = locals[static_cast<size_t>(parents[i - 1].local)];
        if (l.var.pointer || l.type.owning || l.type.isAuto) {
          child = s;
          continue;
        }
      }
      owner.kind = Owner::Stored;
      return owner;
    }
    case Kind::InitializerList: {
      if (i > 0 && parents[i - 1].local >= 0 && arguments(s).size() == 1) {
        const Local &l = locals[static_cast<size_t>(parents[i - 1].local)];
        if (l.var.pointer || l.type.owning) {
          child = s;
          continue;
        }
      }
      owner.kind = Owner::Stored; // a field or element of an aggregate
      return owner;
    }
    case Kind::CallExpression: {
      int function = t.child(s, Field::Function);
      std::string_view calleeName = function >= 0 ? calleeBaseName(t, function) : "";
      if (isCastName(calleeName) ||
          (function >= 0 && (t[function].kind == Kind::PrimitiveType ||
                             t[function].kind == Kind::SizedTypeSpecifier))) {
        child = s;
        continue;
      }
      if (calleeName == "unique_ptr" || calleeName == "shared_ptr") {
        classValue = true; // unique_ptr<T[]>(new T[n]): the wrapper owns it
        child = s;
        continue;
      }
      if (function >= 0 && t[function].kind == Kind::FieldExpression) {
        int field = t.child(function, Field::FieldName);
        int object = t.child(function, Field::Argument);
        int l = localOf(object);
        if (field >= 0 && t.text(field) == "reset" && l >= 0 && locals[static_cast<size_t>(l)].type.owning) {
          owner = ownerFromLValue(object);
          owner.kind = Owner::Reassigned;
          owner.assignment = s;
          return owner;
        }
      }
      owner.kind = classValue ? Owner::Temporary : Owner::Argument;
      owner.fullExpression = fullExpressionOf(i);
      return owner;
    }
    case Kind::AssignmentExpression:
      if (t[child].field == Field::Right) {
        int lhs = t.child(s, Field::Left);
        owner = ownerFromLValue(lhs);
        int l = localOf(lhs);
        if (classValue || (l >= 0 && locals[static_cast<size_t>(l)].type.isClass())) {
          owner.kind = Owner::Reassigned; // operator= releases what the owner held
          owner.assignment = s;
        }
        return owner;
      }
      owner.kind = Owner::None;
      return owner;
    case Kind::BinaryExpression:
      owner.kind = Owner::None; // compared, tested: not kept
      return owner;
    case Kind::ReturnStatement:
      owner.kind = Owner::Returned;
      return owner;
    default:
      break;
    }
    break;
  }
  // Discarded (an expression statement) or used in place: a temporary dies at the end of the
  // full-expression; a raw pointer nobody keeps is simply leaked.
  owner.kind = Owner::Temporary;
  owner.fullExpression = fullExpressionOf(parents.size() - 1);
  return owner;
}

void Walker::onVariableDeclared(int local, int declaration) {
  Local &l = locals[static_cast<size_t>(local)];
  bool raii = (l.type.owning || l.type.container != ContainerKind::None) && !l.var.reference &&
              !l.var.pointer;
  if (!raii)
    return;
  if (l.var.isStatic) {
    staticOwners.insert(local);
    return;
  }
  // The variable dies at the end of the enclosing block; declared in a for/if header or as a
  // range-for variable, at the end of that statement.
  ScopeEnd end;
  end.loop = currentLoop();
  int scopeNode = t[declaration].kind == Kind::ForRangeLoop ? declaration : t[declaration].parent;
  if (scopeNode >= 0 && t[scopeNode].kind == Kind::ConditionClause)
    scopeNode = t[scopeNode].parent;
  if (scopeNode >= 0 && t[scopeNode].kind == Kind::CompoundStatement) {
    int brace = t.lastToken(scopeNode);
    end.range = pointOf(brace);
    end.order = t[brace].startByte;
  } else if (scopeNode >= 0) {
    end.range = pointOf(t.lastToken(scopeNode));
    end.order = endOrderOf(scopeNode);
  }
  scopeEnds[local] = end;
}

void Walker::onVariableUse(int node) {
  int l = resolve(t.text(node));
  if (l < 0 || parents.size() < 2)
    return;
  const Local &var = locals[static_cast<size_t>(l)];
  // A raw pointer handed to longer-lived storage or returned, or an owner moved away: the block
  // outlives the iteration even if the code also frees it on some path.
  size_t i = parents.size() - 2;
  int child = node;
  auto transparent = [&](const Ancestor &a) {
    if (a.node < 0)
      return false;
    Kind k = t[a.node].kind;
    if (k == Kind::ParenthesizedExpression || k == Kind::CastExpression)
      return true;
    if (k == Kind::CallExpression) // static_cast<T *>(p)
      return stripParensAndCasts(ref(a.node)).node != a.node;
    return false;
  };
  while (i > 0 && transparent(parents[i])) {
    child = parents[i].node;
    --i;
  }
  const Ancestor &user = parents[i];
  if (user.node < 0) {
    if (user.local >= 0 && var.var.pointer && locals[static_cast<size_t>(user.local)].var.isStatic)
      addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
    return;
  }
  Kind k = t[user.node].kind;
  if (k == Kind::ReturnStatement) {
    addEscape(var.var.key, facts::EscapeKind::Returned, node);
    return;
  }
  if (!var.var.pointer)
    return;
  if (k == Kind::AssignmentExpression) {
    int lhs = t.child(user.node, Field::Left);
    if (t[child].field == Field::Right && keyOf(lhs) != var.var.key)
      addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
  } else if (k == Kind::InitializerList) {
    addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
  } else if (k == Kind::ArgumentList && i > 0 && parents[i - 1].node >= 0 &&
             t[parents[i - 1].node].kind == Kind::CallExpression) {
    int function = t.child(parents[i - 1].node, Field::Function);
    if (function >= 0 && t[function].kind == Kind::FieldExpression) {
      int field = t.child(function, Field::FieldName);
      std::string_view name = field >= 0 ? t.text(field) : "";
      if (name.rfind("push", 0) == 0 || name.rfind("emplace", 0) == 0 || name == "insert")
        addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Events

void Walker::addBlock(facts::BlockKind kind, std::string allocator, int at, facts::Size size,
                      bool valueInitialized, Owner owner) {
  facts::Block block;
  block.id = static_cast<int>(facts.blocks.size());
  block.kind = kind;
  block.allocator = std::move(allocator);
  block.range = rangeOf(at);
  block.loop = currentLoop();
  block.order = orderOf(at);
  block.size = std::move(size);
  block.valueInitialized = valueInitialized;
  block.ownerKey = owner.key;
  if (owner.local >= 0) {
    const Local &l = locals[static_cast<size_t>(owner.local)];
    block.variable = l.var.name;
    block.declaration = l.declaration;
  }
  switch (owner.kind) {
  case Owner::Returned:
    block.escape = facts::EscapeKind::Returned;
    break;
  case Owner::Stored:
    block.escape = facts::EscapeKind::StoredOutside;
    break;
  case Owner::Argument:
    block.escape = facts::EscapeKind::Unknown; // a raw block handed to a callee
    break;
  case Owner::Temporary:
    if (kind == facts::BlockKind::Container || kind == facts::BlockKind::MakeUnique) {
      int full = owner.fullExpression >= 0 ? owner.fullExpression : at;
      block.releases.push_back({facts::ReleaseKind::TemporaryEnd, pointOf(t.lastToken(full)),
                                "end of full-expression", currentLoop(), endOrderOf(full)});
    } else {
      block.escape = facts::EscapeKind::Unknown;
    }
    break;
  case Owner::Reassigned:
    block.releases.push_back({facts::ReleaseKind::Reassigned, rangeOf(owner.assignment),
                              "assignment", currentLoop(), endOrderOf(owner.assignment)});
    break;
  default:
    break;
  }
  blockOwners.emplace_back(facts.blocks.size(), owner);
  facts.blocks.push_back(std::move(block));
}

void Walker::addRelease(const std::string &key, facts::ReleaseKind kind, std::string function, int at) {
  if (key.empty())
    return;
  releases[key].push_back({kind, rangeOf(at), std::move(function), currentLoop(), orderOf(at)});
}

void Walker::addEscape(const std::string &key, facts::EscapeKind kind, int at) {
  if (!escapes.count(key))
    escapes[key] = {kind, rangeOf(at)};
}

std::string Walker::lambdaName(int lambda) const {
  return fn.name + "::(lambda at line " + std::to_string(t[lambda].startRow + 1) + ")";
}

bool Walker::isIntegerLike(int e) const {
  // Without types: a count is a number, arithmetic, sizeof, a variable that is not a pointer or
  // an object, a name we cannot see (a macro or enumerator from a header), or size()/length().
  NodeRef r = stripParensAndCasts(ref(e));
  if (!r.valid())
    return false;
  int n = r.node;
  switch (t[n].kind) {
  case Kind::NumberLiteral:
  case Kind::CharLiteral:
  case Kind::SizeofExpression:
  case Kind::UnaryExpression:
    return true;
  case Kind::BinaryExpression:
  case Kind::ConditionalExpression:
    return !isPointerLike(n); // `s.data() + off` is a pointer: string(const char *)
  case Kind::Identifier:
  case Kind::TypeIdentifier:
  case Kind::QualifiedIdentifier: {
    int l = t[n].kind == Kind::QualifiedIdentifier ? -1 : resolve(t.text(n));
    if (l < 0) {
      Binding b = lookupFileName(cx.file, t[n].kind == Kind::QualifiedIdentifier
                                              ? t.text(n).substr(t.text(n).rfind(':') + 1)
                                              : t.text(n));
      if (b.kind == Binding::Variable)
        return b.integer;
      return b.kind != Binding::Type;
    }
    const Local &v = locals[static_cast<size_t>(l)];
    return !v.var.pointer && !v.var.array && !v.type.isClass() && !v.type.isAuto;
  }
  case Kind::ParameterDeclaration: // vexing parse: `vector<char> v(n)` with n as a "type"
    return t.child(n, Field::Declarator) < 0 && isIntegerLike(t.child(n, Field::Type));
  case Kind::CallExpression: {
    int function = t.child(n, Field::Function);
    std::string_view name = function >= 0 ? calleeBaseName(t, function) : "";
    return name == "size" || name == "length" || name == "strlen" || name == "count" ||
           (function >= 0 && t[function].kind == Kind::Identifier &&
            cx.file.functionMacros.count(std::string(name)));
  }
  default:
    return false;
  }
}

void Walker::onContainerConstruct(int at, const TypeInfo &type, const std::vector<int> &args, Owner owner) {
  // Which argument is the element count: vector/deque/string (n, ...), valarray (n) or
  // valarray(value, n) / valarray(pointer, n).
  int countArg = -1;
  if (type.container == ContainerKind::Valarray) {
    if (args.size() == 1 && isIntegerLike(args[0]))
      countArg = 0;
    else if (args.size() == 2 && isIntegerLike(args[1]))
      countArg = 1;
  } else if (!args.empty() && args.size() <= 3 && isIntegerLike(args[0])) {
    countArg = 0;
  }
  if (countArg < 0)
    return;
  int countNode = args[static_cast<size_t>(countArg)];
  if (t[countNode].kind == Kind::ParameterDeclaration)
    countNode = t.child(countNode, Field::Type);
  facts::Size size = sizes.size({ref(countNode)}, type.elementSize(t, sizes), type.elementText);
  if (type.container == ContainerKind::String)
    addStringTerminator(size, type.elementSize(t, sizes));
  addBlock(facts::BlockKind::Container, type.text, at, std::move(size), /*valueInitialized=*/true,
           std::move(owner));
}

void Walker::onCall(int call) {
  int function = t.child(call, Field::Function);
  if (function < 0)
    return;
  std::vector<int> args = arguments(t.child(call, Field::Arguments));
  Kind fk = t[function].kind;
  if (fk == Kind::FieldExpression) {
    onMemberCall(call, function, args);
    return;
  }
  if (fk != Kind::Identifier && fk != Kind::QualifiedIdentifier && fk != Kind::TemplateFunction)
    return; // calls through pointers and expressions: no callee to name
  std::string_view name = calleeBaseName(t, function);
  std::string qualified = singleSpaced(calleeQualifiedName(t, function));
  if (fk == Kind::Identifier && cx.file.functionMacros.count(qualified)) {
    // A function-like macro: followed when it only renames a call (ALLOC(n) -> malloc(n)),
    // otherwise not a call at all.
    std::string target;
    std::vector<int> order;
    if (!cx.file.macroAlias(qualified, target, order))
      return;
    std::vector<int> forwarded;
    for (int i : order)
      if (static_cast<size_t>(i) < args.size())
        forwarded.push_back(args[static_cast<size_t>(i)]);
    args = std::move(forwarded);
    aliasName = target;
    name = aliasName;
    qualified = aliasName;
    size_t colon = aliasName.rfind("::");
    if (colon != std::string::npos)
      name = std::string_view(aliasName).substr(colon + 2);
  }
  bool stdQualified = qualified.rfind("std::", 0) == 0 || qualified.rfind("::std::", 0) == 0;
  bool global = qualified.find("::") == std::string::npos || stdQualified || qualified.rfind("::", 0) == 0;

  // A lambda held in a local: `auto work = [&](int i) {...}; work(i);`
  if (fk == Kind::Identifier) {
    int l = resolve(name);
    if (l >= 0) {
      const Local &local = locals[static_cast<size_t>(l)];
      if (!local.lambda.empty())
        addCallSite(call, local.lambda, fastUsr(local.lambda), args);
      else if (cx.cpp && local.type.other && !local.var.pointer && local.type.text.rfind("std::", 0) != 0)
        addCallSite(call, local.type.text + "::operator()", memberKey(local.type.text, "operator()"), args);
      return; // a call through a variable (function pointer, functor of unknown type)
    }
  }

  // Configured allocators and releasers (by plain or qualified name).
  for (const extract::AllocatorSpec &spec : cx.options.allocators) {
    if (spec.name != name && spec.name != qualified)
      continue;
    std::vector<NodeRef> factors;
    for (unsigned arg : spec.sizeArgs)
      if (arg < args.size())
        factors.push_back(ref(args[arg]));
    facts::Size size;
    if (!factors.empty()) {
      size = sizes.size(factors);
    } else if (spec.footprint) {
      size.bytes = spec.footprint;
      size.expression = "footprint of '" + spec.name + "'";
      size.derivation = "declared in the configuration";
    } else {
      size.expression = "?";
    }
    addBlock(facts::BlockKind::Custom, spec.name, call, std::move(size), false, ownerOfCurrent(false));
    return;
  }
  auto isReleaser = [&](std::string_view n) {
    for (const std::string &r : cx.options.releasers)
      if (r == n || r == qualified)
        return true;
    for (const extract::AllocatorSpec &spec : cx.options.allocators)
      for (const std::string &r : spec.releasers)
        if (r == n || r == qualified)
          return true;
    return false;
  };
  if (isReleaser(name) && !args.empty()) {
    addRelease(keyOf(args[0]), facts::ReleaseKind::Free, std::string(name), call);
    return;
  }

  if (isCastName(name))
    return;
  bool maybeStd = stdQualified || qualified.find("::") == std::string::npos;
  if (maybeStd) {
    if (name == "move" && args.size() == 1) {
      int l = localOf(args[0]);
      if (l >= 0 && locals[static_cast<size_t>(l)].type.isClass())
        addEscape(keyOf(args[0]), facts::EscapeKind::Moved, call);
      return;
    }
    if (name == "async" && stdQualified) {
      for (int arg : args)
        addThreadStart(call, arg);
      return;
    }
    if (name == "swap" && args.size() == 2 && stdQualified) {
      addEscape(keyOf(args[0]), facts::EscapeKind::Moved, call);
      addEscape(keyOf(args[1]), facts::EscapeKind::Moved, call);
      return;
    }
    if (name == "make_unique" || name == "make_unique_for_overwrite" || name == "make_shared" ||
        name == "make_shared_for_overwrite") {
      int typeArgs = templateArguments(t, function);
      int first = typeArgs >= 0 ? t.firstNamed(typeArgs) : -1;
      if (first < 0 || t[first].kind != Kind::TypeDescriptor)
        return;
      bool overwrite = name.size() > 13 && name.substr(name.size() - 13) == "for_overwrite";
      int type = t.child(first, Field::Type);
      int declarator = t.child(first, Field::Declarator);
      std::string typeText = singleSpaced(t.text(type));
      if (declarator >= 0 && t[declarator].kind == Kind::AbstractArrayDeclarator) {
        if (args.empty())
          return;
        uint64_t element = sizes.sizeOfType(t, type, t.child(declarator, Field::Declarator));
        facts::Size size = sizes.size({ref(args[0])}, element, typeText);
        addBlock(facts::BlockKind::MakeUnique, "std::" + std::string(name) + "<" + typeText + "[]>",
                 call, std::move(size), !overwrite, ownerOfCurrent(true));
      } else {
        uint64_t bytes = sizes.sizeOfType(t, type, declarator);
        if (!bytes)
          return; // a type from a header: almost always small (docs/fast-mode.md)
        std::string full = singleSpaced(t.text(first));
        addBlock(facts::BlockKind::MakeUnique, "std::" + std::string(name) + "<" + full + ">", call,
                 facts::Size{bytes ? std::optional<uint64_t>(bytes) : std::nullopt,
                             "sizeof(" + full + ")", "", -1},
                 !overwrite, ownerOfCurrent(true));
      }
      return;
    }
  }
  // `std::vector<char>(n)`: a container constructed in an expression.
  TypeInfo constructed = classifyConstruction(t, call);
  if (constructed.container != ContainerKind::None) {
    onContainerConstruct(call, constructed, args, ownerOfCurrent(true));
    return;
  }
  if (constructed.owning)
    return;
  if (constructed.thread) {
    if (!args.empty())
      addThreadStart(call, args[0]);
    return;
  }
  if (global && onLibraryCall(call, name, args))
    return;
  if (stdQualified || (isLibraryFunction(name) && !cx.file.functions.count(std::string(name))))
    return;
  addCallSite(call, qualified, callKey(qualified), args);
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
  // `const ns::Foo<int> *` -> Foo
  std::string type = typeName.substr(0, typeName.find('<'));
  for (std::string_view prefix : {"const ", "volatile ", "struct ", "class "})
    while (type.rfind(prefix, 0) == 0)
      type = type.substr(prefix.size());
  while (!type.empty() && (type.back() == '*' || type.back() == '&' || type.back() == ' '))
    type.pop_back();
  if (size_t colon = type.rfind("::"); colon != std::string::npos)
    type = type.substr(colon + 2);
  if (type.empty() || type == "auto")
    return "fast:" + std::string(method);
  return "fast:" + type + "::" + std::string(method);
}

bool Walker::onLibraryCall(int call, std::string_view name, const std::vector<int> &args) {
  llvm::StringRef n(name.data(), name.size());
  if (const extract::AllocationFunction *fn = extract::findAllocationFunction(n)) {
    for (unsigned arg : fn->sizeArgs)
      if (arg >= args.size())
        return true;
    if (fn->nullFirstArgOnly && !sizes.isNull(ref(args[0])))
      return true; // realloc(p, n) grows an existing block
    std::vector<NodeRef> factors;
    for (unsigned arg : fn->sizeArgs)
      factors.push_back(ref(args[arg]));
    facts::Size size = sizes.size(factors);
    if (!size.bytes && size.dependsOnParameter < 0 &&
        std::all_of(factors.begin(), factors.end(), [&](const NodeRef &f) { return onlySizeof(f.node); }))
      return true; // malloc(sizeof(T)) of a type from a header: one object, almost always small
    Owner owner;
    if (fn->ownerOutArg >= 0) {
      int out = stripParensAndCasts(ref(args[static_cast<size_t>(fn->ownerOutArg)])).node;
      if (out >= 0 && t[out].kind == Kind::PointerExpression && t.text(out).substr(0, 1) == "&")
        owner = ownerFromLValue(t.child(out, Field::Argument));
      else
        owner.kind = Owner::Stored;
    } else {
      owner = ownerOfCurrent(false);
    }
    std::string allocator(name);
    if (fn->nullFirstArgOnly)
      allocator += "(NULL, ...)";
    addBlock(fn->kind, allocator, call, std::move(size), false, owner);
    return true;
  }
  if (const extract::ReleaseFunction *fn = extract::findReleaseFunction(n)) {
    if (!args.empty())
      addRelease(keyOf(args[0]), fn->kind, std::string(name), call);
    return true;
  }
  if (const extract::StreamFunction *fn = extract::findStreamFunction(n)) {
    addStreamEvent(call, *fn, args);
    return true;
  }
  if (name == "pthread_create") {
    if (args.size() >= 3)
      addThreadStart(call, args[2]);
    return true;
  }
  if (name == "thrd_create") {
    if (args.size() >= 2)
      addThreadStart(call, args[1]);
    return true;
  }
  if (name == "mallopt" || name == "setenv" || name == "putenv") {
    addAllocatorSetting(call, name, args);
    return true;
  }
  return false;
}

void Walker::addStreamEvent(int call, const extract::StreamFunction &fn, const std::vector<int> &args) {
  auto streamKey = [&]() -> std::string {
    if (fn.streamArg < 0)
      return fn.implicitStream.str();
    if (static_cast<size_t>(fn.streamArg) >= args.size())
      return "";
    return keyOf(args[static_cast<size_t>(fn.streamArg)]);
  };
  switch (fn.role) {
  case extract::StreamRole::Open: {
    facts::StreamOpen open;
    open.opener = fn.name.str();
    open.range = rangeOf(call);
    open.loop = currentLoop();
    open.order = orderOf(call);
    Owner owner = ownerOfCurrent(false);
    open.stream = owner.key;
    if (owner.kind == Owner::Returned)
      open.escape = facts::EscapeKind::Returned;
    else if (owner.kind == Owner::Stored || owner.kind == Owner::Argument)
      open.escape = facts::EscapeKind::StoredOutside;
    streamOwners.emplace_back(facts.streamOpens.size(), owner);
    facts.streamOpens.push_back(std::move(open));
    return;
  }
  case extract::StreamRole::Close: {
    std::string key = streamKey();
    if (!key.empty())
      closes[key].push_back({facts::ReleaseKind::Free, rangeOf(call), fn.name.str(), currentLoop(),
                             orderOf(call)});
    return;
  }
  case extract::StreamRole::Buffering: {
    facts::BufferingChange change;
    change.function = fn.name.str();
    change.range = rangeOf(call);
    change.stream = streamKey();
    change.loop = currentLoop();
    change.order = orderOf(call);
    bool nullBuffer = args.size() > 1 && sizes.isNull(ref(args[1]));
    if (fn.name == "setvbuf") {
      std::optional<uint64_t> mode = args.size() > 2 ? sizes.value(ref(args[2])) : std::nullopt;
      constexpr uint64_t kUnbufferedMode = 2; // _IONBF in glibc, musl and the BSDs
      change.unbuffered = mode && *mode == kUnbufferedMode;
      change.callerBuffer = !change.unbuffered && !nullBuffer;
    } else { // setbuf, setbuffer: a null buffer makes the stream unbuffered
      change.unbuffered = nullBuffer;
      change.callerBuffer = !nullBuffer;
    }
    facts.bufferingChanges.push_back(std::move(change));
    return;
  }
  case extract::StreamRole::Read:
  case extract::StreamRole::Write: {
    facts::StreamOp op;
    op.function = fn.name.str();
    op.range = rangeOf(call);
    op.stream = streamKey();
    op.loop = currentLoop();
    op.order = orderOf(call);
    if (fn.oneCharacter) {
      op.piecewise = true;
    } else {
      uint64_t bytes = 1;
      bool known = true;
      for (unsigned arg : fn.sizeArgs) {
        auto v = arg < args.size() ? sizes.value(ref(args[arg])) : std::nullopt;
        if (!v || __builtin_mul_overflow(bytes, *v, &bytes))
          known = false;
      }
      op.piecewise = known && bytes <= extract::kPiecewiseTransferLimit;
    }
    if (!op.stream.empty())
      facts.streamOps.push_back(std::move(op));
    return;
  }
  }
}

void Walker::onMemberCall(int call, int field, const std::vector<int> &args) {
  int object = t.child(field, Field::Argument);
  int nameNode = t.child(field, Field::FieldName);
  if (object < 0 || nameNode < 0)
    return;
  std::string_view name = t.text(nameNode);
  if (t[nameNode].kind == Kind::TemplateMethod)
    name = t.text(t.child(nameNode, Field::Name));
  int l = localOf(object);
  const Local *local = l >= 0 ? &locals[static_cast<size_t>(l)] : nullptr;
  Local global; // a file-scope object (`static std::vector<char> scratch;`) seen the same way
  if (!local) {
    NodeRef bare = stripParensAndCasts(ref(object));
    auto g = bare.valid() && t[bare.node].kind == Kind::Identifier
                 ? cx.file.globals.find(std::string(t.text(bare.node)))
                 : cx.file.globals.end();
    if (g != cx.file.globals.end()) {
      global.var = g->second;
      global.type = classifyType(t, g->second.typeNode);
      local = &global;
    }
  }
  if (local && local->type.owning && !local->var.pointer) {
    if (name == "release")
      addEscape(keyOf(object), facts::EscapeKind::OwnershipReleased, call);
    int op = t.child(field, Field::Operator);
    if (op < 0 || std::string_view(t[op].type) != "->" || isStdMethod(name))
      return;
    // p->m() through a unique_ptr<T>: a call of T::m
    std::string pointee = local->type.text;
    size_t open = pointee.find('<'), close = pointee.rfind('>');
    pointee = open == std::string::npos || close == std::string::npos ? ""
                                                                      : pointee.substr(open + 1, close - open - 1);
    addCallSite(call, std::string(name), memberKey(pointee, name), args);
    return;
  }
  if (local && local->type.container != ContainerKind::None) {
    if (name == "swap") {
      addEscape(keyOf(object), facts::EscapeKind::Moved, call);
      if (args.size() == 1)
        addEscape(keyOf(args[0]), facts::EscapeKind::Moved, call);
      return;
    }
    bool sizing = name == "resize" || name == "assign" || name == "reserve";
    if (!sizing || args.empty() || !isIntegerLike(args[0]))
      return;
    facts::Size size = sizes.size({ref(args[0])}, local->type.elementSize(t, sizes), local->type.elementText);
    if (local->type.container == ContainerKind::String && name != "reserve")
      addStringTerminator(size, local->type.elementSize(t, sizes));
    addBlock(facts::BlockKind::Container, local->type.text + "::" + std::string(name), call,
             std::move(size), /*valueInitialized=*/name != "reserve", ownerFromLValue(object));
    return;
  }
  if (isStdMethod(name))
    return;
  // A call through a class whose method is pure virtual reaches only that method, which has no
  // body: the documented policy for virtual calls (docs/cross-file.md) records nothing.
  if (local && isPureVirtual(local->type.text, name))
    return;
  std::string key = "fast:" + std::string(name);
  if (local)
    key = memberKey(local->type.text, name);
  else if (t[stripParensAndCasts(ref(object)).node].type == std::string_view("this") && !fn.className.empty())
    key = "fast:" + fn.className + "::" + std::string(name);
  addCallSite(call, std::string(name), key, args);
}

// sizeof(T), 2 * sizeof(T), sizeof(a) + sizeof(b): the size of objects, not of a count.
bool Walker::onlySizeof(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  switch (t[e].kind) {
  case Kind::SizeofExpression:
  case Kind::NumberLiteral:
    return true;
  case Kind::BinaryExpression:
    return onlySizeof(t.child(e, Field::Left)) && onlySizeof(t.child(e, Field::Right));
  default:
    return false;
  }
}

// An expression that is (or does arithmetic on) a pointer, as far as spelling tells.
bool Walker::isPointerLike(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  switch (t[e].kind) {
  case Kind::StringLiteral:
  case Kind::ConcatenatedString:
    return true;
  case Kind::PointerExpression:
    return t.text(e).substr(0, 1) == "&";
  case Kind::Identifier: {
    int l = resolve(t.text(e));
    return l >= 0 && (locals[static_cast<size_t>(l)].var.pointer || locals[static_cast<size_t>(l)].var.array);
  }
  case Kind::CallExpression: {
    int function = t.child(e, Field::Function);
    std::string_view name = function >= 0 ? calleeBaseName(t, function) : "";
    return name == "data" || name == "c_str" || name == "begin" || name == "end" || name == "get";
  }
  case Kind::BinaryExpression: {
    int op = t.child(e, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    return (o == "+" || o == "-") &&
           (isPointerLike(t.child(e, Field::Left)) || isPointerLike(t.child(e, Field::Right)));
  }
  case Kind::ConditionalExpression:
    return isPointerLike(t.child(e, Field::Consequence)) || isPointerLike(t.child(e, Field::Alternative));
  default:
    return false;
  }
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

void Walker::onNew(int node) {
  if (t.child(node, Field::Placement) >= 0)
    return; // placement new constructs in existing memory
  int type = t.child(node, Field::Type);
  if (type < 0)
    return;
  std::string typeName = singleSpaced(t.text(type));
  int declarator = t.child(node, Field::Declarator);
  bool initialized = t.child(node, Field::Arguments) >= 0;
  if (declarator >= 0 && t[declarator].kind == Kind::NewDeclarator) {
    int count = t.child(declarator, Field::Length);
    if (count < 0)
      return;
    // new T[n][4]: the element is T[4]
    uint64_t element = sizes.sizeOfType(t, type, -1);
    for (int inner = t.firstNamed(declarator); inner >= 0; inner = t.nextNamed(inner)) {
      if (t[inner].kind != Kind::NewDeclarator)
        continue;
      auto extent = sizes.value(ref(t.child(inner, Field::Length)));
      if (!extent || __builtin_mul_overflow(element, *extent, &element))
        element = 0;
      break;
    }
    facts::Size size = sizes.size({ref(count)}, element, typeName);
    addBlock(facts::BlockKind::NewArray, "new " + typeName + "[]", node, std::move(size), initialized,
             ownerOfCurrent(false));
  } else {
    uint64_t bytes = sizes.sizeOfType(t, type, -1);
    if (!bytes)
      return; // a type from a header: almost always small (docs/fast-mode.md)
    addBlock(facts::BlockKind::NewObject, "new " + typeName, node,
             facts::Size{bytes ? std::optional<uint64_t>(bytes) : std::nullopt,
                         "sizeof(" + typeName + ")", "", -1},
             initialized, ownerOfCurrent(false));
  }
}

void Walker::onDelete(int node) {
  int argument = -1;
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].kind != Kind::Comment)
      argument = c;
  bool array = t.hasChildOfType(node, "[");
  addRelease(keyOf(argument), facts::ReleaseKind::Delete, array ? "delete[]" : "delete", node);
}

void Walker::addCallSite(int call, std::string callee, std::string usr, const std::vector<int> &args) {
  facts::CallSite site;
  site.callee = std::move(callee);
  site.calleeUsr = std::move(usr);
  site.range = rangeOf(call);
  site.loop = currentLoop();
  site.order = orderOf(call);
  site.startsThread = parallelDepth > 0;
  for (int arg : args) {
    std::optional<facts::SymbolicValue> v;
    if (isIntegerLike(arg))
      v = sizes.symbolic(ref(arg));
    site.arguments.push_back(v ? *v : facts::SymbolicValue{});
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
    site.argumentKeys.push_back(named ? keyOf(bare.node) : "");
  }
  Owner owner = ownerOfCurrent(false);
  switch (owner.kind) {
  case Owner::Variable:
  case Owner::LValue:
  case Owner::Reassigned:
    site.resultKey = owner.key;
    break;
  case Owner::Returned:
    site.resultEscape = facts::EscapeKind::Returned;
    break;
  case Owner::Stored:
    site.resultEscape = facts::EscapeKind::StoredOutside;
    break;
  default:
    site.resultEscape = facts::EscapeKind::Unknown;
    break;
  }
  callOwners.emplace_back(facts.calls.size(), owner);
  facts.calls.push_back(std::move(site));
}

// pthread_create(&t, attr, worker, arg), std::thread(worker, ...), std::async(worker): the
// function (or lambda) named by `function` runs on another thread.
void Walker::addThreadStart(int at, int function) {
  int e = function;
  if (e >= 0 && t[e].kind == Kind::ParameterDeclaration) // std::thread t(work, n): vexing parse
    e = t.child(e, Field::Declarator) < 0 ? t.child(e, Field::Type) : -1;
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  while (e >= 0 && t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "&")
    e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
  if (e < 0)
    return;
  if (t[e].kind == Kind::TypeIdentifier) {
    std::string name(t.text(e));
    if (resolve(name) >= 0 || cx.file.records.count(name) || cx.file.typedefs.count(name))
      return; // a variable or a type of this file; any other name is taken for a function
  }
  std::string target;
  if (t[e].kind == Kind::LambdaExpression) {
    target = lambdaName(e);
  } else if (t[e].kind == Kind::Identifier || t[e].kind == Kind::QualifiedIdentifier ||
             t[e].kind == Kind::TypeIdentifier) {
    int l = t[e].kind == Kind::Identifier ? resolve(t.text(e)) : -1;
    if (l >= 0) {
      if (locals[static_cast<size_t>(l)].lambda.empty())
        return; // a variable: not a function we can name
      target = locals[static_cast<size_t>(l)].lambda;
    } else {
      target = singleSpaced(t.text(e));
      if ((isLibraryFunction(target) && !cx.file.functions.count(target)) ||
          target.rfind("std::", 0) == 0 ||
          lookupFileName(cx.file, target).kind != Binding::Unknown)
        return; // std::launch::async, a constant: not a function
    }
  } else {
    return;
  }
  facts::CallSite site;
  site.callee = target;
  site.calleeUsr = target.find("(lambda at line") != std::string::npos ? fastUsr(target) : callKey(target);
  site.range = rangeOf(at);
  site.loop = currentLoop();
  site.order = orderOf(at);
  site.startsThread = true;
  site.resultEscape = facts::EscapeKind::Unknown;
  facts.calls.push_back(std::move(site));
}

static std::string stringLiteral(const SyntaxTree &t, int e) {
  if (e < 0)
    return "";
  e = stripParensAndCasts({&t, e}).node;
  if (e < 0 || t[e].kind != Kind::StringLiteral)
    return "";
  std::string out;
  for (int c = t[e].firstChild; c >= 0; c = t[c].nextSibling)
    if (std::string_view(t[c].type) == "string_content")
      out += t.text(c);
  return out;
}

// mallopt(M_MMAP_THRESHOLD, ...) and friends, or MALLOC_*_ / GLIBC_TUNABLES put in the
// environment: any of these turns glibc's dynamic mmap threshold off (DESIGN.md).
void Walker::addAllocatorSetting(int call, std::string_view name, const std::vector<int> &args) {
  facts::AllocatorSetting setting;
  setting.function = std::string(name);
  setting.range = rangeOf(call);
  auto literal = [&](size_t i) { return i < args.size() ? stringLiteral(t, args[i]) : std::string(); };
  auto pinningTunable = [](std::string_view text) {
    for (std::string_view v : {"glibc.malloc.mmap_threshold", "glibc.malloc.trim_threshold",
                               "glibc.malloc.top_pad", "glibc.malloc.mmap_max"})
      if (text.find(v) != std::string_view::npos)
        return true;
    return false;
  };
  auto pinningVariable = [](std::string_view var) {
    return var == "MALLOC_MMAP_THRESHOLD_" || var == "MALLOC_TRIM_THRESHOLD_" ||
           var == "MALLOC_TOP_PAD_" || var == "MALLOC_MMAP_MAX_";
  };
  if (name == "mallopt") {
    if (args.size() < 2)
      return;
    auto param = sizes.symbolic(ref(args[0]));
    if (!param || !param->constant)
      return;
    static const char *const names[] = {"M_TRIM_THRESHOLD", "M_TOP_PAD", "M_MMAP_THRESHOLD",
                                        "M_MMAP_MAX"};
    int64_t p = *param->constant;
    if (p > -1 || p < -4)
      return;
    setting.parameter = names[-p - 1];
    // The value as a number when it is constant (the join compares it with block sizes).
    auto value = sizes.symbolic(ref(args[1]));
    setting.value = value && value->constant ? std::to_string(*value->constant)
                                             : singleSpaced(t.text(args[1]));
  } else if (name == "setenv") {
    std::string var = literal(0);
    std::string value = args.size() > 1 ? singleSpaced(t.text(args[1])) : "";
    if (!(pinningVariable(var) || (var == "GLIBC_TUNABLES" && pinningTunable(value))))
      return;
    setting.parameter = var;
    setting.value = literal(1).empty() ? value : literal(1);
  } else {
    std::string text = literal(0);
    size_t eq = text.find('=');
    std::string var = text.substr(0, eq);
    std::string value = eq == std::string::npos ? "" : text.substr(eq + 1);
    if (!(pinningVariable(var) || (var == "GLIBC_TUNABLES" && pinningTunable(value))))
      return;
    setting.parameter = var;
    setting.value = value;
  }
  facts.allocatorSettings.push_back(std::move(setting));
}

// ---------------------------------------------------------------------------------------------
// Joining owners, releases and escapes once the whole body has been read.

void Walker::finish() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    if (owner.key.empty())
      continue;
    if (owner.local >= 0 && staticOwners.count(owner.local)) {
      block.escape = facts::EscapeKind::Static;
      continue;
    }
    if (block.escape == facts::EscapeKind::None) {
      auto escape = escapes.find(owner.key);
      if (escape != escapes.end()) {
        block.escape = escape->second.first;
        block.escapeRange = escape->second.second;
      }
    }
    if (auto it = releases.find(owner.key); it != releases.end())
      block.releases.insert(block.releases.end(), it->second.begin(), it->second.end());
    if (owner.local >= 0 && owner.kind == Owner::Variable) {
      if (auto end = scopeEnds.find(owner.local); end != scopeEnds.end())
        block.releases.push_back({facts::ReleaseKind::ScopeEnd, end->second.range,
                                  "end of scope of '" + locals[static_cast<size_t>(owner.local)].var.name + "'",
                                  end->second.loop, end->second.order});
    }
  }
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (site.resultKey.empty())
      continue;
    if (auto it = releases.find(site.resultKey); it != releases.end())
      site.resultReleases = it->second;
    if (auto escape = escapes.find(site.resultKey);
        escape != escapes.end() && site.resultEscape == facts::EscapeKind::None)
      site.resultEscape = escape->second.first;
    if (owner.local >= 0 && staticOwners.count(owner.local))
      site.resultEscape = facts::EscapeKind::Static;
  }
  for (size_t i = 0; i < facts.parameterKeys.size(); ++i) {
    const std::string &key = facts.parameterKeys[i];
    if (releases.count(key) || closes.count(key))
      facts.releasedParameters.push_back(static_cast<int>(i));
  }
  for (auto &[index, owner] : streamOwners) {
    facts::StreamOpen &open = facts.streamOpens[index];
    if (owner.key.empty())
      continue;
    if (auto it = closes.find(owner.key); it != closes.end())
      open.closes = it->second;
    if (open.escape == facts::EscapeKind::None) {
      auto escape = escapes.find(owner.key);
      if (escape != escapes.end())
        open.escape = escape->second.first;
    }
    for (const facts::BufferingChange &change : facts.bufferingChanges)
      if (change.stream == owner.key && change.callerBuffer && change.order > open.order) {
        open.callerBuffer = change.range;
        break;
      }
  }
}

} // namespace

facts::FunctionFacts walkFunction(const WalkContext &context, const FunctionToWalk &function,
                                  std::vector<FunctionToWalk> &lambdas) {
  Walker walker(context, function, lambdas);
  return walker.run();
}

} // namespace faultline::fastmode
