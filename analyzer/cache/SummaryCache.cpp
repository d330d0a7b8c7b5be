#include "cache/SummaryCache.h"

#include "facts/FactsBinary.h"
#include "facts/FactsJson.h"
#include "io/Input.h"
#include "io/Output.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::cache {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

// Length-prefixed fields, so ("ab", "c") and ("a", "bc") hash differently.
class KeyHasher {
public:
  KeyHasher &add(llvm::StringRef s) {
    std::string length = std::to_string(s.size()) + ":";
    sha_.update(length);
    sha_.update(s);
    return *this;
  }
  std::string hex(size_t bytes = 16) {
    std::array<uint8_t, 32> digest = sha_.final();
    return llvm::toHex(llvm::ArrayRef(digest.data(), bytes), /*LowerCase=*/true);
  }

private:
  llvm::SHA256 sha_;
};

int mainAnchor; // an address inside this executable for getMainExecutable

std::string executableHash() {
  std::string exe = fs::getMainExecutable("faultline", &mainAnchor);
  FileHasher hasher;
  return hasher.hash(exe).value_or("unknown-executable");
}

} // namespace

std::string hashExtractOptions(const extract::ExtractOptions &options) {
  KeyHasher h;
  h.add("allocators").add(std::to_string(options.allocators.size()));
  for (const extract::AllocatorSpec &a : options.allocators) {
    h.add(a.name).add(std::to_string(a.sizeArgs.size()));
    for (unsigned arg : a.sizeArgs)
      h.add(std::to_string(arg));
    h.add(std::to_string(a.elementTypeArg));
    h.add(std::to_string(a.releasers.size()));
    for (const std::string &r : a.releasers)
      h.add(r);
    h.add(a.footprint ? std::to_string(*a.footprint) : "-");
    h.add(std::to_string(a.ownerArg)).add(std::to_string(a.releaseArg)).add(a.source).add(a.model);
    h.add(a.transient ? "transient" : "-").add(a.fix);
    h.add(a.oneShotUse).add(a.oneShotFootprint ? std::to_string(*a.oneShotFootprint) : "-").add(a.oneShotSource);
    h.add(std::to_string(a.oneShotSizeQueries.size()));
    for (const std::string &q : a.oneShotSizeQueries)
      h.add(q);
  }
  h.add("releasers").add(std::to_string(options.releasers.size()));
  for (const std::string &r : options.releasers)
    h.add(r);
  h.add("size-functions").add(std::to_string(options.sizeFunctions.size()));
  for (const extract::SizeFunctionSpec &f : options.sizeFunctions) {
    h.add(f.name).add(f.value ? std::to_string(*f.value) : "-");
    h.add(f.boundOf ? std::to_string(*f.boundOf) : "-").add(std::to_string(f.divisors.size()));
    for (uint64_t d : f.divisors)
      h.add(std::to_string(d));
    h.add(std::to_string(f.addend)).add(f.source).add(f.model);
  }
  return h.hex();
}

std::string toolSalt(const extract::ExtractOptions &options) {
  KeyHasher h;
  h.add("faultline").add(FAULTLINE_VERSION).add(LLVM_VERSION_STRING);
  h.add(std::to_string(facts::kFactsFormatVersion)).add(std::to_string(kCacheEntryVersion));
  static const std::string exe = executableHash();
  h.add(exe).add(hashExtractOptions(options));
  // A change in another file can change this TU's facts (fatal() made to return): the index is
  // part of every key (not of hashExtractOptions, the configuration's identity in bundles).
  h.add("project-noreturns").add(std::to_string(options.projectNoreturns ? options.projectNoreturns->size() : 0));
  if (options.projectNoreturns)
    for (const std::string &name : *options.projectNoreturns)
      h.add(name);
  return h.hex();
}

std::string SummaryCache::key(const clang::tooling::CompileCommand &command,
                              llvm::StringRef mainFileHash) const {
  KeyHasher h;
  h.add(salt_).add(command.Directory).add(command.Filename);
  h.add(std::to_string(command.CommandLine.size()));
  for (const std::string &arg : command.CommandLine)
    h.add(arg);
  h.add(mainFileHash);
  return h.hex();
}

std::string SummaryCache::entryPath(llvm::StringRef key) const {
  // Two-level layout keeps directories small on big projects.
  llvm::SmallString<256> p(dir_);
  path::append(p, key.take_front(2), key + ".bin");
  return std::string(p);
}

