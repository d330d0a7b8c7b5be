// Fast mode's front end (analyzer/fastmode) on arbitrary bytes: tree-sitter's parse, then the
// walk that turns the tree into facts. The first byte picks the C or the C++ grammar.
#include "fastmode/FastExtractor.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
  std::string path = (data[0] & 1) ? "/src/fuzz.cpp" : "/src/fuzz.c";
  faultline::extract::ExtractOptions options;
  options.allocators.push_back({});
  options.allocators.back().name = "xmalloc";
  options.allocators.back().sizeArgs = {0};
  options.allocators.back().releasers = {"xfree"};
  (void)faultline::fastmode::extractFastModeSource(path, text, options);
  return 0;
}
