// The Clang function walker's class, shared by its three source files: FunctionWalker.cpp
// (walking statements and loops, joining at the end), WalkerOwners.cpp (who owns a block, keys,
// escapes) and WalkerEvents.cpp (calls, new/delete, constructors, streams, threads, settings).
// Private to analyzer/extract: everything else uses FunctionWalker.h.
#pragma once

#include "extract/ConstantBranches.h"
#include "extract/ControlFlow.h"
#include "extract/DeclKeys.h"
#include "extract/DescriptorOrigin.h"
#include "extract/FunctionWalker.h"
#include "extract/LoopVariance.h"
#include "extract/OwnerClasses.h"
#include "extract/KnownFunctions.h"
#include "extract/SizeEvaluator.h"
#include "extract/TypeKinds.h"
#include "facts/builder/AllocatorSettings.h"
#include "facts/builder/BlockOwnership.h"
#include "facts/builder/CallResult.h"
#include "facts/builder/ConfiguredFunctions.h"
#include "facts/builder/ContainerGrowth.h"
#include "facts/builder/EventFacts.h"
#include "facts/builder/EventSettling.h"
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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"

#include <map>

namespace faultline::extract::walker {

using namespace clang;

// Deep expression trees (generated code) must not overflow the stack; beyond this depth the
// walker stops descending, which can only lose facts, never invent them.
inline constexpr unsigned kMaxWalkDepth = 1500;

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
  const Expr *lvalue = nullptr;    // for LValue: the field or element stored into
};

// The one constructor of `type` that `arguments` arguments can call, or null when there are
// several (std::make_unique<T>(args...): its body, in a system header, is not parsed, so the
// `new T(...)` in it cannot be asked).
const CXXConstructorDecl *constructorTaking(QualType type, unsigned arguments);

// A function of this translation unit whose own body renames a file (crunch's renamefile): the
// index of the parameter it moves away (rename's source), -1 when it renames something else,
// nothing when it renames nothing (WalkerStreams.cpp).
std::optional<int> renamesInBody(const FunctionDecl *callee);

class Walker {
public:
  Walker(ASTContext &ctx, Locations &locations, const ExtractOptions &options,
         const FunctionDecl *function)
      : ctx(ctx), locations(locations), options(options), function(function),
        mutated(collectMutatedVariables(function->getBody())), switchFacts(function, mutated),
        sizes(ctx, locations, function, mutated, &options), onceShapes(ctx, function),
        variance(function->getBody()), ownerClasses(ctx, locations, options),
        dependentConditions(function) {}

  facts::FunctionFacts run(std::string displayName);

private:
  // -- walking
  void visit(const Stmt *s);
  void visitChildren(const Stmt *s);
  void visitLoop(const Stmt *loop, facts::LoopKind kind, SourceRange header,
                 std::initializer_list<const Stmt *> before, std::initializer_list<const Stmt *> inside);
  void visitDeclStmt(const DeclStmt *decl);
  bool runsOnce(const DoStmt *loop) const; // do { ... } while (0)
  int currentLoop() const { return loops.empty() ? -1 : loops.back(); }

  // -- events
  void onCall(const CallExpr *call);
  void onMemberCall(const CXXMemberCallExpr *call, const CXXMethodDecl *method);
  void onLibraryCall(const CallExpr *call, const FunctionDecl *callee, llvm::StringRef name);
  void onNew(const CXXNewExpr *expr);
  void addGrowthBlock(const CXXMemberCallExpr *call, const Expr *object, QualType objectType,
                      llvm::StringRef method);
  void onDelete(const CXXDeleteExpr *expr);
  void onConstruct(const CXXConstructExpr *expr);
  void onVariableUse(const DeclRefExpr *ref);
  // An object of an owner class (OwnerClasses.h) made by `construct` at `at` (the construction,
  // `new T(...)` or `make_unique<T>(...)`): a block per member its constructor allocates, owned
  // like the object. False when the class owns nothing.
  bool addOwnedBlocks(const CXXConstructorDecl *ctor, llvm::ArrayRef<const Expr *> args,
                      const Expr *at, const Owner &owner);
  void addOwnedStream(const OwnedMember &m, llvm::ArrayRef<const Expr *> args, const Expr *at,
                      const Owner &owner);
  // The walked function is an owner class's constructor: its allocated members, for
  // constructions in other files (facts::FunctionFacts::constructedMembers).
  void recordConstructedMembers();
  void onVariableDeclared(const VarDecl *var);
  // A local whose cleanup attribute releases or closes what it holds (CleanupAttributes.h):
  // that release, at its scope end; false (nothing recorded) for any other variable.
  bool onCleanupVariable(const VarDecl *var);
  // Where the variable declared by the DeclStmt being walked dies: its scope's closing brace.
  builder::ScopeEnd scopeEndOfDeclaration() const;

