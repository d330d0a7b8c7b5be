// What the walker records at each interesting expression: allocations, releases, calls of user
// functions, library calls (allocators, threads, allocator settings; streams in
// WalkerStreams.cpp), new/delete and container constructors.
#include "extract/WalkerImpl.h"

#include <algorithm>
#include "facts/builder/FileMapping.h"

#include "extract/AllocatorHooks.h"
#include "extract/CapacityFields.h"
#include "extract/FieldCallbacks.h"
#include "extract/PerElementCalls.h"
#include "facts/builder/PerElementAlgorithms.h"

#include "facts/builder/BitVector.h"
#include "facts/builder/RepeatedCharacter.h"
#include "facts/builder/InlineBuffer.h"
#include "extract/OneShotUses.h"
#include "facts/builder/ConfiguredFunctions.h"

namespace faultline::extract::walker {

// ---------------------------------------------------------------------------------------------
// Events

// The local fixed-size array a local pointer is initialised with (`T buf[16], *p = buf;`), or
// null: a block stored in p is then the heap fallback of that array (facts/builder/InlineBuffer.h).
const VarDecl *Walker::inlineArrayOf(const VarDecl *pointer) const {
  if (!pointer->hasLocalStorage() || !pointer->getType()->isPointerType() || !pointer->getInit())
    return nullptr;
  const auto *ref = dyn_cast<DeclRefExpr>(pointer->getInit()->IgnoreParenCasts());
  const auto *array = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!array || !array->hasLocalStorage() || array->isStaticLocal() ||
      !ctx.getAsConstantArrayType(array->getType()))
    return nullptr;
  return array;
}

void Walker::addBlock(facts::BlockKind kind, std::string allocator, const Expr *at,
                      facts::Size size, bool valueInitialized, Owner owner) {
  if (owner.var)
    if (const VarDecl *array = inlineArrayOf(owner.var))
      builder::fallbackOfInlineBuffer(size, owner.var->getName().str(), array->getName().str(),
                                      ctx.getTypeSizeInChars(array->getType()).getQuantity());
  if (const VarDecl *array = conditionalArrayArm())
    builder::fallbackOfInlineBuffer(size, owner.var ? owner.var->getName().str() : "the block",
                                    array->getName().str(),
                                    ctx.getTypeSizeInChars(array->getType()).getQuantity());
  if (owner.var)
    if (auto stack = stackSideBytes(owner.var))
      builder::fallbackOfStackBlock(size, owner.var->getName().str(), *stack);
  facts::Block block = builder::newBlock(static_cast<int>(facts.blocks.size()), kind,
                                         std::move(allocator), placeOf(at), std::move(size),
                                         valueInitialized, owner.key);
  block.perThread = parallelDepth > 0;
  if (owner.var) {
    block.variable = owner.var->getName().str();
    block.declaration = locations.range(owner.var->getLocation());
  }
  // `if (cap < need) { buf.reset(new T[need]); cap = need; }` in a loop, buf and cap locals
  // from before it: the reset replaces an earlier, smaller block only when an iteration needs
  // more, so the block is the variable's (released at its scope end), not one per iteration.
  // The same guard on a global and a capacity of static storage: the block is not made again
  // per iteration (CapacityFields.h).
  if ((owner.kind == Owner::Reassigned || owner.kind == Owner::Variable) && owner.var) {
    std::vector<const Stmt *> path;
    for (const Ancestor &a : parents)
      if (a.stmt)
        path.push_back(a.stmt);
    if (owner.kind == Owner::Reassigned && grownOnlyInLoop(ctx, path, owner.var))
      owner.kind = Owner::Variable;
    else if (owner.var->hasGlobalStorage())
      block.notRepeated = grownOnlyStaticReason(path, owner.var);
  }
  builder::ownAtAllocation(
      block, owner.kind,
      [&] {
        const Expr *full = owner.fullExpression ? owner.fullExpression : at;
        return builder::ReleasePlace{locations.point(full->getEndLoc()), endOrderOf(full)};
      },
      [&] { return builder::ReleasePlace{rangeOf(owner.assignment), endOrderOf(owner.assignment)}; });
  blockOwners.emplace_back(facts.blocks.size(), owner);
  facts.blocks.push_back(std::move(block));
}

