// The facts model: what an extractor (Clang AST today, tree-sitter later) knows about each
// function, and all the rules ever see. Rules are pure functions over these structs, so they can
// be unit-tested without a compiler and run unchanged on either front end, and a per-TU summary
// is just these structs serialised (see FactsJson.h).
//
// Conventions:
//  * Loop ids index FunctionFacts::loops; -1 means "not inside any loop of this function".
//  * `order` is a strictly increasing position in source order within one function body (the
//    extractor numbers statements as it walks). Two events in the same innermost common loop
//    with a.order < b.order happen in that order within one iteration.
//  * Paths in SourceRange::file are absolute, as the extractor resolved them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace faultline::facts {

// Events that do not repeat. Why an event inside a loop (or in a function called repeatedly) still runs at most once where
// its loop or its callers would repeat it. Stored as the text a finding would quote; an empty
// string means the event can repeat. The extractor decides this from control flow:
//  * "only on a path that ends in 'exit'": every path from the event ends in a noreturn call
//    (exit, abort, _exit, a failed assert, a [[noreturn]] function) or a throw;
//  * "guarded by the once-flag 'initialized'": inside `if (!initialized) { ... initialized = 1; }`
//    on a static or global flag, or in a static local's initialiser;
//  * "in the child of 'fork()'": inside the `pid == 0` branch of a fork;
//  * "guarded by the high-water mark 'hwm', ...": inside `if (hwm < n) { ...; hwm = n; }`, which
//    runs again only when n grows past every value seen before (HighWaterMarks.cpp);
//  * kRetryLoopNote: the loop goes round again only when the call returned one particular
//    nonzero code (`if (r == Z_BUF_ERROR) { grow; continue; }`). Unlike the others this event
//    still runs once per call of its function, so the per-call rule reports it (the loop rules
//    do not).
//  * kAttemptsLoopNote: the loop counts tries, not items (its counter is read nowhere in its
//    body), returns on success from inside and fails when the tries run out (`for (i = 0; i <
//    100; i++) { if (DoLock()) return true; ...inspect the stale lock... } return false;`,
//    incron's AppInstance::Lock): in normal operation the body runs once per call. Treated as
//    kRetryLoopNote by the rules (isRetryNote).
//  * kConsistencyRetryNote: the loop reads one value before and after its work and goes round
//    only when the two reads differ (`do { cur = GetCurrentIndex(); ...; next =
//    GetCurrentIndex(); } while (cur != next);`, jackd2): a writer raced it. Treated as
//    kRetryLoopNote by the rules (isRetryNote).
//  * kRedrawLoopNote: the event is a random source's call that the loop repeats only when the
//    value drawn was rejected (`do { os_get_random(&id, 2); } while (!id || in_use(id));`,
//    wpa_supplicant). Treated as kRetryLoopNote by the rules (isRetryNote).
// Separately, `loop` of every event is the innermost enclosing loop that can still continue after
// the event: a call followed by an unconditional `return` or `break` belongs to the next loop out
// (or to no loop), so "every iteration" only ever names a loop that really goes round again.
inline constexpr const char *kRetryLoopNote =
    "only when the call returns one particular code (a retry loop)";
inline constexpr const char *kAttemptsLoopNote =
    "only after a failed attempt (a loop of tries that returns on success and fails when they run out)";
// Whether `notRepeated` says the event runs once per call and again only to retry (the per-call
// rule still reports it; the loop rules do not).
inline constexpr const char *kConsistencyRetryNote =
    "only when a value read before and after it changed meanwhile (a consistency retry)";
inline constexpr const char *kRedrawLoopNote =
    "only when the random value it drew was rejected (a loop that draws until the value is acceptable)";
inline bool isRetryNote(const std::string &notRepeated) {
  return notRepeated == kRetryLoopNote || notRepeated == kAttemptsLoopNote ||
         notRepeated == kConsistencyRetryNote || notRepeated == kRedrawLoopNote;
}

struct SourceRange {
  std::string file;
  unsigned line = 0, column = 0;       // 1-based, first character
  unsigned endLine = 0, endColumn = 0; // 1-based, one past the last character (SARIF style)
  bool operator==(const SourceRange &) const = default;
  bool valid() const { return line != 0; }
};

