// `faultline report` (docs/report.md): one self-contained HTML page, or collapsed stacks, from a
// runtime report and/or static findings. The page embeds the report data (reportData below, the
// runtime JSON verbatim plus the joins) and renders everything from it in the browser, so the
// page and `--format json` cannot disagree.
#pragma once

#include "runtime/Confirm.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace faultline::runtime {

// The page's data format ("faultline-report"); changes only on an incompatible change.
inline constexpr int kHtmlReportVersion = 1;

struct ReportInputs {
  std::string runtimePath, findingsPath, confirmPath; // any may be empty, not all
  unsigned contextLines = 3; // lines shown above and below a site's or finding's line
};

// Reads the inputs and builds the document the page renders (docs/report.md, "Data").
llvm::Expected<llvm::json::Value> reportData(const ReportInputs &);

// The page: a template with the stylesheets and scripts inlined at build time, and `data`.
void writeHtml(const llvm::json::Value &data, llvm::raw_ostream &);

// Collapsed stacks, outermost frame first, weighted by minor faults: `main;work;malloc 2570`.
void writeFolded(const RuntimeReport &, llvm::raw_ostream &);

} // namespace faultline::runtime
