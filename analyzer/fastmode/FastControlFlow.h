// Whether an event really repeats, decided from the syntax tree: fast mode's counterpart of
// analyzer/extract/ControlFlow.h (Clang's CFG) and LoopVariance.h (Facts.h, "Events that do not
// repeat"). Without a CFG it reads the structure instead: what can happen after the event's
// statement (it completes normally, breaks, continues, returns, ends the program, jumps with goto)
// going outward through each enclosing block, branch and loop. A loop repeats the event when
// "normal" or "continue" reaches its end; a function runs it once per call when "normal" or
// "return" reaches its top; only a noreturn call or a throw left means "only on a path that ends
// in 'exit'". A forward goto to a label of the function's outermost block
// leaves every loop and continues at the label, and so does a backward one to such a label from
// which straight code runs to a `return`; any other goto gives up (the walker's syntactic answer
// stands).
#pragma once

#include "fastmode/FailureValues.h"

#include "fastmode/Syntax.h"

#include <functional>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace faultline::fastmode {

struct FastEventFlow {
  int loop = -1;           // the effective loop (an enclosing loop of the event, or -1)
  std::string notRepeated; // "only on a path that ends in 'exit'", or empty
};

// What a statement can do when it ends.
struct Outcomes {
  bool normal = false, breaks = false, continues = false, returns = false, jumps = false;
  // Some `return` among `returns` gives no conventional failure value (FailureValues.h), or a
  // `goto` leads to the function's end: a way out on success (retriesOnOneCode asks).
  bool succeeds = false;
  std::string noreturn; // the first noreturn call ("exit", "assert", "throw"), empty if none
  void add(const Outcomes &o);
  bool ends() const { return !normal; }
};

class StructuredFlow {
public:
  // `body`: the function's (or lambda's) body; `loopIds`: loop statement node -> facts loop id
  // (a `do { } while (0)` is not among them).
  // `noreturnFunctions`: the file's own functions declared noreturn (FileScope), or null.
  StructuredFlow(const SyntaxTree &tree, int body, const std::map<int, int> &loopIds,
                 const std::set<std::string, std::less<>> *noreturnFunctions = nullptr)
      : t(tree), body(body), loopIds(loopIds), noreturnFunctions(noreturnFunctions) {}

  // Values names in `return` statements (`return ERR_NOMEM;`) with `valueOf` from now on: a
  // negative one is a failure (FailureValues.h). Without it only literals and `-NAME` are.
  void readReturnedNamesWith(const ValueOf *valueOf) { returnedNames = valueOf; }

  // Which branch of an `if` statement the facts on the path rule out (FastPathFacts.h): 0 the
  // then-branch, 1 the else-branch (or falling past the `if`), -1 neither. `cut` records that one
  // was.
  struct PathCut {
    std::function<int(int ifStatement)> ruledOut;
    mutable bool cut = false;
  };
  // A sibling (below) whose answers leave out the branches `pathCut` rules out.
  StructuredFlow cutBy(const PathCut *pathCut) const {
    StructuredFlow flow = sibling();
    flow.pathCut = pathCut;
    return flow;
  }

  // A flow of the same function with its own, empty memo (the retry and success questions cut
  // branches, which changes every answer), reading returned names as this one does.
  StructuredFlow sibling() const {
    StructuredFlow flow(t, body, loopIds, noreturnFunctions);
    flow.returnedNames = returnedNames;
    return flow;
  }

  // The flow of the event at node `event`. Nothing when the structure cannot tell (a goto, a
  // throw inside a try, no way out at all): then the walker's syntactic answer stands.
  std::optional<FastEventFlow> of(int event) const;

  // What running statement `s` can end in.
  Outcomes outcomes(int s, unsigned depth = 0) const;

  // Whether a `continue` of the loop at node `loop` can run after `event` before any statement
  // holding one of `barriers` (the releases of the event's block): extract::ControlFlow::
  // continuesPast read off the structure. `nullTest(if)` says an `if` finds the block null; its
  // then-branch holds no block and is not followed.
  bool continuesPast(int event, int loop, const std::set<int> &barriers,
                     const std::function<bool(int)> &nullTest) const;

  // The integer value of an expression node, when the file tells it (a literal, a `#define`,
  // an enumerator; negative ones too).
  using ConstantOf = std::function<std::optional<int64_t>(int)>;

  // Whether the call at node `call`, whose effective loop (as `of` answered) is `loop` (a facts
  // loop id), goes round that loop again only on branches taken when its result equals one
  // nonzero constant K: `if (err == 0) break; if (err != K) break;`, the result read directly
  // or through the variable it is assigned to. extract::ControlFlow::retriesOnOneCode read off
  // the structure: `of` is asked again with those branches cut, and the loop must not be
  // reached, while the function's end still is without a failure `return` (otherwise K is the
  // success itself and the loop goes on after each success). A later call of the loop stored
  // into the same variable is tried as the retried call too, its tests read only while the
  // variable holds its value; 0 counts only beside another code, as there (`n == 0` ends a read
  // loop).
  bool retriesOnOneCode(int call, int loop, const ConstantOf &constant) const;