enum class LoopKind { For, While, Do, RangeFor };

struct Loop {
  int id = -1;
  LoopKind kind = LoopKind::For;
  SourceRange range; // the loop keyword through the end of its header
  int parent = -1;   // enclosing loop in the same function, -1 at top level
  bool parallel = false; // runs on several threads: an OpenMP worksharing loop or inside a
                         // `#pragma omp parallel` region
};

// A value as far as the extractor can tell without running the program: a constant, or an affine
// function `multiplier * p + addend` of the enclosing function's parameter p, or neither.
// A string argument may instead be a constant string: `text` (a literal, or a macro or const
// global holding one), or in fast mode, which cannot see headers, `symbol`: an identifier it
// could not resolve (`stdoutmark`), equal to itself and to nothing else it knows.
struct SymbolicValue {
  std::optional<int64_t> constant;
  int parameter = -1;
  int64_t multiplier = 1;
  int64_t addend = 0;
  std::optional<std::string> text;
  std::string symbol;
  // A parameter given a string where it is null before the read (`if (!mode) mode = "r";`,
  // libsolv's solv_xfopen): the caller's string, or `nullDefault` when the caller passes NULL.
  // `parameter` stays -1 (the value is not the caller's on every path), so only the join's
  // value tests read it (rules/program/ValueTests.h).
  int defaulted = -1;
  std::string nullDefault;
  // An integer field of a pointer parameter as read at a test (`db->trimmed` in
  // `Open_Track(DAZZ_DB *db, ...)`): parameter `fieldOf`'s field `field`, named as FieldStore
  // names it. `parameter` stays -1 (the value is the object's, not the caller's argument), so
  // only the join's value tests read it, with the field values a hot path knows at its loop's
  // entry (FunctionFacts::fieldResets, rules/program/EntryFieldValues.h).
  int fieldOf = -1;
  std::string field;
  // A call's argument that is a local pointer holding what a project function returned, assigned
  // only from such calls (`addrs = container_load();` before net-snmp's per-interface loop). Null only when that function failed, so a callee's `if (addrs
  // == NULL)` fallback is error handling on this path (rules/program/ValueTests.h).
  bool nonNullResult = false;
  bool operator==(const SymbolicValue &) const = default;
};

// A function of a string's characters that a test compares in place of the string: the
// character at `index` (`mode[1]`; `*mode` is index 0; the terminator reads 0), or, with index
// < 0, what a scan of every character leaves: `marks` holds pairs (character, value), the last
// character of the string that it lists gives the value, `initial` when none appears.
// `strchr(mode, 'w')` is the scan {'w', 1} from 0; libsolv's `for (; *mode; mode++) if (*mode ==
// 'w') encoding = 1; else if (*mode == 'r') encoding = 0;` is {'w', 1, 'r', 0} from 0.
struct CharacterProbe {
  int64_t index = -1;
  std::vector<int64_t> marks; // flattened pairs: character, value
  int64_t initial = 0;
  bool operator==(const CharacterProbe &) const = default;
};

// A test of values that decides whether code runs: `strcmp(a, b) == 0` / `a == b` (a direct
// comparison of `left` and `right`), or a call of a predicate defined in the program (`call`,
// an index into FunctionFacts::calls; its arguments are that call's). The code it guards runs
// only when the test's truth equals `expected`. The join evaluates it with the values a hot
// path fixes (rules/program/ValueTests.h).
struct ValueTest {
  int call = -1;
  SymbolicValue left, right; // a direct comparison (call < 0)
  bool expected = true;
  int outer = -1; // another test the code also sits under (the next conjunct or enclosing
                  // `if`), an index into FunctionFacts::valueTests; -1 when none
  // The test of an early exit before the code, not of an `if` around it (`if (!fnidx) return
  // load_default(fn); ... fetch(fnidx);`: the code runs only when `fnidx == 0` fails). Path
  // values decide it like any test; the join's questions of whether code is conditional at
  // all (a wrapper's open, a forwarder's call) leave such guards out.
  bool guard = false;
  // Nonzero for a flag test: the left side is `left & mask` (`if (flags & HTS_IDX_SAVE_REMOTE)`
  // is `(flags & mask) == 0` expected false), decided when the path fixes the flags.
  int64_t mask = 0;
  // Set when the left side is not the string parameter `left` but this function of its
  // characters (`strchr(mode, 'w') != NULL`, `*mode == 'r'`), decided when the path fixes the
  // string's text.
  std::optional<CharacterProbe> probe;
  bool operator==(const ValueTest &) const = default;
};

