// Owner classes in fast mode: a class whose constructor allocates a block it keeps in a member
// and whose destructor releases it (explicitly, or through the member's own destructor:
// std::vector, std::deque, std::unique_ptr). Fast mode emits the facts the Clang front end emits
// when the constructor is defined in another file (extract/OwnerSites.cpp, addOwnedBlocks, and
// Walker::recordConstructedMembers), so the one join, rules/program/OwnerConstructions.h, makes
// the blocks at the construction whether the constructor is in this file or another:
//  - each construction of a user class (`T obj(args);`, `T obj{args};`, `T obj;`, `new T(args)`
//    until its `delete`, `std::make_unique<T>(args)`) is a call site of `T::T`, released at the
//    object's scope end or where it is deleted;
//  - each constructor definition records FunctionFacts::constructedMembers, read as
//    extract/OwnerClasses.cpp reads them, with the class's member types and destructor taken
//    from the file and the project headers it includes (OwnerClassShapes.h).
// A stream member (`file_(fopen(path, "r"))` closed by `fclose(file_)` in the destructor) is
// recorded too (ConstructedMember::stream): the join opens it at the construction.
#include "fastmode/OwnerClassShapes.h"
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

namespace {

// `const ns::Table<int> &` -> "Table".
std::string bareClassName(std::string_view spelled) {
  std::string type(spelled.substr(0, spelled.find('<')));
  for (std::string_view prefix : {"const ", "volatile ", "struct ", "class ", "typename "})
    while (type.rfind(prefix, 0) == 0)
      type = type.substr(prefix.size());
  while (!type.empty() && (type.back() == '*' || type.back() == '&' || type.back() == ' '))
    type.pop_back();
  return std::string(lastComponent(type));
}

// The class a construction of `type` makes when it is a user class: not a standard type, a
// container, a smart pointer, a thread, a scalar, `auto` or a C struct spelled `struct S`.
std::string constructedClass(const SyntaxTree &t, int type) {
  if (type < 0)
    return "";
  Kind k = t[type].kind;
  if (k != Kind::TypeIdentifier && k != Kind::QualifiedIdentifier && k != Kind::TemplateType)
    return "";
  std::string spelled = singleSpaced(t.text(type));
  if (spelled.rfind("std::", 0) == 0 || spelled.rfind("::std::", 0) == 0)
    return "";
  TypeInfo info = classifyType(t, type);
  if (!info.other || info.isClass() || info.isAuto)
    return "";
  return bareClassName(spelled);
}

} // namespace

// A construction of a user class: a call of its constructor `T::T` (the join finds the
// definition by that key, in this file or another). As on the Clang side, a class whose
// constructors this file defines is read in place: a call site only when one of them is an
// owner's, so a visible constructor that allocates nothing adds no call.
void Walker::onClassConstruction(int at, int type, const std::vector<int> &args, int local,
                                 int declaration) {
  if (!cx.cpp || at < 0)
    return;
  constructClass(at, constructedClass(t, type), args, local, declaration);
}

// The name a call calls, as a class would be named: `Table` of `Table(n)` and `ns::Table(n)`.
std::string Walker::calledName(int call) const {
  if (!cx.cpp || call < 0 || t[call].kind != Kind::CallExpression)
    return "";
  int function = t.child(call, Field::Function);
  if (function < 0 || (t[function].kind != Kind::Identifier &&
                       t[function].kind != Kind::QualifiedIdentifier &&
                       t[function].kind != Kind::TemplateFunction))
    return "";
  return bareClassName(calleeQualifiedName(t, function));
}

std::string Walker::constructedKnownClass(int call) const {
  std::string named = calledName(call);
  bool known = !named.empty() &&
               ((cx.classes && cx.classes->find(named)) || cx.file.records.count(named));
  return known ? named : "";
}

// `T t = T(args);`, `auto t = T(args);`: a call of a class's name is its construction, the
// variable's own since C++17 (the copy is elided; before, a move from the temporary, which
// keeps the members). The name is the declared type's, or, with `auto`, a class the file or its
// project headers define; any other call is a function's.
bool Walker::onConstructionCall(int call, int type, int local, int declaration) {
  std::string named = calledName(call);
  std::string declared = constructedClass(t, type);
  bool autoKnown = declared.empty() && type >= 0 && classifyType(t, type).isAuto &&
                   !constructedKnownClass(call).empty();
  if (named.empty() || (named != declared && !autoKnown))
    return false;
  constructClass(call, named, arguments(t.child(call, Field::Arguments)), local, declaration);
  return true;
}

