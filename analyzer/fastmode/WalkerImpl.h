// The per-function walker shared by FastWalker.cpp (walking, names, the final join of owners),
// FastOwners.cpp (who receives a block, escapes) and FastCalls.cpp (calls, library functions,
// streams, call keys). Private to analyzer/fastmode.
#pragma once

#include "extract/KnownFunctions.h"
#include "facts/builder/CallResult.h"
#include "facts/builder/CleanupRelease.h"
#include "facts/builder/ContainerGrowth.h"
#include "facts/builder/EventFacts.h"
#include "facts/builder/EventSettling.h"
#include "facts/builder/OwnerJoin.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastPathFacts.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FastWalker.h"
#include "fastmode/TypeNames.h"

#include <functional>
#include <initializer_list>
#include <memory>

#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace faultline::fastmode::walker {

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

// The kinds are shared with analyzer/extract (facts/builder/CallResult.h): the join reads them alike.
struct Owner : builder::OwnerKinds {
  Kind kind = None;
  std::string key;
  int local = -1;        // Variable (and Reassigned of a variable)
  int assignment = -1;   // Reassigned: the assignment / reset() call
  int fullExpression = -1; // Temporary
  int lvalue = -1;         // LValue: the field or element stored into
};

inline bool isCastName(std::string_view name) {
  return name == "static_cast" || name == "reinterpret_cast" || name == "const_cast" ||
         name == "dynamic_cast";
}

// The text between a subscript's brackets, blanks trimmed (`argv[ 1 ]` gives "1"), or "":
// FastOptionLoops.cpp.
std::string_view subscriptIndexText(const SyntaxTree &t, int subscript);

class Walker : public Names {
public:
  Walker(const WalkContext &cx, const FunctionToWalk &fn, std::vector<FunctionToWalk> &lambdas)
      : cx(cx), t(cx.tree), fn(fn), lambdas(lambdas), sizes(cx.file, *this, &cx.options),
        variance(cx.tree, cx.cpp, [this](int call, size_t index, int argument) {
          return writtenThrough(call, index, argument);
        }, [this](int call, std::string_view name) { return callWritesGlobal(call, name); },
        [this](std::string_view name, int at) { return characterLevels(name, at); }) {}

  facts::FunctionFacts run();
  Binding lookup(std::string_view name) const override;
  std::string functionKey(std::string_view name) const override {
    return callKey(std::string(name));
  }

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
  // A call of a configured allocator `spec` (FastConfiguredAllocators.cpp).
  void onConfiguredAllocator(int call, const extract::AllocatorSpec &spec, const std::vector<int> &args);
  void onMemberCall(int call, int field, const std::vector<int> &args);
  bool onLibraryCall(int call, std::string_view name, const std::vector<int> &args);
  // A function of this file whose own body renames a file (crunch's renamefile): the index of
  // the parameter it moves away, -1 for another path, nothing when it renames nothing.
  std::optional<int> renamesInBody(std::string_view function) const;
  void onAllocation(int call, const extract::AllocationFunction &fn, std::string_view name,
                    const std::vector<NodeRef> &args);
  void onContainerConstruct(int at, const TypeInfo &type, const std::vector<int> &args, Owner owner);
  void onNew(int node);
  void onDelete(int node);
  void onVariableUse(int node);
  void onVariableDeclared(int local, int declaration);
  // GLib's `g_clear_pointer(&p, destroy)` (a gmem.h macro, whose expansion the Clang side
  // reads): a release of p when destroy is a releaser (FastCleanupAttributes.cpp). False for
  // any other call.
  bool onClearPointer(int call, std::string_view name, const std::vector<int> &args);
  // The release the cleanup attribute of `declaration`, which declares `name`, makes at its
  // scope end (FastCleanupAttributes.cpp), or nothing.
  std::optional<builder::CleanupRelease> cleanupOfDeclaration(int declaration,
                                                              std::string_view name) const;
  // Whether `name` is an argument of a function-like macro of the file (whose expansion fast
  // mode does not read: TAKE_PTR takes its address).
  bool handedToFileMacro(std::string_view name) const;
  // The cleanup function a use of the file's macros names (`_cleanup_free_`, `_cleanup_(freep)`),
  // following at most `depth` macros, or "".
  std::string cleanupNameOfMacro(std::string_view use, unsigned depth) const;
  // What a function of this file does to its first parameter (`pointee`: to what it points to),
  // through at most `depth` helpers of the file: the release it makes, or nothing.
  std::optional<builder::CleanupRelease> releaseInBody(int definition, bool pointee, unsigned depth) const;
  // Owner classes (FastOwnerClasses.cpp; OwnerSites.cpp and OwnerClasses.cpp on the Clang
  // side): a construction of a user class is a call site of its constructor, `T::T`; a
  // constructor's own facts say which members it allocates and the class releases.
  void onClassConstruction(int at, int type, const std::vector<int> &args, int local, int declaration);
  bool onConstructionCall(int call, int type, int local, int declaration);
  std::string calledName(int call) const;            // `Table` of `Table(n)` (C++), or ""
  std::string constructedKnownClass(int call) const; // the same when the file or headers define it
  void constructClass(int at, const std::string &cls, const std::vector<int> &args, int local,
                      int declaration);
  void recordConstructedMembers();
  void endConstructions();

