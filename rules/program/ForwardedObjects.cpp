#include "rules/program/ForwardedObjects.h"

namespace faultline::rules::program {

// The parameter a size's growth names: both front ends spell an object's field as "field 'F'
// of parameter 'P'" (extract/SizeMagnitude.cpp, fastmode/FastMagnitude.cpp), and a parameter's
// owner key starts with its name ("array@913:55", FunctionWalker/FastWalker).
int grownByParameterField(const facts::FunctionFacts &f, const std::string &growth) {
  static const std::string kField = "field '";
  static const std::string kParameter = "' of parameter '";
  if (growth.rfind(kField, 0) != 0)
    return -1;
  size_t at = growth.find(kParameter);
  if (at == std::string::npos || growth.back() != '\'')
    return -1;
  std::string name = growth.substr(at + kParameter.size());
  name.pop_back();
  for (size_t i = 0; i < f.parameterKeys.size(); ++i) {
    const std::string &key = f.parameterKeys[i];
    if (key.size() > name.size() && key.compare(0, name.size(), name) == 0 &&
        key[name.size()] == '@')
      return static_cast<int>(i);
  }
  return -1;
}

std::string forwardedObjectNote(const facts::FunctionFacts &f, const facts::Size &size,
                                const HotPath &path) {
  if (size.bytes || !path.loopFunction || path.calls.size() < 2)
    return "";
  int parameter = grownByParameterField(f, size.growth);
  if (parameter < 0)
    return "";
  // Inwards calls, from the hot function's caller up to (not including) the loop's call.
  for (size_t k = path.calls.size(); k-- > 1;) {
    const facts::CallSite &call = *path.calls[k].second;
    if (static_cast<size_t>(parameter) >= call.arguments.size())
      return "";
    const facts::SymbolicValue &arg = call.arguments[parameter];
    if (arg.parameter < 0 || arg.multiplier != 1 || arg.addend != 0 || arg.constant)
      return "";
    parameter = arg.parameter;
  }
  const auto &[loopCaller, loopCall] = path.calls.front();
  if (static_cast<size_t>(parameter) >= loopCall->arguments.size() ||
      loopCall->arguments[parameter].constant)
    return "";
  return "that object is passed down unchanged from the loop's call in '" + loopCaller->name +
         "', so the block has the same size on every call";
}

} // namespace faultline::rules::program