// A size as far as the extractor could know it.
struct Size {
  std::optional<uint64_t> bytes; // set when the constant evaluator / local data flow resolved it
  std::string expression;        // source text of the size ("n * sizeof(double)"), always set
  std::string derivation;        // how bytes were found, e.g. "n = 1 << 20 at line 12"; may be empty
  int dependsOnParameter = -1;   // when unknown because it comes from this parameter (0-based)
  // Set by the join only (rules/program/Wrappers.cpp), never by an extractor, so not stored in
  // facts files: the block comes through a struct field holding a function pointer
  // (extract/FieldCallbacks.h) whose stored default was assumed to run. Two guesses (which
  // function runs, and that an unknown size is large) make no finding: such a block is reported
  // only when its size is known (plausiblyLarge, rules/Support.h).
  bool assumedAllocator = false;
  // When the size is affine in that parameter: bytes = parameterMultiplier * p + parameterAddend.
  // parameterMultiplier == 0 means the dependence is not affine (n * n, a table lookup, ...).
  int64_t parameterMultiplier = 0;
  int64_t parameterAddend = 0;
  // A product of two parameters (`calloc(num, size)`, `malloc(n * size)` in a wrapper, whose
  // factors are each a parameter or a constant): bytes = productMultiplier * p * q, with p =
  // dependsOnParameter and q = productParameter (parameterMultiplier is then 0: not affine).
  // The join resolves it at a call (rules/program/Wrappers.cpp, sizeAtCall). -1 when not one.
  int productParameter = -1;
  int64_t productMultiplier = 0;
  // Unknown sizes only (see "Unknown sizes" in rules/loop_alloc/faultline-loop-alloc.md).
  // An upper bound the extractor proved although the value is unknown: constants, array
  // extents, the range of a narrow type (uint8_t, unsigned short, a bit-field), strlen of an
  // array, `K - x`, `x % K`, `x & K`, `x >> k`, MIN(x, K), a conditional with bounded arms.
  // boundDerivation says how ("'len' is an unsigned short: at most 65,535").
  std::optional<uint64_t> upperBound;
  std::string boundDerivation;
  // Why the size can plausibly reach the mmap threshold: "grows with parameter 'len'", "read at
  // run time: 'st.st_size'", "product of non-constant factors 'w' and 'h'". Empty when nothing
  // in it can grow large (string lengths, a count times a small sizeof): the rules do not
  // report such a size.
  std::string growth;
  // Set with `growth` when the only thing that makes the size plausibly large is the integer
  // result of these functions (keys as ProgramIndex::keyOf: usr, or "name:" + name), each
  // counted as large only because it is given a pointer to an object (`len =
  // get_name(ctx, i, NULL, 0); malloc(len + 1)`). The join clears `growth` when every one of
  // them returns a string length (FunctionFacts::returnsStringLength,
  // rules/program/StringLengthResults.h).
  std::vector<std::string> growthCalls;
  // Unknown sizes only: the size is `fieldMultiplier` times the value of one integer field
  // (`PyMem_Malloc(self->outSize)`, `malloc(ctx->blocks * 16)`), keyed as FieldStore::field; the
  // join sizes it from the values the program stores there (rules/program/FieldValues.h).
  // fieldMultiplier 0: not such a size.
  std::string fieldKey;
  int64_t fieldMultiplier = 0;
};

enum class BlockKind {
  Malloc,          // malloc, and realloc(NULL, n)
  Calloc,          // calloc: glibc skips zeroing an mmapped block
  AlignedAlloc,    // aligned_alloc, memalign, valloc, pvalloc, posix_memalign
  NewArray,        // new T[n]
  NewObject,       // new T of a large T
  MakeUnique,      // std::make_unique<T[]>(n) / make_unique<T>() / make_shared
  Mmap,            // mmap(NULL, n, ...): fresh pages on every call, whatever the size
  Container,       // std::vector / basic_string / deque / valarray sized by ctor, resize, assign
  Custom,          // an allocator declared in the configuration
};