  void markInlineFallback(const Local &pointer, facts::Size &size) const;
  // `char *p = n > sizeof(stack) ? new char[n] : stack;`: the block on one arm of a conditional
  // expression whose other arm is a local array is that array's heap fallback, as
  // analyzer/extract's Walker::conditionalArrayArm.
  void markConditionalFallback(const std::string &pointer, facts::Size &size) const;
  void addBlock(facts::BlockKind kind, std::string allocator, int at, facts::Size size,
                bool valueInitialized, Owner owner);
  void addRelease(const std::string &key, facts::ReleaseKind kind, std::string function, int at);
  void addEscape(const std::string &key, facts::EscapeKind kind, int at);
  void addCallSite(int call, std::string callee, std::string usr, const std::vector<int> &args);
  void addGrowthBlock(int call, int object, const Local &local, std::string_view method);
  int tripCountBound(int loop) const;
  void describeSwitchGuard(int call, facts::CallSite &site);
  void describeCaseArgument(int call, const std::vector<int> &args, facts::CallSite &site);
  std::optional<std::vector<int64_t>> caseValuesOf(int call, std::string_view name);
  std::optional<std::pair<int, std::vector<int64_t>>> caseGuard(int caseNode);
  std::optional<std::vector<int64_t>> caseArmValues(
      int caseNode, const std::function<std::optional<int64_t>(int)> &valueOf,
      int *firstArm = nullptr) const;
  std::optional<std::vector<int64_t>> armValues(
      int switchBody, int item, const std::function<std::optional<int64_t>(int)> &valueOf,
      int *firstArm = nullptr) const;
  bool holdsCallerValue(int sw, int firstArm, int caseNode, std::string_view name) const;
  bool addressTaken(std::string_view name) const;
  const std::vector<std::pair<uint32_t, int>> &bodyWrites(std::string_view name) const;
  bool labelBetween(uint32_t from, uint32_t to) const;
  // Memos of the switch readings above, read once per function (this walker's): a walk of the
  // body per call site doubled fast mode's time on belle-sip's generated parser.
  mutable std::map<std::string, bool, std::less<>> addressTakenMemo;
  mutable std::map<std::string, std::vector<std::pair<uint32_t, int>>, std::less<>> bodyWritesMemo;
  mutable std::optional<std::vector<uint32_t>> labelStarts; // labeled statements, in order
  bool isConstantString(int e) const;
  NodeRef constantStringNode(int e) const;
  std::string constantStringText(int e) const;
  std::string terminalPathText(int path) const; // FastRepetition.cpp
  void addThreadStart(int at, int function);
  void addAllocatorSetting(int call, std::string_view name, const std::vector<int> &args);
  void addStreamEvent(int call, const extract::StreamFunction &fn, const std::vector<int> &args);
  void addStreamHandoff(int call, int function, const std::vector<int> &args);