void Walker::constructClass(int at, const std::string &cls, const std::vector<int> &args,
                            int local, int declaration) {
  if (cls.empty())
    return;
  if (cx.classes && cx.classes->constructorsHere.count(cls) &&
      !cx.classes->ownerConstructorsHere.count(cls))
    return;
  std::vector<int> values;
  for (int arg : args) {
    if (t[arg].kind == Kind::ParameterDeclaration) {
      // `T obj(n);` and `T obj(paths[i]);` parse as function declarations (the most vexing
      // parse): n is the type, `paths` the type of an array parameter.
      int declarator = t.child(arg, Field::Declarator);
      int type = t.child(arg, Field::Type);
      if (type < 0 || t[type].kind != Kind::TypeIdentifier ||
          (declarator >= 0 && t[declarator].kind != Kind::AbstractArrayDeclarator))
        return; // a real declaration of a function
      // Only a name that is a value here (a local, parameter, global, macro or enumerator);
      // anything else may be a type, and the line a local prototype.
      std::string name(t.text(type));
      if (resolve(name) < 0 && !cx.file.globals.count(name) &&
          lookupFileName(cx.file, name).kind == Binding::Unknown)
        return;
      // `paths[i]` stays whole: no value fast mode reads, but what the loop varies.
      arg = declarator >= 0 ? arg : type;
    } else if (t[arg].kind == Kind::OptionalParameterDeclaration ||
               t[arg].kind == Kind::InitializerList) {
      return;
    }
    values.push_back(arg);
  }
  // `T copy(other)`, `T moved(std::move(other))` of another T: the copy or move constructor,
  // which takes the other object's members (no call site on the Clang side either).
  if (values.size() == 1) {
    NodeRef only = stripParensAndCasts(ref(values[0]));
    int e = only.node;
    if (t[e].kind == Kind::CallExpression && calleeBaseName(t, t.child(e, Field::Function)) == "move")
      e = t.firstNamed(t.child(e, Field::Arguments));
    if (e >= 0 && t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "*")
      e = t.child(e, Field::Argument);
    int other = e >= 0 && (t[e].kind == Kind::Identifier || t[e].kind == Kind::TypeIdentifier)
                    ? resolve(t.text(e)) : -1;
    if (other >= 0 && locals[static_cast<size_t>(other)].var.typeNode >= 0 &&
        bareClassName(t.text(locals[static_cast<size_t>(other)].var.typeNode)) == cls)
      return;
  }
  if (local >= 0) {
    const Local &l = locals[static_cast<size_t>(local)];
    if (l.var.isStatic)
      return; // made once: no churn, and no scope end to release it at
    parents.push_back({-1, local}); // the construction is the variable's initialiser
    parents.push_back({at, -1});
  }
  addCallSite(at, cls + "::" + cls, "fast:" + cls + "::" + cls, values);
  size_t index = facts.calls.size() - 1;
  // A member's size is an integer parameter's: an object or pointer passed on (a parameter of
  // this function, read by comparable() as a string's) is no size, whichever overload it meets.
  for (size_t i = 0; i < values.size(); ++i)
    if (!isIntegerLike(values[i]) && facts.calls[index].arguments[i].parameter >= 0)
      facts.calls[index].arguments[i] = facts::SymbolicValue{};
  if (local >= 0) {
    parents.pop_back();
    parents.pop_back();
    constructionEnds.emplace_back(index, scopeEndOf(declaration),
                                  locals[static_cast<size_t>(local)].var.name);
    return;
  }
  // `auto p = std::make_unique<T>(n)`, `std::unique_ptr<T> p(new T(n))`: the object dies with
  // the smart pointer, at its scope's end (a raw pointer's `delete` is joined as any release).
  const Owner &owner = callOwners.back().second;
  if (owner.kind == Owner::Variable && owner.local >= 0)
    if (auto end = scopeEnds.find(owner.local); end != scopeEnds.end())
      constructionEnds.emplace_back(index, end->second,
                                    locals[static_cast<size_t>(owner.local)].var.name);
}

// After the owners' join: a local object dies at its scope's end, as Walker::constructionEnds
// on the Clang side (the variable is not a container, so joinOwners does not give it one).
void Walker::endConstructions() {
  for (const auto &[index, end, name] : constructionEnds)
    facts.calls[index].resultReleases.push_back({facts::ReleaseKind::ScopeEnd, end.range,
                                                 "end of scope of '" + name + "'", end.loop,
                                                 end.order});
}

