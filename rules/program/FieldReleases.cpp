#include "rules/program/FieldReleases.h"

#include "facts/builder/OwnerJoin.h"

#include <algorithm>

namespace faultline::rules::program {

namespace {

constexpr int kMaxPasses = 8; // destructors of destructors; deeper chains stay unjoined

bool isIdentifier(const std::string &s) {
  return !s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") ==
                           std::string::npos;
}

// The parameter of `f` whose field `key` names (`expr:wh->bin` in `wordhash_free(wordhash_t *wh)`).
bool parameterField(const facts::FunctionFacts &f, const std::string &key, size_t &parameter, std::string &field) {
  std::string root;
  if (!builder::memberKeyParts(key, root, field))
    return false;
  for (size_t i = 0; i < f.parameterKeys.size(); ++i)
    if (f.parameterKeys[i].substr(0, f.parameterKeys[i].find('@')) == root) {
      parameter = i;
      return true;
    }
  return false;
}

bool addEntry(facts::FunctionFacts &f, size_t parameter, const std::string &field) {
  std::string entry = std::to_string(parameter) + "->" + field;
  if (std::find(f.releasedParameterFields.begin(), f.releasedParameterFields.end(), entry) !=
      f.releasedParameterFields.end())
    return false;
  f.releasedParameterFields.push_back(std::move(entry));
  return true;
}

} // namespace

bool parseReleasedField(const std::string &entry, size_t &parameter, std::string &field) {
  size_t arrow = entry.find("->");
  if (arrow == std::string::npos || arrow == 0 || arrow > 9 || entry.find_first_not_of("0123456789") != arrow)
    return false;
  parameter = std::stoul(entry.substr(0, arrow));
  field = entry.substr(arrow + 2);
  return isIdentifier(field);
}

void addFieldReleasesThroughCalls(std::vector<facts::TranslationUnitFacts> &tus, const WrapperTable &table,
                                  const ProgramIndex &index) {
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool changed = false;
    for (facts::TranslationUnitFacts &tu : tus)
      for (facts::FunctionFacts &f : tu.functions) {
        if (f.parameterKeys.empty())
          continue;
        for (const facts::CallSite &call : f.calls) {
          if (call.startsThread)
            continue;
          for (const facts::FunctionFacts *callee : index.callees(f, call)) {
            // `xfree(wh->bin)`: a releaser handed the parameter's field.
            if (auto released = table.releasers.find(callee); released != table.releasers.end())
              for (int q : released->second) {
                size_t parameter = 0;
                std::string field;
                if (q >= 0 && static_cast<size_t>(q) < call.argumentKeys.size() &&
                    parameterField(f, call.argumentKeys[q], parameter, field))
                  changed |= addEntry(f, parameter, field);
              }
            // `free_tables(wh)`: a function releasing a field of the parameter it is handed.
            if (callee == &f)
              continue;
            const std::vector<std::string> entries = callee->releasedParameterFields; // f may grow
            for (const std::string &entry : entries) {
              size_t q = 0;
              std::string field;
              if (!parseReleasedField(entry, q, field) || q >= call.argumentKeys.size() ||
                  call.argumentKeys[q].empty())
                continue;
              for (size_t i = 0; i < f.parameterKeys.size(); ++i)
                if (f.parameterKeys[i] == call.argumentKeys[q])
                  changed |= addEntry(f, i, field);
            }
          }
        }
      }
    if (!changed)
      break;
  }
}

} // namespace faultline::rules::program
