#include "pipeline/Bundle.h"

#include "facts/FactsJson.h"
#include "io/Input.h"

#include "llvm/Support/MemoryBuffer.h"

namespace faultline::pipeline {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

llvm::json::Value toJSON(const Bundle &b) {
  Array failures;
  for (const report::Failure &f : b.failures)
    failures.push_back(Object{{"file", f.file}, {"error", f.error}});
  Array tus;
  for (const facts::TranslationUnitFacts &tu : b.translationUnits)
    tus.push_back(facts::toJSON(tu));
  return Object{
      {"kind", kBundleKind},
      {"version", kBundleFormatVersion},
      {"factsVersion", facts::kFactsFormatVersion},
      {"tool", Object{{"name", "faultline"}, {"version", b.toolVersion}}},
      {"shard", b.shard ? Value(Object{{"index", b.shard->index}, {"count", b.shard->count}})
                        : Value(nullptr)},
      {"extractOptions", b.extractOptions},
      {"filesAnalyzed", b.filesAnalyzed},
      {"failures", std::move(failures)},
      {"translationUnits", std::move(tus)},
  };
}

namespace {

bool fail(std::string &error, std::string message) {
  error = std::move(message);
  return false;
}

std::string oneLine(std::string s) {
  for (char &c : s)
    if (c == '\n' || c == '\r')
      c = ' ';
  return s;
}

} // namespace

bool readBundle(llvm::StringRef file, Bundle &out, std::string &error) {
  auto buffer = io::readFile(file);
  if (!buffer)
    return fail(error, llvm::toString(buffer.takeError()));
  llvm::Expected<Value> parsed = io::parseJson((*buffer)->getBuffer());
  if (!parsed)
    return fail(error, "invalid JSON: " + oneLine(llvm::toString(parsed.takeError())));
  const Object *o = parsed->getAsObject();
  if (!o || o->getString("kind") != kBundleKind)
    return fail(error, "not a faultline summary bundle (expected \"kind\": \"" +
                           kBundleKind.str() + "\")");
  std::optional<int64_t> version = o->getInteger("version");
  if (version != kBundleFormatVersion)
    return fail(error, "unsupported bundle version " +
                           (version ? std::to_string(*version) : std::string("(none)")) +
                           " (this faultline reads version " +
                           std::to_string(kBundleFormatVersion) + ")");
  std::optional<int64_t> factsVersion = o->getInteger("factsVersion");
  if (factsVersion != facts::kFactsFormatVersion)
    return fail(error, "unsupported facts version " +
                           (factsVersion ? std::to_string(*factsVersion) : std::string("(none)")) +
                           " (this faultline reads version " +
                           std::to_string(facts::kFactsFormatVersion) + ")");

  if (const Object *tool = o->getObject("tool"))
    out.toolVersion = tool->getString("version").value_or("").str();
  if (const Value *shard = o->get("shard"); shard && !shard->getAsNull()) {
    const Object *s = shard->getAsObject();
    auto index = s ? s->getInteger("index") : std::nullopt;
    auto count = s ? s->getInteger("count") : std::nullopt;
    if (!index || !count || *index < 1 || *count < 1 || *index > *count || *count > UINT32_MAX)
      return fail(error, "invalid \"shard\" (expected {\"index\": K, \"count\": N}, 1 <= K <= N)");
    out.shard = Shard{static_cast<unsigned>(*index), static_cast<unsigned>(*count)};
  }
  auto extract = o->getString("extractOptions");
  auto files = o->getInteger("filesAnalyzed");
  const Array *failures = o->getArray("failures");
  const Array *tus = o->getArray("translationUnits");
  if (!extract || !files || *files < 0 || *files > UINT32_MAX || !failures || !tus)
    return fail(error, "missing or invalid \"extractOptions\", \"filesAnalyzed\", \"failures\" "
                       "or \"translationUnits\"");
  out.extractOptions = extract->str();
  out.filesAnalyzed = static_cast<unsigned>(*files);
  for (size_t i = 0; i < failures->size(); ++i) {
    const Object *f = (*failures)[i].getAsObject();
    auto path = f ? f->getString("file") : std::nullopt;
    auto message = f ? f->getString("error") : std::nullopt;
    if (!path || !message)
      return fail(error, "failures[" + std::to_string(i) + "]: expected {\"file\", \"error\"}");
    out.failures.push_back({path->str(), message->str()});
  }
  out.translationUnits.resize(tus->size());
  for (size_t i = 0; i < tus->size(); ++i) {
    // The error names the place: "missing value at translationUnits[3].functions[0].name".
    llvm::json::Path::Root root("translationUnits");
    if (!facts::fromJSON((*tus)[i], out.translationUnits[i], llvm::json::Path(root).index(i)))
      return fail(error, oneLine(llvm::toString(root.getError())));
  }
  return true;
}

} // namespace faultline::pipeline