  void addBlock(facts::BlockKind kind, std::string allocator, const Expr *at, facts::Size size,
                bool valueInitialized, Owner owner);
  void addRelease(const std::string &key, facts::ReleaseKind kind, std::string function,
                  const Expr *at);
  void addEscape(const std::string &key, facts::EscapeKind kind, const Expr *at);
  void addCallSite(const CallExpr *call, const FunctionDecl *callee);
  void addCallSite(const CallExpr *call, std::string callee, std::string usr);
  // A call site at `at` (a call, or a construction) passing `args` to the callee's parameters;
  // its index in facts.calls.
  int addCallSite(const Expr *at, llvm::ArrayRef<const Expr *> args, std::string callee,
                  std::string usr);
  void addThreadStart(const Expr *at, const Expr *function);
  void addAllocatorSetting(const CallExpr *call, llvm::StringRef name);
  void addStreamEvent(const CallExpr *call, const StreamFunction &fn);
  void addStreamHandoff(const CallExpr *call, const FunctionDecl *callee);
  void describeOpenedPath(facts::StreamOpen &open, const CallExpr *call);
  bool constantPathPart(const PathPart &part) const;
  const StringLiteral *constantPathText(const PathPart &part) const;
  int parameterOfPath(const Expr *path) const;
  int parameterOfBuffer(const Expr *buffer) const;
  bool truncatesOnly(const Expr *object, const Expr *count) const; // TruncatingResizes.cpp

  // -- value tests (facts::ValueTest; WalkerTests.cpp)
  // A string or integer argument as the join can compare it: a literal, a const global
  // holding one, an unmodified parameter; nothing otherwise.
  std::optional<facts::SymbolicValue> comparable(const Expr *e);
  // `p->field` of an unmodified pointer parameter, an integer (facts::SymbolicValue::fieldOf).
  std::optional<facts::SymbolicValue> fieldOfParameter(const Expr *e);
  // The string an enclosing `if` fixes a local or parameter argument to (`arg[0] == '-' &&
  // arg[1] == 0`, `!strcmp(arg, "-")`), or nothing (TestedStrings.cpp).
  std::optional<facts::SymbolicValue> stringFixedByTest(const Expr *arg);
  // A local pointer holding only what project functions returned
  // (facts::SymbolicValue::nonNullResult; NonNullResults.cpp).
  bool projectResultArgument(const Expr *arg);
  // A function of a string parameter's characters (`*mode`, `mode[1]`, `strchr(mode, 'w')`, a
  // flag a scan loop sets from them): the parameter and the probe, or nothing
  // (CharacterProbes.cpp).
  std::optional<std::pair<facts::SymbolicValue, facts::CharacterProbe>>
  characterProbe(const Expr *e);
  // The test `probe == other` (either side the probe; other a constant, 0 when null) appended to
  // `out` with `expected`; false when neither side is a probe.
  bool probeTest(const Expr *l, const Expr *r, bool expected, std::vector<facts::ValueTest> &out);
  // A char pointer parameter read after `if (!p) p = "lit";` (facts::SymbolicValue::defaulted),
  // or nothing (NullDefaults.cpp).
  std::optional<facts::SymbolicValue> nullDefaulted(const ParmVarDecl *param, const DeclRefExpr *ref);
  static bool isCharPointerParameter(const ParmVarDecl *param);
  // The requirements `truth(cond) == wanted` makes, appended to `out`. With `strict`, only a
  // condition that is one test as a whole (a predicate's `return`); otherwise each conjunct of
  // `a && b` (wanted true) or `a || b` (wanted false) that is a test, the rest ignored.
  bool parseTest(const Expr *cond, bool wanted, bool strict, std::vector<facts::ValueTest> &out);
  // The chain of tests of the `if`s enclosing an event (ancestors outermost first), -1 if none.
  int testChain(const std::vector<const Stmt *> &ancestors);
  // `if (hold && memo != -1) reuse; else open;` with the static memo filled after the `if`: the
  // parameter whose nonzero value keeps the `else` side to the first call, or -1 (KeptMemos.cpp).
  int keptMemoParameter(const IfStmt *guard) const;
  // `head` extended by the guards of `block` before its statement `child`: each `if (c)`
  // without else whose branch always exits (return, break, continue, a noreturn call) adds the
  // tests of `c` being false, marked facts::ValueTest::guard.
  int guardTests(const CompoundStmt *block, const Stmt *child, int head);
  // `flags & K` with K a nonzero constant and `flags` an integer parameter (facts::ValueTest's
  // left and mask); false otherwise.
  bool flagTest(const BinaryOperator *andOp, facts::ValueTest &out);
  // facts.returnsTest: the function returns the truth of one test, after at most null checks of
  // the parameters it compares and statements that do not return.
  void findReturnedTest();