  // Whether loop statement `loop` counts tries, not items (facts::kAttemptsLoopNote;
  // extract::ControlFlow::attemptsLoop read off the syntax, FastAttemptLoops.cpp).
  bool attemptsLoop(int loop) const;

  // Whether loop statement `loop` goes round only when a value read before and after its work
  // changed (facts::kConsistencyRetryNote; extract::ControlFlow::consistencyRetryLoop read off the
  // syntax, FastConsistencyRetries.cpp).
  bool consistencyRetryLoop(int loop) const;

  // Whether the call at node `call` is a random source's that loop statement `loop` repeats only
  // when the value drawn was rejected (facts::kRedrawLoopNote; extract::ControlFlow::redrawLoop
  // read off the syntax, FastRedrawLoops.cpp).
  bool redrawLoop(int call, int loop) const;

  // Whether no loop goes round again after the call at node `call` (in facts loop `loop`) once it
  // returned 0: `of` is asked again with the branches a zero result never takes cut (`if (r)`'s
  // then-branch, `if (!r)`'s else-branch, `r != 0`, `r < 0`, ...), and must answer no loop.
  // extract::ControlFlow::loopEndsOnSuccess read off the structure (facts::CallSite::
  // loopEndsOnSuccess; FastSuccessPaths.cpp).
  bool loopEndsOnSuccess(int call, int loop, const ConstantOf &constant) const;

private:
  // Set only on the copy `retriesOnOneCode` asks: which `if` branches it cuts.
  struct RetryFilter {
    int call = -1;
    std::string variable; // the local the call's result is stored in, or ""
    const ConstantOf *constant = nullptr;
    mutable bool cut = false; // a branch was cut on the way
    mutable bool completes = false; // the function's end was reached without a failure return
    // The stores into `variable` in the loop, in source order (offset, the call stored or -1):
    // a read of it tests `call`'s result only while the last store before it is the call's.
    std::vector<std::pair<uint32_t, int>> stores;
    // Cut the branches taken on 0 instead of on a nonzero constant; and whether a branch on the
    // way compared the value with a nonzero constant (which 0 needs, beside it, to be a code).
    bool zeroCode = false;
    mutable bool otherCode = false;
    // The one header-named code (`Z_BUF_ERROR`, value unknown here) whose branches are cut as
    // well, or "" (retriesOnOneCode tries each such name of the loop in turn).
    std::string named;
    // loopEndsOnSuccess's question instead: cut the branches a zero result never takes.
    bool zero = false;
  };
  int zeroCutOf(int condition) const; // 0: then-branch never taken on 0; 1: else; -1
  // A name in constant style (`REFTABLE_NOT_EXIST_ERROR`) whose value the file does not tell.
  bool namedCode(int e) const;
  // The call's result compared (==, !=, !) inside loop statement `loopNode`: the header-named
  // codes it is compared with, and whether it is also compared with something else than
  // `except` (a literal, a constant of the file, another name).
  std::set<std::string, std::less<>> namedCodesTested(int loopNode) const;
  bool testsResultAgainstOther(int loopNode, std::string_view except) const;
  // The branch (0: then, 1: else) an `if` takes when the call's result equals a nonzero
  // constant, or -1 (extract/RetryCodes.cpp's retryCodeBranch).
  int retryBranch(int ifStatement) const;
  int retryBranchOf(int condition) const; // 0: then-branch iff the result equals K; 1: else; -1
  // Whether loop statement `loop` is a `do { } while (r == K)` whose condition, on the retry
  // question, is the cut retry branch (then it marks the cut).
  bool retryCondition(int loop) const;
  // Whether loop statement `loop` needs a status variable to equal a constant (`ret ==
  // SUCCESS`) that the event's braces then set to another one, never set back in the loop: the
  // event's iteration is the last (FastStatusLoops.cpp).
  bool statusEndsLoop(int event, int loop) const;
  // Whether every pass from `call` runs `later` before it can go round (FastRetryCodes.cpp).
  bool alwaysReachedAfter(int call, int later) const;
  // Whether the call is retried when the cut branches are those taken on a nonzero constant of
  // the file or on `filter.named`.
  bool retriesWith(const RetryFilter &filter, int loop) const;
  // One attempt of retriesOnOneCode: `call`, whose result `variable` holds after it.
  bool retriesAttempt(int call, const std::string &variable,
                      const std::vector<std::pair<uint32_t, int>> &stores, int loop, int loopNode,
                      const ConstantOf &constant) const;
  bool isResult(int e) const; // the call itself, or a read of the local it was stored in
  std::string resultVariable(int call) const;
  const RetryFilter *retry = nullptr;
  const PathCut *pathCut = nullptr;

