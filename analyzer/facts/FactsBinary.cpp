#include "facts/FactsBinary.h"

#include "facts/FactsBinaryFrame.h"

#include <algorithm>

namespace faultline::facts {

// ---------------------------------------------------------------------------------------------
// Every field of every struct in Facts.h must be written by put() and read by get() below, in
// the same order. These asserts fail when a struct changes size, which is what adding a field
// does: if you are here because one fired, encode the new field in put() and get(), add it to
// the fully populated fixture in tests/pipeline/FactsBinaryTest.cpp, bump kFactsBinaryVersion,
// then update the size here. (Sizes of the x86-64 libstdc++ layout the project builds with;
// other ABIs rely on the round-trip test alone.)
#if defined(__x86_64__) && defined(__GLIBCXX__)
static_assert(sizeof(SourceRange) == 48, "SourceRange changed: update FactsBinary");
static_assert(sizeof(Loop) == 64, "Loop changed: update FactsBinary");
static_assert(sizeof(SymbolicValue) == 200, "SymbolicValue changed: update FactsBinary");
static_assert(sizeof(Size) == 264, "Size changed: update FactsBinary");
static_assert(sizeof(Release) == 104, "Release changed: update FactsBinary");
static_assert(sizeof(Block) == 656, "Block changed: update FactsBinary");
static_assert(sizeof(StreamOpen) == 296, "StreamOpen changed: update FactsBinary");
static_assert(sizeof(BufferingChange) == 136, "BufferingChange changed: update FactsBinary");
static_assert(sizeof(StreamOp) == 128, "StreamOp changed: update FactsBinary");
static_assert(sizeof(CallSite) == 456, "CallSite changed: update FactsBinary");
static_assert(sizeof(AllocatorSetting) == 144, "AllocatorSetting changed: update FactsBinary");
static_assert(sizeof(CapacityField) == 104, "CapacityField changed: update FactsBinary");
static_assert(sizeof(FunctionFacts) == 584, "FunctionFacts changed: update FactsBinary");
static_assert(sizeof(ConstructedMember) == 384, "ConstructedMember changed: update FactsBinary");
static_assert(sizeof(SettledState) == 120, "SettledState changed: update FactsBinary");
static_assert(sizeof(FieldReset) == 96, "FieldReset changed: update FactsBinary");
static_assert(sizeof(FixEdit) == 48, "FixEdit changed: update FactsBinary");
static_assert(sizeof(Fix) == 224, "Fix changed: update FactsBinary");
static_assert(sizeof(FieldStore) == 128, "FieldStore changed: update FactsBinary");
static_assert(sizeof(TranslationUnitFacts) == 160, "TranslationUnitFacts changed: update FactsBinary");
#endif
// The enums' last enumerators: a new enumerator must be accepted by get() (kMax* below).
static_assert(static_cast<int>(LoopKind::RangeFor) == 3, "LoopKind changed: update FactsBinary");
static_assert(static_cast<int>(BlockKind::Custom) == 8, "BlockKind changed: update FactsBinary");
static_assert(static_cast<int>(ReleaseKind::CapacityReset) == 6,
              "ReleaseKind changed: update FactsBinary");
static_assert(static_cast<int>(EscapeKind::Unknown) == 6, "EscapeKind changed: update FactsBinary");

// In the container's namespace, not an anonymous one: the vector overloads below find the
// struct overloads defined after them by argument-dependent lookup on Writer and Reader.
namespace binary {

template <typename E> constexpr uint64_t kMaxEnum = 0;
template <> constexpr uint64_t kMaxEnum<LoopKind> = static_cast<uint64_t>(LoopKind::RangeFor);
template <> constexpr uint64_t kMaxEnum<BlockKind> = static_cast<uint64_t>(BlockKind::Custom);
template <> constexpr uint64_t kMaxEnum<ReleaseKind> =
    static_cast<uint64_t>(ReleaseKind::CapacityReset);
template <> constexpr uint64_t kMaxEnum<EscapeKind> = static_cast<uint64_t>(EscapeKind::Unknown);

template <typename E> E getEnum(Reader &r) { return static_cast<E>(r.upTo(kMaxEnum<E>)); }

// --- encoding ---------------------------------------------------------------------------------

void put(Writer &w, const SourceRange &r) {
  w.str(r.file);
  w.u(r.line);
  w.u(r.column);
  w.u(r.endLine);
  w.u(r.endColumn);
}

template <typename T> void put(Writer &w, const std::vector<T> &items) {
  w.u(items.size());
  for (const T &item : items)
    put(w, item);
}
void put(Writer &w, const std::vector<std::string> &items) {
  w.u(items.size());
  for (const std::string &item : items)
    w.str(item);
}
void put(Writer &w, const std::vector<int> &items) {
  w.u(items.size());
  for (int item : items)
    w.s(item);
}

void put(Writer &w, const Loop &l) {
  w.s(l.id);
  w.e(l.kind);
  put(w, l.range);
  w.s(l.parent);
  w.b(l.parallel);
}

void put(Writer &w, const SymbolicValue &v) {
  w.b(v.constant.has_value());
  if (v.constant)
    w.s(*v.constant);
  w.s(v.parameter);
  w.s(v.multiplier);
  w.s(v.addend);
  w.b(v.text.has_value());
  if (v.text)
    w.str(*v.text);
  w.str(v.symbol);
  w.s(v.defaulted);
  w.str(v.nullDefault);
  w.s(v.fieldOf);
  w.str(v.field);
  w.b(v.nonNullResult);
}

void put(Writer &w, const ValueTest &t) {
  w.s(t.call);
  put(w, t.left);
  put(w, t.right);
  w.b(t.expected);
  w.s(t.outer);
  w.b(t.guard);
  w.s(t.mask);
  w.b(t.probe.has_value());
  if (t.probe) {
    w.s(t.probe->index);
    w.u(t.probe->marks.size());
    for (int64_t m : t.probe->marks)
      w.s(m);
    w.s(t.probe->initial);
  }
}

void put(Writer &w, const Size &s) {
  w.b(s.bytes.has_value());
  if (s.bytes)
    w.u(*s.bytes);
  w.str(s.expression);
  w.str(s.derivation);
  w.s(s.dependsOnParameter);
  w.s(s.parameterMultiplier);
  w.s(s.parameterAddend);
  w.s(s.productParameter);
  w.s(s.productMultiplier);
  w.b(s.upperBound.has_value());
  if (s.upperBound)
    w.u(*s.upperBound);
  w.str(s.boundDerivation);
  w.str(s.growth);
  put(w, s.growthCalls);
  w.str(s.fieldKey);
  w.s(s.fieldMultiplier);
}

void put(Writer &w, const Release &r) {
  w.e(r.kind);
  put(w, r.range);
  w.str(r.function);
  w.s(r.loop);
  w.u(r.order);
}

void put(Writer &w, const Block &b) {
  w.s(b.id);
  w.e(b.kind);
  w.str(b.allocator);
  put(w, b.range);
  put(w, b.declaration);
  w.str(b.variable);
  w.str(b.ownerKey);
  w.s(b.loop);
  w.u(b.order);
  put(w, b.size);
  w.b(b.valueInitialized);
  put(w, b.releases);
  w.e(b.escape);
  put(w, b.escapeRange);
  w.str(b.notRepeated);
  w.b(b.perThread);
  w.s(b.runsOnlyIf);
  w.str(b.fix);
  w.b(b.releasedOnFailureOnly);
  w.s(b.descriptorParameter);
  w.b(b.onlyOnSuccess);
}

void put(Writer &w, const StreamOpen &s) {
  w.str(s.opener);
  put(w, s.range);
  w.str(s.stream);
  w.s(s.loop);
  w.u(s.order);
  put(w, s.closes);
  w.b(s.callerBuffer.has_value());
  if (s.callerBuffer)
    put(w, *s.callerBuffer);
  w.e(s.escape);
  w.str(s.notRepeated);
  w.b(s.pathVaries);
  w.b(s.pathConstant);
  w.b(s.pathRelative);
  w.s(s.pathParameter);
  w.s(s.runsOnlyIf);
  w.b(s.onlyOnSuccess);
  w.str(s.through);
}

void put(Writer &w, const BufferingChange &c) {
  w.str(c.function);
  put(w, c.range);
  w.str(c.stream);
  w.b(c.unbuffered);
  w.b(c.callerBuffer);
  w.s(c.bufferParameter);
  w.s(c.loop);
  w.u(c.order);
}

void put(Writer &w, const StreamOp &s) {
  w.str(s.function);
  put(w, s.range);
  w.str(s.stream);
  w.b(s.piecewise);
  w.s(s.loop);
  w.u(s.order);
}

void put(Writer &w, const CallSite &c) {
  w.str(c.callee);
  w.str(c.calleeUsr);
  put(w, c.range);
  w.s(c.loop);
  w.u(c.order);
  put(w, c.arguments);
  put(w, c.argumentKeys);
  w.str(c.resultKey);
  w.e(c.resultEscape);
  put(w, c.resultReleases);
  put(w, c.resultCloses);
  w.b(c.isVirtual);
  w.b(c.startsThread);
  w.str(c.notRepeated);
  put(w, c.argumentsVarying);
  put(w, c.argumentGrowth);
  w.u(c.argumentBounds.size());
  for (int64_t bound : c.argumentBounds)
    w.s(bound);
  w.s(c.switchParameter);
  w.u(c.switchCases.size());
  for (int64_t value : c.switchCases)
    w.s(value);
  w.s(c.caseArgument);
  w.u(c.caseArgumentValues.size());
  for (int64_t value : c.caseArgumentValues)
    w.s(value);
  w.b(c.directoryChangedBefore);
  w.s(c.directoryChangeLoop);
  w.s(c.runsOnlyIf);
  w.b(c.resultReleasedOnFailureOnly);
  w.b(c.loopEndsOnSuccess);
  w.b(c.onlyOnSuccess);
  w.b(c.straightLine);
}

void put(Writer &w, const AllocatorSetting &s) {
  w.str(s.function);
  w.str(s.parameter);
  w.str(s.value);
  put(w, s.range);
}

void put(Writer &w, const CapacityField &c) {
  w.str(c.field);
  put(w, c.range);
  w.b(c.reset);
  w.u(c.beginOrder);
  w.u(c.endOrder);
}

void put(Writer &w, const ConstructedMember &m) {
  w.str(m.className);
  w.str(m.member);
  w.e(m.kind);
  w.str(m.innermost);
  put(w, m.size);
  w.b(m.valueInitialized);
  w.b(m.stream);
  w.s(m.pathParameter);
  w.b(m.pathConstant);
}

void put(Writer &w, const SettledState &s) {
  w.s(s.objectParameter);
  w.str(s.field);
  w.s(s.valueParameter);
  w.s(s.constant);
  w.u(s.afterOrder);
  put(w, s.range);
  w.u(s.endOrder);
}

void put(Writer &w, const FieldReset &f) {
  w.s(f.parameter);
  w.str(f.field);
  w.s(f.value);
  put(w, f.range);
}

void put(Writer &w, const FunctionFacts &f) {
  w.str(f.name);
  w.str(f.usr);
  put(w, f.range);
  put(w, f.loops);
  put(w, f.blocks);
  put(w, f.streamOpens);
  put(w, f.bufferingChanges);
  put(w, f.streamOps);
  put(w, f.calls);
  put(w, f.parameterKeys);
  put(w, f.releasedParameters);
  put(w, f.releasedParameterFields);
  put(w, f.reallocatedParameters);
  put(w, f.storedParameters);
  put(w, f.allocatorSettings);
  put(w, f.valueTests);
  w.s(f.returnsTest);
  put(w, f.capacityFields);
  w.b(f.returnsStringLength);
  put(w, f.returnsStringLengthIf);
  put(w, f.constructedMembers);
  put(w, f.settledStates);
  put(w, f.fieldResets);
  put(w, f.writtenFields);
}

void put(Writer &w, const FixEdit &e) {
  w.u(e.offset);
  w.u(e.length);
  w.str(e.text);
}

void put(Writer &w, const Fix &f) {
  w.str(f.rule);
  put(w, f.at);
  put(w, f.loop);
  w.str(f.file);
  w.u(f.fileHash);
  w.str(f.description);
  put(w, f.edits);
}

void put(Writer &w, const FieldStore &f) {
  w.str(f.field);
  w.b(f.value.has_value());
  if (f.value)
    w.s(*f.value);
  w.str(f.derivation);
  put(w, f.range);
}

void put(Writer &w, const TranslationUnitFacts &tu) {
  w.str(tu.mainFile);
  w.str(tu.frontEnd);
  put(w, tu.functions);
  put(w, tu.fixes);
  put(w, tu.fieldStores);
  put(w, tu.usingNames);
}

// --- decoding ---------------------------------------------------------------------------------

void get(Reader &r, SourceRange &range) {
  r.str(range.file);
  range.line = r.u32();
  range.column = r.u32();
  range.endLine = r.u32();
  range.endColumn = r.u32();
}

template <typename T> void get(Reader &r, std::vector<T> &items) {
  size_t n = r.count();
  items.clear();
  // Reserve what the input can hold (each element at least one byte), and not more than a
  // modest amount, so a forged count cannot make us allocate much before the data runs out.
  items.reserve(std::min<size_t>(n, 4096));
  for (size_t i = 0; i < n && r.ok; ++i)
    get(r, items.emplace_back());
}
void get(Reader &r, std::vector<std::string> &items) {
  size_t n = r.count();
  items.clear();
  items.reserve(std::min<size_t>(n, 4096));
  for (size_t i = 0; i < n && r.ok; ++i)
    r.str(items.emplace_back());
}
void get(Reader &r, std::vector<int> &items) {
  size_t n = r.count();
  items.clear();
  items.reserve(std::min<size_t>(n, 4096));
  for (size_t i = 0; i < n && r.ok; ++i)
    items.push_back(r.i32());
}

void get(Reader &r, Loop &l) {
  l.id = r.i32();
  l.kind = getEnum<LoopKind>(r);
  get(r, l.range);
  l.parent = r.i32();
  l.parallel = r.b();
}

void get(Reader &r, SymbolicValue &v) {
  if (r.b())
    v.constant = r.s();
  else
    v.constant.reset();
  v.parameter = r.i32();
  v.multiplier = r.s();
  v.addend = r.s();
  if (r.b())
    r.str(v.text.emplace());
  else
    v.text.reset();
  r.str(v.symbol);
  v.defaulted = r.i32();
  r.str(v.nullDefault);
  v.fieldOf = r.i32();
  r.str(v.field);
  v.nonNullResult = r.b();
}

void get(Reader &r, ValueTest &t) {
  t.call = r.i32();
  get(r, t.left);
  get(r, t.right);
  t.expected = r.b();
  t.outer = r.i32();
  t.guard = r.b();
  t.mask = r.s();
  if (r.b()) {
    CharacterProbe &p = t.probe.emplace();
    p.index = r.s();
    p.marks.resize(r.count());
    for (int64_t &m : p.marks)
      m = r.s();
    p.initial = r.s();
  } else {
    t.probe.reset();
  }
}

void get(Reader &r, Size &s) {
  if (r.b())
    s.bytes = r.u();
  else
    s.bytes.reset();
  r.str(s.expression);
  r.str(s.derivation);
  s.dependsOnParameter = r.i32();
  s.parameterMultiplier = r.s();
  s.parameterAddend = r.s();
  s.productParameter = r.i32();
  s.productMultiplier = r.s();
  if (r.b())
    s.upperBound = r.u();
  else
    s.upperBound.reset();
  r.str(s.boundDerivation);
  r.str(s.growth);
  get(r, s.growthCalls);
  r.str(s.fieldKey);
  s.fieldMultiplier = r.s();
}

void get(Reader &r, Release &rel) {
  rel.kind = getEnum<ReleaseKind>(r);
  get(r, rel.range);
  r.str(rel.function);
  rel.loop = r.i32();
  rel.order = r.u();
}

void get(Reader &r, Block &b) {
  b.id = r.i32();
  b.kind = getEnum<BlockKind>(r);
  r.str(b.allocator);
  get(r, b.range);
  get(r, b.declaration);
  r.str(b.variable);
  r.str(b.ownerKey);
  b.loop = r.i32();
  b.order = r.u();
  get(r, b.size);
  b.valueInitialized = r.b();
  get(r, b.releases);
  b.escape = getEnum<EscapeKind>(r);
  get(r, b.escapeRange);
  r.str(b.notRepeated);
  b.perThread = r.b();
  b.runsOnlyIf = r.i32();
  r.str(b.fix);
  b.releasedOnFailureOnly = r.b();
  b.descriptorParameter = r.i32();
  b.onlyOnSuccess = r.b();
}

void get(Reader &r, StreamOpen &s) {
  r.str(s.opener);
  get(r, s.range);
  r.str(s.stream);
  s.loop = r.i32();
  s.order = r.u();
  get(r, s.closes);
  if (r.b())
    get(r, s.callerBuffer.emplace());
  else
    s.callerBuffer.reset();
  s.escape = getEnum<EscapeKind>(r);
  r.str(s.notRepeated);
  s.pathVaries = r.b();
  s.pathConstant = r.b();
  s.pathRelative = r.b();
  s.pathParameter = r.i32();
  s.runsOnlyIf = r.i32();
  s.onlyOnSuccess = r.b();
  r.str(s.through);
}

void get(Reader &r, BufferingChange &c) {
  r.str(c.function);
  get(r, c.range);
  r.str(c.stream);
  c.unbuffered = r.b();
  c.callerBuffer = r.b();
  c.bufferParameter = r.i32();
  c.loop = r.i32();
  c.order = r.u();
}

void get(Reader &r, StreamOp &s) {
  r.str(s.function);
  get(r, s.range);
  r.str(s.stream);
  s.piecewise = r.b();
  s.loop = r.i32();
  s.order = r.u();
}

void get(Reader &r, CallSite &c) {
  r.str(c.callee);
  r.str(c.calleeUsr);
  get(r, c.range);
  c.loop = r.i32();
  c.order = r.u();
  get(r, c.arguments);
  get(r, c.argumentKeys);
  r.str(c.resultKey);
  c.resultEscape = getEnum<EscapeKind>(r);
  get(r, c.resultReleases);
  get(r, c.resultCloses);
  c.isVirtual = r.b();
  c.startsThread = r.b();
  r.str(c.notRepeated);
  get(r, c.argumentsVarying);
  get(r, c.argumentGrowth);
  c.argumentBounds.resize(r.count());
  for (int64_t &bound : c.argumentBounds)
    bound = r.s();
  c.switchParameter = r.i32();
  c.switchCases.resize(r.count());
  for (int64_t &value : c.switchCases)
    value = r.s();
  c.caseArgument = r.i32();
  c.caseArgumentValues.resize(r.count());
  for (int64_t &value : c.caseArgumentValues)
    value = r.s();
  c.directoryChangedBefore = r.b();
  c.directoryChangeLoop = r.i32();
  c.runsOnlyIf = r.i32();
  c.resultReleasedOnFailureOnly = r.b();
  c.loopEndsOnSuccess = r.b();
  c.onlyOnSuccess = r.b();
  c.straightLine = r.b();
}

void get(Reader &r, AllocatorSetting &s) {
  r.str(s.function);
  r.str(s.parameter);
  r.str(s.value);
  get(r, s.range);
}

void get(Reader &r, CapacityField &c) {
  r.str(c.field);
  get(r, c.range);
  c.reset = r.b();
  c.beginOrder = r.u();
  c.endOrder = r.u();
}

void get(Reader &r, ConstructedMember &m) {
  r.str(m.className);
  r.str(m.member);
  m.kind = getEnum<BlockKind>(r);
  r.str(m.innermost);
  get(r, m.size);
  m.valueInitialized = r.b();
  m.stream = r.b();
  m.pathParameter = r.i32();
  m.pathConstant = r.b();
}

void get(Reader &r, SettledState &s) {
  s.objectParameter = r.i32();
  r.str(s.field);
  s.valueParameter = r.i32();
  s.constant = r.s();
  s.afterOrder = r.u();
  get(r, s.range);
  s.endOrder = r.u();
}

void get(Reader &r, FieldReset &f) {
  f.parameter = r.i32();
  r.str(f.field);
  f.value = r.s();
  get(r, f.range);
}

void get(Reader &r, FunctionFacts &f) {
  r.str(f.name);
  r.str(f.usr);
  get(r, f.range);
  get(r, f.loops);
  get(r, f.blocks);
  get(r, f.streamOpens);
  get(r, f.bufferingChanges);
  get(r, f.streamOps);
  get(r, f.calls);
  get(r, f.parameterKeys);
  get(r, f.releasedParameters);
  get(r, f.releasedParameterFields);
  get(r, f.reallocatedParameters);
  get(r, f.storedParameters);
  get(r, f.allocatorSettings);
  get(r, f.valueTests);
  f.returnsTest = r.i32();
  get(r, f.capacityFields);
  f.returnsStringLength = r.b();
  get(r, f.returnsStringLengthIf);
  get(r, f.constructedMembers);
  get(r, f.settledStates);
  get(r, f.fieldResets);
  get(r, f.writtenFields);
}

void get(Reader &r, FixEdit &e) {
  e.offset = r.u();
  e.length = r.u();
  r.str(e.text);
}

void get(Reader &r, Fix &f) {
  r.str(f.rule);
  get(r, f.at);
  get(r, f.loop);
  r.str(f.file);
  f.fileHash = r.u();
  r.str(f.description);
  get(r, f.edits);
}

void get(Reader &r, FieldStore &f) {
  r.str(f.field);
  if (r.b())
    f.value = r.s();
  else
    f.value.reset();
  r.str(f.derivation);
  get(r, f.range);
}

void get(Reader &r, TranslationUnitFacts &tu) {
  r.str(tu.mainFile);
  r.str(tu.frontEnd);
  get(r, tu.functions);
  get(r, tu.fixes);
  get(r, tu.fieldStores);
  get(r, tu.usingNames);
}

} // namespace binary

void encodeBinary(const TranslationUnitFacts &tu, std::string &out) {
  binary::Writer w;
  binary::put(w, tu);
  w.finish(out);
}

std::optional<TranslationUnitFacts> decodeBinary(llvm::StringRef data) {
  std::optional<binary::Reader> r = binary::openFrame(data);
  if (!r)
    return std::nullopt;
  TranslationUnitFacts tu;
  binary::get(*r, tu);
  if (!r->ok || !r->atEnd())
    return std::nullopt;
  return tu;
}

} // namespace faultline::facts
