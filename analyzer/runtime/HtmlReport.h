// `faultline report` (docs/report.md): one self-contained HTML page, or collapsed stacks, from a
// runtime report and/or static findings. The page embeds the report data (reportData below: the
// runtime JSON, its sites over a frame table, plus the joins) and renders everything from it in
// the browser, so the page and `--format json` cannot disagree.
#pragma once

#include "runtime/Confirm.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace faultline::runtime {

// The page's data format ("faultline-report"); changes only on an incompatible change. 2: the
// runtime report's sites are written as rows over a frame table (docs/report.md, "Data").
inline constexpr int kHtmlReportVersion = 2;

struct ReportInputs {
  std::string runtimePath, findingsPath, confirmPath; // any may be empty, not all
  unsigned contextLines = 3; // lines shown above and below a site's or finding's line
};

// What the page renders, read from the inputs; written (streamed) by writeReportJson and
// writeHtml, never built as one JSON tree: a run of 100,000 sites makes a ~30 MiB page.
struct ReportData {
  llvm::json::Value runtime = nullptr; // the runtime JSON as read (null: static only)
  llvm::json::Array findings, sites;   // findings with excerpts and verdicts; per-site joins
  llvm::json::Value confirmation = nullptr;
  llvm::json::Object excerpts, sources;
};

// Reads the inputs (the runtime JSON once) and joins them (docs/report.md, "Data").
llvm::Expected<ReportData> reportData(const ReportInputs &);

// The document the page renders, as `--format json` writes it; `indent` 0 is compact.
void writeReportJson(const ReportData &, llvm::raw_ostream &, unsigned indent = 0);

// The page: a template with the stylesheets and scripts inlined at build time, and the data.
void writeHtml(const ReportData &, llvm::raw_ostream &);

// Collapsed stacks, outermost frame first, weighted by minor faults: `main;work;malloc 2570`.
void writeFolded(const RuntimeReport &, llvm::raw_ostream &);

} // namespace faultline::runtime
