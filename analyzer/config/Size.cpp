#include "config/Size.h"

namespace faultline::config {

std::optional<uint64_t> parseSize(llvm::StringRef text) {
  llvm::StringRef digits = text.take_while([](char c) { return c >= '0' && c <= '9'; });
  llvm::StringRef suffix = text.drop_front(digits.size());
  uint64_t value = 0;
  if (digits.empty() || digits.getAsInteger(10, value))
    return std::nullopt;
  unsigned shift = 0;
  if (suffix.empty())
    shift = 0;
  else if (suffix.equals_insensitive("k") || suffix.equals_insensitive("kib"))
    shift = 10;
  else if (suffix.equals_insensitive("m") || suffix.equals_insensitive("mib"))
    shift = 20;
  else if (suffix.equals_insensitive("g") || suffix.equals_insensitive("gib"))
    shift = 30;
  else
    return std::nullopt;
  if (shift && value > (UINT64_MAX >> shift))
    return std::nullopt;
  return value << shift;
}

std::optional<FailOn> parseFailOn(llvm::StringRef text) {
  if (text == "note")
    return FailOn::Note;
  if (text == "warning")
    return FailOn::Warning;
  if (text == "error")
    return FailOn::Error;
  if (text == "never")
    return FailOn::Never;
  return std::nullopt;
}

const char *toString(FailOn f) {
  switch (f) {
  case FailOn::Note: return "note";
  case FailOn::Warning: return "warning";
  case FailOn::Error: return "error";
  case FailOn::Never: return "never";
  }
  return "?";
}

} // namespace faultline::config