  // -- helpers
  Owner ownerOfCurrent(bool classValue) const;
  Owner ownerFromLValue(int lhs) const;
  // `x` for `&x` (an object whose address is passed), else `e` (a pointer keyed as itself).
  int pointee(int e) const;
  std::string keyOf(int e) const;
  int resolve(std::string_view name) const; // local index or -1
  bool callWritesGlobal(int call, std::string_view name) const; // FastGlobalWrites.cpp
  bool calleeFills(int s, std::string_view name) const;           // FastGlobalWrites.cpp
  int localOf(int e) const;                 // the local an expression names, or -1
  int pointerOperand(int e) const;          // p in `p + k` / `p - k` (a pointer local), or -1
  int fullExpressionOf(size_t index) const;
  bool isIntegerLike(int e) const;
  std::string lambdaName(int lambda) const;
  std::optional<std::pair<std::string, std::string>> callableTarget(int function);
  bool addPerElementCall(int at, const std::string &algorithm, int function, bool lambdaOnly);
  bool isPureVirtual(const std::string &typeText, std::string_view method) const;
  bool onlySizeof(NodeRef e) const;
  std::string callKey(const std::string &qualified) const;
  std::string memberKey(const std::string &typeName, std::string_view method) const;
  std::string memberOfThisClass(int object) const; // FastCallSites.cpp
  std::string elementClass(int object) const;      // FastCallSites.cpp
  bool isPointerLike(int e) const;
  bool isIteratorLike(int e) const;
  uint64_t charLiteralValue(int e) const;
  bool takenByPlainAssignment(int e) const;
  bool isIteratorRange(int a, int b) const;
  bool callsAnotherOverload(int function, const std::vector<int> &args) const;
  std::vector<int> arguments(int argumentList) const;
  facts::SourceRange rangeOf(int n) const;
  facts::SourceRange pointOf(int n) const { return rangeOf(n); }
  uint64_t orderOf(int n) const { return t[n].startByte; }
  builder::CallPlace placeOf(int n) {
    noteEvent(n);
    return {rangeOf(n), currentLoop(), orderOf(n)};
  }
  uint64_t endOrderOf(int n) const { return t[t.lastToken(n)].startByte + 1; }
  NodeRef ref(int n) const { return {&t, n}; }
  void collectMutated(int body);
  void collectCapacityFields(int body); // FastCapacityFields.cpp
  void collectSettledStates(int body);  // FastSettledStates.cpp
  // facts::FunctionFacts::fieldResets and writtenFields (FastFieldResets.cpp, as
  // extract/FieldResets.h), with the parameters in scope; and, once the calls are recorded,
  // facts::CallSite::straightLine.
  void collectFieldResets(int body);
  void markStraightLineCalls(int body);
  // `p->field` of an unmodified pointer parameter (facts::SymbolicValue::fieldOf), or nothing.
  std::optional<facts::SymbolicValue> fieldOfParameter(int e);
  // A local grow-only buffer: `at` in the then-branch of `if (cap < need) { ...; cap = ...; }`
  // in a loop, with `cap` and the owner `local` declared before that loop (FastCapacityFields.cpp,
  // as extract::grownOnlyInLoop).
  bool grownOnlyInLoop(int at, int local) const;
  std::optional<int64_t> entryStep(int write, int body) const;
  void finish();

