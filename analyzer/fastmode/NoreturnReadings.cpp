// Which functions of a file do not return, read off its syntax: those its declarations mark
// noreturn (an attribute, `_Noreturn`, a NORETURN-style macro) and those it defines without a
// `return` ending in a call of such a function (NoreturnReadings.h).
#include "fastmode/NoreturnReadings.h"

#include "facts/builder/AsciiCase.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastSizes.h"

#include <cctype>

namespace faultline::fastmode {

namespace {

// A word of a declaration that marks the function noreturn: `noreturn` in any attribute
// spelling (`__attribute__((noreturn))`, `__noreturn__`, `[[noreturn]]`, `[[gnu::noreturn]]`,
// `__declspec(noreturn)`), C11's `_Noreturn`, or a macro named for it (`NORETURN`,
// `NO_RETURN`, `ATTRIBUTE_NORETURN`): its definition is usually in a header fast mode does not
// read, and its name is the only thing a project chooses it for.
bool marksNoreturn(std::string_view word) {
  std::string folded = builder::lowercase(word);
  std::erase(folded, '_');
  return folded.ends_with("noreturn");
}

// The function declarator of a declaration or definition (through pointer, reference,
// parenthesised and init declarators), and its plain identifier; -1 when there is none.
int functionDeclarator(const SyntaxTree &t, int node) {
  int d = t.child(node, Field::Declarator);
  while (d >= 0 && t[d].kind != Kind::FunctionDeclarator &&
         (t[d].kind == Kind::PointerDeclarator || t[d].kind == Kind::ReferenceDeclarator ||
          t[d].kind == Kind::InitDeclarator || t[d].kind == Kind::ParenthesizedDeclarator))
    d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
  return d >= 0 && t[d].kind == Kind::FunctionDeclarator ? d : -1;
}

int functionNameNode(const SyntaxTree &t, int declarator) {
  int name = declarator >= 0 ? t.child(declarator, Field::Declarator) : -1;
  return name >= 0 && t[name].kind == Kind::Identifier ? name : -1;
}

// The function a declaration or definition declares noreturn, or "". Only its specifiers and
// attributes are read: its name, the parameter list and the body are skipped.
std::string noreturnFunction(const SyntaxTree &t, int node) {
  int d = functionDeclarator(t, node);
  int name = functionNameNode(t, d);
  if (name < 0)
    return "";
  int parameters = t.child(d, Field::Parameters);
  int body = t.child(node, Field::Body);
  uint32_t end = body >= 0 ? t[body].startByte : t[node].endByte;
  std::string_view source = t.source;
  std::string word;
  for (uint32_t b = t[node].startByte; b <= end; ++b) {
    // The parameter list and the function's own name (`check_noreturn`) are not specifiers.
    if (parameters >= 0 && b == t[parameters].startByte)
      b = t[parameters].endByte;
    if (b == t[name].startByte)
      b = t[name].endByte;
    char c = b < end ? source[b] : ' ';
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      word += c;
      continue;
    }
    if (marksNoreturn(word))
      return std::string(t.text(name));
    word.clear();
  }
  return "";
}

// The name a function definition defines (`die` of `static void die(const char *m) {...}`), or "".
std::string_view definedFunctionName(const SyntaxTree &t, int definition) {
  int name = functionNameNode(t, functionDeclarator(t, definition));
  return name >= 0 ? t.text(name) : std::string_view();
}

// Whether a function definition stands where another file can name it: at file scope, in an
// `extern "C"` block or a preprocessor group there, not in a namespace, class or function.
bool atFileScope(const SyntaxTree &t, int definition) {
  for (int p = t[definition].parent; p >= 0; p = t[p].parent) {
    std::string_view type = t[p].type;
    if (type == "translation_unit")
      return true;
    if (type != "linkage_specification" && type != "declaration_list" && type.substr(0, 7) != "preproc")
      return false;
  }
  return false;
}

bool declaredStatic(const SyntaxTree &t, int definition) {
  for (int c = t[definition].firstChild; c >= 0; c = t[c].nextSibling)
    if (std::string_view(t[c].type) == "storage_class_specifier" && t.text(c) == "static")
      return true;
  return false;
}

// The plain name the body's last statement calls when the body holds no `return` (lambdas are
// other functions), or "".
std::string lastCallOfBodyWithoutReturn(const SyntaxTree &t, int body) {
  for (int n = body; n < t.subtreeEnd(body); ++n) {
    if (t[n].kind == Kind::LambdaExpression)
      n = t.subtreeEnd(n) - 1;
    else if (t[n].kind == Kind::ReturnStatement)
      return "";
  }
  int last = -1;
  for (int c = t.firstNamed(body); c >= 0; c = t.nextNamed(c))
    if (std::string_view(t[c].type) != "comment")
      last = c;
  if (last < 0 || t[last].kind != Kind::ExpressionStatement)
    return "";
  int call = t.firstNamed(last);
  call = call >= 0 ? stripParensAndCasts(NodeRef{&t, call}).node : -1;
  int function = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Function) : -1;
  return function >= 0 && t[function].kind == Kind::Identifier ? std::string(t.text(function)) : "";
}

} // namespace

std::vector<NoreturnReading> noreturnReadings(const SyntaxTree &t) {
  std::vector<NoreturnReading> out;
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].kind != Kind::FunctionDefinition)
      continue;
    std::string_view name = definedFunctionName(t, i);
    int body = t.child(i, Field::Body);
    if (name.empty() || body < 0 || t[body].kind != Kind::CompoundStatement)
      continue;
    NoreturnReading r;
    r.name = std::string(name);
    r.fileScope = atFileScope(t, i);
    r.isStatic = declaredStatic(t, i);
    r.lastCall = lastCallOfBodyWithoutReturn(t, body);
    out.push_back(std::move(r));
  }
  return out;
}

namespace {

// The functions the file defines that never return though nothing declares them so
// (extract/InferredNoReturn.cpp reads the same in AST mode): a body with no `return` whose last
// statement calls a function that does not return; read to a fixed point.
void inferNoreturnFunctions(const SyntaxTree &t, std::set<std::string, std::less<>> &out) {
  std::vector<NoreturnReading> candidates;
  for (NoreturnReading &r : noreturnReadings(t))
    if (!r.lastCall.empty() && !out.count(r.name))
      candidates.push_back(std::move(r));
  for (bool grew = true; grew;) {
    grew = false;
    for (const NoreturnReading &r : candidates)
      if (!out.count(r.name) && (isLibraryNoreturn(r.lastCall) || out.count(r.lastCall))) {
        out.insert(r.name);
        grew = true;
      }
  }
}

} // namespace

void collectNoreturnFunctions(const SyntaxTree &t, std::set<std::string, std::less<>> &out) {
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i)
    if (t[i].kind == Kind::Declaration || t[i].kind == Kind::FunctionDefinition)
      if (std::string fn = noreturnFunction(t, i); !fn.empty())
        out.insert(std::move(fn));
  inferNoreturnFunctions(t, out);
}

} // namespace faultline::fastmode