  // -- helpers
  Owner ownerOfCurrent() const; // who receives the value of parents.back()
  bool takenByPlainAssignment() const;
  const VarDecl *inlineArrayOf(const VarDecl *pointer) const;
  // The proved size of the alloca the other branch of the enclosing `if` gives `pointer`, when
  // at most a page: the current block is its heap fallback (StackFallback.cpp).
  std::optional<uint64_t> stackSideBytes(const VarDecl *pointer);
  // The local fixed-size array on the other arm of a conditional expression the current event
  // is an arm of (`char *p = n > sizeof(stack) ? new char[n] : stack;`), else null: the block
  // is that array's heap fallback (StackFallback.cpp).
  const VarDecl *conditionalArrayArm() const;
  Owner ownerFromLValue(const Expr *lhs) const;
  // `x` for `&x` (an object whose address is passed), else `e` (a pointer keyed as itself).
  static const Expr *pointee(const Expr *e);
  std::string keyOf(const Expr *e) const;
  // The object `*pp` is when pp is a local initialised with `&object` and never assigned again
  // (`glib_typeof(pp) _pp = (&buf); ... (g_free)(*_pp)` in g_clear_pointer), else null.
  const Expr *throughLocalPointer(const Expr *e) const;
  std::string keyOf(const VarDecl *var) const;
  const Expr *fullExpressionOfCurrent() const;
  facts::SourceRange rangeOf(const Stmt *s) { return locations.range(s->getSourceRange()); }
  uint64_t orderOf(const Stmt *s) const { return locations.order(s->getBeginLoc()); }
  builder::CallPlace placeOf(const Stmt *s) {
    noteEvent(s);
    builder::CallPlace place;
    place.range = rangeOf(s);
    place.loop = currentLoop();
    place.order = orderOf(s);
    return place;
  }
  // Remembers the statement of an event (by its order) and any once-shape around it, for
  // applyControlFlow.
  void noteEvent(const Stmt *s);
  // Moves each event to the loop that really repeats it and marks those that do not repeat
  // (ControlFlow.h); runs before the join so releases carry their final loops.
  void applyControlFlow();
  // A block stored into a field or element of a worklist entry (`s->child_args = new T[n]`
  // where `s` points to a different entry each iteration) and carried past a `continue` that
  // skips its release stays with that entry: it is released in a later iteration, when the
  // entry is finished, not in the one that made it. Marks such blocks StoredOutside.
  void markKeptAcrossIterations(facts::Block &block, const Owner &owner);
  // A field's or element's block loses the releases no path from its allocation reaches: the
  // free of the previous value on another branch, where a larger block replaces it
  // (ReplacedFields.cpp).
  void dropUnreachableFieldReleases(facts::Block &block, const Owner &owner);
  // A block handed to a call and released only on that call's failure branch is kept by the
  // callee on success (ControlFlow::releasedOnOneOutcome): marks such blocks and call results
  // OwnershipReleased.
  void markKeptByCallee();
  // A block stored into a field of a parameter, `this` or a global and released only on paths
  // that end in a failure return (ControlFlow::releasedOnlyOnFailureReturns) stays with the
  // caller's object after every successful call: marks it StoredOutside; a local one gets
  // Block::releasedOnFailureOnly for the join (WalkerFailureReturns.cpp).
  void markKeptOnSuccess();
  bool keptOnSuccess(uint64_t order, const Owner &owner, const std::vector<facts::Release> &releases,
                     bool *flag);
  bool noTakerReachable(uint64_t order, const Owner &owner,
                        const std::vector<facts::Release> &takers);
  std::vector<const Stmt *> explicitReleaseStmts(const std::vector<facts::Release> &releases);
  // facts.storedParameters: pointer parameters assigned into a field of a parameter, `this` or a
  // global, or returned.
  void markStoredParameters();
  // The call that keeps the block made at `order` (owner `key`, recorded `releases`), or null.
  const CallExpr *keptByCallee(uint64_t order, const std::string &key,
                               const std::vector<facts::Release> &releases);
  void buildFlow();
  void markSuccessPaths(); // facts::Block::onlyOnSuccess, CallSite::loopEndsOnSuccess // the CFG, when applyControlFlow did not need it
  uint64_t endOrderOf(const Stmt *s) const { return locations.order(s->getEndLoc()) + 1; }
  void finish();

