#include "cache/SummaryCache.h"

#include "facts/FactsJson.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::cache {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace {

constexpr llvm::StringLiteral kEntryFormat = "faultline-cache-entry";

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
    h.add(std::to_string(a.releasers.size()));
    for (const std::string &r : a.releasers)
      h.add(r);
    h.add(a.footprint ? std::to_string(*a.footprint) : "-");
  }
  h.add("releasers").add(std::to_string(options.releasers.size()));
  for (const std::string &r : options.releasers)
    h.add(r);
  return h.hex();
}

std::string toolSalt(const extract::ExtractOptions &options) {
  KeyHasher h;
  h.add("faultline").add(FAULTLINE_VERSION).add(LLVM_VERSION_STRING);
  h.add(std::to_string(facts::kFactsFormatVersion)).add(std::to_string(kCacheEntryVersion));
  static const std::string exe = executableHash();
  h.add(exe).add(hashExtractOptions(options));
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
  path::append(p, key.take_front(2), key + ".json");
  return std::string(p);
}

std::optional<facts::TranslationUnitFacts> SummaryCache::lookup(llvm::StringRef key,
                                                                FileHasher &hasher) const {
  auto buffer = llvm::MemoryBuffer::getFile(entryPath(key), /*IsText=*/true);
  if (!buffer)
    return std::nullopt;
  llvm::Expected<Value> parsed = llvm::json::parse((*buffer)->getBuffer());
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return std::nullopt;
  }
  const Object *entry = parsed->getAsObject();
  if (!entry || entry->getString("format") != kEntryFormat ||
      entry->getInteger("version") != kCacheEntryVersion || entry->getString("key") != key)
    return std::nullopt;
  const Array *deps = entry->getArray("dependencies");
  const Value *factsValue = entry->get("facts");
  if (!deps || deps->empty() || !factsValue)
    return std::nullopt;
  // Every file the TU read must still be byte-for-byte what it was.
  for (const Value &d : *deps) {
    const Object *dep = d.getAsObject();
    auto file = dep ? dep->getString("path") : std::nullopt;
    auto recorded = dep ? dep->getString("hash") : std::nullopt;
    if (!file || !recorded)
      return std::nullopt;
    std::optional<std::string> now = hasher.hash(*file);
    if (!now || *now != *recorded)
      return std::nullopt;
  }
  facts::TranslationUnitFacts tu;
  llvm::json::Path::Root root;
  if (!facts::fromJSON(*factsValue, tu, root)) {
    llvm::consumeError(root.getError());
    return std::nullopt;
  }
  return tu;
}

bool SummaryCache::store(llvm::StringRef key, const facts::TranslationUnitFacts &tu,
                         const std::vector<std::string> &dependencies, FileHasher &hasher,
                         std::string &error) const {
  Array deps;
  for (const std::string &file : dependencies) {
    std::optional<std::string> h = hasher.hash(file);
    if (!h) {
      // A dependency we cannot read back could never be validated: do not cache.
      error = "cannot read dependency '" + file + "'";
      return false;
    }
    deps.push_back(Object{{"path", file}, {"hash", *h}});
  }
  if (deps.empty()) {
    error = "no dependencies recorded";
    return false;
  }
  Object entry{{"format", kEntryFormat},
               {"version", kCacheEntryVersion},
               {"key", key},
               {"dependencies", std::move(deps)},
               {"facts", facts::toJSON(tu)}};

  std::string target = entryPath(key);
  llvm::StringRef parent = path::parent_path(target);
  if (std::error_code ec = fs::create_directories(parent)) {
    error = "cannot create '" + parent.str() + "': " + ec.message();
    return false;
  }
  int fd = -1;
  llvm::SmallString<256> temp;
  if (std::error_code ec =
          fs::createUniqueFile(target + ".tmp-%%%%%%%%%%%%", fd, temp)) {
    error = "cannot create a file in '" + parent.str() + "': " + ec.message();
    return false;
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << Value(std::move(entry));
    os.close();
    if (os.has_error()) {
      error = "cannot write '" + temp.str().str() + "': " + os.error().message();
      os.clear_error();
      fs::remove(temp);
      return false;
    }
  }
  if (std::error_code ec = fs::rename(temp, target)) {
    error = "cannot rename '" + temp.str().str() + "': " + ec.message();
    fs::remove(temp);
    return false;
  }
  return true;
}

} // namespace faultline::cache
