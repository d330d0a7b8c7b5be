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
#include <cstring>
#include <set>

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

llvm::Expected<ReportData> reportData(const ReportInputs &in) {
  ReportData data;
  Excerpts excerpts(in.contextLines);

  // The runtime JSON is read and parsed once: the report's model and the page's data both come
  // from the same tree.
  std::optional<RuntimeReport> rt;
  if (!in.runtimePath.empty()) {
    auto doc = readJson(in.runtimePath);
    if (!doc)
      return doc.takeError();
    auto r = readRuntimeReport(*doc, in.runtimePath);
    if (!r)
      return r.takeError();
    rt = std::move(*r);
    data.runtime = std::move(*doc);
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

  json::Array &findingsOut = data.findings;
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
  data.confirmation = std::move(confirmSummary);

  // Per runtime site (same order as runtime.sites): the findings it matches and its excerpt.
  if (rt) {
    for (const Site &s : rt->sites) {
      json::Array matched;
      for (size_t i = 0; i < findings.size(); ++i)
        if (siteMatches(findings[i], s))
          matched.push_back(i);
      std::string key = excerpts.add(s.location.file, s.location.line);
      data.sites.push_back(json::Object{{"findings", std::move(matched)}, {"excerpt", key}});
    }
  }
  data.sources = json::Object{{"runtime", in.runtimePath},
                              {"findings", in.findingsPath},
                              {"confirm", in.confirmPath}};
  data.excerpts = excerpts.take();
  return data;
}

namespace {

// The runtime report's sites as rows: `siteFields` names the columns (the union of the sites'
// keys, sorted; null stands for an absent key), `frames` and `location` hold indexes into the
// frame table `frames`, whose rows follow `frameFields`; the fields named in `frameStrings` hold
// indexes into `strings`. 100,000 sites of 3-5 frames take ~25 MiB instead of ~110 MiB, and the
// page parses arrays of numbers instead of objects with the same keys over and over.
class SiteTables {
public:
  explicit SiteTables(const json::Object &runtime) {
    std::set<std::string> siteKeys, frameKeys, nonString;
    forEachSiteArray(runtime, [&](const json::Array &sites) {
      for (const json::Value &v : sites)
        if (const json::Object *site = v.getAsObject())
          for (const auto &[k, val] : *site) {
            siteKeys.insert(k.str());
            auto scanFrame = [&](const json::Value &f) {
              if (const json::Object *fo = f.getAsObject())
                for (const auto &[fk, fv] : *fo) {
                  frameKeys.insert(fk.str());
                  if (fv.kind() != json::Value::String && fv.kind() != json::Value::Null)
                    nonString.insert(fk.str());
                }
            };
            if (k == "frames") {
              if (const json::Array *fr = val.getAsArray())
                for (const json::Value &f : *fr)
                  scanFrame(f);
            } else if (k == "location") {
              scanFrame(val);
            }
          }
    });
    siteFields.assign(siteKeys.begin(), siteKeys.end());
    frameFields.assign(frameKeys.begin(), frameKeys.end());
    for (const std::string &k : frameFields)
      interned.push_back(!nonString.count(k));
  }

  template <typename F> static void forEachSiteArray(const json::Object &runtime, F f) {
    if (const json::Array *sites = runtime.getArray("sites"))
      f(*sites);
    if (const json::Object *w = runtime.getObject("whatIf"))
      if (const json::Array *cs = w->getArray("configurations"))
        for (const json::Value &c : *cs)
          if (const json::Object *co = c.getAsObject())
            if (const json::Array *sites = co->getArray("sites"))
              f(*sites);
  }

  // An object whose "sites" are written as rows; everything else as is.
  void writeWithSiteRows(json::OStream &j, const json::Object &o) {
    j.object([&] {
      for (const auto *e : sortedKeys(o)) {
        if (e->first == "sites" && e->second.getAsArray()) {
          j.attributeArray("sites", [&] {
            for (const json::Value &site : *e->second.getAsArray())
              writeSite(j, site);
          });
        } else if (e->first == "whatIf" && e->second.getAsObject()) {
          j.attributeBegin("whatIf");
          writeWhatIf(j, *e->second.getAsObject());
          j.attributeEnd();
        } else {
          j.attribute(e->first, e->second);
        }
      }
    });
  }

  void writeTables(json::OStream &j) {
    j.attributeArray("siteFields", [&] {
      for (const std::string &k : siteFields)
        j.value(k);
    });
    j.attributeArray("frameFields", [&] {
      for (const std::string &k : frameFields)
        j.value(k);
    });
    j.attributeArray("frameStrings", [&] {
      for (size_t i = 0; i < frameFields.size(); ++i)
        if (interned[i])
          j.value(frameFields[i]);
    });
    j.attributeArray("frames", [&] {
      for (const json::Array &row : frames) {
        j.arrayBegin();
        for (const json::Value &v : row)
          j.value(v);
        j.arrayEnd();
      }
    });
    j.attributeArray("strings", [&] {
      for (const std::string &s : strings)
        j.value(s);
    });
  }

private:
  static std::vector<const json::Object::value_type *> sortedKeys(const json::Object &o) {
    std::vector<const json::Object::value_type *> v;
    for (const auto &e : o)
      v.push_back(&e);
    llvm::sort(v, [](const auto *a, const auto *b) { return a->first < b->first; });
    return v;
  }

  void writeWhatIf(json::OStream &j, const json::Object &w) {
    j.object([&] {
      for (const auto *e : sortedKeys(w)) {
        if (e->first == "configurations" && e->second.getAsArray()) {
          j.attributeArray("configurations", [&] {
            for (const json::Value &c : *e->second.getAsArray()) {
              if (const json::Object *co = c.getAsObject())
                writeWithSiteRows(j, *co);
              else
                j.value(c);
            }
          });
        } else {
          j.attribute(e->first, e->second);
        }
      }
    });
  }

  void writeSite(json::OStream &j, const json::Value &v) {
    const json::Object *site = v.getAsObject();
    if (!site) {
      j.value(v);
      return;
    }
    j.arrayBegin();
    for (const std::string &k : siteFields) {
      const json::Value *val = site->get(k);
      if (!val) {
        j.value(nullptr);
      } else if (k == "frames" && val->getAsArray()) {
        j.arrayBegin();
        for (const json::Value &f : *val->getAsArray())
          j.value(frameIndex(f));
        j.arrayEnd();
      } else if (k == "location" && val->getAsObject()) {
        j.value(frameIndex(*val));
      } else {
        j.value(*val);
      }
    }
    j.arrayEnd();
  }

  int64_t stringIndex(llvm::StringRef s) {
    auto [it, fresh] = stringIndexes.insert({s, (int64_t)strings.size()});
    if (fresh)
      strings.push_back(s.str());
    return it->second;
  }

  int64_t frameIndex(const json::Value &f) {
    const json::Object *fo = f.getAsObject();
    if (!fo)
      return -1;
    json::Array row;
    std::string key;
    llvm::raw_string_ostream ks(key);
    for (size_t i = 0; i < frameFields.size(); ++i) {
      const json::Value *v = fo->get(frameFields[i]);
      if (!v)
        row.push_back(nullptr);
      else if (interned[i] && v->getAsString())
        row.push_back(stringIndex(*v->getAsString()));
      else
        row.push_back(*v);
      ks << row.back() << '\x1f';
    }
    ks.flush();
    auto [it, fresh] = frameIndexes.insert({key, (int64_t)frames.size()});
    if (fresh)
      frames.push_back(std::move(row));
    return it->second;
  }

  std::vector<std::string> siteFields, frameFields;
  std::vector<bool> interned; // per frame field: every value a string (or null)
  std::vector<json::Array> frames;
  llvm::StringMap<int64_t> frameIndexes, stringIndexes;
  std::vector<std::string> strings;
};

// Inside <script>, "</script" or "<!--" in a string would end or confuse the element; '<' only
// appears inside JSON strings, where \u003c means the same.
class ScriptSafeStream : public llvm::raw_ostream {
public:
  explicit ScriptSafeStream(llvm::raw_ostream &out) : out(out) { SetBufferSize(1 << 16); }
  ~ScriptSafeStream() override { flush(); }

private:
  void write_impl(const char *p, size_t n) override {
    pos += n;
    const char *end = p + n;
    while (p < end) {
      const char *lt = static_cast<const char *>(memchr(p, '<', end - p));
      if (!lt) {
        out.write(p, end - p);
        break;
      }
      out.write(p, lt - p);
      out << "\\u003c";
      p = lt + 1;
    }
  }
  uint64_t current_pos() const override { return pos; }
  llvm::raw_ostream &out;
  uint64_t pos = 0;
};

} // namespace

void writeReportJson(const ReportData &data, llvm::raw_ostream &os, unsigned indent) {
  json::OStream j(os, indent);
  j.object([&] {
    j.attribute("format", "faultline-report");
    j.attribute("version", kHtmlReportVersion);
    j.attribute("tool", json::Object{{"name", "faultline"}, {"version", FAULTLINE_VERSION}});
    j.attribute("mode", data.runtime.getAsObject() ? "runtime" : "static");
    j.attribute("sources", json::Object(data.sources));
    if (const json::Object *rt = data.runtime.getAsObject()) {
      SiteTables tables(*rt);
      j.attributeBegin("runtime");
      tables.writeWithSiteRows(j, *rt);
      j.attributeEnd();
      tables.writeTables(j);
    } else {
      j.attribute("runtime", nullptr);
    }
    j.attributeArray("sites", [&] {
      for (const json::Value &v : data.sites)
        j.value(v);
    });
    j.attributeArray("findings", [&] {
      for (const json::Value &v : data.findings)
        j.value(v);
    });
    j.attribute("confirmation", data.confirmation);
    j.attributeObject("excerpts", [&] {
      for (const auto &[k, v] : data.excerpts)
        j.attribute(k, v);
    });
  });
}

void writeHtml(const ReportData &data, llvm::raw_ostream &os) {
  os << html::kPageBefore;
  {
    ScriptSafeStream safe(os);
    writeReportJson(data, safe);
  }
  os << html::kPageAfter;
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
