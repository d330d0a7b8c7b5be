// OnceShapes::periodicGuard / periodicBranch (ControlFlow.h): work behind a stored timestamp or
// a stored modification time, which reloads periodically instead of on every call. opensmtpd's
// libasr (asr.c, asr_check_reload, issue 10, held-out set 11) runs on every resolver call and
// reads /etc/resolv.conf through a fresh stream, but only past two early returns:
//
//   if ((ts.tv_sec - asr->a_rtime) < RELOAD_DELAY && asr->a_rtime != 0) return;   // time guard
//   asr->a_rtime = ts.tv_sec;
//   if (stat(_PATH_RESCONF, &st) == -1 || asr->a_mtime == st.st_mtime || ...) return; // mtime
//   asr->a_mtime = st.st_mtime;
//
// Either guard alone makes the read a periodic reload: at most once every RELOAD_DELAY seconds
// whatever the rate of the calls, or once per change of the file on disk.
//
// Time guard: a comparison of the current time `now` with a stored stamp plus a constant
// period K >= 1 (`now - stamp < K`, `stamp + K > now` and their mirrors), where `now` is a call
// of time(), a local or parameter of type time_t, or the `tv_sec` of a local struct that
// clock_gettime/gettimeofday/timespec_get fill in this function (`&ts`), and the stamp is stored
// outside the call (a field through a pointer, a global or static, a field of one). The stamp
// must be set to a current time on the way: by a statement of the function body between the
// early return and the work, or in the branch that does the work.
// mtime guard: `stored == st.st_mtime` (glibc spells it `st.st_mtim.tv_sec`) of a local struct
// filled by stat/fstat/lstat/fstatat in this function, the stored value kept outside the call
// and set to the new mtime on the way, the same way.
// An early return guards when its condition is a `||` one of whose operands is "too soon" or
// "unchanged", or a `&&` of a "too soon" test with tests of the stamp for nonzero (the first
// check). An `if` around the work guards when its condition is a `&&` one of whose operands is
// "due" or "changed", or a `||` of "due" with tests of the stamp for zero. Fast mode:
// analyzer/fastmode/FastPeriodicGuards.cpp.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>
#include <optional>
#include <string>

namespace faultline::extract {

using namespace clang;
using flow::isZero;
using flow::referencedVariable;
using flow::sameLValue;

namespace {

bool calleeNamed(const CallExpr *call, std::initializer_list<llvm::StringRef> names) {
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return false;
  for (llvm::StringRef name : names)
    if (callee->getName() == name)
      return true;
  return false;
}

// Whether a call of one of `names` in `s` is handed `&var`.
bool fillsByAddress(const Stmt *s, const VarDecl *var, std::initializer_list<llvm::StringRef> names,
                    unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s); call && calleeNamed(call, names))
    for (const Expr *arg : call->arguments())
      if (const auto *address = dyn_cast<UnaryOperator>(arg->IgnoreParenCasts());
          address && address->getOpcode() == UO_AddrOf && referencedVariable(address->getSubExpr()) == var)
        return true;
  for (const Stmt *child : s->children())
    if (fillsByAddress(child, var, names, depth + 1))
      return true;
  return false;
}

bool isTypedefNamed(QualType type, llvm::StringRef name) {
  while (const auto *typedefType = type->getAs<TypedefType>()) {
    if (typedefType->getDecl()->getName() == name)
      return true;
    type = typedefType->getDecl()->getUnderlyingType();
  }
  return false;
}

// A value stored outside the call: a field through a pointer (`asr->a_rtime`), a global or
// static, or a field of one reached through `.`.
bool storedOutside(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  while (const auto *member = dyn_cast<MemberExpr>(e)) {
    if (member->isArrow())
      return true;
    e = member->getBase()->IgnoreParenImpCasts();
  }
  const VarDecl *var = referencedVariable(e);
  return var && var->hasGlobalStorage();
}

} // namespace

