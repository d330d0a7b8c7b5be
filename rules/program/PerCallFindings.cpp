#include "rules/program/PerCallFindings.h"

#include "facts/builder/AsciiCase.h"
#include "facts/builder/HostEntries.h"
#include "facts/builder/PerElementAlgorithms.h"
#include "facts/builder/StreamEvents.h"
#include "rules/Support.h"
#include "rules/loop_alloc/LoopAlloc.h"
#include "rules/program/CapacityResets.h"
#include "rules/program/ForwardedObjects.h"
#include "rules/program/Forwarders.h"
#include "rules/program/SettledStates.h"
#include "rules/program/Wrappers.h"
#include "rules/stdio_in_loop/StdioInLoop.h"
#include "rules/vector_temporary/VectorTemporary.h"

#include <algorithm>
#include <set>

namespace faultline::rules::program {

namespace {

// What the loop's call passes for a stream's path parameter (`for (...) process(argv[i])`): the
// parameter is followed back up the call path while each caller passes its own parameter on
// unchanged (the argument's value is that parameter as the caller received it: a parameter the
// caller reassigned first, `name = ask_for_file_name(name)`, breaks the chain); the call made in
// the loop then says whether that argument changes per iteration. A constant string passed on
// the way is the same file every time. Unknown when the chain breaks (the path is computed on
// the way).
enum class PathAtLoop { Varies, Invariant, Unknown };
PathAtLoop pathAtLoop(const facts::StreamOpen &s, const HotPath &path) {
  int parameter = s.pathParameter;
  for (size_t i = path.calls.size(); parameter >= 0 && i-- > 0;) {
    const auto &[caller, call] = path.calls[i];
    if (i == 0) {
      const std::vector<int> &varying = call->argumentsVarying;
      bool varies = std::find(varying.begin(), varying.end(), parameter) != varying.end();
      return varies ? PathAtLoop::Varies : PathAtLoop::Invariant;
    }
    if (static_cast<size_t>(parameter) >= call->arguments.size())
      return PathAtLoop::Unknown;
    const facts::SymbolicValue &v = call->arguments[static_cast<size_t>(parameter)];
    // A constant string, or in fast mode an all-capitals name it could not resolve: a macro of
    // a header or of the command line (inetutils' `checkuser(PATH_FTPUSERS, name)`, set 20).
    if (v.text || builder::allCapitalsName(v.symbol))
      return PathAtLoop::Invariant;
    if (v.parameter < 0 || v.multiplier != 1 || v.addend != 0)
      return PathAtLoop::Unknown;
    parameter = v.parameter;
  }
  return PathAtLoop::Unknown;
}

// Whether the stream's path is a relative constant (`"CVS/Entries.Static"`): its own, or the
// constant string the path's calls pass for its path parameter (cvs's ign_add_file(CVSDOTIGNORE)).
bool relativePathAtLoop(const facts::StreamOpen &s, const HotPath &path) {
  if (s.pathConstant)
    return s.pathRelative;
  int parameter = s.pathParameter;
  for (size_t i = path.calls.size(); parameter >= 0 && i-- > 0;) {
    const facts::CallSite &call = *path.calls[i].second;
    if (static_cast<size_t>(parameter) >= call.arguments.size())
      return false;
    const facts::SymbolicValue &v = call.arguments[static_cast<size_t>(parameter)];
    if (v.text)
      return builder::isRelativePath(*v.text);
    if (v.parameter < 0 || v.multiplier != 1 || v.addend != 0)
      return false;
    parameter = v.parameter;
  }
  return false;
}

// Whether the working directory changes on the way from the loop to the open, once per
// iteration: a chdir in the loop itself (anywhere in its body), or in a function on the path
// before (or in a loop around) its call down (facts::CallSite::directoryChangedBefore). A chdir
// before the loop leaves every iteration in the same directory.
bool directoryChangesOnPath(const HotPath &path) {
  for (size_t i = 0; i < path.calls.size(); ++i) {
    const facts::CallSite &call = *path.calls[i].second;
    if (i > 0 ? call.directoryChangedBefore || call.directoryChangeLoop >= 0
              : call.directoryChangeLoop >= 0 && path.loopFunction && path.loop >= 0 &&
                    facts::loopWithin(*path.loopFunction, call.directoryChangeLoop, path.loop))
      return true;
  }
  return false;
}

// An event the callee makes only on paths that return 0 (facts::Block::onlyOnSuccess), reached
// straight from a loop whose call stops going round once it returned 0 (facts::CallSite::
// loopEndsOnSuccess: `if (merge(...)) continue;` with the rest of the body leaving): it runs at
// most once per run of that loop, not per iteration. Only the direct callee: one call deeper,
// the caller's own result would have to follow the callee's, which no fact says. A function
// reached from several loops keeps the first path found (HotPaths.h; others only when they
// pass other constants), so another loop without the shape is seldom looked at: a miss, never
// a false finding.
bool onceOnSuccess(bool onlyOnSuccess, const HotPath &path) {
  return onlyOnSuccess && path.calls.size() == 1 && path.calls[0].second->loopEndsOnSuccess;
}

bool enabled(const std::vector<std::string> &disabled, const char *id) {
  return std::find(disabled.begin(), disabled.end(), id) == disabled.end();
}

std::string where(const facts::SourceRange &r) {
  size_t slash = r.file.rfind('/');
  return (slash == std::string::npos ? r.file : r.file.substr(slash + 1)) + ":" +
         std::to_string(r.line);
}

// The first release after `order` anywhere in the function: the block dies before the call
// returns (RAII scope ends and temporaries included).
const facts::Release *releasedBeforeReturn(uint64_t order, const std::vector<facts::Release> &rs) {
  const facts::Release *best = nullptr;
  for (const facts::Release &r : rs)
    if (r.order > order && (!best || r.order < best->order))
      best = &r;
  return best;
}

// In a real program almost every function is reachable from some loop (main's event loop calls
// everything), so an allocation of unknown size in a function deep below a loop says little: it
// is reported only when a loop calls its function directly, or through forwarders only
// (Forwarders.h: a function that just passes its arguments on adds no distance). Known sizes
// (or sizes resolved from the arguments on the path) are reported at any depth.
// Through forwarders, only a size that is a dimension of an object the function is handed
// (Forwarders.h, grownByHandedObject).
bool directlyInALoop(const ProgramIndex &index, const facts::FunctionFacts &f,
                     const facts::Block &b, const HotPath &path) {
  if (!path.loopFunction)
    return false;
  if (path.calls.size() == 1)
    return true;
  // A loop that reaches its own function again (through forwarders) is recursion, mostly
  // error recovery (lmdb's mdb_reader_check0 -> mdb_mutex_failed -> mdb_reader_check0), not a
  // loop driving a callee: not looked through.
  return path.loopFunction != &f && handedDownThroughForwarders(f, b.size.growth, path) &&
         hopsBelowLoop(index, path) == 1;
}

Repetition repetitionFor(const facts::FunctionFacts &f, const HotPath &path,
                         const facts::Release *release) {
  Repetition rep;
  rep.release = release;
  rep.function = f.name;
  rep.recursive = path.recursive;
  if (path.loopFunction) {
    rep.loop = loopRange(*path.loopFunction, path.loop);
    rep.loopKind = loopKind(*path.loopFunction, path.loop);
    rep.loopFunction = path.loopFunction->name;
    if (builder::isHostTable(*path.loopFunction))
      rep.hostTable = path.loopFunction->name;
    if (builder::isPerElementLoop(*path.loopFunction))
      rep.algorithm = path.loopFunction->name;
  }
  for (size_t i = 0; i < path.calls.size(); ++i) {
    const auto &[caller, call] = path.calls[i];
    rep.callPath.push_back({call->range, caller->name, call->callee,
                            "'" + caller->name + "' calls '" + call->callee + "' here"});
  }
  return rep;
}

} // namespace

facts::Size resolveThroughPath(const facts::Size &size, const HotPath &path,
                               const NestingCounters *counters) {
  if (size.bytes || size.dependsOnParameter < 0 || size.parameterMultiplier == 0)
    return size;
  facts::Size current = size;
  for (size_t k = path.calls.size(); k-- > 0;) {
    const auto &[caller, call] = path.calls[k];
    facts::Size outer = sizeAtCall(current, *call);
    if (outer.bytes) {
      facts::Size out = size;
      out.bytes = outer.bytes;
      std::string step = "given by the call of '" + call->callee + "' in '" + caller->name +
                         "' at " + where(call->range);
      out.derivation = size.derivation.empty() ? step : size.derivation + "; " + step;
      out.dependsOnParameter = -1;
      return out;
    }
    if (outer.dependsOnParameter < 0) {
      // Unresolved at this call: it can grow only as much as the argument there can. A size the
      // callee already said cannot grow, and why (a narrow parameter's range, the heap fallback
      // of a small local array: facts/builder/InlineBuffer.h), stays so whatever the argument.
      facts::Size out = size;
      if (!size.growth.empty() || size.boundDerivation.empty())
        out.growth = outer.growth;
      return out;
    }
    if (counters && counters->isCounter(caller, outer.dependsOnParameter)) {
      facts::Size out = size;
      out.growth.clear();
      out.boundDerivation = "parameter " + std::to_string(outer.dependsOnParameter + 1) +
                            " of '" + caller->name +
                            "' is a nesting counter (every call passes a small constant or a "
                            "counter plus a small constant)";
      return out;
    }
    current = outer;
  }
  return size;
}

void findPerCallFindings(const ProgramIndex &index,
                         const std::map<const facts::FunctionFacts *, HotPath> &hot,
                         const RuleOptions &options, const std::vector<std::string> &disabled,
                         std::vector<Finding> &out, std::vector<FindingOrigin> *origins) {
  const bool buffers = enabled(disabled, "faultline-per-call-buffer");
  const bool containers = enabled(disabled, "faultline-vector-temporary");
  const bool streams = enabled(disabled, "faultline-stdio-in-loop");
  const NestingCounters counters(index);
  for (const facts::FunctionFacts *f : index.functions()) {
    auto it = hot.find(f);
    if (it == hot.end())
      continue;
    // The first of the function's paths on which the code runs (HotPath::alternatives: a
    // `case` or an `if` another loop's constants select); null when none does.
    // Nor one that reaches it past a state setter's test with the same object and value on
    // every iteration (SettledStates.h): only the first iteration gets that far.
    auto pathWhere = [&](uint64_t order, bool onlyOnSuccess, int runsOnlyIf) -> const HotPath * {
      const HotPath &first = it->second;
      for (size_t k = 0; k <= first.alternatives.size(); ++k) {
        const HotPath &p = k == 0 ? first : first.alternatives[k - 1];
        if (!onceOnSuccess(onlyOnSuccess, p) && mayRun(index, *f, runsOnlyIf, p.parameterValues) &&
            !settledOnPath(p, *f, order))
          return &p;
      }
      return nullptr;
    };
    // Blocks inside a loop of f itself are the loop rules' findings already, except in a retry
    // loop (facts::isRetryNote): the first attempt runs once per call, like straight code.
    for (const facts::Block &b : f->blocks) {
      bool retried = facts::isRetryNote(b.notRepeated);
      if ((b.loop >= 0 && !retried) || b.escape != facts::EscapeKind::None ||
          (!b.notRepeated.empty() && !retried) ||
          b.descriptorParameter >= 0) // mapping the caller's file: reading it, not scratch
        continue;
      const HotPath *on = pathWhere(b.order, b.onlyOnSuccess, b.runsOnlyIf);
      if (!on)
        continue;
      const HotPath &path = *on;
      std::vector<facts::Release> releases;
      for (const facts::Release &r : b.releases)
        if (!releasedOnlyToGrow(*f, b, r))
          releases.push_back(r);
      const facts::Release *release = releasedBeforeReturn(b.order, releases);
      if (!release)
        continue;
      facts::Block resolved = b;
      resolved.size = resolveThroughPath(b.size, path, &counters);
      // A block re-allocated because another function resets its capacity is reported one
      // call deeper: the loop calls the function that calls both (CapacityResets.h).
      bool capacityReset = release->kind == facts::ReleaseKind::CapacityReset;
      // The reset must run on this path: in the caller of f on it, or in f itself (mosquitto's
      // packet__read calls packet__cleanup at its end).
      if (capacityReset && !callerResetsCapacity(index, *f, *f) &&
          (path.calls.empty() || !callerResetsCapacity(index, *path.calls.back().first, *f)))
        continue; // reached by a caller that never resets the capacity: kept in the object
      // Opt-in (`--unknown-sizes warn`): on the precision corpus this case is mostly small
      // counts and blocks kept on success (docs/precision.md, "Unsized blocks of a forwarded
      // object"), so the default keeps the one-call limit.
      std::string forwarded = options.unknownSizes == RuleOptions::UnknownSizes::Warn
                                  ? forwardedObjectNote(*f, resolved.size, path)
                                  : std::string();
      if (!resolved.size.bytes && !directlyInALoop(index, *f, b, path) && forwarded.empty() &&
          !(capacityReset && path.loopFunction && path.calls.size() == 2))
        continue; // see directlyInALoop
      // Also when the call path goes through forwarders (reported by default): the note says
      // which loop's object sizes the block.
      if (!resolved.size.bytes && path.calls.size() > 1 && !forwarded.empty())
        resolved.size.growth += "; " + forwarded; // ForwardedObjects.h
      Repetition rep = repetitionFor(*f, path, release);
      std::optional<Finding> finding;
      if (b.kind == facts::BlockKind::Container) {
        if (containers)
          finding = containerFinding(f->name, resolved, rep, options);
      } else if (buffers) {
        finding = allocationFinding(
            f->name, resolved, rep, options, "faultline-per-call-buffer",
            coReleased(*f, b, [&](const facts::Block &o) -> std::optional<facts::Size> {
              if (!releasedBeforeReturn(o.order, o.releases))
                return std::nullopt;
              return resolveThroughPath(o.size, path, &counters);
            }));
      }
      if (finding) {
        if (!rep.hostTable.empty())
          finding->confidence = Confidence::Low; // the repetition is assumed, not seen
        out.push_back(std::move(*finding));
        if (origins)
          origins->push_back({{f}, path.loopFunction});
      }
    }
    if (!streams)
      continue;
    std::set<std::string> reported; // one finding per stream (fopen, then freopen of it)
    for (facts::StreamOpen s : f->streamOpens) {
      const HotPath *on = s.loop >= 0 ? nullptr : pathWhere(s.order, s.onlyOnSuccess, s.runsOnlyIf);
      if (!on)
        continue;
      const HotPath &path = *on;
      // Per call, only the same file every time is churn: a constant path, or a path parameter
      // the loop's call passes unchanged. A path computed in the callee or on the way (from a
      // command's words, a configuration field, a home directory) is taken as per-item work
      // (docs: faultline-stdio-in-loop, "Per-item files are not churn").
      s.pathVaries = s.pathVaries || !(s.pathConstant || pathAtLoop(s, path) == PathAtLoop::Invariant);
      // A relative name opened after the loop's iteration changed directory: another
      // directory's file each time (cvs's CVS/Entries.Static per checked-out directory).
      s.pathVaries = s.pathVaries || (directoryChangesOnPath(path) && relativePathAtLoop(s, path));
      if (!openIsChurn(*f, s))
        continue;
      if (!s.stream.empty() && reported.count(s.stream))
        continue;
      if (const facts::Release *close = releasedBeforeReturn(s.order, s.closes)) {
        Repetition rep = repetitionFor(*f, path, close);
        out.push_back(openCloseFinding(*f, s, rep));
        if (!rep.hostTable.empty())
          out.back().confidence = Confidence::Low; // the repetition is assumed, not seen
        if (origins)
          origins->push_back({{f}, path.loopFunction});
        if (!s.stream.empty())
          reported.insert(s.stream);
      }
    }
  }
}

} // namespace faultline::rules::program
