#include "fastmode/HeaderNoreturns.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FileConstants.h"
#include "fastmode/Syntax.h"

#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>
#include <unordered_map>

namespace faultline::fastmode {

namespace {

using Names = std::set<std::string, std::less<>>;

// One header's noreturn declarations, parsed once per process (fast mode runs files on several
// threads). A header that cannot be read or parsed declares none.
std::shared_ptr<const Names> noreturnsOf(const std::string &header) {
  static std::mutex mutex;
  static std::unordered_map<std::string, std::shared_ptr<const Names>> cache;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(header); it != cache.end())
      return it->second;
  }
  auto names = std::make_shared<Names>();
  std::ifstream in(header, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(header, text),
                                      defaultParseTimeoutMicros(text.size()));
  if (!tree.empty())
    collectNoreturnFunctions(tree, *names);
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(header, std::move(names)).first->second;
}

} // namespace

Names headerNoreturnFunctions(const std::string &path, std::string_view text,
                              const BuildFlags *flags) {
  Names out;
  for (const std::string &header : projectHeaders(path, text, flags)) {
    std::shared_ptr<const Names> names = noreturnsOf(header);
    out.insert(names->begin(), names->end());
  }
  return out;
}

} // namespace faultline::fastmode
