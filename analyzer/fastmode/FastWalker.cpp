#include "fastmode/WalkerImpl.h"

#include <algorithm>

namespace faultline::fastmode {

std::string fastUsr(std::string_view qualifiedName) {
  size_t colon = qualifiedName.rfind("::");
  // "f::(lambda at line 3)" keeps its qualification: lambdas are only called by their own name.
  if (qualifiedName.find("(lambda at line") != std::string_view::npos)
    return "fast:" + std::string(qualifiedName);
  return "fast:" + std::string(colon == std::string_view::npos ? qualifiedName
                                                                 : qualifiedName.substr(colon + 2));
}

namespace walker {

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
  if (cx.file.macros.count(std::string(name)) || cx.file.isHeaderValue(std::string(name)))
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
  if (auto at = firstWrite.find(l.var.name); at != firstWrite.end())
    b.firstWrite = at->second;
  if (auto w = writeCount.find(l.var.name); w != writeCount.end())
    b.assignedOnce = l.var.pointer && !l.var.array && !l.var.isStatic && l.var.init < 0 &&
                     l.var.parameter < 0 && w->second == 1 && !otherWrites.count(l.var.name);
  if (auto steps = entrySteps.find(l.var.name);
      steps != entrySteps.end() && writeCount.count(l.var.name) &&
      static_cast<size_t>(writeCount.at(l.var.name)) == steps->second.size())
    b.entrySteps = steps->second;
  if (l.var.parameter >= 0) {
    b.kind = Binding::Parameter;
    b.parameter = l.var.parameter;
    return b;
  }
  b.kind = Binding::Variable;
  // A local written once stands for its initialiser; a static local only when const. A const
  // local keeps it even when its address is taken (`&benchedSize` to a `const size_t *`), as on
  // the Clang side.
  bool usable = (l.var.isStatic || l.var.isConst) ? l.var.isConst : !b.mutated;
  b.mutated = b.mutated && !l.var.isConst;
  // An integer local written only by plain `v = e`: its values, for the magnitude of a size.
  if (b.mutated && b.integer && !l.var.isStatic && !otherWrites.count(l.var.name))
    if (auto values = assignedValues.find(l.var.name);
        values != assignedValues.end() &&
        std::find(values->second.begin(), values->second.end(), -1) == values->second.end()) {
      if (l.var.init >= 0)
        b.assigned.push_back(ref(l.var.init));
      for (int v : values->second)
        b.assigned.push_back(ref(v));
      b.assignedFromZero = l.var.init < 0;
    }
  if (usable && l.var.init >= 0) {
    b.init = ref(l.var.init);
    if (auto d = parserDefaults.find(l.var.name); d != parserDefaults.end())
      b.keptDefault = d->second;
  }
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

// `++x;`, `x--;`, `x += 2;` as a statement directly in the body: the step it adds, once per call.
std::optional<int64_t> Walker::entryStep(int write, int body) const {
  int statement = t[write].parent;
  if (statement < 0 || t[statement].kind != Kind::ExpressionStatement ||
      t[statement].parent != body)
    return std::nullopt;
  std::string_view text = t.text(write);
  if (t[write].kind == Kind::UpdateExpression)
    return text.find("++") != std::string_view::npos ? 1 : -1;
  int op = t.child(write, Field::Operator);
  int right = t.child(write, Field::Right);
  std::string_view o = op >= 0 ? t[op].type : "";
  if ((o != "+=" && o != "-=") || right < 0 || t[right].kind != Kind::NumberLiteral)
    return std::nullopt;
  std::string digits(t.text(right));
  if (digits.empty() || digits.size() > 6 || digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  int64_t k = std::stoll(digits);
  return o == "+=" ? k : -k;
}

void Walker::collectMutated(int body) {
  // Every name assigned, incremented or whose address is taken anywhere in the body (by name:
  // shadowing is rare enough in sizes that merging is the honest simplification).
  for (int i = body + 1, end = t.subtreeEnd(body); i < end; ++i) {
    const Node &n = t[i];
    int target = -1;
    bool plain = false;
    if (n.kind == Kind::AssignmentExpression) {
      target = t.child(i, Field::Left);
      int op = t.child(i, Field::Operator);
      plain = op >= 0 && t[op].type == std::string_view("=");
    } else if (n.kind == Kind::UpdateExpression)
      target = t.child(i, Field::Argument);
    else if (n.kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&")
      target = t.child(i, Field::Argument);
    target = target >= 0 ? stripParensAndCasts(ref(target)).node : -1;
    // An optional output of an argument parser keeps the variable's default when the caller
    // omits the argument: no write for the size evaluator (FastParserDefaults.cpp).
    if (target >= 0 && n.kind == Kind::PointerExpression && t[target].kind == Kind::Identifier)
      if (std::string note = parserDefaultNote(i); !note.empty()) {
        parserDefaults.emplace(std::string(t.text(target)), std::move(note));
        continue;
      }
    if (target >= 0 && t[target].kind == Kind::Identifier) {
      mutated.emplace(t.text(target));
      ++writeCount[std::string(t.text(target))];
      if (!plain)
        otherWrites.emplace(t.text(target));
      else if (int right = t.child(i, Field::Right); right >= 0) {
        // Under an `#if` branch of the body the values are alternatives of different builds
        // (`size = getxattr(...)` / `size = getea(...)`), which fast mode cannot tell apart: such
        // a local stays of unknown magnitude, as before.
        bool conditional = false;
        for (int p = t[i].parent; p >= 0 && p != body && !conditional; p = t[p].parent)
          conditional = std::string_view(t[p].type).substr(0, 7) == "preproc";
        assignedValues[std::string(t.text(target))].push_back(conditional ? -1 : right);
      }
      auto [at, inserted] = firstWrite.emplace(std::string(t.text(target)), n.startByte);
      if (!inserted)
        at->second = std::min(at->second, n.startByte);
      if (auto step = entryStep(i, body))
        entrySteps[std::string(t.text(target))].push_back({n.startByte, *step});
    }
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
  collectCapacityFields(body);

  // Parameters: locals with an index.
  scopeMarks.push_back(scope.size());
  int params = declarator >= 0 ? t.child(declarator, Field::Parameters) : -1;
  int index = 0;
  ownParametersOpen = params < 0 || t.text(params).find("...") != std::string_view::npos;
  for (int p : arguments(params)) {
    Kind k = t[p].kind;
    if (k != Kind::ParameterDeclaration && k != Kind::OptionalParameterDeclaration)
      continue;
    if (k == Kind::OptionalParameterDeclaration)
      ownParametersOpen = true; // a default argument: callers may pass fewer
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
      // (appended piecewise: GCC 12 warns falsely on "@" + std::string, -Wrestrict)
      l.var.key = std::to_string(t[p].startRow + 1);
      l.var.key.insert(0, 1, '@');
      l.var.key += ':';
      l.var.key += std::to_string(t[p].startColumn + 1);
      if (t[p].kind == Kind::ParameterDeclaration && t.text(p) == "void")
        continue; // f(void)
    }
    facts.parameterKeys.push_back(l.var.key);
    locals.push_back(std::move(l));
    if (!locals.back().var.name.empty())
      scope.emplace_back(locals.back().var.name, static_cast<int>(locals.size() - 1));
  }
  collectSettledStates(body); // with the parameters in scope
  collectFieldResets(body);
  visit(body);
  recordConstructedMembers();
  finish();
  markStraightLineCalls(body);
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
    if (visitConstantIf(node)) // `if (0) { ...debug dump... }` (FastConstantBranches.cpp)
      break;
    if (n.kind == Kind::CallExpression)
      onCall(node);
    else if (n.kind == Kind::NewExpression)
      onNew(node);
    else if (n.kind == Kind::DeleteExpression)
      onDelete(node);
    else if (n.kind == Kind::Identifier)
      onVariableUse(node);
    else if (n.kind == Kind::ReturnStatement)
      onReturn(node);
    onFieldStore(node); // FastFieldStores.cpp
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
  loopNodes.push_back(node);
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
  if (isDoWhileZero(t, node)) { // `do { ... } while (0)`: a statement wrapper (macros), not a loop
    visit(t.child(node, Field::Body));
    visit(t.child(node, Field::Condition));
    return;
  }
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

namespace {
// Whether the outermost pointer declarator of `d` is itself const (`char *const p`).
bool pointerItselfConst(const SyntaxTree &t, int d) {
  while (d >= 0 && (t[d].kind == Kind::ParenthesizedDeclarator || t[d].kind == Kind::InitDeclarator))
    d = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Declarator) : t.firstNamed(d);
  if (d < 0 || t[d].kind != Kind::PointerDeclarator)
    return false;
  for (int c = t[d].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].kind == Kind::TypeQualifier && t.text(c) == "const")
      return true;
  return false;
}
} // namespace

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
  // `const char *p` points to const characters; only `char *const p` is a const variable that
  // keeps its initialiser (a scanned `const char *cur = text; cur++` holds no parameter).
  if (l.var.pointer && !hasSpecifier(t, declaration, "constexpr"))
    l.var.isConst = pointerItselfConst(t, d);
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
    else if (!l.var.reference && l.lambda.empty() && constructedKnownClass(init.node).empty())
      l.var.pointer = true; // `auto t = Table(n)` holds the object (FastOwnerClasses.cpp)
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
      parents.push_back({-1, local}); // the construction is the variable's initialiser
      onContainerConstruct(at, var.type, args, owner);
      parents.pop_back();
    } else if (var.type.thread && !args.empty()) {
      addThreadStart(t[ctorArgs].parent, args[0]);
    } else if (!var.var.reference && !var.var.pointer && !var.var.array) {
      int at = t[declarator].kind == Kind::FunctionDeclarator ? declarator : t[ctorArgs].parent;
      onClassConstruction(at, var.var.typeNode, args, local, declaration);
    }
    if (t[ctorArgs].kind == Kind::ArgumentList) {
      parents.push_back({-1, local});
      visit(ctorArgs);
      parents.pop_back();
    }
    return;
  }
  // `T obj{args};` and `T obj;`: constructions of a user class too (FastOwnerClasses.cpp).
  if (t[declaration].kind == Kind::Declaration && !hasSpecifier(t, declaration, "extern") &&
      (value < 0 || t[value].kind == Kind::InitializerList) && !var.var.reference &&
      !var.var.pointer && !var.var.array && var.type.other)
    onClassConstruction(value >= 0 ? t[value].parent : d, var.var.typeNode, arguments(value), local,
                        declaration);
  // `T obj = T(args);` and `auto obj = T(args);` (FastOwnerClasses.cpp): a construction, not a
  // call of a function named T; only its arguments are walked on.
  else if (value >= 0 && t[declaration].kind == Kind::Declaration && !var.var.reference &&
           !var.var.pointer && !var.var.array && !var.var.isStatic &&
           onConstructionCall(stripParensAndCasts(ref(value)).node, var.var.typeNode, local,
                              declaration)) {
    parents.push_back({-1, local});
    visit(t.child(stripParensAndCasts(ref(value)).node, Field::Arguments));
    parents.pop_back();
    return;
  }
  if (value >= 0) {
    parents.push_back({-1, local});
    visit(value);
    parents.pop_back();
  }
}