void Walker::addRelease(const std::string &key, facts::ReleaseKind kind, std::string function,
                        const Expr *at) {
  if (key.empty())
    return;
  noteEvent(at);
  releases[key].push_back({kind, rangeOf(at), std::move(function), currentLoop(), orderOf(at)});
}

void Walker::addEscape(const std::string &key, facts::EscapeKind kind, const Expr *at) {
  facts::SourceRange range = rangeOf(at);
  escapeHistory[key].emplace_back(kind, range);
  if (!escapes.count(key))
    escapes[key] = {kind, range};
}

void Walker::onCall(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee) {
    // A call through a global function-pointer variable: a call site to the hook's key, which
    // resolves when some TU initialises it to an allocator or releaser (AllocatorHooks.h).
    if (const VarDecl *hook = hookVariable(call->getCallee()))
      addCallSite(call, hook->getQualifiedNameAsString(), hookUsr(hook));
    // Through a struct field (`io_cb->open(...)`): to the stores into it (FieldCallbacks.h).
    else if (const FieldDecl *field = callbackField(call->getCallee()))
      addCallSite(call, fieldName(field), fieldUsr(field));
    return;
  }
  // std::for_each(b, e, f) and the like: a call of the pseudo-function that calls f per element
  // (PerElementCalls.h), made by the extractor.
  if (auto perElement = perElementCall(call, locations)) {
    facts::CallSite site = builder::perElementCall(perElement->algorithm, perElement->at);
    addCallSite(call, std::move(site.callee), std::move(site.calleeUsr));
    return;
  }
  addStreamHandoff(call, callee);
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    if (const auto *method = dyn_cast<CXXMethodDecl>(callee))
      onMemberCall(member, method);
    return;
  }
  if (isa<CXXOperatorCallExpr>(call)) {
    // Lambdas and function objects called in place: `for (...) work(i);`
    if (const auto *method = dyn_cast<CXXMethodDecl>(callee);
        method && method->getOverloadedOperator() == OO_Call &&
        !locations.inSystemHeader(method->getLocation()))
      addCallSite(call, method);
    return;
  }
  const IdentifierInfo *id = callee->getIdentifier();
  if (!id)
    return;
  llvm::StringRef name = id->getName();
  const DeclContext *context = callee->getDeclContext()->getRedeclContext();
  bool global = context->isTranslationUnit() || context->isStdNamespace() ||
                callee->isExternC();

  // Configured allocators and releasers (by plain or qualified name).
  std::string qualified = callee->getQualifiedNameAsString();
  // A library's own source (its code, not its model), or no C function at all: a method or a
  // namespaced function sharing a modelled name (`kc::LZO::compress`, not zlib's `compress`).
  bool definedHere = callee->isDefined() || isa<CXXMethodDecl>(callee) ||
                     !(context->isTranslationUnit() || callee->isExternC());
  if (const AllocatorSpec *spec = builder::configuredAllocator(options, name, qualified, definedHere)) {
    std::vector<const Expr *> factors;
    for (unsigned arg : spec->sizeArgs)
      if (arg < call->getNumArgs())
        factors.push_back(call->getArg(arg));
    facts::Size size = builder::configuredSize(
        *spec, factors.empty() ? facts::Size{} : sizes.size(factors));
    // `owner-arg: N`: the object argument N points to owns the block (deflateInit(&strm, 6),
    // LZ4F_createCompressionContext(&ctx, v)); the result is a status code.
    Owner owner;
    if (!spec->oneShotUse.empty() && !spec->transient && spec->ownerArg < 0) {
      // A DStream decoded in one call holds only its DCtx (OneShotUses.h).
      owner = ownerOfCurrent();
      std::string sizeQuery;
      if (owner.kind == Owner::Variable &&
          usedOnceOutsideLoops(function->getBody(), owner.var, spec->oneShotUse, spec->oneShotSizeQueries, call,
                               ctx, &sizeQuery))
        size = builder::configuredSize(*spec, facts::Size{}, true, sizeQuery);
      addBlock(facts::BlockKind::Custom, spec->name, call, std::move(size), false, owner);
      return;
    }
    if (spec->transient) {
      // compress2(...): the library makes and frees its context inside the call, whatever
      // receives the result (a status code).
      addBlock(facts::BlockKind::Custom, spec->name, call, std::move(size), false, owner);
      builder::releaseInsideCall(facts.blocks.back(), *spec, rangeOf(call), endOrderOf(call));
      return;
    }
    if (spec->ownerArg < 0)
      owner = ownerOfCurrent();
    else if (static_cast<unsigned>(spec->ownerArg) < call->getNumArgs())
      owner = ownerFromLValue(pointee(call->getArg(static_cast<unsigned>(spec->ownerArg))));
    else
      owner.kind = Owner::Stored;
    addBlock(facts::BlockKind::Custom, spec->name, call, std::move(size), false, owner);
    return;
  }
  unsigned releaseArg = 0;
  if (builder::ReleaseTarget target =
          builder::configuredReleaser(options, name, qualified, definedHere, &releaseArg);
      target != builder::ReleaseTarget::None && call->getNumArgs() > releaseArg) {
    const Expr *released = call->getArg(releaseArg);
    if (target == builder::ReleaseTarget::Pointee)
      released = pointee(released); // deflateEnd(&strm) releases what strm owns
    addRelease(keyOf(released), facts::ReleaseKind::Free, name.str(), call);
    return;
  }

  if (global && callee->isInStdNamespace()) {
    if (name == "move" && call->getNumArgs() == 1) {
      if (containerKind(call->getArg(0)->getType()) != ContainerKind::None ||
          isOwningPointer(call->getArg(0)->getType()))
        addEscape(keyOf(call->getArg(0)), facts::EscapeKind::Moved, call);
      return;
    }
    if (name == "async") {
      for (const Expr *arg : call->arguments())
        addThreadStart(call, arg);
      return;
    }
    if (name == "swap" && call->getNumArgs() == 2) {
      addEscape(keyOf(call->getArg(0)), facts::EscapeKind::Moved, call);
      addEscape(keyOf(call->getArg(1)), facts::EscapeKind::Moved, call);
      return;
    }
    if (name == "make_unique" || name == "make_unique_for_overwrite" || name == "make_shared" ||
        name == "make_shared_for_overwrite") {
      const TemplateArgumentList *args = callee->getTemplateSpecializationArgs();
      if (!args || args->size() == 0 || args->get(0).getKind() != TemplateArgument::Type)
        return;
      QualType type = args->get(0).getAsType();
      bool overwrite = name.ends_with("for_overwrite");
      if (const ArrayType *array = ctx.getAsArrayType(type)) {
        QualType element = array->getElementType();
        if (call->getNumArgs() < 1)
          return;
        facts::Size size = sizes.size({call->getArg(0)}, sizes.sizeOf(element),
                                      element.getAsString(ctx.getPrintingPolicy()));
        addBlock(facts::BlockKind::MakeUnique, "std::" + name.str() + "<" +
                     element.getAsString(ctx.getPrintingPolicy()) + "[]>",
                 call, std::move(size), !overwrite, ownerOfCurrent());
      } else {
        uint64_t bytes = sizes.sizeOf(type);
        std::string typeName = type.getAsString(ctx.getPrintingPolicy());
        addBlock(facts::BlockKind::MakeUnique, "std::" + name.str() + "<" + typeName + ">", call,
                 facts::Size{bytes ? std::optional<uint64_t>(bytes) : std::nullopt,
                             "sizeof(" + typeName + ")", "", -1},
                 !overwrite, ownerOfCurrent());
        // make_unique<T>(args...) forwards its arguments, in order, to `new T(...)`: an owner
        // class's members are allocated here. make_shared is left out: copies of a
        // shared_ptr keep the object alive past the variable, which the walker does not track.
        if (name.starts_with("make_unique"))
          addOwnedBlocks(constructorTaking(type, call->getNumArgs()),
                         {call->getArgs(), call->getNumArgs()}, call, ownerOfCurrent());
      }
      return;
    }
  }
  if (global)
    onLibraryCall(call, callee, name);
  if (!locations.inSystemHeader(callee->getLocation()))
    addCallSite(call, callee);
}

