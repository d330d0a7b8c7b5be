#include "facts/builder/ProductSize.h"

namespace faultline::builder {

facts::Size declaredFootprint(const std::string &allocator, std::optional<uint64_t> footprint) {
  facts::Size size;
  if (footprint) {
    size.bytes = footprint;
    size.expression = "footprint of '" + allocator + "'";
    size.derivation = "declared in the configuration";
  } else {
    size.expression = "?";
    size.growth = "the footprint of '" + allocator + "' is not declared in the configuration";
  }
  return size;
}

} // namespace faultline::builder
