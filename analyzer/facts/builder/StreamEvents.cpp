#include "facts/builder/StreamEvents.h"

#include <algorithm>
#include <set>
#include <string>

namespace faultline::builder {

namespace {

// The fields a buffering change and a read or write share: the call and its stream.
template <typename Event>
Event streamEvent(const extract::StreamFunction &fn, const StreamArguments &args,
                  const CallPlace &at) {
  Event event;
  event.function = fn.name.str();
  event.range = at.range;
  event.stream = streamKey(fn, args);
  event.loop = at.loop;
  event.order = at.order;
  return event;
}

} // namespace

std::string streamKey(const extract::StreamFunction &fn, const StreamArguments &args) {
  if (fn.streamArg < 0)
    return fn.implicitStream.str();
  if (static_cast<size_t>(fn.streamArg) >= args.count())
    return "";
  return args.key(static_cast<size_t>(fn.streamArg));
}

facts::StreamOpen streamOpen(const extract::StreamFunction &fn, const CallPlace &at,
                             OwnerKinds::Kind owner, const std::string &key) {
  facts::StreamOpen open;
  open.opener = fn.name.str();
  open.range = at.range;
  open.loop = at.loop;
  open.order = at.order;
  open.stream = key;
  if (owner == OwnerKinds::Returned)
    open.escape = facts::EscapeKind::Returned;
  else if (owner == OwnerKinds::Stored || owner == OwnerKinds::Argument)
    open.escape = facts::EscapeKind::StoredOutside;
  return open;
}

bool feedsProcessPerItem(const std::string &opener, std::string_view mode) {
  return opener == "popen" && !mode.empty() && mode.front() == 'w';
}

bool opensNamedFile(const std::string &opener) {
  return opener.find("memstream") == std::string::npos && opener != "fmemopen";
}

facts::Release streamClose(const extract::StreamFunction &fn, const CallPlace &at) {
  return {facts::ReleaseKind::Free, at.range, fn.name.str(), at.loop, at.order};
}

facts::BufferingChange bufferingChange(const extract::StreamFunction &fn,
                                       const StreamArguments &args, const CallPlace &at) {
  auto change = streamEvent<facts::BufferingChange>(fn, args, at);
  bool nullBuffer = args.count() > 1 && args.isNull(1);
  if (fn.name == "setvbuf") {
    std::optional<uint64_t> mode = args.count() > 2 ? args.value(2) : std::nullopt;
    constexpr uint64_t kUnbufferedMode = 2; // _IONBF in glibc, musl and the BSDs
    change.unbuffered = mode && *mode == kUnbufferedMode;
    change.callerBuffer = !change.unbuffered && !nullBuffer;
  } else { // setbuf, setbuffer: a null buffer makes the stream unbuffered
    change.unbuffered = nullBuffer;
    change.callerBuffer = !nullBuffer;
  }
  return change;
}

std::optional<facts::StreamOp> streamOp(const extract::StreamFunction &fn,
                                        const StreamArguments &args, const CallPlace &at) {
  auto op = streamEvent<facts::StreamOp>(fn, args, at);
  if (fn.oneCharacter) {
    op.piecewise = true;
  } else {
    uint64_t bytes = 1;
    bool known = true;
    for (unsigned arg : fn.sizeArgs) {
      auto v = arg < args.count() ? args.value(arg) : std::nullopt;
      if (!v || __builtin_mul_overflow(bytes, *v, &bytes))
        known = false;
    }
    op.piecewise = known && bytes <= extract::kPiecewiseTransferLimit;
  }
  if (op.stream.empty())
    return std::nullopt;
  return op;
}

std::string handedOverStream(const facts::FunctionFacts &facts, std::string_view callee,
                             const std::vector<std::string> &argumentKeys) {
  // stdio functions with no table entry that query, position or flush a stream: no data moves.
  static const std::set<std::string_view> kNoTransfer = {
      "ferror", "feof", "clearerr", "fileno", "ferror_unlocked", "feof_unlocked",
      "clearerr_unlocked", "fileno_unlocked", "fseek", "fseeko", "fseeko64", "ftell", "ftello",
      "ftello64", "rewind", "fflush", "fflush_unlocked", "fgetpos", "fsetpos", "flockfile",
      "funlockfile", "ftrylockfile", "fwide", "fpurge", "__fpurge", "__fpending", "__freading",
      "__fwriting", "setlinebuf"};
  if (callee.empty() || kNoTransfer.count(callee) ||
      extract::findStreamFunction(llvm::StringRef(callee.data(), callee.size())))
    return "";
  for (const std::string &key : argumentKeys)
    if (!key.empty() && std::any_of(facts.streamOpens.begin(), facts.streamOpens.end(),
                                    [&](const facts::StreamOpen &s) { return s.stream == key; }))
      return key;
  return "";
}

facts::StreamOp streamHandoff(std::string_view callee, const std::string &stream,
                              const CallPlace &at) {
  facts::StreamOp op; // piecewise stays false: a record at a time
  op.function = std::string(callee);
  op.range = at.range;
  op.stream = stream;
  op.loop = at.loop;
  op.order = at.order;
  return op;
}

bool startsProgram(std::string_view callee) {
  static const std::set<std::string_view> kStarters = {
      "system",  "popen",   "execl",   "execlp",      "execle",       "execv",   "execvp",
      "execvpe", "execve",  "fexecve", "posix_spawn", "posix_spawnp", "_popen",  "_wsystem",
      "_wpopen"};
  return kStarters.count(callee) != 0;
}

bool renamesFile(std::string_view callee) {
  return callee == "rename" || callee == "renameat" || callee == "renameat2";
}

bool changesDirectory(std::string_view callee) { return callee == "chdir"; }

void markDirectoryChanges(facts::FunctionFacts &facts, const std::vector<CallPlace> &directoryChanges) {
  if (directoryChanges.empty())
    return;
  auto changedInLoop = [&](int loop) {
    return std::any_of(directoryChanges.begin(), directoryChanges.end(), [&](const CallPlace &change) {
      return change.loop >= 0 && facts::loopWithin(facts, change.loop, loop);
    });
  };
  auto changedBefore = [&](uint64_t order) {
    return std::any_of(directoryChanges.begin(), directoryChanges.end(),
                       [&](const CallPlace &change) { return change.order < order; });
  };
  for (facts::StreamOpen &open : facts.streamOpens)
    if (open.pathConstant && open.pathRelative &&
        (open.loop >= 0 ? changedInLoop(open.loop) : changedBefore(open.order)))
      open.pathVaries = true;
  for (facts::CallSite &call : facts.calls) {
    call.directoryChangedBefore = changedBefore(call.order);
    for (int loop = call.loop; loop >= 0 && call.directoryChangeLoop < 0;
         loop = facts.loops[static_cast<size_t>(loop)].parent)
      if (changedInLoop(loop))
        call.directoryChangeLoop = loop;
  }
}

void markOneOffFiles(facts::FunctionFacts &facts, const std::map<uint64_t, std::string> &openedPathKeys,
                     const std::vector<CallPlace> &starts,
                     const std::vector<CallPlace> &renames) {
  for (facts::StreamOpen &open : facts.streamOpens) {
    // popen is itself the program start, and its finding already says so.
    if (!open.notRepeated.empty() || !opensNamedFile(open.opener) || open.opener == "popen")
      continue;
    auto sameRepetition = [&](const CallPlace &call) {
      return call.order != open.order &&
             (open.loop < 0 ? call.loop < 0
                            : call.loop >= 0 && facts::loopWithin(facts, call.loop, open.loop));
    };
    std::string where = open.loop < 0 ? "call" : "iteration";
    for (const CallPlace &start : starts)
      if (sameRepetition(start)) {
        open.notRepeated = "beside another program's start (line " +
                           std::to_string(start.range.line) + ") in the same " + where +
                           ": the process costs far more than the stream, and the file is how "
                           "data passes to or from it";
        break;
      }
    auto opened = openedPathKeys.find(open.order);
    for (const CallPlace &rename : renames) {
      if (!open.notRepeated.empty() || !sameRepetition(rename))
        continue;
      // The same path, moved away by a rename in the open's own loop. A helper's rename counts
      // only so (one in an inner loop renames a chunk only when it is full, while the outer loop
      // reopens the same file to append: crunch's chunk()); rename() itself after the open, as
      // ever, whatever it moves (a temporary renamed over its target).
      bool samePath = open.loop == rename.loop && !rename.pathKey.empty() &&
                      opened != openedPathKeys.end() && opened->second == rename.pathKey;
      if (rename.throughHelper && !samePath)
        continue;
      if (rename.order > open.order) {
        open.notRepeated = "renamed after it is written (line " +
                           std::to_string(rename.range.line) + ") in the same " + where +
                           ": a new file each time, replaced whole, which cannot be kept open";
        break;
      }
      // In a loop, a rename earlier in the iteration that moves the opened path away (crunch
      // closes its output chunk, renamefile gives it its final name, then START is created
      // anew): each open starts a new file too. Another path moved aside is no such thing.
      if (open.loop >= 0 && samePath) {
        open.notRepeated = "a file renamed away (line " + std::to_string(rename.range.line) +
                           ") before it is opened again in the same iteration: a new file "
                           "each time, which cannot be kept open";
        break;
      }
    }
  }
}

} // namespace faultline::builder