namespace {
bool absoluteLiteral(const Expr *e) {
  const auto *literal = dyn_cast<StringLiteral>(e->IgnoreParenImpCasts());
  return literal && literal->isOrdinary() && !builder::isRelativePath(literal->getString());
}
} // namespace

void Walker::onLibraryCall(const CallExpr *call, const FunctionDecl *callee, llvm::StringRef name) {
  if (builder::startsProgram(name))
    programStarts.push_back(placeOf(call));
  else if (builder::changesDirectory(name) && call->getNumArgs() > 0 &&
           !absoluteLiteral(call->getArg(0)))
    directoryChanges.push_back(placeOf(call)); // `chdir("/")` goes to the same place each time
  else if (builder::renamesFile(name) && call->getNumArgs() > 0) {
    renames.push_back(placeOf(call));
    renames.back().pathKey = keyOf(call->getArg(0));
  } else if (std::optional<int> moved = renamesInBody(callee)) {
    renames.push_back(placeOf(call));
    renames.back().throughHelper = true;
    if (*moved >= 0 && static_cast<unsigned>(*moved) < call->getNumArgs())
      renames.back().pathKey = keyOf(call->getArg(static_cast<unsigned>(*moved)));
  }
  if (const AllocationFunction *fn = findAllocationFunction(name)) {
    for (unsigned arg : fn->sizeArgs)
      if (arg >= call->getNumArgs())
        return;
    if (fn->nullFirstArgOnly &&
        !call->getArg(0)->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull)) {
      // realloc(p, n) grows an existing block; when p is this function's parameter, the
      // function resizes its caller's block (FunctionFacts::reallocatedParameters). Assigned or
      // not: `ptr = realloc(ptr, n)` reassigns it.
      const auto *ref = dyn_cast<DeclRefExpr>(call->getArg(0)->IgnoreParenImpCasts());
      const auto *param = ref ? dyn_cast<ParmVarDecl>(ref->getDecl()) : nullptr;
      if (param && param->getDeclContext() == function) {
        int index = static_cast<int>(param->getFunctionScopeIndex());
        if (std::find(facts.reallocatedParameters.begin(), facts.reallocatedParameters.end(),
                      index) == facts.reallocatedParameters.end())
          facts.reallocatedParameters.push_back(index);
      }
      return;
    }
    builder::Mapping mapping;
    if (fn->kind == facts::BlockKind::Mmap && call->getNumArgs() > builder::kMmapDescriptorArg) {
      mapping = builder::mappingOf(sizes.symbolic(call->getArg(builder::kMmapDescriptorArg)));
      if (mapping.source == builder::MappingSource::File)
        return; // reading a file, not a scratch block (facts/builder/FileMapping.h)
    }
    std::vector<const Expr *> factors;
    for (unsigned arg : fn->sizeArgs)
      factors.push_back(call->getArg(arg));
    Owner owner;
    if (fn->ownerOutArg >= 0) {
      const Expr *out = call->getArg(fn->ownerOutArg)->IgnoreParenImpCasts();
      if (const auto *addr = dyn_cast<UnaryOperator>(out); addr && addr->getOpcode() == UO_AddrOf)
        owner = ownerFromLValue(addr->getSubExpr());
      else
        owner.kind = Owner::Stored;
    } else {
      owner = ownerOfCurrent();
    }
    std::string allocator = name.str();
    if (fn->nullFirstArgOnly)
      allocator += "(NULL, ...)";
    addBlock(fn->kind, allocator, call, sizes.size(factors), false, owner);
    facts.blocks.back().descriptorParameter = mapping.parameter;
    return;
  }
  if (const ReleaseFunction *fn = findReleaseFunction(name)) {
    if (call->getNumArgs() > 0)
      addRelease(keyOf(call->getArg(0)), fn->kind, name.str(), call);
    return;
  }
  if (const StreamFunction *fn = findStreamFunction(name)) {
    addStreamEvent(call, *fn);
    return;
  }
  if (name == "pthread_create" && call->getNumArgs() >= 3)
    addThreadStart(call, call->getArg(2));
  else if (name == "thrd_create" && call->getNumArgs() >= 2)
    addThreadStart(call, call->getArg(1));
  else if (name == "mallopt" || name == "setenv" || name == "putenv")
    addAllocatorSetting(call, name);
}

