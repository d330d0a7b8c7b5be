#include "config/LibraryModels.h"

#include "config/models/Embedded.h"

#include "llvm/Support/raw_ostream.h"

namespace faultline::config {

const std::vector<LibraryModel> &libraryModels() {
  static const std::vector<LibraryModel> parsed = [] {
    std::vector<LibraryModel> out;
    for (const models::Embedded &e : models::kEmbedded) {
      LibraryModel model;
      std::string error;
      std::string file = std::string("rules/models/") + e.file;
      if (parseLibraryModel(e.text, file, model, error)) {
        model.file = std::move(file);
        out.push_back(std::move(model));
      } else {
        llvm::errs() << "faultline: internal error: library model " << error << '\n';
      }
    }
    return out;
  }();
  return parsed;
}

void applyLibraryModels(Config &config, bool enabled) {
  if (enabled && config.models.value_or(true))
    mergeLibraryModels(libraryModels(), config);
}

} // namespace faultline::config
