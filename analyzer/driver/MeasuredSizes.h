// `check --runtime FILE`: a finding whose size the static rules could not tell is settled by
// the blocks a `faultline run` measured at the same lines (docs/runtime.md, "Measured sizes").
#pragma once

#include "rules/Finding.h"
#include "runtime/RuntimeReport.h"

#include <string>
#include <vector>

namespace faultline::driver {

// Gives each unknown-size allocation finding its largest measured block when that reaches
// `minSize` (normal severity and confidence, the size, a note saying it was measured), or a
// note saying the run never saw it large. Findings the run never reached stay as they are.
void settleMeasuredSizes(std::vector<rules::Finding> &findings, const runtime::RuntimeReport &rt,
                         const std::string &root, uint64_t minSize);

// Whether `f` is an allocation finding whose size the static rules could not tell.
bool hasUnknownSize(const rules::Finding &f);

} // namespace faultline::driver
