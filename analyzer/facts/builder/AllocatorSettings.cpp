#include "facts/builder/AllocatorSettings.h"

namespace faultline::builder {

namespace {

bool pinningTunable(std::string_view text) {
  for (std::string_view t : {"glibc.malloc.mmap_threshold", "glibc.malloc.trim_threshold",
                             "glibc.malloc.top_pad", "glibc.malloc.mmap_max"})
    if (text.find(t) != std::string_view::npos)
      return true;
  return false;
}

bool pinningVariable(std::string_view var) {
  return var == "MALLOC_MMAP_THRESHOLD_" || var == "MALLOC_TRIM_THRESHOLD_" ||
         var == "MALLOC_TOP_PAD_" || var == "MALLOC_MMAP_MAX_";
}

bool pins(std::string_view var, std::string_view value) {
  return pinningVariable(var) || (var == "GLIBC_TUNABLES" && pinningTunable(value));
}

} // namespace

std::optional<facts::AllocatorSetting> allocatorSetting(std::string_view function,
                                                        const SettingArguments &args,
                                                        facts::SourceRange range) {
  facts::AllocatorSetting setting;
  setting.function = std::string(function);
  setting.range = range;
  if (function == "mallopt") {
    if (args.count() < 2)
      return std::nullopt;
    auto param = args.constant(0);
    if (!param)
      return std::nullopt;
    // glibc's <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3, M_MMAP_MAX -4.
    static const char *const names[] = {"M_TRIM_THRESHOLD", "M_TOP_PAD", "M_MMAP_THRESHOLD",
                                        "M_MMAP_MAX"};
    int64_t p = *param;
    if (p > -1 || p < -4)
      return std::nullopt;
    setting.parameter = names[-p - 1];
    // The value as a number when it is constant (the join compares it with block sizes).
    auto value = args.constant(1);
    setting.value = value ? std::to_string(*value) : args.text(1);
  } else if (function == "setenv") {
    std::string var = args.literal(0);
    std::string value = args.count() > 1 ? args.text(1) : "";
    if (!pins(var, value))
      return std::nullopt;
    setting.parameter = var;
    std::string literal = args.literal(1);
    setting.value = literal.empty() ? value : literal;
  } else { // putenv("NAME=value")
    std::string text = args.literal(0);
    size_t eq = text.find('=');
    std::string var = text.substr(0, eq);
    std::string value = eq == std::string::npos ? "" : text.substr(eq + 1);
    if (!pins(var, value))
      return std::nullopt;
    setting.parameter = var;
    setting.value = value;
  }
  return setting;
}

} // namespace faultline::builder
