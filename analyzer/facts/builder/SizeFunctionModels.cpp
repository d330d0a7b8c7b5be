#include "facts/builder/SizeFunctionModels.h"

namespace faultline::builder {

const extract::SizeFunctionSpec *configuredSizeFunction(const extract::ExtractOptions &options,
                                                        std::string_view name,
                                                        std::string_view qualified,
                                                        bool definedHere) {
  for (const extract::SizeFunctionSpec &spec : options.sizeFunctions)
    if (spec.name == name || spec.name == qualified)
      return definedHere && !spec.model.empty() ? nullptr : &spec;
  return nullptr;
}

namespace {
// n + n / d for each divisor + addend, or nothing on overflow.
std::optional<uint64_t> formula(const extract::SizeFunctionSpec &spec, uint64_t n) {
  uint64_t out = n;
  for (uint64_t d : spec.divisors)
    if (__builtin_add_overflow(out, n / d, &out))
      return std::nullopt;
  if (__builtin_add_overflow(out, spec.addend, &out))
    return std::nullopt;
  return out;
}
} // namespace

std::optional<int64_t> sizeFunctionResult(const extract::SizeFunctionSpec &spec,
                                          std::optional<int64_t> argument, SizeTrace &trace) {
  std::optional<uint64_t> result;
  std::string call = spec.name + "(";
  if (spec.value) {
    result = spec.value;
  } else {
    if (!argument || *argument < 0)
      return std::nullopt;
    result = formula(spec, static_cast<uint64_t>(*argument));
    call += std::to_string(*argument);
  }
  if (!result || *result > static_cast<uint64_t>(INT64_MAX))
    return std::nullopt;
  std::string step = call + ") = " + std::to_string(*result) + " (" + spec.source;
  if (!spec.model.empty())
    step += "; library model '" + spec.model + "'";
  step += ")";
  trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
  return static_cast<int64_t>(*result);
}

std::optional<uint64_t> sizeFunctionUpper(const extract::SizeFunctionSpec &spec, uint64_t upper) {
  return spec.value ? spec.value : formula(spec, upper);
}

} // namespace faultline::builder
