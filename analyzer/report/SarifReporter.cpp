#include "report/Reporters.h"

#include "report/JsonStream.h"

#include "rules/Rule.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

namespace faultline::report {

namespace {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

constexpr const char *kSrcRoot = "%SRCROOT%";

// RFC 3986: keep unreserved characters and '/', percent-encode the rest, so paths with spaces or
// '#' stay valid URIs.
std::string uriEncode(llvm::StringRef path) {
  std::string out;
  for (unsigned char c : path) {
    if (llvm::isAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/')
      out += c;
    else
      out += '%' + llvm::utohexstr(c, /*LowerCase=*/false, /*Width=*/2);
  }
  return out;
}

// Inside --root: repo-relative against %SRCROOT%, which is what GitHub maps onto the checkout.
// Outside (a system-ish header, a generated file elsewhere): an absolute file URI, since a
// relative one would point at the wrong file.
Object artifactLocation(llvm::StringRef file, llvm::StringRef root) {
  std::string shown = displayPath(file, root);
  if (!llvm::StringRef(shown).starts_with("/"))
    return Object{{"uri", uriEncode(shown)}, {"uriBaseId", kSrcRoot}};
  return Object{{"uri", "file://" + uriEncode(shown)}};
}

// originalUriBaseIds needs an absolute URI ending in '/', or relative URIs resolve against the
// root's parent.
std::string rootUri(llvm::StringRef root) {
  std::string uri = "file://" + uriEncode(root);
  if (!llvm::StringRef(uri).ends_with("/"))
    uri += '/';
  return uri;
}

Value region(const facts::SourceRange &r) {
  Object o{{"startLine", r.line}, {"startColumn", r.column}};
  if (r.endLine) {
    o["endLine"] = r.endLine;
    o["endColumn"] = r.endColumn;
  }
  return o;
}

Object physicalLocation(const facts::SourceRange &r, llvm::StringRef root) {
  return Object{{"physicalLocation",
                 Object{{"artifactLocation", artifactLocation(r.file, root)},
                        {"region", region(r)}}}};
}

const char *level(rules::Severity s) {
  switch (s) {
  case rules::Severity::Note: return "note";
  case rules::Severity::Warning: return "warning";
  case rules::Severity::Error: return "error";
  }
  return "warning";
}

// "faultline-loop-alloc" -> "LoopAlloc": SARIF's rule `name` is a readable identifier, distinct
// from the stable id.
std::string ruleName(llvm::StringRef id) {
  id.consume_front("faultline-");
  std::string out;
  bool upper = true;
  for (char c : id) {
    if (c == '-') {
      upper = true;
      continue;
    }
    out += upper ? llvm::toUpper(c) : c;
    upper = false;
  }
  return out;
}

// fullDescription: the first paragraph under "What it does" in the rule's documentation (the
// five-heading format of STYLE.md); the summary when the doc has no such paragraph.
std::string fullDescription(llvm::StringRef doc, llvm::StringRef summary) {
  size_t heading = doc.find("What it does");
  if (heading == llvm::StringRef::npos)
    return summary.str();
  llvm::StringRef rest = doc.drop_front(heading).split('\n').second.ltrim();
  llvm::StringRef para = rest.split("\n\n").first.trim();
  if (para.empty() || para.starts_with("#"))
    return summary.str();
  std::string out;
  for (llvm::StringRef line : llvm::split(para, '\n'))
    out += (out.empty() ? "" : " ") + line.trim().str();
  return out;
}

Object ruleDescriptor(llvm::StringRef id, llvm::StringRef summary, llvm::StringRef doc,
                      const std::map<std::string, std::string> &helpUris) {
  std::string help = doc.empty() ? summary.str() : doc.str();
  Object o{
      {"id", id},
      {"name", ruleName(id)},
      {"shortDescription", Object{{"text", summary}}},
      {"fullDescription", Object{{"text", fullDescription(doc, summary)}}},
      {"help", Object{{"text", help}, {"markdown", help}}},
      {"defaultConfiguration", Object{{"level", "warning"}}},
      // Performance, never security: GitHub ranks by problem.severity; a security-severity
      // would file these findings as vulnerabilities.
      {"properties", Object{{"tags", Array{"performance"}},
                            {"problem.severity", "warning"},
                            {"precision", "medium"}}},
  };
  if (auto it = helpUris.find(id.str()); it != helpUris.end())
    o["helpUri"] = it->second;
  return o;
}

// codeFlows[0].threadFlows[0].locations: the call in the loop, each call after it, then the
// finding itself — GitHub shows it as a step-by-step path under the alert.
Array callFlow(const rules::Finding &f, llvm::StringRef root) {
  Array flow;
  if (f.callPath.empty())
    return flow;
  auto step = [&](const facts::SourceRange &range, std::string message) {
    Object loc = physicalLocation(range, root);
    loc["message"] = Object{{"text", std::move(message)}};
    flow.push_back(Object{{"location", std::move(loc)}});
  };
  for (const rules::CallStep &s : f.callPath)
    if (s.range.valid())
      step(s.range, callStepMessage(s));
  step(f.range, "here, in '" + f.function + "', on every call");
  return flow;
}

Object result(const ReportedFinding &rf, unsigned ruleIndex, llvm::StringRef root) {
  const rules::Finding &f = rf.finding;
  Array related;
  int nextId = 1;
  // The loop is a related location unless a note already points at it (rules usually add one
  // with a better message than ours).
  bool loopInNotes = false;
  for (const rules::FindingNote &n : f.notes)
    loopInNotes |= f.loop && n.range == *f.loop;
  if (f.loop && f.loop->valid() && !loopInNotes) {
    Object loc = physicalLocation(*f.loop, root);
    loc["id"] = nextId++;
    loc["message"] = Object{{"text", "the loop that repeats it"}};
    related.push_back(std::move(loc));
  }
  for (const rules::FindingNote &n : f.notes) {
    if (!n.range.valid())
      continue;
    Object loc = physicalLocation(n.range, root);
    loc["id"] = nextId++;
    loc["message"] = Object{{"text", n.message}};
    related.push_back(std::move(loc));
  }
  // Each call of the path is a related location too, unless a note already points at it.
  for (const rules::CallStep &step : f.callPath) {
    bool inNotes = false;
    for (const rules::FindingNote &n : f.notes)
      inNotes |= n.range == step.range;
    if (inNotes || !step.range.valid())
      continue;
    Object loc = physicalLocation(step.range, root);
    loc["id"] = nextId++;
    loc["message"] = Object{{"text", callStepMessage(step)}};
    related.push_back(std::move(loc));
  }

  Object props{{"confidence", rules::toString(f.confidence)},
               {"tags", Array{"performance"}},
               {"function", f.function}};
  if (f.sizeBytes)
    props["sizeBytes"] = static_cast<int64_t>(*f.sizeBytes);
  if (!f.sizeExpression.empty())
    props["sizeExpression"] = f.sizeExpression;
  if (f.loop && f.loop->valid())
    props["loop"] = Object{{"file", displayPath(f.loop->file, root)},
                           {"line", f.loop->line},
                           {"column", f.loop->column}};
  if (!f.fix.empty())
    props["fix"] = f.fix;
  // Which front end found it; fast mode (no headers, no types) is less precise than the rule's
  // default.
  props["mode"] = rf.mode;
  if (rf.mode == "fast")
    props["precision"] = "low";

  // Notes with a location become relatedLocations; the others (glibc's behaviour, the fix)
  // would be lost, so they follow the message.
  std::string text = f.message;
  for (const rules::FindingNote &n : f.notes)
    if (!n.range.valid())
      text += "\n" + n.message;

  Object o{
      {"ruleId", f.ruleId},
      {"ruleIndex", ruleIndex},
      {"level", level(f.severity)},
      {"message", Object{{"text", text}}},
      {"locations", Array{physicalLocation(f.range, root)}},
      {"partialFingerprints", Object{{"primaryLocationLineHash", rf.fingerprint}}},
      {"properties", std::move(props)},
  };
  if (!related.empty())
    o["relatedLocations"] = std::move(related);
  if (Array flow = callFlow(f, root); !flow.empty())
    o["codeFlows"] = Array{Object{{"threadFlows", Array{Object{{"locations", std::move(flow)}}}}}};
  return o;
}

// Everything but the results, which go into the empty runs[0].results; `ruleIndex` is filled
// for them.
Value skeleton(const Report &report, llvm::StringMap<unsigned> &ruleIndex) {
  Array ruleDescriptors;
  for (const auto &rule : rules::allRules()) {
    ruleIndex[rule->id()] = ruleDescriptors.size();
    ruleDescriptors.push_back(
        ruleDescriptor(rule->id(), rule->summary(), rule->documentation(), report.helpUris));
  }
  // A finding from a rule the registry does not list still needs a descriptor for ruleIndex to
  // point at; GitHub rejects a result whose ruleIndex is out of range.
  for (const ReportedFinding &rf : report.findings) {
    if (ruleIndex.count(rf.finding.ruleId))
      continue;
    ruleIndex[rf.finding.ruleId] = ruleDescriptors.size();
    ruleDescriptors.push_back(
        ruleDescriptor(rf.finding.ruleId, rf.finding.ruleId, "", report.helpUris));
  }

  // A failed TU must not look like a clean one: executionSuccessful=false and one notification
  // per failure, with the TU and its first error.
  Array notifications;
  for (const Failure &f : report.failures) {
    notifications.push_back(Object{
        {"level", "error"},
        {"message", Object{{"text", "failed to analyse " + displayPath(f.file, report.root) +
                                        ": " + f.error}}},
        {"locations", Array{Object{{"physicalLocation",
                                    Object{{"artifactLocation",
                                            artifactLocation(f.file, report.root)}}}}}},
    });
  }
  Object invocation{{"executionSuccessful", report.failures.empty()}};
  if (!notifications.empty())
    invocation["toolExecutionNotifications"] = std::move(notifications);

  Object driver{{"name", kToolName},
                {"version", kToolVersion},
                {"semanticVersion", kToolVersion},
                {"rules", std::move(ruleDescriptors)}};
  if (!report.informationUri.empty())
    driver["informationUri"] = report.informationUri;
  Object run{
      {"tool", Object{{"driver", std::move(driver)}}},
      {"originalUriBaseIds",
       Object{{kSrcRoot, Object{{"uri", rootUri(report.root)}}}}},
      {"invocations", Array{std::move(invocation)}},
      {"results", Array{}},
      // SARIF 2.1.0 3.14.27: required with results; faultline counts columns as editors do.
      {"columnKind", "utf16CodeUnits"},
  };
  return Object{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", Array{std::move(run)}},
  };
}

Array &resultsOf(Value &sarif) {
  return *(*sarif.getAsObject()->getArray("runs"))[0].getAsObject()->getArray("results");
}

} // namespace

std::string fileUri(llvm::StringRef path) { return "file://" + uriEncode(path); }

Value toSarif(const Report &report) {
  llvm::StringMap<unsigned> ruleIndex;
  Value sarif = skeleton(report, ruleIndex);
  Array &results = resultsOf(sarif);
  for (const ReportedFinding &rf : report.findings)
    results.push_back(result(rf, ruleIndex[rf.finding.ruleId], report.root));
  return sarif;
}

void writeSarif(const Report &report, llvm::raw_ostream &os,
                llvm::function_ref<void(Value &)> annotate,
                llvm::function_ref<void(Object &)> annotateResult) {
  llvm::StringMap<unsigned> ruleIndex;
  Value sarif = skeleton(report, ruleIndex);
  if (annotate)
    annotate(sarif);
  writeJsonStreaming(
      sarif, &resultsOf(sarif),
      [&](auto emit) {
        for (const ReportedFinding &rf : report.findings) {
          Object r = result(rf, ruleIndex[rf.finding.ruleId], report.root);
          if (annotateResult)
            annotateResult(r);
          emit(std::move(r));
        }
      },
      os);
}

} // namespace faultline::report
