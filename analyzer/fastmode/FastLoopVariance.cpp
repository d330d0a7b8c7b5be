// Loop variance in fast mode (FastLoopVariance, FastControlFlow.h): which names a loop changes
// per iteration, read off the syntax tree, as analyzer/extract/LoopVariance.cpp does on Clang's
// AST. Split from FastControlFlow.cpp, which keeps the structured control flow.
#include "fastmode/FastControlFlow.h"

#include "fastmode/FastSizes.h"
#include "fastmode/TypeNames.h"

#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

namespace {

bool answersDifferently(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "readdir", "readdir64", "strtok", "strtok_r", "strsep", "tmpnam", "tempnam", "mkstemp",
      "mkdtemp", "tmpfile", "rand", "random", "time", "clock", "getline",
  };
  return names.count(name) > 0;
}

// Methods that do not change their object (the AST side knows `const` methods).
bool isConstMethod(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "size", "length", "empty", "c_str", "data", "begin", "end", "cbegin", "cend", "find",
      "compare", "substr", "capacity", "front", "back", "at", "count", "str", "get", "rfind",
      "starts_with", "ends_with", "contains", "string", "native", "value", "has_value",
  };
  return names.count(name) > 0;
}

// The object whose field a for-loop's update steps: `id` in `for (id->variant = 0; ...;
// id->variant++)` (or `s.i++`, `p->pos.k += 2`): the same pointer each iteration, a different
// item each time, like a plain induction variable (AST side: LoopVariance.cpp). Only the update
// clause is read, not field assignments in the body.
int fieldInductionObject(const SyntaxTree &t, int loop) {
  if (t[loop].kind != Kind::ForStatement)
    return -1;
  int update = t.child(loop, Field::Update);
  update = update >= 0 ? stripParensAndCasts({&t, update}).node : -1;
  int target = -1;
  if (update >= 0 && t[update].kind == Kind::UpdateExpression)
    target = t.child(update, Field::Argument);
  else if (update >= 0 && t[update].kind == Kind::AssignmentExpression)
    target = t.child(update, Field::Left);
  target = target >= 0 ? stripParensAndCasts({&t, target}).node : -1;
  if (target < 0 || t[target].kind != Kind::FieldExpression)
    return -1;
  int base = target;
  while (base >= 0 && t[base].kind == Kind::FieldExpression)
    base = stripParensAndCasts({&t, t.child(base, Field::Argument)}).node;
  return base >= 0 && t[base].kind == Kind::Identifier ? base : -1;
}

// The variable whose buffer a write lands in, and how many levels of indirection the write is
// below it: `name` (0) for `name + n`, `name[k]` (1), `&name[k]` (0), `*tempname + len` (1).
// Through pointer arithmetic (the pointer on the left, as written), subscripts and `*`/`&`, not
// through fields (as LoopVariance.cpp's bufferVariable).
std::pair<int, int> bufferOf(const SyntaxTree &t, int e) {
  int levels = 0;
  for (int guard = 0; e >= 0 && guard < 16; ++guard) {
    e = stripParensAndCasts({&t, e}).node;
    if (e < 0)
      return {-1, 0};
    Kind k = t[e].kind;
    if (k == Kind::Identifier)
      return {e, levels};
    if (k == Kind::BinaryExpression) {
      int op = t.child(e, Field::Operator);
      if (op < 0 || (t.text(op) != "+" && t.text(op) != "-"))
        return {-1, 0};
      e = t.child(e, Field::Left);
    } else if (k == Kind::SubscriptExpression) {
      ++levels;
      e = t.child(e, Field::Argument);
    } else if (k == Kind::PointerExpression) {
      levels += t.text(e).substr(0, 1) == "*" ? 1 : -1;
      e = t.child(e, Field::Argument);
    } else {
      return {-1, 0};
    }
  }
  return {-1, 0};
}