void Walker::onMemberCall(const CXXMemberCallExpr *call, const CXXMethodDecl *method) {
  if (!method->getIdentifier())
    return;
  llvm::StringRef name = method->getName();
  const Expr *object = call->getImplicitObjectArgument();
  if (!object)
    return;
  QualType objectType = object->getType();
  if (objectType->isPointerType())
    objectType = objectType->getPointeeType();
  if (isOwningPointer(objectType)) {
    if (name == "release")
      addEscape(keyOf(object), facts::EscapeKind::OwnershipReleased, call);
    return;
  }
  ContainerKind container = containerKind(objectType);
  if (container == ContainerKind::None) {
    if (!locations.inSystemHeader(method->getLocation()))
      addCallSite(call, method);
    return;
  }
  // workers.emplace_back(search, ...): the std::thread is constructed inside the library.
  if (name.starts_with("emplace") && call->getNumArgs() > 0 &&
      isThreadType(containerElementType(objectType))) {
    addThreadStart(call, call->getArg(0));
    return;
  }
  if (name == "swap") {
    addEscape(keyOf(object), facts::EscapeKind::Moved, call);
    if (call->getNumArgs() == 1)
      addEscape(keyOf(call->getArg(0)), facts::EscapeKind::Moved, call);
    return;
  }
  if (builder::growsOneAtATime(name.str())) {
    addGrowthBlock(call, object, objectType, name);
    return;
  }
  bool sizing = name == "resize" || name == "assign" || name == "reserve";
  if (!sizing || call->getNumArgs() == 0 || method->getNumParams() == 0 ||
      !method->getParamDecl(0)->getType()->isIntegerType())
    return;
  if (truncatesOnly(object, call->getArg(0)))
    return; // `if (s.size() >= N) s.resize(N);` shrinks (TruncatingResizes.cpp)
  QualType element = containerElementType(objectType);
  std::string typeName = objectType.getUnqualifiedType().getAsString(ctx.getPrintingPolicy());
  facts::Size size = sizes.size({call->getArg(0)}, sizes.sizeOf(element),
                                element.getAsString(ctx.getPrintingPolicy()));
  if (container == ContainerKind::String && name != "reserve")
    builder::addStringTerminator(size, sizes.sizeOf(element));
  if (container == ContainerKind::Vector && element->isBooleanType())
    builder::packBits(size);
  Owner owner = ownerFromLValue(object);
  addBlock(facts::BlockKind::Container, typeName + "::" + name.str(), call, std::move(size),
           /*valueInitialized=*/name != "reserve", owner);
}

