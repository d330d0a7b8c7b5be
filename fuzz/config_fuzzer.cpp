// The configuration reader (analyzer/config): `.faultline.yaml` / `--config`, and the library
// model files, which go through the same YAML mapping.
#include "config/Config.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  auto known = [](llvm::StringRef id) { return id.starts_with("faultline-"); };
  faultline::config::Config config;
  std::string error;
  faultline::config::parseConfig(text, "fuzz.yaml", known, config, error);
  faultline::config::LibraryModel model;
  faultline::config::parseLibraryModel(text, "fuzz-model.yaml", model, error);
  return 0;
}
