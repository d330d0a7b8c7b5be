// Reports for CI systems other than GitHub: GitLab's Code Quality artifact (`--format gitlab`,
// a CodeClimate-style JSON array GitLab shows in merge requests) and JUnit XML (`--format
// junit`, one test case per finding, for Jenkins, Azure Pipelines, GitLab's test report and the
// rest). Both keep the report's order and fingerprints.
#pragma once

#include "report/Report.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::report {

// [{description, check_name, fingerprint, severity, location: {path, lines: {begin, end}},
//   categories, type}] (docs.gitlab.com, "Code Quality report format").
llvm::json::Value toGitlabCodeQuality(const Report &report);

// <testsuites><testsuite name="faultline" ...><testcase .../>...</testsuite></testsuites>
void writeJunit(const Report &report, llvm::raw_ostream &os);

} // namespace faultline::report
