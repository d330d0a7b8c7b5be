// Tests of a string parameter's characters (facts::CharacterProbe), read off the syntax tree as
// analyzer/extract/CharacterProbes.cpp reads them off Clang's AST: `*mode == 'r'`, `mode[1]`,
// `strchr(mode, 'w')`, and a flag a scan loop sets from the characters (libsolv's lzopen:
// `for (; *mode; mode++) if (*mode == 'w') encoding = 1; else if (*mode == 'r') encoding = 0;`
// then `if (encoding)` makes the 93 MiB lzma encoder). The same shapes, the same refusals: a
// character outside ASCII, a test that may take a marked character first, a jump out of the
// scan, a label in the function, a store to the flag or a write to the string elsewhere.
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <functional>

namespace faultline::fastmode::walker {

namespace {

int bareNode(const SyntaxTree &t, int e) { return e >= 0 ? stripParensAndCasts({&t, e}).node : -1; }

// A plain decimal literal's value, at most `limit`.
std::optional<int64_t> smallNumber(const SyntaxTree &t, int e, int64_t limit) {
  e = bareNode(t, e);
  std::string_view digits = e >= 0 && t[e].kind == Kind::NumberLiteral ? t.text(e) : "";
  if (digits.empty() || digits.size() > 4 || digits.find_first_not_of("0123456789") != std::string_view::npos ||
      (digits.size() > 1 && digits[0] == '0'))
    return std::nullopt;
  int64_t v = std::stoll(std::string(digits));
  return v <= limit ? std::optional<int64_t>(v) : std::nullopt;
}

// A character constant ('w', or its code) in ASCII other than the terminator.
std::optional<int64_t> characterOf(const SyntaxTree &t, int e) {
  e = bareNode(t, e);
  if (e < 0)
    return std::nullopt;
  std::optional<int64_t> c;
  std::string_view text = t.text(e);
  if (t[e].kind == Kind::CharLiteral && text.size() == 3 && text.front() == '\'' &&
      text.back() == '\'' && text[1] != '\\')
    c = static_cast<unsigned char>(text[1]);
  else
    c = smallNumber(t, e, 127);
  return c && *c > 0 && *c < 128 ? c : std::nullopt;
}

bool isZero(const SyntaxTree &t, int e) {
  e = bareNode(t, e);
  return e >= 0 && (t.text(e) == "0" || t.text(e) == "'\\0'");
}

// `*p` or `p[i]` (i a decimal constant): the node of p, with i.
int characterRead(const SyntaxTree &t, int e, int64_t &index) {
  e = bareNode(t, e);
  if (e < 0)
    return -1;
  if (t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "*") {
    index = 0;
    return t.child(e, Field::Argument);
  }
  if (t[e].kind != Kind::SubscriptExpression)
    return -1;
  int base = t.firstNamed(e);
  int i = base >= 0 ? t.nextNamed(base) : -1;
  if (i >= 0 && std::string_view(t[i].type) == "subscript_argument_list")
    i = t.firstNamed(i); // C++ grammar
  auto value = i >= 0 ? smallNumber(t, i, 4096) : std::nullopt;
  if (!value)
    return -1;
  index = *value;
  return base;
}

bool isName(const SyntaxTree &t, int e, std::string_view name) {
  e = bareNode(t, e);
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

// `*p == C` / `p[0] == C` (either order): C.
std::optional<int64_t> characterTest(const SyntaxTree &t, int cond, std::string_view p) {
  cond = bareNode(t, cond);
  int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  if (op < 0 || t[op].type != std::string_view("=="))
    return std::nullopt;
  int l = t.child(cond, Field::Left), r = t.child(cond, Field::Right);
  for (int pass = 0; pass < 2; ++pass, std::swap(l, r)) {
    int64_t index = -1;
    int base = characterRead(t, l, index);
    if (base >= 0 && index == 0 && isName(t, base, p))
      return characterOf(t, r);
  }
  return std::nullopt;
}

bool hasType(const SyntaxTree &t, int n, std::initializer_list<std::string_view> types) {
  for (int i = n, end = t.subtreeEnd(n); i < end; ++i)
    for (std::string_view type : types)
      if (t[i].type == type)
        return true;
  return false;
}

// `flag = K;` alone, or a block with it among its statements: K (the stored value's node in
// `stores`); nothing unless exactly one such store.
std::optional<int64_t> storedIn(const SyntaxTree &t, int s, std::string_view flag,
                                std::vector<int> &stores,
                                const std::function<std::optional<int64_t>(int)> &constant) {
  std::vector<int> statements;
  if (t[s].kind == Kind::CompoundStatement) {
    for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
      statements.push_back(c);
  } else {
    statements.push_back(s);
  }
  std::optional<int64_t> out;
  unsigned assignments = 0;
  for (int x : statements) {
    int e = t[x].kind == Kind::ExpressionStatement ? bareNode(t, t.firstNamed(x)) : -1;
    int op = e >= 0 && t[e].kind == Kind::AssignmentExpression ? t.child(e, Field::Operator) : -1;
    int left = op >= 0 ? t.child(e, Field::Left) : -1;
    if (op < 0 || t[op].type != std::string_view("=") || left < 0 ||
        t[left].kind != Kind::Identifier || t.text(left) != flag)
      continue;
    ++assignments;
    int right = t.child(e, Field::Right);
    stores.push_back(right);
    out = right >= 0 ? constant(right) : std::nullopt;
  }
  return assignments == 1 ? out : std::nullopt;
}

} // namespace

std::optional<int64_t> Walker::probeConstant(int e) {
  if (auto c = characterOf(t, e))
    return c;
  auto v = comparable(e);
  return v && v->constant ? v->constant : std::nullopt;
}

// The scan `for (; *p; p++) BODY` of a string parameter p whose body gives `flag` a constant per
// character tested (AST side: CharacterProbes.cpp, scanSetting): the parameter and the marks,
// with the nodes of the values stored.
std::optional<Walker::ScanFlag> Walker::scanSetting(int loop, std::string_view flag) {
  if (t.child(loop, Field::Initializer) >= 0)
    return std::nullopt;
  int step = bareNode(t, t.child(loop, Field::Update));
  if (step < 0 || t[step].kind != Kind::UpdateExpression ||
      t.text(step).find("++") == std::string_view::npos)
    return std::nullopt;
  int stepped = bareNode(t, t.child(step, Field::Argument));
  if (stepped < 0 || t[stepped].kind != Kind::Identifier)
    return std::nullopt;
  std::string_view p = t.text(stepped);
  Binding string = lookup(p);
  auto writes = writeCount.find(p);
  if (string.kind != Binding::Parameter || string.parameter < 0 || string.integer ||
      writes == writeCount.end() || writes->second != 1)
    return std::nullopt; // the step is its only write: the loop starts at the caller's string
  int cond = bareNode(t, t.child(loop, Field::Condition));
  if (cond >= 0 && t[cond].kind == Kind::BinaryExpression) {
    int op = t.child(cond, Field::Operator);
    cond = op >= 0 && t[op].type == std::string_view("!=") && isZero(t, t.child(cond, Field::Right))
               ? t.child(cond, Field::Left)
               : -1;
  }
  int64_t index = -1;
  int read = cond >= 0 ? characterRead(t, cond, index) : -1;
  int body = t.child(loop, Field::Body);
  if (read < 0 || index != 0 || !isName(t, read, p) || body < 0 ||
      hasType(t, body, {"break_statement", "continue_statement", "return_statement", "goto_statement",
                        "labeled_statement", "switch_statement"}))
    return std::nullopt;
  ScanFlag scan;
  scan.parameter = string.parameter;
  std::vector<int> statements;
  if (t[body].kind == Kind::CompoundStatement) {
    for (int c = t.firstNamed(body); c >= 0; c = t.nextNamed(c))
      if (t[c].kind != Kind::Comment)
        statements.push_back(c);
  } else {
    statements.push_back(body);
  }
  auto constant = [&](int e) { return probeConstant(e); };
  for (int s : statements) {
    bool blocked = false; // earlier links take their characters first (AST side: same)
    std::vector<int64_t> taken;
    for (int link = std::string_view(t[s].type) == "if_statement" ? s : -1; link >= 0;) {
      if (t.child(link, Field::Condition) >= 0 &&
          t[t.child(link, Field::Condition)].kind == Kind::ConditionClause &&
          t.child(t.child(link, Field::Condition), Field::Initializer) >= 0)
        return std::nullopt;
      int then = t.child(link, Field::Consequence);
      if (then < 0)
        return std::nullopt;
      size_t before = scan.stores.size();
      auto value = storedIn(t, then, flag, scan.stores, constant);
      auto c = characterTest(t, conditionOf(link), p);
      if (scan.stores.size() == before) {
        blocked = blocked || !c;
        if (c)
          taken.push_back(*c);
      } else {
        if (blocked || !value || !c || std::find(taken.begin(), taken.end(), *c) != taken.end())
          return std::nullopt;
        taken.push_back(*c);
        for (size_t m = 0; m < scan.marks.size(); m += 2)
          if (scan.marks[m] == *c)
            return std::nullopt;
        scan.marks.push_back(*c);
        scan.marks.push_back(*value);
      }
      int alternative = t.child(link, Field::Alternative);
      if (alternative >= 0 && std::string_view(t[alternative].type) == "else_clause")
        alternative = t.firstNamed(alternative);
      link = alternative >= 0 && std::string_view(t[alternative].type) == "if_statement" ? alternative : -1;
    }
  }
  if (scan.marks.empty())
    return std::nullopt;
  return scan;
}

std::optional<std::pair<facts::SymbolicValue, facts::CharacterProbe>>
Walker::characterProbe(int e) {
  int n = bareNode(t, e);
  if (n < 0)
    return std::nullopt;
  facts::CharacterProbe probe;
  int string = -1;
  int64_t index = -1;
  if (t[n].kind == Kind::CallExpression) {
    // `strchr(s, 'w')`: whether the character occurs, the scan {'w', 1} from 0.
    int fn = t.child(n, Field::Function);
    std::vector<int> args = arguments(t.child(n, Field::Arguments));
    if (fn < 0 || t[fn].kind != Kind::Identifier ||
        (t.text(fn) != "strchr" && t.text(fn) != "__builtin_strchr") || args.size() != 2)
      return std::nullopt;
    auto c = characterOf(t, args[1]);
    if (!c)
      return std::nullopt;
    probe.marks = {*c, 1};
    string = args[0];
  } else if (int base = characterRead(t, n, index); base >= 0) {
    probe.index = index;
    string = base;
  } else if (t[n].kind == Kind::Identifier) {
    // A local flag a scan loop of the function body set before this read.
    std::string_view name = t.text(n);
    Binding b = lookup(name);
    int body = t.child(fn.node, Field::Body);
    if (b.kind != Binding::Variable || !b.variable || b.variable->isGlobal || b.variable->isStatic ||
        !b.integer || !b.mutated || b.assigned.empty() || b.assignedFromZero || body < 0 ||
        hasType(t, body, {"labeled_statement"}))
      return std::nullopt;
    auto initial = probeConstant(b.assigned.front().node);
    if (!initial)
      return std::nullopt;
    std::optional<ScanFlag> scan;
    for (int s = t.firstNamed(body); s >= 0 && t[s].endByte <= t[n].startByte; s = t.nextNamed(s)) {
      if (t[s].kind != Kind::ForStatement)
        continue;
      if (auto found = scanSetting(s, name)) {
        if (scan)
          return std::nullopt; // two scans: kept simple, as on the AST side
        scan = std::move(found);
      }
    }
    // Every store to the flag is a mark of the scan (`assigned` holds the initialiser, then
    // every plain store; any other write leaves it empty).
    if (!scan || b.assigned.size() != scan->stores.size() + 1)
      return std::nullopt;
    for (size_t i = 1; i < b.assigned.size(); ++i)
      if (std::find(scan->stores.begin(), scan->stores.end(), b.assigned[i].node) == scan->stores.end())
        return std::nullopt;
    probe.marks = std::move(scan->marks);
    probe.initial = *initial;
    facts::SymbolicValue v;
    v.parameter = scan->parameter;
    return std::make_pair(v, std::move(probe));
  } else {
    return std::nullopt;
  }
  // The caller's string, possibly defaulted where null (`if (!mode) mode = "r";`).
  auto v = comparable(string);
  if (!v || (v->defaulted < 0 && (v->parameter < 0 || v->multiplier != 1 || v->addend != 0)))
    return std::nullopt;
  return std::make_pair(*v, std::move(probe));
}

bool Walker::probeTest(int l, int r, bool expected, std::vector<facts::ValueTest> &out) {
  for (int side = 0; side < 2; ++side) {
    int probed = side ? r : l, other = side ? l : r;
    auto probe = probed >= 0 ? characterProbe(probed) : std::nullopt;
    if (!probe)
      continue;
    facts::ValueTest test;
    if (other >= 0) {
      auto value = probeConstant(other);
      if (!value)
        return false;
      test.right.constant = *value;
    } else {
      test.right.constant = 0; // the probe's truth
    }
    test.left = std::move(probe->first);
    test.probe = std::move(probe->second);
    test.expected = expected;
    out.push_back(std::move(test));
    return true;
  }
  return false;
}

} // namespace faultline::fastmode::walker