  Outcomes sequence(int first, unsigned depth) const; // `first` and its following siblings
  Outcomes computeSequence(int first, unsigned depth) const;
  Outcomes compute(int s, unsigned depth) const;
  std::string noreturnCall(int expression) const; // noreturnCallOf with the file's functions
  bool infinite(int loop) const;
  // The labeled statement a `goto` jumps to when it is a statement of the function's outermost
  // block placed after the goto, or -1.
  int forwardTopLevelLabel(int gotoStatement) const;
  // The labeled statement of the function's outermost block, before the `goto`, that a backward
  // jump reaches when the code from it runs straight (no loop, no goto) to a `return` or the
  // function's end: the shared `done:` exit of an error path's `goto done` (fio's gz_work:
  // `err: ... ret = 1; goto done;`). Following it cannot loop. -1 otherwise.
  int straightTopLevelLabelBefore(int gotoStatement) const;
  // From the start of statement `s`: can a `continue` of the enclosing loop run before a barrier?
  bool continuesBefore(int s, const std::set<int> &barriers,
                       const std::function<bool(int)> &nullTest, unsigned depth) const;
  bool holdsAny(int s, const std::set<int> &barriers) const;

  bool booleanResult() const; // the function returns a truth value: false is its failure
  ResultReading resultReading() const; // booleanResult, an `int` result, returnedNames
  const ValueOf *returnedNames = nullptr;
  mutable std::optional<bool> returnsTruth;

  const SyntaxTree &t;
  int body;
  const std::map<int, int> &loopIds;
  const std::set<std::string, std::less<>> *noreturnFunctions;
  // Each statement's outcomes and each suffix of a block's, computed once per function.
  mutable std::unordered_map<int, Outcomes> memoOutcomes, memoSequence;
  bool readAttemptsLoop(int loop) const; // attemptsLoop's reading, memoised by loop statement
  mutable std::unordered_map<int, bool> memoAttempts;
};

// The C and C++ library functions that do not return (exit, abort, longjmp, ...), by name.
const std::unordered_set<std::string_view> &libraryNoreturnNames();
bool isLibraryNoreturn(std::string_view name);
// The noreturn function expression `e` calls (an expression statement's): the C library's and
// POSIX's (the AST side knows them from their declarations), one of `noreturnFunctions` (the
// file's, its headers', its noreturn macros': FileScope), or a failed assert ("assert"); "" when
// it calls none.
std::string noreturnCallOf(const SyntaxTree &t, int e,
                           const std::set<std::string, std::less<>> *noreturnFunctions, unsigned depth = 0);

// `do { ... } while (0)` (or `while (false)`): a statement wrapper, not a loop.
bool isDoWhileZero(const SyntaxTree &t, int doStatement);

// Which expressions change from one iteration of a loop to the next (by variable name): those
// reading a variable the loop assigns, increments, takes the address of, hands to a callee that
// may write it, declares with a changing initialiser, or the range-for variable; or calling a
// function that answers differently each time (readdir, strtok, ...).
class FastLoopVariance {
public:
  // Whether argument `index` (node `argument`) of `call` may be written through by the callee.
  using WrittenThrough = std::function<bool(int call, size_t index, int argument)>;
  // Whether `call` may rewrite the global `name` (getopt's optarg): then a read of it varies.
  using WritesGlobal = std::function<bool(int call, std::string_view name)>;
  // For a variable of a character type (`char name[256]`, `char **tempname`): its pointer and
  // array levels (1, 2); -1 for any other variable. Tells a path buffer the loop writes into.
  // `at`: a node naming it, whose scope decides which declaration the name is (-1: any).
  using CharacterLevels = std::function<int(std::string_view name, int at)>;
  FastLoopVariance(const SyntaxTree &tree, bool cpp, WrittenThrough written, WritesGlobal writesGlobal,
                   CharacterLevels characterLevels)
      : t(tree), cpp(cpp), written(std::move(written)), writesGlobal(std::move(writesGlobal)),
        characterLevels(std::move(characterLevels)) {}

  bool varies(int expression, int loop);

private:
  // Pointers set to point into a character buffer (`p = buf + n`): pointer, buffer.
  using Aliases = std::vector<std::pair<std::string, std::string>>;
  const std::set<std::string, std::less<>> &changedIn(int loop);
  bool varies(int expression, const std::set<std::string, std::less<>> &changed, unsigned depth) const;
  // `p = buffer`, `char *p = buffer + n` (pointer levels 1, buffer a character array or pointer).
  std::optional<std::pair<std::string, std::string>> characterAlias(std::string_view pointer, int value) const;
  // Every such alias of the function or lambda whose body is `enclosing`, read once.
  const Aliases &functionAliases(int enclosing);

  const SyntaxTree &t;
  bool cpp;
  WrittenThrough written;
  WritesGlobal writesGlobal;
  CharacterLevels characterLevels;
  std::map<int, std::set<std::string, std::less<>>> cache;
  std::map<int, Aliases> aliasesByFunction;
};

// The node's type is one of the grammar's statement kinds handled by StructuredFlow.
inline bool isType(const SyntaxTree &t, int node, std::string_view type) {
  return node >= 0 && std::string_view(t[node].type) == type;
}

} // namespace faultline::fastmode
