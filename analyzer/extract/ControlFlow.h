// Whether an event really repeats, decided from Clang's CFG of the function (Facts.h, "Events
// that do not repeat"): the innermost enclosing loop that can still go round after the event
// (a call followed by an unconditional `return` or `break` belongs to the next loop out, or to
// none), and whether every path from the event ends in a noreturn call or a throw (error
// handling that runs once). Plus two shapes read off the statement's ancestors: a once-flag
// guard and the child branch of fork().
//
// Defined by concern: ControlFlow.cpp (loops, noreturn ends), RetryCodes.cpp, KeptByCallee.cpp,
// FailureReturns.cpp, ReplacedFields.cpp (reaches), OnceShapes.cpp, SwitchGuards.cpp, EventStates.cpp
// (the facts on the paths into an event, and whether a path comes back to it).
#pragma once

#include "extract/PathValues.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace faultline::extract {

struct EventFlow {
  int loop = -1;           // the effective loop (an enclosing loop of the event, or -1)
  std::string notRepeated; // "only on a path that ends in 'exit'", or empty
};

// Whether `function` returns a truth value: `bool`/`_Bool`, an integer typedef named as one
// (`BOOL`, `gboolean`, `png_bool`-style `*_BOOL`), or a plain `int` that returns only the
// constants 0 and 1 and reaches `return 1;` at its end (before any cleanup label: `return 1;
// fail: free(p); return 0;`), the convention of unbound and libdvdread. Its `false` (0) is the
// failure result (FailureReturns.cpp).
bool returnsBoolean(const clang::FunctionDecl &function);

// `return -1;`, `return -EINVAL;`, `return NULL;` (a pointer result), `return false;` (with
// `booleanResult`): a conventional C failure result (FailureReturns.cpp).
bool isFailureReturn(const clang::ReturnStmt &ret, clang::ASTContext &ctx, bool booleanResult);

class ControlFlow {
public:
  // `loopStmts[id]` is the statement of facts loop `id`; `loopParents[id]` its parent loop id.
  ControlFlow(clang::ASTContext &ctx, const clang::FunctionDecl *function,
              std::vector<const clang::Stmt *> loopStmts, std::vector<int> loopParents);

  // The flow of the event at statement `event`, whose innermost enclosing loop is `loop`.
  // Nothing when the CFG could not be built or does not contain the statement (then the walker's
  // syntactic answer stands).
  std::optional<EventFlow> of(const clang::Stmt *event, int loop) const;

  // Whether a `continue` of loop `loop` is reachable from `event` on a path that passes none of
  // `barriers` (statements: the releases of the event's block) and no noreturn call. A block
  // kept in a worklist element across such a `continue` is released in a later iteration, not
  // in the one that made it (see Walker::markKeptAcrossIterations). The branch of an `if` that
  // finds `owner` null is not followed: a failed allocation leaves nothing behind.
  bool continuesPast(const clang::Stmt *event, int loop, const clang::Expr *owner,
                     const std::vector<const clang::Stmt *> &barriers) const;

  // Whether the block made at `allocation` is released (at `releases`) only when `taker`, a
  // later call that received the block, failed: every path from the allocation to a release
  // leaves a test of the call's result by its failure branch (a null pointer, a negative int).
  // On success nothing here releases it, because the callee kept it
  // (`nl = slist_append(list, p); if (!nl) free(p);`): the release is error cleanup and the
  // block escapes on the success path.
  bool releasedOnOneOutcome(const clang::Stmt *allocation, const clang::CallExpr *taker,
                            const std::vector<const clang::Stmt *> &releases) const;

  // Whether every path from the `releases` of the block made at `allocation` ends in a failure
  // `return` (a negative constant, a null pointer, false from a boolean function) or a noreturn
  // call without coming back to the allocation (an unwinding loop of the failure branch may go
  // round), while a path from the allocation reaches a success return passing none of them: the
  // releases are error cleanup and the block outlives every successful call (FailureReturns.cpp).
  bool releasedOnlyOnFailureReturns(const clang::Stmt *allocation,
                                    const std::vector<const clang::Stmt *> &releases) const;

  // Whether some path leads from statement `from` to statement `to` (true when the CFG cannot
  // tell, or both sit in one CFG block): a release no path from an allocation reaches never
  // releases that block (ReplacedFields.cpp).
  bool reaches(const clang::Stmt *from, const clang::Stmt *to) const;

  // Whether a path from `event` leaves loop `loop` (a `return`, a `break`, the loop's exit)
  // without taking its back edge and without ending in a noreturn call (RetryLoops.h).
  bool leavesLoopAfter(const clang::Stmt *event, int loop) const;

