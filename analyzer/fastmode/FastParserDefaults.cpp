// An address handed to an argument parser as an optional output (`&outSize` after the `|` of
// PyArg_ParseTupleAndKeywords's format) is no write of the variable for the size evaluator: it
// keeps its initial value unless the caller passes that argument, and the derivation says so.
// Fast mode's reading of analyzer/extract/ParserDefaults.cpp (facts/builder/ArgumentParsers.h).
#include "facts/builder/ArgumentParsers.h"
#include "fastmode/FastSizes.h"
#include "fastmode/WalkerImpl.h"

#include <string>
#include <vector>

namespace faultline::fastmode::walker {

std::string Walker::parserDefaultNote(int address) const {
  // `&v` as an argument of a call (through parentheses).
  int arg = address;
  while (t[arg].parent >= 0 && t[t[arg].parent].kind == Kind::ParenthesizedExpression)
    arg = t[arg].parent;
  int list = t[arg].parent;
  int call = list >= 0 ? t[list].parent : -1;
  if (list < 0 || t[list].kind != Kind::ArgumentList || call < 0 || t[call].kind != Kind::CallExpression)
    return "";
  int function = t.child(call, Field::Function);
  if (function < 0 || t[function].kind != Kind::Identifier)
    return "";
  std::string parser(t.text(function));
  builder::ParserShape shape = builder::argumentParser(parser);
  std::vector<int> args = arguments(list);
  if (shape.format < 0 || args.size() <= static_cast<size_t>(shape.firstOutput))
    return "";
  auto format = literalText(t, args[static_cast<size_t>(shape.format)]);
  int output = -1;
  for (size_t i = static_cast<size_t>(shape.firstOutput); i < args.size(); ++i)
    if (args[i] == arg)
      output = static_cast<int>(i) - shape.firstOutput;
  auto optional = format ? builder::optionalOutputs(*format) : std::nullopt;
  if (output < 0 || !optional || optional->size() != args.size() - static_cast<size_t>(shape.firstOutput) ||
      !(*optional)[static_cast<size_t>(output)])
    return "";
  // The keyword list's name for it: `static char *kwlist[] = {"source", "write_size", NULL};`.
  std::string keyword;
  if (shape.firstOutput == 4 && t[args[3]].kind == Kind::Identifier) {
    int unit = builder::unitOfOutput(*format, output);
    // A declaration in the enclosing function (the walker's scope is not built yet when
    // writes are collected), else a file-scope one.
    std::string_view name = t.text(args[3]);
    int list = -1;
    int function = call;
    while (function >= 0 && t[function].kind != Kind::FunctionDefinition)
      function = t[function].parent;
    for (int i = function, end = function >= 0 ? t.subtreeEnd(function) : -1; i >= 0 && i < end; ++i) {
      if (t[i].kind != Kind::InitDeclarator)
        continue;
      int declared = t.child(i, Field::Declarator);
      while (declared >= 0 && t[declared].kind != Kind::Identifier)
        declared = t.child(declared, Field::Declarator);
      if (declared >= 0 && t.text(declared) == name)
        list = t.child(i, Field::Value);
    }
    if (list < 0)
      if (auto g = cx.file.globals.find(std::string(name)); g != cx.file.globals.end())
        list = g->second.initList;
    if (list >= 0 && t[list].kind == Kind::InitializerList && unit >= 0) {
      std::vector<int> names = arguments(list);
      if (static_cast<size_t>(unit) < names.size())
        keyword = literalText(t, names[static_cast<size_t>(unit)]).value_or("");
    }
  }
  int target = stripParensAndCasts(ref(t.child(address, Field::Argument))).node;
  return "assuming the caller omits the optional argument" +
         (keyword.empty() ? std::string() : " '" + keyword + "'") + " of " + std::string(builder::publicParserName(parser)) + " (line " +
         std::to_string(t[call].startRow + 1) + "), which otherwise writes '" +
         std::string(target >= 0 ? t.text(target) : "") + "'";
}

} // namespace faultline::fastmode::walker