enum class ReleaseKind {
  Free,          // free(p), a configured releaser
  Delete,        // delete / delete[]
  Munmap,        // munmap(p, n)
  ScopeEnd,      // an RAII owner (unique_ptr, vector, ...) destroyed at the end of its scope
  TemporaryEnd,  // a temporary destroyed at the end of its full-expression
  Reassigned,    // an owner assigned a new value (v = std::vector<char>(n), p.reset(q))
  CapacityReset, // set by the join only: a block cached in a field behind a capacity test that
                 // another function on the same path resets to 0, so the next call frees and
                 // re-allocates it (rules/program/CapacityResets.h)
};

struct Release {
  ReleaseKind kind = ReleaseKind::Free;
  SourceRange range;
  std::string function; // "free", "delete[]", "munmap", "~vector", ...
  int loop = -1;        // innermost loop containing the release
  uint64_t order = 0;
};

// Why a block outlives the iteration / function that made it. Any escape means "not a finding".
enum class EscapeKind { None, Returned, StoredOutside, Moved, OwnershipReleased, Static, Unknown };

struct Block {
  int id = -1;
  BlockKind kind = BlockKind::Malloc;
  std::string allocator;   // as spelled: "malloc", "new[]", "std::vector<double>", "xmalloc"
  SourceRange range;       // the allocation (for containers: the sizing construct)
  SourceRange declaration; // the owning variable's declaration, if any
  std::string variable;    // owning variable name, empty for temporaries
  std::string ownerKey;    // key of the owner (as CallSite::argumentKeys), to match releasers
  int loop = -1;           // innermost loop containing the allocation
  uint64_t order = 0;
  Size size;
  bool valueInitialized = false; // every byte written at creation (vector<T>(n), calloc on heap)
  std::vector<Release> releases;
  EscapeKind escape = EscapeKind::None;
  SourceRange escapeRange;
  std::string notRepeated; // see 'Events that do not repeat' above; empty when the allocation can repeat
  bool perThread = false;  // inside an OpenMP parallel region: each thread of the team makes one
  int runsOnlyIf = -1;     // index into FunctionFacts::valueTests: the `if` it sits under
  // A fix hint that replaces the rule's own, from the allocator's library model: a one-shot
  // helper (compress2) allocates and frees its context inside the call, so "hoist the
  // allocation" cannot apply; the model names the streaming API that keeps one instead.
  std::string fix;
  // Every release lies on a path ending in a failure return (`free(buf); return -1;`) while a
  // success return keeps the block (extract/FailureReturns.cpp): the join drops the block when a
  // later call hands it to a callee that stores that parameter (FunctionFacts::storedParameters).
  bool releasedOnFailureOnly = false;
  // mmap only: the file descriptor is this parameter of the function (0-based), so whether the
  // mapping is of a file or anonymous is decided at each call (xmmap(..., fd, off) in a
  // wrapper). A mapping whose descriptor is a variable holding an open file is not a block at
  // all: faulting its pages in is reading the file (see "File mappings" in
  // rules/per_call_buffer/faultline-per-call-buffer.md).
  int descriptorParameter = -1;
  // Outside loops: the block is made only on paths after which the function returns 0 (or
  // fails: a negative constant, `return error(...)`): it runs once per successful call
  // (extract/SuccessPaths.cpp, fastmode/FastSuccessPaths.cpp). Never set when unsure.
  bool onlyOnSuccess = false;
};

