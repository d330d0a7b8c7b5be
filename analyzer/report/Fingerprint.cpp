#include "report/Fingerprint.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <utility>

namespace faultline::report {

std::string normaliseLine(llvm::StringRef line) {
  std::string out;
  bool pendingSpace = false;
  for (char c : line.trim()) {
    if (llvm::isSpace(c)) {
      pendingSpace = true;
      continue;
    }
    if (pendingSpace)
      out += ' ';
    pendingSpace = false;
    out += c;
  }
  return out;
}

// FNV-1a rather than a library hash: it is fixed by its definition, so fingerprints stay the same
// across LLVM upgrades (an LLVM hash that changed would reopen every alert).
uint64_t fingerprintKey(llvm::StringRef ruleId, llvm::StringRef function,
                        llvm::StringRef normalisedLine) {
  uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&h](llvm::StringRef s) {
    for (unsigned char c : s) {
      h ^= c;
      h *= 0x100000001b3ULL;
    }
  };
  mix(ruleId);
  mix(llvm::StringRef("\0", 1));
  mix(function);
  mix(llvm::StringRef("\0", 1));
  mix(normalisedLine);
  return h;
}

void assignFingerprints(std::vector<ReportedFinding> &findings, suppress::SourceCache &sources) {
  std::map<std::pair<std::string, uint64_t>, unsigned> seen; // (file, key) -> occurrences so far
  for (ReportedFinding &rf : findings) {
    const rules::Finding &f = rf.finding;
    std::string text = normaliseLine(sources.line(f.range.file, f.range.line).value_or(""));
    uint64_t key = fingerprintKey(f.ruleId, f.function, text);
    unsigned n = ++seen[{f.range.file, key}];
    std::string s;
    llvm::raw_string_ostream os(s);
    os << llvm::format_hex_no_prefix(key, 16) << ':' << n;
    rf.fingerprint = std::move(s);
  }
}

} // namespace faultline::report
