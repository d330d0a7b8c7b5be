#include "driver/MeasuredSizes.h"

#include "rules/Glibc.h"
#include "rules/Support.h"
#include "runtime/Confirm.h"

#include "llvm/Support/Path.h"

namespace faultline::driver {

bool hasUnknownSize(const rules::Finding &f) {
  // The allocation rules' findings only: a stream has no size, nor has clang-tidy-nolint's
  // report of an unmatched NOLINTBEGIN.
  return !f.sizeBytes &&
         (f.ruleId == "faultline-loop-alloc" || f.ruleId == "faultline-per-call-buffer" ||
          f.ruleId == "faultline-vector-temporary");
}

void settleMeasuredSizes(std::vector<rules::Finding> &findings, const runtime::RuntimeReport &rt,
                         const std::string &root, uint64_t minSize) {
  for (rules::Finding &f : findings) {
    if (!hasUnknownSize(f))
      continue;
    // The run may have been built elsewhere (another checkout, a CI workspace): match the
    // root-relative path as a path suffix too, as `confirm` does.
    llvm::StringRef relative = f.range.file;
    llvm::SmallString<256> absolute(f.range.file);
    if (!llvm::sys::path::is_absolute(absolute) && !root.empty()) {
      absolute = root;
      llvm::sys::path::append(absolute, f.range.file);
    } else if (!root.empty() && relative.consume_front(root)) {
      relative.consume_front("/");
    }
    runtime::Counters c =
        runtime::measuredAt(rt, relative, absolute, f.range.line, f.range.endLine);
    if (!c.calls)
      continue; // the run never reached it: nothing measured, nothing settled
    // Blocks under the runtime floor are counted per call, not traced: their sizes are known
    // only as a mean (bytes / calls), which is a lower bound of the largest.
    uint64_t largest = c.maxSize ? c.maxSize : c.bytes / c.calls;
    if (rules::glibc::countsAsLarge(largest, minSize) && c.calls < 2) {
      // One block in the whole run shows a size, not a repetition: the finding says the block
      // is made on every call or iteration, and this run did not make it twice (llama.cpp's
      // sampler chain grows its buffer once in 200 sampled tokens). As `confirm` says of such a
      // site, too few calls to see a per-call cost: the size stays unknown.
      rules::addNote(f, {},
                     "measured by `faultline run`: one block of " + rules::formatBytes(largest) +
                         " in that run, allocated once: no repetition seen, so the size stays "
                         "statically unknown");
    } else if (rules::glibc::countsAsLarge(largest, minSize)) {
      f.sizeBytes = largest;
      f.confidence = rules::Confidence::High;
      f.severity = rules::glibc::alwaysMmapped(largest) ? rules::Severity::Error
                                                        : rules::Severity::Warning;
      std::string measured = "size measured at run time: up to " + rules::formatBytes(largest);
      size_t unknown = f.message.rfind(" (size unknown: ");
      if (unknown != std::string::npos)
        f.message.replace(unknown + 2, std::string("size unknown").size(),
                          measured + "; statically unknown");
      else
        f.message += " (" + measured + ")";
      rules::addNote(f, {},
                     "size measured by `faultline run`: blocks up to " +
                         rules::formatBytes(largest) + " over " + std::to_string(c.calls) +
                         " call(s) (" + std::to_string(c.tracedCalls) +
                         " at or above the runtime floor); statically unknown: " +
                         (f.sizeExpression.empty() ? "?" : f.sizeExpression));
    } else {
      rules::addNote(f, {},
                     "measured by `faultline run`: never large: at most " +
                         rules::formatBytes(largest) + " over " + std::to_string(c.calls) +
                         " call(s), below the " + rules::formatUnits(minSize) +
                         " threshold in that run");
    }
  }
}

} // namespace faultline::driver
