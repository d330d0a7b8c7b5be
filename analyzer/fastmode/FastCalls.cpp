// Events: calls (library allocators and releasers, containers, new/delete). Streams and
// allocator settings are in FastLibraryEvents.cpp, call-site naming in FastCallSites.cpp,
// expression shapes in FastExprShapes.cpp.
#include "fastmode/WalkerImpl.h"

#include "facts/builder/BitVector.h"
#include "facts/builder/PerElementAlgorithms.h"
#include "facts/builder/BlockOwnership.h"
#include "facts/builder/ConfiguredFunctions.h"
#include "facts/builder/FileMapping.h"
#include "facts/builder/ProductSize.h"
#include "facts/builder/StreamEvents.h"
#include "facts/builder/RepeatedCharacter.h"
#include "facts/builder/StringTerminator.h"

#include <algorithm>
#include <unordered_set>

namespace faultline::fastmode::walker {

namespace {

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

} // namespace

// ---------------------------------------------------------------------------------------------
// Events

void Walker::addBlock(facts::BlockKind kind, std::string allocator, int at, facts::Size size,
                      bool valueInitialized, Owner owner) {
  if (owner.local >= 0)
    markInlineFallback(locals[static_cast<size_t>(owner.local)], size);
  markConditionalFallback(owner.local >= 0 ? locals[static_cast<size_t>(owner.local)].var.name
                                           : std::string("the block"),
                          size);
  facts::Block block = builder::newBlock(static_cast<int>(facts.blocks.size()), kind,
                                         std::move(allocator), placeOf(at), std::move(size),
                                         valueInitialized, owner.key);
  block.perThread = parallelDepth > 0;
  if (owner.local >= 0) {
    const Local &l = locals[static_cast<size_t>(owner.local)];
    block.variable = l.var.name;
    block.declaration = l.declaration;
  }
  // A local grow-only buffer (`if (cap < need) { buf.reset(new T[need]); cap = need; }` in a
  // loop): the reset replaces an earlier, smaller block only when an iteration needs more, so
  // the block is the variable's, not one per iteration (extract's WalkerEvents.cpp, same reading).
  if (owner.kind == Owner::Reassigned && grownOnlyInLoop(at, owner.local))
    owner.kind = Owner::Variable;
  builder::ownAtAllocation(
      block, owner.kind,
      [&] {
        int full = owner.fullExpression >= 0 ? owner.fullExpression : at;
        return builder::ReleasePlace{pointOf(t.lastToken(full)), endOrderOf(full)};
      },
      [&] { return builder::ReleasePlace{rangeOf(owner.assignment), endOrderOf(owner.assignment)}; });
  blockOwners.emplace_back(facts.blocks.size(), owner);
  facts.blocks.push_back(std::move(block));
}

void Walker::addRelease(const std::string &key, facts::ReleaseKind kind, std::string function, int at) {
  if (key.empty())
    return;
  noteEvent(at);
  releases[key].push_back({kind, rangeOf(at), std::move(function), currentLoop(), orderOf(at)});
}

void Walker::addEscape(const std::string &key, facts::EscapeKind kind, int at) {
  facts::SourceRange range = rangeOf(at);
  escapeHistory[key].emplace_back(kind, range);
  if (!escapes.count(key))
    escapes[key] = {kind, range};
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
    // `std::string(first, last)`: the range constructor, whose size is the distance between
    // two iterators. AST mode sees the template constructor (no integer count) and reports
    // nothing; fast mode cannot prove the distance either, so it says nothing too.
    if (args.size() == 2 && isIteratorRange(args[0], args[1]))
      countArg = -1;
  }
  if (countArg < 0)
    return;
  int countNode = args[static_cast<size_t>(countArg)];
  if (t[countNode].kind == Kind::ParameterDeclaration)
    countNode = t.child(countNode, Field::Type);
  facts::Size size = sizes.size({ref(countNode)}, type.elementSize(t, sizes), type.elementText);
  if (type.container == ContainerKind::String)
    builder::addStringTerminator(size, type.elementSize(t, sizes));
  // `out += std::string(width, ' ')`: a temporary padding string, as in AST mode (item 15).
  if (type.container == ContainerKind::String && t[at].kind == Kind::CallExpression && args.size() == 2 &&
      builder::paddingOwner(owner.kind, takenByPlainAssignment(at)) &&
      builder::isPaddingCharacter(charLiteralValue(args[1])))
    builder::markPaddingString(size);
  if (type.isBitVector())
    builder::packBits(size);
  addBlock(facts::BlockKind::Container, type.text, at, std::move(size), /*valueInitialized=*/true,
           std::move(owner));
}