// fopen / fdopen / freopen / fmemopen / popen and the matching fclose / pclose.
struct StreamOpen {
  std::string opener;      // "fopen"
  SourceRange range;
  std::string stream;      // stream key (see StreamKey below), empty if not bound to a variable
  int loop = -1;
  uint64_t order = 0;
  std::vector<Release> closes;          // fclose / pclose of the same stream
  std::optional<SourceRange> callerBuffer; // setvbuf/setbuffer with a non-null buffer on it
  EscapeKind escape = EscapeKind::None;
  std::string notRepeated; // see 'Events that do not repeat' above
  // The path (or descriptor) opened differs from one repetition to the next: inside a loop it
  // reads a variable the loop changes (`paths[i]`, a name read from a directory); outside any
  // loop it comes from a parameter (one file per call). Such an open is per-item work, not a
  // stream that could be kept open and rewound.
  bool pathVaries = false;
  // The path is a constant: a string literal, or a const global holding one ("/etc/app.conf").
  // A helper called in a loop that opens such a path opens the same file every time.
  bool pathConstant = false;
  // With pathConstant: the constant names a relative path ("CVS/Entries.Static"), whose file is
  // the working directory's: after a chdir it is another file (CallSite::directoryChangeLoop).
  bool pathRelative = false;
  // Outside loops: the parameter the path (or descriptor) is, or -1. The join asks the hot call
  // site whether that argument changes per iteration (CallSite::argumentsVarying).
  int pathParameter = -1;
  int runsOnlyIf = -1; // index into FunctionFacts::valueTests: the `if` it sits under
  bool onlyOnSuccess = false; // as Block::onlyOnSuccess
  // Set by the join only: the stream came from a call of this stream-opening function (a
  // wrapper that returns the stream it opened, git_fopen; rules/program/Wrappers.h), and
  // `opener` names the library call it ends in ("fopen"). Empty for a direct open.
  std::string through;
};

// setvbuf / setbuf / setbuffer / setlinebuf calls.
struct BufferingChange {
  std::string function;    // "setvbuf"
  SourceRange range;
  std::string stream;      // stream key
  bool unbuffered = false; // _IONBF, setbuf(f, NULL), setbuffer(f, NULL, ...)
  bool callerBuffer = false;
  // The parameter of this function the caller buffer comes from (`setvbuf(fs, *buf, _IOFBF,
  // n)` or `setvbuf(fs, buf, ...)` with `buf` a parameter), or -1. A stream-opening wrapper that
  // gives its stream the caller's buffer this way (lsof's open_proc_stream) does so only for
  // calls that pass one (rules/program/Wrappers.h, StreamOpener).
  int bufferParameter = -1;
  int loop = -1;
  uint64_t order = 0;
};

// A read or write on a stream: fgetc, fputc, getc, putc, fread, fwrite, fprintf, printf, ...
struct StreamOp {
  std::string function;
  SourceRange range;
  std::string stream; // stream key; "stdout" / "stdin" for printf / getchar and friends
  bool piecewise = false; // one character, or a constant size below a buffer (<= 512 bytes)
  int loop = -1;
  uint64_t order = 0;
};

