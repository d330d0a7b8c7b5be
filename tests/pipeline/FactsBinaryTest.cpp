// The binary facts encoding of cache entries (facts/FactsBinary.h) and the cache entries around
// it (cache/SummaryCache.h):
//  * round trip: encode -> decode -> toJSON is identical to toJSON of the input, for a
//    hand-made TU populating every field (optional ones set and unset) and for real facts the
//    extractor finds in tests/extract/inputs;
//  * the hand-made TU really populates every field: a field added to Facts.h and FactsJson but
//    neither to this fixture nor to the encoder shows up as a default value in its JSON and
//    fails FixturePopulatesEveryField (and the sizeof asserts in FactsBinary.cpp catch most
//    additions at compile time);
//  * malformed input is rejected, never trusted and never a crash: every truncation, every
//    flipped byte, forged bodies with a valid checksum, random bytes;
//  * SummaryCache: store then lookup, and every damaged entry or changed dependency is a miss.
#include "cache/SummaryCache.h"
#include "extract/Extractor.h"
#include "facts/FactsBinary.h"
#include "facts/FactsJson.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <gtest/gtest.h>

#include <random>

using namespace faultline;
using namespace faultline::facts;

namespace {

std::string dump(const TranslationUnitFacts &tu) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << toJSON(tu);
  return out;
}

// What the driver does before it stores facts: the join only ever sees facts that went
// through JSON (Extraction.cpp).
TranslationUnitFacts viaJson(const TranslationUnitFacts &tu) {
  TranslationUnitFacts out;
  llvm::json::Path::Root root;
  EXPECT_TRUE(fromJSON(toJSON(tu), out, root));
  if (root.getError())
    llvm::consumeError(root.getError());
  return out;
}

std::string encode(const TranslationUnitFacts &tu) {
  std::string out;
  encodeBinary(tu, out);
  return out;
}

SourceRange range(const std::string &file, unsigned line) {
  return {file, line, 3 + line % 7, line + 1, 40000 + line};
}

Release release(ReleaseKind kind, unsigned line) {
  Release r;
  r.kind = kind;
  r.range = range("/src/r\xc3\xa9lease.c", line); // UTF-8 survives
  r.function = "free_" + std::to_string(line);
  r.loop = 2;
  r.order = (uint64_t(1) << 63) + line; // above INT64_MAX
  return r;
}

