#include "rules/program/OwnerPairs.h"

#include "rules/program/FieldReleases.h"
#include "rules/program/ValueTests.h"
#include "rules/program/Wrappers.h"

#include <algorithm>
#include <map>
#include <optional>

namespace faultline::rules::program {

namespace {

// The blocks a constructor leaves in the fields of the struct it returns, by field name.
using OwnedBlocks = std::map<std::string, const facts::Block *>;

// The local variable `f` returns holding a block (its own, or a call's result): "" when none.
std::string returnedVariable(const facts::FunctionFacts &f) {
  for (const facts::Block &b : f.blocks)
    if (b.escape == facts::EscapeKind::Returned && b.loop < 0 && !b.ownerKey.empty() &&
        b.ownerKey.rfind("expr:", 0) != 0)
      return variableName(b.ownerKey);
  for (const facts::CallSite &call : f.calls)
    if (call.resultEscape == facts::EscapeKind::Returned && call.loop < 0 &&
        !call.resultKey.empty() && call.resultKey.rfind("expr:", 0) != 0)
      return variableName(call.resultKey);
  return "";
}

// A block set into `variable->field` once per call and kept there on success: released in the
// constructor only on failure paths (`if (!s->sums) { free(s); return NULL; }` frees other
// things; a field freed on success is not owned), not escaping anywhere else.
OwnedBlocks ownedBlocks(const facts::FunctionFacts &f) {
  OwnedBlocks owned;
  std::string variable = returnedVariable(f);
  if (variable.empty())
    return owned;
  const std::string prefix = "expr:" + variable + "->";
  for (const facts::Block &b : f.blocks) {
    if (b.kind == facts::BlockKind::Container || b.loop >= 0 ||
        b.escape != facts::EscapeKind::None || !b.notRepeated.empty() ||
        b.descriptorParameter >= 0 || b.ownerKey.rfind(prefix, 0) != 0)
      continue;
    if (!b.releases.empty() && !b.releasedOnFailureOnly)
      continue;
    std::string field = b.ownerKey.substr(prefix.size());
    if (field.empty() || field.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTU"
                                                 "VWXYZ0123456789_") != std::string::npos)
      continue;
    owned.emplace(field, &b); // the first, when a field is set twice
  }
  return owned;
}

// Orders owned blocks by size, largest first: a known size by its bytes, above a size the call
// decides (affine in an argument) and an unknown one, which keep the constructor's order.
bool larger(const facts::Size &a, const facts::Size &b) {
  if (a.bytes && b.bytes)
    return *a.bytes > *b.bytes;
  return a.bytes.has_value() && !b.bytes.has_value();
}

// Calls in `f` of a destructor that releases `field` of argument `key` (free_sums(s)).
std::vector<facts::Release> destructorReleases(const facts::FunctionFacts &f,
                                               const std::string &key, const std::string &field,
                                               const ProgramIndex &index) {
  std::vector<facts::Release> out;
  for (const facts::CallSite &call : f.calls) {
    bool releases = false;
    for (const facts::FunctionFacts *callee : index.callees(f, call))
      for (const std::string &released : callee->releasedParameterFields) {
        size_t q = 0;
        std::string releasedField;
        if (parseReleasedField(released, q, releasedField) && releasedField == field &&
            q < call.argumentKeys.size() && call.argumentKeys[q] == key)
          releases = true;
      }
    if (releases)
      out.push_back({facts::ReleaseKind::Free, call.range, call.callee, call.loop, call.order});
  }
  return out;
}

// The block a pair makes at `call`: `owned`'s kind and size seen from the call, its field named
// `owner` in the size note, `how` saying what the callee is (ending before the releaser's name),
// released by `releases`, made where the call runs.
facts::Block pairedBlock(const facts::CallSite &call, int id, const facts::Block &owned,
                         const std::string &owner, const std::string &how,
                         std::vector<facts::Release> releases) {
  facts::Block b = blockAtCall(call, id, owned.kind, owned.size);
  b.size.expression = "the block '" + call.callee + "' sets into " + owner + ": " + owned.size.expression;
  b.size.derivation = "'" + call.callee + "' " + how + " a block from '" + owned.allocator + "' that '" +
                      releases.front().function + "' releases" +
                      (owned.size.derivation.empty() ? "" : "; " + owned.size.derivation);
  b.valueInitialized = owned.valueInitialized;
  b.escape = facts::EscapeKind::None;
  b.notRepeated = call.notRepeated;
  b.runsOnlyIf = call.runsOnlyIf;
  b.onlyOnSuccess = call.onlyOnSuccess;
  b.releases = std::move(releases);
  return b;
}

// A parameter's field an initialiser leaves holding a fresh block: parameter index, field name.
struct FieldBlock {
  size_t parameter;
  std::string field;
  const facts::Block *block;
};

// The blocks `f` sets into fields of its pointer parameters and keeps there on success
// (`d->buffer = malloc(n)`; freed only on failure paths, if at all), as ownedBlocks reads a
// constructor's.
std::vector<FieldBlock> initialisedFields(const facts::FunctionFacts &f) {
  std::vector<FieldBlock> out;
  for (size_t q = 0; q < f.parameterKeys.size(); ++q) {
    std::string name = variableName(f.parameterKeys[q]);
    if (name.empty())
      continue;
    const std::string prefix = "expr:" + name + "->";
    for (const facts::Block &b : f.blocks) {
      if (b.kind == facts::BlockKind::Container || b.loop >= 0 ||
          b.escape != facts::EscapeKind::None || !b.notRepeated.empty() ||
          b.descriptorParameter >= 0 || b.ownerKey.rfind(prefix, 0) != 0 ||
          (!b.releases.empty() && !b.releasedOnFailureOnly))
        continue;
      std::string field = b.ownerKey.substr(prefix.size());
      if (!field.empty() && field.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS"
                                                    "TUVWXYZ0123456789_") == std::string::npos)
        out.push_back({q, field, &b});
    }
  }
  return out;
}

