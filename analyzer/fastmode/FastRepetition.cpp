// Whether each event repeats, as analyzer/extract's Walker::noteEvent / applyControlFlow and
// describeOpenedPath / argumentsVarying decide it, from the syntax tree: the effective loop and
// failure paths (FastControlFlow.h, StructuredFlow), the once shapes read off the event's
// ancestors (FastOnceShapes.cpp), and which paths and arguments vary per iteration
// (FastLoopVariance).
#include "fastmode/FastGrownRetries.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include "facts/builder/AsciiCase.h"
#include "facts/builder/ConfiguredFunctions.h"
#include "facts/builder/StreamEvents.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <unordered_set>

namespace faultline::fastmode::walker {

namespace {

// Library functions whose pointer parameters at these positions point to const (the AST side
// reads the declarations): an argument there is only read. Other pointer arguments, and
// variadic ones, may be written.
uint32_t constParameters(std::string_view name) {
  static const std::unordered_map<std::string_view, uint32_t> table = {
      {"strlen", 1}, {"strnlen", 1}, {"strcmp", 3}, {"strncmp", 3}, {"strcasecmp", 3},
      {"strncasecmp", 3}, {"strchr", 1}, {"strrchr", 1}, {"strstr", 3}, {"strspn", 3},
      {"strcspn", 3}, {"strpbrk", 3}, {"strcoll", 3}, {"memcmp", 3}, {"memchr", 1},
      {"atoi", 1}, {"atol", 1}, {"atoll", 1}, {"atof", 1}, {"strtol", 1}, {"strtoul", 1},
      {"strtoll", 1}, {"strtoull", 1}, {"strtod", 1}, {"strtof", 1}, {"fopen", 3}, {"popen", 3},
      {"freopen", 3}, {"fdopen", 2}, {"open", 1}, {"openat", 2}, {"creat", 1}, {"access", 1},
      {"stat", 1}, {"lstat", 1}, {"puts", 1}, {"fputs", 1}, {"printf", 1}, {"fprintf", 2},
      {"dprintf", 2}, {"sprintf", 2}, {"snprintf", 4}, {"vsnprintf", 4}, {"vsprintf", 2},
      {"vprintf", 1}, {"vfprintf", 2}, {"scanf", 1}, {"fscanf", 2}, {"sscanf", 3}, {"perror", 1},
      {"getenv", 1}, {"opendir", 1}, {"unlink", 1}, {"remove", 1}, {"rename", 3}, {"mkdir", 1},
      {"rmdir", 1}, {"chdir", 1}, {"strdup", 1}, {"strndup", 1}, {"system", 1}, {"write", 2},
      {"pwrite", 2}, {"send", 2}, {"fwrite", 1}, {"memcpy", 2}, {"memmove", 2}, {"strcpy", 2},
      {"strncpy", 2}, {"strcat", 2}, {"strncat", 2}, {"stpcpy", 2}, {"setenv", 3}, {"execv", 1},
      {"execvp", 1}, {"execl", 3}, {"execlp", 3}, {"dlopen", 1}, {"realpath", 1},
      {"readlink", 1}, {"symlink", 3}, {"link", 3}, {"chmod", 1}, {"chown", 1}, {"truncate", 1},
      {"strftime", 12}, {"fnmatch", 3}, {"regexec", 3}, {"localtime", 1}, {"gmtime", 1},
      {"ctime", 1},
  };
  auto found = table.find(name);
  return found == table.end() ? 0 : found->second;
}

} // namespace

void Walker::noteEvent(int n) {
  uint64_t order = orderOf(n);
  if (!eventNodes.try_emplace(order, n).second)
    return;
  if (std::string reason = onceReason(n); !reason.empty())
    onceReasons.emplace(order, std::move(reason));
  if (int bound = localOnceFlagBound(n); bound != -2)
    onceBounds.emplace(order, bound);
  else if (int edge = edgeIterationBound(n); edge != -2)
    onceBounds.emplace(order, edge);
  if (int tests = testChain(n); tests >= 0)
    eventTests.emplace(order, tests);
}

std::optional<int64_t> Walker::codeValue(NodeRef e, unsigned depth) {
  e = e.valid() ? stripParensAndCasts(e) : e;
  if (!e.valid() || depth > 8)
    return std::nullopt;
  const SyntaxTree &in = *e.tree;
  if (in[e.node].kind == Kind::NumberLiteral && in.text(e.node).substr(0, 1) == "-") {
    auto v = parseNumber(in.text(e.node).substr(1)); // a macro body `(-4)` parses as one literal
    return v ? std::optional<int64_t>(-*v) : std::nullopt;
  }
  if (in[e.node].kind == Kind::UnaryExpression) {
    int op = in.child(e.node, Field::Operator);
    if (op >= 0 && in.text(op) == "-")
      if (auto v = codeValue({&in, in.child(e.node, Field::Argument)}, depth + 1))
        return -*v;
    return std::nullopt;
  }
  if (in[e.node].kind == Kind::Identifier)
    if (NodeRef body = cx.file.macroValue(std::string(in.text(e.node))); body.valid())
      return codeValue(body, depth + 1);
  std::optional<uint64_t> v = sizes.value(e);
  if (!v || *v > static_cast<uint64_t>(INT64_MAX))
    return std::nullopt;
  return static_cast<int64_t>(*v);
}

ResultReading Walker::resultReading() const {
  return {returnsBoolean(t, fn.node), returnsInt(t, fn.node), &codeValues};
}

void Walker::applyControlFlow() {
  if (eventNodes.empty())
    return;
  std::map<int, int> loopIds = loopIdsByNode();
  StructuredFlow flow(t, t.child(fn.node, Field::Body), loopIds, &cx.file.noreturnFunctions);
  flow.readReturnedNamesWith(&codeValues);
  const StructuredFlow::ConstantOf &constant = codeValues;
  std::optional<PathFacts> pathFacts; // read on first need: one scan of the function's writes
  auto settle = [&](int &loop, uint64_t order, std::string *notRepeated) {
    auto node = eventNodes.find(order);
    if (node == eventNodes.end())
      return;
    std::optional<FastEventFlow> result = flow.of(node->second);
    // Branches the facts before the event rule out (FastPathFacts.h) may leave fewer loops.
    if (result && result->loop >= 0 && !pathFacts)
      pathFacts.emplace(t, fn.node, flow, constant);
    if (result && result->loop >= 0)
      if (auto cut = flowWithPathFacts(flow, *pathFacts, node->second);
          cut && cut->loop != result->loop && (cut->loop < 0 || facts::loopWithin(facts, result->loop, cut->loop)))
        result = cut;
    if (result) {
      // Never deeper than the walker's answer: a container grown in an inner loop belongs to the
      // loop of its scope (as the Clang side, which searches from the given loop outwards).
      bool deeper = result->loop >= 0 && result->loop != loop && facts::loopWithin(facts, result->loop, loop);
      loop = deeper ? loop : result->loop;
      if (notRepeated && notRepeated->empty())
        *notRepeated = result->notRepeated;
      // A call retried only on one nonzero code (ControlFlow::of asks the same of the loop it found).
      if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
          flow.retriesOnOneCode(node->second, result->loop, constant))
        *notRepeated = facts::kRetryLoopNote;
      else if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
               static_cast<size_t>(result->loop) < loopNodes.size() &&
               flow.attemptsLoop(loopNodes[static_cast<size_t>(result->loop)]))
        *notRepeated = facts::kAttemptsLoopNote; // a loop of tries (ControlFlow::of asks too)
      else if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
               static_cast<size_t>(result->loop) < loopNodes.size() &&
               flow.consistencyRetryLoop(loopNodes[static_cast<size_t>(result->loop)]))
        *notRepeated = facts::kConsistencyRetryNote; // a writer raced the reads
      else if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
               static_cast<size_t>(result->loop) < loopNodes.size() &&
               flow.redrawLoop(node->second, loopNodes[static_cast<size_t>(result->loop)]))
        *notRepeated = facts::kRedrawLoopNote; // the random value drawn was rejected
      else if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
               static_cast<size_t>(result->loop) < loopNodes.size())
        *notRepeated = retriedWithGrownBlock(t, node->second, loopNodes[static_cast<size_t>(result->loop)]);
      // A one-shot library call's block (made and freed inside the call) retried with a doubled size.
      if (notRepeated && notRepeated->empty() && result->loop >= 0 &&
          static_cast<size_t>(result->loop) < loopNodes.size() &&
          std::any_of(facts.blocks.begin(), facts.blocks.end(), [&](const facts::Block &b) {
            return b.order == order && builder::releasedInsideCall(b);
          }))
        *notRepeated = retriedWithGrownSize(t, node->second, loopNodes[static_cast<size_t>(result->loop)]);
    }
    // Under a local once-flag: no loop inside the flag's scope repeats it (FastOnceFlags.cpp).
    if (auto bound = onceBounds.find(order);
        bound != onceBounds.end() && loop >= 0 && loop != bound->second && facts::loopWithin(facts, loop, bound->second))
      loop = bound->second;
    if (auto once = onceReasons.find(order); notRepeated && once != onceReasons.end())
      *notRepeated = once->second;
  };
  builder::settleEvents(facts, releases, closes, settle);
  builder::markOneOffFiles(facts, openedPathKeys, builder::repeatingPlaces(programStarts, settle),
                           builder::repeatingPlaces(renames, settle));
  builder::markDirectoryChanges(facts, builder::repeatingPlaces(directoryChanges, settle));
  markSuccessPaths(flow, constant);
}

