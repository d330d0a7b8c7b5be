// The summary-bundle reader of `faultline merge` (analyzer/pipeline/Bundle.cpp), which also reads
// every TU's facts from JSON (analyzer/facts/FactsJson.cpp).
#include "FuzzInput.h"
#include "pipeline/Bundle.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  faultline::fuzz::removeInputAtExit();
  const std::string &path = faultline::fuzz::writeInput(data, size, ".json");
  faultline::pipeline::Bundle bundle;
  std::string error;
  faultline::pipeline::readBundle(path, bundle, error);
  return 0;
}
