#include "runtime/HtmlReport.h"

#include "io/Input.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

// Generated at build time from analyzer/report/html/ and uPlot (EmbedHtml.cmake).
#include "report/html/Embedded.h"

#include <algorithm>

namespace json = llvm::json;

namespace faultline::runtime {
namespace {

llvm::Expected<json::Value> readJson(llvm::StringRef path) {
  auto buf = io::readFile(path);
  if (!buf)
    return llvm::createStringError(std::errc::invalid_argument, "cannot read '%s': %s",
                                   path.str().c_str(), llvm::toString(buf.takeError()).c_str());
  auto parsed = io::parseJson((*buf)->getBuffer());
  if (!parsed)
    return llvm::createStringError(std::errc::invalid_argument, "'%s' is not JSON: %s",
                                   path.str().c_str(), llvm::toString(parsed.takeError()).c_str());
  return std::move(*parsed);
}

// Source lines around `line`, shared by every site and finding on it: {file, line, firstLine,
// lines[]}. Files are read once; a file that cannot be read gives no excerpt.
class Excerpts {
public:
  explicit Excerpts(unsigned context) : context(context) {}
  // Returns the key under "excerpts", or "" when the file is not readable.
  std::string add(llvm::StringRef file, unsigned line) {
    if (file.empty() || !line)
      return "";
    const std::vector<std::string> *lines = load(file);
    if (!lines || line > lines->size())
      return "";
    std::string key = (file + ":" + llvm::Twine(line)).str();
    if (out.get(key))
      return key;
    unsigned first = line > context ? line - context : 1;
    unsigned last = std::min<unsigned>(lines->size(), line + context);
    json::Array text;
    for (unsigned l = first; l <= last; ++l)
      text.push_back((*lines)[l - 1]);
    out.insert({key, json::Object{{"file", file.str()}, {"line", line}, {"firstLine", first},
                                  {"lines", std::move(text)}}});
    return key;
  }
  json::Object take() { return std::move(out); }

private:
  const std::vector<std::string> *load(llvm::StringRef file) {
    auto it = files.find(file);
    if (it == files.end()) {
      std::optional<std::vector<std::string>> lines;
      // Source files only: a hostile path in a report must not make us read a device.
      if (auto buf = io::readFile(file); buf && (*buf)->getBufferSize() < (64u << 20)) {
        lines.emplace();
        llvm::StringRef rest = (*buf)->getBuffer();
        while (!rest.empty()) {
          auto [l, r] = rest.split('\n');
          std::string s = l.rtrim('\r').str();
          if (!json::isUTF8(s))
            s = json::fixUTF8(s);
          lines->push_back(std::move(s));
          rest = r;
        }
      } else if (!buf) {
        llvm::consumeError(buf.takeError());
      }
      it = files.insert({file, std::move(lines)}).first;
    }
    return it->second ? &*it->second : nullptr;
  }
  unsigned context;
  llvm::StringMap<std::optional<std::vector<std::string>>> files;
  json::Object out;
};

// Severity of the i-th finding of the input document (JSON `severity`, SARIF `level`).
std::string severityOf(const FindingsInput &in, size_t i) {
  const json::Object *doc = in.document.getAsObject();
  if (!doc)
    return "";
  const json::Array *arr = nullptr;
  const char *field = "severity";
  if (in.kind == FindingsInput::Kind::Json) {
    arr = doc->getArray("findings");
  } else if (const json::Array *runs = doc->getArray("runs"); runs && !runs->empty()) {
    if (const json::Object *run = (*runs)[0].getAsObject())
      arr = run->getArray("results");
    field = "level";
  }
  if (!arr || i >= arr->size() || !(*arr)[i].getAsObject())
    return "";
  return (*arr)[i].getAsObject()->getString(field).value_or("").str();
}

// A finding rebuilt from a `confirm --format json` entry, when no --findings file was given.
StaticFinding fromConfirmed(const json::Object &o) {
  StaticFinding f;
  f.ruleId = o.getString("ruleId").value_or("").str();
  f.message = o.getString("message").value_or("").str();
  f.function = o.getString("function").value_or("").str();
  f.fingerprint = o.getString("fingerprint").value_or("").str();
  if (const json::Object *loc = o.getObject("location")) {
    f.file = f.absoluteFile = loc->getString("file").value_or("").str();
    f.line = (unsigned)loc->getInteger("line").value_or(0);
    f.endLine = (unsigned)loc->getInteger("endLine").value_or(f.line);
    f.column = (unsigned)loc->getInteger("column").value_or(0);
  }
  return f;
}

// flamegraph.pl splits a line at its last space and a stack at ';'.
std::string frameName(const Frame &f) {
  std::string n = f.function;
  if (n.empty())
    n = (llvm::sys::path::filename(f.module) + "+0x" + llvm::utohexstr(f.address)).str();
  std::replace(n.begin(), n.end(), ';', ':');
  std::replace(n.begin(), n.end(), '\n', ' ');
  return n;
}

} // namespace

llvm::Expected<json::Value> reportData(const ReportInputs &in) {
  json::Object data{{"format", "faultline-report"},
                    {"version", kHtmlReportVersion},
                    {"tool", json::Object{{"name", "faultline"}, {"version", FAULTLINE_VERSION}}}};
  Excerpts excerpts(in.contextLines);

  std::optional<RuntimeReport> rt;
  json::Value runtimeDoc = nullptr;
  if (!in.runtimePath.empty()) {
    auto r = readRuntimeReport(in.runtimePath);
    if (!r)
      return r.takeError();
    rt = std::move(*r);
    auto doc = readJson(in.runtimePath);
    if (!doc)
      return doc.takeError();
    runtimeDoc = std::move(*doc);
  }

  // The findings: from --findings (with severities), judged against the run or taken from
  // --confirm (its verdicts, in the same input order).
  std::vector<StaticFinding> findings;
  std::vector<std::string> severities;
  std::optional<FindingsInput> input;
  if (!in.findingsPath.empty()) {
    auto f = readFindings(in.findingsPath);
    if (!f)
      return f.takeError();
    input = std::move(*f);
    findings = input->findings;
    for (size_t i = 0; i < findings.size(); ++i)
      severities.push_back(severityOf(*input, i));
  }
  json::Array confirmed; // confirm's JSON findings[], when there is a run to judge against
  json::Value confirmSummary = nullptr;
  if (!in.confirmPath.empty()) {
    auto doc = readJson(in.confirmPath);
    if (!doc)
      return doc.takeError();
    const json::Object *o = doc->getAsObject();
    const json::Array *arr = o ? o->getArray("findings") : nullptr;
    if (!arr)
      return llvm::createStringError(std::errc::invalid_argument,
                                     "'%s' is not `faultline confirm --format json` output",
                                     in.confirmPath.c_str());
    confirmed = *arr;
    if (const json::Value *s = o->get("summary"))
      confirmSummary = *s;
    if (findings.empty())
      for (const json::Value &v : confirmed)
        if (const json::Object *fo = v.getAsObject())
          findings.push_back(fromConfirmed(*fo));
  } else if (input && rt) {
    Confirmation c = confirm(*input, *rt);
    std::string text;
    llvm::raw_string_ostream os(text);
    writeJson(c, in.runtimePath, os);
    os.flush();
    auto doc = json::parse(text);
    if (!doc)
      return doc.takeError();
    if (const json::Object *o = doc->getAsObject()) {
      if (const json::Array *arr = o->getArray("findings"))
        confirmed = *arr;
      if (const json::Value *s = o->get("summary"))
        confirmSummary = *s;
    }
  }

  json::Array findingsOut;
  for (size_t i = 0; i < findings.size(); ++i) {
    const StaticFinding &f = findings[i];
    json::Object o{{"ruleId", f.ruleId},         {"message", f.message},
                   {"function", f.function},     {"file", f.file},
                   {"line", f.line},             {"column", f.column},
                   {"fingerprint", f.fingerprint}};
    o["severity"] = i < severities.size() ? severities[i] : std::string();
    std::string key = excerpts.add(f.absoluteFile, f.line);
    if (key.empty())
      key = excerpts.add(f.file, f.line);
    o["excerpt"] = key;
    if (i < confirmed.size())
      if (const json::Object *co = confirmed[i].getAsObject()) {
        for (const char *k : {"verdict", "reason", "mechanism", "runtime", "whatIf"})
          if (const json::Value *v = co->get(k))
            o[k] = *v;
      }
    findingsOut.push_back(std::move(o));
  }

  // Per runtime site (same order as runtime.sites): the findings it matches and its excerpt.
  json::Array siteJoins;
  if (rt) {
    for (const Site &s : rt->sites) {
      json::Array matched;
      for (size_t i = 0; i < findings.size(); ++i)
        if (siteMatches(findings[i], s))
          matched.push_back(i);
      std::string key = excerpts.add(s.location.file, s.location.line);
      siteJoins.push_back(json::Object{{"findings", std::move(matched)}, {"excerpt", key}});
    }
  }

  data["mode"] = rt ? "runtime" : "static";
  data["runtime"] = std::move(runtimeDoc);
  data["sources"] = json::Object{{"runtime", in.runtimePath},
                                 {"findings", in.findingsPath},
                                 {"confirm", in.confirmPath}};
  data["findings"] = std::move(findingsOut);
  data["confirmation"] = std::move(confirmSummary);
  data["sites"] = std::move(siteJoins);
  data["excerpts"] = excerpts.take();
  return json::Value(std::move(data));
}

void writeHtml(const json::Value &data, llvm::raw_ostream &os) {
  std::string text;
  llvm::raw_string_ostream js(text);
  js << data;
  js.flush();
  // Inside <script>, "</script" or "<!--" in a string would end or confuse the element; '<'
  // only appears inside JSON strings, where \u003c means the same.
  std::string safe;
  safe.reserve(text.size() + text.size() / 64);
  for (char c : text) {
    if (c == '<')
      safe += "\\u003c";
    else
      safe += c;
  }
  os << html::kPageBefore << safe << html::kPageAfter;
}

void writeFolded(const RuntimeReport &rt, llvm::raw_ostream &os) {
  // One line per distinct stack; sites merged in the runtime report may share a stack.
  std::vector<std::pair<std::string, uint64_t>> lines;
  llvm::StringMap<size_t> index;
  for (const Site &s : rt.sites) {
    if (!s.counters.minorFaults)
      continue;
    std::string stack;
    for (auto it = s.frames.rbegin(); it != s.frames.rend(); ++it)
      stack += frameName(*it) + ";";
    stack += s.function.empty() ? std::string("?") : s.function;
    auto [it, fresh] = index.insert({stack, lines.size()});
    if (fresh)
      lines.push_back({stack, 0});
    lines[it->second].second += s.counters.minorFaults;
  }
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto &a, const auto &b) { return a.first < b.first; });
  for (const auto &[stack, faults] : lines)
    os << stack << ' ' << faults << '\n';
}

} // namespace faultline::runtime