// A call to a function defined in user code (the cross-file join works on these). Calls through
// function pointers have no callee and are not recorded; virtual calls name the statically
// called method (see docs/cross-file.md for the policy).
struct CallSite {
  std::string callee;    // qualified name
  std::string calleeUsr; // clang USR (or a name-based key in fast mode)
  SourceRange range;
  int loop = -1;
  uint64_t order = 0;
  std::vector<SymbolicValue> arguments; // per argument, in the caller's terms
  std::vector<std::string> argumentKeys; // owner key of each argument ("" when not a variable,
                                         // field or stream), to match wrapper releasers
  std::string resultKey;                 // owner key the result is stored in ("" when none)
  EscapeKind resultEscape = EscapeKind::None; // where the result goes, as for a Block
  std::vector<Release> resultReleases;   // built-in releases of resultKey in this function
  std::vector<Release> resultCloses;     // fclose / pclose of resultKey in this function (the
                                         // result of a stream-opening wrapper, git_fopen)
  bool isVirtual = false;
  bool startsThread = false; // the callee runs on another thread: pthread_create, std::thread,
                             // std::async, or a call inside an OpenMP parallel region
  std::string notRepeated;   // see 'Events that do not repeat' above: the hot-path join does not go through it
  std::vector<int> argumentsVarying; // in a loop: the arguments that change per iteration
  // Per argument, why it can grow large (Size::growth's wording), "" when it cannot (a string
  // length, a constant, a count kept small); empty when the extractor did not say. The join
  // uses it for a wrapper's size at this call (`ngx_alloc(name->len + 1)`).
  std::vector<std::string> argumentGrowth;
  // Per argument, a proved upper bound of its value (Size::upperBound's rules: a narrow type's
  // range, `int len = read_byte(f)` of a `uchar` function, x % K, MIN(x, K)), -1 when none;
  // empty when the extractor did not say. The join bounds a wrapper's size at this call with it
  // (`new_array(char, len + 1)`: at most 256 bytes).
  std::vector<int64_t> argumentBounds;
  // The call runs only for these values of parameter `switchParameter` (it sits under their
  // `case` labels of a `switch` on that unmodified parameter; no `default` reaches it): a hot
  // path that passes another constant there does not reach it (curl_easy_setopt's options).
  int switchParameter = -1;
  std::vector<int64_t> switchCases;
  // The caller's side of the same reading: argument `caseArgument` names a local or parameter
  // that a `switch` around the call tests, unwritten in that switch, and only these values reach
  // the call's arm (cscope's `case ' ': case '?': command(c);`): the callee's `case '>':` arm
  // does not run from this call. -1 when no argument is so fixed.
  int caseArgument = -1;
  std::vector<int64_t> caseArgumentValues;
  // A chdir/fchdir to a directory that is not a constant runs before the call: earlier in the
  // function (directoryChangedBefore), or anywhere in a loop around the call, the innermost such
  // loop being directoryChangeLoop (-1 when none). A relative path the callee opens then names
  // the file of another directory each time (cvs walks a checkout path chdir'ing into each
  // directory and creates its CVS/Entries.Static): per-item work, not churn of one file.
  bool directoryChangedBefore = false;
  int directoryChangeLoop = -1;
  // Likewise for an `if` testing values (`if (!is_stdout(name)) { ... }`): an index into
  // FunctionFacts::valueTests, -1 when none.
  int runsOnlyIf = -1;
  bool resultReleasedOnFailureOnly = false; // resultReleases as Block::releasedOnFailureOnly
  // In a loop: no loop of this function goes round again after the call when it returned 0
  // (`if (merge(...)) continue;` and the rest of the body leaves; `if (!r) break;`). An event of
  // the callee made only on success (Block::onlyOnSuccess) then runs once per run of the loop.
  bool loopEndsOnSuccess = false;
  // Outside loops, for a call whose result is kept: made only on paths that return 0, as
  // Block::onlyOnSuccess. The join gives it to the open a stream-opener call becomes (git's
  // rerere `merge` opens through git_fopen only after a clean replay).
  bool onlyOnSuccess = false;
  // Made by a statement of the function body itself, outside every branch and loop (`x =
  // open_db(path, db);`, the condition of a top-level `if`): it runs whenever the function gets
  // that far. The join takes the field values a callee sets on its straight line
  // (FunctionFacts::fieldResets) as holding after such a call.
  bool straightLine = false;
};

// Code that changes glibc's allocator settings, which turns the dynamic mmap threshold off.
struct AllocatorSetting {
  std::string function;  // "mallopt", "setenv", "putenv"
  std::string parameter; // "M_MMAP_THRESHOLD", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES", ...
  std::string value;     // as written: "128 * 1024", "glibc.malloc.mmap_threshold=131072"
  SourceRange range;
};

// A block cached in an object across calls behind a capacity field:
//   if (ctx->maxBufferSize < need) { free(ctx->tmpBuff); ctx->tmpBuff = calloc(1, need);
//                                     ctx->maxBufferSize = need; }
// (`reset` false: the `if`'s then-branch, events with beginOrder <= order < endOrder), or a
// statement of the function body itself (not under any `if` or loop) that sets such a field to 0,
// `ctx->maxBufferSize = 0;` (`reset` true). `field` names the field as "Record::field" (AST) or
// "field" (fast mode, which has no types); the join pairs them (rules/program/CapacityResets.h).
struct CapacityField {
  std::string field;
  SourceRange range; // the capacity test, or the resetting assignment
  bool reset = false;
  uint64_t beginOrder = 0, endOrder = 0;
};