// How a message names the object's field: `d.buffer` for `&d`, `p->buffer` for a pointer.
std::string fieldOfArgument(const std::string &key, const std::string &field) {
  if (key.rfind("&", 0) == 0)
    return variableName(key.substr(1)) + "." + field;
  if (key.rfind("expr:", 0) == 0)
    return key.substr(5) + "->" + field;
  return variableName(key) + "->" + field;
}

using Constructors = std::map<const facts::FunctionFacts *, std::map<std::string, facts::Block>>;

// A function that returns a constructor's result on every call (bogofilter's `wordhash_t
// *wordhash_new(void) { return wordhash_init(WH_NORMAL, 0); }`, recall audit of held-out set
// 37) is a constructor too: the struct it returns owns the same fields, their sizes seen from
// its call (a size the forwarded arguments decide). The call must run unconditionally, outside
// loops, on every path that returns.
constexpr int kMaxForwardingPasses = 8;

void addForwardingConstructors(Constructors &constructors, const ProgramIndex &index) {
  for (int pass = 0; pass < kMaxForwardingPasses; ++pass) {
    bool changed = false;
    for (const facts::FunctionFacts *f : index.functions()) {
      if (constructors.count(f))
        continue;
      for (const facts::CallSite &call : f->calls) {
        if (call.startsThread || call.resultEscape != facts::EscapeKind::Returned || call.loop >= 0 ||
            underCondition(*f, call.runsOnlyIf) || !call.notRepeated.empty())
          continue;
        auto ctor = constructors.end();
        for (const facts::FunctionFacts *callee : index.callees(*f, call))
          if (callee != f && (ctor = constructors.find(callee)) != constructors.end())
            break;
        if (ctor == constructors.end())
          continue;
        std::map<std::string, facts::Block> owned;
        for (const auto &[field, block] : ctor->second) {
          facts::Block seen = block;
          seen.size = sizeAtCall(block.size, call);
          owned.emplace(field, std::move(seen));
        }
        constructors.emplace(f, std::move(owned));
        changed = true;
        break;
      }
    }
    if (!changed)
      break;
  }
}

using Initialisers =
    std::map<const facts::FunctionFacts *, std::vector<std::pair<FieldBlock, facts::Block>>>;

// A function that hands one of its parameters to an initialiser on every call is an initialiser
// of that parameter's field too (analog's `logfile_init(lf) { lf->type = 0; return
// my_lfopen(lf); }`, whose my_lfopen sets lf->file2 to a 3.5 MiB bzip2 decoder; recall audit of
// held-out set 39), its block's size seen from its call. The call must run unconditionally,
// outside loops, as a forwarding constructor's must.
void addForwardingInitialisers(Initialisers &initialisers, const ProgramIndex &index) {
  for (int pass = 0; pass < kMaxForwardingPasses; ++pass) {
    bool changed = false;
    for (const facts::FunctionFacts *f : index.functions()) {
      if (initialisers.count(f))
        continue;
      std::vector<std::pair<FieldBlock, facts::Block>> forwarded;
      for (const facts::CallSite &call : f->calls) {
        if (call.startsThread || call.loop >= 0 || underCondition(*f, call.runsOnlyIf) ||
            !call.notRepeated.empty())
          continue;
        auto init = initialisers.end();
        for (const facts::FunctionFacts *callee : index.callees(*f, call))
          if (callee != f && (init = initialisers.find(callee)) != initialisers.end())
            break;
        if (init == initialisers.end())
          continue;
        for (const auto &[fb, block] : init->second) {
          if (fb.parameter >= call.argumentKeys.size() || call.argumentKeys[fb.parameter].empty())
            continue;
          auto own = std::find(f->parameterKeys.begin(), f->parameterKeys.end(),
                               call.argumentKeys[fb.parameter]);
          if (own == f->parameterKeys.end())
            continue;
          facts::Block seen = block;
          seen.size = sizeAtCall(block.size, call);
          forwarded.push_back(
              {FieldBlock{static_cast<size_t>(own - f->parameterKeys.begin()), fb.field, nullptr},
               std::move(seen)});
        }
      }
      if (!forwarded.empty()) {
        initialisers.emplace(f, std::move(forwarded));
        changed = true;
      }
    }
    if (!changed)
      break;
  }
}

} // namespace