// Every field set to something other than its default.
TranslationUnitFacts populated() {
  const std::string file = "/home/user/project/src/very/long/path/module.c";
  TranslationUnitFacts tu;
  tu.mainFile = file;
  tu.frontEnd = "fast";
  FunctionFacts f;
  f.name = "ns::Matcher::search";
  f.usr = "c:@N@ns@S@Matcher@F@search#";
  f.range = range(file, 10);

  Loop outer;
  outer.id = 3;
  outer.kind = LoopKind::RangeFor;
  outer.range = range(file, 11);
  outer.parent = 7;
  outer.parallel = true;
  f.loops = {outer, outer};
  f.loops[1].kind = LoopKind::Do;

  Block b;
  b.id = 4;
  b.kind = BlockKind::Custom;
  b.allocator = "xmalloc";
  b.range = range(file, 12);
  b.declaration = range("/usr/include/other.h", 13);
  b.variable = "buffer";
  b.ownerKey = "buffer@12:9";
  b.loop = 1;
  b.order = 99;
  b.size.bytes = UINT64_MAX;
  b.size.expression = "n * sizeof(double)";
  b.size.derivation = "n = 1 << 20 at line 12";
  b.size.dependsOnParameter = 2;
  b.size.parameterMultiplier = INT64_MIN;
  b.size.parameterAddend = INT64_MAX;
  b.size.productParameter = 3;
  b.size.productMultiplier = INT64_MIN + 1;
  b.size.upperBound = UINT64_MAX - 1;
  b.size.boundDerivation = "'len' is an unsigned short: at most 65,535";
  b.size.growth = "grows with parameter 'n'";
  b.size.growthCalls = {"c:@F@tag_name", "c:tags.c@F@item_name"};
  b.valueInitialized = true;
  b.releases = {release(ReleaseKind::Reassigned, 14), release(ReleaseKind::Munmap, 15)};
  b.escape = EscapeKind::OwnershipReleased;
  b.escapeRange = range(file, 16);
  b.notRepeated = "only on a path that ends in 'exit'";
  b.perThread = true;
  b.runsOnlyIf = 1;
  b.fix = "use the streaming API with a context kept across calls";
  b.releasedOnFailureOnly = true;
  b.descriptorParameter = 4;
  b.onlyOnSuccess = true;
  f.blocks = {b};

  StreamOpen s;
  s.opener = "fopen";
  s.range = range(file, 17);
  s.stream = "fp@17:3";
  s.loop = 1;
  s.order = 18;
  s.closes = {release(ReleaseKind::Free, 19)};
  s.callerBuffer = range(file, 20);
  s.escape = EscapeKind::Static;
  s.notRepeated = "in the child of 'fork()'";
  s.pathVaries = true;
  s.pathConstant = true;
  s.pathRelative = true;
  s.pathParameter = 2;
  s.runsOnlyIf = 2;
  s.onlyOnSuccess = true;
  s.through = "git_fopen";
  f.streamOpens = {s};

  BufferingChange c;
  c.function = "setvbuf";
  c.range = range(file, 21);
  c.stream = "fp@17:3";
  c.unbuffered = true;
  c.callerBuffer = true;
  c.bufferParameter = 1;
  c.loop = 1;
  c.order = 22;
  f.bufferingChanges = {c};

  StreamOp op;
  op.function = "fputc";
  op.range = range(file, 23);
  op.stream = "stdout";
  op.piecewise = true;
  op.loop = 1;
  op.order = 24;
  f.streamOps = {op};

  CallSite call;
  call.callee = "helper";
  call.calleeUsr = "c:@F@helper";
  call.range = range(file, 25);
  call.loop = 1;
  call.order = 26;
  SymbolicValue constant;
  constant.constant = -5;
  constant.text = "stdout";
  constant.symbol = "stdoutmark";
  SymbolicValue affine;
  affine.constant = INT64_MIN;
  affine.parameter = 3;
  affine.multiplier = -8;
  affine.addend = 64;
  call.arguments = {constant, affine};
  call.argumentKeys = {"a@1:2", "b@1:3"};
  call.resultKey = "r@25:3";
  call.resultEscape = EscapeKind::Moved;
  call.resultReleases = {release(ReleaseKind::ScopeEnd, 27)};
  call.resultCloses = {release(ReleaseKind::Free, 28)};
  call.isVirtual = true;
  call.startsThread = true;
  call.notRepeated = "guarded by the once-flag 'ready'";
  call.argumentsVarying = {1, 3};
  call.argumentGrowth = {"grows with parameter 'n'", "x"};
  call.argumentBounds = {7, 255};
  call.switchParameter = 1;
  call.switchCases = {INT64_MIN, 10103, -7};
  call.caseArgument = 1;
  call.caseArgumentValues = {' ', '?', INT64_MAX};
  call.directoryChangedBefore = true;
  call.directoryChangeLoop = 2;
  call.runsOnlyIf = 1;
  call.resultReleasedOnFailureOnly = true;
  call.loopEndsOnSuccess = true;
  call.onlyOnSuccess = true;
  call.straightLine = true;
  f.calls = {call};

  f.parameterKeys = {"n@10:1", "p@10:2"};
  f.releasedParameters = {1, 2};
  f.releasedParameterFields = {"0->sums"};
  f.reallocatedParameters = {2};
  f.storedParameters = {2};
  AllocatorSetting setting;
  setting.function = "mallopt";
  setting.parameter = "M_MMAP_THRESHOLD";
  setting.value = "128 * 1024";
  setting.range = range(file, 28);
  f.allocatorSettings = {setting};
  ValueTest viaCall;
  viaCall.call = 3;
  viaCall.left = constant;
  viaCall.right = affine;
  viaCall.outer = 1;
  viaCall.guard = true;
  viaCall.mask = 4;
  ValueTest direct = viaCall;
  direct.call = 4;
  direct.left.text = "nul";
  direct.right.defaulted = 1;
  direct.right.nullDefault = "r";
  direct.right.fieldOf = 2;
  direct.right.field = "DAZZ_DB::trimmed";
  direct.right.nonNullResult = true;
  direct.probe.emplace();
  direct.probe->index = 2; // a fixture: every field away from its default
  direct.probe->marks = {'w', 1, 'r', 3};
  direct.probe->initial = 2;
  f.valueTests = {viaCall, direct, viaCall};
  f.returnsTest = 2;
  CapacityField guard;
  guard.field = "ctx_s::maxBufferSize";
  guard.range = range(file, 30);
  guard.beginOrder = 11;
  guard.endOrder = 19;
  CapacityField reset = guard;
  reset.reset = true;
  reset.range = range(file, 40);
  // Only the reset: a guard's `reset` is false, the default this fixture must not hold (the
  // round trip of a guard is the same fields with that one bit clear).
  f.capacityFields = {reset};
  f.returnsStringLength = true;
  f.returnsStringLengthIf = {"c:@F@name_len"};
  ConstructedMember member;
  member.className = "VisitTable";
  member.member = "visited";
  member.kind = BlockKind::Calloc;
  member.innermost = "calloc";
  member.size = f.blocks.front().size; // every field of a size set, as the block's
  member.valueInitialized = true;
  member.stream = true;
  member.pathParameter = 2;
  member.pathConstant = true;
  f.constructedMembers = {member};
  SettledState settled;
  settled.objectParameter = 2;
  settled.field = "tethering";
  settled.valueParameter = 1;
  settled.constant = -3;
  settled.afterOrder = 40;
  settled.range = range(file, 39);
  settled.endOrder = 44;
  f.settledStates = {settled};
  FieldReset fieldReset;
  fieldReset.parameter = 1;
  fieldReset.field = "DAZZ_DB::trimmed";
  fieldReset.value = -2;
  fieldReset.range = range(file, 41);
  f.fieldResets = {fieldReset};
  f.writtenFields = {"DAZZ_DB::trimmed", "DAZZ_DB::*"};

  tu.functions = {f, f};
  tu.functions[1].name = "second";

  Fix fix;
  fix.rule = "faultline-loop-alloc";
  fix.at = range(file, 14);
  fix.loop = range(file, 13);
  fix.file = file;
  fix.fileHash = 0xfedcba9876543210u; // above 2^63: the JSON's hex string must carry it
  fix.description = "hoist 'buf' out of the loop";
  fix.edits = {{412, 36, "replaced"}, {500, 7, "\n  free(buf);"}};
  tu.fixes = {fix, fix};
  tu.fixes[1].rule = "faultline-vector-temporary";
  return tu;
}