std::optional<FastEventFlow> Walker::flowWithPathFacts(const StructuredFlow &structure, const PathFacts &pathFacts,
                                                       int event) const {
  NameFacts known = pathFacts.before(event);
  if (known.empty())
    return std::nullopt;
  uint32_t from = t[event].endByte; // only tests after the event, nothing written in between
  StructuredFlow::PathCut cut{[&](int ifStatement) {
    int holds = pathFacts.decide(flow::conditionValue(t, t.child(ifStatement, Field::Condition)), known, from);
    return holds == 1 ? 1 : holds == 0 ? 0 : -1; // skip the else-branch, the then-branch, neither
  }};
  std::optional<FastEventFlow> answer = structure.cutBy(&cut).of(event);
  return cut.cut ? answer : std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Paths and arguments that vary (analyzer/extract/LoopVariance.cpp, describeOpenedPath)

const Variable *Walker::variableNamed(std::string_view name) const {
  if (int l = resolve(name); l >= 0)
    return &locals[static_cast<size_t>(l)].var;
  for (size_t i = locals.size(); i-- > 0;)
    if (locals[i].var.name == name)
      return &locals[i].var;
  auto g = cx.file.globals.find(std::string(name));
  return g == cx.file.globals.end() ? declaredInBody(name) : &g->second;
}

// A loop's variance is asked from its condition before the walk has read the body's
// declarations (`while ((ep = readdir(dp)) != NULL) { char path[256]; snprintf(path, ...);
// fopen(path, "r"); }`, smartmontools' os_linux.cpp): such a name is taken from its
// declaration further on.
const Variable *Walker::declaredInBody(std::string_view name) const {
  if (!bodyDeclarations) {
    bodyDeclarations.emplace();
    int body = t.child(fn.node, Field::Body);
    for (int n = body, end = body >= 0 ? t.subtreeEnd(body) : -1; n >= 0 && n < end; ++n)
      if (t[n].kind == Kind::Declaration)
        for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling) {
          int d = t[c].field != Field::Declarator ? -1
                  : t[c].kind == Kind::InitDeclarator ? t.child(c, Field::Declarator) : c;
          int nameNode = d >= 0 ? declaratorName(t, d) : -1;
          if (nameNode >= 0)
            if (const Variable *v = declaredBy(n, t.text(nameNode)))
              bodyDeclarations->emplace(v->name, *v);
        }
  }
  auto it = bodyDeclarations->find(std::string(name));
  return it == bodyDeclarations->end() ? nullptr : &it->second;
}

