// Walker::periodicGuard / periodicBranch (WalkerImpl.h): fast mode's reading of
// analyzer/extract/PeriodicGuards.cpp. Work behind a stored timestamp (`if (now - r->stamp <
// K) return; r->stamp = now;`, the current time from time(), a time_t local or parameter, or the
// tv_sec of a local a clock call of the function fills) or a stored modification time (`if
// (r->mtime == st.st_mtime) return; r->mtime = st.st_mtime;`, `st` filled by a stat call of the
// function) runs periodically, not per call (opensmtpd's libasr reading /etc/resolv.conf in
// asr_check_reload, issue 10, held-out set 11). Stamps compare by their single-spaced text.
#include "fastmode/WalkerImpl.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace faultline::fastmode::walker {

namespace {

bool calleeIn(const SyntaxTree &t, int call, std::initializer_list<std::string_view> names) {
  int function = t[call].kind == Kind::CallExpression ? t.child(call, Field::Function) : -1;
  if (function < 0 || t[function].kind != Kind::Identifier)
    return false;
  for (std::string_view name : names)
    if (t.text(function) == name)
      return true;
  return false;
}

// The statements of a block (named, no comments), or the statement itself.
std::vector<int> statementsOf(const SyntaxTree &t, int s) {
  std::vector<int> out;
  if (s >= 0 && t[s].kind != Kind::CompoundStatement) {
    out.push_back(s);
    return out;
  }
  for (int c = s >= 0 ? t[s].firstChild : -1; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].kind != Kind::Comment)
      out.push_back(c);
  return out;
}

} // namespace

// Whether a call of one of `names` in the function is handed `&name`.
bool Walker::filledByAddress(std::string_view name, std::initializer_list<std::string_view> names) const {
  int body = t.child(fn.node, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end; ++i) {
    if (!calleeIn(t, i, names))
      continue;
    int args = t.child(i, Field::Arguments);
    for (int a = args >= 0 ? t.firstNamed(args) : -1; a >= 0; a = t.nextNamed(a)) {
      int e = stripParensAndCasts(ref(a)).node;
      if (e < 0 || t[e].kind != Kind::PointerExpression || t.text(e).substr(0, 1) != "&")
        continue;
      int operand = t.child(e, Field::Argument);
      operand = operand >= 0 ? stripParensAndCasts(ref(operand)).node : -1;
      if (operand >= 0 && t[operand].kind == Kind::Identifier && t.text(operand) == name)
        return true;
    }
  }
  return false;
}

// Whether the local `v` is given time()'s result (initialiser, `v = time(...)`) or handed to
// it as `&v`, and written no other way in the function.
bool Walker::readsClock(const Variable &v) const {
  bool clock = false, other = false;
  auto isTimeCall = [&](int n) {
    n = n >= 0 ? stripParensAndCasts(ref(n)).node : -1;
    return n >= 0 && calleeIn(t, n, {"time"});
  };
  if (v.init >= 0)
    (isTimeCall(v.init) ? clock : other) = true;
  auto named = [&](int n) {
    n = n >= 0 ? stripParensAndCasts(ref(n)).node : -1;
    return n >= 0 && t[n].kind == Kind::Identifier && t.text(n) == v.name;
  };
  int body = t.child(fn.node, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end; ++i) {
    if (t[i].kind == Kind::AssignmentExpression && named(t.child(i, Field::Left))) {
      bool plain = t.child(i, Field::Operator) >= 0 && t.text(t.child(i, Field::Operator)) == "=";
      (plain && isTimeCall(t.child(i, Field::Right)) ? clock : other) = true;
    } else if (t[i].kind == Kind::UpdateExpression && named(t.child(i, Field::Argument))) {
      other = true;
    } else if (t[i].kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&" &&
               named(t.child(i, Field::Argument))) {
      int holder = t[i].parent;
      while (holder >= 0 && (t[holder].kind == Kind::ParenthesizedExpression ||
                             t[holder].kind == Kind::CastExpression))
        holder = t[holder].parent;
      int call = holder >= 0 && t[holder].kind == Kind::ArgumentList ? t[holder].parent : -1;
      (call >= 0 && calleeIn(t, call, {"time"}) ? clock : other) = true;
    }
  }
  return clock && !other;
}

// The local (not static) a `.` field expression starts from, or "".
std::string_view Walker::localBase(int member) const {
  int base = t.child(member, Field::Argument), op = t.child(member, Field::Operator);
  base = base >= 0 ? stripParensAndCasts(ref(base)).node : -1;
  if (op < 0 || t.text(op) != "." || base < 0 || t[base].kind != Kind::Identifier)
    return {};
  int l = resolve(t.text(base));
  return l >= 0 && !locals[static_cast<size_t>(l)].var.isStatic ? t.text(base) : std::string_view();
}

