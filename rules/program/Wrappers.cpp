#include "rules/program/Wrappers.h"

#include "facts/builder/StreamEvents.h"
#include "facts/builder/TerminalDevice.h"
#include "rules/Support.h"
#include "rules/program/ValueTests.h"

#include <algorithm>
#include <optional>

namespace faultline::rules::program {

namespace {

// Wrapper chains are short (xmalloc -> malloc, buffer_new -> xmalloc -> malloc); the bound only
// guarantees termination on pathological inputs.
constexpr int kMaxPasses = 32;

// The pseudo-function of a function-pointer field's store (extract/FieldCallbacks.h keys them
// "field:" + the field's USR).
bool isFieldCallback(const facts::FunctionFacts &f) { return f.usr.rfind("field:", 0) == 0; }

// A wrapper's size; marked as assumed when the wrapper is a field callback (Facts.h, Size).
facts::Size wrapperSize(const facts::FunctionFacts &wrapper, facts::Size size) {
  if (isFieldCallback(wrapper))
    size.assumedAllocator = true;
  return size;
}

bool isProduct(const facts::Size &size) {
  return size.dependsOnParameter >= 0 && size.productParameter >= 0 && size.productMultiplier > 0;
}

bool sizeDerivesFromParameters(const facts::Size &size) {
  return size.bytes || (size.dependsOnParameter >= 0 && size.parameterMultiplier != 0) ||
         isProduct(size);
}

std::string describe(const facts::Size &size) {
  if (size.bytes)
    return formatBytes(*size.bytes);
  if (isProduct(size))
    return (size.productMultiplier == 1 ? std::string()
                                        : std::to_string(size.productMultiplier) + " x ") +
           "argument " + std::to_string(size.dependsOnParameter + 1) + " x argument " +
           std::to_string(size.productParameter + 1) + " bytes";
  if (size.dependsOnParameter < 0 || size.parameterMultiplier == 0)
    return "an unknown size";
  std::string out = size.parameterMultiplier == 1
                        ? std::string()
                        : std::to_string(size.parameterMultiplier) + " x ";
  out += "argument " + std::to_string(size.dependsOnParameter + 1);
  if (size.parameterAddend > 0)
    out += " + " + std::to_string(size.parameterAddend);
  else if (size.parameterAddend < 0)
    out += " - " + std::to_string(-size.parameterAddend);
  return out + " bytes";
}

// An mmap wrapper's descriptor parameter seen from `call`: -1 when the argument there is a
// constant (anonymous: `xmmap(NULL, n, ..., MAP_ANONYMOUS, -1, 0)`), the caller's parameter
// when it passes one straight on, nullopt when it is a variable holding an open file, whose
// mapping is reading that file, not a block (facts/builder/FileMapping.h).
std::optional<int> descriptorAtCall(int parameter, const facts::CallSite &call) {
  if (parameter < 0)
    return -1;
  if (static_cast<size_t>(parameter) >= call.arguments.size())
    return std::nullopt;
  const facts::SymbolicValue &arg = call.arguments[static_cast<size_t>(parameter)];
  if (arg.constant)
    return -1;
  if (arg.parameter >= 0 && arg.multiplier == 1 && arg.addend == 0)
    return arg.parameter;
  return std::nullopt;
}

// The stream opener `call` reaches, when it reaches one: any definition that opens (as for
// allocators, several differ only when the call's TU links with none in particular), but every
// function stored in a field when the call goes through one — a table whose other entry does
// not open a stream (an mmap backend) says nothing of what this call opens.
const StreamOpener *streamOpenerAt(const facts::FunctionFacts &f, const facts::CallSite &call,
                                   const ProgramIndex &index, const WrapperTable &table) {
  const StreamOpener *found = nullptr;
  bool all = true, field = false;
  for (const facts::FunctionFacts *callee : index.callees(f, call)) {
    field = field || isFieldCallback(*callee);
    auto it = table.streamOpeners.find(callee);
    if (it == table.streamOpeners.end())
      all = false;
    else if (!found)
      found = &it->second;
  }
  return field && !all ? nullptr : found;
}

} // namespace

int forwardedParameter(const facts::FunctionFacts &f, const facts::CallSite &call, int p) {
  if (p < 0 || static_cast<size_t>(p) >= call.argumentKeys.size() || call.argumentKeys[p].empty())
    return -1;
  for (size_t i = 0; i < f.parameterKeys.size(); ++i)
    if (f.parameterKeys[i] == call.argumentKeys[p])
      return static_cast<int>(i);
  return -1;
}

namespace {

// The setvbuf that gives the opened stream `s` a caller buffer, as the owner join picks it
// (facts/builder/OwnerJoin.cpp: the first later one on the same stream), or null.
const facts::BufferingChange *bufferGiven(const facts::FunctionFacts &f,
                                          const facts::StreamOpen &s) {
  if (!s.callerBuffer || s.stream.empty())
    return nullptr;
  for (const facts::BufferingChange &change : f.bufferingChanges)
    if (change.stream == s.stream && change.callerBuffer && change.order > s.order)
      return &change;
  return nullptr;
}

// Whether the stream a call of `opener` returns has a caller buffer: always when the wrapper
// gives it one of its own, else when the call passes something other than a null constant
// where the wrapper takes the buffer (an unknown pointer counts as given: callers that pass a
// buffer argument at all mostly pass a real one, `&vbuf` of a static).
bool bufferGivenAt(const StreamOpener &opener, const facts::CallSite &call) {
  if (!opener.callerBuffer)
    return false;
  const int p = opener.bufferParameter;
  if (p < 0)
    return true;
  if (static_cast<size_t>(p) >= call.arguments.size())
    return false;
  const facts::SymbolicValue &argument = call.arguments[static_cast<size_t>(p)];
  return !(argument.constant && *argument.constant == 0);
}

} // namespace

bool constantArgument(const facts::CallSite &call, int p) {
  return p >= 0 && static_cast<size_t>(p) < call.arguments.size() &&
         (call.arguments[p].text || call.arguments[p].constant);
}

namespace {
// The wrapper's path at `call` is a relative constant: its own, or the string passed for it.
bool relativePathAt(const StreamOpener &opener, const facts::CallSite &call) {
  if (opener.pathConstant)
    return opener.pathRelative;
  int p = opener.pathParameter;
  return p >= 0 && static_cast<size_t>(p) < call.arguments.size() && call.arguments[p].text &&
         builder::isRelativePath(*call.arguments[p].text);
}
} // namespace

namespace {

// A product size (Size::productParameter) seen from `call`: both factors constant -> bytes; one
// constant -> affine in the other, resolved as any affine size; both the caller's bare
// parameters -> a product again (a wrapper of the wrapper); otherwise unknown, able to grow when
// either argument can (the unknown-size policy then decides, as for any unknown size).
facts::Size productAtCall(const facts::Size &calleeSize, const facts::CallSite &call,
                          facts::Size out) {
  const int p = calleeSize.dependsOnParameter, q = calleeSize.productParameter;
  const size_t n = call.arguments.size();
  if (static_cast<size_t>(p) >= n || static_cast<size_t>(q) >= n)
    return out;
  const facts::SymbolicValue &a = call.arguments[p], &b = call.arguments[q];
  const int64_t m = calleeSize.productMultiplier;
  if (a.constant || b.constant) {
    // Affine in the other factor: m * constant * x.
    const facts::SymbolicValue &k = a.constant ? a : b;
    int64_t scale = 0;
    if (*k.constant < 0 || __builtin_mul_overflow(m, *k.constant, &scale))
      return out;
    facts::Size affine = calleeSize;
    affine.productParameter = -1;
    affine.productMultiplier = 0;
    affine.dependsOnParameter = a.constant ? q : p;
    affine.parameterMultiplier = scale;
    affine.parameterAddend = 0;
    if (scale == 0) { // calloc(0, size): nothing
      out.bytes = 0;
      return out;
    }
    return sizeAtCall(affine, call);
  }
  auto bare = [](const facts::SymbolicValue &v) {
    return v.parameter >= 0 && v.multiplier == 1 && v.addend == 0;
  };
  if (bare(a) && bare(b)) {
    out.dependsOnParameter = a.parameter;
    out.productParameter = b.parameter;
    out.productMultiplier = m;
    return out;
  }
  out.growth.clear();
  for (int i : {p, q})
    if (static_cast<size_t>(i) < call.argumentGrowth.size() && !call.argumentGrowth[i].empty()) {
      out.growth = call.argumentGrowth[i];
      break;
    }
  return out;
}

// A wrapper's must-be-null parameter seen from `call` (AllocatorWrapper::freshOnlyIfNull): -1
// when the call allocates afresh (no such parameter, or a null pointer constant passed for it),
// the caller's parameter when it passes one straight on (a wrapper of the wrapper, with the same
// condition), nullopt when it passes anything else: a block to resize or a pool to carve from,
// which is no new block. An argument the join cannot see is taken as a pool: a program passes
// its pool (`b->km`) and keeps the null fallback for debugging.
std::optional<int> freshAtCall(int parameter, const facts::CallSite &call) {
  if (parameter < 0)
    return -1;
  if (static_cast<size_t>(parameter) >= call.arguments.size())
    return std::nullopt;
  const facts::SymbolicValue &arg = call.arguments[static_cast<size_t>(parameter)];
  if (arg.constant && *arg.constant == 0)
    return -1;
  if (arg.parameter >= 0 && arg.multiplier == 1 && arg.addend == 0)
    return arg.parameter;
  return std::nullopt;
}

// Whether a call of `wrapper` may reach its allocation: false only when the call's constant
// arguments decide the value test the allocation sits under false.
bool allocatesAt(const AllocatorWrapper &wrapper, const facts::CallSite &call,
                 const ProgramIndex &index) {
  return !wrapper.tested || wrapper.runsOnlyIf < 0 ||
         mayRun(index, *wrapper.tested, wrapper.runsOnlyIf, argumentValues(call, {}));
}

// The pointer parameter whose being null the code under `test` needs (`if (km == NULL)`, `if
// (!ptr)`, possibly among other conjuncts or enclosing tests); -1 when none.
int nullTestedParameter(const facts::FunctionFacts &f, int test) {
  for (int depth = 0; test >= 0 && static_cast<size_t>(test) < f.valueTests.size() && depth < 16;
       ++depth) {
    const facts::ValueTest &t = f.valueTests[static_cast<size_t>(test)];
    auto bare = [](const facts::SymbolicValue &v) {
      return v.parameter >= 0 && v.multiplier == 1 && v.addend == 0 && !v.constant;
    };
    auto zero = [](const facts::SymbolicValue &v) { return v.constant && *v.constant == 0; };
    // Not a flag test `(flags & K) == 0`, nor one of a string's characters (`!strchr(p, 'w')`).
    if (t.call < 0 && t.expected && t.mask == 0 && !t.probe) {
      if (bare(t.left) && zero(t.right))
        return t.left.parameter;
      if (bare(t.right) && zero(t.left))
        return t.right.parameter;
    }
    test = t.outer;
  }
  return -1;
}

} // namespace

facts::Size sizeAtCall(const facts::Size &calleeSize, const facts::CallSite &call) {
  const std::vector<facts::SymbolicValue> &arguments = call.arguments;
  facts::Size out;
  out.expression = calleeSize.expression;
  out.derivation = calleeSize.derivation;
  // What the callee proved of its size holds at every call (the join knows nothing more of an
  // argument that is neither constant nor affine).
  out.upperBound = calleeSize.upperBound;
  out.boundDerivation = calleeSize.boundDerivation;
  out.growth = calleeSize.growth;
  out.assumedAllocator = calleeSize.assumedAllocator; // through every wrapper of a field callback
  if (calleeSize.bytes) {
    out.bytes = calleeSize.bytes;
    return out;
  }
  if (isProduct(calleeSize))
    return productAtCall(calleeSize, call, out);
  int p = calleeSize.dependsOnParameter;
  if (p < 0 || calleeSize.parameterMultiplier == 0 || static_cast<size_t>(p) >= arguments.size())
    return out;
  const facts::SymbolicValue &arg = arguments[p];
  const int64_t m = calleeSize.parameterMultiplier, a = calleeSize.parameterAddend;
  if (arg.constant) {
    int64_t bytes = 0;
    if (__builtin_mul_overflow(m, *arg.constant, &bytes) || __builtin_add_overflow(bytes, a, &bytes) ||
        bytes < 0)
      return out;
    out.bytes = static_cast<uint64_t>(bytes);
    return out;
  }
  if (arg.parameter >= 0) {
    int64_t multiplier = 0, addend = 0;
    if (__builtin_mul_overflow(m, arg.multiplier, &multiplier) ||
        __builtin_mul_overflow(m, arg.addend, &addend) || __builtin_add_overflow(addend, a, &addend))
      return out;
    out.dependsOnParameter = arg.parameter;
    out.parameterMultiplier = multiplier;
    out.parameterAddend = addend;
    return out;
  }
  // Neither constant nor the caller's parameter: the size is affine in this argument, so it
  // grows exactly when the argument can (`ngx_alloc(name->len + 1)` cannot), and is bounded
  // when the argument is (`new_array(char, len + 1)` of `int len = read_byte(f)`: 256 bytes).
  if (static_cast<size_t>(p) < call.argumentGrowth.size())
    out.growth = call.argumentGrowth[p];
  if (static_cast<size_t>(p) < call.argumentBounds.size() && call.argumentBounds[p] >= 0 && m > 0) {
    int64_t bound = 0;
    if (!__builtin_mul_overflow(m, call.argumentBounds[p], &bound) &&
        !__builtin_add_overflow(bound, a, &bound) && bound >= 0 &&
        (!out.upperBound || static_cast<uint64_t>(bound) < *out.upperBound)) {
      out.upperBound = static_cast<uint64_t>(bound);
      out.boundDerivation = "argument " + std::to_string(p + 1) + " of '" + call.callee +
                            "' is at most " + std::to_string(call.argumentBounds[p]);
    }
  }
  return out;
}

WrapperTable findWrappers(const ProgramIndex &index) {
  WrapperTable table;
  // Base cases: functions returning a block they allocate; functions releasing a parameter.
  for (const facts::FunctionFacts *f : index.functions()) {
    const facts::FunctionFacts *key = f;
    // The first returned block, preferring one every call makes over one made only when a
    // pointer parameter is null (a pool's fallback, a resize's first allocation).
    std::optional<AllocatorWrapper> allocator;
    for (const facts::Block &b : f->blocks) {
      if (b.escape != facts::EscapeKind::Returned || b.loop >= 0 ||
          b.kind == facts::BlockKind::Container || !sizeDerivesFromParameters(b.size))
        continue;
      int nullOnly = f->reallocatedParameters.empty() ? nullTestedParameter(*f, b.runsOnlyIf)
                                                      : f->reallocatedParameters.front();
      if (allocator && nullOnly >= 0)
        continue;
      allocator = AllocatorWrapper{b.kind, b.allocator, wrapperSize(*f, b.size),
                                   b.valueInitialized, b.descriptorParameter, nullOnly,
                                   f, b.runsOnlyIf};
      if (nullOnly < 0)
        break;
    }
    if (allocator)
      table.allocators.try_emplace(key, *allocator);
    if (!f->releasedParameters.empty())
      table.releasers[key].insert(f->releasedParameters.begin(), f->releasedParameters.end());
    // A stream it opens once per call and returns (closing it on failure paths is allowed: a
    // success return still hands it out). One opened in a loop (the first of several candidate
    // paths that opens) is a search, not a wrapper of one open. One under an `if` that tests
    // values (`if (is_stdout(name)) f = stdout; else f = fopen(name, "wb");`) is left out:
    // which stream a call gets depends on the arguments of that call's path, which the caller's
    // open could not re-decide (git_fopen's `if (mode[0] == 'w') return fopen(...)` is no loss:
    // its unconditional open below makes it an opener). Early exits before the open (`if
    // (!path) return NULL;`) leave it an opener: every call that gets a stream opened it. So do
    // opens on both arms of one test (patchutils' xpipe: `if (*mode == 'r') res = fdopen(fd[0],
    // "r"); else res = fdopen(fd[1], "w");`): every call opens one, whichever the test picks.
    auto returnedOpen = [](const facts::StreamOpen &s) {
      return s.escape == facts::EscapeKind::Returned && s.loop < 0 && s.notRepeated.empty();
    };
    auto otherArmOpens = [&](const facts::StreamOpen &s) {
      if (s.runsOnlyIf < 0 || static_cast<size_t>(s.runsOnlyIf) >= f->valueTests.size())
        return false;
      const facts::ValueTest &t = f->valueTests[static_cast<size_t>(s.runsOnlyIf)];
      if (underCondition(*f, t.outer))
        return false;
      for (const facts::StreamOpen &o : f->streamOpens) {
        if (!returnedOpen(o) || o.runsOnlyIf < 0 || o.runsOnlyIf == s.runsOnlyIf ||
            static_cast<size_t>(o.runsOnlyIf) >= f->valueTests.size())
          continue;
        facts::ValueTest flipped = f->valueTests[static_cast<size_t>(o.runsOnlyIf)];
        flipped.expected = !flipped.expected;
        if (flipped == t)
          return true;
      }
      return false;
    };
    for (const facts::StreamOpen &s : f->streamOpens)
      if (returnedOpen(s) && (!underCondition(*f, s.runsOnlyIf) || otherArmOpens(s))) {
        StreamOpener opener{s.opener, s.pathConstant, s.pathParameter};
        opener.pathRelative = s.pathRelative;
        if (const facts::BufferingChange *buffer = bufferGiven(*f, s)) {
          opener.callerBuffer = true;
          opener.bufferParameter = buffer->bufferParameter;
        }
        table.streamOpeners.try_emplace(key, opener);
        break;
      }
  }
  // Wrappers of wrappers, until nothing changes.
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool changed = false;
    for (const facts::FunctionFacts *f : index.functions()) {
      const facts::FunctionFacts *key = f;
      for (const facts::CallSite &call : f->calls) {
        if (call.startsThread)
          continue;
        // A field callback's pseudo-function calls its stored function "through the" field.
        if (call.resultEscape == facts::EscapeKind::Returned && call.loop < 0 &&
            (call.notRepeated.empty() || call.notRepeated.rfind("through the ", 0) == 0) &&
            !table.streamOpeners.count(key))
          if (const StreamOpener *inner = streamOpenerAt(*f, call, index, table)) {
            StreamOpener outer{inner->innermost, inner->pathConstant || constantArgument(call, inner->pathParameter),
                               forwardedParameter(*f, call, inner->pathParameter)};
            // The buffer the inner wrapper takes: passed on from this wrapper's own caller, or
            // decided here.
            const int forwardedBuffer = forwardedParameter(*f, call, inner->bufferParameter);
            outer.callerBuffer = inner->callerBuffer &&
                                 (forwardedBuffer >= 0 || bufferGivenAt(*inner, call));
            outer.bufferParameter = outer.callerBuffer ? forwardedBuffer : -1;
            outer.pathRelative = relativePathAt(*inner, call);
            table.streamOpeners.emplace(key, outer);
            changed = true;
          }
        for (const facts::FunctionFacts *callee : index.callees(*f, call)) {
          if (call.resultEscape == facts::EscapeKind::Returned && !table.allocators.count(key)) {
            auto inner = table.allocators.find(callee);
            if (inner != table.allocators.end() && allocatesAt(inner->second, call, index)) {
              facts::Size size = sizeAtCall(inner->second.size, call);
              // A call through a hook or a function-pointer field (AllocatorHook.h) says which
              // function it assumed: the finding's size note repeats it.
              if (!call.notRepeated.empty() && call.notRepeated.rfind("through the ", 0) == 0)
                size.derivation = size.derivation.empty()
                                      ? call.notRepeated
                                      : size.derivation + "; " + call.notRepeated;
              std::optional<int> descriptor =
                  descriptorAtCall(inner->second.descriptorParameter, call);
              std::optional<int> resized = freshAtCall(inner->second.freshOnlyIfNull, call);
              if (sizeDerivesFromParameters(size) && descriptor && resized) {
                table.allocators.emplace(key, AllocatorWrapper{inner->second.kind,
                                                               inner->second.innermost,
                                                               wrapperSize(*f, size),
                                                               inner->second.valueInitialized,
                                                               *descriptor, *resized, f,
                                                               call.runsOnlyIf});
                changed = true;
              }
            }
          }
          auto released = table.releasers.find(callee);
          if (released == table.releasers.end())
            continue;
          for (int q : std::set<int>(released->second)) {
            if (static_cast<size_t>(q) >= call.argumentKeys.size() || call.argumentKeys[q].empty())
              continue;
            for (size_t p = 0; p < f->parameterKeys.size(); ++p)
              if (f->parameterKeys[p] == call.argumentKeys[q] &&
                  table.releasers[key].insert(static_cast<int>(p)).second)
                changed = true;
          }
        }
      }
    }
    if (!changed)
      break;
  }
  return table;
}