// A member an owner class's constructor allocates and its destructor releases (the walker's
// extract/OwnerClasses.h), on the FunctionFacts of that constructor's definition: a
// construction in another file, where the constructor's body is not visible, is a call site the
// join turns into this block (rules/program/OwnerConstructions.h).
struct ConstructedMember {
  std::string className; // "VisitTable"
  std::string member;    // "visited"
  BlockKind kind = BlockKind::NewArray;
  std::string innermost; // what the constructor calls: "malloc", "std::vector<uint8_t>"
  Size size;             // in terms of the constructor's parameters
  bool valueInitialized = false;
  // A stream the constructor opens into the member and the destructor closes (`innermost` is
  // the opener; `kind` and `size` unused): the path is the constructor's parameter
  // `pathParameter`, or a constant. The join opens it at the construction and closes it where
  // the object dies at its scope's end. Written by both front ends (analyzer/fastmode/
  // FastOwnerClasses.cpp, extract/OwnerSites.cpp); a construction in the constructor's own file
  // opens the stream in place instead.
  bool stream = false;
  int pathParameter = -1;
  bool pathConstant = false;
};

// A state the function settles: it returns at once when field `field` of its pointer parameter
// `objectParameter` already holds the value it is asked for (its parameter `valueParameter`, or
// `constant` when that is -1), and stores that value there on its way out, past any failure
// return: connman's `if (technology->tethering == enabled) return -EALREADY; ...
// technology->tethering = enabled;`. Called again with the same object and value, it does
// nothing past the test: what it does after order `afterOrder` (the test's end) runs once per
// object and value, not once per call (rules/program/SettledStates.h). Written by both front
// ends, from the statements of the function body itself (extract/SettledStates.cpp,
// fastmode/FastSettledStates.cpp).
struct SettledState {
  int objectParameter = -1;
  std::string field;
  int valueParameter = -1;
  int64_t constant = 0;
  uint64_t afterOrder = 0;
  SourceRange range; // the test
  // The branch form: `if (ctx->state < READY) { ...; ctx->state = READY; }`, a top-level `if`
  // whose branch ends by storing a constant (`constant`; valueParameter is -1) that fails its own
  // test. What the branch does, events with afterOrder <= order < endOrder, runs once per object.
  // 0 for the early-return form above (everything after the test).
  uint64_t endOrder = 0;
};

// A constant a function stores into a field of its pointer parameter `parameter` by a statement
// of its body itself, outside every branch and loop, with every `return` before it a failure
// return (Open_DB's `db->trimmed = 0;`): when the call returns success, the field holds `value`.
// `field` is named as FieldStore names it. The join reads it at a loop's entry
// (rules/program/EntryFieldValues.h).
struct FieldReset {
  int parameter = -1;
  std::string field;
  int64_t value = 0;
  SourceRange range;
};

struct FunctionFacts {
  std::string name; // qualified, human readable: "ns::Matcher::search"
  std::string usr;
  SourceRange range; // the function's name in its definition
  std::vector<Loop> loops;
  std::vector<Block> blocks;
  std::vector<StreamOpen> streamOpens;
  std::vector<BufferingChange> bufferingChanges;
  std::vector<StreamOp> streamOps;
  std::vector<CallSite> calls;
  std::vector<std::string> parameterKeys; // owner key of each parameter, in order
  std::vector<int> releasedParameters;    // parameters this function releases itself (free(p),
                                          // delete p, munmap(p, n), fclose(p), configured)
  // Fields of parameters this function releases itself, as "<parameter index>-><field>"
  // ("0->sums" for `free(s->sums);` in `free_sums(struct sum_struct *s)`): a destructor
  // function's owned blocks, paired with a constructor's by the join (rules/program/OwnerPairs.h).
  std::vector<std::string> releasedParameterFields;
  // Pointer parameters this function passes to realloc/reallocarray as the block to resize
  // (`ptr = realloc(ptr, num * size)` in rsync's my_alloc): a call of it is a fresh block only
  // where that argument is a null pointer constant; elsewhere it resizes the caller's block
  // (rules/program/Wrappers.cpp).
  std::vector<int> reallocatedParameters;
  std::vector<int> storedParameters;      // parameters whose value this function keeps: stored
                                          // into a field of a parameter, `this` or a global, or
                                          // returned (`pl->filebuf = buf;`)
  std::vector<AllocatorSetting> allocatorSettings;
  // The value tests of `if` statements that events sit under (each event's runsOnlyIf), and
  // the one this function returns the truth of, when it is a predicate (`return
  // !strcmp(a, b);`, `return same_string(s, "stdout");`): an index, -1 when it is not.
  std::vector<ValueTest> valueTests;
  int returnsTest = -1;
  std::vector<CapacityField> capacityFields;
  // The function's integer result is a string length: every `return` returns a value the size
  // evaluator counts as not plausibly large (strlen, a scan count, a token distance, a constant
  // or bounded value, an integer parameter the caller passes — the caller's size evaluator checks
  // that argument), possibly through locals, provided the results of the functions in
  // returnsStringLengthIf (keys, as Size::growthCalls) are string lengths too. The join
  // resolves the condition (rules/program/StringLengthResults.h).
  bool returnsStringLength = false;
  std::vector<std::string> returnsStringLengthIf;
  // A constructor of an owner class: the members it allocates (ConstructedMember).
  std::vector<ConstructedMember> constructedMembers;
  std::vector<SettledState> settledStates;
  std::vector<FieldReset> fieldResets;
  // The integer fields this function's own statements write, of any object (as FieldStore
  // names them: an assignment, `++`, `&p->f` handed on), and "Record::*" for a whole record
  // written (`*db = saved;`, `memcpy(db, ...)`, `fread(db, ...)`): what the join checks before it
  // takes a field's value at a loop's entry for the value on every iteration.
  std::vector<std::string> writtenFields;
};