  // Whether every `return` reached from `event` returns 0 (a literal, or a local every path to
  // the event found zero and nothing after writes: `if (ret) goto out;`) or a failure value
  // (a negative constant, `return error(...)`), at least one returns 0, and no path falls off
  // the end or comes back to the event (SuccessPaths.cpp, facts::Block::onlyOnSuccess).
  bool runsOnlyOnSuccess(const clang::Stmt *event) const;

  // Whether no loop around the call `event` (in loop `loop`) goes round again once the call
  // returned 0: the branches testing its result (or the local it is stored in) are followed on
  // their zero side only, and no back edge is reached (facts::CallSite::loopEndsOnSuccess).
  bool loopEndsOnSuccess(const clang::Stmt *event, int loop) const;

private:
  // The CFG blocks of `stmts`, added to `out`; false when the CFG does not place one of them
  // (then a caller cannot tell where a release runs).
  bool blocksOf(const std::vector<const clang::Stmt *> &stmts,
                llvm::DenseSet<const clang::CFGBlock *> &out) const;
  std::string failureEnd(const clang::CFGBlock *start, llvm::ArrayRef<int> enclosing) const;
  // Whether `block` returns a conventional failure value: a negative constant, a null pointer,
  // false from a function returning a truth value (FailureReturns.cpp).
  bool returnsFailure(const clang::CFGBlock &block) const;
  // Whether the call `event` (in `start`), or a later call of the loop stored into the same
  // variable, reaches loop `loop`'s back edge only through branches taken when its result equals
  // one code (a nonzero constant; 0 only beside another code), and some other result leaves
  // without failing: a retry loop (retryCodeBranch).
  bool retriesOnOneCode(const clang::Stmt *event, const clang::CFGBlock *start, int loop) const;
  // Whether loop `loop` counts tries (facts::kAttemptsLoopNote; AttemptLoops.cpp).
  bool attemptsLoop(int loop) const;
  // Whether loop `loop` goes round only when a value read before and after its work changed
  // (facts::kConsistencyRetryNote; ConsistencyRetries.cpp).
  bool consistencyRetryLoop(int loop) const;
  // Whether `event` is a random source's call that loop `loop` repeats only when the value drawn
  // was rejected (facts::kRedrawLoopNote; RedrawLoops.cpp).
  bool redrawLoop(const clang::Stmt *event, int loop) const;
  bool readAttemptsLoop(int loop) const; // attemptsLoop's reading, memoised by loop id
  mutable llvm::DenseMap<int, bool> attemptsLoops;
  // `return -1;`, `return NULL;`, `return false;` from a truth-valued function: a conventional
  // failure result (FailureReturns.cpp).
  bool isFailureResult(const clang::ReturnStmt &ret) const;
  // One attempt of retriesOnOneCode: `call` (in `start`), its codes of one kind (RetryCodes.cpp).
  bool retriesOn(const clang::CallExpr *call, const clang::CFGBlock *start,
                 const clang::VarDecl *result, const clang::Stmt *loopStmt, int codesKind) const;
  // Whether local `v` is 0 whenever `start` runs, and nothing reachable from it writes `v`.
  bool knownZeroAt(const clang::CFGBlock *start, const clang::VarDecl *v) const;
  // Calls `visit(block, state)` for each block reachable from `start` with the status
  // variables' facts after the block (PathValues.h), following only the branches those facts
  // allow; `visit` may change the state (its extra slots past the tracked variables are the
  // caller's) and returns whether to go on past the block. False when the search gave up
  // (too many states); a caller then asks again with `sensitive` false.
  // `follow(block, index, state)`, when given, may refuse the block's successor `index`.
  using EdgeFilter = std::function<bool(const clang::CFGBlock &, unsigned, const PathValues::State &)>;
  // Several `initial` states search the union of their paths.
  bool searchPaths(const clang::CFGBlock *start, llvm::ArrayRef<PathValues::State> initial, bool sensitive,
                   const std::function<bool(const clang::CFGBlock &, PathValues::State &)> &visit,
                   const EdgeFilter &follow = nullptr) const;
  // The facts the status variables can hold when `block` starts, over the paths from the
  // function's entry that the facts allow (EventStates.cpp); one unknown state when that reading
  // gave up or did not reach the block. `known` says which.
  llvm::SmallVector<PathValues::State, 1> statesAt(const clang::CFGBlock *block, bool &known) const;
  // Whether a path from `start`, in one of the states `initial`, comes back to it: the event
  // there runs again in the same call. False when the facts rule every way back out (uucp's
  // tstuu: `if (first == -1) { first = fd; ...event... }` with `fd >= 0`), true when unsure.
  bool comesBack(const clang::CFGBlock *start, llvm::ArrayRef<PathValues::State> initial) const;
  void readEntryStates() const;
  clang::ASTContext &ctx;
  bool booleanResult = false; // returns bool or a BOOL-like typedef: false is its failure
  bool pointerResult = false; // returns a pointer: null is its failure
  std::unique_ptr<clang::CFG> cfg;
  PathValues values;
  llvm::DenseMap<const clang::Stmt *, const clang::CFGBlock *> blockOf;
  llvm::DenseSet<const clang::CFGBlock *> reachesExit; // without a noreturn call or a throw
  // statesAt's reading, made once per function on first use.
  mutable bool entryStatesRead = false, entryStatesKnown = false;
  mutable llvm::DenseMap<const clang::CFGBlock *, std::vector<PathValues::State>> entryStates;
  llvm::DenseMap<const clang::Stmt *, int> loopIdOf;
  std::vector<const clang::Stmt *> loopStmts;
  std::vector<int> loopParents;
};