std::string variableName(const std::string &key) {
  size_t at = key.rfind('@');
  if (key.starts_with("expr:"))
    return "";
  return at == std::string::npos ? key : key.substr(0, at);
}

facts::Block blockAtCall(const facts::CallSite &call, int id, facts::BlockKind kind,
                         const facts::Size &calleeSize) {
  facts::Block b;
  b.id = id;
  b.kind = kind;
  b.allocator = call.callee;
  b.range = call.range;
  b.variable = variableName(call.resultKey);
  b.ownerKey = call.resultKey;
  b.loop = call.loop;
  b.order = call.order;
  b.size = sizeAtCall(calleeSize, call);
  return b;
}

void takeCallResult(const facts::CallSite &call, facts::Block &block) {
  // Where the call runs is where the block is made: under the same value test, and only on
  // the paths the call is (a direct malloc there would carry both).
  block.runsOnlyIf = call.runsOnlyIf;
  block.onlyOnSuccess = call.onlyOnSuccess;
  block.escape = call.resultEscape;
  block.notRepeated = call.notRepeated;
  block.releases = call.resultReleases;
  block.releasedOnFailureOnly = call.resultReleasedOnFailureOnly;
}

namespace {

// Releases of `key` in `f` made by calling a releaser wrapper (xfree(p), buffer_free(b)).
void addWrapperReleases(const facts::FunctionFacts &f, const std::string &key,
                        const ProgramIndex &index, const WrapperTable &table,
                        std::vector<facts::Release> &out) {
  for (const facts::CallSite &call : f.calls) {
    // A release when any definition the call can reach releases that argument.
    bool releases = false;
    for (const facts::FunctionFacts *callee : index.callees(f, call)) {
      auto released = table.releasers.find(callee);
      if (released == table.releasers.end())
        continue;
      for (int q : released->second)
        if (static_cast<size_t>(q) < call.argumentKeys.size() && call.argumentKeys[q] == key)
          releases = true;
    }
    if (releases)
      out.push_back({facts::ReleaseKind::Free, call.range, call.callee, call.loop, call.order});
  }
}

// A StreamOpen for each call of a stream opener in `f`, as the open a direct fopen there would
// be: at the call, keyed by the variable the result goes to, closed by its fclose/pclose.
void addOpenerCalls(facts::FunctionFacts &f, const ProgramIndex &index, const WrapperTable &table) {
  std::vector<facts::StreamOpen> added;
  for (const facts::CallSite &call : f.calls) {
    if (call.startsThread)
      continue;
    const StreamOpener *opener = streamOpenerAt(f, call, index, table);
    if (!opener)
      continue;
    facts::StreamOpen s;
    s.opener = opener->innermost;
    s.through = call.callee;
    s.range = call.range;
    s.stream = call.resultKey;
    s.loop = call.loop;
    s.order = call.order;
    s.closes = call.resultCloses;
    s.escape = call.resultEscape;
    s.notRepeated = call.notRepeated;
    s.runsOnlyIf = call.runsOnlyIf;
    s.onlyOnSuccess = call.onlyOnSuccess;
    for (const facts::BufferingChange &change : f.bufferingChanges)
      if (!s.stream.empty() && change.stream == s.stream && change.callerBuffer &&
          change.order > s.order) {
        s.callerBuffer = change.range;
        break;
      }
    // The wrapper's own setvbuf with this call's buffer (the site named is the call's).
    if (!s.callerBuffer && bufferGivenAt(*opener, call))
      s.callerBuffer = call.range;
    // The path, in this function's terms: the wrapper's constant, or the argument it opens.
    const int p = opener->pathParameter;
    // The terminal passed to the wrapper (git_terminal_prompt's git_fopen("/dev/tty", ...)) is
    // a prompt, as a direct open of it is (builder::terminalDeviceNote).
    if (s.notRepeated.empty() && p >= 0 && static_cast<size_t>(p) < call.arguments.size() &&
        call.arguments[p].text)
      s.notRepeated = builder::terminalDeviceNote(*call.arguments[p].text);
    s.pathConstant = opener->pathConstant || constantArgument(call, p);
    s.pathRelative = s.pathConstant && relativePathAt(*opener, call);
    // A relative name after a chdir in the same iteration (or, outside loops, earlier in the
    // call): another directory's file each time (builder::markDirectoryChanges, for the
    // wrapper's open; cvs's my_module chdirs into each module and xfopens CVSADM_ENTSTAT).
    if (s.pathRelative && (call.loop >= 0 ? call.directoryChangeLoop == call.loop
                                          : call.directoryChangedBefore))
      s.pathVaries = true;
    if (!s.pathConstant) {
      if (call.loop >= 0)
        // A path the wrapper computes is taken as changing (per-item work), as PerCallFindings
        // takes a path computed on the way.
        s.pathVaries = p < 0 || std::find(call.argumentsVarying.begin(),
                                          call.argumentsVarying.end(),
                                          p) != call.argumentsVarying.end();
      else
        s.pathParameter = forwardedParameter(f, call, p);
    }
    added.push_back(std::move(s));
  }
  f.streamOpens.insert(f.streamOpens.end(), added.begin(), added.end());
}

} // namespace

