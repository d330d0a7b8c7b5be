// The built-in library models: rules/models/*.yaml, embedded at build time
// (rules/models/EmbedModels.cmake), loaded by default before the user's `allocators:` (a user
// entry of the same name wins). `models: false` in .faultline.yaml or `--no-library-models`
// turns them off. See rules/models/README.md.
#pragma once

#include "config/Config.h"

#include <vector>

namespace faultline::config {

// Every embedded model, parsed once (in file-name order). A model that does not parse is a bug
// caught by the tests; it is left out (and named on stderr) rather than stopping a run.
const std::vector<LibraryModel> &libraryModels();

// The configuration's allocators with the library models merged in, unless `enabled` is false.
void applyLibraryModels(Config &config, bool enabled);

} // namespace faultline::config
