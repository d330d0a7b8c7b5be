#include "fastmode/LeavingMacros.h"

#include "fastmode/FailureValues.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/TypeNames.h"

#include <algorithm>
#include <memory>

namespace faultline::fastmode {

namespace {

// The last statement of a macro body, looking through `{ ... }` and `do { ... } while (0)`.
int lastStatement(const SyntaxTree &t, int s, unsigned depth = 0) {
  while (s >= 0 && depth++ < 8) {
    if (t[s].kind == Kind::CompoundStatement) {
      int last = -1;
      for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
        if (t[c].kind != Kind::Comment && t[c].type != std::string_view("comment"))
          last = c;
      s = last;
      continue;
    }
    if (t[s].type == std::string_view("do_statement")) {
      if (!isDoWhileZero(t, s))
        return -1; // a real loop
      s = t.child(s, Field::Body);
      continue;
    }
    return s;
  }
  return -1;
}

// How the body text of a definition with parameters `params` ends.
LeavingDefinition readDefinition(std::string body, const std::vector<std::string> &params) {
  LeavingDefinition out;
  // Most macros are values or plain calls: parse only a body that can leave.
  if (body.find("return") == std::string::npos && body.find('(') == std::string::npos)
    return out;
  if (body.find('#') != std::string::npos)
    return out; // stringising or pasting: the parse would not be the expansion
  // A use writes `EXIT(x);`: the `;` ends a body that is a bare statement (`return (x)`).
  std::string source;
  SyntaxTree t;
  int compound = parseMacroBody(body + "\n;", source, t);
  if (compound < 0)
    return out;
  // Skip the empty statement that `;` makes after a body in braces.
  int last = -1;
  for (int c = t.firstNamed(compound); c >= 0; c = t.nextNamed(c))
    if (t[c].kind != Kind::Comment && t[c].type != std::string_view("comment") &&
        !(t[c].kind == Kind::ExpressionStatement && t.firstNamed(c) < 0))
      last = c;
  last = lastStatement(t, last);
  if (last < 0)
    return out;
  if (t[last].kind == Kind::ReturnStatement) {
    out.kind = LeavingDefinition::Returns;
    int value = returnValue(t, last);
    if (value < 0)
      return out; // `return;`: neither a parameter nor a failure value
    int bare = stripParensAndCasts({&t, value}).node;
    auto named = std::find(params.begin(), params.end(), t.text(bare));
    if (t[bare].kind == Kind::Identifier && named != params.end()) {
      out.returnedParameter = static_cast<int>(named - params.begin());
      return out;
    }
    out.failureForValue = isFailureValue(t, value, /*booleanResult=*/false);
    out.failureForTruth = isFailureValue(t, value, /*booleanResult=*/true);
    return out;
  }
  if (t[last].kind == Kind::ExpressionStatement) {
    int call = t.firstNamed(last);
    call = call >= 0 ? stripParensAndCasts({&t, call}).node : -1;
    int function = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Function) : -1;
    if (function >= 0 && t[function].kind == Kind::Identifier) {
      out.kind = LeavingDefinition::CallsNoreturn;
      out.callee = std::string(calleeBaseName(t, function));
    }
  }
  return out;
}

LeavingMacroTable readHeader(const std::string &header, std::string_view text) {
  LeavingMacroTable table;
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(header, text), defaultParseTimeoutMicros(text.size()));
  if (!tree.empty())
    readLeavingMacros(tree, table);
  return table;
}

HeaderCache<LeavingMacroTable> leavingMacrosOf(readHeader);

} // namespace

void readLeavingMacros(const SyntaxTree &t, LeavingMacroTable &out) {
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].kind != Kind::PreprocFunctionDef && t[i].kind != Kind::PreprocDef)
      continue;
    int name = t.child(i, Field::Name);
    if (name < 0)
      continue;
    if (t[i].kind == Kind::PreprocDef) {
      // An object-like definition: what a use of the name expands to is not read here, so it
      // spoils any function-like definition the name has elsewhere.
      out[std::string(t.text(name))].push_back(LeavingDefinition{});
      continue;
    }
    std::vector<std::string> params;
    int list = t.child(i, Field::Parameters);
    for (int c = list >= 0 ? t[list].firstChild : -1; c >= 0; c = t[c].nextSibling)
      if (t[c].kind == Kind::Identifier)
        params.emplace_back(t.text(c));
    int value = t.child(i, Field::Value);
    LeavingDefinition definition =
        value < 0 ? LeavingDefinition{} : readDefinition(std::string(t.text(value)), params);
    out[std::string(t.text(name))].push_back(std::move(definition));
  }
}

LeavingMacroTable headerLeavingMacros(const std::vector<std::string> &headers) {
  LeavingMacroTable out;
  for (const std::string &header : headers)
    for (const auto &[name, definitions] : *leavingMacrosOf.get(header)) {
      std::vector<LeavingDefinition> &all = out[name];
      all.insert(all.end(), definitions.begin(), definitions.end());
    }
  return out;
}

bool allLeave(const std::vector<LeavingDefinition> &definitions,
              const std::function<bool(const std::string &)> &isNoreturn) {
  return !definitions.empty() &&
         std::all_of(definitions.begin(), definitions.end(), [&](const LeavingDefinition &d) {
           return d.kind == LeavingDefinition::Returns ||
                  (d.kind == LeavingDefinition::CallsNoreturn && isNoreturn(d.callee));
         });
}

bool allCallNoreturn(const std::vector<LeavingDefinition> &definitions,
                     const std::function<bool(const std::string &)> &isNoreturn) {
  return !definitions.empty() &&
         std::all_of(definitions.begin(), definitions.end(), [&](const LeavingDefinition &d) {
           return d.kind == LeavingDefinition::CallsNoreturn && isNoreturn(d.callee);
         });
}

} // namespace faultline::fastmode
