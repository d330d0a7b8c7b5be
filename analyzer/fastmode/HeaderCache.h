// What fast mode reads from a project header (its config verdicts and includes, its noreturn
// declarations, its classes' shapes) is the same for every file that includes it, and files are
// extracted on several threads: each such reading is done once per process and header, and
// shared. One cache per kind of reading (a static HeaderCache in the file that reads).
#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <filesystem>
#include <unordered_map>

namespace faultline::fastmode {

// The whole text of `path`; "" when it is no regular file or cannot be read.
inline std::string readHeaderText(const std::string &path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    return {};
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// An included header larger than this is generated data (cubature's clencurt.h: 41.6 MB of
// quadrature weights, held-out set 36): parsing it cost 37 s per file that includes it, once per
// kind of reading, for no declaration fast mode needs. Its readings see an empty text.
inline constexpr std::uintmax_t kMaxIncludedHeaderBytes = std::uintmax_t(8) << 20;

// readHeaderText for a header a file includes: "" too when it is over kMaxIncludedHeaderBytes.
inline std::string readIncludedHeaderText(const std::string &path) {
  std::error_code ec;
  std::uintmax_t size = std::filesystem::file_size(path, ec);
  return !ec && size > kMaxIncludedHeaderBytes ? std::string() : readHeaderText(path);
}

template <typename Value> class HeaderCache {
public:
  // `read(path, text)`: the value of one header from its text ("" when unreadable).
  using Reader = Value (*)(const std::string &path, std::string_view text);
  explicit HeaderCache(Reader read) : read(read) {}

  std::shared_ptr<const Value> get(const std::string &path) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (auto it = cache.find(path); it != cache.end())
        return it->second;
    }
    // Read outside the lock: two threads may both read a header the first time; the first to
    // store wins and both get the same value.
    auto value = std::make_shared<const Value>(read(path, readIncludedHeaderText(path)));
    std::lock_guard<std::mutex> lock(mutex);
    return cache.emplace(path, std::move(value)).first->second;
  }

private:
  Reader read;
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_ptr<const Value>> cache;
};

} // namespace faultline::fastmode