// `for (int i = 0; i < n; ++i)`: the bound n of a counted loop that starts at zero and steps by
// one, or null.
static const Expr *tripCountBound(const Stmt *loop, ASTContext &ctx) {
  const auto *forStmt = dyn_cast_or_null<ForStmt>(loop);
  if (!forStmt || !forStmt->getCond() || !forStmt->getInc() || !forStmt->getInit())
    return nullptr;
  const auto *cond = dyn_cast<BinaryOperator>(forStmt->getCond()->IgnoreParenImpCasts());
  if (!cond || (cond->getOpcode() != BO_LT && cond->getOpcode() != BO_NE))
    return nullptr;
  const auto *counter = dyn_cast<DeclRefExpr>(cond->getLHS()->IgnoreParenImpCasts());
  const auto *var = counter ? dyn_cast<VarDecl>(counter->getDecl()) : nullptr;
  if (!var)
    return nullptr;
  auto isZero = [&](const Expr *e) {
    Expr::EvalResult r;
    return e && !e->isValueDependent() && e->EvaluateAsInt(r, ctx) && r.Val.getInt() == 0;
  };
  bool startsAtZero = false;
  if (const auto *decl = dyn_cast<DeclStmt>(forStmt->getInit()); decl && decl->isSingleDecl())
    startsAtZero = decl->getSingleDecl() == var && isZero(var->getInit());
  else if (const auto *assign = dyn_cast<BinaryOperator>(forStmt->getInit()))
    startsAtZero = assign->getOpcode() == BO_Assign && isZero(assign->getRHS()) &&
                   isa<DeclRefExpr>(assign->getLHS()->IgnoreParenImpCasts()) &&
                   cast<DeclRefExpr>(assign->getLHS()->IgnoreParenImpCasts())->getDecl() == var;
  const auto *step = dyn_cast<UnaryOperator>(forStmt->getInc()->IgnoreParenImpCasts());
  bool byOne = step && step->isIncrementOp() && isa<DeclRefExpr>(step->getSubExpr()->IgnoreParenImpCasts()) &&
               cast<DeclRefExpr>(step->getSubExpr()->IgnoreParenImpCasts())->getDecl() == var;
  return startsAtZero && byOne ? cond->getRHS() : nullptr;
}