namespace {

// The entry layout (docs/cache.md); integers are LEB128 varints, strings a length and bytes:
//   "FLTCACHE"                  magic, 8 bytes
//   kCacheEntryVersion
//   key
//   dependency count, then per dependency: path, content hash (FileHasher::hash)
//   facts                       length, then facts::encodeBinary's bytes (which carry their
//                               own versions and checksum)
//   XXH3-64 of all the above    8 bytes, little endian
constexpr char kEntryMagic[8] = {'F', 'L', 'T', 'C', 'A', 'C', 'H', 'E'};
constexpr size_t kChecksumBytes = 8;

void putVarint(std::string &out, uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
}

void putString(std::string &out, llvm::StringRef s) {
  putVarint(out, s.size());
  out.append(s.data(), s.size());
}

uint64_t checksum(llvm::StringRef data) {
  return llvm::xxh3_64bits(llvm::ArrayRef(data.bytes_begin(), data.size()));
}

// Bounds-checked reads over an entry; any failure empties the input and sets ok = false.
struct EntryReader {
  llvm::StringRef in;
  bool ok = true;

  uint64_t varint() {
    uint64_t v = 0;
    for (unsigned shift = 0; shift < 64; shift += 7) {
      if (in.empty())
        break;
      uint8_t byte = static_cast<uint8_t>(in.front());
      in = in.drop_front();
      if (shift == 63 && byte > 1)
        break;
      v |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80))
        return v;
    }
    ok = false;
    in = {};
    return 0;
  }
  llvm::StringRef string() {
    uint64_t n = varint();
    if (!ok || n > in.size()) {
      ok = false;
      in = {};
      return {};
    }
    llvm::StringRef out = in.take_front(n);
    in = in.drop_front(n);
    return out;
  }
};

} // namespace

std::optional<facts::TranslationUnitFacts> SummaryCache::lookup(llvm::StringRef key,
                                                                FileHasher &hasher) const {
  // A FIFO or device planted in the cache would block or never end: not an entry (a miss).
  auto buffer = io::readFile(entryPath(key));
  if (!buffer) {
    llvm::consumeError(buffer.takeError());
    return std::nullopt;
  }
  llvm::StringRef data = (*buffer)->getBuffer();
  // Whole-entry checksum first: a truncated or damaged entry is rejected before anything in it
  // is looked at (the reads below are bounds-checked anyway).
  if (data.size() < sizeof kEntryMagic + kChecksumBytes ||
      !data.starts_with(llvm::StringRef(kEntryMagic, sizeof kEntryMagic)))
    return std::nullopt;
  llvm::StringRef body = data.drop_back(kChecksumBytes);
  uint64_t stored = 0;
  for (size_t i = 0; i < kChecksumBytes; ++i)
    stored |= static_cast<uint64_t>(static_cast<uint8_t>(data[body.size() + i])) << (8 * i);
  if (checksum(body) != stored)
    return std::nullopt;

  EntryReader r{body.drop_front(sizeof kEntryMagic)};
  if (r.varint() != static_cast<uint64_t>(kCacheEntryVersion) || r.string() != key || !r.ok)
    return std::nullopt;
  uint64_t count = r.varint();
  if (!r.ok || count == 0 || count > r.in.size())
    return std::nullopt;
  // Every file the TU read must still be byte-for-byte what it was.
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef file = r.string();
    llvm::StringRef recorded = r.string();
    if (!r.ok || file.empty())
      return std::nullopt;
    std::optional<std::string> now = hasher.hash(file);
    if (!now || *now != recorded)
      return std::nullopt;
  }
  llvm::StringRef factsBytes = r.string();
  if (!r.ok || !r.in.empty())
    return std::nullopt;
  return facts::decodeBinary(factsBytes);
}

bool SummaryCache::store(llvm::StringRef key, const facts::TranslationUnitFacts &tu,
                         const std::vector<std::string> &dependencies, FileHasher &hasher,
                         std::string &error) const {
  if (dependencies.empty()) {
    error = "no dependencies recorded";
    return false;
  }
  std::string entry(kEntryMagic, sizeof kEntryMagic);
  putVarint(entry, kCacheEntryVersion);
  putString(entry, key);
  putVarint(entry, dependencies.size());
  for (const std::string &file : dependencies) {
    std::optional<std::string> h = hasher.hash(file);
    if (!h) {
      // A dependency we cannot read back could never be validated: do not cache.
      error = "cannot read dependency '" + file + "'";
      return false;
    }
    putString(entry, file);
    putString(entry, *h);
  }
  std::string factsBytes;
  facts::encodeBinary(tu, factsBytes);
  putString(entry, factsBytes);
  uint64_t sum = checksum(entry);
  for (size_t i = 0; i < kChecksumBytes; ++i)
    entry.push_back(static_cast<char>(sum >> (8 * i)));

  std::string target = entryPath(key);
  llvm::StringRef parent = path::parent_path(target);
  if (std::error_code ec = fs::create_directories(parent)) {
    error = "cannot create '" + parent.str() + "': " + ec.message();
    return false;
  }
  if (llvm::Error e = io::writeFile(
          target, [&](llvm::raw_ostream &os) { os << entry; }, io::Target::OwnFile)) {
    error = "cannot write '" + target + "': " + llvm::toString(std::move(e));
    return false;
  }
  return true;
}

} // namespace faultline::cache
