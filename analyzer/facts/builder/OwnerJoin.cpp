#include "facts/builder/OwnerJoin.h"

namespace faultline::builder {

void joinBlock(facts::Block &block, const std::string &key, bool variableOwner,
               const OwnerVariable &variable, const OwnerEvents &events) {
  if (key.empty())
    return;
  if (variable.isStatic) {
    block.escape = facts::EscapeKind::Static;
    return;
  }
  if (block.escape == facts::EscapeKind::None) {
    auto escape = events.escapes.find(key);
    if (escape != events.escapes.end()) {
      block.escape = escape->second.first;
      block.escapeRange = escape->second.second;
    }
  }
  if (auto it = events.releases.find(key); it != events.releases.end())
    block.releases.insert(block.releases.end(), it->second.begin(), it->second.end());
  if (variableOwner && variable.scopeEnd)
    block.releases.push_back({facts::ReleaseKind::ScopeEnd, variable.scopeEnd->range,
                              "end of scope of '" + std::string(variable.name) + "'",
                              variable.scopeEnd->loop, variable.scopeEnd->order});
}

void joinCallResult(facts::CallSite &site, const OwnerVariable &variable, const OwnerEvents &events) {
  if (site.resultKey.empty())
    return;
  if (auto it = events.releases.find(site.resultKey); it != events.releases.end())
    site.resultReleases = it->second;
  if (auto it = events.closes.find(site.resultKey); it != events.closes.end())
    site.resultCloses = it->second;
  if (auto escape = events.escapes.find(site.resultKey);
      escape != events.escapes.end() && site.resultEscape == facts::EscapeKind::None)
    site.resultEscape = escape->second.first;
  if (variable.isStatic)
    site.resultEscape = facts::EscapeKind::Static;
}

void joinStream(facts::StreamOpen &open, const std::string &key,
                const std::vector<facts::BufferingChange> &changes, const OwnerEvents &events) {
  if (key.empty())
    return;
  if (auto it = events.closes.find(key); it != events.closes.end())
    open.closes = it->second;
  if (open.escape == facts::EscapeKind::None) {
    auto escape = events.escapes.find(key);
    if (escape != events.escapes.end())
      open.escape = escape->second.first;
  }
  for (const facts::BufferingChange &change : changes)
    if (change.stream == key && change.callerBuffer && change.order > open.order) {
      open.callerBuffer = change.range;
      break;
    }
}

void markReleasedParameters(facts::FunctionFacts &facts, const OwnerEvents &events) {
  for (size_t i = 0; i < facts.parameterKeys.size(); ++i) {
    const std::string &key = facts.parameterKeys[i];
    if (events.releases.count(key) || events.closes.count(key))
      facts.releasedParameters.push_back(static_cast<int>(i));
  }
  // `free(s->sums)`: the release's key is the expression's spelling (both walkers key a member
  // expression by its text), so a parameter's own field is "expr:" + name + "->" + identifier.
  for (const auto &[key, releases] : events.releases) {
    if (key.rfind("expr:", 0) != 0)
      continue;
    size_t arrow = key.find("->");
    if (arrow == std::string::npos)
      continue;
    std::string root = key.substr(5, arrow - 5), field = key.substr(arrow + 2);
    if (field.empty() || field.find_first_not_of(
                             "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
                             std::string::npos)
      continue;
    for (size_t i = 0; i < facts.parameterKeys.size(); ++i) {
      const std::string &parameter = facts.parameterKeys[i];
      if (parameter.substr(0, parameter.find('@')) == root)
        facts.releasedParameterFields.push_back(std::to_string(i) + "->" + field);
    }
  }
}

} // namespace faultline::builder
