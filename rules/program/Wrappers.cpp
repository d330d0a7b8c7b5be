#include "rules/program/Wrappers.h"

#include "rules/Support.h"

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

bool sizeDerivesFromParameters(const facts::Size &size) {
  return size.bytes || (size.dependsOnParameter >= 0 && size.parameterMultiplier != 0);
}

std::string describe(const facts::Size &size) {
  if (size.bytes)
    return formatBytes(*size.bytes);
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
  // grows exactly when the argument can (`ngx_alloc(name->len + 1)` cannot).
  if (static_cast<size_t>(p) < call.argumentGrowth.size())
    out.growth = call.argumentGrowth[p];
  return out;
}

WrapperTable findWrappers(const ProgramIndex &index) {
  WrapperTable table;
  // Base cases: functions returning a block they allocate; functions releasing a parameter.
  for (const facts::FunctionFacts *f : index.functions()) {
    const facts::FunctionFacts *key = f;
    for (const facts::Block &b : f->blocks) {
      if (b.escape != facts::EscapeKind::Returned || b.loop >= 0 ||
          b.kind == facts::BlockKind::Container || !sizeDerivesFromParameters(b.size))
        continue;
      table.allocators.try_emplace(key, AllocatorWrapper{b.kind, b.allocator,
                                                         wrapperSize(*f, b.size),
                                                         b.valueInitialized,
                                                         b.descriptorParameter});
      break;
    }
    if (!f->releasedParameters.empty())
      table.releasers[key].insert(f->releasedParameters.begin(), f->releasedParameters.end());
  }
  // Wrappers of wrappers, until nothing changes.
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool changed = false;
    for (const facts::FunctionFacts *f : index.functions()) {
      const facts::FunctionFacts *key = f;
      for (const facts::CallSite &call : f->calls) {
        if (call.startsThread)
          continue;
        for (const facts::FunctionFacts *callee : index.callees(*f, call)) {
          if (call.resultEscape == facts::EscapeKind::Returned && !table.allocators.count(key)) {
            auto inner = table.allocators.find(callee);
            if (inner != table.allocators.end()) {
              facts::Size size = sizeAtCall(inner->second.size, call);
              // A call through a hook or a function-pointer field (AllocatorHook.h) says which
              // function it assumed: the finding's size note repeats it.
              if (!call.notRepeated.empty() && call.notRepeated.rfind("through the ", 0) == 0)
                size.derivation = size.derivation.empty()
                                      ? call.notRepeated
                                      : size.derivation + "; " + call.notRepeated;
              std::optional<int> descriptor =
                  descriptorAtCall(inner->second.descriptorParameter, call);
              if (sizeDerivesFromParameters(size) && descriptor) {
                table.allocators.emplace(key, AllocatorWrapper{inner->second.kind,
                                                               inner->second.innermost,
                                                               wrapperSize(*f, size),
                                                               inner->second.valueInitialized,
                                                               *descriptor});
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

namespace {

std::string variableName(const std::string &key) {
  size_t at = key.rfind('@');
  if (key.starts_with("expr:"))
    return "";
  return at == std::string::npos ? key : key.substr(0, at);
}

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

} // namespace

void expandWrapperCalls(std::vector<facts::TranslationUnitFacts> &tus, const WrapperTable &table,
                        const ProgramIndex &index) {
  if (table.allocators.empty() && table.releasers.empty())
    return;
  for (facts::TranslationUnitFacts &tu : tus) {
    for (facts::FunctionFacts &f : tu.functions) {
      // Blocks from malloc & co. released through a releaser wrapper: xfree(p), pool_put(pool, p).
      for (facts::Block &b : f.blocks)
        if (!b.ownerKey.empty())
          addWrapperReleases(f, b.ownerKey, index, table, b.releases);
      std::vector<facts::Block> added;
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
        facts::Block b;
        b.descriptorParameter = *descriptor;
        b.id = static_cast<int>(f.blocks.size() + added.size());
        b.kind = wrapper->second.kind;
        b.allocator = call.callee;
        b.range = call.range;
        b.variable = variableName(call.resultKey);
        b.ownerKey = call.resultKey;
        b.loop = call.loop;
        b.order = call.order;
        b.size = sizeAtCall(wrapper->second.size, call);
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
        b.escape = call.resultEscape;
        b.notRepeated = call.notRepeated;
        b.releases = call.resultReleases;
        b.releasedOnFailureOnly = call.resultReleasedOnFailureOnly;
        if (!call.resultKey.empty())
          addWrapperReleases(f, call.resultKey, index, table, b.releases);
        added.push_back(std::move(b));
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
    }
  }
}

} // namespace faultline::rules::program
