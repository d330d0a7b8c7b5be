// Output of `faultline confirm`: text for people, JSON for machines (docs/runtime-format.md,
// "Confirmation"), SARIF with verdicts under result.properties (docs/sarif.md's promise).
#include "runtime/Confirm.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace json = llvm::json;

namespace faultline::runtime {

static json::Value countersJson(const Counters &c, double ms) {
  return json::Object{{"calls", c.calls},
                      {"tracedCalls", c.tracedCalls},
                      {"minorFaults", c.minorFaults},
                      {"faultsPerCall", c.faultsPerCall()},
                      {"steadyFaultsPerCall", c.steadyFaultsPerCall()},
                      {"warmupCalls", c.warmupCalls},
                      {"warmupFaults", c.warmupFaults},
                      {"mmappedBlocks", c.mmappedBlocks},
                      {"maxSize", c.maxSize},
                      {"opens", c.opens},
                      {"closes", c.closes},
                      {"bufferAllocations", c.bufferAllocations},
                      {"callerBuffers", c.callerBuffers},
                      {"unbuffered", c.unbuffered},
                      {"estimatedMs", ms}};
}

static json::Value siteJson(const Site &s) {
  return json::Object{{"kind", s.kind},
                      {"function", s.function},
                      {"location", json::Object{{"file", s.location.file},
                                                {"line", s.location.line},
                                                {"column", s.location.column},
                                                {"function", s.location.function}}},
                      {"runtime", countersJson(s.counters, s.counters.minorFaults *
                                                               kNanosecondsPerFault / 1e6)}};
}

struct Tally {
  unsigned confirmed = 0, notReproduced = 0, notExecuted = 0;
};
static Tally tally(const Confirmation &c) {
  Tally t;
  for (const Judged &j : c.findings)
    (j.verdict == Verdict::Confirmed       ? t.confirmed
     : j.verdict == Verdict::NotReproduced ? t.notReproduced
                                           : t.notExecuted)++;
  return t;
}

void writeText(const Confirmation &c, llvm::raw_ostream &os) {
  for (size_t i = 0; i < c.findings.size(); ++i) {
    const Judged &j = c.findings[i];
    os << j.finding.file << ':' << j.finding.line << ": " << toString(j.verdict) << ": ["
       << j.finding.ruleId << "] " << j.finding.message << '\n';
    os << "  " << j.reason << '\n';
    if (!j.finding.sizeBytes && j.runtime.maxSize && j.finding.ruleId != "faultline-stdio-in-loop")
      os << llvm::formatv("  size measured at run time: blocks up to {0} bytes ({1} traced of "
                          "{2} calls; the static size was unknown)\n",
                          j.runtime.maxSize, j.runtime.tracedCalls, j.runtime.calls);
    // --what-if: the same finding under each configuration, one line each.
    for (const Confirmation::Configuration &config : c.whatIf) {
      const Judged &w = config.findings[i];
      os << llvm::formatv("    {0}: {1}", config.name, toString(w.verdict));
      if (w.runtime.steadyCalls())
        os << llvm::formatv(", {0:f1} faults per call", w.runtime.steadyFaultsPerCall());
      os << " (" << (w.mechanism.empty() ? w.reason : w.mechanism) << ")\n";
    }
  }
  if (!c.missed.empty()) {
    os << "missed by the static rules (hot at run time, no finding):\n";
    for (const Site *s : c.missed) {
      os << "  " << describe(s->location) << ": " << s->function << " in "
         << (s->location.function.empty() ? "?" : s->location.function)
         << (c.runtime ? callerSuffix(*s, c.runtime->sites) : "") << ": ";
      if (s->kind == "stdio")
        os << s->counters.opens << " opens\n";
      else
        os << llvm::formatv("{0:f1} faults per call over {1} calls\n",
                            s->counters.steadyFaultsPerCall(), s->counters.steadyCalls());
    }
  }
  Tally t = tally(c);
  os << llvm::formatv("{0} confirmed, {1} not reproduced, {2} not executed, {3} missed by the "
                      "static rules\n",
                      t.confirmed, t.notReproduced, t.notExecuted, c.missed.size());
}

static json::Object judgedProperties(const Judged &j) {
  return json::Object{{"verdict", toString(j.verdict)},
                      {"reason", j.reason},
                      {"mechanism", j.mechanism},
                      {"matchedSites", j.matchedSites},
                      {"runtime", countersJson(j.runtime, j.estimatedMs)}};
}

void writeJson(const Confirmation &c, llvm::StringRef runtimePath, llvm::raw_ostream &os) {
  json::Array findings, missed;
  for (size_t i = 0; i < c.findings.size(); ++i) {
    const Judged &j = c.findings[i];
    json::Object o = judgedProperties(j);
    if (!j.finding.sizeBytes && j.runtime.maxSize)
      o["measuredMaxSize"] = j.runtime.maxSize; // the static size was unknown
    if (!c.whatIf.empty()) {
      json::Array configs;
      for (const Confirmation::Configuration &config : c.whatIf) {
        json::Object w = judgedProperties(config.findings[i]);
        w["configuration"] = config.name;
        configs.push_back(std::move(w));
      }
      o["whatIf"] = std::move(configs);
    }
    o["ruleId"] = j.finding.ruleId;
    o["message"] = j.finding.message;
    o["function"] = j.finding.function;
    o["fingerprint"] = j.finding.fingerprint;
    o["location"] = json::Object{{"file", j.finding.file}, {"line", j.finding.line},
                                 {"column", j.finding.column}, {"endLine", j.finding.endLine}};
    findings.push_back(std::move(o));
  }
  for (const Site *s : c.missed)
    missed.push_back(siteJson(*s));
  Tally t = tally(c);
  json::Value doc = json::Object{
      {"version", 1},
      {"tool", json::Object{{"name", "faultline"}, {"version", FAULTLINE_VERSION}}},
      {"runtime", runtimePath},
      {"thresholdPinned", c.runtime->anyThresholdPinned()},
      {"findings", std::move(findings)},
      {"missed", std::move(missed)},
      {"summary", json::Object{{"confirmed", t.confirmed},
                               {"notReproduced", t.notReproduced},
                               {"notExecuted", t.notExecuted},
                               {"missed", (int64_t)c.missed.size()}}}};
  os << llvm::formatv("{0:2}", doc) << '\n';
}

void writeSarif(const Confirmation &c, const FindingsInput &in, llvm::raw_ostream &os) {
  json::Value doc = nullptr;
  if (in.kind == FindingsInput::Kind::Sarif) {
    doc = json::Value(in.document); // a deep copy; results are in input order
    json::Object *run = (*doc.getAsObject()->getArray("runs"))[0].getAsObject();
    json::Array *results = run->getArray("results");
    for (size_t i = 0; results && i < results->size() && i < c.findings.size(); ++i) {
      json::Object *r = (*results)[i].getAsObject();
      json::Object *props = r->getObject("properties");
      if (!props) {
        r->try_emplace("properties", json::Object{});
        props = r->getObject("properties");
      }
      (*props)["faultline.runtime"] = judgedProperties(c.findings[i]);
    }
  } else {
    json::Array results;
    std::vector<std::string> ruleIds;
    for (const Judged &j : c.findings) {
      if (std::find(ruleIds.begin(), ruleIds.end(), j.finding.ruleId) == ruleIds.end())
        ruleIds.push_back(j.finding.ruleId);
      json::Object props{{"faultline.runtime", judgedProperties(j)},
                         {"tags", json::Array{"performance"}}};
      results.push_back(json::Object{
          {"ruleId", j.finding.ruleId},
          {"level", "warning"},
          {"message", json::Object{{"text", j.finding.message}}},
          {"locations",
           json::Array{json::Object{
               {"physicalLocation",
                json::Object{{"artifactLocation", json::Object{{"uri", j.finding.file}}},
                             {"region", json::Object{{"startLine", j.finding.line},
                                                     {"startColumn",
                                                      std::max(1u, j.finding.column)}}}}}}}},
          {"partialFingerprints",
           json::Object{{"primaryLocationLineHash", j.finding.fingerprint}}},
          {"properties", std::move(props)}});
    }
    json::Array rules;
    for (const std::string &id : ruleIds)
      rules.push_back(json::Object{{"id", id}});
    doc = json::Object{
        {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
        {"version", "2.1.0"},
        {"runs", json::Array{json::Object{
                     {"tool", json::Object{{"driver", json::Object{{"name", "faultline"},
                                                                   {"version", FAULTLINE_VERSION},
                                                                   {"rules", std::move(rules)}}}}},
                     {"results", std::move(results)}}}}};
  }
  json::Array missed;
  for (const Site *s : c.missed)
    missed.push_back(siteJson(*s));
  Tally t = tally(c);
  json::Object *run = (*doc.getAsObject()->getArray("runs"))[0].getAsObject();
  json::Object *props = run->getObject("properties");
  if (!props) {
    run->try_emplace("properties", json::Object{});
    props = run->getObject("properties");
  }
  (*props)["faultline.confirmation"] =
      json::Object{{"confirmed", t.confirmed},
                   {"notReproduced", t.notReproduced},
                   {"notExecuted", t.notExecuted},
                   {"thresholdPinned", c.runtime->anyThresholdPinned()},
                   {"missedByStaticRules", std::move(missed)}};
  os << llvm::formatv("{0:2}", doc) << '\n';
}

} // namespace faultline::runtime