void Walker::onCall(int call) {
  int function = t.child(call, Field::Function);
  if (function < 0)
    return;
  std::vector<int> args = arguments(t.child(call, Field::Arguments));
  Kind fk = t[function].kind;
  addStreamHandoff(call, function, args);
  if (fk == Kind::FieldExpression) {
    onMemberCall(call, function, args);
    return;
  }
  if (fk != Kind::Identifier && fk != Kind::QualifiedIdentifier && fk != Kind::TemplateFunction)
    return; // calls through pointers and expressions: no callee to name
  std::string_view name = calleeBaseName(t, function);
  std::string qualified = singleSpaced(calleeQualifiedName(t, function));
  // A configured name is taken as written even when the file defines it as a macro
  // (deflateInit -> deflateInit_(..., ZLIB_VERSION, sizeof(z_stream)), both modelled).
  // Nor is the C library's allocator renamed to a hook (`#define malloc(n) Curl_cmalloc(n)`,
  // curl_memory.h): the hook's default is that very function, so the call stays malloc's.
  llvm::StringRef plain(qualified);
  bool libraryAllocator = extract::findAllocationFunction(plain) || extract::findReleaseFunction(plain);
  // The preprocessor renames only calls written after the #define: compat_fopen's own
  // `fopen` above `#define fopen(a, b) compat_fopen(a, b)` is the C library's.
  auto macro = cx.file.functionMacros.find(qualified);
  bool renamedHere = macro != cx.file.functionMacros.end() &&
                     (cx.file.tree != &t || (*cx.file.tree)[macro->second].startByte < t[call].startByte);
  if (fk == Kind::Identifier && renamedHere && !libraryAllocator &&
      !builder::configuredAllocator(cx.options, name, qualified) &&
      !builder::isConfiguredReleaser(cx.options, name, qualified)) {
    // A function-like macro: followed when it only renames a call (ALLOC(n) -> malloc(n)),
    // otherwise not a call at all.
    std::string target;
    std::vector<FileScope::AliasArgument> aliased;
    if (!cx.file.macroAlias(qualified, target, aliased))
      return;
    bool fixed = std::any_of(aliased.begin(), aliased.end(),
                             [](const FileScope::AliasArgument &a) { return a.parameter < 0; });
    if (fixed) {
      // `#define ALLOC_AND_ZERO(s) calloc(1,(s))`: an argument the macro fixes has no node in
      // this file's tree, so only an allocator, whose arguments are read as values, is followed.
      // An argument that uses the macro's parameters (`sizeof(T)`, `(n) * 3`) is the macro's
      // text with the call's arguments pasted in, parsed, as the preprocessor expands it.
      std::vector<std::string> texts;
      for (int arg : args)
        texts.emplace_back(t.text(arg));
      std::vector<NodeRef> values;
      for (const FileScope::AliasArgument &a : aliased) {
        if (!a.pattern.empty())
          values.push_back(cx.file.expandAliasArgument(qualified, a.pattern, texts));
        else if (a.parameter < 0)
          values.push_back(a.constant);
        else if (static_cast<size_t>(a.parameter) < args.size())
          values.push_back(ref(args[static_cast<size_t>(a.parameter)]));
        else
          return;
        if (!values.back().valid())
          return;
      }
      if (const extract::AllocationFunction *fn = extract::findAllocationFunction(target))
        onAllocation(call, *fn, target, values);
      return;
    }
    std::vector<int> forwarded;
    for (const FileScope::AliasArgument &a : aliased)
      if (static_cast<size_t>(a.parameter) < args.size())
        forwarded.push_back(args[static_cast<size_t>(a.parameter)]);
    args = std::move(forwarded);
    aliasName = target;
    name = aliasName;
    qualified = aliasName;
    size_t colon = aliasName.rfind("::");
    if (colon != std::string::npos)
      name = std::string_view(aliasName).substr(colon + 2);
  } else if (fk == Kind::Identifier && !renamedHere && cx.file.isMacro(qualified)) {
    // An object-like macro that only names a C library stream or memory function is that
    // function (cvs's `#define CVS_FOPEN fopen` in lib/system.h, held-out set 29), as the
    // preprocessor makes it for AST mode.
    NodeRef value = cx.file.macroValue(qualified);
    if (value.valid())
      value = stripParensAndCasts(value);
    if (value.valid() && (*value.tree)[value.node].kind == Kind::Identifier) {
      std::string target(value.tree->text(value.node));
      llvm::StringRef library(target);
      if (extract::findStreamFunction(library) || extract::findAllocationFunction(library) ||
          extract::findReleaseFunction(library)) {
        aliasName = target;
        name = aliasName;
        qualified = aliasName;
      }
    }
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
  // A library's own source, or no C function at all (a method, a namespaced function sharing a
  // modelled name: `kc::LZO::compress` is not zlib's `compress`), as on the Clang side.
  bool definedHere = cx.file.functions.count(std::string(name)) > 0 || !global || stdQualified ||
                     fk == Kind::FieldExpression;
  if (const extract::AllocatorSpec *spec =
          builder::configuredAllocator(cx.options, name, qualified, definedHere)) {
    onConfiguredAllocator(call, *spec, args);
    return;
  }
  if (onClearPointer(call, name, args))
    return;
  unsigned releaseArg = 0;
  if (builder::ReleaseTarget target =
          builder::configuredReleaser(cx.options, name, qualified, definedHere, &releaseArg);
      target != builder::ReleaseTarget::None && args.size() > releaseArg) {
    int arg = args[releaseArg];
    int released = target == builder::ReleaseTarget::Pointee ? pointee(arg) : arg;
    addRelease(keyOf(released), facts::ReleaseKind::Free, std::string(name), call);
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
        // make_unique<T>(args...) forwards its arguments to T's constructor, as on the Clang
        // side (make_shared is left out there: copies of a shared_ptr outlive the variable).
        if (name.rfind("make_unique", 0) == 0 && declarator < 0)
          onClassConstruction(call, type, args, -1, -1);
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
  // std::for_each(b, e, [&](...) {...}): the callable runs once per element. Unqualified
  // (`using namespace std;`, or found by argument-dependent lookup as Clang does) when this file
  // defines no function of that name and the callable is a lambda: a function's name could be
  // passed to anyone's for_each.
  const bool unqualifiedStd = cx.cpp && qualified.find("::") == std::string::npos &&
                              !cx.file.functions.count(qualified);
  const std::string algorithm = stdQualified ? qualified : unqualifiedStd ? "std::" + qualified : "";
  if (int callable = algorithm.empty() ? -1 : builder::perElementCallable(algorithm, args.size());
      callable >= 0 && addPerElementCall(call, algorithm, args[static_cast<size_t>(callable)],
                                         /*lambdaOnly=*/!stdQualified))
    return;
  if (stdQualified || (isLibraryFunction(name) && !cx.file.functions.count(std::string(name))))
    return;
  if (callsAnotherOverload(function, args))
    return; // zlib's deflate() inside a C++ deflate(): not a recursive call
  addCallSite(call, qualified, callKey(qualified), args);
}

// A C library allocator's block. Its arguments are values: nodes of this file's tree or, through
// a macro alias, expressions the macro fixes (parsed on their own).
void Walker::onAllocation(int call, const extract::AllocationFunction &fn, std::string_view name,
                          const std::vector<NodeRef> &args) {
  for (unsigned arg : fn.sizeArgs)
    if (arg >= args.size())
      return;
  if (fn.nullFirstArgOnly && !sizes.isNull(args[0])) {
    // realloc(p, n) grows an existing block; of a parameter, the caller's (as the AST walker,
    // FunctionFacts::reallocatedParameters).
    NodeRef p = stripParensAndCasts(args[0]);
    if (p.valid() && p.tree == &t && t[p.node].kind == Kind::Identifier) {
      int l = resolve(t.text(p.node));
      int index = l >= 0 ? locals[static_cast<size_t>(l)].var.parameter : -1;
      if (index >= 0 && std::find(facts.reallocatedParameters.begin(),
                                  facts.reallocatedParameters.end(),
                                  index) == facts.reallocatedParameters.end())
        facts.reallocatedParameters.push_back(index);
    }
    return;
  }
  builder::Mapping mapping;
  if (fn.kind == facts::BlockKind::Mmap && args.size() > builder::kMmapDescriptorArg) {
    mapping = builder::mappingOf(sizes.symbolic(args[builder::kMmapDescriptorArg]));
    if (mapping.source == builder::MappingSource::File)
      return; // reading a file, not a scratch block (facts/builder/FileMapping.h)
  }
  std::vector<NodeRef> factors;
  for (unsigned arg : fn.sizeArgs)
    factors.push_back(args[arg]);
  facts::Size size = sizes.size(factors);
  if (!size.bytes && size.dependsOnParameter < 0 &&
      std::all_of(factors.begin(), factors.end(), [&](const NodeRef &f) { return onlySizeof(f); }))
    return; // malloc(sizeof(T)) of a type from a header: one object, almost always small
  Owner owner;
  if (fn.ownerOutArg >= 0) {
    NodeRef out = stripParensAndCasts(args[static_cast<size_t>(fn.ownerOutArg)]);
    if (out.valid() && out.tree == &t && t[out.node].kind == Kind::PointerExpression &&
        t.text(out.node).substr(0, 1) == "&")
      owner = ownerFromLValue(t.child(out.node, Field::Argument));
    else
      owner.kind = Owner::Stored;
  } else {
    owner = ownerOfCurrent(false);
  }
  std::string allocator(name);
  if (fn.nullFirstArgOnly)
    allocator += "(NULL, ...)";
  addBlock(fn.kind, allocator, call, std::move(size), false, owner);
  facts.blocks.back().descriptorParameter = mapping.parameter;
}

std::optional<int> Walker::renamesInBody(std::string_view function) const {
  auto definition = cx.file.functions.find(std::string(function));
  int body = definition == cx.file.functions.end() ? -1 : t.child(definition->second, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : -1; i >= 0 && i < end; ++i) {
    if (t[i].kind != Kind::CallExpression)
      continue;
    int callee = t.child(i, Field::Function);
    if (callee < 0 || t[callee].kind != Kind::Identifier || !builder::renamesFile(t.text(callee)))
      continue;
    // The parameter rename's source names, as on the Clang side; -1 for anything else.
    int args = t.child(i, Field::Arguments);
    int source = args >= 0 ? t.firstNamed(args) : -1;
    source = source >= 0 ? stripParensAndCasts(ref(source)).node : -1;
    if (source < 0 || t[source].kind != Kind::Identifier)
      return -1;
    int d = t.child(definition->second, Field::Declarator);
    while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
      d = t.child(d, Field::Declarator);
    int params = d >= 0 ? t.child(d, Field::Parameters) : -1;
    int index = 0;
    for (int p = params >= 0 ? t.firstNamed(params) : -1; p >= 0; p = t.nextNamed(p)) {
      if (t[p].kind != Kind::ParameterDeclaration && t[p].kind != Kind::OptionalParameterDeclaration)
        continue;
      int name = declaratorName(t, t.child(p, Field::Declarator));
      if (name >= 0 && t.text(name) == t.text(source))
        return index;
      ++index;
    }
    return -1;
  }
  return std::nullopt;
}

bool Walker::onLibraryCall(int call, std::string_view name, const std::vector<int> &args) {
  llvm::StringRef n(name.data(), name.size());
  if (builder::startsProgram(name))
    programStarts.push_back(placeOf(call));
  else if (builder::changesDirectory(name) && !args.empty() &&
           !t.text(stripParensAndCasts(ref(args[0])).node).starts_with("\"/"))
    directoryChanges.push_back(placeOf(call)); // `chdir("/")` goes to the same place each time
  else if (builder::renamesFile(name) && !args.empty()) {
    renames.push_back(placeOf(call));
    renames.back().pathKey = keyOf(args[0]);
  } else if (std::optional<int> moved = renamesInBody(name)) {
    renames.push_back(placeOf(call));
    renames.back().throughHelper = true;
    if (*moved >= 0 && static_cast<size_t>(*moved) < args.size())
      renames.back().pathKey = keyOf(args[static_cast<size_t>(*moved)]);
  }
  if (const extract::AllocationFunction *fn = extract::findAllocationFunction(n)) {
    std::vector<NodeRef> values;
    for (int arg : args)
      values.push_back(ref(arg));
    onAllocation(call, *fn, name, values);
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

// `for (int i = 0; i < n; ++i)`: the bound n of a counted loop that starts at zero and steps by
// one, or -1 (as on the Clang side: WalkerEvents.cpp, tripCountBound).
int Walker::tripCountBound(int loop) const {
  if (loop < 0 || t[loop].kind != Kind::ForStatement)
    return -1;
  int cond = stripParensAndCasts(ref(t.child(loop, Field::Condition))).node;
  int init = t.child(loop, Field::Initializer);
  int update = t.child(loop, Field::Update);
  if (cond < 0 || init < 0 || update < 0 || t[cond].kind != Kind::BinaryExpression)
    return -1;
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t.text(op) : "";
  int counter = stripParensAndCasts(ref(t.child(cond, Field::Left))).node;
  if ((o != "<" && o != "!=") || counter < 0 || t[counter].kind != Kind::Identifier)
    return -1;
  std::string_view name = t.text(counter);
  auto isZero = [&](int e) {
    NodeRef v = stripParensAndCasts(ref(e));
    return v.valid() && t[v.node].kind == Kind::NumberLiteral && t.text(v.node) == "0";
  };
  bool startsAtZero = false;
  if (t[init].kind == Kind::Declaration) {
    int d = t.child(init, Field::Declarator);
    startsAtZero = d >= 0 && t[d].kind == Kind::InitDeclarator &&
                   t.text(t.child(d, Field::Declarator)) == name && isZero(t.child(d, Field::Value));
  } else if (t[init].kind == Kind::AssignmentExpression) {
    startsAtZero = t.text(stripParensAndCasts(ref(t.child(init, Field::Left))).node) == name &&
                   isZero(t.child(init, Field::Right));
  }
  bool byOne = t[update].kind == Kind::UpdateExpression &&
               t.text(update).find("++") != std::string_view::npos &&
               t.text(stripParensAndCasts(ref(t.child(update, Field::Argument))).node) == name;
  return startsAtZero && byOne ? t.child(cond, Field::Right) : -1;
}

// A local container filled one element at a time in a counted loop inside its scope, as on the
// Clang side (WalkerEvents.cpp, addGrowthBlock; facts/builder/ContainerGrowth.h).
void Walker::addGrowthBlock(int call, int object, const Local &local, std::string_view method) {
  int l = localOf(object);
  auto end = l >= 0 ? scopeEnds.find(l) : scopeEnds.end();
  int loop = currentLoop();
  if (end == scopeEnds.end() || loop < 0 || loop == end->second.loop ||
      !facts::loopWithin(facts, loop, end->second.loop))
    return;
  std::string key = keyOf(object);
  if (!builder::firstGrowthOf(facts, key))
    return;
  int loopNode = loopNodes[static_cast<size_t>(loop)];
  int bound = tripCountBound(loopNode);
  if (bound < 0)
    return;
  facts::Size size = sizes.size({ref(bound)}, local.type.elementSize(t, sizes), local.type.elementText);
  if (!builder::describeGrowth(size, std::string(method), rangeOf(loopNode).line))
    return;
  if (local.type.isBitVector())
    builder::packBits(size);
  addBlock(facts::BlockKind::Container, local.type.text + "::" + std::string(method), call,
           std::move(size), /*valueInitialized=*/false, ownerFromLValue(object));
  facts.blocks.back().loop = end->second.loop;
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
    addCallSite(call, std::string(name), memberKey(ownedType(local->type.text), name), args);
    return;
  }
  if (local && local->type.container != ContainerKind::None) {
    if (name == "swap") {
      addEscape(keyOf(object), facts::EscapeKind::Moved, call);
      if (args.size() == 1)
        addEscape(keyOf(args[0]), facts::EscapeKind::Moved, call);
      return;
    }
    if (builder::growsOneAtATime(std::string(name))) {
      addGrowthBlock(call, object, *local, name);
      return;
    }
    bool sizing = name == "resize" || name == "assign" || name == "reserve";
    if (!sizing || args.empty() || !isIntegerLike(args[0]))
      return;
    if (truncatesOnly(object, args[0]))
      return; // `if (s.size() >= N) s.resize(N);` shrinks (FastTruncatingResizes.cpp)
    if (name == "assign" && args.size() == 2 && isIteratorRange(args[0], args[1]))
      return; // `s.assign(first, last)`: a range, as in the range constructor
    facts::Size size = sizes.size({ref(args[0])}, local->type.elementSize(t, sizes), local->type.elementText);
    if (local->type.container == ContainerKind::String && name != "reserve")
      builder::addStringTerminator(size, local->type.elementSize(t, sizes));
    if (local->type.isBitVector())
      builder::packBits(size);
    addBlock(facts::BlockKind::Container, local->type.text + "::" + std::string(name), call,
             std::move(size), /*valueInitialized=*/name != "reserve", ownerFromLValue(object));
    return;
  }
  // C has no methods: `io->release(p)` is a call through a function-pointer field, whatever
  // its name (FastHooks.h keys it as the field's stores).
  if (cx.cpp && isStdMethod(name))
    return;
  // A call through a class whose method is pure virtual reaches only that method, which has no
  // body: the documented policy for virtual calls (docs/cross-file.md) records nothing.
  if (local && isPureVirtual(local->type.text, name))
    return;
  std::string key = "fast:" + std::string(name);
  if (local)
    key = memberKey(local->type.text, name);
  else if (std::string member = memberOfThisClass(object); !member.empty())
    key = memberKey(member, name); // `_impl->Render(w)`: the data member's class
  else if (std::string element = elementClass(object); !element.empty())
    key = memberKey(element, name); // `frames[i]->Render(w)`: the element's class
  // In C a member call is a call through a function-pointer field: keyed as the field's stores
  // are (FastHooks.h), so the join reads it as the AST side reads a field callback.
  if (!cx.cpp && key.find("::") != std::string::npos)
    key = "field:" + key;
  else if (t[stripParensAndCasts(ref(object)).node].type == std::string_view("this") && !fn.className.empty())
    key = "fast:" + fn.className + "::" + std::string(name);
  addCallSite(call, std::string(name), key, args);
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
    if (declarator < 0) // `new T(args)`: T's constructor runs (FastOwnerClasses.cpp)
      onClassConstruction(node, type, arguments(t.child(node, Field::Arguments)), -1, -1);
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

} // namespace faultline::fastmode::walker
