#include "driver/ReportCommand.h"

#include "driver/Common.h"
#include "io/Output.h"
#include "runtime/HtmlReport.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace faultline::driver {
namespace {

constexpr int kUsage = 2;
enum class ReportFormat { Html, Json, Folded };

cl::SubCommand ReportCmd("report",
                         "A self-contained HTML report (fault timeline, flame graph, sites, "
                         "findings), its data, or collapsed stacks");
cl::OptionCategory ReportCategory("faultline report options");
cl::opt<std::string> RuntimePath("runtime", cl::desc("faultline-runtime.json from `faultline run`"),
                                 cl::value_desc("FILE"), cl::sub(ReportCmd),
                                 cl::cat(ReportCategory));
cl::opt<std::string> FindingsPath("findings",
                                  cl::desc("`faultline check --format json|sarif` output (alone: "
                                           "a static-only report)"),
                                  cl::value_desc("FILE"), cl::sub(ReportCmd),
                                  cl::cat(ReportCategory));
cl::opt<std::string> ConfirmPath("confirm",
                                 cl::desc("`faultline confirm --format json` output: its verdicts"),
                                 cl::value_desc("FILE"), cl::sub(ReportCmd),
                                 cl::cat(ReportCategory));
cl::opt<ReportFormat> Format(
    "format", cl::desc("Output format"), cl::init(ReportFormat::Html),
    cl::values(clEnumValN(ReportFormat::Html, "html", "one self-contained page (default)"),
               clEnumValN(ReportFormat::Json, "json", "the data the page renders"),
               clEnumValN(ReportFormat::Folded, "folded",
                          "collapsed stacks weighted by minor faults (flamegraph.pl, speedscope)")),
    cl::sub(ReportCmd), cl::cat(ReportCategory));
cl::opt<std::string> Output("o", cl::desc("Write to FILE (atomically) instead of stdout"),
                            cl::value_desc("FILE"), cl::sub(ReportCmd), cl::cat(ReportCategory));

int fail(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "faultline") << "report: " << msg << '\n';
  return kUsage;
}

} // namespace

bool reportCommandSelected() { return bool(ReportCmd); }

int runReportCommand() {
  if (RuntimePath.empty() && FindingsPath.empty() && ConfirmPath.empty())
    return fail("needs --runtime FILE, --findings FILE or both");
  if (Format == ReportFormat::Folded) {
    if (RuntimePath.empty())
      return fail("--format folded needs --runtime FILE");
    auto rt = runtime::readRuntimeReport(RuntimePath);
    if (!rt)
      return fail(llvm::toString(rt.takeError()));
    if (llvm::Error e = io::writeFile(Output, [&](llvm::raw_ostream &os) {
          runtime::writeFolded(*rt, os);
        }))
      return fail("cannot write " + outputName(Output) + ": " + llvm::toString(std::move(e)));
    return 0;
  }
  runtime::ReportInputs in;
  in.runtimePath = RuntimePath;
  in.findingsPath = FindingsPath;
  in.confirmPath = ConfirmPath;
  auto data = runtime::reportData(in);
  if (!data)
    return fail(llvm::toString(data.takeError()));
  auto write = [&](llvm::raw_ostream &os) {
    if (Format == ReportFormat::Json) {
      runtime::writeReportJson(*data, os, 2);
      os << '\n';
    } else
      runtime::writeHtml(*data, os);
  };
  if (llvm::Error e = io::writeFile(Output, write))
    return fail("cannot write " + outputName(Output) + ": " + llvm::toString(std::move(e)));
  return 0;
}

} // namespace faultline::driver
