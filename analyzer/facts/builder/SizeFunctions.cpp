#include "facts/builder/SizeFunctions.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>

namespace faultline::builder {

namespace {
bool isOneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), name) != names.end();
}
} // namespace

bool readsAtRunTime(std::string_view function) {
  std::string lower(function);
  for (char &c : lower)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
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
  return std::nullopt;
}

int resultAtMostArgument(std::string_view function) {
  if (function == "readlink")
    return 2;
  if (function == "readlinkat")
    return 3;
  return -1;
}

} // namespace faultline::builder
