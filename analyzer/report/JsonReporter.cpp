#include "report/Reporters.h"

#include "report/JsonStream.h"

#include "llvm/Support/FormatVariadic.h"

namespace faultline::report {

namespace {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

Value location(const facts::SourceRange &r, llvm::StringRef root) {
  if (!r.valid())
    return nullptr;
  return Object{{"file", displayPath(r.file, root)},
                {"line", r.line},
                {"column", r.column},
                {"endLine", r.endLine},
                {"endColumn", r.endColumn}};
}

Value finding(const ReportedFinding &rf, llvm::StringRef root) {
  const rules::Finding &f = rf.finding;
  Array notes;
  for (const rules::FindingNote &n : f.notes)
    notes.push_back(Object{{"location", location(n.range, root)}, {"message", n.message}});
  Array callPath;
  for (const rules::CallStep &step : f.callPath)
    callPath.push_back(Object{{"location", location(step.range, root)},
                              {"caller", step.caller},
                              {"callee", step.callee},
                              {"message", callStepMessage(step)}});
  return Object{
      {"ruleId", f.ruleId},
      {"severity", rules::toString(f.severity)},
      {"confidence", rules::toString(f.confidence)},
      {"message", f.message},
      {"location", location(f.range, root)},
      {"function", f.function},
      {"sizeBytes", f.sizeBytes ? Value(static_cast<int64_t>(*f.sizeBytes)) : Value(nullptr)},
      {"sizeExpression", f.sizeExpression},
      {"loop", f.loop ? location(*f.loop, root) : Value(nullptr)},
      {"notes", std::move(notes)},
      {"callPath", std::move(callPath)},
      {"fix", f.fix},
      {"fingerprint", rf.fingerprint},
      {"mode", rf.mode},
  };
}

// Everything but the findings, which go into the empty "findings" array.
Value skeleton(const Report &report) {
  Array failures;
  for (const Failure &f : report.failures)
    failures.push_back(Object{{"file", displayPath(f.file, report.root)}, {"error", f.error}});
  Counts c = count(report);
  return Object{
      {"version", 1},
      {"tool", Object{{"name", kToolName}, {"version", kToolVersion}}},
      {"root", report.root},
      {"findings", Array{}},
      {"failures", std::move(failures)},
      {"summary", Object{{"filesAnalyzed", report.filesAnalyzed},
                         {"filesFailed", static_cast<int64_t>(report.failures.size())},
                         {"findings", static_cast<int64_t>(report.findings.size())},
                         {"errors", c.errors},
                         {"warnings", c.warnings},
                         {"notes", c.notes},
                         {"minSize", static_cast<int64_t>(report.minSize)},
                         {"failOn", report.failOn}}},
  };
}

} // namespace

Value toJson(const Report &report) {
  Value json = skeleton(report);
  Array &findings = *json.getAsObject()->getArray("findings");
  for (const ReportedFinding &rf : report.findings)
    findings.push_back(finding(rf, report.root));
  return json;
}

void writeJson(const Report &report, llvm::raw_ostream &os,
               llvm::function_ref<void(Value &)> annotate) {
  Value json = skeleton(report);
  if (annotate)
    annotate(json);
  writeJsonStreaming(
      json, json.getAsObject()->getArray("findings"),
      [&](auto emit) {
        for (const ReportedFinding &rf : report.findings)
          emit(finding(rf, report.root));
      },
      os);
}

void writeJsonValue(const Value &value, llvm::raw_ostream &os) {
  os << llvm::formatv("{0:2}", value) << '\n';
}

} // namespace faultline::report
