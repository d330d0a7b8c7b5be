#include "prmode/PullRequest.h"

#include "io/Input.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <algorithm>
#include <set>

namespace faultline::prmode {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

llvm::raw_ostream &error() { return llvm::errs() << "faultline: error: "; }

std::string realPath(llvm::StringRef p) {
  llvm::SmallString<256> real;
  if (fs::real_path(p, real))
    return p.str();
  return std::string(real);
}

// Runs git with `args` (no shell); stdout into `out`, the first line of stderr into `err`.
int git(const std::vector<std::string> &args, std::string &out, std::string &err) {
  auto program = llvm::sys::findProgramByName("git");
  if (!program) {
    err = "git not found on PATH";
    return -1;
  }
  llvm::SmallString<128> outFile, errFile;
  if (fs::createTemporaryFile("faultline-git", "out", outFile) ||
      fs::createTemporaryFile("faultline-git", "err", errFile)) {
    err = "cannot create a temporary file";
    return -1;
  }
  std::vector<llvm::StringRef> argv{*program};
  for (const std::string &a : args)
    argv.push_back(a);
  std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(outFile),
                                                llvm::StringRef(errFile)};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(*program, argv, std::nullopt, redirects, 0, 0, &message);
  if (auto buf = llvm::MemoryBuffer::getFile(outFile))
    out = (*buf)->getBuffer().str();
  if (auto buf = llvm::MemoryBuffer::getFile(errFile))
    err = llvm::StringRef((*buf)->getBuffer()).trim().split('\n').first.str();
  if (err.empty())
    err = message;
  fs::remove(outFile);
  fs::remove(errFile);
  return rc;
}

// A path as git prints it in a diff header: plain, or C-quoted ("a/t\303\251st.c").
std::string unquote(llvm::StringRef s) {
  if (!s.starts_with("\"") || !s.ends_with("\"") || s.size() < 2)
    return s.str();
  s = s.drop_front().drop_back();
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    char c = s[++i];
    if (c >= '0' && c <= '7' && i + 2 < s.size() + 0) {
      unsigned v = 0, n = 0;
      while (n < 3 && i < s.size() && s[i] >= '0' && s[i] <= '7') {
        v = v * 8 + (s[i] - '0');
        ++i, ++n;
      }
      --i;
      out += static_cast<char>(v);
    } else {
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    }
  }
  return out;
}

bool readBaseline(llvm::StringRef file, Baseline &out, std::string &why) {
  auto buf = io::readFile(file);
  if (!buf) {
    why = llvm::toString(buf.takeError());
    return false;
  }
  llvm::Expected<llvm::json::Value> value = io::parseJson((*buf)->getBuffer());
  if (!value) {
    why = "not JSON: " + llvm::toString(value.takeError());
    return false;
  }
  const llvm::json::Object *root = value->getAsObject();
  if (!root || root->getString("kind") != "faultline-baseline") {
    why = "not a faultline baseline (expected \"kind\": \"faultline-baseline\")";
    return false;
  }
  if (root->getInteger("version") != 1) {
    why = "unsupported baseline version (this faultline reads version 1)";
    return false;
  }
  const llvm::json::Array *findings = root->getArray("findings");
  if (!findings) {
    why = "no \"findings\" array";
    return false;
  }
  out.path = file.str();
  for (size_t i = 0; i < findings->size(); ++i) {
    const llvm::json::Object *f = (*findings)[i].getAsObject();
    auto rule = f ? f->getString("ruleId") : std::nullopt;
    auto fileName = f ? f->getString("file") : std::nullopt;
    auto fp = f ? f->getString("fingerprint") : std::nullopt;
    if (!rule || !fileName || !fp) {
      why = "finding " + std::to_string(i) + " lacks a string ruleId, file or fingerprint";
      return false;
    }
    BaselineEntry e{rule->str(), fileName->str(), fp->str(), 0, ""};
    if (auto line = f->getInteger("line"))
      e.line = static_cast<unsigned>(*line);
    if (auto message = f->getString("message"))
      e.message = message->str();
    out.findings.push_back(std::move(e));
  }
  return true;
}

