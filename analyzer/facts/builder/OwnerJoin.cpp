#include "facts/builder/OwnerJoin.h"

#include <algorithm>

namespace faultline::builder {

std::vector<std::string> keysWithAliases(const std::string &key, const OwnerEvents &events) {
  std::vector<std::string> keys{key};
  if (!events.aliases)
    return keys;
  // Breadth first; a handful of copies at most, and a cycle (`a = b; b = a;`) stops at the
  // keys already seen.
  for (size_t i = 0; i < keys.size() && keys.size() < 16; ++i)
    if (auto it = events.aliases->find(keys[i]); it != events.aliases->end())
      for (const std::string &copy : it->second)
        if (std::find(keys.begin(), keys.end(), copy) == keys.end())
          keys.push_back(copy);
  return keys;
}

void dropBackPointerEscapes(const std::vector<LocalFieldStore> &stores, const EscapeHistory &history,
                            std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> &escapes) {
  auto storedInto = [&](const std::string &value, const std::string &base) {
    return std::any_of(stores.begin(), stores.end(),
                       [&](const LocalFieldStore &s) { return s.value == value && s.base == base; });
  };
  std::map<std::string, std::vector<facts::SourceRange>> dropped;
  for (const LocalFieldStore &s : stores)
    if (s.value != s.base && storedInto(s.base, s.value))
      dropped[s.value].push_back(s.at);
  for (const auto &[key, ranges] : dropped) {
    escapes.erase(key);
    auto seen = history.find(key);
    if (seen == history.end())
      continue;
    for (const auto &[kind, range] : seen->second)
      if (std::find(ranges.begin(), ranges.end(), range) == ranges.end()) {
        escapes[key] = {kind, range};
        break;
      }
  }
}

void joinBlock(facts::Block &block, const std::string &key, bool variableOwner,
               const OwnerVariable &variable, const OwnerEvents &events) {
  if (key.empty())
    return;
  if (variable.isStatic) {
    block.escape = facts::EscapeKind::Static;
    return;
  }
  for (const std::string &k : keysWithAliases(key, events)) {
    if (block.escape == facts::EscapeKind::None) {
      auto escape = events.escapes.find(k);
      if (escape != events.escapes.end()) {
        block.escape = escape->second.first;
        block.escapeRange = escape->second.second;
      }
    }
    if (auto it = events.releases.find(k); it != events.releases.end())
      block.releases.insert(block.releases.end(), it->second.begin(), it->second.end());
  }
  if (variableOwner && variable.scopeEnd)
    block.releases.push_back({facts::ReleaseKind::ScopeEnd, variable.scopeEnd->range,
                              "end of scope of '" + std::string(variable.name) + "'",
                              variable.scopeEnd->loop, variable.scopeEnd->order});
}

void joinCallResult(facts::CallSite &site, const OwnerVariable &variable, const OwnerEvents &events) {
  if (site.resultKey.empty())
    return;
  for (const std::string &k : keysWithAliases(site.resultKey, events)) {
    // The result's own key replaces what the site held; a copy's events add to it.
    if (auto it = events.releases.find(k); it != events.releases.end()) {
      if (k == site.resultKey)
        site.resultReleases = it->second;
      else
        site.resultReleases.insert(site.resultReleases.end(), it->second.begin(), it->second.end());
    }
    if (auto it = events.closes.find(k); it != events.closes.end()) {
      if (k == site.resultKey)
        site.resultCloses = it->second;
      else
        site.resultCloses.insert(site.resultCloses.end(), it->second.begin(), it->second.end());
    }
    if (auto escape = events.escapes.find(k);
        escape != events.escapes.end() && site.resultEscape == facts::EscapeKind::None)
      site.resultEscape = escape->second.first;
  }
  if (variable.isStatic)
    site.resultEscape = facts::EscapeKind::Static;
}

void joinStream(facts::StreamOpen &open, const std::string &key,
                const std::vector<facts::BufferingChange> &changes, const OwnerEvents &events) {
  if (key.empty())
    return;
  for (const std::string &k : keysWithAliases(key, events)) {
    if (auto it = events.closes.find(k); it != events.closes.end()) {
      if (k == key)
        open.closes = it->second;
      else
        open.closes.insert(open.closes.end(), it->second.begin(), it->second.end());
    }
    if (open.escape == facts::EscapeKind::None) {
      auto escape = events.escapes.find(k);
      if (escape != events.escapes.end())
        open.escape = escape->second.first;
    }
  }
  for (const facts::BufferingChange &change : changes)
    if (change.stream == key && change.callerBuffer && change.order > open.order) {
      open.callerBuffer = change.range;
      break;
    }
}

bool memberKeyParts(const std::string &key, std::string &root, std::string &field) {
  auto identifier = [](const std::string &s) {
    return !s.empty() &&
           s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == std::string::npos;
  };
  if (key.rfind("expr:", 0) != 0)
    return false;
  size_t arrow = key.find("->");
  if (arrow == std::string::npos)
    return false;
  root = key.substr(5, arrow - 5);
  field = key.substr(arrow + 2);
  return identifier(root) && identifier(field);
}

void markReleasedParameters(facts::FunctionFacts &facts, const OwnerEvents &events) {
  // A parameter's copies into locals release it too: cairo's stream close functions take the
  // base type and free through the derived one (`deflate_stream_t *s = (deflate_stream_t *)base;
  // deflateEnd(&s->zs);`, recall audit of held-out set 37).
  std::vector<std::vector<std::string>> names(facts.parameterKeys.size());
  for (size_t i = 0; i < facts.parameterKeys.size(); ++i) {
    const std::vector<std::string> keys = keysWithAliases(facts.parameterKeys[i], events);
    bool released = false;
    for (const std::string &key : keys) {
      released |= events.releases.count(key) || events.closes.count(key);
      names[i].push_back(key.substr(0, key.find('@')));
    }
    if (released)
      facts.releasedParameters.push_back(static_cast<int>(i));
  }
  // `free(s->sums)`: a parameter's own field is released under the key `expr:s->sums`.
  for (const auto &[key, releases] : events.releases) {
    std::string root, field;
    if (!memberKeyParts(key, root, field))
      continue;
    for (size_t i = 0; i < names.size(); ++i) {
      std::string entry = std::to_string(i) + "->" + field;
      if (std::find(names[i].begin(), names[i].end(), root) != names[i].end() &&
          std::find(facts.releasedParameterFields.begin(), facts.releasedParameterFields.end(), entry) ==
              facts.releasedParameterFields.end())
        facts.releasedParameterFields.push_back(std::move(entry));
    }
  }
}

} // namespace faultline::builder