// Every leaf of `v` that still holds a default value, as "path: value".
void defaults(const llvm::json::Value &v, const std::string &where,
              std::vector<std::string> &out) {
  if (const llvm::json::Object *o = v.getAsObject()) {
    for (const auto &[key, field] : *o)
      defaults(field, where + "." + key.str(), out);
    return;
  }
  if (const llvm::json::Array *a = v.getAsArray()) {
    if (a->empty())
      out.push_back(where + ": []");
    for (size_t i = 0; i < a->size(); ++i)
      defaults((*a)[i], where + "[" + std::to_string(i) + "]", out);
    return;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << v;
  if (text == "0" || text == "-1" || text == "\"\"" || text == "false" || text == "null")
    out.push_back(where + ": " + text);
}

} // namespace

TEST(FactsBinary, FixturePopulatesEveryField) {
  // If this fails after a change to Facts.h: set the new field in populated() above and encode
  // it in FactsBinary.cpp (put and get), then bump kFactsBinaryVersion.
  std::vector<std::string> found;
  defaults(toJSON(populated()), "tu", found);
  EXPECT_TRUE(found.empty()) << "fields left at their default in the fixture:\n"
                             << llvm::join(found, "\n");
}

TEST(FactsBinary, RoundTripsEveryField) {
  TranslationUnitFacts tu = viaJson(populated());
  std::optional<TranslationUnitFacts> back = decodeBinary(encode(tu));
  ASSERT_TRUE(back);
  EXPECT_EQ(dump(*back), dump(tu));
  EXPECT_EQ(dump(*back), dump(populated()));
  // And the struct itself, beyond what JSON shows (SymbolicValue fields of a non-affine value).
  EXPECT_EQ(back->functions[0].calls[0].arguments, tu.functions[0].calls[0].arguments);
  EXPECT_EQ(back->functions[0].calls[0].range, tu.functions[0].calls[0].range);
}