// ---------------------------------------------------------------------------------------------
// Joining owners, releases and escapes once the whole body has been read.

void Walker::finish() {
  applyControlFlow();
  applyValueTests();
  builder::dropBackPointerEscapes(localFieldStores, escapeHistory, escapes);
  builder::OwnerEvents events{releases, closes, escapes, &aliases};
  auto variableOf = [&](const Owner &owner) {
    builder::OwnerVariable variable;
    if (owner.local < 0)
      return variable;
    variable.isStatic = staticOwners.count(owner.local) != 0;
    if (auto end = scopeEnds.find(owner.local); end != scopeEnds.end()) {
      variable.scopeEnd = &end->second;
      variable.name = locals[static_cast<size_t>(owner.local)].var.name;
    }
    return variable;
  };
  builder::joinOwners(facts, events, blockOwners, callOwners, streamOwners, variableOf);
  endConstructions();
  for (const auto &[index, owner] : blockOwners) {
    dropUnreachableFieldReleases(facts.blocks[index], owner);
    markKeptAcrossIterations(facts.blocks[index], owner);
  }
  markKeptByCallee();
  markKeptOnSuccess();
}

void Walker::markKeptAcrossIterations(facts::Block &block, const Owner &owner) {
  if (owner.kind != Owner::LValue || owner.lvalue < 0 || block.loop < 0 ||
      static_cast<size_t>(block.loop) >= loopNodes.size() ||
      block.escape != facts::EscapeKind::None || block.releases.empty())
    return;
  // The entry: the object of `s->f` / `e.f`, or the element `a[i]` itself.
  int entry = owner.lvalue;
  if (t[entry].kind == Kind::FieldExpression)
    entry = t.child(entry, Field::Argument);
  else if (t[entry].kind != Kind::SubscriptExpression)
    return;
  int loop = loopNodes[static_cast<size_t>(block.loop)];
  if (!variance.varies(entry, loop))
    return; // the same object every iteration: a release there is this iteration's block
  auto at = eventNodes.find(block.order);
  if (at == eventNodes.end())
    return;
  std::set<int> barriers;
  for (const facts::Release &release : block.releases) {
    auto node = eventNodes.find(release.order);
    if (node == eventNodes.end())
      return;
    barriers.insert(node->second);
  }
  std::map<int, int> loopIds = loopIdsByNode();
  StructuredFlow flow(t, t.child(fn.node, Field::Body), loopIds, &cx.file.noreturnFunctions);
  flow.readReturnedNamesWith(&codeValues);
  auto nullTest = [&](int guard) {
    int tested = testedForZero(conditionOf(guard));
    return tested >= 0 && keyOf(tested) == owner.key;
  };
  if (!flow.continuesPast(at->second, loop, barriers, nullTest))
    return;
  block.escape = facts::EscapeKind::StoredOutside;
  block.escapeRange = block.range;
}

std::map<int, int> Walker::loopIdsByNode() const {
  std::map<int, int> ids;
  for (size_t id = 0; id < loopNodes.size(); ++id)
    ids.emplace(loopNodes[id], static_cast<int>(id));
  return ids;
}

std::vector<int> Walker::eventAncestors(int event) const {
  std::vector<int> ancestors;
  for (const Ancestor &a : parents)
    if (a.node >= 0)
      ancestors.push_back(a.node);
  if (ancestors.empty() || ancestors.back() != event)
    ancestors.push_back(event);
  return ancestors;
}

} // namespace walker

facts::FunctionFacts walkFunction(const WalkContext &context, const FunctionToWalk &function,
                                  std::vector<FunctionToWalk> &lambdas) {
  walker::Walker w(context, function, lambdas);
  return w.run();
}

} // namespace faultline::fastmode