const Variable *Walker::declaredBy(int declaration, std::string_view name) const {
  int type = t.child(declaration, Field::Type);
  for (int c = t[declaration].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].field != Field::Declarator)
      continue;
    int d = t[c].kind == Kind::InitDeclarator ? t.child(c, Field::Declarator) : c;
    int nameNode = d >= 0 ? declaratorName(t, d) : -1;
    if (nameNode < 0 || t.text(nameNode) != name)
      continue;
    auto [it, fresh] = declarationsByName.try_emplace(nameNode);
    if (fresh) {
      Variable &v = it->second;
      v.name = std::string(name);
      v.nameNode = nameNode;
      v.typeNode = type;
      v.declarator = d;
      v.isConst = hasSpecifier(t, declaration, "const");
      describeDeclarator(t, d, v);
    }
    return &it->second;
  }
  return nullptr;
}

const Variable *Walker::variableAt(std::string_view name, int at) const {
  for (int child = at, n = at >= 0 ? t[at].parent : -1; n >= 0 && child != fn.node;
       child = n, n = t[n].parent) {
    if (t[n].kind != Kind::CompoundStatement && t[n].kind != Kind::ForStatement)
      continue;
    const Variable *found = nullptr; // the last declaration before `child`
    for (int c = t[n].firstChild; c >= 0 && c != child; c = t[c].nextSibling)
      if (t[c].kind == Kind::Declaration)
        if (const Variable *v = declaredBy(c, name))
          found = v;
    if (found)
      return found;
  }
  return variableNamed(name);
}

