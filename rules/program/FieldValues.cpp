#include "rules/program/FieldValues.h"

#include "rules/Support.h"

#include <algorithm>
#include <filesystem>
#include <map>

namespace faultline::rules::program {

namespace {

struct FieldValue {
  bool known = true;                        // every store has a value
  std::vector<const facts::FieldStore *> stores;
};

std::string where(const facts::SourceRange &r) {
  return std::filesystem::path(r.file).filename().string() + ":" + std::to_string(r.line);
}

// "the program stores 131,591 in field 'outSize' (compressor.c:756: outSize = ... (line 713))",
// or with several values the smallest and how many.
std::string derivation(const std::string &key, const FieldValue &v, int64_t smallest) {
  std::string field = key.substr(key.rfind(':') == std::string::npos ? 0 : key.rfind(':') + 1);
  const facts::FieldStore *first = nullptr;
  size_t distinct = 0;
  std::vector<int64_t> seen;
  for (const facts::FieldStore *s : v.stores) {
    if (std::find(seen.begin(), seen.end(), *s->value) == seen.end())
      seen.push_back(*s->value), ++distinct;
    if (!first && *s->value == smallest)
      first = s;
  }
  std::string out = "field '" + field + "' = " + formatCount(static_cast<uint64_t>(smallest)) +
                    (distinct == 1 ? ", the only value the program stores in it ("
                                   : ", the smallest of the " + std::to_string(distinct) +
                                         " values the program stores in it (");
  out += where(first->range);
  if (!first->derivation.empty())
    out += ": " + first->derivation;
  return out + ")";
}

} // namespace

void applyFieldValues(std::vector<facts::TranslationUnitFacts> &tus) {
  std::map<std::string, FieldValue> fields;
  bool any = false;
  for (const facts::TranslationUnitFacts &tu : tus) {
    for (const facts::FieldStore &s : tu.fieldStores) {
      FieldValue &v = fields[s.field];
      v.known = v.known && s.value && *s.value >= 0;
      v.stores.push_back(&s);
    }
    for (const facts::FunctionFacts &f : tu.functions)
      for (const facts::Block &b : f.blocks)
        any = any || (b.size.fieldMultiplier > 0 && !b.size.bytes);
  }
  if (!any)
    return;
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions)
      for (facts::Block &b : f.blocks) {
        facts::Size &size = b.size;
        if (size.bytes || size.fieldMultiplier <= 0)
          continue;
        auto it = fields.find(size.fieldKey);
        if (it == fields.end() || !it->second.known || it->second.stores.empty())
          continue;
        int64_t smallest = INT64_MAX;
        for (const facts::FieldStore *s : it->second.stores)
          smallest = std::min(smallest, *s->value);
        uint64_t bytes = 0;
        if (__builtin_mul_overflow(static_cast<uint64_t>(smallest),
                                   static_cast<uint64_t>(size.fieldMultiplier), &bytes))
          continue;
        size.bytes = bytes;
        std::string step = derivation(it->first, it->second, smallest);
        size.derivation = size.derivation.empty() ? step : size.derivation + ", " + step;
        size.dependsOnParameter = -1;
        size.growth.clear();
        size.growthCalls.clear();
        size.upperBound.reset();
        size.boundDerivation.clear();
      }
}

} // namespace faultline::rules::program
