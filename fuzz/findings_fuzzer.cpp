// The findings reader of `faultline confirm --findings` (analyzer/runtime/Findings.cpp): a
// faultline JSON report or a SARIF log, then the join with an empty runtime report and every
// writer, SARIF included (it passes the input's own objects through: issue 13, row 1).
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
  auto findings = faultline::runtime::readFindings(path);
  if (!findings) {
    llvm::consumeError(findings.takeError());
    return 0;
  }
  faultline::runtime::RuntimeReport rt;
  auto c = faultline::runtime::confirm(*findings, rt);
  faultline::runtime::writeText(c, llvm::nulls());
  faultline::runtime::writeJson(c, "runtime.json", llvm::nulls());
  faultline::runtime::writeSarif(c, *findings, llvm::nulls());
  return 0;
}