  // -- repetition (FastRepetition.cpp; analyzer/extract's noteEvent / applyControlFlow)
  // Remembers the node of an event (by its order) and any once-shape around it.
  void noteEvent(int n);
  // Moves each event to the loop that really repeats it and marks those that do not repeat
  // (FastControlFlow.h); runs before the join so releases carry their final loops.
  void applyControlFlow();
  // facts::Block/StreamOpen::onlyOnSuccess and CallSite::loopEndsOnSuccess (FastSuccessPaths.cpp).
  void markSuccessPaths(const StructuredFlow &flow, const StructuredFlow::ConstantOf &constant);
  bool runsOnlyOnSuccess(int event, const StructuredFlow &flow) const;
  // Nodes of grammar type `type` under `root` (not inside nested functions), in source order,
  // computed once per (root, type): asked per event, a rescan made a 2,000-action yyparse take
  // 40 s (FastSuccessPaths.cpp).
  const std::vector<int> &nodesOfType(int root, std::string_view type) const;
  std::vector<int> nodesAfter(int root, std::string_view type, uint32_t after) const;
  mutable std::map<std::pair<int, std::string>, std::vector<int>> nodesByType;
  std::map<int, int> guardFlowLoopIds;            // testChain's flow (FastTests.cpp)
  std::unique_ptr<StructuredFlow> guardFlow;
  bool knownZeroAt(int event, std::string_view name, const StructuredFlow &flow) const;
  bool isFailureResult(int value) const;
  // As analyzer/extract's Walker::markKeptAcrossIterations: a block stored into a field or
  // element of an entry that differs per iteration and carried past a `continue` that skips its
  // release is released in a later iteration: StoredOutside.
  void markKeptAcrossIterations(facts::Block &block, const Owner &owner);
  // A field's or element's block loses the releases in the other arm of an `if` that no loop
  // repeats: the free of the previous value where a larger block replaces it
  // (FastReplacedFields.cpp).
  void dropUnreachableFieldReleases(facts::Block &block, const Owner &owner);
  bool exclusiveArms(int a, int b) const;
  // FastKeptByCallee.cpp: blocks released only in the failure branch of a call that took them
  // are kept by that callee on success: OwnershipReleased.
  void markKeptByCallee();
  // Block::releasedOnFailureOnly / CallSite::resultReleasedOnFailureOnly of local owners and
  // FunctionFacts::storedParameters (FastFailureReturns.cpp).
  void markKeptOnSuccess();
  bool releasedOnFailureOnly(uint64_t order, const std::vector<facts::Release> &releases) const;
  bool onlyEvaluates(int arm) const;
  int plainIfElseHolding(int stmt) const;
  bool followedByFailureReturn(int release, int allocation) const;
  std::optional<bool> leavesOnFailure(int statement, bool booleanResult, const std::string &status) const;
  bool leavesFunction(int thrown) const;
  bool storedThroughPointer(const Owner &owner) const;
  void markStoredParameters();
  int failureGuardOf(int release, std::string_view name, uint64_t after) const;
  // `v = call(...)` and `T *v = call(...)` of the function by variable name, in source order:
  // (the assignment's order, the call), read once per function for failureGuardOf (which asks
  // per release and per enclosing `if`: a scan of the body each time was cubic on svt-av1's
  // 4,000-line SIMD kernels).
  const std::unordered_map<std::string, std::vector<std::pair<uint64_t, int>>> &
  resultAssignments() const;
  mutable std::optional<std::unordered_map<std::string, std::vector<std::pair<uint64_t, int>>>>
      resultAssignmentsByName;
  int keptByCallee(uint64_t order, std::string_view name,
                   const std::vector<facts::Release> &releases) const;
  std::string onceReason(int event) const;
  // A local once-flag around the event (`if (!done) { ...; done = 1; }`, FastOnceFlags.cpp): the
  // facts loop id of the innermost loop holding the flag's declaration (-1: the function), or -2.
  int localOnceFlagBound(int event) const;
  // Facts loop id by loop statement node (for StructuredFlow and the once/edge shapes).
  std::map<int, int> loopIdsByNode() const;
  // The statement nodes enclosing `event` (outermost first), `event` last.
  std::vector<int> eventAncestors(int event) const;
  // An event on one iteration of a counted `for` (FastEdgeIterations.cpp): the next loop out's
  // id, -1 for none; -2 otherwise.
  int edgeIterationBound(int event) const;
  bool onTheEndingIteration(int event, int loop, const std::string &counter, const std::string &bound,
                            bool exclusive) const;
  // FastGlobalWrites.cpp, for FastEdgeIterations.cpp's global counters and bounds:
  bool mayRunWriterOf(int s, int function, std::string_view name) const;
  bool callsOnlyCodeSeenHere(int s) const;
  bool lookupIsStatic(std::string_view name) const;
  bool setsFlagOnce(int branch, std::string_view name) const;
  bool assignsNonzero(int statement, std::string_view name) const;
  const Variable *usableLocalFlag(std::string_view name) const;
  int flagScopeLoop(const Variable &flag, const std::map<int, int> &loopIds) const;
  // The exit-if-set shape (`if (seen) duparg(...); seen = true; event`): as localOnceFlagBound.
  int exitIfSetFlagBound(const std::vector<int> &ancestors) const;
  // A sentinel flag around the event (`if (first == -1) { first = fd; ...event... }` with `fd`
  // known to differ from -1 there, FastOnceFlags.cpp): the facts loop id of the innermost loop
  // that sets the flag back to a value that may be the sentinel (-1: the function), or -2.
  int sentinelFlagBound(const std::vector<int> &ancestors) const;
  // The event's flow with the branches the facts before it rule out (FastPathFacts.h), when
  // some were: uucp's `else { omaster2 = om; ...event...; break; }` followed by `if (omaster1 !=
  // -1 && omaster2 != -1) break;` (FastRepetition.cpp).
  std::optional<FastEventFlow> flowWithPathFacts(const StructuredFlow &flow, const PathFacts &pathFacts,
                                                 int event) const;
  bool gotosNeedFlagZero(std::string_view label, std::string_view flag) const;
  bool onlySetNonzero(std::string_view name, int declaration) const;
  bool isNonzeroConstant(int e) const;
  std::string onceFlag(int guard, int branch) const;
  void collectConjuncts(int cond, std::vector<int> &out) const;
  bool addressPassed(int s, const std::vector<std::string> &objects) const;
  bool pointerPassed(int s, std::string_view name) const; // FastOnceShapes.cpp
  std::string onceTest(int cond, int branch) const;
  // FastStateGuards.cpp: `if (state.load() != 2) { ...; state.store(2); }` on a static.
  std::string finalStateTest(int cond, int branch) const;
  std::string highWaterMarkTest(int cond, int branch) const; // FastHighWaterMarks.cpp
  bool markPersists(int mark) const;
  std::string recheckedStateTest(int cond, int branch) const; // FastRecheckedStates.cpp
  bool writtenElsewhere(std::string_view name, int raise) const;
  int stateRead(int e) const;
  bool setsNonZeroAfter(int guard, std::string_view name) const;
  std::string cachedGlobalTest(int tested) const; // FastCachedGlobals.cpp
  std::vector<std::pair<uint32_t, int>> writesOf(int body, std::string_view name) const;
  std::string earlyReturnOnceFlag(int body, int child) const;
  bool returnsOnHit(int branch) const;          // FastOnceShapes.cpp
  bool usedOnceOutsideLoops(std::string_view handle, std::string_view use,
                            const std::vector<std::string> &sizeQueries, int create,
                            std::string *sizeQuery) const; // FastOneShotUses.cpp
  bool predicateReadsOnly(int call, int index) const;
  int testedRecordGlobal(int cond) const;       // FastOnceShapes.cpp
  bool isForkChildBranch(int guard, int branch) const;
  std::string counterThreshold(int guard, int branch) const; // FastCounterThresholds.cpp
  // FastCounterWindows.cpp: `if (validfile == 1)` with a counter that only rises, raised before
  // each run of the test; `at` indexes the `if` in `ancestors`.
  std::string counterWindow(const std::vector<int> &ancestors, size_t at) const;
  bool isRise(int e, std::string_view name) const;
  // FastPeriodicGuards.cpp: a stored timestamp or modification time guarding a reload.
  std::string periodicGuard(int body, int child) const;
  // A cache keyed by an argument (FastMemoCaches.cpp; MemoCaches.cpp on the Clang side).
  std::string memoCacheGuard(int body, int child) const;
  std::string memoCacheBranch(int guard, int branch) const;
  // Find-or-create over a list walked in the function itself (FastListMemos.cpp; ListMemos.cpp
  // on the Clang side).
  std::string listMemoGuard(int body, int child) const;
  // The last resort of a random-bytes reader, after getentropy/getrandom success tests that
  // leave past it (FastRandomFallbacks.cpp).
  std::string randomFallback(int body, int child) const;
  std::string_view dependableCall(int e) const;
  int testedSuccess(int cond) const;
  std::string listWalkRoot(int s, int previous) const;
  std::string listWalkStart(int s, int &root) const;
  // Directly in a getopt loop (FastOptionLoops.cpp; OptionLoops.cpp on the Clang side).
  std::string optionLoop(const std::vector<int> &ancestors) const;
  // FastOptionLoops.cpp: an option name's branch in a hand-written argument loop.
  std::string argumentKeyword(int guard, int branch) const;
  using OperandTest = std::function<bool(int)>;
  std::string keywordWhen(int cond, bool truth, const OperandTest &names) const;
  std::string comparedKeyword(int e, bool &truthMeansEqual, const OperandTest &names) const;
  // FastWalkedKeywords.cpp: a keyword's branch in a loop's walk over a list or string.
  std::string walkedKeyword(const std::vector<int> &ancestors) const;
  bool namesWalkedItem(int e, std::string_view cursor, bool list) const;
  bool namesArgument(int e, unsigned depth) const;
  int memoLookupStatement(int s, std::string &result) const;
  std::string memoInsertAfter(int s, int lookup) const;
  std::string periodicBranch(int guard, int branch) const;
  // FastRecoveryRetries.cpp: a branch that runs only when a call failed, to repair and retry it.
  std::string recoveryBeforeRetry(int guard, int branch) const;
  int failedResult(int cond) const;
  std::string periodicCondition(int cond, bool skip,
                                const std::function<bool(const std::string &, bool)> &updated) const;
  int timeTest(int e, std::string &stamp) const;
  int mtimeTest(int e, std::string &stored) const;
  bool isCurrentTime(int e) const;
  bool readsClock(const Variable &v) const;
  bool isFileMtime(int e) const;
  bool storedOutside(int e) const;
  bool updatesStamp(int s, const std::string &stored, bool mtime) const;
  bool filledByAddress(std::string_view name, std::initializer_list<std::string_view> names) const;
  std::string_view localBase(int member) const;
  bool isForkValue(int e) const;
  const std::set<std::string> &forkResults() const;
  int conditionOf(int guard) const;
  // `if (hold && memo != -1) reuse; else open;`, the memo filled after the `if`: the parameter
  // whose nonzero value keeps the `else` side to the first call, or -1 (FastKeptMemos.cpp).
  int keptMemoParameter(int guard) const;
  std::optional<bool> constantCondition(int ifNode); // FastConstantBranches.cpp
  bool visitConstantIf(int ifNode);
  bool isZeroConstant(int e) const;
  int testedForZero(int cond) const;
  int testedForNonZero(int cond) const;
  int testedAgainstInitialValue(int cond) const;
  std::optional<int64_t> integerConstant(int e, unsigned depth = 0) const;
  std::optional<int64_t> integerConstant(NodeRef e, unsigned depth) const;
  enum class Storage { Local, Global, Field };
  Storage storageOf(std::string_view name) const;
  int atomicallyWritten(int call) const;
  bool assignsTo(int s, std::string_view name, bool field, const std::string &text) const;
  const Variable *variableNamed(std::string_view name) const;
  // Every variable the function body declares, by name (the first declaration of each), read
  // off the syntax once: for names asked about before the walk reaches their declaration.
  const Variable *declaredInBody(std::string_view name) const;
  // The variable declaration `declaration` (a declaration node) declares as `name`, or null.
  const Variable *declaredBy(int declaration, std::string_view name) const;
  mutable std::optional<std::unordered_map<std::string, Variable>> bodyDeclarations;
  int characterLevels(std::string_view name, int at) const; // FastLoopVariance::CharacterLevels
  // The variable `name` is at node `at`: the innermost declaration of that name in a block
  // around `at` and before it, else variableNamed's answer. The loop variance is read once per
  // loop, from whatever point first asks; the scopes open then are not the argument's (yaz's
  // `char fname[256]` inside the loop shadows the parameter `fname`, held-out set 36).
  const Variable *variableAt(std::string_view name, int at) const;
  mutable std::unordered_map<int, Variable> declarationsByName; // by name node
  bool writtenThrough(int call, size_t index, int argument) const;
  int prototypeOf(const std::string &name) const;
  void describeOpenedPath(facts::StreamOpen &open, const std::vector<int> &args);
  int parameterOfPath(int path) const;
  int parameterOfBuffer(int buffer) const;
  bool truncatesOnly(int object, int count) const; // FastTruncatingResizes.cpp
  bool argumentVaries(int argument);
  // A local pointer holding only what the program's functions returned
  // (facts::SymbolicValue::nonNullResult; FastNonNullResults.cpp).
  bool projectResultArgument(int arg);