// The library functions that write a string or bytes through a pointer argument (`strcpy(name +
// n, ...)`). A list, since fast mode has no headers: a project's `void f(char *name)` rarely
// spells the const its parameter deserves, and `f(argv[i])` must not make `argv` vary (the AST
// side asks for a function declared in a system header).
bool writesStrings(const SyntaxTree &t, int function) {
  static const std::unordered_set<std::string_view> names = {
      "strcpy",  "strncpy",  "strcat",   "strncat", "stpcpy",   "stpncpy", "strlcpy", "strlcat",
      "sprintf", "snprintf", "vsprintf", "vsnprintf", "memcpy", "memmove", "memset",  "mempcpy",
      "fgets",   "fread",    "read",     "pread",   "getcwd",   "realpath", "readlink", "strftime",
      "wcscpy",  "wcsncpy",  "wcscat",   "wcsncat", "swprintf", "wmemcpy", "wmemmove",
  };
  return function >= 0 &&
         (t[function].kind == Kind::Identifier || t[function].kind == Kind::QualifiedIdentifier) &&
         names.count(calleeBaseName(t, function)) > 0;
}

} // namespace

std::optional<std::pair<std::string, std::string>>
FastLoopVariance::characterAlias(std::string_view pointer, int value) const {
  auto [buffer, levels] = value >= 0 ? bufferOf(t, value) : std::pair<int, int>{-1, 0};
  if (buffer < 0 || levels != 0 || !characterLevels || t.text(buffer) == pointer ||
      characterLevels(pointer, -1) != 1 || characterLevels(t.text(buffer), buffer) < 1)
    return std::nullopt;
  return std::make_pair(std::string(pointer), std::string(t.text(buffer)));
}

const FastLoopVariance::Aliases &FastLoopVariance::functionAliases(int enclosing) {
  auto [it, fresh] = aliasesByFunction.try_emplace(enclosing);
  if (!fresh)
    return it->second;
  for (int i = enclosing, end = t.subtreeEnd(enclosing); i < end; ++i) {
    std::optional<std::pair<std::string, std::string>> alias;
    if (t[i].kind == Kind::AssignmentExpression) {
      int left = stripParensAndCasts({&t, t.child(i, Field::Left)}).node;
      int op = t.child(i, Field::Operator);
      if (left >= 0 && t[left].kind == Kind::Identifier && op >= 0 && t.text(op) == "=")
        alias = characterAlias(t.text(left), t.child(i, Field::Right));
    } else if (t[i].kind == Kind::InitDeclarator) {
      int d = t.child(i, Field::Declarator);
      while (d >= 0 && t[d].kind == Kind::PointerDeclarator)
        d = t.child(d, Field::Declarator);
      if (d >= 0 && t[d].kind == Kind::Identifier)
        alias = characterAlias(t.text(d), t.child(i, Field::Value));
    }
    if (alias)
      it->second.push_back(std::move(*alias));
  }
  return it->second;
}