void expandWrapperCalls(std::vector<facts::TranslationUnitFacts> &tus, const WrapperTable &table,
                        const ProgramIndex &index) {
  if (table.allocators.empty() && table.releasers.empty() && table.streamOpeners.empty())
    return;
  for (facts::TranslationUnitFacts &tu : tus) {
    for (facts::FunctionFacts &f : tu.functions) {
      // Blocks from malloc & co. released through a releaser wrapper: xfree(p), pool_put(pool, p).
      for (facts::Block &b : f.blocks)
        if (!b.ownerKey.empty())
          addWrapperReleases(f, b.ownerKey, index, table, b.releases);
      std::vector<facts::Block> added;
      addOpenerCalls(f, index, table);
      for (const facts::CallSite &call : f.calls) {
        if (call.startsThread)
          continue;
        // The first definition (in index order) the call can reach that is an allocator:
        // several differ only when the call's TU links with none of them in particular.
        auto wrapper = table.allocators.end();
        for (const facts::FunctionFacts *callee : index.callees(f, call))
          if (wrapper = table.allocators.find(callee); wrapper != table.allocators.end())
            break;
        if (wrapper == table.allocators.end())
          continue;
        std::optional<int> descriptor = descriptorAtCall(wrapper->second.descriptorParameter, call);
        if (!descriptor)
          continue; // a file mapping through the wrapper: reading the file
        if (freshAtCall(wrapper->second.freshOnlyIfNull, call) != -1)
          continue; // my_alloc(buf, n, size): resizing the caller's block, not a new one
        if (!allocatesAt(wrapper->second, call, index))
          continue; // conv(src, INT_MAX, 0): the arguments rule out the allocating branch
        facts::Block b = blockAtCall(call, static_cast<int>(f.blocks.size() + added.size()),
                                     wrapper->second.kind, wrapper->second.size);
        b.descriptorParameter = *descriptor;
        b.size.expression = "the size '" + call.callee + "' asks of '" + wrapper->second.innermost +
                            "': " + describe(wrapper->second.size);
        b.size.derivation = "'" + call.callee + "' is an allocator: it returns a block from '" +
                            wrapper->second.innermost + "'";
        // What the wrapper's own size assumed (an allocator hook's default) holds here too; an
        // unknown size's note quotes only the expression, so it says it there.
        if (!wrapper->second.size.derivation.empty()) {
          b.size.derivation += "; " + wrapper->second.size.derivation;
          if (!b.size.bytes)
            b.size.expression += " (" + wrapper->second.size.derivation + ")";
        }
        b.valueInitialized = wrapper->second.valueInitialized;
        takeCallResult(call, b);
        if (!call.resultKey.empty())
          addWrapperReleases(f, call.resultKey, index, table, b.releases);
        added.push_back(std::move(b));
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
    }
  }
}

} // namespace faultline::rules::program