bool Walker::isCurrentTime(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  if (t[e].kind == Kind::CallExpression)
    return calleeIn(t, e, {"time"});
  if (t[e].kind == Kind::Identifier) {
    int l = resolve(t.text(e));
    if (l < 0 || locals[static_cast<size_t>(l)].var.isStatic)
      return false;
    const Variable &v = locals[static_cast<size_t>(l)].var;
    if (v.typeNode < 0 || v.pointer || v.array || t.text(v.typeNode) != "time_t")
      return false;
    return v.parameter >= 0 || readsClock(v); // PeriodicGuards.cpp: a time_t local must read the clock
  }
  int field = t[e].kind == Kind::FieldExpression ? t.child(e, Field::FieldName) : -1;
  if (field < 0 || t.text(field) != "tv_sec")
    return false;
  std::string_view clock = localBase(e);
  return !clock.empty() && filledByAddress(clock, {"clock_gettime", "gettimeofday", "timespec_get"});
}

bool Walker::isFileMtime(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  int field = e >= 0 && t[e].kind == Kind::FieldExpression ? t.child(e, Field::FieldName) : -1;
  if (field < 0)
    return false;
  if (t.text(field) == "tv_sec") { // st.st_mtim.tv_sec
    int inner = t.child(e, Field::Argument), op = t.child(e, Field::Operator);
    inner = inner >= 0 ? stripParensAndCasts(ref(inner)).node : -1;
    int innerField = inner >= 0 && t[inner].kind == Kind::FieldExpression ? t.child(inner, Field::FieldName) : -1;
    if (op < 0 || t.text(op) != "." || innerField < 0 || t.text(innerField) != "st_mtim")
      return false;
    e = inner;
  } else if (t.text(field) != "st_mtime") {
    return false;
  }
  std::string_view st = localBase(e);
  return !st.empty() && filledByAddress(st, {"stat", "fstat", "lstat", "fstatat"});
}

// A value kept outside the call: a field through `->`, a global or static (or a field of this),
// a field of one through `.`.
bool Walker::storedOutside(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  while (e >= 0 && t[e].kind == Kind::FieldExpression) {
    int op = t.child(e, Field::Operator);
    if (op >= 0 && t.text(op) == "->")
      return true;
    int base = t.child(e, Field::Argument);
    e = base >= 0 ? stripParensAndCasts(ref(base)).node : -1;
  }
  return e >= 0 && t[e].kind == Kind::Identifier && storageOf(t.text(e)) != Storage::Local;
}

int Walker::timeTest(int e, std::string &stamp) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  int op = e >= 0 && t[e].kind == Kind::BinaryExpression ? t.child(e, Field::Operator) : -1;
  std::string_view o = op >= 0 ? t.text(op) : std::string_view();
  if (o != "<" && o != "<=" && o != ">" && o != ">=")
    return 0;
  bool less = o == "<" || o == "<=";
  for (Field f : {Field::Left, Field::Right}) {
    int mine = t.child(e, f), other = t.child(e, f == Field::Left ? Field::Right : Field::Left);
    mine = mine >= 0 ? stripParensAndCasts(ref(mine)).node : -1;
    if (mine < 0 || other < 0 || t[mine].kind != Kind::BinaryExpression)
      continue;
    bool mineSmaller = less == (f == Field::Left);
    std::string_view arith = t.text(t.child(mine, Field::Operator));
    int l = t.child(mine, Field::Left), r = t.child(mine, Field::Right);
    auto constant = [&](int n) {
      std::optional<uint64_t> k = n >= 0 ? const_cast<Evaluator &>(sizes).value(ref(n)) : std::nullopt;
      return k && *k >= 1 && *k <= static_cast<uint64_t>(INT64_MAX);
    };
    if (arith == "-" && constant(other) && isCurrentTime(l) && storedOutside(r)) {
      stamp = singleSpaced(t.text(stripParensAndCasts(ref(r)).node));
      return mineSmaller ? 1 : -1;
    }
    if (arith == "+" && isCurrentTime(other))
      for (int operand : {l, r}) {
        int rest = operand == l ? r : l;
        if (constant(rest) && storedOutside(operand)) {
          stamp = singleSpaced(t.text(stripParensAndCasts(ref(operand)).node));
          return mineSmaller ? -1 : 1;
        }
      }
  }
  return 0;
}

int Walker::mtimeTest(int e, std::string &stored) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  int op = e >= 0 && t[e].kind == Kind::BinaryExpression ? t.child(e, Field::Operator) : -1;
  std::string_view o = op >= 0 ? t.text(op) : std::string_view();
  if (o != "==" && o != "!=")
    return 0;
  for (Field f : {Field::Left, Field::Right}) {
    int mine = t.child(e, f), other = t.child(e, f == Field::Left ? Field::Right : Field::Left);
    if (isFileMtime(mine) && storedOutside(other)) {
      stored = singleSpaced(t.text(stripParensAndCasts(ref(other)).node));
      return o == "==" ? 1 : -1;
    }
  }
  return 0;
}

