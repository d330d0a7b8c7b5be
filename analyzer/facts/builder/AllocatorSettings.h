// mallopt(M_MMAP_THRESHOLD, ...) and friends, or MALLOC_*_ / GLIBC_TUNABLES put in the
// environment: any of these turns glibc's dynamic mmap threshold off (DESIGN.md). Which calls
// count, and how their parameter and value are spelled in the facts, is the same for both front
// ends; only reading the arguments differs, so they hand that in as SettingArguments.
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace faultline::builder {

// The call's arguments as one front end reads them. Asked lazily, in the order the
// classification needs them, so nothing is evaluated that the call's kind does not use.
class SettingArguments {
public:
  virtual ~SettingArguments() = default;
  virtual size_t count() const = 0;
  virtual std::optional<int64_t> constant(size_t i) const = 0; // its value, when constant
  virtual std::string literal(size_t i) const = 0; // a string literal's contents, else ""
  virtual std::string text(size_t i) const = 0;    // the source text, single-spaced
};

// The setting `function` ("mallopt", "setenv", or "putenv") makes, or nothing when it does not
// pin the threshold (another mallopt parameter, another variable, a non-literal name).
std::optional<facts::AllocatorSetting> allocatorSetting(std::string_view function,
                                                        const SettingArguments &args,
                                                        facts::SourceRange range);

} // namespace faultline::builder
