// The baseline reader of `--baseline` (analyzer/prmode/PullRequest.cpp), then the match of a
// report against what it read.
#include "FuzzInput.h"
#include "prmode/PullRequest.h"
#include "report/Report.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  faultline::fuzz::removeInputAtExit();
  const std::string &path = faultline::fuzz::writeInput(data, size, ".json");
  faultline::prmode::PullRequestArgs args;
  args.baselineFile = path;
  faultline::prmode::PullRequestState state;
  if (faultline::prmode::prepare(args, "/nonexistent-root", state)) {
    faultline::report::Report report;
    faultline::prmode::apply(state, report);
  }
  return 0;
}