bool prepareDiff(const std::string &ref, llvm::StringRef root, ChangedLines &out) {
  std::string top, err, ignored;
  if (git({"-C", root.str(), "rev-parse", "--show-toplevel"}, top, err) != 0) {
    error() << "--diff needs a git work tree at '" << root << "': " << err << '\n';
    return false;
  }
  top = llvm::StringRef(top).trim().str();
  std::string commit;
  if (git({"-C", top, "rev-parse", "--verify", "--quiet", ref + "^{commit}"}, commit, err) != 0) {
    error() << "--diff: unknown git revision '" << ref << "'\n";
    return false;
  }
  commit = llvm::StringRef(commit).trim().str();
  // A pull request's own changes: against the merge base of REF and HEAD, so commits that
  // landed on REF after the branch point do not count as changed here.
  std::string base;
  if (git({"-C", top, "merge-base", commit, "HEAD"}, base, ignored) != 0 ||
      llvm::StringRef(base).trim().empty())
    base = commit;
  out.ref = ref;
  out.base = llvm::StringRef(base).trim().str();
  std::string diff;
  if (git({"-C", top, "-c", "core.quotePath=true", "diff", "--no-color", "--no-ext-diff",
           "--unified=0", "-M", "--src-prefix=a/", "--dst-prefix=b/", out.base, "--"},
          diff, err) != 0) {
    error() << "--diff: git diff " << ref << " failed: " << err << '\n';
    return false;
  }
  parseUnifiedDiff(diff, top, out);
  std::string untracked;
  if (git({"-C", top, "ls-files", "--others", "--exclude-standard", "-z"}, untracked, err) == 0) {
    llvm::SmallVector<llvm::StringRef, 16> names;
    llvm::StringRef(untracked).split(names, '\0', -1, false);
    for (llvm::StringRef n : names) {
      llvm::SmallString<256> p(top);
      path::append(p, n);
      out.wholeFiles.push_back(realPath(p));
    }
    std::sort(out.wholeFiles.begin(), out.wholeFiles.end());
  }
  return true;
}

std::string displayPathOf(const report::Report &r, const std::string &file) {
  return report::displayPath(file, r.root);
}

llvm::json::Object entryJson(const BaselineEntry &e) {
  return llvm::json::Object{{"ruleId", e.ruleId}, {"file", e.file},
                            {"fingerprint", e.fingerprint}, {"line", e.line},
                            {"message", e.message}};
}

llvm::json::Value pullRequestJson(const PullRequestState &s) {
  llvm::json::Object o;
  if (s.changed)
    o["diff"] = llvm::json::Object{{"ref", s.changed->ref}, {"base", s.changed->base},
                                   {"outside", s.outsideDiff}};
  else
    o["diff"] = nullptr;
  if (s.baseline) {
    llvm::json::Array gone;
    for (const BaselineEntry &e : s.gone)
      gone.push_back(entryJson(e));
    o["baseline"] = llvm::json::Object{{"file", s.baseline->path}, {"known", s.known},
                                       {"gone", std::move(gone)}};
  } else {
    o["baseline"] = nullptr;
  }
  return o;
}

} // namespace

bool ChangedLines::touches(const std::string &file, unsigned first, unsigned last) const {
  if (std::binary_search(wholeFiles.begin(), wholeFiles.end(), file))
    return true;
  auto it = files.find(file);
  if (it == files.end())
    return false;
  if (last < first)
    last = first;
  for (const auto &[a, b] : it->second)
    if (a <= last && first <= b)
      return true;
  return false;
}

void parseUnifiedDiff(llvm::StringRef diff, llvm::StringRef top, ChangedLines &out) {
  std::string current; // "" while in a deleted file or between files
  llvm::SmallVector<llvm::StringRef, 0> lines;
  diff.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    if (line.starts_with("diff --git ")) {
      current.clear();
    } else if (line.starts_with("+++ ")) {
      llvm::StringRef name = line.drop_front(4).rtrim("\r\t");
      std::string p = unquote(name);
      if (p == "/dev/null" || !llvm::StringRef(p).starts_with("b/")) {
        current.clear();
        continue;
      }
      llvm::SmallString<256> abs(top);
      path::append(abs, llvm::StringRef(p).drop_front(2));
      current = realPath(abs);
      out.files[current]; // present even with no added lines (a pure rename or deletion)
    } else if (line.starts_with("@@ ") && !current.empty()) {
      // @@ -a[,b] +c[,d] @@: lines c .. c+d-1 of the new file are new or changed (d = 0: none).
      size_t plus = line.find(" +");
      if (plus == llvm::StringRef::npos)
        continue;
      llvm::StringRef spec = line.drop_front(plus + 2);
      spec = spec.take_until([](char c) { return c == ' '; });
      auto [startText, countText] = spec.split(',');
      unsigned start = 0, count = 1;
      if (startText.getAsInteger(10, start))
        continue;
      if (!countText.empty() && countText.getAsInteger(10, count))
        continue;
      if (count > 0)
        out.files[current].push_back({start, start + count - 1});
    }
  }
}

bool prepare(const PullRequestArgs &args, llvm::StringRef root, PullRequestState &out) {
  out.args = args;
  if (!args.baselineFile.empty()) {
    Baseline b;
    std::string why;
    if (!readBaseline(args.baselineFile, b, why)) {
      error() << "cannot read baseline '" << args.baselineFile << "': " << why << '\n';
      return false;
    }
    out.baseline = std::move(b);
  }
  if (!args.diffRef.empty()) {
    ChangedLines changed;
    if (!prepareDiff(args.diffRef, root, changed))
      return false;
    out.changed = std::move(changed);
  }
  return true;
}