// The current time: time(...), a local or parameter of type time_t, the `tv_sec` of a local
// struct a clock call of this function fills.
bool OnceShapes::isCurrentTime(const Expr *e) const {
  e = e->IgnoreParenImpCasts();
  if (const auto *call = dyn_cast<CallExpr>(e))
    return calleeNamed(call, {"time"});
  // A time_t parameter is the caller's `now`; a local must hold a reading of the clock
  // (`time_t now = time(NULL);`, `now = time(NULL);`, `time(&now);`), not a copy of a stored
  // time (a record's timestamp compared with the last one seen is paced by the data).
  if (const VarDecl *var = referencedVariable(e)) {
    if (var->hasGlobalStorage() || !isTypedefNamed(var->getType(), "time_t"))
      return false;
    return isa<ParmVarDecl>(var) || readsClock(var);
  }
  const auto *member = dyn_cast<MemberExpr>(e);
  if (!member || member->isArrow() || member->getMemberDecl()->getName() != "tv_sec")
    return false;
  const VarDecl *clock = referencedVariable(member->getBase());
  return clock && !clock->hasGlobalStorage() &&
         fillsByAddress(body, clock, {"clock_gettime", "gettimeofday", "timespec_get"});
}

// Whether the local `var` is given the result of time() (its initialiser or an assignment) or
// is handed to it as `&var`, and nothing else writes it.
bool OnceShapes::readsClock(const VarDecl *var) const {
  bool clock = false, other = false;
  auto isTimeCall = [](const Expr *e) {
    return calleeNamed(dyn_cast<CallExpr>(e->IgnoreParenCasts()), {"time"});
  };
  if (const Expr *init = var->getInit())
    (isTimeCall(init) ? clock : other) = true;
  std::function<void(const Stmt *, unsigned)> scan = [&](const Stmt *s, unsigned depth) {
    if (!s || depth > 200)
      return;
    if (const auto *call = dyn_cast<CallExpr>(s); call && calleeNamed(call, {"time"}) && call->getNumArgs() == 1)
      if (const auto *address = dyn_cast<UnaryOperator>(call->getArg(0)->IgnoreParenCasts());
          address && address->getOpcode() == UO_AddrOf && referencedVariable(address->getSubExpr()) == var) {
        clock = true; // `time(&now)`
        return;
      }
    if (const auto *assign = dyn_cast<BinaryOperator>(s);
        assign && assign->isAssignmentOp() && referencedVariable(assign->getLHS()) == var)
      (assign->getOpcode() == BO_Assign && isTimeCall(assign->getRHS()) ? clock : other) = true;
    if (const auto *unary = dyn_cast<UnaryOperator>(s);
        unary && referencedVariable(unary->getSubExpr()) == var &&
        (unary->isIncrementDecrementOp() || unary->getOpcode() == UO_AddrOf))
      other = true;
    for (const Stmt *child : s->children())
      scan(child, depth + 1);
  };
  scan(body, 0);
  return clock && !other;
}

// `st.st_mtime` (`st.st_mtim.tv_sec` once glibc's macro is expanded) of a local struct a stat
// call of this function fills.
bool OnceShapes::isFileMtime(const Expr *e) const {
  const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts());
  if (!member || member->isArrow())
    return false;
  const Expr *base = member->getBase()->IgnoreParenImpCasts();
  if (member->getMemberDecl()->getName() == "tv_sec") {
    const auto *inner = dyn_cast<MemberExpr>(base);
    if (!inner || inner->isArrow() || inner->getMemberDecl()->getName() != "st_mtim")
      return false;
    base = inner->getBase()->IgnoreParenImpCasts();
  } else if (member->getMemberDecl()->getName() != "st_mtime") {
    return false;
  }
  const VarDecl *st = referencedVariable(base);
  return st && !st->hasGlobalStorage() && fillsByAddress(body, st, {"stat", "fstat", "lstat", "fstatat"});
}