// A local container filled one element at a time in a counted loop inside its scope
// (`std::vector<T> v; for (i = 0; i < n; ++i) v.push_back(...)`): it reallocates about log2(n)
// times, the last block at least n elements, and dies at the end of its scope. Reported like a
// sized container when the loop's trip count is known or follows a parameter
// (facts/builder/ContainerGrowth.h).
void Walker::addGrowthBlock(const CXXMemberCallExpr *call, const Expr *object, QualType objectType,
                            llvm::StringRef method) {
  const auto *ref = dyn_cast<DeclRefExpr>(object->IgnoreParenImpCasts());
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  auto end = var ? scopeEnds.find(var) : scopeEnds.end();
  int loop = currentLoop();
  if (end == scopeEnds.end() || loop < 0 || loop == end->second.loop ||
      !facts::loopWithin(facts, loop, end->second.loop))
    return;
  std::string key = keyOf(var);
  if (!builder::firstGrowthOf(facts, key))
    return;
  const Expr *bound = tripCountBound(loopStmts[loop], ctx);
  if (!bound)
    return;
  QualType element = containerElementType(objectType);
  facts::Size size = sizes.size({bound}, sizes.sizeOf(element),
                                element.getAsString(ctx.getPrintingPolicy()));
  if (!builder::describeGrowth(size, method.str(), locations.range(loopStmts[loop]->getBeginLoc()).line))
    return;
  if (containerKind(objectType) == ContainerKind::Vector && element->isBooleanType())
    builder::packBits(size);
  Owner owner = ownerFromLValue(object);
  std::string typeName = objectType.getUnqualifiedType().getAsString(ctx.getPrintingPolicy());
  addBlock(facts::BlockKind::Container, typeName + "::" + method.str(), call, std::move(size),
           /*valueInitialized=*/false, owner);
  facts.blocks.back().loop = end->second.loop;
}

void Walker::onNew(const CXXNewExpr *expr) {
  const FunctionDecl *opNew = expr->getOperatorNew();
  if (opNew && opNew->isReservedGlobalPlacementOperator())
    return; // placement new constructs in existing memory
  QualType type = expr->getAllocatedType();
  std::string typeName = type.getAsString(ctx.getPrintingPolicy());
  if (expr->isArray()) {
    std::optional<const Expr *> count = expr->getArraySize();
    if (!count || !*count)
      return;
    facts::Size size = sizes.size({*count}, sizes.sizeOf(type), typeName);
    addBlock(facts::BlockKind::NewArray, "new " + typeName + "[]", expr, std::move(size),
             expr->hasInitializer(), ownerOfCurrent());
  } else {
    uint64_t bytes = sizes.sizeOf(type);
    addBlock(facts::BlockKind::NewObject, "new " + typeName, expr,
             facts::Size{bytes ? std::optional<uint64_t>(bytes) : std::nullopt,
                         "sizeof(" + typeName + ")", "", -1},
             expr->hasInitializer(), ownerOfCurrent());
    if (const CXXConstructExpr *construct = expr->getConstructExpr())
      addOwnedBlocks(construct->getConstructor(), {construct->getArgs(), construct->getNumArgs()}, expr,
                     ownerOfCurrent());
  }
}

void Walker::onDelete(const CXXDeleteExpr *expr) {
  addRelease(keyOf(expr->getArgument()), facts::ReleaseKind::Delete,
             expr->isArrayForm() ? "delete[]" : "delete", expr);
}

