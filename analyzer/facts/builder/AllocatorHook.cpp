#include "facts/builder/AllocatorHook.h"

namespace faultline::builder {

namespace {
std::string parameterKey(unsigned i) { return "hook-parameter-" + std::to_string(i); }
} // namespace

std::optional<facts::FunctionFacts> allocatorHook(const std::string &hook, const std::string &usr,
                                                  const facts::SourceRange &at,
                                                  const HookTarget &target, unsigned parameters,
                                                  const std::string &kind) {
  facts::FunctionFacts f;
  f.name = hook;
  f.usr = usr;
  f.range = at;
  for (unsigned i = 0; i < parameters; ++i)
    f.parameterKeys.push_back(parameterKey(i));
  if (target.library) {
    if (target.sizeArg >= 0 && static_cast<unsigned>(target.sizeArg) < parameters) {
      facts::Block b;
      b.id = 0;
      b.kind = target.kind;
      b.allocator = target.name;
      b.range = at;
      b.size.expression = "argument " + std::to_string(target.sizeArg + 1);
      b.size.derivation = "assuming the " + kind + " '" + hook + "' keeps its default '" +
                          target.name + "' (set at line " + std::to_string(at.line) + ")";
      b.size.dependsOnParameter = target.sizeArg;
      b.size.parameterMultiplier = 1;
      b.escape = facts::EscapeKind::Returned;
      b.escapeRange = at;
      b.ownerKey = "hook-result";
      f.blocks.push_back(std::move(b));
      return f;
    }
    if (target.releases && parameters > 0) {
      f.releasedParameters.push_back(0);
      return f;
    }
    return std::nullopt;
  }
  facts::CallSite call;
  call.callee = target.name;
  call.calleeUsr = target.usr;
  call.range = at;
  for (unsigned i = 0; i < parameters; ++i) {
    facts::SymbolicValue v;
    v.parameter = static_cast<int>(i);
    call.arguments.push_back(v);
    call.argumentKeys.push_back(parameterKey(i));
    call.argumentGrowth.push_back("");
  }
  // Followed for what it allocates and releases (wrapper inference), never as a hot path: what
  // else a default callback does is not an allocator hook's business (calls through function
  // pointers are not followed, docs/cross-file.md).
  std::string file = at.file.substr(at.file.find_last_of('/') + 1); // npos + 1 == 0
  call.notRepeated = "through the " + kind + " '" + hook + "', which holds '" + target.name +
                     "' (set at " + file + ":" + std::to_string(at.line) + ")";
  call.resultKey = "hook-result";
  call.resultEscape = facts::EscapeKind::Returned;
  f.calls.push_back(std::move(call));
  return f;
}

} // namespace faultline::builder