// The pointer and array levels of a variable of a character type (`char name[256]` 1, `char
// **tempname` 2), -1 otherwise. Fast mode has no typedefs: the character types as spelled, and
// the standard and common byte typedefs the AST side sees through (isAnyCharacterType).
int Walker::characterLevels(std::string_view name, int at) const {
  const Variable *v = at >= 0 ? variableAt(name, at) : variableNamed(name);
  if (!v || v->typeNode < 0)
    return -1;
  static const std::unordered_set<std::string_view> characters = {
      "char", "signed char", "unsigned char", "wchar_t", "char8_t", "char16_t", "char32_t",
      "int8_t", "uint8_t", "u_char",
  };
  if (!characters.count(singleSpaced(t.text(v->typeNode))))
    return -1;
  int levels = 0;
  for (int d = v->declarator; d >= 0 && levels < 16;) {
    Kind k = t[d].kind;
    if (k == Kind::PointerDeclarator || k == Kind::ArrayDeclarator)
      ++levels;
    else if (k != Kind::ParenthesizedDeclarator && k != Kind::InitDeclarator)
      break;
    int inner = t.child(d, Field::Declarator);
    d = inner >= 0 ? inner : (k == Kind::ParenthesizedDeclarator ? t.firstNamed(d) : -1);
  }
  return levels;
}

// A file-scope prototype of function `name` (`int f(const char *path);`), or -1.
int Walker::prototypeOf(const std::string &name) const {
  if (!prototypesScanned) {
    prototypesScanned = true;
    int root = t.root();
    for (int c = root >= 0 ? t[root].firstChild : -1; c >= 0; c = t[c].nextSibling) {
      if (t[c].kind != Kind::Declaration)
        continue;
      int d = t.child(c, Field::Declarator);
      while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
        d = t.child(d, Field::Declarator);
      int nameNode = d >= 0 ? t.child(d, Field::Declarator) : -1;
      if (nameNode >= 0 && t[nameNode].kind == Kind::Identifier)
        prototypes.emplace(std::string(t.text(nameNode)), c);
    }
  }
  auto found = prototypes.find(name);
  return found == prototypes.end() ? -1 : found->second;
}

