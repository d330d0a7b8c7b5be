#include "driver/ConfirmCommand.h"

#include "driver/Common.h"
#include "io/Output.h"
#include "runtime/Confirm.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace faultline::driver {
namespace {

constexpr int kUsage = 2;
enum class ConfirmFormat { Text, Json, Sarif };

cl::SubCommand ConfirmCmd("confirm",
                          "Join static findings with a runtime report: confirmed, not "
                          "reproduced or not executed");
cl::OptionCategory ConfirmCategory("faultline confirm options");
cl::opt<std::string> FindingsPath("findings",
                                  cl::desc("`faultline check --format json|sarif` output"),
                                  cl::value_desc("FILE"), cl::sub(ConfirmCmd),
                                  cl::cat(ConfirmCategory));
cl::opt<std::string> RuntimePath("runtime", cl::desc("faultline-runtime.json from `faultline run`"),
                                 cl::value_desc("FILE"), cl::sub(ConfirmCmd),
                                 cl::cat(ConfirmCategory));
cl::opt<ConfirmFormat> Format("format", cl::desc("Output format"), cl::init(ConfirmFormat::Text),
                              cl::values(clEnumValN(ConfirmFormat::Text, "text", "for people"),
                                         clEnumValN(ConfirmFormat::Json, "json",
                                                    "docs/runtime-format.md"),
                                         clEnumValN(ConfirmFormat::Sarif, "sarif",
                                                    "SARIF 2.1.0 with verdicts in properties")),
                              cl::sub(ConfirmCmd), cl::cat(ConfirmCategory));
cl::opt<std::string> Output("o", cl::desc("Write to FILE (atomically) instead of stdout"),
                            cl::value_desc("FILE"), cl::sub(ConfirmCmd), cl::cat(ConfirmCategory));

int fail(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "faultline") << "confirm: " << msg << '\n';
  return kUsage;
}

} // namespace

bool confirmCommandSelected() { return bool(ConfirmCmd); }

int runConfirmCommand() {
  if (FindingsPath.empty() || RuntimePath.empty())
    return fail("--findings FILE and --runtime FILE are both required");
  auto findings = runtime::readFindings(FindingsPath);
  if (!findings)
    return fail(llvm::toString(findings.takeError()));
  auto rt = runtime::readRuntimeReport(RuntimePath);
  if (!rt)
    return fail(llvm::toString(rt.takeError()));
  runtime::Confirmation c = runtime::confirm(*findings, *rt);
  auto write = [&](llvm::raw_ostream &os) {
    switch (Format) {
    case ConfirmFormat::Text:
      runtime::writeText(c, os);
      break;
    case ConfirmFormat::Json:
      runtime::writeJson(c, RuntimePath, os);
      break;
    case ConfirmFormat::Sarif:
      runtime::writeSarif(c, *findings, os);
      break;
    }
  };
  // FILE (or stdout) is whole or untouched, and a write error is exit 2, not a lost report.
  if (llvm::Error e = io::writeFile(Output, write))
    return fail("cannot write " + outputName(Output) + ": " + llvm::toString(std::move(e)));
  return 0;
}

} // namespace faultline::driver