  const WalkContext &cx;
  const SyntaxTree &t;
  const FunctionToWalk &fn;
  bool ownParametersOpen = true; // fn has a default argument or `...` (or no list seen)
  std::vector<FunctionToWalk> &lambdas;
  Evaluator sizes;
  // An error code's value (FastRepetition.cpp): a literal, or a macro of the file or of its
  // project headers, negative ones included (`#define NOT_EXIST (-4)`); a name defined nowhere
  // the walker sees is unknown, never taken for nonzero.
  std::optional<int64_t> codeValue(NodeRef e, unsigned depth = 0);
  ValueOf codeValues = [this](int e) { return codeValue(ref(e)); };
  // How this function's `return` values read (FailureValues.h), names valued by codeValues.
  ResultReading resultReading() const;

  facts::FunctionFacts facts;
  std::vector<Local> locals;
  std::vector<std::pair<std::string, int>> scope; // visible locals, innermost last
  std::vector<size_t> scopeMarks;
  std::set<std::string, std::less<>> mutated;
  std::map<std::string, uint32_t, std::less<>> firstWrite; // by name: the earliest write's byte
  // By name: how many writes of any kind, and which names are written only by plain `v = e`.
  std::map<std::string, int, std::less<>> writeCount;
  std::set<std::string, std::less<>> otherWrites; // `+=`, `++`, `&v`
  // By name: locals whose address goes only to an argument parser's optional outputs, with the
  // derivation's note (FastParserDefaults.cpp).
  std::map<std::string, std::string, std::less<>> parserDefaults;
  std::string parserDefaultNote(int address) const;
  // A store into a field (`w->outSize = outSize;`, `p->n++`, `&p->n`, `{.n = 4096}`), valued
  // where the walk stands, into cx.fieldStores (FastFieldStores.cpp).
  void onFieldStore(int node);
  void onFieldCallbackStore(int left, const std::string &field, int value, int at);
  // By name: the right-hand sides of its plain `v = e` writes (Binding::assigned).
  std::map<std::string, std::vector<int>, std::less<>> assignedValues;
  // By name: the writes that are constant steps run once per call (`++depth;`, `depth += 2;` as
  // a statement directly in the body), as (byte, step); see Binding::entrySteps.
  std::map<std::string, std::vector<std::pair<uint32_t, int64_t>>, std::less<>> entrySteps;
  std::vector<Ancestor> parents;
  std::vector<int> loops;
  std::vector<int> loopNodes;                 // by facts loop id
  std::map<uint64_t, int> eventNodes;         // by order
  std::map<uint64_t, std::string> onceReasons; // by order, when non-empty
  std::map<uint64_t, int> onceBounds; // by order: localOnceFlagBound, when not -2
  // Value tests (FastTests.cpp; analyzer/extract/WalkerTests.cpp)
  std::map<uint64_t, int> eventTests;             // by order: the head of its tests' chain
  std::map<std::pair<int, bool>, int> ifTests;    // (if_statement, else branch) -> chain head
  std::map<int, int> callIndex;                   // call node -> index in facts.calls
  std::optional<facts::SymbolicValue> comparable(int e);
  // The string an enclosing `if` fixes a local or parameter argument to (`arg[0] == '-' &&
  // arg[1] == 0`, `!strcmp(arg, "-")`), or nothing (FastTestedStrings.cpp).
  std::optional<facts::SymbolicValue> stringFixedByTest(int arg);
  // Tests of a string parameter's characters (facts::CharacterProbe; FastCharacterProbes.cpp):
  // the parameter and the probe of `*mode`, `mode[1]`, `strchr(mode, 'w')` or a flag a scan
  // loop sets; `probe == other` (other a constant, or the truth when -1) appended to `out`.
  struct ScanFlag {
    int parameter = -1;
    std::vector<int64_t> marks;
    std::vector<int> stores; // the nodes of the values the scan stores into the flag
  };
  std::optional<ScanFlag> scanSetting(int loop, std::string_view flag);
  std::optional<std::pair<facts::SymbolicValue, facts::CharacterProbe>> characterProbe(int e);
  std::optional<int64_t> probeConstant(int e);
  bool probeTest(int l, int r, bool expected, std::vector<facts::ValueTest> &out);
  // The parameter `name` read at `read` after `if (!name) name = "lit";`
  // (facts::SymbolicValue::defaulted), or nothing (FastNullDefaults.cpp).
  std::optional<facts::SymbolicValue> nullDefaulted(std::string_view name, const Binding &b, int read);
  // The constant value of a local toggle (an integer local never written after its
  // initialiser), or nothing.
  std::optional<facts::SymbolicValue> constantLocal(const Binding &b);
  bool parseTest(int cond, bool wanted, bool strict, std::vector<facts::ValueTest> &out);
  int testChain(int n);
  // `flags & K`: an integer parameter and a nonzero constant mask (facts::ValueTest::mask).
  bool flagTest(int andOp, facts::ValueTest &out);
  std::vector<int> guardsBefore(int block, int child, const StructuredFlow &flow) const;
  void findReturnedTest();
  // FunctionFacts::returnsStringLength, judged at each `return` while its locals are in scope
  // (StringLengthResult on the Clang side): onReturn notes each, finishStringLength decides.
  void onReturn(int node);
  void finishStringLength();
  int returnsSeen = 0;
  bool returnLarge = false;
  std::vector<std::string> returnConditions;
  void applyValueTests();
  mutable std::set<std::string> forkVariables;
  mutable bool forkScanned = false;
  mutable std::map<std::string, int> prototypes; // file-scope function declarations
  mutable bool prototypesScanned = false;
  FastLoopVariance variance;
  unsigned depth = 0;
  unsigned parallelDepth = 0;
  std::string aliasName; // the call a function-like macro stands for, while handling it

