// Offline symbolisation of the shim's raw return addresses (never done inside the program):
// LLVM's symbolizer library, with inlined frames, cached per (module, address).
#pragma once

#include "runtime/RuntimeReport.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace llvm::symbolize {
class LLVMSymbolizer;
}

namespace faultline::runtime {

class Symbolizer {
public:
  Symbolizer();
  ~Symbolizer();
  // Frames for a return address at `moduleAddress` (the object's virtual address) in `module`,
  // innermost first; the address of the call instruction is looked up (return address - 1).
  const std::vector<Frame> &frames(const std::string &module, uint64_t moduleAddress);

private:
  std::unique_ptr<llvm::symbolize::LLVMSymbolizer> impl;
  std::map<std::pair<std::string, uint64_t>, std::vector<Frame>> cache;
};

} // namespace faultline::runtime
