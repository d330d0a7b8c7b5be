#include "facts/builder/ArgumentParsers.h"

#include <string>

namespace faultline::builder {

std::string_view publicParserName(std::string_view function) {
  // With PY_SSIZE_T_CLEAN, Python.h renames the parsers to their _SizeT twins (modsupport.h):
  // the call Clang sees is `_PyArg_ParseTupleAndKeywords_SizeT`.
  if (function.size() > 7 && function.front() == '_' && function.substr(function.size() - 6) == "_SizeT")
    return function.substr(1, function.size() - 7);
  return function;
}

ParserShape argumentParser(std::string_view function) {
  function = publicParserName(function);
  if (function == "PyArg_ParseTuple" || function == "PyArg_Parse")
    return {1, 2};
  if (function == "PyArg_ParseTupleAndKeywords")
    return {2, 4};
  return {};
}

namespace {

// Walks the format's units: for each, how many variadic arguments it takes and whether it is
// optional. `unitOf` gets the unit index of each argument. False on an unknown unit.
bool walkFormat(std::string_view format, std::vector<bool> &optional, std::vector<int> &unitOf) {
  bool inOptional = false;
  int depth = 0, unit = -1;
  for (size_t i = 0; i < format.size(); ++i) {
    char c = format[i];
    if (c == ':' || c == ';')
      break; // the function name or the error message follows
    if (c == '|' || c == '$') {
      inOptional = true;
      continue;
    }
    if (c == '(') {
      if (depth++ == 0)
        ++unit;
      continue;
    }
    if (c == ')') {
      if (--depth < 0)
        return false;
      continue;
    }
    int arguments = 1;
    char next = i + 1 < format.size() ? format[i + 1] : '\0';
    switch (c) {
    case 'b': case 'B': case 'h': case 'H': case 'i': case 'I': case 'l': case 'k': case 'L':
    case 'K': case 'n': case 'c': case 'C': case 'f': case 'd': case 'D': case 'p': case 'S':
    case 'Y': case 'U':
      break;
    case 's': case 'z': case 'y': case 'u': case 'Z': case 'w':
      if (next == '#') {
        arguments = 2; // a pointer and a length
        ++i;
      } else if (next == '*') {
        ++i; // a Py_buffer
      }
      break;
    case 'O':
      if (next == '!' || next == '&') {
        arguments = 2; // a type object or a converter, then the output
        ++i;
      }
      break;
    case 'e':
      if (next != 's' && next != 't')
        return false;
      ++i;
      arguments = 2; // an encoding, then a char **
      if (i + 1 < format.size() && format[i + 1] == '#') {
        arguments = 3;
        ++i;
      }
      break;
    default:
      return false;
    }
    if (depth == 0)
      ++unit;
    for (int a = 0; a < arguments; ++a) {
      optional.push_back(inOptional);
      unitOf.push_back(unit);
    }
  }
  return depth == 0;
}

} // namespace

std::optional<std::vector<bool>> optionalOutputs(std::string_view format) {
  std::vector<bool> optional;
  std::vector<int> unitOf;
  if (!walkFormat(format, optional, unitOf))
    return std::nullopt;
  return optional;
}

int unitOfOutput(std::string_view format, int output) {
  std::vector<bool> optional;
  std::vector<int> unitOf;
  if (!walkFormat(format, optional, unitOf) || output < 0 ||
      static_cast<size_t>(output) >= unitOf.size())
    return -1;
  return unitOf[static_cast<size_t>(output)];
}

} // namespace faultline::builder