// Whether argument `index` of `call` may be written through by the callee: a non-const
// reference or pointer parameter (a file's own function says which), a pointer or array passed
// to a library function where its parameter is not const, or as a variadic argument.
bool Walker::writtenThrough(int call, size_t index, int argument) const {
  int bare = stripParensAndCasts(ref(argument)).node;
  if (bare < 0 || t[bare].kind != Kind::Identifier)
    return false;
  const Variable *v = variableAt(t.text(bare), bare);
  if (!v)
    return false;
  bool constant = v->isConst || (v->typeNode >= 0 && t[v->typeNode].parent >= 0 &&
                                  hasSpecifier(t, t[v->typeNode].parent, "const"));
  bool pointerLike = (v->pointer || v->array) && !constant;
  int function = t.child(call, Field::Function);
  if (function < 0 || (t[function].kind != Kind::Identifier && t[function].kind != Kind::QualifiedIdentifier))
    return pointerLike;
  std::string name(calleeBaseName(t, function));
  int declaration = -1;
  if (auto def = cx.file.functions.find(name); def != cx.file.functions.end())
    declaration = def->second;
  else
    declaration = prototypeOf(name);
  if (declaration >= 0) {
    int d = t.child(declaration, Field::Declarator);
    while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
      d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : -1;
    int params = d >= 0 ? t.child(d, Field::Parameters) : -1;
    size_t i = 0;
    for (int p = params >= 0 ? t.firstNamed(params) : -1; p >= 0; p = t.nextNamed(p)) {
      if (t[p].kind != Kind::ParameterDeclaration && t[p].kind != Kind::OptionalParameterDeclaration)
        continue;
      if (i++ != index)
        continue;
      Variable param;
      describeDeclarator(t, t.child(p, Field::Declarator), param);
      bool constant = hasSpecifier(t, p, "const");
      return ((param.pointer || param.array) && !constant) || (param.reference && !constant);
    }
    return pointerLike; // variadic
  }
  if (index < 32 && (constParameters(name) >> index) & 1)
    return false;
  return pointerLike;
}

// What a stream opens: a path (fopen, freopen), a descriptor (fdopen) or a command (popen),
// always the first argument. Memory streams (fmemopen) are not files: no path to keep open.
// A string literal, or a macro or const global standing for one (`#define CONF "/etc/app.conf"`,
// `static const char conf[] = "..."`), as the Clang side decides pathConstant.
bool Walker::isConstantString(int e) const {
  NodeRef bare = stripParensAndCasts(ref(e));
  if (!bare.valid())
    return false;
  Kind k = t[bare.node].kind;
  if (k == Kind::StringLiteral || k == Kind::ConcatenatedString)
    return true;
  // An all-capitals name that is nothing the file or its headers define: a macro of a header
  // fast mode did not find, or of the command line (`-DPATH_FTPUSERS=\"/etc/ftpusers\"`), a
  // constant as AST mode sees it.
  if (k == Kind::Identifier && lookup(t.text(bare.node)).kind == Binding::Unknown &&
      builder::allCapitalsName(t.text(bare.node)))
    return true;
  return constantStringNode(e).valid();
}

// The string literal a macro or const global `e` names (not `e` itself), or an invalid ref.
NodeRef Walker::constantStringNode(int e) const {
  NodeRef bare = stripParensAndCasts(ref(e));
  if (!bare.valid() || t[bare.node].kind != Kind::Identifier)
    return {};
  Binding b = lookup(t.text(bare.node));
  NodeRef init = b.init;
  if (b.kind == Binding::Variable && b.variable && b.variable->isGlobal && b.variable->isConst &&
      b.tree && b.variable->init >= 0)
    init = {b.tree, b.variable->init};
  else if (b.kind != Binding::Macro)
    return {};
  init = init.valid() ? stripParensAndCasts(init) : init;
  if (!init.valid())
    return {};
  Kind ik = (*init.tree)[init.node].kind;
  return ik == Kind::StringLiteral || ik == Kind::ConcatenatedString ? init : NodeRef{};
}

// The text of a one-piece string literal without its quotes, written or behind a macro or
// const global; "" for anything else (escapes and concatenations are not decoded).
std::string Walker::constantStringText(int e) const {
  NodeRef literal = stripParensAndCasts(ref(e));
  if (literal.valid() && t[literal.node].kind == Kind::Identifier)
    literal = constantStringNode(e);
  if (!literal.valid() || (*literal.tree)[literal.node].kind != Kind::StringLiteral)
    return {};
  std::string_view text = literal.tree->text(literal.node);
  if (text.size() < 2 || text.front() != '"' || text.back() != '"' ||
      text.find('\\') != std::string_view::npos)
    return {};
  return std::string(text.substr(1, text.size() - 2));
}