// A machine-applicable fix the AST extractor proved safe (fast mode offers none): applied
// together, the edits remove the finding of `rule` at `at` (the allocation or the sizing
// construct) in the loop starting at `loop`. Offsets are bytes into `file` as it was analysed;
// `fileHash` (XXH3-64 of those bytes) lets `check --fix` refuse a file changed since.
struct FixEdit {
  uint64_t offset = 0, length = 0; // the bytes replaced; length 0 is an insertion
  std::string text;
  bool operator==(const FixEdit &) const = default;
};
struct Fix {
  std::string rule; // "faultline-loop-alloc", "faultline-vector-temporary"
  SourceRange at, loop;
  std::string file;
  uint64_t fileHash = 0;
  std::string description; // what the edits do, one line: "hoist 'buf' out of the loop"
  std::vector<FixEdit> edits;
};

// A store into an integer field anywhere in the TU: `w->outSize = outSize;`, an initialiser
// (`{.bufsize = 1 << 20}`, a constructor's `size_(n)`), or a write the extractor cannot value
// (`p->n += k`, `++p->n`, `&p->n` handed to a function): then `value` is empty. `field` is
// "Record::field" in AST mode and "field" in fast mode, which has no types. The join reads a
// field's stores across the program (rules/program/FieldValues.h).
struct FieldStore {
  std::string field;
  std::optional<int64_t> value;
  std::string derivation; // how value was found ("outSize = ZSTD_CStreamOutSize() (line 712)")
  SourceRange range;
};

struct TranslationUnitFacts {
  std::string mainFile; // absolute path of the TU's main file
  std::string frontEnd = "ast"; // "ast" (Clang) or "fast" (tree-sitter, docs/fast-mode.md): carried
                                // through caches and shard bundles so merged findings say it too
  std::vector<FunctionFacts> functions;
  std::vector<Fix> fixes; // AST mode only, see Fix
  std::vector<FieldStore> fieldStores;
  // Fast mode, C++: what the file's `using` lines make visible to an unqualified call, the
  // namespace of each using-directive ("tools" for `using namespace tools;`) and the name of
  // each using-declaration ("tools::ReadFile"). The join resolves a name-keyed call only to
  // definitions its caller can see (ProgramIndex::resolve).
  std::vector<std::string> usingNames;
};

// Loop helpers shared by rules (and by tests).
// The innermost loop containing both `a` and `b`, or -1. Loops are given by id within `f`.
int commonLoop(const FunctionFacts &f, int a, int b);
// True if `inner` is `outer` or nested inside it.
bool loopWithin(const FunctionFacts &f, int inner, int outer);

const char *toString(LoopKind);
const char *toString(BlockKind);
const char *toString(ReleaseKind);
const char *toString(EscapeKind);

} // namespace faultline::facts
