// Every definition of the program, and which definitions a call can reach.
//
// A function defined in a header appears in each TU that includes it: copies with the same key
// and the same definition location are one definition, and the first copy (in the order of the
// sorted TUs) stands for all of them; the definition remembers every TU it appears in. Copies
// with the same key but another location are different definitions: a database with several
// programs defines `main`, `usage` or `process` once per program, and every one is kept.
//
// A call resolves to the definitions that can be linked with its caller (docs/cross-file.md,
// "Several programs in one database"):
//  1. the definitions in a TU the caller's definition appears in;
//  2. else, when link units are known, those in a TU that shares a link unit with it;
//  3. else every definition of that key.
// Before that, definitions that cannot be linked with the caller are dropped: one with internal
// linkage (a `static` function, an anonymous namespace, a lambda) is only ever reached from a
// TU it appears in, and one in a TU defining `main` is not reached from another TU defining
// `main` (two mains are never linked together), unless nothing else is left.
// Of several candidates left, those whose parameter count is the call's argument count, when
// some are (overloads met by name, as fast mode keys calls). Never an arbitrary one of several
// candidates.
#pragma once

#include "facts/Facts.h"
#include "rules/Program.h"

#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::rules::program {

class ProgramIndex {
public:
  // `tus` must stay alive (and in place) as long as the index. `linkUnits` name TU main files
  // (as TranslationUnitFacts::mainFile spells them).
  explicit ProgramIndex(const std::vector<facts::TranslationUnitFacts> &tus,
                        const std::vector<LinkUnit> &linkUnits = {});

  // The first definition with this key (usr, or "name:" + name when the extractor had no USR).
  const facts::FunctionFacts *find(const std::string &key) const;
  // Every definition with this key, in order.
  const std::vector<const facts::FunctionFacts *> &definitions(const std::string &key) const;
  // The definitions a call of `caller` (any copy) can reach, by the order above; empty when
  // the program has no definition the call can link to (a library function).
  const std::vector<const facts::FunctionFacts *> &callees(const facts::FunctionFacts &caller,
                                                           const facts::CallSite &call) const;
  // Definitions (one per group of copies) in a deterministic order: by TU, then by position.
  const std::vector<const facts::FunctionFacts *> &functions() const { return ordered; }
  // The definition a copy belongs to (itself for the first copy); nullptr if not indexed.
  const facts::FunctionFacts *definitionOf(const facts::FunctionFacts *copy) const;
  // The TUs (indices into the sorted TUs) a definition appears in, ascending.
  const std::vector<size_t> &tusOf(const facts::FunctionFacts *definition) const;
  // Definitions of the functions named `name` in TU `tu` (several for overloads).
  std::vector<const facts::FunctionFacts *> namedIn(size_t tu, const std::string &name) const;
  size_t tuCount() const { return tuFiles.size(); }
  const std::string &tuFile(size_t tu) const { return tuFiles[tu]; }
  bool hasLinkUnits() const { return linkUnitsKnown; }
  // Link units (indices into the given list) TU `tu` belongs to, ascending; empty if none.
  const std::vector<size_t> &unitsOf(size_t tu) const { return tuUnits[tu]; }

  static std::string keyOf(const facts::FunctionFacts &f);
  // Keys of functions with internal linkage: Clang writes the file name into the USR of a
  // static function, an anonymous-namespace member or a lambda ("c:main.c@F@helper");
  // fast mode keys static functions by path ("fast:/src/main.c@helper") and lambdas by their
  // display name.
  static bool internalLinkage(const std::string &key);

private:
  struct Definition {
    const facts::FunctionFacts *function;
    std::vector<size_t> tus;
  };
  const std::vector<const facts::FunctionFacts *> &resolve(const facts::FunctionFacts &caller,
                                                           const facts::CallSite &call, size_t tu);
  static bool visibleFrom(const facts::FunctionFacts &candidate, const facts::FunctionFacts &caller,
                          const facts::CallSite &call, const std::vector<std::string> &usingNames);
  bool sharesTu(const Definition &a, const Definition &b) const;
  bool sharesUnit(const Definition &a, const Definition &b) const;
  bool definesMain(const Definition &d) const; // every TU it appears in defines `main`

  std::unordered_map<std::string, std::vector<const facts::FunctionFacts *>> byKey;
  std::unordered_map<const facts::FunctionFacts *, size_t> definitionIndex; // copy -> definitions
  std::vector<Definition> definitionList;
  std::vector<const facts::FunctionFacts *> ordered;
  std::unordered_map<const facts::CallSite *, std::vector<const facts::FunctionFacts *>> resolved;
  std::vector<std::string> tuFiles;
  std::vector<std::vector<const facts::FunctionFacts *>> tuCopies; // per TU, every copy
  std::vector<std::vector<size_t>> tuUnits;
  std::vector<bool> tuHasMain;
  std::vector<const std::vector<std::string> *> tuUsingNames; // TranslationUnitFacts::usingNames
  bool linkUnitsKnown = false;
};

} // namespace faultline::rules::program