namespace {

// One expression that decides which file is opened (analyzer/extract/DescriptorOrigin.h).
struct PathPart {
  int node = -1;
  bool descriptor = false; // openat's directory descriptor, not a path string
};

} // namespace

// fdopen(fd) of a local `fd` whose every store in this body is open/openat/creat (or an integer
// constant, the "not open" sentinel): the path parts of those calls, as Clang's
// descriptorOrigins. Empty when the origin is unknown (a parameter, dup(), `&fd`, `fd += ...`).
static std::vector<PathPart> descriptorOrigins(const SyntaxTree &t, int body, std::string_view fd,
                                               int init, Evaluator &sizes) {
  std::vector<int> values;
  if (init >= 0)
    values.push_back(init);
  for (int i = body + 1, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].kind != Kind::AssignmentExpression)
      continue;
    NodeRef target = stripParensAndCasts({&t, t.child(i, Field::Left)});
    if (target.valid() && t[target.node].kind == Kind::Identifier && t.text(target.node) == fd)
      values.push_back(t.child(i, Field::Right));
  }
  std::vector<PathPart> parts;
  for (int value : values) {
    NodeRef v = stripParensAndCasts({&t, value});
    if (!v.valid())
      return {};
    Kind k = t[v.node].kind;
    if (k == Kind::NumberLiteral || (k == Kind::UnaryExpression && t.text(v.node).starts_with("-")) ||
        sizes.value(v))
      continue; // fd = -1
    int function = k == Kind::CallExpression ? t.child(v.node, Field::Function) : -1;
    if (function < 0 || t[function].kind != Kind::Identifier)
      return {};
    std::string_view name = t.text(function);
    int list = t.child(v.node, Field::Arguments);
    if (list < 0)
      return {};
    std::vector<int> args;
    for (int a = t.firstNamed(list); a >= 0; a = t.nextNamed(a))
      if (t[a].kind != Kind::Comment)
        args.push_back(a);
    bool single = name == "open" || name == "open64" || name == "creat" || name == "creat64";
    bool at = name == "openat" || name == "openat64";
    if ((!single && !at) || args.size() < (at ? 2u : 1u))
      return {};
    if (single) {
      parts.push_back({args[0], false});
      continue;
    }
    NodeRef dir = stripParensAndCasts({&t, args[0]});
    NodeRef file = stripParensAndCasts({&t, args[1]});
    parts.push_back({args[1], false});
    // An absolute name ignores the descriptor; AT_FDCWD (or any constant) is the working directory.
    bool absolute = file.valid() && t[file.node].kind == Kind::StringLiteral &&
                    t.text(file.node).substr(0, 2) == "\"/";
    bool cwd = dir.valid() && (t.text(dir.node) == "AT_FDCWD" || sizes.value(dir));
    if (!absolute && !cwd)
      parts.push_back({args[0], true});
  }
  return parts;
}