void expandInitialiserPairs(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index) {
  Initialisers initialisers;
  for (const facts::FunctionFacts *f : index.functions())
    for (const FieldBlock &fb : initialisedFields(*f))
      initialisers[f].push_back({fb, *fb.block}); // copied: callers' blocks grow below
  if (initialisers.empty())
    return;
  addForwardingInitialisers(initialisers, index);
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions) {
      std::vector<facts::Block> added;
      for (const facts::CallSite &call : f.calls) {
        if (call.startsThread)
          continue;
        auto init = initialisers.end();
        for (const facts::FunctionFacts *callee : index.callees(f, call))
          if (init = initialisers.find(callee); init != initialisers.end())
            break;
        if (init == initialisers.end())
          continue;
        const facts::Block *chosen = nullptr;
        std::string chosenField, chosenKey;
        std::vector<facts::Release> chosenReleases;
        for (const auto &[fb, block] : init->second) {
          if (fb.parameter >= call.argumentKeys.size() || call.argumentKeys[fb.parameter].empty())
            continue;
          const std::string &key = call.argumentKeys[fb.parameter];
          std::vector<facts::Release> releases = destructorReleases(f, key, fb.field, index);
          if (releases.empty() || (chosen && !larger(block.size, chosen->size)))
            continue;
          chosen = &block;
          chosenField = fb.field;
          chosenKey = key;
          chosenReleases = std::move(releases);
        }
        if (!chosen)
          continue;
        const std::string owner = "'" + fieldOfArgument(chosenKey, chosenField) + "'";
        facts::Block b = pairedBlock(call, static_cast<int>(f.blocks.size() + added.size()), *chosen,
                                     owner, "initialises " + owner + " with",
                                     std::move(chosenReleases));
        b.variable = fieldOfArgument(chosenKey, chosenField);
        added.push_back(std::move(b));
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
    }
}

void expandOwnerPairs(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index) {
  // Constructors first, over the whole program, before any caller gains blocks; copied, since a
  // constructor can itself be a caller whose blocks grow below.
  Constructors constructors;
  for (const facts::FunctionFacts *f : index.functions()) {
    OwnedBlocks owned = ownedBlocks(*f);
    for (const auto &[field, block] : owned)
      constructors[f].emplace(field, *block);
  }
  if (constructors.empty())
    return;
  addForwardingConstructors(constructors, index);
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions) {
      std::vector<facts::Block> added;
      for (const facts::CallSite &call : f.calls) {
        // The struct itself must stay in the caller: kept in an object or returned, its blocks
        // live past this call (and past the iteration).
        if (call.startsThread || call.resultKey.empty() ||
            call.resultKey.rfind("expr:", 0) == 0 || call.resultEscape != facts::EscapeKind::None)
          continue;
        auto ctor = constructors.end();
        for (const facts::FunctionFacts *callee : index.callees(f, call))
          if (ctor = constructors.find(callee); ctor != constructors.end())
            break;
        if (ctor == constructors.end())
          continue;
        // The largest owned block a destructor call here releases; a field no call releases
        // is kept (or leaked) and says nothing about churn.
        const facts::Block *chosen = nullptr;
        std::string chosenField;
        std::vector<facts::Release> chosenReleases;
        for (const auto &[field, owned] : ctor->second) {
          std::vector<facts::Release> releases = destructorReleases(f, call.resultKey, field, index);
          if (releases.empty() || (chosen && !larger(owned.size, chosen->size)))
            continue;
          chosen = &owned;
          chosenField = field;
          chosenReleases = std::move(releases);
        }
        if (!chosen)
          continue;
        const std::string owner = "'" + variableName(call.resultKey) + "->" + chosenField + "'";
        added.push_back(pairedBlock(call, static_cast<int>(f.blocks.size() + added.size()), *chosen,
                                    owner, "is a constructor: the struct it returns owns " + owner + ",",
                                    std::move(chosenReleases)));
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
    }
}

} // namespace faultline::rules::program
