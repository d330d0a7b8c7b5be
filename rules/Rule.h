// A rule: a pure function from facts to findings, plus the documentation `faultline explain`
// prints. One rule per directory under rules/, with its doc (<rule>.md) and tests beside it.
#pragma once

#include "rules/Finding.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace faultline::rules {

struct RuleOptions {
  // Smallest request that counts as large. The default, 128 KiB, is glibc's initial
  // M_MMAP_THRESHOLD; a request n counts when glibc's chunk size for it reaches the threshold
  // (see Glibc.h), so the default boundary is 131,049 bytes, exactly where glibc starts to mmap.
  uint64_t minSize = 128 * 1024;
  // What to do with a block whose size stays unknown but can plausibly reach minSize (see
  // classifyHeapBlock): report it at severity `note` (it never fails `--fail-on warning`), at
  // `warning`, or not at all (the default). Off by default because on code the rules were not
  // tuned on such findings were right about one time in six (docs/precision.md, "Unknown-size
  // findings are off by default"); a `faultline run` report (`check --runtime`) still settles
  // them under `off` (driver/MeasuredSizes.h). Sizes that cannot plausibly reach minSize are
  // never reported, whatever this says.
  enum class UnknownSizes { Note, Warn, Off };
  UnknownSizes unknownSizes = UnknownSizes::Off;
};

// "note", "warn", "off"; parseUnknownSizes returns false on anything else.
const char *toString(RuleOptions::UnknownSizes);
bool parseUnknownSizes(const std::string &text, RuleOptions::UnknownSizes &out);

class Rule {
public:
  virtual ~Rule() = default;
  virtual const char *id() const = 0;        // "faultline-loop-alloc"
  virtual const char *summary() const = 0;   // one line, for `faultline rules` and SARIF
  virtual const char *documentation() const = 0; // Markdown: What it does / Why is this bad? /
                                                  // Example / Use instead / Options
  virtual void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
                     std::vector<Finding> &out) const = 0;
};

// Every rule, in a fixed order.
const std::vector<std::unique_ptr<Rule>> &allRules();
const Rule *findRule(const std::string &id);

// Runs every enabled rule and returns findings sorted and de-duplicated (template
// instantiations can yield the same finding twice; the larger known size wins).
// Sorted, one finding per rule and range: the larger known size wins (a known size beats an
// unknown one). Used by runRules and by the whole-program join, for findings in header
// functions that several TUs report.
std::vector<Finding> deduplicateFindings(std::vector<Finding> findings);

std::vector<Finding> runRules(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
                              const std::vector<std::string> &disabledRules = {});

} // namespace faultline::rules
