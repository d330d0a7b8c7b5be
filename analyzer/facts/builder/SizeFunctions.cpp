#include "facts/builder/SizeFunctions.h"

#include "facts/builder/AsciiCase.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>
#include <vector>

namespace faultline::builder {

namespace {
bool isOneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), name) != names.end();
}
} // namespace

bool readsAtRunTime(std::string_view function) {
  std::string lower = lowercase(function);
  if (lower.find("filesize") != std::string::npos || lower.find("file_size") != std::string::npos)
    return true;
  return isOneOf(function, {"ftell", "ftello", "ftello64", "lseek", "lseek64", "ntohl", "ntohll",
                            "be32toh", "be64toh", "le32toh", "le64toh", "__builtin_bswap32",
                            "__builtin_bswap64", "bswap_32", "bswap_64", "__bswap_32",
                            "__bswap_64", "atoi", "atol", "atoll", "strtol", "strtoul", "strtoll",
                            "strtoull", "strtoumax", "stoi", "stol", "stoll", "stoul", "stoull",
                            "read", "pread", "recv", "recvfrom", "filelength", "_filelength",
                            "GetFileSize", "tellg"});
}

bool isStringLength(std::string_view function) {
  return isOneOf(function, {"strlen", "__builtin_strlen", "wcslen", "strnlen", "wcsnlen"});
}

std::optional<ResultBound> documentedResultBound(std::string_view function) {
  if (isOneOf(function, {"getxattr", "lgetxattr", "fgetxattr"}))
    return ResultBound{65536, "an extended attribute value: at most XATTR_SIZE_MAX (65,536)"};
  if (isOneOf(function, {"listxattr", "llistxattr", "flistxattr"}))
    return ResultBound{65536, "extended attribute names: at most XATTR_LIST_MAX (65,536)"};
  // The size of one error message from the C library's fixed table (glibc's longest,
  // "Invalid preceding regular expression", is 37 bytes with its terminator).
  if (function == "regerror")
    return ResultBound{256, "a regular-expression error message (regerror): at most 256 bytes"};
  return std::nullopt;
}

namespace {
// Lower-case words of an identifier: split at '_' and at lower-to-upper case changes.
std::vector<std::string> identifierWords(std::string_view name) {
  std::vector<std::string> words;
  std::string word;
  char previous = 0;
  for (char c : name) {
    bool upper = std::isupper(static_cast<unsigned char>(c));
    if (c == '_' || (upper && std::islower(static_cast<unsigned char>(previous)))) {
      if (!word.empty())
        words.push_back(word);
      word.clear();
    }
    if (c != '_')
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    previous = c;
  }
  if (!word.empty())
    words.push_back(word);
  return words;
}

bool isFewNoun(std::string_view word) {
  // A thread or worker count is bounded by the machine's cores (hundreds at most):
  // `n_threads * sizeof(worker_t)` (samtools' sort workers) is never near the boundary.
  return isOneOf(word, {"channel", "chan", "component", "comp", "plane", "parent", "param",
                        "parameter", "dim", "dimension", "thread", "worker"});
}

bool isFewPlural(std::string_view word) {
  return word.size() > 1 && word.back() == 's' && isFewNoun(word.substr(0, word.size() - 1));
}

// `nchannels`, `numcomps`, `nparent`, `nbplanes`: a count prefix fused to the noun.
bool isFusedCount(std::string_view word) {
  for (std::string_view prefix : {"num", "nb", "nr", "n"})
    if (word.size() > prefix.size() && word.substr(0, prefix.size()) == prefix) {
      std::string_view rest = word.substr(prefix.size());
      if (isFewNoun(rest) || isFewPlural(rest))
        return true;
    }
  return false;
}

bool isCountWord(std::string_view word) {
  return isOneOf(word, {"n", "num", "nb", "nr", "number", "count", "cnt", "total"});
}
} // namespace

bool countsFewThings(std::string_view name) {
  std::vector<std::string> words = identifierWords(name);
  if (words.empty())
    return false;
  const std::string &last = words.back();
  const std::string *before = words.size() >= 2 ? &words[words.size() - 2] : nullptr;
  // `channel_count`, `component_num`, `nb_chan_count`.
  if (before && isOneOf(last, {"count", "cnt", "num", "nr"}) &&
      (isFewNoun(*before) || isFewPlural(*before)))
    return true;
  if (isFusedCount(last))
    return true;
  if (!isFewPlural(last) && !(before && isCountWord(*before) && isFewNoun(last)))
    return false;
  // `channels`, `num_channels`, `n_param`, `get_channels`, `number_of_planes`; not
  // `in_channels`, `out_planes`, `max_params`.
  if (!before)
    return true;
  if (isCountWord(*before) || *before == "get")
    return true;
  return *before == "of" && words.size() >= 3 && isCountWord(words[words.size() - 3]);
}

int resultAtMostArgument(std::string_view function) {
  if (function == "readlink")
    return 2;
  if (function == "readlinkat")
    return 3;
  return -1;
}

} // namespace faultline::builder
