#include "config/Config.h"

#include "io/Input.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace faultline;
using namespace faultline::config;

namespace {

// Wrappers give each value its own ScalarTraits, so a bad value is reported by yaml::Input at
// its own line and column like a syntax error, with a message that says what was expected.
struct SizeValue {
  uint64_t bytes = 0;
};
struct FailOnValue {
  FailOn level = FailOn::Warning;
};
struct RuleName {
  std::string id;
};
struct UnknownSizesValue {
  std::string value;
};

struct RawConfig {
  std::optional<SizeValue> minSize;
  std::optional<FailOnValue> failOn;
  std::optional<UnknownSizesValue> unknownSizes;
  std::vector<std::string> exclude;
  std::vector<RuleName> disable;
  std::vector<extract::AllocatorSpec> allocators;
  std::vector<std::string> releasers;
  std::vector<extract::SizeFunctionSpec> sizeFunctions;
  std::optional<bool> models;
};

struct ParseContext {
  const RuleValidator *isKnownRule;
  std::string message; // storage for an error that names the bad value
};

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(RuleName)
LLVM_YAML_IS_SEQUENCE_VECTOR(extract::AllocatorSpec)
LLVM_YAML_IS_SEQUENCE_VECTOR(extract::SizeFunctionSpec)

namespace llvm::yaml {

template <> struct ScalarTraits<SizeValue> {
  static void output(const SizeValue &v, void *, raw_ostream &os) { os << v.bytes; }
  static StringRef input(StringRef s, void *, SizeValue &v) {
    if (auto bytes = config::parseSize(s)) {
      v.bytes = *bytes;
      return {};
    }
    return "invalid size (expected a number of bytes, optionally with K, KiB, M, MiB, G or GiB)";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<FailOnValue> {
  static void output(const FailOnValue &v, void *, raw_ostream &os) { os << toString(v.level); }
  static StringRef input(StringRef s, void *, FailOnValue &v) {
    if (auto level = config::parseFailOn(s)) {
      v.level = *level;
      return {};
    }
    return "invalid fail-on level (expected note, warning, error or never)";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<UnknownSizesValue> {
  static void output(const UnknownSizesValue &v, void *, raw_ostream &os) { os << v.value; }
  static StringRef input(StringRef s, void *, UnknownSizesValue &v) {
    if (s == "note" || s == "warn" || s == "off") {
      v.value = s.str();
      return {};
    }
    return "invalid unknown-sizes value (expected note, warn or off)";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<RuleName> {
  static void output(const RuleName &v, void *, raw_ostream &os) { os << v.id; }
  static StringRef input(StringRef s, void *ctx, RuleName &v) {
    auto *pc = static_cast<ParseContext *>(ctx);
    if (pc && pc->isKnownRule && *pc->isKnownRule && !(*pc->isKnownRule)(s)) {
      // yaml::Input copies the message into its diagnostic at once; the context outlives that.
      pc->message = ("unknown rule '" + s + "' (see `faultline rules`)").str();
      return pc->message;
    }
    v.id = s.str();
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct MappingTraits<extract::AllocatorSpec> {
  static void mapping(IO &io, extract::AllocatorSpec &a) {
    io.mapRequired("name", a.name);
    io.mapOptional("size-args", a.sizeArgs);
    // `element-type-arg: N`: a macro over an allocator whose argument N names the element type
    // (g_new(T, n)): the size is the size-args' product times sizeof(T).
    std::optional<unsigned> elementTypeArg;
    if (a.elementTypeArg >= 0)
      elementTypeArg = static_cast<unsigned>(a.elementTypeArg);
    io.mapOptional("element-type-arg", elementTypeArg);
    if (!io.outputting())
      a.elementTypeArg = elementTypeArg ? static_cast<int>(*elementTypeArg) : -1;
    io.mapOptional("releasers", a.releasers);
    // A library allocator whose cost is not an argument (a compression context of several
    // MiB): `footprint: 5MiB`.
    std::optional<SizeValue> footprint;
    if (a.footprint)
      footprint = SizeValue{*a.footprint};
    io.mapOptional("footprint", footprint);
    if (!io.outputting())
      a.footprint = footprint ? std::optional<uint64_t>(footprint->bytes) : std::nullopt;
    // `owner-arg: N`: the block is owned by the object argument N points to, and the releasers
    // release what their first argument points to (deflateInit(&strm, 6) ... deflateEnd(&strm);
    // LZ4F_createCompressionContext(&ctx, v) ... LZ4F_freeCompressionContext(ctx)).
    std::optional<unsigned> ownerArg;
    if (a.ownerArg >= 0)
      ownerArg = static_cast<unsigned>(a.ownerArg);
    io.mapOptional("owner-arg", ownerArg);
    if (!io.outputting())
      a.ownerArg = ownerArg ? static_cast<int>(*ownerArg) : -1;
    // `release-arg: N`: the releasers take the block (or its owner) as argument N, not 0
    // (BZ2_bzWriteClose(&err, handle, ...)).
    io.mapOptional("release-arg", a.releaseArg, 0u);
    // `transient: true`: a one-shot helper that creates and frees its context inside every
    // call (compress2): the call itself is the allocation and the release. `fix:` says what to
    // do instead, since there is no allocation in the caller's code to hoist.
    io.mapOptional("transient", a.transient, false);
    io.mapOptional("fix", a.fix);
    // Where the footprint comes from, quoted in findings (the library models cite their
    // library's estimate functions here).
    io.mapOptional("source", a.source);
    // `one-shot-use: ZSTD_decompressStream`, `one-shot-footprint`, `one-shot-source`: the
    // footprint when the creating function hands the handle to that call once, outside loops.
    io.mapOptional("one-shot-use", a.oneShotUse);
    std::optional<SizeValue> oneShot;
    if (a.oneShotFootprint)
      oneShot = SizeValue{*a.oneShotFootprint};
    io.mapOptional("one-shot-footprint", oneShot);
    if (!io.outputting())
      a.oneShotFootprint = oneShot ? std::optional<uint64_t>(oneShot->bytes) : std::nullopt;
    io.mapOptional("one-shot-source", a.oneShotSource);
    // `one-shot-size-query: [ZSTD_getFrameContentSize]`: a function that calls one sizes its
    // output for the whole frame, so its one-shot-use calls, in a loop or not, are one shot.
    io.mapOptional("one-shot-size-query", a.oneShotSizeQueries);
  }
};

template <> struct MappingTraits<extract::SizeFunctionSpec> {
  static void mapping(IO &io, extract::SizeFunctionSpec &f) {
    io.mapRequired("name", f.name);
    // `value: 131591`: the result whatever the arguments (ZSTD_CStreamOutSize()).
    std::optional<SizeValue> value;
    if (f.value)
      value = SizeValue{*f.value};
    io.mapOptional("value", value);
    if (!io.outputting())
      f.value = value ? std::optional<uint64_t>(value->bytes) : std::nullopt;
    // `bound-of: 0, divisors: [255], addend: 16`: n + n / 255 + 16 for argument 0's value n
    // (LZ4_compressBound).
    io.mapOptional("bound-of", f.boundOf);
    io.mapOptional("divisors", f.divisors);
    io.mapOptional("addend", f.addend, uint64_t(0));
    io.mapOptional("source", f.source);
  }
};

template <> struct MappingTraits<LibraryModel> {
  static void mapping(IO &io, LibraryModel &m) {
    io.mapRequired("library", m.library);
    io.mapOptional("version", m.version);
    io.mapOptional("description", m.description);
    io.mapOptional("allocators", m.allocators);
    io.mapOptional("size-functions", m.sizeFunctions);
  }
};

template <> struct MappingTraits<RawConfig> {
  static void mapping(IO &io, RawConfig &c) {
    io.mapOptional("min-size", c.minSize);
    io.mapOptional("fail-on", c.failOn);
    io.mapOptional("unknown-sizes", c.unknownSizes);
    io.mapOptional("exclude", c.exclude);
    io.mapOptional("disable", c.disable);
    io.mapOptional("allocators", c.allocators);
    io.mapOptional("releasers", c.releasers);
    io.mapOptional("size-functions", c.sizeFunctions);
    io.mapOptional("models", c.models);
  }
};

} // namespace llvm::yaml

namespace {

// yaml::Input reports through SourceMgr diagnostics; keep the first as one line. Later ones are
// usually consequences of the first.
struct DiagCapture {
  std::string first;
};

void captureDiag(const llvm::SMDiagnostic &d, void *ctx) {
  auto *capture = static_cast<DiagCapture *>(ctx);
  if (!capture->first.empty())
    return;
  llvm::raw_string_ostream os(capture->first);
  os << d.getFilename() << ':' << d.getLineNo() << ':' << (d.getColumnNo() + 1) << ": "
     << d.getMessage();
}

// Validation runs here, after `in >> value` and only when yaml::Input reported no error, not in
// MappingTraits::validate: yaml::Input calls validate() even when the document has no node it
// could map (an empty document, a root alias to an unknown anchor), and setError then
// dereferences that null node (SIGSEGV, found by fuzz/config_fuzzer).
std::string validateAllocator(const extract::AllocatorSpec &a) {
  if (a.name.empty())
    return "allocator needs a non-empty name";
  if (a.footprint && !a.sizeArgs.empty())
    return "allocator '" + a.name + "' has both size-args and footprint: give one";
  if (a.ownerArg > 64)
    return "allocator '" + a.name + "': owner-arg is a 0-based argument index";
  if (a.elementTypeArg > 64)
    return "allocator '" + a.name + "': element-type-arg is a 0-based argument index";
  if (a.elementTypeArg >= 0 && a.sizeArgs.empty())
    return "allocator '" + a.name + "': element-type-arg needs size-args (the element count)";
  if (a.elementTypeArg >= 0 &&
      std::find(a.sizeArgs.begin(), a.sizeArgs.end(), static_cast<unsigned>(a.elementTypeArg)) !=
          a.sizeArgs.end())
    return "allocator '" + a.name + "': element-type-arg names a type, not a size argument";
  if (a.releaseArg > 64)
    return "allocator '" + a.name + "': release-arg is a 0-based argument index";
  if (a.transient) {
    // The call frees what it made: a size from its arguments, an owner or releasers would
    // describe a block that outlives it.
    if (!a.footprint)
      return "allocator '" + a.name + "': transient needs a footprint";
    if (a.ownerArg >= 0 || !a.releasers.empty() || a.releaseArg != 0)
      return "allocator '" + a.name +
             "': transient frees its block inside the call: no owner-arg, release-arg or releasers";
  }
  if (!a.fix.empty() && !a.transient)
    return "allocator '" + a.name + "': fix is only for transient allocators";
  bool oneShot = !a.oneShotUse.empty(), oneShotSize = a.oneShotFootprint.has_value();
  if (oneShot != oneShotSize || (!a.oneShotSource.empty() && !oneShot))
    return "allocator '" + a.name + "': one-shot-use and one-shot-footprint go together";
  if (!a.oneShotSizeQueries.empty() && !oneShot)
    return "allocator '" + a.name + "': one-shot-size-query needs one-shot-use";
  if (oneShot && (!a.footprint || a.transient || a.ownerArg >= 0))
    return "allocator '" + a.name +
           "': one-shot-use needs a footprint, a result that is the handle and no transient";
  return {};
}

std::string validateSizeFunction(const extract::SizeFunctionSpec &f) {
  if (f.name.empty())
    return "size function needs a non-empty name";
  if (f.value.has_value() == f.boundOf.has_value())
    return "size function '" + f.name + "' needs exactly one of value and bound-of";
  if (f.boundOf && *f.boundOf > 64)
    return "size function '" + f.name + "': bound-of is a 0-based argument index";
  if (f.value && (!f.divisors.empty() || f.addend))
    return "size function '" + f.name + "': divisors and addend go with bound-of";
  for (uint64_t d : f.divisors)
    if (d == 0)
      return "size function '" + f.name + "': a divisor of 0";
  return {};
}

// "name:line:col: " of the document's root (no `index`) or of entry `index` of the root
// mapping's sequence `key`, for a message about a value yaml::Input parsed without error; "name: "
// if it cannot be found.
std::string locate(llvm::StringRef content, llvm::StringRef name, llvm::StringRef key,
                   std::optional<size_t> index) {
  llvm::SourceMgr sm;
  sm.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  llvm::yaml::Stream stream(content, sm);
  std::string fallback = (name + ": ").str();
  llvm::yaml::document_iterator doc = stream.begin();
  if (doc == stream.end() || !doc->getRoot())
    return fallback;
  llvm::yaml::Node *node = doc->getRoot();
  if (index) {
    auto *map = llvm::dyn_cast<llvm::yaml::MappingNode>(node);
    if (!map)
      return fallback;
    node = nullptr;
    for (llvm::yaml::KeyValueNode &kv : *map) {
      auto *k = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(kv.getKey());
      llvm::SmallString<32> storage;
      if (!k || k->getValue(storage) != key) {
        kv.skip();
        continue;
      }
      auto *seq = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(kv.getValue());
      if (!seq)
        return fallback;
      size_t i = 0;
      for (llvm::yaml::Node &entry : *seq) {
        if (i++ == *index) {
          node = &entry;
          break;
        }
        entry.skip();
      }
      break;
    }
    if (!node)
      return fallback;
  }
  auto [line, col] = sm.getLineAndColumn(node->getSourceRange().Start);
  return (name + ":" + llvm::Twine(line) + ":" + llvm::Twine(col) + ": ").str();
}

} // namespace

bool config::parseConfig(llvm::StringRef content, llvm::StringRef name,
                         const RuleValidator &isKnownRule, Config &out, std::string &error) {
  // Before yaml::Input, which reads only the first document and recurses once per level.
  if (llvm::Error e = io::checkYamlShape(content)) {
    error = (name + ": " + llvm::toString(std::move(e))).str();
    return false;
  }
  ParseContext context{&isKnownRule, {}};
  DiagCapture capture;
  RawConfig raw;
  llvm::yaml::Input in(llvm::MemoryBufferRef(content, name), &context, captureDiag, &capture);
  in >> raw;
  if (in.error()) {
    error = capture.first.empty() ? (name + ": invalid configuration").str() : capture.first;
    return false;
  }
  for (size_t i = 0; i < raw.allocators.size(); ++i)
    if (std::string message = validateAllocator(raw.allocators[i]); !message.empty()) {
      error = locate(content, name, "allocators", i) + message;
      return false;
    }
  for (size_t i = 0; i < raw.sizeFunctions.size(); ++i)
    if (std::string message = validateSizeFunction(raw.sizeFunctions[i]); !message.empty()) {
      error = locate(content, name, "size-functions", i) + message;
      return false;
    }
  out = Config{};
  if (raw.minSize)
    out.minSize = raw.minSize->bytes;
  if (raw.failOn)
    out.failOn = raw.failOn->level;
  if (raw.unknownSizes)
    out.unknownSizes = raw.unknownSizes->value;
  out.exclude = std::move(raw.exclude);
  for (RuleName &r : raw.disable)
    out.disable.push_back(std::move(r.id));
  out.allocators = std::move(raw.allocators);
  out.releasers = std::move(raw.releasers);
  out.sizeFunctions = std::move(raw.sizeFunctions);
  out.models = raw.models;
  return true;
}

// No document, or a null one ("", "# comment", "~"): say so, rather than that 'library' is
// missing. (This check once stood in for the fix of a SIGSEGV on such documents; the cause, a
// MappingTraits::validate, is gone: see validateAllocator.)
static bool emptyYamlDocument(llvm::StringRef content) {
  llvm::SourceMgr sm;
  sm.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  llvm::yaml::Stream stream(content, sm);
  llvm::yaml::document_iterator doc = stream.begin();
  if (doc == stream.end())
    return true;
  llvm::yaml::Node *root = doc->getRoot();
  return !root || llvm::isa<llvm::yaml::NullNode>(root);
}

bool config::parseLibraryModel(llvm::StringRef content, llvm::StringRef name, LibraryModel &out,
                               std::string &error) {
  if (emptyYamlDocument(content)) {
    error = (name + ": empty library model").str();
    return false;
  }
  DiagCapture capture;
  LibraryModel model;
  llvm::yaml::Input in(llvm::MemoryBufferRef(content, name), nullptr, captureDiag, &capture);
  in >> model;
  if (in.error()) {
    error = capture.first.empty() ? (name + ": invalid library model").str() : capture.first;
    return false;
  }
  std::string message;
  std::optional<size_t> at;
  for (size_t i = 0; i < model.allocators.size() && message.empty(); ++i)
    if (!(message = validateAllocator(model.allocators[i])).empty())
      at = i;
  if (message.empty() && model.library.empty())
    message = "a library model needs a non-empty 'library'";
  for (size_t i = 0; i < model.allocators.size() && message.empty(); ++i) {
    const extract::AllocatorSpec &a = model.allocators[i];
    at = i;
    if (a.sizeArgs.empty() && !a.footprint)
      message = "model allocator '" + a.name + "' needs size-args or footprint";
    else if (a.footprint && a.source.empty())
      message = "model allocator '" + a.name + "' needs a 'source' for its footprint";
    else if (a.oneShotFootprint && a.oneShotSource.empty())
      message = "model allocator '" + a.name + "' needs a 'one-shot-source' for its one-shot-footprint";
  }
  if (!message.empty()) {
    error = locate(content, name, "allocators", at) + message;
    return false;
  }
  if (model.allocators.empty() && model.sizeFunctions.empty()) {
    error = (name + ": a library model needs allocators or size-functions").str();
    return false;
  }
  for (size_t i = 0; i < model.sizeFunctions.size(); ++i) {
    const extract::SizeFunctionSpec &f = model.sizeFunctions[i];
    message = validateSizeFunction(f);
    if (message.empty() && f.source.empty())
      message = "model size function '" + f.name + "' needs a 'source'";
    if (!message.empty()) {
      error = locate(content, name, "size-functions", i) + message;
      return false;
    }
  }
  for (extract::AllocatorSpec &a : model.allocators)
    a.model = model.library;
  for (extract::SizeFunctionSpec &f : model.sizeFunctions)
    f.model = model.library;
  out = std::move(model);
  return true;
}

void config::mergeLibraryModels(const std::vector<LibraryModel> &models, Config &config) {
  // The user's entries come first and win by name; a model never repeats a name either.
  std::set<std::string> taken;
  for (const extract::AllocatorSpec &a : config.allocators)
    taken.insert(a.name);
  std::set<std::string> takenSizes;
  for (const extract::SizeFunctionSpec &f : config.sizeFunctions)
    takenSizes.insert(f.name);
  for (const LibraryModel &m : models) {
    for (const extract::AllocatorSpec &a : m.allocators)
      if (taken.insert(a.name).second)
        config.allocators.push_back(a);
    for (const extract::SizeFunctionSpec &f : m.sizeFunctions)
      if (takenSizes.insert(f.name).second)
        config.sizeFunctions.push_back(f);
  }
}

bool config::loadConfig(llvm::StringRef path, const RuleValidator &isKnownRule, Config &out,
                        std::string &error) {
  auto buffer = io::readFile(path);
  if (!buffer) {
    error = (path + ": cannot read configuration: " + llvm::toString(buffer.takeError())).str();
    return false;
  }
  return parseConfig((*buffer)->getBuffer(), path, isKnownRule, out, error);
}
