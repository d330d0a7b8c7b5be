// Test-only helpers: build FunctionFacts by hand, the way the extractor would, and run one rule.
// Convention: an event's source line equals its `order`, so a test can see which one a finding
// or note points at.
#pragma once

#include "facts/Facts.h"
#include "rules/Rule.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace faultline::facts {
// Readable parameter values in gtest output.
inline void PrintTo(EscapeKind k, std::ostream *os) { *os << toString(k); }
} // namespace faultline::facts

namespace faultline::rules::testing {

inline facts::SourceRange at(unsigned line, unsigned column = 5) {
  return {"/src/work.cpp", line, column, line, column + 10};
}

// Loop `id` whose header is on line 1000 + id (far from event lines).
inline facts::Loop loop(int id, int parent = -1, facts::LoopKind kind = facts::LoopKind::For) {
  return {id, kind, at(1000 + id, 3), parent};
}

inline facts::Size size(std::optional<uint64_t> bytes, std::string expression = "n") {
  facts::Size s;
  s.bytes = bytes;
  s.expression = std::move(expression);
  if (!bytes) // as the extractor says of a size it cannot bound: it can grow
    s.growth = "grows with a value the test does not name";
  return s;
}

inline facts::Release release(int loopId, uint64_t order,
                              facts::ReleaseKind kind = facts::ReleaseKind::Free,
                              std::string function = "free") {
  return {kind, at(order), std::move(function), loopId, order};
}

inline facts::Block block(facts::BlockKind kind, std::optional<uint64_t> bytes, int loopId,
                          uint64_t order, std::vector<facts::Release> releases = {},
                          std::string allocator = "malloc") {
  facts::Block b;
  b.kind = kind;
  b.allocator = std::move(allocator);
  b.range = at(order);
  b.variable = "p";
  b.loop = loopId;
  b.order = order;
  b.size = size(bytes);
  b.releases = std::move(releases);
  return b;
}

// malloc(bytes) at `order` in `loopId`, freed at `freeOrder` in `freeLoop`.
inline facts::Block mallocFreed(std::optional<uint64_t> bytes, int loopId, uint64_t order,
                                int freeLoop, uint64_t freeOrder) {
  return block(facts::BlockKind::Malloc, bytes, loopId, order, {release(freeLoop, freeOrder)});
}

inline facts::FunctionFacts function(std::vector<facts::Loop> loops,
                                     std::string name = "ns::work") {
  facts::FunctionFacts f;
  f.name = std::move(name);
  f.usr = "c:@N@ns@F@work#";
  f.range = at(1, 6);
  f.loops = std::move(loops);
  return f;
}

// Options that report unknown sizes as notes (the product's default, `off`, drops them): what
// the rules' tests check is which unknown sizes are plausible and how they are worded.
inline RuleOptions unknownSizesAsNotes() {
  RuleOptions options;
  options.unknownSizes = RuleOptions::UnknownSizes::Note;
  return options;
}

inline std::vector<Finding> run(const Rule &rule, const facts::FunctionFacts &f,
                                RuleOptions options = unknownSizesAsNotes()) {
  facts::TranslationUnitFacts tu;
  tu.mainFile = "/src/work.cpp";
  tu.functions.push_back(f);
  std::vector<Finding> out;
  rule.check(tu, options, out);
  return out;
}

// The note whose message contains `needle`, or nullptr.
inline const FindingNote *noteContaining(const Finding &finding, const std::string &needle) {
  for (const FindingNote &n : finding.notes)
    if (n.message.find(needle) != std::string::npos)
      return &n;
  return nullptr;
}

} // namespace faultline::rules::testing
