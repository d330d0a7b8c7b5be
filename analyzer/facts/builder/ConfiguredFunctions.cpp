#include "facts/builder/ConfiguredFunctions.h"

namespace faultline::builder {

const extract::AllocatorSpec *configuredAllocator(const extract::ExtractOptions &options,
                                                  std::string_view name, std::string_view qualified) {
  for (const extract::AllocatorSpec &spec : options.allocators)
    if (spec.name == name || spec.name == qualified)
      return &spec;
  return nullptr;
}

bool isConfiguredReleaser(const extract::ExtractOptions &options, std::string_view name,
                          std::string_view qualified) {
  for (const std::string &r : options.releasers)
    if (r == name || r == qualified)
      return true;
  for (const extract::AllocatorSpec &spec : options.allocators)
    for (const std::string &r : spec.releasers)
      if (r == name || r == qualified)
        return true;
  return false;
}

} // namespace faultline::builder
