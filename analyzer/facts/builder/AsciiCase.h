// ASCII case folding for identifiers and file names, shared by both front ends. Header-only on
// purpose: fast mode links no LLVM library (analyzer/fastmode/CMakeLists.txt), so
// llvm::StringRef::lower, which lives in libLLVM, is not available to it.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace faultline::builder {

// `text` with every ASCII upper-case letter lowered; other bytes unchanged.
inline std::string lowercase(std::string_view text) {
  std::string lower(text);
  for (char &c : lower)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

} // namespace faultline::builder
