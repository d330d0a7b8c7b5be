#include "extract/FunctionWalker.h"

#include "extract/KnownFunctions.h"
#include "extract/SizeEvaluator.h"
#include "extract/TypeKinds.h"
#include "facts/builder/AllocatorSettings.h"
#include "facts/builder/BlockOwnership.h"
#include "facts/builder/CallResult.h"
#include "facts/builder/ConfiguredFunctions.h"
#include "facts/builder/EventFacts.h"
#include "facts/builder/OwnerJoin.h"
#include "facts/builder/ProductSize.h"
#include "facts/builder/StreamEvents.h"
#include "facts/builder/StringTerminator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"

#include <map>

using namespace clang;

namespace faultline::extract {
namespace {

// The USR the join matches callees by, or "" when Clang cannot make one.
std::string usrOf(const FunctionDecl *fn) {
  llvm::SmallString<128> usr;
  if (index::generateUSRForDecl(fn, usr))
    return "";
  return std::string(usr);
}

// Deep expression trees (generated code) must not overflow the stack; beyond this depth the
// walker stops descending, which can only lose facts, never invent them.
constexpr unsigned kMaxWalkDepth = 1500;

// One entry of the ancestor stack: a statement, or a variable whose initialiser is being walked.
struct Ancestor {
  const Stmt *stmt = nullptr;
  const VarDecl *var = nullptr;
};

// Who receives a freshly allocated block.
// The kinds are shared with fast mode (facts/builder/CallResult.h): the join reads them alike.
struct Owner : builder::OwnerKinds {
  Kind kind = None;
  std::string key;                 // matches releases, escapes and stream operations
  const VarDecl *var = nullptr;    // for Variable (and Reassigned of a variable)
  const Expr *assignment = nullptr; // for Reassigned: the assignment that releases the old block
  const Expr *fullExpression = nullptr; // for Temporary
};

class Walker {
public:
  Walker(ASTContext &ctx, Locations &locations, const ExtractOptions &options,
         const FunctionDecl *function)
      : ctx(ctx), locations(locations), options(options), function(function),
        mutated(collectMutatedVariables(function->getBody())),
        sizes(ctx, locations, function, mutated) {}

  facts::FunctionFacts run(std::string displayName);

private:
  // -- walking
  void visit(const Stmt *s);
  void visitChildren(const Stmt *s);
  void visitLoop(const Stmt *loop, facts::LoopKind kind, SourceRange header,
                 std::initializer_list<const Stmt *> before, std::initializer_list<const Stmt *> inside);
  void visitDeclStmt(const DeclStmt *decl);
  int currentLoop() const { return loops.empty() ? -1 : loops.back(); }

  // -- events
  void onCall(const CallExpr *call);
  void onMemberCall(const CXXMemberCallExpr *call, const CXXMethodDecl *method);
  void onLibraryCall(const CallExpr *call, const FunctionDecl *callee, llvm::StringRef name);
  void onNew(const CXXNewExpr *expr);
  void onDelete(const CXXDeleteExpr *expr);
  void onConstruct(const CXXConstructExpr *expr);
  void onVariableUse(const DeclRefExpr *ref);
  void onVariableDeclared(const VarDecl *var);

  void addBlock(facts::BlockKind kind, std::string allocator, const Expr *at, facts::Size size,
                bool valueInitialized, Owner owner);
  void addRelease(const std::string &key, facts::ReleaseKind kind, std::string function,
                  const Expr *at);
  void addEscape(const std::string &key, facts::EscapeKind kind, const Expr *at);
  void addCallSite(const CallExpr *call, const FunctionDecl *callee);
  void addThreadStart(const Expr *at, const Expr *function);
  void addAllocatorSetting(const CallExpr *call, llvm::StringRef name);
  void addStreamEvent(const CallExpr *call, const StreamFunction &fn);