void Walker::onConstruct(const CXXConstructExpr *expr) {
  if (isThreadType(expr->getType()) && expr->getNumArgs() > 0 &&
      !expr->getConstructor()->isCopyOrMoveConstructor()) {
    addThreadStart(expr, expr->getArg(0));
    return;
  }
  ContainerKind container = containerKind(expr->getType());
  if (container == ContainerKind::None) {
    // An owner class made here; `new T(...)` is onNew's, where the pointer owns the object.
    bool inNew = parents.size() >= 2 && isa_and_nonnull<CXXNewExpr>(parents[parents.size() - 2].stmt);
    if (!inNew)
      addOwnedBlocks(expr->getConstructor(), {expr->getArgs(), expr->getNumArgs()}, expr,
                     ownerOfCurrent());
    return;
  }
  const CXXConstructorDecl *ctor = expr->getConstructor();
  if (!ctor || ctor->isCopyOrMoveConstructor())
    return;
  // Which argument is the element count: vector/deque/string (n, ...), valarray (n) or
  // valarray(value, n) / valarray(pointer, n).
  int countArg = -1;
  auto integerParam = [&](unsigned i) {
    return i < ctor->getNumParams() && i < expr->getNumArgs() &&
           ctor->getParamDecl(i)->getType()->isIntegerType() &&
           !isa<CXXDefaultArgExpr>(expr->getArg(i));
  };
  if (container == ContainerKind::Valarray) {
    if (ctor->getNumParams() == 1 && integerParam(0))
      countArg = 0;
    else if (ctor->getNumParams() == 2 && integerParam(1))
      countArg = 1;
  } else if (integerParam(0)) {
    countArg = 0;
  }
  if (countArg < 0)
    return;
  QualType type = expr->getType().getUnqualifiedType();
  QualType element = containerElementType(type);
  facts::Size size = sizes.size({expr->getArg(countArg)}, sizes.sizeOf(element),
                                element.getAsString(ctx.getPrintingPolicy()));
  if (container == ContainerKind::String)
    builder::addStringTerminator(size, sizes.sizeOf(element));
  // `out += std::string(width, ' ')`: a temporary padding string (item 15 of "Unknown sizes").
  // A named string may be a buffer written into (`&s[0]`, `s.data()`), so only temporaries.
  if (container == ContainerKind::String && isa<CXXTemporaryObjectExpr>(expr) && expr->getNumArgs() >= 2 &&
      (expr->getNumArgs() == 2 || isa<CXXDefaultArgExpr>(expr->getArg(2))) && // the default allocator
      builder::paddingOwner(ownerOfCurrent().kind, takenByPlainAssignment()))
    if (const auto *fill = dyn_cast<CharacterLiteral>(expr->getArg(1)->IgnoreParenImpCasts()))
      if (builder::isPaddingCharacter(fill->getValue()))
        builder::markPaddingString(size);
  if (container == ContainerKind::Vector && element->isBooleanType())
    builder::packBits(size);
  addBlock(facts::BlockKind::Container, type.getAsString(ctx.getPrintingPolicy()), expr,
           std::move(size), /*valueInitialized=*/true, ownerOfCurrent());
}

// mallopt(M_MMAP_THRESHOLD, ...) and friends, or MALLOC_*_ / GLIBC_TUNABLES put in the
// environment (facts/builder/AllocatorSettings.h decides which); here, only how Clang reads the
// arguments.
void Walker::addAllocatorSetting(const CallExpr *call, llvm::StringRef name) {
  struct Arguments : builder::SettingArguments {
    const CallExpr *call;
    SizeEvaluator &sizes;
    const Locations &locations;
    Arguments(const CallExpr *call, SizeEvaluator &sizes, const Locations &locations)
        : call(call), sizes(sizes), locations(locations) {}
    size_t count() const override { return call->getNumArgs(); }
    std::optional<int64_t> constant(size_t i) const override {
      auto v = sizes.symbolic(call->getArg(i));
      return v ? v->constant : std::nullopt;
    }
    std::string literal(size_t i) const override {
      if (i >= call->getNumArgs())
        return "";
      // IgnoreParenCasts: C++ spells putenv(const_cast<char *>("NAME=value")).
      if (const auto *str = dyn_cast<StringLiteral>(call->getArg(i)->IgnoreParenCasts()))
        return str->getString().str();
      return "";
    }
    std::string text(size_t i) const override {
      return locations.text(call->getArg(i)->getSourceRange());
    }
  };
  if (auto setting = builder::allocatorSetting(name, Arguments(call, sizes, locations), rangeOf(call)))
    facts.allocatorSettings.push_back(std::move(*setting));
}

// Whether the expression being walked (parents.back()) is the right-hand side of a plain `x = `
// (the built-in operator or a class's operator=), through implicit nodes and parentheses.
bool Walker::takenByPlainAssignment() const {
  for (size_t i = parents.size() - 1; i-- > 0;) {
    const Stmt *s = parents[i].stmt;
    if (!s)
      return false;
    if (isa<ImplicitCastExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr, ParenExpr,
            ExprWithCleanups, CXXFunctionalCastExpr>(s))
      continue;
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(s))
      return op->getOperator() == OO_Equal;
    if (const auto *op = dyn_cast<BinaryOperator>(s))
      return op->getOpcode() == BO_Assign;
    return false;
  }
  return false;
}

} // namespace faultline::extract::walker
