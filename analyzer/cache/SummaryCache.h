// The on-disk cache of per-TU summaries (docs/cache.md). An entry is found by a key over what
// determines the extractor's output before parsing (tool, options, command line, main file), and
// trusted only if every file the TU read still has the content hash recorded with it; anything
// else (absent, unreadable, corrupt, stale, another format) is a miss and gets rewritten.
#pragma once

#include "cache/FileHasher.h"
#include "extract/Extractor.h"
#include "facts/Facts.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::cache {

// Bump when the entry layout changes; old entries then read as misses.
inline constexpr int kCacheEntryVersion = 2; // 2: binary entries (FactsBinary.h)

// Hex hash of the extract options (configured allocators and releasers): part of every cache
// key, and recorded in summary bundles so `merge` can refuse bundles made with other settings.
// Must cover every field of ExtractOptions.
std::string hashExtractOptions(const extract::ExtractOptions &options);

// What identifies this analyser: faultline's version, the LLVM version, the facts format
// version and a hash of the running executable (so a rebuilt faultline with the same version
// number never trusts its predecessor's summaries), plus the extract options.
std::string toolSalt(const extract::ExtractOptions &options);

class SummaryCache {
public:
  SummaryCache(std::string directory, std::string salt)
      : dir_(std::move(directory)), salt_(std::move(salt)) {}

  const std::string &directory() const { return dir_; }

  // 32 hex digits over the salt, the TU's directory, file and full argument list, and the
  // main file's content hash.
  std::string key(const clang::tooling::CompileCommand &command,
                  llvm::StringRef mainFileHash) const;

  // The cached facts, or nullopt on any kind of miss.
  std::optional<facts::TranslationUnitFacts> lookup(llvm::StringRef key,
                                                    FileHasher &hasher) const;

  // Writes the entry atomically (temporary file in the same directory, then rename), so a
  // concurrent run reads the old entry or the new one, never half of one. False with `error`
  // set when it could not (the run goes on without caching this TU).
  bool store(llvm::StringRef key, const facts::TranslationUnitFacts &facts,
             const std::vector<std::string> &dependencies, FileHasher &hasher,
             std::string &error) const;

private:
  std::string entryPath(llvm::StringRef key) const;

  std::string dir_;
  std::string salt_;
};

} // namespace faultline::cache