void apply(PullRequestState &state, report::Report &report) {
  std::vector<bool> known(report.findings.size(), false);
  if (state.baseline) {
    // Pass 1: same rule, file and fingerprint (code moved within its file keeps its
    // fingerprint). Pass 2: same rule and fingerprint in another file (a renamed or moved file).
    const std::vector<BaselineEntry> &entries = state.baseline->findings;
    std::vector<bool> used(entries.size(), false);
    std::multimap<std::tuple<std::string, std::string, std::string>, size_t> byFile;
    std::multimap<std::pair<std::string, std::string>, size_t> byPrint;
    for (size_t i = 0; i < entries.size(); ++i) {
      byFile.emplace(std::make_tuple(entries[i].ruleId, entries[i].file, entries[i].fingerprint),
                     i);
      byPrint.emplace(std::make_pair(entries[i].ruleId, entries[i].fingerprint), i);
    }
    auto take = [&](auto &index, const auto &key) -> bool {
      auto [b, e] = index.equal_range(key);
      for (auto it = b; it != e; ++it)
        if (!used[it->second]) {
          used[it->second] = true;
          return true;
        }
      return false;
    };
    for (size_t i = 0; i < report.findings.size(); ++i) {
      const report::ReportedFinding &rf = report.findings[i];
      known[i] = take(byFile, std::make_tuple(rf.finding.ruleId,
                                              displayPathOf(report, rf.finding.range.file),
                                              rf.fingerprint));
    }
    for (size_t i = 0; i < report.findings.size(); ++i)
      if (!known[i])
        known[i] = take(byPrint, std::make_pair(report.findings[i].finding.ruleId,
                                                report.findings[i].fingerprint));
    for (size_t i = 0; i < entries.size(); ++i)
      if (!used[i])
        state.gone.push_back(entries[i]);
  }

  std::map<std::string, std::string> real;
  auto realOf = [&](const std::string &p) -> const std::string & {
    auto it = real.find(p);
    if (it == real.end())
      it = real.emplace(p, realPath(p)).first;
    return it->second;
  };
  std::vector<report::ReportedFinding> kept;
  for (size_t i = 0; i < report.findings.size(); ++i) {
    report::ReportedFinding &rf = report.findings[i];
    if (known[i]) {
      ++state.known;
      continue;
    }
    if (state.changed) {
      const rules::Finding &f = rf.finding;
      bool touched = state.changed->touches(realOf(f.range.file), f.range.line, f.range.endLine);
      // A new call in a loop makes an unchanged helper hot: the call path counts too.
      for (const rules::CallStep &step : f.callPath)
        touched = touched || (step.range.valid() &&
                              state.changed->touches(realOf(step.range.file), step.range.line,
                                                     step.range.endLine));
      if (!touched) {
        ++state.outsideDiff;
        continue;
      }
    }
    kept.push_back(std::move(rf));
  }
  report.findings = std::move(kept);
}

llvm::json::Value toBaselineJson(const report::Report &report) {
  llvm::json::Array findings;
  for (const report::ReportedFinding &rf : report.findings)
    findings.push_back(entryJson({rf.finding.ruleId, displayPathOf(report, rf.finding.range.file),
                                  rf.fingerprint, rf.finding.range.line, rf.finding.message}));
  return llvm::json::Object{
      {"kind", "faultline-baseline"},
      {"version", 1},
      {"tool", llvm::json::Object{{"name", report::kToolName}, {"version", report::kToolVersion}}},
      {"findings", std::move(findings)}};
}

void printSummary(const PullRequestState &state, const report::Report &report,
                  llvm::raw_ostream &os) {
  if (state.changed)
    os << "faultline: diff: " << state.outsideDiff
       << (state.outsideDiff == 1 ? " finding" : " findings")
       << " outside the lines changed since " << state.changed->ref << '\n';
  if (state.baseline) {
    os << "faultline: baseline: " << state.known << " known, " << state.gone.size()
       << " gone since " << state.baseline->path << '\n';
    for (const BaselineEntry &e : state.gone)
      os << "faultline: gone: " << e.file << ':' << e.line << ": " << e.message << " ["
         << e.ruleId << "]\n";
  }
}

void annotateJson(const PullRequestState &state, const report::Report &report,
                  llvm::json::Value &json) {
  if (llvm::json::Object *o = json.getAsObject())
    (*o)["pullRequest"] = pullRequestJson(state);
}

void annotateSarif(const PullRequestState &state, const report::Report &report,
                   llvm::json::Value &sarif) {
  llvm::json::Object *o = sarif.getAsObject();
  llvm::json::Array *runs = o ? o->getArray("runs") : nullptr;
  if (!runs || runs->empty())
    return;
  llvm::json::Object *run = (*runs)[0].getAsObject();
  if (!run)
    return;
  llvm::json::Object *props = run->getObject("properties");
  if (!props) {
    (*run)["properties"] = llvm::json::Object{};
    props = run->getObject("properties");
  }
  (*props)["faultlinePullRequest"] = pullRequestJson(state);
  if (llvm::json::Array *results = run->getArray("results"))
    for (llvm::json::Value &r : *results)
      if (llvm::json::Object *ro = r.getAsObject())
        annotateSarifResult(state, *ro);
}

void annotateSarifResult(const PullRequestState &state, llvm::json::Object &result) {
  // With a baseline every finding left in the report is one the baseline does not know.
  if (state.baseline)
    result["baselineState"] = "new";
}

} // namespace faultline::prmode
