// `faultline check --fix` and `--export-fixes FILE`: the fixes the AST extractor proved safe
// (facts::Fix, carried in the per-TU facts and the summary cache) attached to the findings
// they remove, then either written in clang-tidy's export-fixes YAML (so
// clang-apply-replacements applies them) or applied in place. Fast mode has no fixes.
#pragma once

#include "facts/Facts.h"
#include "report/Report.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace faultline::driver {

// The fixes of a run's TUs, looked up by the finding they remove.
class FixIndex {
public:
  void add(const std::vector<facts::TranslationUnitFacts> &tus);
  // The fix for `f`: same rule, same range, same loop, found in the loop's own function (a
  // per-call finding is fixed by a workspace parameter, which no edit proves safe).
  const facts::Fix *find(const rules::Finding &f) const;

private:
  using Key = std::tuple<std::string, std::string, unsigned, unsigned, unsigned, unsigned>;
  std::map<Key, facts::Fix> fixes; // a header's fix arrives once per TU that includes it
};

// clang-tidy's export-fixes document (clang/Tooling/DiagnosticsYaml.h) for every finding of
// `rep` that has a fix; paths absolute.
void writeExportFixes(const report::Report &rep, llvm::raw_ostream &os);

// Applies the fixes of `rep`'s findings to their files: per file, all fixes none of whose edits
// touch the bytes of an earlier fix's (insertions at one offset go in the fixes' order, as
// clang-tidy --fix orders them), written atomically (temporary file, rename), and only if the file's
// content is still what was analysed. Prints one line per fix applied or refused on stderr.
// Returns the fingerprints of the findings fixed; false in `ok` when a file could not be
// written.
std::set<std::string> applyFixes(const report::Report &rep, bool &ok);

} // namespace faultline::driver