  ASTContext &ctx;
  Locations &locations;
  const ExtractOptions &options;
  const FunctionDecl *function;
  llvm::DenseSet<const VarDecl *> mutated;
  SwitchFacts switchFacts; // after `mutated`, which it reads
  SizeEvaluator sizes;
  OnceShapes onceShapes;
  LoopVariance variance;
  OwnerClasses ownerClasses;
  // Template-dependent conditions, constant in this instantiation (ConstantBranches.h).
  DependentConditions dependentConditions;

  facts::FunctionFacts facts;
  std::vector<Ancestor> parents;
  std::vector<int> loops;
  std::vector<const Stmt *> loopStmts;             // by facts loop id
  std::map<uint64_t, const Stmt *> eventStmts;     // by order
  std::optional<ControlFlow> flow;                 // built by applyControlFlow when needed
  std::map<uint64_t, std::string> onceReasons;     // by order, when non-empty
  std::map<uint64_t, int> onceBounds;              // by order: a local once-flag's loop (LocalOnceFlags.h)
  std::map<uint64_t, int> eventTests;              // by order: the head of its tests' chain
  std::map<std::pair<const Stmt *, bool>, int> ifTests; // (if, else branch) -> chain head
  std::map<const Stmt *, int> armTests; // a switch body's statement -> chain head (testChain)
  llvm::DenseMap<const CallExpr *, int> callIndex;      // calls recorded in facts.calls
  unsigned depth = 0;
  unsigned parallelDepth = 0; // inside an OpenMP parallel region
  bool sawNoReturn = false;   // a noreturn call or a throw: failure paths need the CFG

  using ScopeEnd = builder::ScopeEnd;
  llvm::DenseMap<const VarDecl *, ScopeEnd> scopeEnds; // local RAII owners
  // Constructions of objects whose constructor is defined in another file (OwnerSites.cpp): the
  // call site's index, the variable's scope end and its name, a release of the call's result.
  std::vector<std::tuple<int, ScopeEnd, std::string>> constructionEnds;
  llvm::DenseSet<const VarDecl *> staticOwners;
  std::map<std::string, std::vector<facts::Release>> releases; // by owner key
  std::map<std::string, std::vector<facts::Release>> closes;   // streams, by key
  std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> escapes;
  builder::EscapeHistory escapeHistory;              // every escape, for dropBackPointerEscapes
  std::vector<builder::LocalFieldStore> localFieldStores;
  std::map<std::string, std::vector<std::string>> aliases; // builder::OwnerEvents::aliases
  std::vector<std::pair<size_t, Owner>> blockOwners; // index into facts.blocks
  std::vector<std::pair<size_t, Owner>> streamOwners; // index into facts.streamOpens
  std::vector<builder::CallPlace> programStarts, renames; // StreamEvents.h, markOneOffFiles
  std::vector<builder::CallPlace> directoryChanges;      // StreamEvents.h, markDirectoryChanges
  std::map<uint64_t, std::string> openedPathKeys;          // by an open's order, its path's key
  std::vector<std::pair<size_t, Owner>> callOwners;   // index into facts.calls
};

} // namespace faultline::extract::walker
