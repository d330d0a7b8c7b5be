// The compilation-database reader (analyzer/driver/Database.cpp): the JSON checks, clang's own
// loader on what passes them, and the choice of C/C++ TUs.
#include "FuzzInput.h"
#include "driver/Database.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  faultline::fuzz::removeInputAtExit();
  const std::string &path = faultline::fuzz::writeInput(data, size, ".json");
  auto db = faultline::driver::loadDatabase(path);
  if (db) {
    std::vector<std::string> skipped;
    auto byFile = faultline::driver::indexDatabase(*db, skipped);
    for (auto &[file, command] : byFile)
      (void)faultline::driver::compilesCOrCxx(command);
  }
  return 0;
}