// Syntactic reasons read off the ancestors of an event (outermost first): "guarded by the
// once-flag 'initialized'", "in the initialiser of static local 't', which runs once",
// "in the child of 'fork()'", or "".
// A call under `case` labels of a switch on one of the function's parameters: it runs only for
// those values (see facts::CallSite::switchParameter).
struct SwitchGuard {
  int parameter = -1;
  std::vector<int64_t> cases;
};

// What the switch readings ask of one function, read once for it (the walker keeps one per
// function: a walk of the body per call site made belle-sip's 6.6 MB generated parser take 105 s
// instead of 27 s): its variables written somewhere (collectMutatedVariables), those that may be
// written without being named in an assignment (address taken, a reference bound to them, a
// by-reference capture), and, per (switch, parameter), whether the parameter still holds the
// caller's value where the switch tests it.
class SwitchFacts {
public:
  SwitchFacts(const clang::FunctionDecl *function,
              const llvm::DenseSet<const clang::VarDecl *> &mutated);
  const clang::FunctionDecl *function;
  const llvm::DenseSet<const clang::VarDecl *> &mutated;
  llvm::DenseSet<const clang::VarDecl *> indirectlyWritten;
  bool unwrittenBefore(const clang::SwitchStmt *sw, const clang::ParmVarDecl *param,
                       llvm::ArrayRef<const clang::Stmt *> outer) const;

private:
  mutable llvm::DenseMap<std::pair<const clang::SwitchStmt *, const clang::VarDecl *>, bool> before;
};

// The guard of the innermost switch around the statement `ancestors.back()` (ancestors outermost
// first), when that switch tests an integer parameter of the function that still holds the
// caller's value there and no `default` label reaches the statement; nothing otherwise.
std::optional<SwitchGuard> switchGuard(const std::vector<const clang::Stmt *> &ancestors,
                                       const SwitchFacts &facts, clang::ASTContext &ctx);

// The case values of the arm of `sw` that holds `statement` (a statement of its body) and of the
// arms falling through into it; nothing when a `default` reaches it or a label is no constant.
// `armStart`, when given, receives the arm's first statement (the earliest one falling through).
std::optional<std::vector<int64_t>> switchArmCases(const clang::SwitchStmt *sw,
                                                   const clang::Stmt *statement,
                                                   clang::ASTContext &ctx,
                                                   const clang::Stmt **armStart = nullptr);

// The caller's side (facts::CallSite::caseArgument): the values local or parameter `var` can
// hold at the statement `ancestors.back()`, read off the innermost switch on `var` around it —
// the case labels of its arm, when no `default` reaches the arm, nothing in the switch writes
// `var`, the function never takes its address or binds a reference to it, and no label in the
// arm lets a `goto` enter past its `case`s. Nothing otherwise.
std::optional<std::vector<int64_t>> caseValuesOf(const std::vector<const clang::Stmt *> &ancestors,
                                                 const clang::VarDecl *var,
                                                 const SwitchFacts &facts, clang::ASTContext &ctx);