// +1 when `e` is "too soon" (`now - stamp < K`, `stamp + K > now`, ...), -1 when it is "due"
// (`now - stamp >= K`, `now >= stamp + K`, ...), 0 otherwise; `stamp` receives the stamp.
int OnceShapes::timeTest(const Expr *e, const Expr *&stamp) const {
  const auto *test = dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts());
  if (!test || !test->isRelationalOp())
    return 0;
  bool less = test->getOpcode() == BO_LT || test->getOpcode() == BO_LE;
  for (int side = 0; side < 2; ++side) {
    const Expr *mine = (side == 0 ? test->getLHS() : test->getRHS())->IgnoreParenImpCasts();
    const Expr *other = (side == 0 ? test->getRHS() : test->getLHS())->IgnoreParenImpCasts();
    // `mine` on the left of `<` reads "mine is smaller"; on the right, "mine is larger".
    bool mineSmaller = less == (side == 0);
    const auto *arith = dyn_cast<BinaryOperator>(mine);
    if (!arith)
      continue;
    std::optional<int64_t> period = flow::integerConstant(other, ctx);
    if (arith->getOpcode() == BO_Sub && period && *period >= 1 && isCurrentTime(arith->getLHS()) &&
        storedOutside(arith->getRHS())) {
      stamp = arith->getRHS()->IgnoreParenImpCasts(); // elapsed vs the period
      return mineSmaller ? 1 : -1;
    }
    if (arith->getOpcode() == BO_Add && isCurrentTime(other)) { // deadline vs now
      for (const Expr *operand : {arith->getLHS(), arith->getRHS()}) {
        const Expr *rest = operand == arith->getLHS() ? arith->getRHS() : arith->getLHS();
        std::optional<int64_t> k = flow::integerConstant(rest, ctx);
        if (k && *k >= 1 && storedOutside(operand)) {
          stamp = operand->IgnoreParenImpCasts();
          return mineSmaller ? -1 : 1;
        }
      }
    }
  }
  return 0;
}

// +1 when `e` is "unchanged" (`stored == st.st_mtime`), -1 when "changed" (`!=`), 0 otherwise.
int OnceShapes::mtimeTest(const Expr *e, const Expr *&stored) const {
  const auto *test = dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts());
  if (!test || !test->isEqualityOp())
    return 0;
  for (int side = 0; side < 2; ++side) {
    const Expr *mine = side == 0 ? test->getLHS() : test->getRHS();
    const Expr *other = side == 0 ? test->getRHS() : test->getLHS();
    if (isFileMtime(mine) && storedOutside(other)) {
      stored = other->IgnoreParenImpCasts();
      return test->getOpcode() == BO_EQ ? 1 : -1;
    }
  }
  return 0;
}

// Whether `s` (a statement) is `stored = value` with a value `fresh` accepts.
bool OnceShapes::updates(const Stmt *s, const Expr *stored, bool mtime) const {
  const auto *e = dyn_cast_or_null<Expr>(s);
  const auto *assign = e ? dyn_cast<BinaryOperator>(e->IgnoreParenCasts()) : nullptr;
  return assign && assign->getOpcode() == BO_Assign && sameLValue(assign->getLHS(), stored) &&
         (mtime ? isFileMtime(assign->getRHS()) : isCurrentTime(assign->getRHS()));
}

