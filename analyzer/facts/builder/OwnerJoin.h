// The join both walkers run once a function body has been read: each owner (a block's, a
// stream's, a call result's) meets the releases, closes and escapes recorded under its key.
// Front-end independent once the walker has said what it knows of the owner's variable
// (OwnerVariable); shared so the Clang and fast-mode facts join the same way.
#pragma once

#include "facts/Facts.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::builder {

// Where a local RAII owner goes out of scope: a release of what it owns.
struct ScopeEnd {
  facts::SourceRange range;
  int loop = -1;
  uint64_t order = 0;
};

// What the walk recorded, by owner key (the walkers keep these as members).
struct OwnerEvents {
  const std::map<std::string, std::vector<facts::Release>> &releases;
  const std::map<std::string, std::vector<facts::Release>> &closes; // streams
  const std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> &escapes;
  // Plain copies of a pointer into another automatic local (`buf = tmp;` after `tmp =
  // realloc(buf, n)`), by the copied key: the copy's releases and escapes are the block's too.
  const std::map<std::string, std::vector<std::string>> *aliases = nullptr;
};

// Every escape a walker saw, in order, by key (the first is OwnerEvents::escapes' entry).
using EscapeHistory =
    std::map<std::string, std::vector<std::pair<facts::EscapeKind, facts::SourceRange>>>;

// `base->field = value;` where both are local pointers: a store the walker also counted as
// value's escape (StoredOutside at `at`).
struct LocalFieldStore {
  std::string value, base;
  facts::SourceRange at;
};

// Back-pointers: `ectx->userdata = out;` with `out->lzc = ectx;` in the same function (halibut's
// deflate context and the LZ77 context it owns, held-out set 39's recall audit): two blocks of
// one structure pointing at each other. The store of one local into a field of a block that is
// itself stored into a field of the first is no escape of the first: drops those stores from
// `escapes`, whose entry for the key becomes the next escape in `history`, if any.
void dropBackPointerEscapes(const std::vector<LocalFieldStore> &stores, const EscapeHistory &history,
                            std::map<std::string, std::pair<facts::EscapeKind, facts::SourceRange>> &escapes);

// `key` and the keys its pointer was copied into, transitively (OwnerEvents::aliases).
std::vector<std::string> keysWithAliases(const std::string &key, const OwnerEvents &events);

// The owner's variable, resolved by the walker (a VarDecl there, a local index here).
struct OwnerVariable {
  bool isStatic = false;               // a static local: what it owns lives for the program
  const ScopeEnd *scopeEnd = nullptr;  // set for a local with a recorded scope end
  std::string_view name;               // with scopeEnd: the variable's name
};

// A block: static owners make it static; otherwise it takes its owner's first escape, releases,
// and (when its owner is a variable) the scope end. `variableOwner`: Owner::Variable.
void joinBlock(facts::Block &block, const std::string &key, bool variableOwner,
               const OwnerVariable &variable, const OwnerEvents &events);

// A call's result (keyed by setCallResult): the releases and escape of the key it went to.
void joinCallResult(facts::CallSite &site, const OwnerVariable &variable, const OwnerEvents &events);

// A stream: its closes, escape, and the first caller-supplied buffer set on it after opening.
void joinStream(facts::StreamOpen &open, const std::string &key,
                const std::vector<facts::BufferingChange> &changes, const OwnerEvents &events);

// A member expression's owner key, `expr:NAME->FIELD` (both walkers key a member expression by
// its text): NAME and FIELD, when both are plain identifiers.
bool memberKeyParts(const std::string &key, std::string &root, std::string &field);

// The parameters (by facts.parameterKeys) that the body releases or closes.
void markReleasedParameters(facts::FunctionFacts &facts, const OwnerEvents &events);

// The whole join, over each walker's (fact index, Owner) lists; `variableOf(owner)` gives the
// OwnerVariable. Owner is the walker's own type (derived from OwnerKinds, with `kind`, `key`).
template <typename Owner, typename VariableOf>
void joinOwners(facts::FunctionFacts &facts, const OwnerEvents &events,
                const std::vector<std::pair<size_t, Owner>> &blockOwners,
                const std::vector<std::pair<size_t, Owner>> &callOwners,
                const std::vector<std::pair<size_t, Owner>> &streamOwners, VariableOf variableOf) {
  for (const auto &[index, owner] : blockOwners)
    joinBlock(facts.blocks[index], owner.key, owner.kind == Owner::Variable, variableOf(owner),
              events);
  for (const auto &[index, owner] : callOwners)
    joinCallResult(facts.calls[index], variableOf(owner), events);
  markReleasedParameters(facts, events);
  for (const auto &[index, owner] : streamOwners)
    joinStream(facts.streamOpens[index], owner.key, facts.bufferingChanges, events);
}

} // namespace faultline::builder
