// The two front ends' shared wording and call list for the last-resort branch of a random-bytes
// reader (extract/RandomFallbacks.cpp, fastmode/FastRandomFallbacks.cpp), and the random-source
// names a redraw loop draws from (extract/RedrawLoops.cpp, fastmode/FastRedrawLoops.cpp).
// Header-only: fast mode links no LLVM library.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::builder {

// getentropy and getrandom do not fail on the systems faultline runs for (Linux 3.17 and later,
// glibc 2.25 and later, reads of at most 256 bytes): a branch taken only when they failed is a
// fallback for older kernels.
inline bool isDependableRandomCall(std::string_view name) {
  return name == "getentropy" || name == "getrandom";
}

// A random source by its name: `rand`, `random`, `getrandom`, `arc4random_buf`, `os_get_random`,
// `RAND_bytes`, `g_random_int`, `lrand48`. Names that merely hold the letters (`operand`,
// `brand_name`) are not: "random" anywhere (any case), or a `_`-separated word that is `rand` or
// of the `rand48` family.
inline bool isRandomSourceName(std::string_view name) {
  std::string lower;
  for (char c : name)
    lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.find("random") != std::string::npos)
    return true;
  for (size_t start = 0; start <= lower.size();) {
    size_t end = lower.find('_', start);
    std::string_view word = std::string_view(lower).substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (word == "rand" || (word.size() == 7 && word.substr(1) == "rand48") || word == "rand48")
      return true;
    if (end == std::string::npos)
      break;
    start = end + 1;
  }
  return false;
}

// Whether a comparison `result OP k` (k the constant on the other side, if it is one) holds when
// getentropy (0) or getrandom (the count of bytes written) succeeded; -1 is their failure.
inline bool comparesSuccess(std::string_view op, bool constant, long long k) {
  return (op == "==" && (!constant || k >= 0)) || (op == "!=" && constant && k < 0) ||
         (op == ">" && constant && k >= -1) || (op == ">=" && constant && k >= 0);
}

// The notRepeated reason: "only after 'getentropy' and 'getrandom' failed, ...".
inline std::string randomFallbackNote(const std::vector<std::string> &failed) {
  std::string names = "'" + failed.front() + "'";
  for (size_t i = 1; i < failed.size(); ++i)
    names += (i + 1 == failed.size() ? " and '" : ", '") + failed[i] + "'";
  return "only after " + names + " failed, a fallback for kernels without " +
         (failed.size() > 1 ? "them" : "it") + " (before Linux 3.17)";
}

} // namespace faultline::builder