TEST(FactsBinary, RoundTripsUnsetOptionalsAndEmptyThings) {
  TranslationUnitFacts tu = populated();
  FunctionFacts &f = tu.functions[0];
  f.blocks[0].size.bytes.reset();
  f.streamOpens[0].callerBuffer.reset();
  f.calls[0].arguments[0].constant.reset();
  f.calls[0].arguments[1].constant.reset();
  f.calls[0].argumentKeys = {"", ""};
  f.blocks[0].releases.clear();
  tu.functions.push_back(FunctionFacts{}); // all defaults, empty strings and vectors
  TranslationUnitFacts empty;              // no functions, no main file
  for (const TranslationUnitFacts &t : {viaJson(tu), viaJson(empty)}) {
    std::optional<TranslationUnitFacts> back = decodeBinary(encode(t));
    ASSERT_TRUE(back);
    EXPECT_EQ(dump(*back), dump(t));
  }
}

TEST(FactsBinary, StoresEachStringOnce) {
  TranslationUnitFacts tu = populated();
  std::string bytes = encode(tu);
  llvm::StringRef view(bytes);
  size_t count = 0;
  for (size_t at = view.find(tu.mainFile); at != llvm::StringRef::npos;
       at = view.find(tu.mainFile, at + 1))
    ++count;
  EXPECT_EQ(count, 1u);
  EXPECT_LT(bytes.size(), dump(tu).size() / 4);
}

TEST(FactsBinary, RoundTripsRealExtractedFacts) {
  std::error_code ec;
  unsigned files = 0;
  for (llvm::sys::fs::directory_iterator it(FAULTLINE_EXTRACT_INPUTS, ec), end;
       it != end && !ec; it.increment(ec)) {
    llvm::StringRef file = it->path();
    bool cxx = file.ends_with(".cpp");
    if (!cxx && !file.ends_with(".c"))
      continue;
    std::vector<std::string> args = {"clang", "-fsyntax-only", cxx ? "-std=c++20" : "-std=c17"};
    auto buffer = llvm::MemoryBuffer::getFile(file);
    ASSERT_TRUE(buffer);
    llvm::StringRef text = (*buffer)->getBuffer();
    if (size_t at = text.find("// ARGS: "); at != llvm::StringRef::npos) {
      llvm::SmallVector<llvm::StringRef> extra;
      text.substr(at + 9).split('\n').first.split(extra, ' ', -1, false);
      for (llvm::StringRef a : extra)
        args.push_back(a.str());
    }
    args.push_back(file.str());
    clang::tooling::CompileCommand command(FAULTLINE_EXTRACT_INPUTS, file, args, "");
    extract::ExtractResult x = extract::extractTranslationUnit(command, {});
    ASSERT_FALSE(x.facts.functions.empty()) << file.str();
    TranslationUnitFacts tu = viaJson(x.facts);
    std::optional<TranslationUnitFacts> back = decodeBinary(encode(tu));
    ASSERT_TRUE(back) << file.str();
    EXPECT_EQ(dump(*back), dump(tu)) << file.str();
    ++files;
  }
  EXPECT_GE(files, 5u);
}