// The reason a condition makes its branch periodic, given which way the branch goes: `skip`
// true for an early return's condition (the work runs when it is false), false for the
// condition of an `if` around the work. `updated(stored, mtime)` says whether the stamp is set
// on the way. "" when none.
std::string OnceShapes::periodicCondition(
    const Expr *cond, bool skip, const std::function<bool(const Expr *, bool)> &updated) const {
  // Operands of the top-level `||` (skip) or `&&` (branch): each alone decides the work.
  BinaryOperatorKind deciding = skip ? BO_LOr : BO_LAnd, first = skip ? BO_LAnd : BO_LOr;
  llvm::SmallVector<const Expr *, 4> operands, pending{cond};
  while (!pending.empty()) {
    const Expr *e = pending.pop_back_val()->IgnoreParenImpCasts();
    if (const auto *b = dyn_cast<BinaryOperator>(e); b && b->getOpcode() == deciding) {
      pending.push_back(b->getRHS());
      pending.push_back(b->getLHS());
      continue;
    }
    operands.push_back(e);
  }
  int wanted = skip ? 1 : -1;
  for (const Expr *operand : operands) {
    const Expr *stored = nullptr;
    if (mtimeTest(operand, stored) == wanted && updated(stored, true))
      return "runs only when the file's modification time differs from the stored '" +
             describe(stored) + "', which is updated then: a reload on change, not per call";
    // The time test, possibly with tests of the stamp for a first run (`&& stamp != 0` on an
    // early return, `stamp == 0 ||` on a branch).
    llvm::SmallVector<const Expr *, 4> parts, queue{operand};
    while (!queue.empty()) {
      const Expr *e = queue.pop_back_val()->IgnoreParenImpCasts();
      if (const auto *b = dyn_cast<BinaryOperator>(e); b && b->getOpcode() == first) {
        queue.push_back(b->getLHS());
        queue.push_back(b->getRHS());
        continue;
      }
      parts.push_back(e);
    }
    const Expr *stamp = nullptr;
    for (const Expr *part : parts)
      if (const Expr *found = nullptr; !stamp && timeTest(part, found) == wanted)
        stamp = found;
    if (!stamp || !updated(stamp, false))
      continue;
    bool onlyFirstRun = true;
    for (const Expr *part : parts) {
      const Expr *ignored = nullptr;
      if (timeTest(part, ignored) == wanted)
        continue;
      const auto *b = dyn_cast<BinaryOperator>(part);
      bool stampTest = skip ? (sameLValue(part, stamp) ||
                               (b && b->getOpcode() == BO_NE &&
                                ((sameLValue(b->getLHS(), stamp) && isZero(b->getRHS(), ctx)) ||
                                 (sameLValue(b->getRHS(), stamp) && isZero(b->getLHS(), ctx)))))
                            : (b && b->getOpcode() == BO_EQ &&
                               ((sameLValue(b->getLHS(), stamp) && isZero(b->getRHS(), ctx)) ||
                                (sameLValue(b->getRHS(), stamp) && isZero(b->getLHS(), ctx))));
      onlyFirstRun &= stampTest;
    }
    if (onlyFirstRun)
      return "runs at most once per period: the time since the stored '" + describe(stamp) +
             "' is checked against a constant period and the stamp is updated then, a periodic "
             "reload, not per call";
  }
  return "";
}

std::string OnceShapes::describe(const Expr *e) const {
  e = e->IgnoreParenImpCasts();
  if (const auto *member = dyn_cast<MemberExpr>(e))
    return member->getMemberDecl()->getNameAsString();
  if (const VarDecl *var = referencedVariable(e))
    return var->getNameAsString();
  return "stamp";
}

// An early return before the statement `child` of the function body.
std::string OnceShapes::periodicGuard(const CompoundStmt *top, const Stmt *child) const {
  std::vector<const Stmt *> statements(top->body_begin(), top->body_end());
  for (size_t i = 0; i < statements.size() && statements[i] != child; ++i) {
    const auto *guard = dyn_cast<IfStmt>(statements[i]);
    if (!guard || guard->getElse() || !guard->getCond() || guard->getInit() || guard->getConditionVariable())
      continue;
    const Stmt *then = guard->getThen();
    if (const auto *block = dyn_cast<CompoundStmt>(then); block && block->size() == 1)
      then = block->body_front();
    if (!isa<ReturnStmt>(then))
      continue;
    // The stamp is set by a statement of the body between the return and the work.
    auto updated = [&](const Expr *stored, bool mtime) {
      for (size_t j = i + 1; j < statements.size() && statements[j] != child; ++j)
        if (updates(statements[j], stored, mtime))
          return true;
      return false;
    };
    if (std::string why = periodicCondition(guard->getCond(), true, updated); !why.empty())
      return why;
  }
  return "";
}

// An `if` around the work whose branch sets the stamp (one of its statements).
std::string OnceShapes::periodicBranch(const IfStmt *guard, const Stmt *branch) const {
  if (branch != guard->getThen() || !guard->getCond())
    return "";
  auto updated = [&](const Expr *stored, bool mtime) {
    if (const auto *block = dyn_cast<CompoundStmt>(branch)) {
      for (const Stmt *s : block->body())
        if (updates(s, stored, mtime))
          return true;
      return false;
    }
    return updates(branch, stored, mtime);
  };
  return periodicCondition(guard->getCond(), false, updated);
}

} // namespace faultline::extract