const std::set<std::string, std::less<>> &FastLoopVariance::changedIn(int loop) {
  auto found = cache.find(loop);
  if (found != cache.end())
    return found->second;
  std::set<std::string, std::less<>> changed;
  std::vector<std::pair<std::string, int>> declared; // name, initialiser
  std::vector<int> calls;
  std::set<std::string, std::less<>> read; // every identifier in the loop (globals among them)
  auto mark = [&](int e) {
    e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
    if (e >= 0 && t[e].kind == Kind::Identifier)
      changed.emplace(t.text(e));
  };
  // A write into a character buffer (`path[len] = c` at `levels` 1, `strcpy(name + n, item)` at
  // 0): the string the variable points to is another one now, so a path read from it varies.
  // `value` levels below the variable must be a character itself (not `*tempname = malloc(n)`).
  std::set<std::string, std::less<>> charactersWritten;      // through these names
  std::vector<std::pair<std::string, std::string>> aliases; // pointer, buffer it was set to
  auto markBuffer = [&](int e, int valueLevels) {
    auto [name, levels] = bufferOf(t, e);
    if (name >= 0 && characterLevels && characterLevels(t.text(name), name) == levels + valueLevels) {
      changed.emplace(t.text(name));
      charactersWritten.emplace(t.text(name));
    }
  };
  auto noteAlias = [&](std::string_view pointer, int value) {
    if (auto alias = characterAlias(pointer, value))
      aliases.push_back(std::move(*alias));
  };
  // The same aliases set anywhere else in the function, before the loop above all (palp names
  // its databases by `fx = name + strlen(name)` and `strcpy(fx, ext)` in the loop, held-out set
  // 25; AST side: LoopVariance.cpp's AliasCollector).
  int enclosing = t[loop].parent;
  while (enclosing >= 0 && t[enclosing].kind != Kind::FunctionDefinition &&
         t[enclosing].kind != Kind::LambdaExpression)
    enclosing = t[enclosing].parent;
  if (enclosing >= 0) {
    const Aliases &outer = functionAliases(enclosing);
    aliases.insert(aliases.end(), outer.begin(), outer.end());
  }
  if (int object = fieldInductionObject(t, loop); object >= 0)
    changed.emplace(t.text(object));
  // `while (queue->pop(fname))` (kmc's binary reader, held-out set 20): a call in the loop's
  // condition handed a variable as it is fetches the next item into it, in C++ through a
  // reference parameter whose declaration fast mode has not read (the AST side sees it).
  int condition = t.child(loop, Field::Condition);
  auto inCondition = [&](int node) {
    return condition >= 0 && node >= condition && node < t.subtreeEnd(condition);
  };
  for (int i = loop, end = t.subtreeEnd(loop); i < end; ++i) {
    const Node &n = t[i];
    // A called name is a function, not a global the loop reads (`fopen(path_fn(), "w")`).
    if (n.kind == Kind::Identifier &&
        !(n.parent >= 0 && t[n.parent].kind == Kind::CallExpression && t.child(n.parent, Field::Function) == i))
      read.emplace(t.text(i));
    switch (n.kind) {
    case Kind::AssignmentExpression: {
      mark(t.child(i, Field::Left));
      markBuffer(t.child(i, Field::Left), 0);
      int left = stripParensAndCasts({&t, t.child(i, Field::Left)}).node;
      int op = t.child(i, Field::Operator);
      if (left >= 0 && t[left].kind == Kind::Identifier && op >= 0 && t.text(op) == "=")
        noteAlias(t.text(left), t.child(i, Field::Right));
      break;
    }
    case Kind::UpdateExpression:
      mark(t.child(i, Field::Argument));
      break;
    case Kind::PointerExpression:
      if (t.text(i).substr(0, 1) == "&")
        mark(t.child(i, Field::Argument));
      break;
    case Kind::BinaryExpression:
      // `in >> x` on a stream (C++): extraction writes its right operand.
      if (cpp) {
        int op = t.child(i, Field::Operator);
        int parent = n.parent;
        if (op >= 0 && t.text(op) == ">>" && parent >= 0 &&
            (t[parent].kind == Kind::ExpressionStatement || t[parent].kind == Kind::BinaryExpression ||
             t[parent].kind == Kind::ConditionClause || t[parent].kind == Kind::ParenthesizedExpression))
          mark(t.child(i, Field::Right));
      }
      break;
    case Kind::CallExpression: {
      calls.push_back(i);
      int function = t.child(i, Field::Function);
      if (function >= 0 && t[function].kind == Kind::FieldExpression) {
        int field = t.child(function, Field::FieldName);
        if (field >= 0 && !isConstMethod(t.text(field)))
          mark(t.child(function, Field::Argument));
      }
      int args = t.child(i, Field::Arguments);
      size_t index = 0;
      for (int a = args >= 0 ? t[args].firstChild : -1; a >= 0; a = t[a].nextSibling) {
        if (!t[a].named || t[a].kind == Kind::Comment)
          continue;
        int bare = stripParensAndCasts({&t, a}).node;
        bool fetched = cpp && inCondition(i) && bare >= 0 && t[bare].kind == Kind::Identifier;
        if (fetched || (written && written(i, index, a))) {
          mark(a);
          // strcpy(fx, ext) with `char *fx` set into a buffer: its characters are written (a
          // pointer set to the buffer, before the loop or in it, reads them: below).
          if (!fetched && bare >= 0 && t[bare].kind == Kind::Identifier && writesStrings(t, function))
            markBuffer(a, 1);
        } else if (auto [name, levels] = bufferOf(t, a);
                 name >= 0 && name != a && writesStrings(t, function) && written && written(i, index, name))
          markBuffer(a, 1); // strcpy(name + n, ...): the callee writes the characters it points to
        ++index;
      }
      break;
    }
    case Kind::InitDeclarator: {
      // Through pointer, array and reference declarators (`const dev_config &cfg =
      // configs.at(i)`: a reference_declarator holds its declarator unnamed).
      int d = t.child(i, Field::Declarator);
      for (int guard = 0; d >= 0 && t[d].kind != Kind::Identifier && guard < 16; ++guard) {
        int inner = t.child(d, Field::Declarator);
        d = inner >= 0 ? inner : t[d].kind == Kind::ReferenceDeclarator ? t.firstNamed(d) : -1;
      }
      if (d >= 0) {
        declared.emplace_back(std::string(t.text(d)), t.child(i, Field::Value));
        noteAlias(t.text(d), t.child(i, Field::Value));
      }
      break;
    }
    case Kind::ForRangeLoop: {
      int d = t.child(i, Field::Declarator);
      for (int guard = 0; d >= 0 && t[d].kind != Kind::Identifier && guard < 16; ++guard) {
        int inner = t.child(d, Field::Declarator);
        d = inner >= 0 ? inner : t.firstNamed(d);
      }
      if (d >= 0 && t[d].kind == Kind::Identifier)
        changed.emplace(t.text(d));
      if (d >= 0 && t[d].kind == Kind::StructuredBindingDeclarator)
        for (int c = t.firstNamed(d); c >= 0; c = t.nextNamed(c))
          changed.emplace(t.text(c));
      break;
    }
    default:
      break;
    }
  }
  // groff's xtotroff copies each line's first word into `troff_name` through a second pointer
  // (`for (a = line, b = troff_name; *a; a++, b++) *b = *a;`): characters written through a
  // pointer the loop set to a buffer rewrite that buffer (AST side: LoopVariance.cpp).
  for (const auto &[pointer, buffer] : aliases)
    if (charactersWritten.count(pointer))
      changed.insert(buffer);
  // A global a call in the loop may rewrite (getopt's optarg) differs per iteration.
  if (writesGlobal)
    for (const std::string &name : read)
      if (!changed.count(name))
        for (int call : calls)
          if (writesGlobal(call, name)) {
            changed.insert(name);
            break;
          }
  // A variable declared in the loop changes when its initialiser does; a few passes settle chains.
  for (int pass = 0; pass < 4; ++pass) {
    bool grew = false;
    for (const auto &[name, init] : declared)
      if (init >= 0 && !changed.count(name) && varies(init, changed, 0))
        grew |= changed.insert(name).second;
    if (!grew)
      break;
  }
  return cache.emplace(loop, std::move(changed)).first->second;
}

bool FastLoopVariance::varies(int e, const std::set<std::string, std::less<>> &changed,
                              unsigned depth) const {
  if (e < 0 || depth > 64)
    return false;
  const Node &n = t[e];
  if (n.kind == Kind::Identifier)
    return changed.count(t.text(e)) > 0;
  if (n.kind == Kind::CallExpression) {
    int function = t.child(e, Field::Function);
    if (function >= 0 && (t[function].kind == Kind::Identifier || t[function].kind == Kind::QualifiedIdentifier) &&
        answersDifferently(calleeBaseName(t, function)))
      return true;
  }
  for (int c = n.firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && varies(c, changed, depth + 1))
      return true;
  return false;
}

bool FastLoopVariance::varies(int e, int loop) {
  if (e < 0 || loop < 0)
    return false;
  return varies(e, changedIn(loop), 0);
}

} // namespace faultline::fastmode
