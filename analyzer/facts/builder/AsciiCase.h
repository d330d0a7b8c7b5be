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

// An all-capitals identifier (`PATH_FTPUSERS`, `CONF_FILE2`): letters, digits and underscores,
// upper case, at least one letter, not starting with a digit. By the C convention a macro's
// name; fast mode takes one it cannot resolve (defined in a header it did not read, or by -D)
// as a constant.
inline bool allCapitalsName(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text.front())))
    return false;
  bool letter = false;
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isupper(u))
      letter = true;
    else if (!std::isdigit(u) && c != '_')
      return false;
  }
  return letter;
}

} // namespace faultline::builder