class OnceShapes {
public:
  OnceShapes(clang::ASTContext &ctx, const clang::FunctionDecl *function);
  // `ancestors`: the statements enclosing the event, outermost first, the event last;
  // `staticInitialised`: a static local whose initialiser encloses the event, or null.
  std::string reason(const std::vector<const clang::Stmt *> &ancestors,
                     const clang::VarDecl *staticInitialised) const;

private:
  // `after`: the statement right after the `if` in its block, or null; a flag set there to a
  // nonzero constant (`if (!loaded) { load(); } loaded = 1;`) is set as surely as in the branch.
  std::string onceFlag(const clang::IfStmt *guard, const clang::Stmt *branch,
                       const clang::Stmt *after) const;
  std::string onceTest(const clang::Expr *cond, const clang::Stmt *then,
                       const clang::Stmt *after) const;
  std::string cachedGlobalTest(const clang::VarDecl *local, const clang::Expr *cond) const;
  // `if (!buf && !(buf = malloc(N)))`: the `&&`'s right side fills the static it tests.
  std::string memoInCondition(const clang::BinaryOperator *land, const clang::Stmt *child) const;
  std::string signalFlagTest(const clang::Expr *cond, const clang::Stmt *then) const;
  // `if (state.load() != DONE) { ...; state.store(DONE); }` on a static (StateGuards.cpp).
  std::string finalStateTest(const clang::Expr *cond, const clang::Stmt *then) const;
  // `if (mark < value) { ...; mark = value; }`: runs only when the value grows past every value
  // seen before (HighWaterMarks.cpp).
  std::string highWaterMarkTest(const clang::Expr *cond, const clang::Stmt *then) const;
  // `if (s->state != READY) { init(s); if (s->state != READY) return ERR; }`: ends normally only
  // with the state at the value it tests against (RecheckedStates.cpp).
  std::string recheckedStateTest(const clang::Expr *cond, const clang::Stmt *then) const;
  std::string earlyReturnOnceFlag(const clang::CompoundStmt *body, const clang::Stmt *child) const;
  // `if (++counter > MAX_COUNTER) { reseed(); }` with the branch (or its callee) resetting the
  // counter: runs once every MAX_COUNTER iterations (CounterThresholds.cpp).
  std::string counterThreshold(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  bool isForkChildBranch(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  // `if (validfile == 1) WriteProlog();` with a global counter that only ever rises, raised
  // before each execution of the test: runs once (CounterWindows.cpp). `at` indexes the `if`
  // in `ancestors`.
  std::string counterWindow(const std::vector<const clang::Stmt *> &ancestors, size_t at) const;
  // Periodic reloads behind a stored timestamp or modification time (PeriodicGuards.cpp): an
  // early return of the function body before `child`, or an `if` around the work.
  std::string periodicGuard(const clang::CompoundStmt *top, const clang::Stmt *child) const;
  // A cache keyed by an argument (MemoCaches.cpp): `e = lookup(key); if (e) return e->v;` or
  // work inside `if (!e)`, with `insert(key, ...)` after the work, lookup reading the global
  // table insert writes: the work runs once per key not yet cached, not per call.
  std::string memoCacheGuard(const clang::CompoundStmt *top, const clang::Stmt *child) const;
  std::string memoCacheBranch(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  // Find-or-create over a linked list walked in the function itself (ListMemos.cpp): `for (r =
  // db->tracks; r; r = r->next) if (strcmp(r->name, key) == 0) return r;` before the work, and
  // a write of `db->tracks` (or through it) after: the work runs once per key not yet listed.
  std::string listMemoGuard(const clang::CompoundStmt *top, const clang::Stmt *child) const;
  // After `if (getentropy(...) == 0) goto end;` (or getrandom's success) that leaves past the
  // event: the /dev/urandom fallback of a random-bytes reader runs only on a kernel without them
  // (RandomFallbacks.cpp).
  std::string randomFallback(const clang::CompoundStmt *top, const clang::Stmt *child) const;
  // Directly in a getopt loop, or in an option name's branch of a hand-written argument loop
  // (OptionLoops.cpp): runs once per command-line option given. argumentKeyword: an `if` branch
  // taken when the current command-line argument equals an option's name.
  std::string optionLoop(const std::vector<const clang::Stmt *> &ancestors) const;
  std::string argumentKeyword(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  // In the branch of a loop's walk over a list or string taken for one keyword or command letter
  // of the current item (`if (strcasecmp(cd->name, "partitions") == 0)`, `switch (*p) { case
  // 'f': ... }`), work that hands the item to no call: runs once per mention (WalkedKeywords.cpp).
  std::string walkedKeyword(const std::vector<const clang::Stmt *> &ancestors) const;
  std::string periodicBranch(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  // `r = f(...); if (r < 0 && errno == ENOSPC) { repair(); r = f(...); }`: the branch runs only
  // when f failed, to repair and retry it (RecoveryRetries.cpp).
  std::string recoveryBeforeRetry(const clang::IfStmt *guard, const clang::Stmt *branch) const;
  std::string periodicCondition(const clang::Expr *cond, bool skip,
                                const std::function<bool(const clang::Expr *, bool)> &updated) const;
  int timeTest(const clang::Expr *e, const clang::Expr *&stamp) const;
  int mtimeTest(const clang::Expr *e, const clang::Expr *&stored) const;
  bool isCurrentTime(const clang::Expr *e) const;
  bool readsClock(const clang::VarDecl *var) const;
  bool isFileMtime(const clang::Expr *e) const;
  bool updates(const clang::Stmt *s, const clang::Expr *stored, bool mtime) const;
  std::string describe(const clang::Expr *e) const;
  clang::ASTContext &ctx;
  const clang::FunctionDecl *function = nullptr;
  llvm::DenseSet<const clang::VarDecl *> forkResults; // pid = fork() / pid_t pid = fork()
  const clang::Stmt *body = nullptr;
};

} // namespace faultline::extract