void Walker::recordConstructedMembers() {
  const ClassShape *shape = cx.classes ? cx.classes->find(fn.className) : nullptr;
  if (!shape || t[fn.node].kind != Kind::FunctionDefinition ||
      !isConstructorName(fn.name, fn.className))
    return;
  std::vector<const Local *> params;
  for (const Local &l : locals)
    if (l.var.parameter >= 0)
      params.push_back(&l);
  // Copy and move constructors take the members of another object, which keeps its own.
  if (!params.empty() && params[0]->var.reference && params[0]->var.typeNode >= 0 &&
      bareClassName(t.text(params[0]->var.typeNode)) == fn.className)
    return;

  // The member `e` names as this object's (`buf_` not shadowed by a parameter, `this->buf_`).
  auto own = [&](int e) {
    std::string name = ownMemberName(t, e, *shape);
    NodeRef bare = stripParensAndCasts(ref(e));
    if (!name.empty() && t[bare.node].kind == Kind::Identifier && resolve(name) >= 0)
      return std::string();
    return name;
  };

  struct Candidate {
    facts::ConstructedMember owned;
    bool implicitRelease = false;
  };
  std::vector<Candidate> candidates;
  // One allocation stored into `member`: from its initialiser's arguments (`list`, an
  // argument_list), or from the value `value` assigned to it in the body.
  auto consider = [&](const std::string &member, int list, int value) {
    auto found = shape->members.find(member);
    if (found == shape->members.end())
      return;
    const MemberShape &m = found->second;
    Candidate c;
    c.owned.className = fn.className;
    c.owned.member = member;
    std::vector<int> args = list >= 0 ? arguments(list) : std::vector<int>{};
    if (m.container == ContainerKind::Vector || m.container == ContainerKind::Deque) {
      // `visited(nodes)`, `rows_(n, 0)`: the sized constructor (a brace list is the
      // initializer_list one, an assignment is operator=, as on the Clang side).
      if (list < 0 || std::string_view(t[list].type) != "argument_list" || args.empty() ||
          args.size() > 2 || !isIntegerLike(args[0]) ||
          (args.size() == 2 && isIteratorRange(args[0], args[1])))
        return;
      c.owned.kind = facts::BlockKind::NewArray;
      c.owned.innermost = m.typeText;
      c.owned.size = sizes.size({ref(args[0])}, sizes.sizeOfNamedType(m.elementText), m.elementText);
      c.owned.valueInitialized = true;
      c.implicitRelease = true;
      candidates.push_back(std::move(c));
      return;
    }
    if (m.container != ContainerKind::None)
      return;
    if (list >= 0) {
      if (args.size() != 1)
        return;
      if (m.owning)
        c.implicitRelease = true;
      else if (std::string_view(t[list].type) != "argument_list")
        return; // `p_{...}` of a raw pointer: not read on the Clang side either
      value = args[0];
    } else if (m.owning) {
      return; // `p_ = ...` of a unique_ptr is operator=
    }
    NodeRef inner = stripParensAndCasts(ref(value));
    if (!inner.valid())
      return;
    int e = inner.node;
    if (t[e].kind == Kind::NewExpression) {
      int declarator = t.child(e, Field::Declarator);
      int type = t.child(e, Field::Type);
      int count = declarator >= 0 && t[declarator].kind == Kind::NewDeclarator
                      ? t.child(declarator, Field::Length) : -1;
      if (count < 0 || type < 0 || t.child(e, Field::Placement) >= 0)
        return;
      std::string element = singleSpaced(t.text(type));
      c.owned.kind = facts::BlockKind::NewArray;
      c.owned.innermost = "new " + element + "[]";
      c.owned.size = sizes.size({ref(count)}, sizes.sizeOfType(t, type, -1), element);
      c.owned.valueInitialized = t.child(e, Field::Arguments) >= 0;
      candidates.push_back(std::move(c));
      return;
    }
    if (c.implicitRelease || t[e].kind != Kind::CallExpression)
      return;
    int function = t.child(e, Field::Function);
    if (function < 0 || t[function].kind == Kind::FieldExpression)
      return;
    std::string name(calleeBaseName(t, function));
    std::vector<int> callArgs = arguments(t.child(e, Field::Arguments));
    // `file_(fopen(path, "r"))`: a stream the destructor closes, opened on the constructor's
    // parameter (`path`, `name.c_str()`) or a constant path.
    if (const extract::StreamFunction *opener = extract::findStreamFunction(name);
        opener && opener->role == extract::StreamRole::Open && !callArgs.empty()) {
      c.owned.stream = true;
      c.owned.innermost = opener->name.str();
      int path = stripParensAndCasts(ref(callArgs[0])).node;
      if (path >= 0 && t[path].kind == Kind::CallExpression) {
        int method = t.child(path, Field::Function);
        if (method >= 0 && t[method].kind == Kind::FieldExpression &&
            calleeBaseName(t, method) == "c_str")
          path = stripParensAndCasts(ref(t.child(method, Field::Argument))).node;
      }
      c.owned.pathConstant =
          path >= 0 && (t[path].kind == Kind::StringLiteral || t[path].kind == Kind::ConcatenatedString);
      if (path >= 0 && t[path].kind == Kind::Identifier)
        if (Binding b = lookup(t.text(path)); b.kind == Binding::Parameter && !b.mutated)
          c.owned.pathParameter = b.parameter;
      candidates.push_back(std::move(c));
      return;
    }
    const extract::AllocationFunction *alloc = extract::findAllocationFunction(name);
    if (!alloc || alloc->ownerOutArg >= 0 || alloc->nullFirstArgOnly || alloc->sizeArgs.empty() ||
        alloc->kind == facts::BlockKind::Mmap)
      return;
    std::vector<NodeRef> factors;
    for (unsigned i : alloc->sizeArgs) {
      if (i >= callArgs.size())
        return;
      factors.push_back(ref(callArgs[i]));
    }
    c.owned.kind = alloc->kind;
    c.owned.innermost = alloc->name.str();
    c.owned.size = sizes.size(factors);
    c.owned.valueInitialized = alloc->kind == facts::BlockKind::Calloc;
    candidates.push_back(std::move(c));
  };

  std::vector<std::pair<std::string, int>> otherInitialisers; // members set from something else
  for (int c = t[fn.node].firstChild; c >= 0; c = t[c].nextSibling) {
    if (std::string_view(t[c].type) != "field_initializer_list")
      continue;
    for (int init = t.firstNamed(c); init >= 0; init = t.nextNamed(init)) {
      if (std::string_view(t[init].type) != "field_initializer")
        continue;
      int nameNode = t.firstNamed(init);
      int list = nameNode >= 0 ? t.nextNamed(nameNode) : -1;
      if (nameNode < 0 || list < 0 || t[nameNode].kind != Kind::FieldIdentifier)
        continue;
      std::string member(t.text(nameNode));
      size_t before = candidates.size();
      consider(member, list, -1);
      if (candidates.size() == before)
        otherInitialisers.emplace_back(member, list);
    }
  }
  // Statements of the body itself (not under an `if` or loop): `buf_ = new char[n];`.
  int body = t.child(fn.node, Field::Body);
  for (int s = body >= 0 ? t.firstNamed(body) : -1; s >= 0; s = t.nextNamed(s)) {
    int e = t[s].kind == Kind::ExpressionStatement ? t.firstNamed(s) : -1;
    if (e < 0 || t[e].kind != Kind::AssignmentExpression)
      continue;
    int op = t.child(e, Field::Operator);
    if (op >= 0 && t.text(op) != "=")
      continue;
    if (std::string member = own(t.child(e, Field::Left)); !member.empty())
      consider(member, -1, t.child(e, Field::Right));
  }
  if (candidates.empty())
    return;

  // Releases and escapes in the constructor's body, added to the destructor's (MemberUses on
  // the Clang side): a member named in a value stored anywhere but a member, in a pointer or
  // reference initialised from it, or in another member's initialiser (a view of it).
  std::set<std::string, std::less<>> released = shape->released, escaped = shape->escaped;
  auto mentions = [&](int e, std::set<std::string, std::less<>> &out) {
    for (int i = e, end = e >= 0 ? t.subtreeEnd(e) : -1; i >= 0 && i < end; ++i)
      if (std::string name = own(i); !name.empty() &&
          (t[i].kind == Kind::Identifier || t[i].kind == Kind::FieldExpression))
        out.insert(name);
  };
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : -1; i >= 0 && i < end; ++i) {
    Kind k = t[i].kind;
    if (k == Kind::AssignmentExpression && own(t.child(i, Field::Left)).empty()) {
      mentions(t.child(i, Field::Right), escaped);
    } else if (k == Kind::InitDeclarator) {
      int d = t.child(i, Field::Declarator);
      if (d >= 0 && (t[d].kind == Kind::PointerDeclarator || t[d].kind == Kind::ReferenceDeclarator))
        mentions(t.child(i, Field::Value), escaped);
    } else if (k == Kind::DeleteExpression) {
      int argument = -1;
      for (int c = t[i].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].named && t[c].kind != Kind::Comment)
          argument = c;
      if (std::string name = own(argument); !name.empty())
        released.insert(name);
    } else if (k == Kind::CallExpression) {
      int function = t.child(i, Field::Function);
      int args = t.child(i, Field::Arguments);
      int first = args >= 0 ? t.firstNamed(args) : -1;
      std::string name = function >= 0 ? std::string(calleeBaseName(t, function)) : "";
      if (first >= 0 && (extract::findReleaseFunction(name) || name == "fclose" || name == "pclose"))
        if (std::string member = own(first); !member.empty())
          released.insert(member);
    }
  }
  for (const auto &[member, list] : otherInitialisers)
    mentions(list, escaped);

  for (Candidate &c : candidates) {
    if (escaped.count(c.owned.member) || (!c.implicitRelease && !released.count(c.owned.member)))
      continue;
    facts.constructedMembers.push_back(std::move(c.owned));
  }
}

} // namespace faultline::fastmode::walker
