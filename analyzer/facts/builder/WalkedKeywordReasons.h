// What a keyword's branch of a loop's walk over a list or string says, the same in both front
// ends (analyzer/extract/WalkedKeywords.cpp, analyzer/fastmode/FastWalkedKeywords.cpp, which say
// when it applies): the reason the event does not repeat per iteration.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::builder {

// The branch of an `if` comparing the current item with the string `keyword`.
inline std::string walkedKeywordReason(std::string_view keyword) {
  return "runs once per '" + std::string(keyword) +
         "' among the items the loop walks, not per item (the branch hands the item to no call)";
}

// The arm of a switch on the current character with labels `cases`: a reason only when every
// label is a letter or a digit, the command letters of a short specification (a lexer's arm for
// '\n' or ',' runs per character of its input).
inline std::optional<std::string> walkedLetterReason(const std::vector<int64_t> &cases) {
  if (cases.empty())
    return std::nullopt;
  for (int64_t c : cases) {
    bool letterOrDigit = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    if (!letterOrDigit)
      return std::nullopt;
  }
  return "runs once per '" + std::string(1, static_cast<char>(cases.front())) +
         "' in the string the loop walks, not per character (the arm hands it to no call)";
}

} // namespace faultline::builder