  using ScopeEnd = builder::ScopeEnd;
  ScopeEnd scopeEndOf(int declaration);
  std::map<int, ScopeEnd> scopeEnds;
  // Constructions of objects that die at their scope's end: (call index, end, variable name).
  std::vector<std::tuple<size_t, ScopeEnd, std::string>> constructionEnds;
  std::set<int> staticOwners;
  std::map<std::string, std::vector<facts::Release>> releases;
  std::map<std::string, std::vector<facts::Release>> closes;
  std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> escapes;
  builder::EscapeHistory escapeHistory;              // every escape, for dropBackPointerEscapes
  std::vector<builder::LocalFieldStore> localFieldStores;
  std::map<std::string, std::vector<std::string>> aliases; // builder::OwnerEvents::aliases
  std::vector<std::pair<size_t, Owner>> blockOwners, streamOwners, callOwners;
  std::vector<builder::CallPlace> programStarts, renames; // StreamEvents.h, markOneOffFiles
  std::vector<builder::CallPlace> directoryChanges;      // StreamEvents.h, markDirectoryChanges
  std::map<uint64_t, std::string> openedPathKeys;          // by an open's order, its path's key
};

// C library and POSIX functions that are never user code (FastCallSites.cpp).
bool isLibraryFunction(std::string_view name);

} // namespace faultline::fastmode::walker