// What a stream opens, as analyzer/extract's Walker::describeOpenedPath: fopen's path, or for
// fdopen of a descriptor opened here the path parts of those open/openat/creat calls. The same
// file every time only when every part is: all constant, none varying in the loop, and (per
// call) every non-constant part the one unmodified parameter.
void Walker::describeOpenedPath(facts::StreamOpen &open, const std::vector<int> &args) {
  if (!builder::opensNamedFile(open.opener) || args.empty())
    return;
  if (args.size() >= 2 && isConstantString(args[1]) &&
      builder::feedsProcessPerItem(open.opener, constantStringText(args[1]))) {
    open.pathVaries = currentLoop() >= 0; // per-item work, whatever the command (AST side alike)
    return;
  }
  bool fdopen = open.opener == "fdopen";
  std::vector<PathPart> parts{{args[0], fdopen}};
  if (int bare = stripParensAndCasts(ref(args[0])).node;
      fdopen && bare >= 0 && t[bare].kind == Kind::Identifier) {
    std::string_view name = t.text(bare);
    int l = resolve(name);
    int body = t.child(fn.node, Field::Body);
    const Variable *var = l >= 0 ? &locals[static_cast<size_t>(l)].var : nullptr;
    if (var && var->parameter < 0 && !var->isGlobal && !var->reference && body >= 0 &&
        !otherWrites.count(name))
      if (auto origins = descriptorOrigins(t, body, name, var->init, sizes); !origins.empty())
        parts = std::move(origins);
  }
  open.pathConstant = true;
  int parameter = -1;
  bool parametersAgree = true;
  for (const PathPart &part : parts) {
    bool constant = !part.descriptor && isConstantString(part.node);
    open.pathConstant = open.pathConstant && constant;
    if (currentLoop() >= 0) {
      open.pathVaries = open.pathVaries ||
                        variance.varies(part.node, loopNodes[static_cast<size_t>(currentLoop())]);
      continue;
    }
    if (constant)
      continue;
    int p = parameterOfPath(part.node);
    parametersAgree = parametersAgree && p >= 0 && (parameter < 0 || parameter == p);
    parameter = p;
  }
  if (currentLoop() < 0 && parametersAgree)
    open.pathParameter = parameter;
  if (parts.size() == 1 && !parts[0].descriptor) {
    open.pathRelative = open.pathConstant && builder::isRelativePath(constantStringText(parts[0].node));
    if (std::string note = builder::terminalDeviceNote(terminalPathText(parts[0].node));
        !note.empty())
      open.notRepeated = note;
  }
}

// The constant text of a path, for the terminal question: a string, a macro or constant of the
// file standing for one, or <paths.h>'s `_PATH_TTY` ("/dev/tty" in glibc, musl and the BSDs),
// which Clang reads from the system header and fast mode, reading no system header, by name
// (dropbear's get_response, `fopen(_PATH_TTY, "r")` per prompt of a keyboard-interactive login).
std::string Walker::terminalPathText(int path) const {
  std::string text = constantStringText(path);
  NodeRef bare = stripParensAndCasts(ref(path));
  if (text.empty() && bare.valid() && t[bare.node].kind == Kind::Identifier &&
      t.text(bare.node) == "_PATH_TTY" && !cx.file.macros.count("_PATH_TTY"))
    text = "/dev/tty";
  return text;
}

// The unmodified parameter that `path` is (name.c_str() counts as name), or -1.
int Walker::parameterOfPath(int path) const {
  int bare = stripParensAndCasts(ref(path)).node;
  if (bare >= 0 && t[bare].kind == Kind::CallExpression) { // name.c_str(), name.data()
    int function = t.child(bare, Field::Function);
    int member = function >= 0 && t[function].kind == Kind::FieldExpression ? t.child(function, Field::FieldName) : -1;
    if (member >= 0 && (t.text(member) == "c_str" || t.text(member) == "data"))
      bare = stripParensAndCasts(ref(t.child(function, Field::Argument))).node;
  }
  if (bare < 0 || t[bare].kind != Kind::Identifier)
    return -1;
  int l = resolve(t.text(bare));
  if (l >= 0 && locals[static_cast<size_t>(l)].var.parameter >= 0 && !mutated.count(std::string(t.text(bare))))
    return locals[static_cast<size_t>(l)].var.parameter;
  return -1;
}

// The parameter a caller buffer given to setvbuf comes from: the parameter itself (`buf`) or
// what it points to (`*buf`), or -1 (as extract's Walker::parameterOfBuffer).
int Walker::parameterOfBuffer(int buffer) const {
  int bare = stripParensAndCasts(ref(buffer)).node;
  if (bare >= 0 && t[bare].kind == Kind::PointerExpression && t.text(bare).substr(0, 1) == "*")
    bare = t.child(bare, Field::Argument);
  return bare >= 0 ? parameterOfPath(bare) : -1;
}

bool Walker::argumentVaries(int argument) {
  return currentLoop() >= 0 && variance.varies(argument, loopNodes[static_cast<size_t>(currentLoop())]);
}

} // namespace faultline::fastmode::walker
