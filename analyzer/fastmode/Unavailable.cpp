// Built instead of the tree-sitter front end when its sources were not fetched (no network at
// configure time): every file reports that fast mode is unavailable, nothing crashes.
#include "fastmode/FastExtractor.h"
#include "fastmode/ProjectNoreturns.h"

namespace faultline::fastmode {

uint64_t defaultParseTimeoutMicros(size_t) { return 0; }
bool isCppSource(std::string_view, std::string_view) { return false; }

extract::ExtractResult extractFastModeSource(const std::string &path, std::string_view,
                                             const extract::ExtractOptions &, uint64_t,
                                             const BuildFlags *, const ProjectMacros *) {
  extract::ExtractResult result;
  result.facts.mainFile = path;
  result.parsed = false;
  result.errorCount = 1;
  result.firstError = path + ": error: fast mode is not available in this build (the tree-sitter "
                             "grammars were not found; run scripts/setup.sh and rebuild)";
  return result;
}

extract::ExtractResult extractFastMode(const std::string &path, const extract::ExtractOptions &options,
                                       const BuildFlags *, const ProjectMacros *) {
  return extractFastModeSource(path, {}, options, 0, nullptr, nullptr);
}

// No parser: no function is known across files never to return (each TU's own reading stays).
ProjectNoreturns indexProjectNoreturns(const std::vector<std::string> &files, unsigned) {
  ProjectNoreturns out;
  out.filesUnreadable = files.size();
  return out;
}

} // namespace faultline::fastmode
