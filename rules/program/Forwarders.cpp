#include "rules/program/Forwarders.h"

#include "rules/program/ForwardedObjects.h"
#include "rules/program/ValueTests.h"

#include <string>

namespace faultline::rules::program {

namespace {

bool doesNothingRepeated(const facts::FunctionFacts &f) {
  return f.loops.empty() && f.blocks.empty() && f.streamOpens.empty();
}

// How deep `trivial` follows calls: error printers and clock reads are one or two calls deep
// (blosc2's print_error -> blosc2_error_string); anything deeper is taken as work.
constexpr int kTrivialDepth = 3;

bool trivialCall(const ProgramIndex &index, const facts::FunctionFacts &f,
                 const facts::CallSite &call, int depth);

// A definition that repeats and allocates nothing, and whose calls are all trivial too: calling
// it is no work on the way (an error printer, a clock read, an accessor).
bool trivial(const ProgramIndex &index, const facts::FunctionFacts &f, int depth) {
  if (!doesNothingRepeated(f) || depth > kTrivialDepth)
    return false;
  for (const facts::CallSite &call : f.calls)
    if (!trivialCall(index, f, call, depth + 1))
      return false;
  return true;
}

// A call the program has no definition for is a library function: the C library's are not
// even recorded as calls, and what another library's does is out of sight of every rule, so it
// counts as trivial. A call of the program's own functions is trivial when every definition it
// can reach is.
bool trivialCall(const ProgramIndex &index, const facts::FunctionFacts &f,
                 const facts::CallSite &call, int depth) {
  if (call.startsThread)
    return false;
  for (const facts::FunctionFacts *c : index.callees(f, call))
    if (!trivial(index, *c, depth))
      return false;
  return true;
}

} // namespace

bool isForwarder(const ProgramIndex &index, const facts::FunctionFacts &f,
                 const facts::CallSite &call) {
  if (!doesNothingRepeated(f) || underCondition(f, call.runsOnlyIf) || !call.notRepeated.empty() ||
      call.startsThread)
    return false;
  for (const facts::CallSite &other : f.calls)
    if (&other != &call && !trivialCall(index, f, other, 1))
      return false;
  return true;
}

size_t hopsBelowLoop(const ProgramIndex &index, const HotPath &path) {
  if (!path.loopFunction)
    return 0;
  size_t hops = path.calls.size();
  for (size_t k = 1; k < path.calls.size(); ++k) {
    const auto &[caller, call] = path.calls[k];
    if (isForwarder(index, *caller, *call))
      --hops;
  }
  return hops;
}

// The index of the parameter whose name `expression` starts with ("vocab.id_to_token",
// "ctx->vocab"; "vocab@1859:31" is parameter 0's owner key), -1 when none.
int parameterRoot(const facts::FunctionFacts &f, const std::string &expression) {
  std::string root = expression.substr(0, expression.find_first_of(".-[('"));
  if (root.empty())
    return -1;
  for (size_t i = 0; i < f.parameterKeys.size(); ++i) {
    const std::string &key = f.parameterKeys[i];
    if (key.size() > root.size() && key.compare(0, root.size(), root) == 0 &&
        key[root.size()] == '@')
      return static_cast<int>(i);
  }
  return -1;
}

// "grows with the element count of 'vocab.id_to_token'" (both front ends: extract/
// SizeMagnitude.cpp, fastmode/FastMagnitude.cpp) where the expression starts with a parameter.
int grownByParameterElements(const facts::FunctionFacts &f, const std::string &growth) {
  static const std::string kCount = "grows with the element count of '";
  if (growth.rfind(kCount, 0) != 0)
    return -1;
  return parameterRoot(f, growth.substr(kCount.size()));
}

int handedObject(const facts::FunctionFacts &f, const std::string &growth) {
  int p = grownByParameterField(f, growth);
  return p >= 0 ? p : grownByParameterElements(f, growth);
}

bool grownByHandedObject(const facts::FunctionFacts &f, const std::string &growth) {
  return handedObject(f, growth) >= 0;
}

bool handedDownThroughForwarders(const facts::FunctionFacts &f, const std::string &growth,
                                 const HotPath &path) {
  int parameter = handedObject(f, growth);
  for (size_t k = path.calls.size(); parameter >= 0 && k-- > 1;) {
    const auto &[caller, call] = path.calls[k];
    if (static_cast<size_t>(parameter) >= call->arguments.size())
      return false;
    const facts::SymbolicValue &arg = call->arguments[parameter];
    if (arg.parameter >= 0 && arg.multiplier == 1 && arg.addend == 0 && !arg.constant) {
      parameter = arg.parameter; // passed on unchanged
      continue;
    }
    // A field of the forwarder's own parameter (`ctx->vocab`): the object comes from the
    // caller's object; nothing further up needs to be followed.
    static const std::string kExpr = "expr:";
    const std::string &key =
        static_cast<size_t>(parameter) < call->argumentKeys.size() ? call->argumentKeys[parameter]
                                                                    : std::string();
    return key.rfind(kExpr, 0) == 0 && parameterRoot(*caller, key.substr(kExpr.size())) >= 0;
  }
  return parameter >= 0;
}

} // namespace faultline::rules::program
