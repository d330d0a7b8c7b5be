#include "rules/stdio_in_loop/StdioInLoop.h"

#include "facts/builder/TerminalDevice.h"
#include "rules/Support.h"
#include "rules/docs/stdioInLoop.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>

namespace faultline::rules {

const char *StdioInLoopRule::summary() const { return docs::stdioInLoopSummary; }
const char *StdioInLoopRule::documentation() const { return docs::stdioInLoop; }

namespace {

constexpr const char *kRuleId = "faultline-stdio-in-loop";
constexpr const char *kOpenFix =
    "keep the stream open across iterations (rewind/fseek it), or give it a caller buffer with "
    "setvbuf";
constexpr const char *kPerCallOpenFix =
    "open the stream once in the caller and pass it in, or give it a caller buffer with setvbuf";
constexpr const char *kPerItemFix =
    "give each stream a caller buffer with setvbuf (one buffer reused for every item), or read "
    "and write in blocks";
constexpr const char *kUnbufferedFix =
    "keep the default buffer or give setvbuf a caller buffer, and write in blocks";

// What one open/close pair per iteration costs, honestly: on glibc >= 2.23 it is system calls
// and allocator churn, not page faults (DESIGN.md "Facts measured").
std::string openCostNote(const std::string &opener) {
  if (opener == "popen")
    return "each iteration also starts a shell and a child process, far more than the stream";
  if (opener == "fmemopen" || opener == "open_memstream" || opener == "open_wmemstream")
    return "a memory stream makes no system calls, but each iteration allocates and frees its "
           "FILE and buffer";
  return "on glibc >= 2.23 the stream buffer comes from malloc, so each iteration costs ~5 "
         "system calls and allocator churn rather than page faults; older glibc and some libcs "
         "mmap a fresh page per stream";
}

// A character or a small fixed block at a time (fgetc, putc, fread of 16 bytes): the traffic a
// stream's buffer exists for. Lines and formatted I/O (fgets, fprintf, fscanf) count as piecewise
// on an unbuffered stream, but on a per-item stream they are the parsing the item needs.
bool movesCharacters(const facts::StreamOp &op) {
  static const std::set<std::string_view> kByteLevel = {
      "fgetc", "getc", "getc_unlocked", "fgetc_unlocked", "fputc", "putc", "putc_unlocked",
      "fputc_unlocked", "ungetc", "fread", "fread_unlocked", "fwrite", "fwrite_unlocked",
      "getwc", "fgetwc", "putwc", "fputwc"};
  return op.piecewise && kByteLevel.count(op.function);
}

// The first byte-level read or write of the stream after it is opened that a loop repeats
// within the stream's life (its loop is not the open's own), if any. A fixed number of small
// reads (sniffing a file's header: sqlite's deduceDatabaseType reads 16, 25 and 22 bytes) is a
// constant amount of work per file, the per-item work itself, not piece-by-piece traffic.
// A loop whose body also moves a record of the stream at a time (a block of caller data:
// fwrite(buf, 1, n, f), fprintf(f, "%.*s", len, text), fputs, fgets) is block I/O: a character
// it adds (the newline a hunk lacks, a separator) is one byte per record, not the traffic.
bool movesRecordsInLoop(const facts::FunctionFacts &f, const facts::StreamOpen &s,
                        const facts::StreamOp &byteOp) {
  for (const facts::StreamOp &op : f.streamOps)
    if (op.stream == s.stream && op.loop == byteOp.loop && op.order > s.order &&
        !movesCharacters(op))
      return true;
  return false;
}

const facts::StreamOp *firstPiecewiseUse(const facts::FunctionFacts &f, const facts::StreamOpen &s) {
  if (s.stream.empty())
    return nullptr;
  // Up to the next open of the same variable when this stream is closed before it: macutils'
  // read_file opens and closes `fd` in each case of its switch, and the `fgetc(fd)` loop of one
  // case is not the use of another case's stream. Two opens in the two arms of an `if` (rsync's
  // parse_filter_file: `fp = fopen(line, "rb")` or `fp = fopen(fname, "rb")`, no close between)
  // share the reads that follow both.
  uint64_t nextOpen = UINT64_MAX;
  for (const facts::StreamOpen &other : f.streamOpens)
    if (other.stream == s.stream && other.order > s.order)
      nextOpen = std::min(nextOpen, other.order);
  if (std::none_of(s.closes.begin(), s.closes.end(),
                   [&](const facts::Release &close) { return close.order > s.order && close.order < nextOpen; }))
    nextOpen = UINT64_MAX;
  for (const facts::StreamOp &op : f.streamOps)
    if (op.stream == s.stream && movesCharacters(op) && op.order > s.order && op.order < nextOpen &&
        op.loop >= 0 && op.loop != s.loop && !movesRecordsInLoop(f, s, op))
      return &op;
  return nullptr;
}

} // namespace

bool openIsChurn(const facts::FunctionFacts &f, const facts::StreamOpen &s) {
  if (!s.notRepeated.empty() || s.escape != facts::EscapeKind::None || s.callerBuffer)
    return false;
  return !s.pathVaries || firstPiecewiseUse(f, s);
}

Finding openCloseFinding(const facts::FunctionFacts &f, const facts::StreamOpen &s,
                         const Repetition &rep) {
  Finding finding;
  finding.ruleId = kRuleId;
  const facts::StreamOp *piecewise = s.pathVaries ? firstPiecewiseUse(f, s) : nullptr;
  // A different file per item cannot be kept open: all a caller buffer saves is the one stdio
  // buffer malloc per file (~4 KiB, below the mmap threshold: no page fault per item). Worth
  // knowing, not worth failing a build: a note (issue 10, point 5).
  finding.severity = piecewise ? Severity::Note : Severity::Warning;
  finding.confidence = Confidence::Medium;
  finding.range = s.range;
  finding.function = f.name;
  finding.loop = rep.loop;
  finding.fix = piecewise ? kPerItemFix : rep.perCall() ? kPerCallOpenFix : kOpenFix;
  // Through a wrapper (git_fopen), the site is the wrapper's call here and the reason names both.
  finding.message = "stream opened by '" + s.opener + "'" +
                    (s.through.empty() ? "" : " through '" + s.through + "'") + " and closed " +
                    repetitionPhrase(rep);
  if (piecewise)
    finding.message += ": a different file each time, read or written one piece at a time "
                       "without a caller buffer; one setvbuf buffer reused for every file would "
                       "save a ~4 KiB stdio buffer malloc per file";
  addRepetitionNotes(finding, rep, "opened and closed");
  if (piecewise)
    addNote(finding, piecewise->range,
            "a different file each time (per-item work), but every '" + piecewise->function +
                "' goes through a buffer malloc'd anew for each stream");
  addNote(finding, rep.release->range,
          "closed here by '" + rep.release->function + "'" +
              (rep.perCall() ? ", before the call returns" : ", within the same iteration"));
  addNote(finding, {}, openCostNote(s.opener));
  addNote(finding, {}, "fix: " + finding.fix);
  return finding;
}

namespace {

// Stream keys are opaque for matching, but people read messages: the Clang extractor spells a
// variable "name@line:col" and a field or element "expr:<source text>"; show just the name or
// text. Any other key is shown as is.
std::string displayName(const std::string &key) {
  std::string_view name = key;
  if (name.starts_with("expr:"))
    return std::string(name.substr(5));
  size_t at = name.rfind('@');
  if (at != std::string_view::npos && at > 0 &&
      name.find_first_not_of("0123456789:", at + 1) == std::string_view::npos)
    name = name.substr(0, at);
  return std::string(name);
}

bool isRead(std::string_view fn) {
  static const std::set<std::string_view> reads = {
      "fgetc", "getc", "getchar", "fgets", "fread", "fscanf", "scanf", "vfscanf", "vscanf",
      "getline", "getdelim", "ungetc", "fgetwc", "getwc", "getwchar", "fgetws", "fgetc_unlocked",
      "getc_unlocked", "getchar_unlocked", "fread_unlocked", "fgets_unlocked"};
  return reads.count(fn) != 0;
}

// True if a later setvbuf/setbuf gave `stream` a buffer again before `op` (straight-line order).
bool rebufferedBefore(const facts::FunctionFacts &f, const facts::BufferingChange &change,
                      const facts::StreamOp &op) {
  for (const facts::BufferingChange &c : f.bufferingChanges)
    if (c.stream == change.stream && !c.unbuffered && c.order > change.order && c.order < op.order)
      return true;
  return false;
}

void checkUnbuffered(const facts::FunctionFacts &f, std::vector<Finding> &out) {
  // One finding per (stream, loop): at the first piecewise op in that loop.
  std::map<std::pair<std::string, int>, std::pair<const facts::BufferingChange *,
                                                  const facts::StreamOp *>> first;
  for (const facts::BufferingChange &change : f.bufferingChanges) {
    // stderr is unbuffered by definition (C11 7.21.3p7): making it so again changes nothing,
    // and what a loop writes there is diagnostics, not a data stream.
    if (!change.unbuffered || change.stream == "stderr")
      continue;
    // The controlling terminal, opened here to prompt a person (openldap's lutil_getpass reads
    // the password from an unbuffered /dev/tty one character at a time): read as fast as one
    // types, not per record of data.
    if (std::any_of(f.streamOpens.begin(), f.streamOpens.end(), [&](const facts::StreamOpen &open) {
          return open.stream == change.stream && builder::isTerminalDeviceNote(open.notRepeated);
        }))
      continue;
    for (const facts::StreamOp &op : f.streamOps) {
      if (op.stream != change.stream || !op.piecewise || op.loop < 0)
        continue;
      // The change precedes the op, or sits in the op's loop (a later iteration sees it).
      bool applies = change.order < op.order || facts::loopWithin(f, change.loop, op.loop);
      if (!applies || rebufferedBefore(f, change, op))
        continue;
      auto [it, inserted] = first.try_emplace({op.stream, op.loop}, &change, &op);
      if (!inserted && op.order < it->second.second->order)
        it->second = {&change, &op};
    }
  }
  for (const auto &[key, pair] : first) {
    const auto &[change, op] = pair;
    const bool read = isRead(op->function);
    Finding finding;
    finding.ruleId = kRuleId;
    finding.severity = Severity::Warning;
    finding.confidence = Confidence::Medium;
    finding.range = op->range;
    finding.function = f.name;
    finding.loop = loopRange(f, op->loop);
    finding.fix = kUnbufferedFix;
    finding.message = "unbuffered stream '" + displayName(op->stream) + "' is " + (read ? "read" : "written") +
                      " one piece at a time in this loop: every '" + op->function + "' is a " +
                      (read ? "read(2)" : "write(2)") + " system call";
    addNote(finding, *finding.loop, "in this " + loopLabel(loopKind(f, op->loop)));
    addNote(finding, change->range, "made unbuffered here by '" + change->function + "'");
    addNote(finding, {}, "fix: " + finding.fix);
    out.push_back(std::move(finding));
  }
}

} // namespace

void StdioInLoopRule::check(const facts::TranslationUnitFacts &tu, const RuleOptions &,
                            std::vector<Finding> &out) const {
  for (const facts::FunctionFacts &f : tu.functions) {
    // One finding per stream and loop: `f = fopen(...)` and a later `freopen(..., f)` of the
    // same FILE are one stream's churn.
    std::set<std::pair<std::string, int>> reported;
    for (const facts::StreamOpen &s : f.streamOpens) {
      if (s.loop < 0 || !openIsChurn(f, s))
        continue;
      if (!s.stream.empty() && reported.count({s.stream, s.loop}))
        continue;
      if (auto rep = repeatsInLoop(f, s.loop, s.order, s.closes)) {
        out.push_back(openCloseFinding(f, s, *rep));
        if (!s.stream.empty())
          reported.insert({s.stream, s.loop});
      }
    }
    checkUnbuffered(f, out);
  }
}

} // namespace faultline::rules