  // -- helpers
  Owner ownerOfCurrent() const; // who receives the value of parents.back()
  Owner ownerFromLValue(const Expr *lhs) const;
  std::string keyOf(const Expr *e) const;
  std::string keyOf(const VarDecl *var) const;
  const Expr *fullExpressionOfCurrent() const;
  facts::SourceRange rangeOf(const Stmt *s) { return locations.range(s->getSourceRange()); }
  uint64_t orderOf(const Stmt *s) const { return locations.order(s->getBeginLoc()); }
  builder::CallPlace placeOf(const Stmt *s) { return {rangeOf(s), currentLoop(), orderOf(s)}; }
  uint64_t endOrderOf(const Stmt *s) const { return locations.order(s->getEndLoc()) + 1; }
  void finish();

  ASTContext &ctx;
  Locations &locations;
  const ExtractOptions &options;
  const FunctionDecl *function;
  llvm::DenseSet<const VarDecl *> mutated;
  SizeEvaluator sizes;

  facts::FunctionFacts facts;
  std::vector<Ancestor> parents;
  std::vector<int> loops;
  unsigned depth = 0;
  unsigned parallelDepth = 0; // inside an OpenMP parallel region

  using ScopeEnd = builder::ScopeEnd;
  llvm::DenseMap<const VarDecl *, ScopeEnd> scopeEnds; // local RAII owners
  llvm::DenseSet<const VarDecl *> staticOwners;
  std::map<std::string, std::vector<facts::Release>> releases; // by owner key
  std::map<std::string, std::vector<facts::Release>> closes;   // streams, by key
  std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> escapes;
  std::vector<std::pair<size_t, Owner>> blockOwners; // index into facts.blocks
  std::vector<std::pair<size_t, Owner>> streamOwners; // index into facts.streamOpens
  std::vector<std::pair<size_t, Owner>> callOwners;   // index into facts.calls
};

// ---------------------------------------------------------------------------------------------
// Walking

facts::FunctionFacts Walker::run(std::string displayName) {
  facts.name = std::move(displayName);
  llvm::SmallString<128> usr;
  if (!index::generateUSRForDecl(function, usr))
    facts.usr = std::string(usr);
  facts.range = locations.range(function->getLocation());
  visit(function->getBody());
  finish();
  return std::move(facts);
}

void Walker::visit(const Stmt *s) {
  if (!s || depth > kMaxWalkDepth)
    return;
  ++depth;
  parents.push_back({s, nullptr});
  if (const auto *loop = dyn_cast<ForStmt>(s)) {
    visitLoop(s, facts::LoopKind::For, {loop->getForLoc(), loop->getRParenLoc()},
              {loop->getInit()}, {loop->getConditionVariableDeclStmt(), loop->getCond(),
                                  loop->getInc(), loop->getBody()});
  } else if (const auto *loop = dyn_cast<WhileStmt>(s)) {
    visitLoop(s, facts::LoopKind::While, {loop->getWhileLoc(), loop->getRParenLoc()}, {},
              {loop->getConditionVariableDeclStmt(), loop->getCond(), loop->getBody()});
  } else if (const auto *loop = dyn_cast<DoStmt>(s)) {
    visitLoop(s, facts::LoopKind::Do, {loop->getDoLoc(), loop->getDoLoc()}, {},
              {loop->getBody(), loop->getCond()});
  } else if (const auto *loop = dyn_cast<CXXForRangeStmt>(s)) {
    // The range initialiser runs once; the loop variable and body run per iteration.
    visitLoop(s, facts::LoopKind::RangeFor, {loop->getForLoc(), loop->getRParenLoc()},
              {loop->getInit(), loop->getRangeStmt(), loop->getBeginStmt(), loop->getEndStmt()},
              {loop->getCond(), loop->getInc(), loop->getLoopVarStmt(), loop->getBody()});
  } else if (const auto *lambda = dyn_cast<LambdaExpr>(s)) {
    // A lambda body is a function of its own; only its captures are evaluated here.
    for (const Expr *init : lambda->capture_inits())
      visit(init);
  } else if (const auto *omp = dyn_cast<OMPExecutableDirective>(s)) {
    // Loops and calls in a parallel region run on the team's threads.
    bool parallel = isOpenMPParallelDirective(omp->getDirectiveKind());
    parallelDepth += parallel;
    visitChildren(s);
    parallelDepth -= parallel;
  } else if (const auto *captured = dyn_cast<CapturedStmt>(s)) {
    // An OpenMP region's body lives behind the captured statement; its children are only the
    // capture initialisers.
    visit(captured->getCapturedStmt());
  } else if (isa<BlockExpr>(s)) {
    // Objective-C blocks: not analysed.
  } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
    visitDeclStmt(decl);
  } else {
    if (const auto *call = dyn_cast<CallExpr>(s))
      onCall(call);
    else if (const auto *expr = dyn_cast<CXXNewExpr>(s))
      onNew(expr);
    else if (const auto *expr = dyn_cast<CXXDeleteExpr>(s))
      onDelete(expr);
    else if (const auto *expr = dyn_cast<CXXConstructExpr>(s))
      onConstruct(expr);
    else if (const auto *ref = dyn_cast<DeclRefExpr>(s))
      onVariableUse(ref);
    visitChildren(s);
  }
  parents.pop_back();
  --depth;
}

void Walker::visitChildren(const Stmt *s) {
  for (const Stmt *child : s->children())
    visit(child);
}

void Walker::visitLoop(const Stmt *loop, facts::LoopKind kind, SourceRange header,
                       std::initializer_list<const Stmt *> before,
                       std::initializer_list<const Stmt *> inside) {
  for (const Stmt *s : before)
    visit(s);
  facts::Loop fact;
  fact.id = static_cast<int>(facts.loops.size());
  fact.kind = kind;
  fact.range = locations.range(header);
  fact.parent = currentLoop();
  fact.parallel = parallelDepth > 0 || (fact.parent >= 0 && facts.loops[fact.parent].parallel);
  facts.loops.push_back(fact);
  loops.push_back(fact.id);
  for (const Stmt *s : inside)
    visit(s);
  loops.pop_back();
}

void Walker::visitDeclStmt(const DeclStmt *decl) {
  for (const Decl *d : decl->decls()) {
    const auto *var = dyn_cast<VarDecl>(d);
    if (!var)
      continue;
    onVariableDeclared(var);
    if (const Expr *init = var->getInit()) {
      parents.push_back({nullptr, var});
      visit(init);
      parents.pop_back();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Ownership

std::string Walker::keyOf(const VarDecl *var) const {
  if (var->hasGlobalStorage() && !var->isStaticLocal()) {
    llvm::StringRef name = var->getName();
    if (name == "stdout" || name == "stdin" || name == "stderr")
      return name.str();
  }
  auto at = const_cast<Locations &>(locations).point(var->getLocation());
  return var->getName().str() + "@" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

std::string Walker::keyOf(const Expr *e) const {
  if (!e)
    return "";
  e = e->IgnoreParenCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
      return keyOf(var);
  // A field or element (s->buf, ctx.scratch[i]): matched by its text within the function.
  return "expr:" + locations.text(e->getSourceRange());
}

Owner Walker::ownerFromLValue(const Expr *lhs) const {
  Owner owner;
  lhs = lhs->IgnoreParenImpCasts();
  owner.key = keyOf(lhs);
  if (const auto *ref = dyn_cast<DeclRefExpr>(lhs))
    owner.var = dyn_cast<VarDecl>(ref->getDecl());
  owner.kind = owner.var ? Owner::Variable : Owner::LValue;
  return owner;
}

const Expr *Walker::fullExpressionOfCurrent() const {
  const Expr *full = nullptr;
  for (size_t i = parents.size(); i-- > 0;) {
    const auto *e = dyn_cast_or_null<Expr>(parents[i].stmt);
    if (!e)
      break;
    full = e;
  }
  return full;
}

// Walks up from the expression being visited through conversions, parentheses, temporaries and
// owning wrappers (unique_ptr<T[]>(new T[n])) to whatever receives the block.
Owner Walker::ownerOfCurrent() const {
  Owner owner;
  if (parents.empty())
    return owner;
  const Stmt *child = parents.back().stmt;
  bool temporary = false;
  for (size_t i = parents.size() - 1; i-- > 0;) {
    const Ancestor &a = parents[i];
    if (a.var) {
      owner.kind = Owner::Variable;
      owner.var = a.var;
      owner.key = keyOf(a.var);
      return owner;
    }
    const Stmt *s = a.stmt;
    if (isa<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, ExprWithCleanups, CXXBindTemporaryExpr,
            ConditionalOperator>(s)) {
      child = s;
      continue;
    }
    if (isa<MaterializeTemporaryExpr>(s)) {
      temporary = true;
      child = s;
      continue;
    }
    if (const auto *construct = dyn_cast<CXXConstructExpr>(s)) {
      QualType type = construct->getType();
      if (isOwningPointer(type) || construct->getConstructor()->isCopyOrMoveConstructor()) {
        child = s;
        continue;
      }
      owner.kind = Owner::Stored; // handed to some other object's constructor
      return owner;
    }
    if (const auto *list = dyn_cast<InitListExpr>(s)) {
      if (list->getNumInits() == 1 && !list->getType()->isAggregateType()) {
        child = s;
        continue;
      }
      owner.kind = Owner::Stored; // a field or element of an aggregate
      return owner;
    }
    if (const auto *op = dyn_cast<BinaryOperator>(s)) {
      if (op->isAssignmentOp() && op->getRHS() == child)
        return ownerFromLValue(op->getLHS());
      if (op->getOpcode() == BO_Comma && op->getRHS() == child) {
        child = s;
        continue;
      }
      owner.kind = Owner::None; // compared, tested: not kept
      return owner;
    }
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(s)) {
      if (op->isAssignmentOp() && op->getNumArgs() == 2 && op->getArg(1) == child) {
        owner = ownerFromLValue(op->getArg(0));
        owner.kind = Owner::Reassigned;
        owner.assignment = op;
        return owner;
      }
    }
    if (const auto *call = dyn_cast<CXXMemberCallExpr>(s)) {
      const CXXMethodDecl *method = call->getMethodDecl();
      const Expr *object = call->getImplicitObjectArgument();
      if (method && method->getIdentifier() && method->getName() == "reset" && object &&
          isOwningPointer(object->getType())) {
        owner = ownerFromLValue(object);
        owner.kind = Owner::Reassigned;
        owner.assignment = call;
        return owner;
      }
    }
    if (isa<ReturnStmt>(s)) {
      owner.kind = Owner::Returned;
      return owner;
    }
    if (isa<CallExpr>(s)) {
      owner.kind = temporary || isa<CXXConstructExpr>(parents.back().stmt) ? Owner::Temporary
                                                                         : Owner::Argument;
      owner.fullExpression = fullExpressionOfCurrent();
      return owner;
    }
    break;
  }
  // Discarded (an expression statement) or used in place: a temporary dies at the end of the
  // full-expression; a raw pointer nobody keeps is simply leaked.
  owner.kind = Owner::Temporary;
  owner.fullExpression = fullExpressionOfCurrent();
  return owner;
}

void Walker::onVariableDeclared(const VarDecl *var) {
  QualType type = var->getType();
  bool raii = isOwningPointer(type) || containerKind(type) != ContainerKind::None;
  if (!raii)
    return;
  if (var->isStaticLocal() || var->hasGlobalStorage()) {
    staticOwners.insert(var);
    return;
  }
  // The variable dies at the end of the enclosing compound statement (the DeclStmt is
  // parents.back(); its parent is the scope).
  ScopeEnd end;
  end.loop = currentLoop();
  const Stmt *scope = parents.size() >= 2 ? parents[parents.size() - 2].stmt : nullptr;
  if (const auto *compound = dyn_cast_or_null<CompoundStmt>(scope)) {
    end.range = locations.point(compound->getRBracLoc());
    end.order = locations.order(compound->getRBracLoc());
  } else {
    const Stmt *at = scope ? scope : parents.back().stmt;
    end.range = locations.point(at->getEndLoc());
    end.order = endOrderOf(at);
  }
  scopeEnds[var] = end;
}

void Walker::onVariableUse(const DeclRefExpr *ref) {
  const auto *var = dyn_cast<VarDecl>(ref->getDecl());
  if (!var || parents.size() < 2)
    return;
  // A raw pointer handed to longer-lived storage or returned, or an owner moved away: the block
  // outlives the iteration even if the code also frees it on some path.
  size_t i = parents.size() - 2;
  auto transparent = [](const Stmt *s) {
    if (const auto *construct = dyn_cast_or_null<CXXConstructExpr>(s)) // return v; moves v
      return construct->getConstructor()->isCopyOrMoveConstructor();
    return isa_and_nonnull<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, ExprWithCleanups,
                           MaterializeTemporaryExpr, CXXBindTemporaryExpr>(s);
  };
  while (i > 0 && transparent(parents[i].stmt))
    --i;
  const Stmt *user = parents[i].stmt;
  if (!user) {
    if (parents[i].var && var->getType()->isPointerType() && parents[i].var->hasGlobalStorage())
      addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
    return;
  }
  if (isa<ReturnStmt>(user)) {
    addEscape(keyOf(var), facts::EscapeKind::Returned, ref);
    return;
  }
  if (var->getType()->isPointerType()) {
    if (const auto *op = dyn_cast<BinaryOperator>(user)) {
      // q = p (a copy of the pointer kept elsewhere), not n += (size_t)p or p = q.
      if (op->getOpcode() == BO_Assign && op->getRHS()->IgnoreParenCasts() == ref &&
          keyOf(op->getLHS()) != keyOf(var))
        addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
    } else if (const auto *list = dyn_cast<InitListExpr>(user)) {
      (void)list;
      addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
    } else if (const auto *call = dyn_cast<CXXMemberCallExpr>(user)) {
      const CXXMethodDecl *method = call->getMethodDecl();
      if (method && method->getIdentifier()) {
        llvm::StringRef name = method->getName();
        if (name.starts_with("push") || name.starts_with("emplace") || name == "insert")
          addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Events

void Walker::addBlock(facts::BlockKind kind, std::string allocator, const Expr *at,
                      facts::Size size, bool valueInitialized, Owner owner) {
  facts::Block block = builder::newBlock(static_cast<int>(facts.blocks.size()), kind,
                                         std::move(allocator), placeOf(at), std::move(size),
                                         valueInitialized, owner.key);
  if (owner.var) {
    block.variable = owner.var->getName().str();
    block.declaration = locations.range(owner.var->getLocation());
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
  releases[key].push_back({kind, rangeOf(at), std::move(function), currentLoop(), orderOf(at)});
}

void Walker::addEscape(const std::string &key, facts::EscapeKind kind, const Expr *at) {
  if (!escapes.count(key))
    escapes[key] = {kind, rangeOf(at)};
}

void Walker::onCall(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee)
    return;
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
  if (const AllocatorSpec *spec = builder::configuredAllocator(options, name, qualified)) {
    std::vector<const Expr *> factors;
    for (unsigned arg : spec->sizeArgs)
      if (arg < call->getNumArgs())
        factors.push_back(call->getArg(arg));
    facts::Size size = factors.empty() ? builder::declaredFootprint(spec->name, spec->footprint)
                                       : sizes.size(factors);
    addBlock(facts::BlockKind::Custom, spec->name, call, std::move(size), false, ownerOfCurrent());
    return;
  }
  if (builder::isConfiguredReleaser(options, name, qualified) && call->getNumArgs() > 0) {
    addRelease(keyOf(call->getArg(0)), facts::ReleaseKind::Free, name.str(), call);
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
      }
      return;
    }
  }
  if (global)
    onLibraryCall(call, callee, name);
  if (!locations.inSystemHeader(callee->getLocation()))
    addCallSite(call, callee);
}

void Walker::onLibraryCall(const CallExpr *call, const FunctionDecl *callee, llvm::StringRef name) {
  if (const AllocationFunction *fn = findAllocationFunction(name)) {
    for (unsigned arg : fn->sizeArgs)
      if (arg >= call->getNumArgs())
        return;
    if (fn->nullFirstArgOnly &&
        !call->getArg(0)->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull))
      return; // realloc(p, n) grows an existing block
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

// The stream facts themselves are built in facts/builder/StreamEvents.h, alike for fast mode;
// here, how Clang reads the call's arguments and who owns an opened stream.
void Walker::addStreamEvent(const CallExpr *call, const StreamFunction &fn) {
  struct Arguments : builder::StreamArguments {
    Walker &walker;
    const CallExpr *call;
    Arguments(Walker &walker, const CallExpr *call) : walker(walker), call(call) {}
    size_t count() const override { return call->getNumArgs(); }
    std::string key(size_t i) const override { return walker.keyOf(call->getArg(i)); }
    std::optional<uint64_t> value(size_t i) const override {
      return walker.sizes.value(call->getArg(i));
    }
    bool isNull(size_t i) const override {
      return call->getArg(i)->isNullPointerConstant(walker.ctx, Expr::NPC_ValueDependentIsNotNull);
    }
  };
  Arguments args(*this, call);
  builder::CallPlace at = placeOf(call);
  switch (fn.role) {
  case StreamRole::Open: {
    Owner owner = ownerOfCurrent();
    streamOwners.emplace_back(facts.streamOpens.size(), owner);
    facts.streamOpens.push_back(builder::streamOpen(fn, at, owner.kind, owner.key));
    return;
  }
  case StreamRole::Close:
    if (std::string key = builder::streamKey(fn, args); !key.empty())
      closes[key].push_back(builder::streamClose(fn, at));
    return;
  case StreamRole::Buffering:
    facts.bufferingChanges.push_back(builder::bufferingChange(fn, args, at));
    return;
  case StreamRole::Read:
  case StreamRole::Write:
    if (auto op = builder::streamOp(fn, args, at))
      facts.streamOps.push_back(std::move(*op));
    return;
  }
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
  bool sizing = name == "resize" || name == "assign" || name == "reserve";
  if (!sizing || call->getNumArgs() == 0 || method->getNumParams() == 0 ||
      !method->getParamDecl(0)->getType()->isIntegerType())
    return;
  QualType element = containerElementType(objectType);
  std::string typeName = objectType.getUnqualifiedType().getAsString(ctx.getPrintingPolicy());
  facts::Size size = sizes.size({call->getArg(0)}, sizes.sizeOf(element),
                                element.getAsString(ctx.getPrintingPolicy()));
  if (container == ContainerKind::String && name != "reserve")
    builder::addStringTerminator(size, sizes.sizeOf(element));
  Owner owner = ownerFromLValue(object);
  addBlock(facts::BlockKind::Container, typeName + "::" + name.str(), call, std::move(size),
           /*valueInitialized=*/name != "reserve", owner);
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
  if (container == ContainerKind::None)
    return;
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
  addBlock(facts::BlockKind::Container, type.getAsString(ctx.getPrintingPolicy()), expr,
           std::move(size), /*valueInitialized=*/true, ownerOfCurrent());
}

void Walker::addCallSite(const CallExpr *call, const FunctionDecl *callee) {
  facts::CallSite site = builder::newCallSite(functionDisplayName(callee, locations), usrOf(callee),
                                              placeOf(call), parallelDepth > 0);
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    const auto *callee = dyn_cast<MemberExpr>(member->getCallee()->IgnoreParens());
    site.isVirtual = member->getMethodDecl() && member->getMethodDecl()->isVirtual() &&
                     !(callee && callee->hasQualifier());
  }
  // A call operator's first argument is the object itself; parameters start after it.
  unsigned first = isa<CXXOperatorCallExpr>(call) ? 1 : 0;
  for (unsigned i = first; i < call->getNumArgs(); ++i) {
    const Expr *arg = call->getArg(i);
    std::optional<facts::SymbolicValue> v;
    if (arg->getType()->isIntegerType())
      v = sizes.symbolic(arg);
    site.arguments.push_back(v ? *v : facts::SymbolicValue{});
    const Expr *bare = arg->IgnoreParenCasts();
    bool named = isa<DeclRefExpr, MemberExpr>(bare) &&
                 (arg->getType()->isPointerType() || arg->getType()->isRecordType());
    site.argumentKeys.push_back(named ? keyOf(bare) : "");
  }
  Owner owner = ownerOfCurrent();
  builder::setCallResult(site, owner.kind, owner.key);
  callOwners.emplace_back(facts.calls.size(), owner);
  facts.calls.push_back(std::move(site));
}

// pthread_create(&t, attr, worker, arg), std::thread(worker, ...), std::async(worker): the
// function (or lambda) named by `function` runs on another thread; record it as a call from
// here that starts a thread, so the join can mark everything it reaches.
void Walker::addThreadStart(const Expr *at, const Expr *function) {
  const Expr *e = function->IgnoreParenImpCasts();
  while (true) {
    if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
      e = m->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *b = dyn_cast<CXXBindTemporaryExpr>(e))
      e = b->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *c = dyn_cast<CXXConstructExpr>(e); c && c->getNumArgs() == 1 &&
                                                          c->getConstructor()->isCopyOrMoveConstructor())
      e = c->getArg(0)->IgnoreParenImpCasts();
    else if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_AddrOf)
      e = u->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *c = dyn_cast<ExplicitCastExpr>(e))
      e = c->getSubExpr()->IgnoreParenImpCasts();
    else
      break;
  }
  const FunctionDecl *target = nullptr;
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    target = dyn_cast<FunctionDecl>(ref->getDecl());
  else if (const auto *lambda = dyn_cast<LambdaExpr>(e))
    target = lambda->getCallOperator();
  if (!target || locations.inSystemHeader(target->getLocation()))
    return;
  facts.calls.push_back(
      builder::threadStartSite(functionDisplayName(target, locations), usrOf(target), placeOf(at)));
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

// ---------------------------------------------------------------------------------------------
// Joining owners, releases and escapes once the whole body has been read.

void Walker::finish() {
  builder::OwnerEvents events{releases, closes, escapes};
  auto variableOf = [&](const Owner &owner) {
    builder::OwnerVariable variable;
    if (!owner.var)
      return variable;
    variable.isStatic = staticOwners.contains(owner.var);
    if (auto end = scopeEnds.find(owner.var); end != scopeEnds.end()) {
      variable.scopeEnd = &end->second;
      variable.name = owner.var->getName();
    }
    return variable;
  };
  for (unsigned i = 0; i < function->getNumParams(); ++i)
    facts.parameterKeys.push_back(keyOf(function->getParamDecl(i)));
  builder::joinOwners(facts, events, blockOwners, callOwners, streamOwners, variableOf);
}

} // namespace

std::string functionDisplayName(const FunctionDecl *fn, Locations &locations) {
  const auto *method = dyn_cast<CXXMethodDecl>(fn);
  if (!method || !method->getParent()->isLambda())
    return fn->getQualifiedNameAsString();
  std::string enclosing;
  if (const auto *outer =
          dyn_cast_or_null<FunctionDecl>(method->getParent()->getParentFunctionOrMethod()))
    enclosing = functionDisplayName(outer, locations) + "::";
  auto at = locations.point(method->getParent()->getLocation());
  return enclosing + "(lambda at line " + std::to_string(at.line) + ")";
}

facts::FunctionFacts walkFunction(ASTContext &ctx, Locations &locations,
                                  const ExtractOptions &options, const FunctionDecl *function,
                                  std::string displayName) {
  Walker walker(ctx, locations, options, function);
  return walker.run(std::move(displayName));
}

} // namespace faultline::extract
