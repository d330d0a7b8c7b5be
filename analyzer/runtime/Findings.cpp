#include "runtime/Findings.h"

#include "io/Input.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace json = llvm::json;

namespace faultline::runtime {

static std::string absolute(llvm::StringRef file, llvm::StringRef root) {
  llvm::SmallString<256> p;
  if (llvm::sys::path::is_absolute(file) || root.empty())
    p = file;
  else {
    p = root;
    llvm::sys::path::append(p, file);
  }
  llvm::sys::path::remove_dots(p, true);
  return std::string(p);
}

static llvm::Error bad(llvm::StringRef path, const llvm::Twine &why) {
  return llvm::createStringError(std::errc::invalid_argument, "%s: %s", path.str().c_str(),
                                 why.str().c_str());
}

static std::string percentDecode(llvm::StringRef s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned v;
    if (s[i] == '%' && i + 2 < s.size() + 0 && !s.substr(i + 1, 2).getAsInteger(16, v)) {
      out.push_back((char)v);
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

static std::string fileFromUri(llvm::StringRef uri) {
  if (uri.consume_front("file://"))
    return percentDecode(uri);
  return percentDecode(uri);
}

static llvm::Error readJson(llvm::StringRef path, const json::Object &doc, FindingsInput &in) {
  in.kind = FindingsInput::Kind::Json;
  in.root = doc.getString("root").value_or("").str();
  for (const json::Value &v : *doc.getArray("findings")) {
    const json::Object *o = v.getAsObject();
    const json::Object *loc = o ? o->getObject("location") : nullptr;
    if (!o || !loc || !o->getString("ruleId") || !loc->getString("file") ||
        !loc->getInteger("line"))
      return bad(path, "a finding without ruleId or location.file/line");
    StaticFinding f;
    f.ruleId = o->getString("ruleId")->str();
    f.message = o->getString("message").value_or("").str();
    f.function = o->getString("function").value_or("").str();
    f.fingerprint = o->getString("fingerprint").value_or("").str();
    f.file = loc->getString("file")->str();
    f.absoluteFile = absolute(f.file, in.root);
    f.line = (unsigned)*loc->getInteger("line");
    f.endLine = (unsigned)loc->getInteger("endLine").value_or(f.line);
    f.column = (unsigned)loc->getInteger("column").value_or(0);
    if (auto size = o->getInteger("sizeBytes"))
      f.sizeBytes = (uint64_t)*size;
    if (const json::Array *notes = o->getArray("notes"))
      for (const json::Value &nv : *notes)
        if (const json::Object *no = nv.getAsObject())
          if (const json::Object *nl = no->getObject("location"))
            if (auto file = nl->getString("file"); file && nl->getInteger("line")) {
              unsigned line = (unsigned)*nl->getInteger("line");
              f.notes.push_back({file->str(), absolute(*file, in.root), line,
                                 (unsigned)nl->getInteger("endLine").value_or(line)});
            }
    in.findings.push_back(std::move(f));
  }
  return llvm::Error::success();
}

static llvm::Error readSarif(llvm::StringRef path, const json::Object &doc, FindingsInput &in) {
  in.kind = FindingsInput::Kind::Sarif;
  const json::Array *runs = doc.getArray("runs");
  if (!runs || runs->empty() || !(*runs)[0].getAsObject())
    return bad(path, "SARIF without runs");
  const json::Object &run = *(*runs)[0].getAsObject();
  // `confirm --format sarif` adds its verdicts into these objects: SARIF requires them to be
  // objects, and anything else would leave nowhere to put them.
  if (const json::Value *props = run.get("properties"); props && !props->getAsObject())
    return bad(path, "SARIF run whose \"properties\" is not an object");
  if (auto *bases = run.getObject("originalUriBaseIds"))
    if (auto *src = bases->getObject("%SRCROOT%"))
      if (auto uri = src->getString("uri")) {
        std::string root = fileFromUri(*uri);
        while (root.size() > 1 && root.back() == '/')
          root.pop_back();
        in.root = root;
      }
  if (const json::Array *results = run.getArray("results"))
    for (const json::Value &v : *results) {
      const json::Object *o = v.getAsObject();
      const json::Array *locs = o ? o->getArray("locations") : nullptr;
      const json::Object *phys =
          locs && !locs->empty() && (*locs)[0].getAsObject()
              ? (*locs)[0].getAsObject()->getObject("physicalLocation")
              : nullptr;
      const json::Object *art = phys ? phys->getObject("artifactLocation") : nullptr;
      const json::Object *region = phys ? phys->getObject("region") : nullptr;
      if (!o || !art || !region || !art->getString("uri") || !region->getInteger("startLine"))
        return bad(path, "a SARIF result without a physical location (uri and region.startLine)");
      StaticFinding f;
      f.ruleId = o->getString("ruleId").value_or("").str();
      if (auto *msg = o->getObject("message"))
        f.message = msg->getString("text").value_or("").str();
      // The first line only: the rest are notes (glibc's behaviour, the fix).
      f.message = llvm::StringRef(f.message).split('\n').first.str();
      if (auto *fp = o->getObject("partialFingerprints"))
        f.fingerprint = fp->getString("primaryLocationLineHash").value_or("").str();
      if (const json::Value *props = o->get("properties"); props && !props->getAsObject())
        return bad(path, "a SARIF result whose \"properties\" is not an object");
      if (auto *props = o->getObject("properties")) {
        f.function = props->getString("function").value_or("").str();
        if (auto size = props->getInteger("sizeBytes"))
          f.sizeBytes = (uint64_t)*size;
      }
      f.file = fileFromUri(*art->getString("uri"));
      f.absoluteFile = absolute(f.file, art->getString("uriBaseId") ? in.root : "");
      f.line = (unsigned)*region->getInteger("startLine");
      f.endLine = (unsigned)region->getInteger("endLine").value_or(f.line);
      f.column = (unsigned)region->getInteger("startColumn").value_or(0);
      if (const json::Array *related = o->getArray("relatedLocations"))
        for (const json::Value &rv : *related) {
          const json::Object *ro = rv.getAsObject();
          const json::Object *rp = ro ? ro->getObject("physicalLocation") : nullptr;
          const json::Object *ra = rp ? rp->getObject("artifactLocation") : nullptr;
          const json::Object *rr = rp ? rp->getObject("region") : nullptr;
          if (!ra || !rr || !ra->getString("uri") || !rr->getInteger("startLine"))
            continue;
          std::string file = fileFromUri(*ra->getString("uri"));
          unsigned line = (unsigned)*rr->getInteger("startLine");
          f.notes.push_back({file, absolute(file, ra->getString("uriBaseId") ? in.root : ""),
                             line, (unsigned)rr->getInteger("endLine").value_or(line)});
        }
      in.findings.push_back(std::move(f));
    }
  return llvm::Error::success();
}

llvm::Expected<FindingsInput> readFindings(llvm::StringRef path) {
  auto buf = io::readFile(path);
  if (!buf)
    return llvm::createStringError(std::errc::invalid_argument, "cannot read '%s': %s",
                                   path.str().c_str(), llvm::toString(buf.takeError()).c_str());
  auto parsed = io::parseJson((*buf)->getBuffer());
  if (!parsed) {
    std::string why = llvm::toString(parsed.takeError());
    return bad(path, "not JSON (" + why + ")");
  }
  const json::Object *doc = parsed->getAsObject();
  FindingsInput in;
  llvm::Error err = llvm::Error::success();
  if (doc && doc->getArray("findings"))
    err = readJson(path, *doc, in);
  else if (doc && doc->getArray("runs"))
    err = readSarif(path, *doc, in);
  else
    return bad(path, "neither `faultline check --format json` output (no \"findings\") nor "
                     "SARIF (no \"runs\")");
  if (err)
    return std::move(err);
  in.document = std::move(*parsed);
  return in;
}

} // namespace faultline::runtime
