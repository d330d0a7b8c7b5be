#include "rules/program/CapacityResets.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace faultline::rules::program {

namespace {

struct Reset {
  const facts::FunctionFacts *function;
  const facts::CapacityField *field;
};

} // namespace

bool releasedOnlyToGrow(const facts::FunctionFacts &f, const facts::Block &block,
                        const facts::Release &release) {
  if (block.ownerKey.empty() ||
      (release.kind != facts::ReleaseKind::Free && release.kind != facts::ReleaseKind::Delete))
    return false;
  auto within = [](const facts::CapacityField &g, uint64_t order) {
    return g.beginOrder <= order && order < g.endOrder;
  };
  // The guard frees the block to store a new one in the same owner after it: a replacement.
  auto replacedIn = [&](const facts::CapacityField &g) {
    return std::any_of(f.blocks.begin(), f.blocks.end(), [&](const facts::Block &o) {
      return o.ownerKey == block.ownerKey && o.order > release.order && within(g, o.order);
    });
  };
  return std::any_of(f.capacityFields.begin(), f.capacityFields.end(), [&](const facts::CapacityField &g) {
    return !g.reset && within(g, release.order) && !within(g, block.order) && replacedIn(g);
  });
}

bool callerResetsCapacity(const ProgramIndex &index, const facts::FunctionFacts &caller,
                          const facts::FunctionFacts &allocating) {
  std::set<std::string> guarded;
  for (const facts::CapacityField &c : allocating.capacityFields)
    if (!c.reset)
      guarded.insert(c.field);
  for (const facts::CallSite &call : caller.calls)
    for (const facts::FunctionFacts *callee : index.callees(caller, call))
      if (callee != index.definitionOf(&allocating))
        for (const facts::CapacityField &c : callee->capacityFields)
          if (c.reset && guarded.count(c.field))
            return true;
  return false;
}

void applyCapacityResets(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index) {
  // Resets by field, and who calls each function (definitions, in index order).
  std::map<std::string, std::vector<Reset>> resets;
  bool anyGuard = false;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::CapacityField &c : f->capacityFields) {
      if (c.reset)
        resets[c.field].push_back({f, &c});
      else
        anyGuard = true;
    }
  if (resets.empty() || !anyGuard)
    return;
  std::map<const facts::FunctionFacts *, std::vector<const facts::FunctionFacts *>> callers;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::CallSite &call : f->calls)
      if (!call.startsThread)
        for (const facts::FunctionFacts *callee : index.callees(*f, call)) {
          std::vector<const facts::FunctionFacts *> &list = callers[callee];
          if (list.empty() || list.back() != f)
            list.push_back(f);
        }
  // The first function calling both `a` and `b`, or null.
  auto commonCaller = [&](const facts::FunctionFacts *a,
                          const facts::FunctionFacts *b) -> const facts::FunctionFacts * {
    auto ca = callers.find(a), cb = callers.find(b);
    if (ca == callers.end() || cb == callers.end())
      return nullptr;
    std::set<const facts::FunctionFacts *> of(cb->second.begin(), cb->second.end());
    for (const facts::FunctionFacts *c : ca->second)
      if (of.count(c) && c != a && c != b)
        return c;
    return nullptr;
  };

  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions) {
      const facts::FunctionFacts *self = index.definitionOf(&f);
      if (!self)
        continue;
      for (const facts::CapacityField &guard : f.capacityFields) {
        auto byField = resets.find(guard.field);
        if (guard.reset || byField == resets.end())
          continue;
        // The block goes into the object (`ctx->tmpBuff = calloc(...)`: stored outside, or a
        // field key the extractor tracks as an owner) and nothing in the function frees it after.
        for (facts::Block &b : f.blocks) {
          if (b.loop >= 0 || (b.escape != facts::EscapeKind::StoredOutside && b.escape != facts::EscapeKind::None) || b.ownerKey.empty() ||
              b.order < guard.beginOrder || b.order >= guard.endOrder ||
              std::any_of(b.releases.begin(), b.releases.end(),
                          [&](const facts::Release &r) { return r.order > b.order; }))
            continue;
          for (const Reset &r : byField->second) {
            if (r.function == self)
              continue;
            const facts::FunctionFacts *both = commonCaller(self, r.function);
            if (!both)
              continue;
            std::string field = guard.field.substr(guard.field.rfind(':') == std::string::npos
                                                       ? 0
                                                       : guard.field.rfind(':') + 1);
            b.escape = facts::EscapeKind::None;
            b.releases.push_back(
                {facts::ReleaseKind::CapacityReset, r.field->range,
                 "'" + r.function->name + "' resets the capacity '" + field + "' to 0 here, and '" +
                     both->name + "' calls both it and '" + f.name +
                     "': the next call frees the block and allocates it again",
                 -1, std::numeric_limits<uint64_t>::max()});
            break;
          }
        }
      }
    }
}

} // namespace faultline::rules::program
