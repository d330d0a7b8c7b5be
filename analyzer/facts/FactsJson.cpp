#include "facts/FactsJson.h"

#include "llvm/ADT/StringExtras.h"

namespace faultline::facts {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::ObjectMapper;
using llvm::json::Path;
using llvm::json::Value;

namespace {

// ObjectMapper has no overload for `unsigned` (llvm::json knows int, int64_t and uint64_t), so
// line/column fields go through uint64_t with a range check.
bool mapUnsigned(const Value &v, llvm::StringRef key, unsigned &out, Path p) {
  const Object *o = v.getAsObject();
  const Value *field = o ? o->get(key) : nullptr;
  if (!field) {
    p.field(key).report("missing value");
    return false;
  }
  std::optional<uint64_t> n = field->getAsUINT64();
  if (!n || *n > UINT32_MAX) {
    p.field(key).report("expected an unsigned 32-bit integer");
    return false;
  }
  out = static_cast<unsigned>(*n);
  return true;
}

template <typename E, size_t N>
bool enumFromJSON(const Value &v, E &out, Path p, const E (&all)[N]) {
  if (auto s = v.getAsString())
    for (E e : all)
      if (*s == toString(e)) {
        out = e;
        return true;
      }
  p.report("unknown enumerator");
  return false;
}

} // namespace

Value toJSON(LoopKind k) { return toString(k); }
Value toJSON(BlockKind k) { return toString(k); }
Value toJSON(ReleaseKind k) { return toString(k); }
Value toJSON(EscapeKind k) { return toString(k); }

bool fromJSON(const Value &v, LoopKind &k, Path p) {
  static const LoopKind all[] = {LoopKind::For, LoopKind::While, LoopKind::Do,
                                 LoopKind::RangeFor};
  return enumFromJSON(v, k, p, all);
}
bool fromJSON(const Value &v, BlockKind &k, Path p) {
  static const BlockKind all[] = {BlockKind::Malloc,    BlockKind::Calloc,
                                  BlockKind::AlignedAlloc, BlockKind::NewArray,
                                  BlockKind::NewObject, BlockKind::MakeUnique,
                                  BlockKind::Mmap,      BlockKind::Container,
                                  BlockKind::Custom};
  return enumFromJSON(v, k, p, all);
}
bool fromJSON(const Value &v, ReleaseKind &k, Path p) {
  static const ReleaseKind all[] = {ReleaseKind::Free,     ReleaseKind::Delete,
                                    ReleaseKind::Munmap,   ReleaseKind::ScopeEnd,
                                    ReleaseKind::TemporaryEnd, ReleaseKind::Reassigned,
                                    ReleaseKind::CapacityReset};
  return enumFromJSON(v, k, p, all);
}
bool fromJSON(const Value &v, EscapeKind &k, Path p) {
  static const EscapeKind all[] = {EscapeKind::None,  EscapeKind::Returned,
                                   EscapeKind::StoredOutside, EscapeKind::Moved,
                                   EscapeKind::OwnershipReleased, EscapeKind::Static,
                                   EscapeKind::Unknown};
  return enumFromJSON(v, k, p, all);
}

Value toJSON(const SourceRange &r) {
  return Object{{"file", r.file},       {"line", r.line},       {"column", r.column},
                {"endLine", r.endLine}, {"endColumn", r.endColumn}};
}
bool fromJSON(const Value &v, SourceRange &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("file", r.file) && mapUnsigned(v, "line", r.line, p) &&
         mapUnsigned(v, "column", r.column, p) && mapUnsigned(v, "endLine", r.endLine, p) &&
         mapUnsigned(v, "endColumn", r.endColumn, p);
}

Value toJSON(const Loop &l) {
  return Object{{"id", l.id},         {"kind", l.kind},        {"range", l.range},
                {"parent", l.parent}, {"parallel", l.parallel}};
}
bool fromJSON(const Value &v, Loop &l, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("id", l.id) && o.map("kind", l.kind) && o.map("range", l.range) &&
         o.map("parent", l.parent) && o.mapOptional("parallel", l.parallel);
}

Value toJSON(const SymbolicValue &s) {
  Object out;
  if (s.constant)
    out["constant"] = *s.constant;
  if (s.parameter >= 0) {
    out["parameter"] = s.parameter;
    out["multiplier"] = s.multiplier;
    out["addend"] = s.addend;
  }
  if (s.text)
    out["text"] = *s.text;
  if (!s.symbol.empty())
    out["symbol"] = s.symbol;
  if (s.defaulted >= 0) {
    out["defaulted"] = s.defaulted;
    out["nullDefault"] = s.nullDefault;
  }
  if (s.fieldOf >= 0) {
    out["fieldOf"] = s.fieldOf;
    out["field"] = s.field;
  }
  if (s.nonNullResult)
    out["nonNullResult"] = true;
  return out;
}
bool fromJSON(const Value &v, SymbolicValue &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.mapOptional("constant", s.constant) && o.mapOptional("parameter", s.parameter) &&
         o.mapOptional("multiplier", s.multiplier) && o.mapOptional("addend", s.addend) &&
         o.mapOptional("text", s.text) && o.mapOptional("symbol", s.symbol) &&
         o.mapOptional("defaulted", s.defaulted) && o.mapOptional("nullDefault", s.nullDefault) &&
         o.mapOptional("fieldOf", s.fieldOf) && o.mapOptional("field", s.field) &&
         o.mapOptional("nonNullResult", s.nonNullResult);
}

Value toJSON(const CharacterProbe &c) {
  return Object{{"index", c.index}, {"marks", c.marks}, {"initial", c.initial}};
}
bool fromJSON(const Value &v, CharacterProbe &c, Path p) {
  ObjectMapper o(v, p);
  return o && o.mapOptional("index", c.index) && o.mapOptional("marks", c.marks) &&
         o.mapOptional("initial", c.initial);
}

Value toJSON(const ValueTest &t) {
  Object out{{"call", t.call},
             {"left", toJSON(t.left)},
             {"right", toJSON(t.right)},
             {"expected", t.expected},
             {"outer", t.outer},
             {"guard", t.guard},
             {"mask", t.mask}};
  if (t.probe)
    out["probe"] = toJSON(*t.probe);
  return out;
}
bool fromJSON(const Value &v, ValueTest &t, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("call", t.call) && o.mapOptional("expected", t.expected) &&
         o.mapOptional("outer", t.outer) && o.mapOptional("guard", t.guard) &&
         o.mapOptional("mask", t.mask) && o.mapOptional("probe", t.probe) &&
         o.mapOptional("left", t.left) && o.mapOptional("right", t.right);
}

Value toJSON(const Size &s) {
  Object o{{"bytes", s.bytes ? Value(*s.bytes) : Value(nullptr)},
                {"expression", s.expression},
                {"derivation", s.derivation},
                {"dependsOnParameter", s.dependsOnParameter},
                {"parameterMultiplier", s.parameterMultiplier},
                {"parameterAddend", s.parameterAddend},
                {"productParameter", s.productParameter},
                {"productMultiplier", s.productMultiplier},
                {"upperBound", s.upperBound ? Value(*s.upperBound) : Value(nullptr)},
                {"boundDerivation", s.boundDerivation},
                {"growth", s.growth},
                {"growthCalls", s.growthCalls}};
  if (s.fieldMultiplier != 0) { // only sizes read from a field
    o["fieldKey"] = s.fieldKey;
    o["fieldMultiplier"] = s.fieldMultiplier;
  }
  return o;
}
bool fromJSON(const Value &v, Size &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("bytes", s.bytes) && o.map("expression", s.expression) &&
         o.mapOptional("derivation", s.derivation) &&
         o.mapOptional("dependsOnParameter", s.dependsOnParameter) &&
         o.mapOptional("parameterMultiplier", s.parameterMultiplier) &&
         o.mapOptional("parameterAddend", s.parameterAddend) &&
         o.mapOptional("productParameter", s.productParameter) &&
         o.mapOptional("productMultiplier", s.productMultiplier) &&
         o.mapOptional("upperBound", s.upperBound) &&
         o.mapOptional("boundDerivation", s.boundDerivation) &&
         o.mapOptional("growth", s.growth) && o.mapOptional("growthCalls", s.growthCalls) &&
         o.mapOptional("fieldKey", s.fieldKey) && o.mapOptional("fieldMultiplier", s.fieldMultiplier);
}

Value toJSON(const Release &r) {
  return Object{{"kind", r.kind},         {"range", r.range}, {"function", r.function},
                {"loop", r.loop},         {"order", r.order}};
}
bool fromJSON(const Value &v, Release &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("kind", r.kind) && o.map("range", r.range) &&
         o.map("function", r.function) && o.map("loop", r.loop) && o.map("order", r.order);
}

Value toJSON(const Block &b) {
  return Object{{"id", b.id},
                {"kind", b.kind},
                {"allocator", b.allocator},
                {"range", b.range},
                {"declaration", b.declaration},
                {"variable", b.variable},
                {"ownerKey", b.ownerKey},
                {"loop", b.loop},
                {"order", b.order},
                {"size", b.size},
                {"valueInitialized", b.valueInitialized},
                {"releases", b.releases},
                {"escape", b.escape},
                {"escapeRange", b.escapeRange},
                {"notRepeated", b.notRepeated},
                {"perThread", b.perThread},
                {"runsOnlyIf", b.runsOnlyIf},
                {"fix", b.fix},
                {"releasedOnFailureOnly", b.releasedOnFailureOnly},
                {"descriptorParameter", b.descriptorParameter},
                {"onlyOnSuccess", b.onlyOnSuccess}};
}
bool fromJSON(const Value &v, Block &b, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("id", b.id) && o.map("kind", b.kind) && o.map("allocator", b.allocator) &&
         o.map("range", b.range) && o.map("declaration", b.declaration) &&
         o.map("variable", b.variable) && o.mapOptional("ownerKey", b.ownerKey) &&
         o.map("loop", b.loop) && o.map("order", b.order) &&
         o.map("size", b.size) && o.map("valueInitialized", b.valueInitialized) &&
         o.map("releases", b.releases) && o.map("escape", b.escape) &&
         o.map("escapeRange", b.escapeRange) && o.mapOptional("notRepeated", b.notRepeated) &&
         o.mapOptional("perThread", b.perThread) && o.mapOptional("runsOnlyIf", b.runsOnlyIf) &&
         o.mapOptional("fix", b.fix) &&
         o.mapOptional("releasedOnFailureOnly", b.releasedOnFailureOnly) &&
         o.mapOptional("descriptorParameter", b.descriptorParameter) &&
         o.mapOptional("onlyOnSuccess", b.onlyOnSuccess);
}

Value toJSON(const StreamOpen &s) {
  return Object{{"opener", s.opener},
                {"range", s.range},
                {"stream", s.stream},
                {"loop", s.loop},
                {"order", s.order},
                {"closes", s.closes},
                {"callerBuffer", s.callerBuffer ? toJSON(*s.callerBuffer) : Value(nullptr)},
                {"escape", s.escape},
                {"notRepeated", s.notRepeated},
                {"pathVaries", s.pathVaries},
                {"pathConstant", s.pathConstant},
                {"pathRelative", s.pathRelative},
                {"pathParameter", s.pathParameter},
                {"runsOnlyIf", s.runsOnlyIf},
                {"onlyOnSuccess", s.onlyOnSuccess},
                {"through", s.through}};
}
bool fromJSON(const Value &v, StreamOpen &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("opener", s.opener) && o.map("range", s.range) &&
         o.map("stream", s.stream) && o.map("loop", s.loop) && o.map("order", s.order) &&
         o.map("closes", s.closes) && o.map("callerBuffer", s.callerBuffer) &&
         o.map("escape", s.escape) && o.mapOptional("notRepeated", s.notRepeated) &&
         o.mapOptional("pathVaries", s.pathVaries) &&
         o.mapOptional("pathConstant", s.pathConstant) &&
         o.mapOptional("pathRelative", s.pathRelative) &&
         o.mapOptional("pathParameter", s.pathParameter) &&
         o.mapOptional("runsOnlyIf", s.runsOnlyIf) &&
         o.mapOptional("onlyOnSuccess", s.onlyOnSuccess) &&
         o.mapOptional("through", s.through);
}

Value toJSON(const BufferingChange &c) {
  Object o{{"function", c.function},         {"range", c.range},
           {"stream", c.stream},             {"unbuffered", c.unbuffered},
           {"callerBuffer", c.callerBuffer}, {"loop", c.loop},
           {"order", c.order}};
  if (c.bufferParameter >= 0) // optional: facts format 9 without it stay readable
    o["bufferParameter"] = c.bufferParameter;
  return o;
}
bool fromJSON(const Value &v, BufferingChange &c, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("function", c.function) && o.map("range", c.range) &&
         o.map("stream", c.stream) && o.map("unbuffered", c.unbuffered) &&
         o.map("callerBuffer", c.callerBuffer) && o.map("loop", c.loop) &&
         o.map("order", c.order) && o.mapOptional("bufferParameter", c.bufferParameter);
}

Value toJSON(const StreamOp &s) {
  return Object{{"function", s.function},   {"range", s.range}, {"stream", s.stream},
                {"piecewise", s.piecewise}, {"loop", s.loop},   {"order", s.order}};
}
bool fromJSON(const Value &v, StreamOp &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("function", s.function) && o.map("range", s.range) &&
         o.map("stream", s.stream) && o.map("piecewise", s.piecewise) &&
         o.map("loop", s.loop) && o.map("order", s.order);
}

Value toJSON(const CallSite &c) {
  return Object{{"callee", c.callee},
                {"calleeUsr", c.calleeUsr},
                {"range", c.range},
                {"loop", c.loop},
                {"order", c.order},
                {"arguments", c.arguments},
                {"argumentKeys", c.argumentKeys},
                {"resultKey", c.resultKey},
                {"resultEscape", c.resultEscape},
                {"resultReleases", c.resultReleases},
                {"resultCloses", c.resultCloses},
                {"isVirtual", c.isVirtual},
                {"startsThread", c.startsThread},
                {"notRepeated", c.notRepeated},
                {"argumentsVarying", c.argumentsVarying},
                {"argumentGrowth", c.argumentGrowth},
                {"argumentBounds", c.argumentBounds},
                {"switchParameter", c.switchParameter},
                {"switchCases", c.switchCases},
                {"caseArgument", c.caseArgument},
                {"caseArgumentValues", c.caseArgumentValues},
                {"directoryChangedBefore", c.directoryChangedBefore},
                {"directoryChangeLoop", c.directoryChangeLoop},
                {"runsOnlyIf", c.runsOnlyIf},
                {"resultReleasedOnFailureOnly", c.resultReleasedOnFailureOnly},
                {"loopEndsOnSuccess", c.loopEndsOnSuccess},
                {"onlyOnSuccess", c.onlyOnSuccess},
                {"straightLine", c.straightLine}};
}
bool fromJSON(const Value &v, CallSite &c, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("callee", c.callee) && o.map("calleeUsr", c.calleeUsr) &&
         o.map("range", c.range) && o.map("loop", c.loop) && o.map("order", c.order) &&
         o.map("arguments", c.arguments) && o.mapOptional("argumentKeys", c.argumentKeys) &&
         o.mapOptional("resultKey", c.resultKey) &&
         o.mapOptional("resultEscape", c.resultEscape) &&
         o.mapOptional("resultReleases", c.resultReleases) &&
         o.mapOptional("resultCloses", c.resultCloses) &&
         o.mapOptional("isVirtual", c.isVirtual) && o.mapOptional("startsThread", c.startsThread) &&
         o.mapOptional("notRepeated", c.notRepeated) &&
         o.mapOptional("argumentsVarying", c.argumentsVarying) &&
         o.mapOptional("argumentGrowth", c.argumentGrowth) &&
         o.mapOptional("argumentBounds", c.argumentBounds) &&
         o.mapOptional("switchParameter", c.switchParameter) &&
         o.mapOptional("switchCases", c.switchCases) &&
         o.mapOptional("caseArgument", c.caseArgument) &&
         o.mapOptional("caseArgumentValues", c.caseArgumentValues) &&
         o.mapOptional("directoryChangedBefore", c.directoryChangedBefore) &&
         o.mapOptional("directoryChangeLoop", c.directoryChangeLoop) &&
         o.mapOptional("runsOnlyIf", c.runsOnlyIf) &&
         o.mapOptional("resultReleasedOnFailureOnly", c.resultReleasedOnFailureOnly) &&
         o.mapOptional("loopEndsOnSuccess", c.loopEndsOnSuccess) &&
         o.mapOptional("onlyOnSuccess", c.onlyOnSuccess) &&
         o.mapOptional("straightLine", c.straightLine);
}

Value toJSON(const AllocatorSetting &s) {
  return Object{{"function", s.function},
                {"parameter", s.parameter},
                {"value", s.value},
                {"range", s.range}};
}
bool fromJSON(const Value &v, AllocatorSetting &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("function", s.function) && o.map("parameter", s.parameter) &&
         o.map("value", s.value) && o.map("range", s.range);
}

Value toJSON(const CapacityField &c) {
  return Object{{"field", c.field},
                {"range", c.range},
                {"reset", c.reset},
                {"beginOrder", c.beginOrder},
                {"endOrder", c.endOrder}};
}
bool fromJSON(const Value &v, CapacityField &c, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("field", c.field) && o.map("range", c.range) && o.map("reset", c.reset) &&
         o.map("beginOrder", c.beginOrder) && o.map("endOrder", c.endOrder);
}

Value toJSON(const ConstructedMember &m) {
  return Object{{"className", m.className}, {"member", m.member},
                {"kind", m.kind},           {"innermost", m.innermost},
                {"size", m.size},           {"valueInitialized", m.valueInitialized},
                {"stream", m.stream},       {"pathParameter", m.pathParameter},
                {"pathConstant", m.pathConstant}};
}
bool fromJSON(const Value &v, ConstructedMember &m, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("className", m.className) && o.map("member", m.member) &&
         o.map("kind", m.kind) && o.map("innermost", m.innermost) && o.map("size", m.size) &&
         o.map("valueInitialized", m.valueInitialized) && o.mapOptional("stream", m.stream) &&
         o.mapOptional("pathParameter", m.pathParameter) &&
         o.mapOptional("pathConstant", m.pathConstant);
}

Value toJSON(const SettledState &s) {
  return Object{{"objectParameter", s.objectParameter}, {"field", s.field},
                {"valueParameter", s.valueParameter},   {"constant", s.constant},
                {"afterOrder", s.afterOrder},           {"range", s.range},
                {"endOrder", s.endOrder}};
}
bool fromJSON(const Value &v, SettledState &s, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("objectParameter", s.objectParameter) && o.map("field", s.field) &&
         o.map("valueParameter", s.valueParameter) && o.map("constant", s.constant) &&
         o.map("afterOrder", s.afterOrder) && o.map("range", s.range) &&
         o.mapOptional("endOrder", s.endOrder);
}

Value toJSON(const FieldReset &r) {
  return Object{{"parameter", r.parameter}, {"field", r.field}, {"value", r.value},
                {"range", r.range}};
}
bool fromJSON(const Value &v, FieldReset &r, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("parameter", r.parameter) && o.map("field", r.field) &&
         o.map("value", r.value) && o.map("range", r.range);
}

Value toJSON(const FunctionFacts &f) {
  return Object{{"name", f.name},
                {"usr", f.usr},
                {"range", f.range},
                {"loops", f.loops},
                {"blocks", f.blocks},
                {"streamOpens", f.streamOpens},
                {"bufferingChanges", f.bufferingChanges},
                {"streamOps", f.streamOps},
                {"calls", f.calls},
                {"parameterKeys", f.parameterKeys},
                {"releasedParameters", f.releasedParameters},
                {"releasedParameterFields", f.releasedParameterFields},
                {"reallocatedParameters", f.reallocatedParameters},
                {"storedParameters", f.storedParameters},
                {"allocatorSettings", f.allocatorSettings},
                {"valueTests", f.valueTests},
                {"returnsTest", f.returnsTest},
                {"capacityFields", f.capacityFields},
                {"returnsStringLength", f.returnsStringLength},
                {"returnsStringLengthIf", f.returnsStringLengthIf},
                {"constructedMembers", f.constructedMembers},
                {"settledStates", f.settledStates},
                {"fieldResets", f.fieldResets},
                {"writtenFields", f.writtenFields}};
}
bool fromJSON(const Value &v, FunctionFacts &f, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("name", f.name) && o.map("usr", f.usr) && o.map("range", f.range) &&
         o.map("loops", f.loops) && o.map("blocks", f.blocks) &&
         o.map("streamOpens", f.streamOpens) && o.map("bufferingChanges", f.bufferingChanges) &&
         o.map("streamOps", f.streamOps) && o.map("calls", f.calls) &&
         o.mapOptional("parameterKeys", f.parameterKeys) &&
         o.mapOptional("releasedParameters", f.releasedParameters) &&
         o.mapOptional("releasedParameterFields", f.releasedParameterFields) &&
         o.mapOptional("reallocatedParameters", f.reallocatedParameters) &&
         o.mapOptional("storedParameters", f.storedParameters) &&
         o.mapOptional("allocatorSettings", f.allocatorSettings) &&
         o.mapOptional("valueTests", f.valueTests) && o.mapOptional("returnsTest", f.returnsTest) &&
         o.mapOptional("capacityFields", f.capacityFields) &&
         o.mapOptional("returnsStringLength", f.returnsStringLength) &&
         o.mapOptional("returnsStringLengthIf", f.returnsStringLengthIf) &&
         o.mapOptional("constructedMembers", f.constructedMembers) &&
         o.mapOptional("settledStates", f.settledStates) &&
         o.mapOptional("fieldResets", f.fieldResets) &&
         o.mapOptional("writtenFields", f.writtenFields);
}

Value toJSON(const FixEdit &e) {
  return Object{{"offset", e.offset}, {"length", e.length}, {"text", e.text}};
}
bool fromJSON(const Value &v, FixEdit &e, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("offset", e.offset) && o.map("length", e.length) && o.map("text", e.text);
}

// The hash as 16 hex digits: JSON readers other than llvm's lose integers above 2^53.
Value toJSON(const Fix &f) {
  return Object{{"rule", f.rule},
                {"at", f.at},
                {"loop", f.loop},
                {"file", f.file},
                {"fileHash", llvm::utohexstr(f.fileHash, /*LowerCase=*/true, /*Width=*/16)},
                {"description", f.description},
                {"edits", f.edits}};
}
bool fromJSON(const Value &v, Fix &f, Path p) {
  ObjectMapper o(v, p);
  std::string hash;
  if (!o || !o.map("rule", f.rule) || !o.map("at", f.at) || !o.map("loop", f.loop) ||
      !o.map("file", f.file) || !o.map("fileHash", hash) ||
      !o.map("description", f.description) || !o.map("edits", f.edits))
    return false;
  if (hash.size() != 16 || llvm::StringRef(hash).getAsInteger(16, f.fileHash)) {
    p.field("fileHash").report("expected 16 hex digits");
    return false;
  }
  return true;
}

Value toJSON(const FieldStore &f) {
  return Object{{"field", f.field},
                {"value", f.value ? Value(*f.value) : Value(nullptr)},
                {"derivation", f.derivation},
                {"range", f.range}};
}
bool fromJSON(const Value &v, FieldStore &f, Path p) {
  ObjectMapper o(v, p);
  return o && o.map("field", f.field) && o.map("value", f.value) &&
         o.mapOptional("derivation", f.derivation) && o.map("range", f.range);
}

Value toJSON(const TranslationUnitFacts &tu) {
  Object o{{"version", kFactsFormatVersion},
           {"mainFile", tu.mainFile},
           {"frontEnd", tu.frontEnd},
           {"functions", tu.functions}};
  if (!tu.fixes.empty()) // most TUs have none; --dump-facts stays as it was for them
    o["fixes"] = tu.fixes;
  if (!tu.fieldStores.empty())
    o["fieldStores"] = tu.fieldStores;
  if (!tu.usingNames.empty())
    o["usingNames"] = tu.usingNames;
  return o;
}
bool fromJSON(const Value &v, TranslationUnitFacts &tu, Path p) {
  ObjectMapper o(v, p);
  int version = 0;
  if (!o || !o.map("version", version))
    return false;
  if (version != kFactsFormatVersion) {
    p.field("version").report("unsupported facts format version");
    return false;
  }
  return o.map("mainFile", tu.mainFile) && o.mapOptional("frontEnd", tu.frontEnd) &&
         o.map("functions", tu.functions) && o.mapOptional("fixes", tu.fixes) &&
         o.mapOptional("fieldStores", tu.fieldStores) && o.mapOptional("usingNames", tu.usingNames);
}

} // namespace faultline::facts
