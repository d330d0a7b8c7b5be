// Fast mode's front end alone, in one thread: files/s, MB/s and lines/s of parse + fact
// extraction over every C/C++ file under the given directories (bench/fast_mode.py runs it on
// zstd and compares with AST mode end to end). Prints one figure per line, then a JSON line.
//
//   fast_mode_bench [--repeat N] DIR...
#include "fastmode/FastExtractor.h"
#include "fastmode/SourceFiles.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace faultline;

int main(int argc, char **argv) {
  int repeat = 5;
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--repeat" && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else
      paths.push_back(a);
  }
  if (paths.empty()) {
    std::fprintf(stderr, "usage: fast_mode_bench [--repeat N] DIR...\n");
    return 2;
  }
  std::vector<std::string> errors;
  std::vector<std::string> files = fastmode::findSourceFiles(paths, nullptr, errors);
  std::vector<std::string> texts;
  size_t bytes = 0, lines = 0;
  for (const std::string &f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    texts.push_back(s.str());
    bytes += texts.back().size();
    lines += static_cast<size_t>(std::count(texts.back().begin(), texts.back().end(), '\n'));
  }
  // Files are read once up front: the figure is the front end's, not the disk's.
  std::vector<double> seconds;
  size_t functions = 0, blocks = 0, syntaxErrors = 0;
  for (int r = 0; r < repeat + 1; ++r) { // the first run warms caches and is not counted
    functions = blocks = syntaxErrors = 0;
    auto start = std::chrono::steady_clock::now();
    for (size_t i = 0; i < files.size(); ++i) {
      extract::ExtractResult x = fastmode::extractFastModeSource(files[i], texts[i], {});
      functions += x.facts.functions.size();
      for (const auto &fn : x.facts.functions)
        blocks += fn.blocks.size();
      syntaxErrors += x.errorCount;
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (r > 0)
      seconds.push_back(s);
  }
  std::sort(seconds.begin(), seconds.end());
  double median = seconds[seconds.size() / 2];
  std::printf("files            %zu\n", files.size());
  std::printf("bytes            %zu (%.2f MB)\n", bytes, bytes / 1e6);
  std::printf("lines            %zu\n", lines);
  std::printf("functions        %zu (blocks %zu, syntax-error regions %zu)\n", functions, blocks,
              syntaxErrors);
  std::printf("seconds (median of %d)  %.3f\n", repeat, median);
  std::printf("files/s          %.0f\n", files.size() / median);
  std::printf("MB/s             %.2f\n", bytes / 1e6 / median);
  std::printf("lines/s          %.0f\n", lines / median);
  std::printf("{\"files\": %zu, \"bytes\": %zu, \"lines\": %zu, \"seconds\": %.4f}\n", files.size(),
              bytes, lines, median);
  return 0;
}
