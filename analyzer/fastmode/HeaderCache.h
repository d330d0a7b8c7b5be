// What fast mode reads from a project header (its config verdicts and includes, its noreturn
// declarations, its classes' shapes) is the same for every file that includes it, and files are
// extracted on several threads: each such reading is done once per process and header, and
// shared. One cache per kind of reading (a static HeaderCache in the file that reads).
#pragma once

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
    auto value = std::make_shared<const Value>(read(path, readHeaderText(path)));
    std::lock_guard<std::mutex> lock(mutex);
    return cache.emplace(path, std::move(value)).first->second;
  }

private:
  Reader read;
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_ptr<const Value>> cache;
};

} // namespace faultline::fastmode
