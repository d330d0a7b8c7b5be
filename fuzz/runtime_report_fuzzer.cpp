// The runtime-report reader of `faultline confirm --runtime` (analyzer/runtime/RuntimeReport.cpp),
// then the join with one static finding at a line it may name, and its three writers.
#include "FuzzInput.h"
#include "runtime/Confirm.h"
#include "runtime/Findings.h"
#include "runtime/RuntimeReport.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  faultline::fuzz::removeInputAtExit();
  const std::string &path = faultline::fuzz::writeInput(data, size, ".json");
  auto rt = faultline::runtime::readRuntimeReport(path);
  if (!rt) {
    llvm::consumeError(rt.takeError());
    return 0;
  }
  faultline::runtime::FindingsInput findings;
  faultline::runtime::StaticFinding f;
  f.ruleId = "faultline-loop-alloc";
  f.file = "a.c";
  f.absoluteFile = "/src/a.c";
  f.line = f.endLine = 10;
  f.column = 3;
  f.sizeBytes = 1 << 20;
  findings.findings.push_back(f);
  auto c = faultline::runtime::confirm(findings, *rt);
  faultline::runtime::writeText(c, llvm::nulls());
  faultline::runtime::writeJson(c, path, llvm::nulls());
  return 0;
}