// --- malformed input -------------------------------------------------------------------------

namespace {

// Replaces the trailing checksum so a forged body gets past it and reaches the parser.
std::string reseal(std::string bytes) {
  if (bytes.size() < 8)
    return bytes;
  bytes.resize(bytes.size() - 8);
  uint64_t sum = llvm::xxh3_64bits(
      llvm::ArrayRef(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
  for (int i = 0; i < 8; ++i)
    bytes.push_back(static_cast<char>(sum >> (8 * i)));
  return bytes;
}

} // namespace

TEST(FactsBinary, RejectsEveryTruncationAndFlippedByte) {
  std::string bytes = encode(viaJson(populated()));
  ASSERT_TRUE(decodeBinary(bytes));
  for (size_t n = 0; n < bytes.size(); ++n)
    EXPECT_FALSE(decodeBinary(llvm::StringRef(bytes).take_front(n))) << n;
  EXPECT_FALSE(decodeBinary(bytes + '\0'));
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string damaged = bytes;
    damaged[i] ^= 0x20;
    EXPECT_FALSE(decodeBinary(damaged)) << i;
  }
}

TEST(FactsBinary, RejectsForgedBodiesWithValidChecksums) {
  std::string good = encode(viaJson(populated()));
  // Truncated bodies and bodies with trailing bytes, resealed.
  for (size_t n = 8; n < good.size(); ++n)
    EXPECT_FALSE(decodeBinary(reseal(good.substr(0, n - 8) + std::string(8, '\0')))) << n;
  std::string trailing = good;
  trailing.insert(trailing.size() - 8, "\x01");
  EXPECT_FALSE(decodeBinary(reseal(trailing)));
  // Wrong versions.
  for (size_t at : {size_t(4), size_t(5)}) {
    std::string v = good;
    v[at] = static_cast<char>(v[at] + 1);
    EXPECT_FALSE(decodeBinary(reseal(v))) << at;
  }
  // Every byte of the body changed to every value in a few interesting classes: whatever the
  // decoder makes of it, it must not crash, and what it accepts must re-encode to the same
  // bytes (so nothing is half-read).
  size_t accepted = 0;
  for (size_t i = 4; i + 8 < good.size(); ++i)
    for (uint8_t value : {0x00, 0x01, 0x7f, 0x80, 0xff, 0x20}) {
      std::string forged = good;
      forged[i] = static_cast<char>(value);
      forged = reseal(forged);
      if (std::optional<TranslationUnitFacts> tu = decodeBinary(forged)) {
        ++accepted;
        EXPECT_EQ(dump(*decodeBinary(encode(*tu))), dump(*tu));
      }
    }
  // Most of them are caught (enumerators, bools, indices, counts, UTF-8, trailing bytes).
  EXPECT_LT(accepted, good.size() * 6);
}

TEST(FactsBinary, RejectsSpecificForgeries) {
  auto forge = [](std::initializer_list<uint8_t> body) {
    std::string bytes = "FLFB";
    bytes.push_back(static_cast<char>(kFactsBinaryVersion));
    bytes.push_back(static_cast<char>(kFactsFormatVersion));
    for (uint8_t b : body)
      bytes.push_back(static_cast<char>(b));
    return reseal(bytes + std::string(8, '\0'));
  };
  // Smallest valid: no strings, mainFile "", frontEnd "", no functions, no fixes, no field
  // stores, no using names.
  EXPECT_TRUE(decodeBinary(forge({0, 0, 0, 0, 0, 0, 0})));
  EXPECT_FALSE(decodeBinary(forge({0, 1, 0})));          // string index past the table
  EXPECT_FALSE(decodeBinary(forge({1, 0, 0, 0})));       // empty table entry
  EXPECT_FALSE(decodeBinary(forge({1, 1, 0xff, 1, 0})));  // invalid UTF-8
  EXPECT_TRUE(decodeBinary(forge({1, 1, 'a', 1, 0, 0, 0, 0, 0}))); // "a" as the main file
  EXPECT_FALSE(decodeBinary(forge({0, 0, 200})));        // count larger than what follows
  EXPECT_FALSE(decodeBinary(forge({0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                   0x01}))); // count 2^64-1
  EXPECT_FALSE(decodeBinary(forge({0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                   0x80, 0x80, 0x01}))); // varint longer than ten bytes
  // One function with one loop and nothing else; then the loop's fields out of range.
  auto oneLoop = [&](std::vector<uint8_t> id, uint8_t kind, uint8_t parallel) {
    std::vector<uint8_t> body = {0, 0, /*frontEnd*/ 0, 1, /*name*/ 0, /*usr*/ 0, /*range*/ 0, 0, 0, 0, 0,
                                 /*loops*/ 1};
    body.insert(body.end(), id.begin(), id.end());
    body.insert(body.end(), {kind, /*range*/ 0, 0, 0, 0, 0, /*parent*/ 1, parallel});
    body.insert(body.end(), 11, 0); // blocks ... allocatorSettings: all empty
    body.insert(body.end(), {/*valueTests*/ 0, /*returnsTest: zigzag(-1)*/ 1,
                             /*capacityFields*/ 0, /*returnsStringLength*/ 0,
                             /*returnsStringLengthIf*/ 0, /*constructedMembers*/ 0,
                             /*settledStates*/ 0, /*fieldResets*/ 0,
                             /*writtenFields*/ 0, /*the TU's fixes*/ 0,
                             /*the TU's fieldStores*/ 0, /*the TU's usingNames*/ 0});
    std::string bytes = "FLFB";
    bytes.push_back(static_cast<char>(kFactsBinaryVersion));
    bytes.push_back(static_cast<char>(kFactsFormatVersion));
    bytes.append(body.begin(), body.end());
    return reseal(bytes + std::string(8, '\0'));
  };
  std::optional<TranslationUnitFacts> valid = decodeBinary(oneLoop({6}, 3, 1));
  ASSERT_TRUE(valid);
  ASSERT_EQ(valid->functions.size(), 1u);
  ASSERT_EQ(valid->functions[0].loops.size(), 1u);
  EXPECT_EQ(valid->functions[0].loops[0].id, 3);
  EXPECT_EQ(valid->functions[0].loops[0].kind, LoopKind::RangeFor);
  EXPECT_EQ(valid->functions[0].loops[0].parent, -1);
  EXPECT_TRUE(valid->functions[0].loops[0].parallel);
  EXPECT_FALSE(decodeBinary(oneLoop({6}, 4, 1)));  // no LoopKind 4
  EXPECT_FALSE(decodeBinary(oneLoop({6}, 3, 2)));  // a bool of 2
  // An int field out of 32-bit range: zigzag(2^31) = 2^32.
  EXPECT_FALSE(decodeBinary(oneLoop({0x80, 0x80, 0x80, 0x80, 0x10}, 3, 1)));
  EXPECT_TRUE(decodeBinary(oneLoop({0xfe, 0xff, 0xff, 0xff, 0x0f}, 3, 1))); // INT32_MAX
  EXPECT_FALSE(decodeBinary(""));
  EXPECT_FALSE(decodeBinary("FLFB"));
  EXPECT_FALSE(decodeBinary("{\"version\": 3}"));
}

TEST(FactsBinary, SurvivesRandomBytes) {
  std::mt19937_64 rng(42);
  for (int round = 0; round < 20000; ++round) {
    std::string bytes = "FLFB";
    bytes.push_back(static_cast<char>(kFactsBinaryVersion));
    bytes.push_back(static_cast<char>(kFactsFormatVersion));
    size_t n = rng() % 64;
    for (size_t i = 0; i < n; ++i)
      bytes.push_back(static_cast<char>(rng() % 4 ? rng() % 4 : rng()));
    if (std::optional<TranslationUnitFacts> tu = decodeBinary(reseal(bytes + std::string(8, 0))))
      EXPECT_EQ(dump(*decodeBinary(encode(*tu))), dump(*tu));
  }
}

// --- cache entries ---------------------------------------------------------------------------

namespace {

struct CacheFixture {
  llvm::SmallString<128> dir;
  std::string header, mainFile;
  std::unique_ptr<cache::SummaryCache> cache;
  TranslationUnitFacts tu = viaJson(populated());