bool Walker::updatesStamp(int s, const std::string &stored, bool mtime) const {
  if (s < 0 || t[s].kind != Kind::ExpressionStatement)
    return false;
  int e = t.firstNamed(s);
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0 || t[e].kind != Kind::AssignmentExpression || t.text(t.child(e, Field::Operator)) != "=")
    return false;
  int left = stripParensAndCasts(ref(t.child(e, Field::Left))).node;
  return left >= 0 && singleSpaced(t.text(left)) == stored &&
         (mtime ? isFileMtime(t.child(e, Field::Right)) : isCurrentTime(t.child(e, Field::Right)));
}

std::string Walker::periodicCondition(int cond, bool skip,
                                      const std::function<bool(const std::string &, bool)> &updated) const {
  std::string_view deciding = skip ? "||" : "&&", first = skip ? "&&" : "||";
  auto split = [&](int root, std::string_view op) {
    std::vector<int> out, pending{root};
    while (!pending.empty()) {
      int e = pending.back();
      pending.pop_back();
      e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
      if (e < 0)
        continue;
      int o = t[e].kind == Kind::BinaryExpression ? t.child(e, Field::Operator) : -1;
      if (o >= 0 && t.text(o) == op) {
        pending.push_back(t.child(e, Field::Right));
        pending.push_back(t.child(e, Field::Left));
        continue;
      }
      out.push_back(e);
    }
    return out;
  };
  int wanted = skip ? 1 : -1;
  for (int operand : split(cond, deciding)) {
    std::string stored;
    if (mtimeTest(operand, stored) == wanted && updated(stored, true)) {
      std::string shown = stored.substr(stored.find_last_of(">.") == std::string::npos ? 0 : stored.find_last_of(">.") + 1);
      return "runs only when the file's modification time differs from the stored '" + shown +
             "', which is updated then: a reload on change, not per call";
    }
    std::vector<int> parts = split(operand, first);
    std::string stamp;
    for (int part : parts)
      if (std::string found; stamp.empty() && timeTest(part, found) == wanted)
        stamp = found;
    if (stamp.empty() || !updated(stamp, false))
      continue;
    bool onlyFirstRun = true;
    for (int part : parts) {
      std::string ignored;
      if (timeTest(part, ignored) == wanted)
        continue;
      auto isStamp = [&](int n) {
        n = n >= 0 ? stripParensAndCasts(ref(n)).node : -1;
        return n >= 0 && singleSpaced(t.text(n)) == stamp;
      };
      int o = t[part].kind == Kind::BinaryExpression ? t.child(part, Field::Operator) : -1;
      int l = t.child(part, Field::Left), r = t.child(part, Field::Right);
      bool zeroTest = o >= 0 && t.text(o) == (skip ? "!=" : "==") &&
                      ((isStamp(l) && isZeroConstant(r)) || (isStamp(r) && isZeroConstant(l)));
      onlyFirstRun &= zeroTest || (skip && isStamp(part));
    }
    if (onlyFirstRun) {
      std::string shown = stamp.substr(stamp.find_last_of(">.") == std::string::npos ? 0 : stamp.find_last_of(">.") + 1);
      return "runs at most once per period: the time since the stored '" + shown +
             "' is checked against a constant period and the stamp is updated then, a periodic "
             "reload, not per call";
    }
  }
  return "";
}

std::string Walker::periodicGuard(int body, int child) const {
  std::vector<int> statements = statementsOf(t, body);
  for (size_t i = 0; i < statements.size() && statements[i] != child; ++i) {
    int s = statements[i];
    if (t[s].type != std::string_view("if_statement") || t.child(s, Field::Alternative) >= 0)
      continue;
    std::vector<int> then = statementsOf(t, t.child(s, Field::Consequence));
    if (then.size() != 1 || t[then[0]].kind != Kind::ReturnStatement)
      continue;
    auto updated = [&](const std::string &stored, bool mtime) {
      for (size_t j = i + 1; j < statements.size() && statements[j] != child; ++j)
        if (updatesStamp(statements[j], stored, mtime))
          return true;
      return false;
    };
    if (std::string why = periodicCondition(conditionOf(s), true, updated); !why.empty())
      return why;
  }
  return "";
}

std::string Walker::periodicBranch(int guard, int branch) const {
  if (branch != t.child(guard, Field::Consequence))
    return "";
  auto updated = [&](const std::string &stored, bool mtime) {
    for (int s : statementsOf(t, branch))
      if (updatesStamp(s, stored, mtime))
        return true;
    return false;
  };
  return periodicCondition(conditionOf(guard), false, updated);
}

} // namespace faultline::fastmode::walker