  CacheFixture() {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("faultline-cache-test", dir));
    header = (dir + "/dep.h").str();
    mainFile = (dir + "/main.c").str();
    write(header, "int x;\n");
    write(mainFile, "#include \"dep.h\"\n");
    cache = std::make_unique<cache::SummaryCache>((dir + "/cache").str(), "salt");
  }
  ~CacheFixture() { llvm::sys::fs::remove_directories(dir); }

  static void write(const std::string &file, llvm::StringRef text) {
    std::error_code ec;
    llvm::raw_fd_ostream os(file, ec);
    EXPECT_FALSE(ec);
    os << text;
  }
  std::string entryFile(llvm::StringRef key) {
    return (dir + "/cache/" + key.take_front(2) + "/" + key + ".bin").str();
  }
};

} // namespace

TEST(SummaryCache, StoresAndFindsAndRejectsDamage) {
  CacheFixture f;
  std::string key = "0123456789abcdef0123456789abcdef";
  {
    cache::FileHasher hasher;
    std::string error;
    ASSERT_TRUE(f.cache->store(key, f.tu, {f.mainFile, f.header}, hasher, error)) << error;
    std::optional<TranslationUnitFacts> back = f.cache->lookup(key, hasher);
    ASSERT_TRUE(back);
    EXPECT_EQ(dump(*back), dump(f.tu));
    EXPECT_FALSE(f.cache->lookup("ffffffffffffffffffffffffffffffff", hasher));
  }
  auto buffer = llvm::MemoryBuffer::getFile(f.entryFile(key));
  ASSERT_TRUE(buffer);
  std::string good = (*buffer)->getBuffer().str();
  // Every truncation and a sample of flipped bytes: misses.
  for (size_t n = 0; n < good.size(); n += (n < 400 ? 1 : 97)) {
    CacheFixture::write(f.entryFile(key), llvm::StringRef(good).take_front(n));
    cache::FileHasher hasher;
    EXPECT_FALSE(f.cache->lookup(key, hasher)) << n;
  }
  for (size_t i = 0; i < good.size(); i += (i < 400 ? 1 : 97)) {
    std::string damaged = good;
    damaged[i] ^= 0x01;
    CacheFixture::write(f.entryFile(key), damaged);
    cache::FileHasher hasher;
    EXPECT_FALSE(f.cache->lookup(key, hasher)) << i;
  }
  // The entry stored under another key's name.
  CacheFixture::write(f.entryFile(key), good);
  std::string other = "abcdef0123456789abcdef0123456789";
  llvm::sys::fs::create_directories((f.dir + "/cache/ab").str());
  CacheFixture::write(f.entryFile(other), good);
  {
    cache::FileHasher hasher;
    EXPECT_TRUE(f.cache->lookup(key, hasher));
    EXPECT_FALSE(f.cache->lookup(other, hasher));
  }
  // A header edit (same size) and a deleted header: misses.
  CacheFixture::write(f.header, "int y;\n");
  {
    cache::FileHasher hasher;
    EXPECT_FALSE(f.cache->lookup(key, hasher));
  }
  CacheFixture::write(f.header, "int x;\n");
  {
    cache::FileHasher hasher;
    EXPECT_TRUE(f.cache->lookup(key, hasher));
  }
  llvm::sys::fs::remove(f.header);
  {
    cache::FileHasher hasher;
    EXPECT_FALSE(f.cache->lookup(key, hasher));
  }
}
