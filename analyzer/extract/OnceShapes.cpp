// OnceShapes (ControlFlow.h): events that run once, read off the statements around them: a
// once-flag guard (global flag or lazily initialised field), a static local's initialiser, the
// child branch of fork().
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/KnownFunctions.h"
#include "extract/StatementShapes.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

namespace faultline::extract {

using namespace clang;
using flow::collectConjuncts;
using flow::isZero;
using flow::referencedVariable;
using flow::sameLValue;
using flow::testedForNonZero;
using flow::testedForZero;

namespace {

// Whether `s` assigns the field `target` a value other than a constant zero (`=` with a nonzero
// or unknown value, a compound assignment, `++`), or hands `&target` to anything (`sqlite3_open(
// name, &p->db)`): setting it to 0 or NULL leaves it "unset".
bool fillsField(const Stmt *s, const Expr *target, ASTContext &ctx, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *binary = dyn_cast<BinaryOperator>(s);
      binary && binary->isAssignmentOp() && sameLValue(binary->getLHS(), target) &&
      !(binary->getOpcode() == BO_Assign && isZero(binary->getRHS(), ctx)))
    return true;
  if (const auto *unary = dyn_cast<UnaryOperator>(s);
      unary && (unary->getOpcode() == UO_AddrOf || unary->isIncrementDecrementOp()) &&
      sameLValue(unary->getSubExpr(), target))
    return true;
  for (const Stmt *child : s->children())
    if (fillsField(child, target, ctx, depth + 1))
      return true;
  return false;
}

// Whether a call in `s` is handed the address of one of `objects` (`fill(&S)`, `fill(&S.list)`):
// the callee writes the object. An address stored elsewhere (`p = &S`) is not a fill.
bool addressPassed(const Stmt *s, llvm::ArrayRef<const Expr *> objects, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s))
    for (const Expr *arg : call->arguments())
      if (const auto *address = dyn_cast<UnaryOperator>(arg->IgnoreParenCasts());
          address && address->getOpcode() == UO_AddrOf)
        for (const Expr *object : objects)
          if (sameLValue(address->getSubExpr(), object))
            return true;
  for (const Stmt *child : s->children())
    if (addressPassed(child, objects, depth + 1))
      return true;
  return false;
}

// Whether a call in `s` is given the pointer `var` itself as an argument (`duid_get(ctx, ifp)`):
// the callee can write any field of the object it points to.
bool pointerPassed(const Stmt *s, const VarDecl *var, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s))
    for (const Expr *arg : call->arguments())
      if (referencedVariable(arg->IgnoreParenCasts()) == var)
        return true;
  for (const Stmt *child : s->children())
    if (pointerPassed(child, var, depth + 1))
      return true;
  return false;
}

// A field reached from a variable through `.` only (`S.len`, `S.inner.len`): the variable, and
// the lvalues along the way (the field itself, then each enclosing object up to the variable).
// Through a pointer (`p->len`, `this->n`) the root is null: the object is not the variable's.
struct ValueChain {
  const VarDecl *root = nullptr;
  llvm::SmallVector<const Expr *, 4> prefixes;
};

ValueChain valueChain(const MemberExpr *field) {
  ValueChain chain;
  const Expr *e = field;
  while (const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts())) {
    if (member->isArrow())
      return {};
    chain.prefixes.push_back(member);
    e = member->getBase();
  }
  chain.root = referencedVariable(e);
  if (chain.root)
    chain.prefixes.push_back(e->IgnoreParenImpCasts());
  else
    chain.prefixes.clear();
  return chain;
}

// `&var` as the pointer an atomic builtin writes through (isAtomicWrite): Clang models
// `__atomic_store_n` and the C11 forms as AtomicExpr, `__sync_*` and `__atomic_test_and_set`
// as calls of builtins.
bool atomicallyWrites(const Stmt *s, const VarDecl *var) {
  const Expr *pointer = nullptr;
  if (const auto *atomic = dyn_cast<AtomicExpr>(s); atomic && isAtomicWrite(atomic->getOpAsString()))
    pointer = atomic->getPtr();
  else if (const auto *call = dyn_cast<CallExpr>(s); call && call->getNumArgs() > 0)
    if (const FunctionDecl *callee = call->getDirectCallee();
        callee && callee->getBuiltinID() != 0 && callee->getIdentifier() &&
        isAtomicWrite(callee->getName()))
      pointer = call->getArg(0);
  const auto *address = pointer ? dyn_cast<UnaryOperator>(pointer->IgnoreParenCasts()) : nullptr;
  return address && address->getOpcode() == UO_AddrOf &&
         referencedVariable(address->getSubExpr()) == var;
}

// Whether `s` sets `var` (v = ..., v++, v |= ..., an atomic store to &v), looking no deeper
// than generated code allows.
bool assigns(const Stmt *s, const VarDecl *var, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (atomicallyWrites(s, var))
    return true;
  if (const auto *binary = dyn_cast<BinaryOperator>(s);
      binary && binary->isAssignmentOp() && referencedVariable(binary->getLHS()) == var)
    return true;
  if (const auto *unary = dyn_cast<UnaryOperator>(s);
      unary && unary->isIncrementDecrementOp() && referencedVariable(unary->getSubExpr()) == var)
    return true;
  // A smart pointer given an object: `g.reset(c)` (i2pd's double-checked GetEd25519).
  if (const auto *call = dyn_cast<CXXMemberCallExpr>(s);
      call && call->getNumArgs() >= 1 && call->getMethodDecl() &&
      call->getMethodDecl()->getIdentifier() && call->getMethodDecl()->getName() == "reset" &&
      call->getImplicitObjectArgument() && referencedVariable(call->getImplicitObjectArgument()) == var)
    return true;
  for (const Stmt *child : s->children())
    if (assigns(child, var, depth + 1))
      return true;
  return false;
}

// Whether a call in `s` reaches, through functions this TU defines (at most three deep), one
// that writes global `var`: the filling callee of a memo tested by its caller (libslirp's
// get_dns_addr returns `read_conf(out)`, which stores the nameserver in `dns_addr`; util-linux's
// search() runs load_defaults() `if (!list)`, whose store() sets `list`; held-out sets 30, 29).
bool calleeAssigns(const Stmt *s, const VarDecl *var,
                   llvm::SmallPtrSetImpl<const FunctionDecl *> &seen, unsigned calls,
                   unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s); call && calls < 3) {
    const FunctionDecl *callee = call->getDirectCallee();
    const FunctionDecl *definition = callee ? callee->getDefinition() : nullptr;
    if (definition && definition->hasBody() && seen.insert(definition).second &&
        (assigns(definition->getBody(), var) ||
         calleeAssigns(definition->getBody(), var, seen, calls + 1)))
      return true;
  }
  for (const Stmt *child : s->children())
    if (calleeAssigns(child, var, seen, calls, depth + 1))
      return true;
  return false;
}

bool calleeAssigns(const Stmt *s, const VarDecl *var) {
  llvm::SmallPtrSet<const FunctionDecl *, 16> seen; // each definition read once
  return calleeAssigns(s, var, seen, 0);
}

// Whether `e` reads a call's result: a call in it, or a local that a statement of `block`
// assigns from a call (`ret = check(...); if (ret <= 0) ...`) or that a call initialises.
bool readsCallResult(const Expr *e, const CompoundStmt *block) {
  struct Reads : RecursiveASTVisitor<Reads> {
    const CompoundStmt *block;
    bool found = false;
    bool VisitCallExpr(CallExpr *) { return !(found = true); }
    bool VisitDeclRefExpr(DeclRefExpr *ref) {
      const auto *local = dyn_cast<VarDecl>(ref->getDecl());
      if (!local || !local->hasLocalStorage())
        return true;
      if (local->getInit() && isa<CallExpr>(local->getInit()->IgnoreParenCasts()))
        return !(found = true);
      for (const Stmt *s : block->body()) {
        const auto *store = dyn_cast<BinaryOperator>(s);
        if (store && store->getOpcode() == BO_Assign && referencedVariable(store->getLHS()) == local &&
            isa<CallExpr>(store->getRHS()->IgnoreParenCasts()))
          return !(found = true);
      }
      return true;
    }
  } reads;
  reads.block = block;
  reads.TraverseStmt(const_cast<Expr *>(e));
  return reads.found;
}

// `r < 0`, `r == -1`, `p == NULL`: a test that holds only when a call failed.
bool failureTest(const Expr *cond, ASTContext &ctx) {
  const auto *op = dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts());
  if (!op)
    return false;
  if (op->getOpcode() == BO_LT)
    return isZero(op->getRHS(), ctx);
  if (op->getOpcode() != BO_EQ)
    return false;
  std::optional<int64_t> value = flow::integerConstant(op->getRHS(), ctx);
  return (value && *value < 0) ||
         (op->getLHS()->getType()->isPointerType() && isZero(op->getRHS(), ctx));
}

// A hit branch that returns, or returns when a check says the cached value still holds:
// `{ ret = get_dns_addr_cached(...); if (ret <= 0) return ret; }` (libslirp's get_dns_addr,
// which re-reads resolv.conf only after a timeout and a stat() that shows the file changed).
// The work below runs on the first call and again only when the check fails, as a cache
// refreshed on change does. A return only on the check's failure (`if (n < 0) return -1;`) is
// no hit: the work below runs whenever the check succeeds.
bool returnsOnHit(const Stmt *branch, ASTContext &ctx) {
  if (endsInReturn(branch))
    return true;
  const auto *block = dyn_cast_or_null<CompoundStmt>(branch);
  const auto *check = block && !block->body_empty() ? dyn_cast<IfStmt>(block->body_back()) : nullptr;
  return check && !check->getElse() && !check->getInit() && !check->getConditionVariable() &&
         endsInReturn(check->getThen()) && readsCallResult(check->getCond(), block) &&
         !failureTest(check->getCond(), ctx);
}

// The global a cache test reads when the cache is a record: `g.f`, `g.f != 0` (libslirp's
// `dns_addr.s_addr != 0`), or a negated predicate handed its address, `!is_zero(&g)` (libslirp's
// `!in6_zero(&dns6_addr)`, a macro for `!in6_equal(&dns6_addr, &zero)`). The reference to `g`,
// or null. A predicate only reads: its parameter points to const. `if (!ap_init(&parser, argc,
// argv)) return 1;` (xlunzip's main, recall audit of session 35) hands a static record to an
// initialiser that fills it and says whether it could: a failure test, not a cache hit.
// Argument `i` of `call` goes to a parameter that points to const.
bool readsOnly(const CallExpr *call, unsigned i) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee || i >= callee->getNumParams())
    return false;
  QualType type = callee->getParamDecl(i)->getType();
  return type->isPointerType() && type->getPointeeType().isConstQualified();
}

const DeclRefExpr *testedRecordGlobal(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *ne = dyn_cast<BinaryOperator>(cond); ne && ne->getOpcode() == BO_NE)
    cond = (isZero(ne->getRHS(), ctx) ? ne->getLHS() : isZero(ne->getLHS(), ctx) ? ne->getRHS() : cond)
               ->IgnoreParenImpCasts();
  const Expr *root = nullptr;
  if (const auto *member = dyn_cast<MemberExpr>(cond); member && !member->isArrow())
    root = member->getBase();
  else if (const auto *no = dyn_cast<UnaryOperator>(cond); no && no->getOpcode() == UO_LNot)
    if (const auto *call = dyn_cast<CallExpr>(no->getSubExpr()->IgnoreParenImpCasts()))
      for (unsigned i = 0; i < call->getNumArgs(); ++i)
        if (const auto *address = dyn_cast<UnaryOperator>(call->getArg(i)->IgnoreParenCasts());
            address && address->getOpcode() == UO_AddrOf &&
            isa<DeclRefExpr>(address->getSubExpr()->IgnoreParenImpCasts())) {
          if (!readsOnly(call, i))
            return nullptr;
          root = address->getSubExpr();
          break;
        }
  const auto *ref = root ? dyn_cast<DeclRefExpr>(root->IgnoreParenImpCasts()) : nullptr;
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var && var->hasGlobalStorage() && var->getType()->isRecordType() ? ref : nullptr;
}

// Writes of one variable: `v = value` (value set), an initialiser (value set), or anything else
// that changes it (`v++`, `v += n`, `&v` handed out: value null).
struct Write {
  SourceLocation at;
  const Expr *value = nullptr;
};

void collectWrites(const Stmt *s, const VarDecl *var, std::vector<Write> &out, unsigned depth = 0) {
  if (!s || depth > 200)
    return;
  if (const auto *decls = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : decls->decls())
      if (d == var && var->getInit())
        out.push_back({s->getBeginLoc(), var->getInit()});
  } else if (const auto *binary = dyn_cast<BinaryOperator>(s);
             binary && binary->isAssignmentOp() && referencedVariable(binary->getLHS()) == var) {
    out.push_back({s->getBeginLoc(),
                   binary->getOpcode() == BO_Assign ? binary->getRHS() : nullptr});
  } else if (const auto *unary = dyn_cast<UnaryOperator>(s);
             unary && (unary->isIncrementDecrementOp() || unary->getOpcode() == UO_AddrOf) &&
             referencedVariable(unary->getSubExpr()) == var) {
    out.push_back({s->getBeginLoc(), nullptr});
  }
  for (const Stmt *child : s->children())
    collectWrites(child, var, out, depth + 1);
}

bool isForkCall(const Expr *e) {
  const auto *call = dyn_cast<CallExpr>(e->IgnoreParenImpCasts());
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return false;
  llvm::StringRef name = callee->getName();
  return name == "fork" || name == "vfork";
}

// Variables that receive fork()'s result.
class ForkResults : public RecursiveASTVisitor<ForkResults> {
public:
  explicit ForkResults(llvm::DenseSet<const VarDecl *> &out) : out(out) {}
  bool VisitVarDecl(VarDecl *var) {
    if (var->getInit() && isForkCall(var->getInit()))
      out.insert(var);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->getOpcode() == BO_Assign && isForkCall(op->getRHS()))
      if (const VarDecl *var = referencedVariable(op->getLHS()))
        out.insert(var);
    return true;
  }

private:
  llvm::DenseSet<const VarDecl *> &out;
};

} // namespace

OnceShapes::OnceShapes(ASTContext &ctx, const FunctionDecl *function)
    : ctx(ctx), function(function), body(function->getBody()) {
  ForkResults(forkResults).TraverseStmt(const_cast<Stmt *>(function->getBody()));
}

std::string OnceShapes::onceFlag(const IfStmt *guard, const Stmt *branch, const Stmt *after) const {
  if (branch != guard->getThen() || !guard->getCond())
    return "";
  // The branch runs only while every conjunct holds: `if (!(given & MAIL) && !email.len)` is as
  // much a once-guard on `email` as `if (!email.len)`.
  llvm::SmallVector<const Expr *, 4> conjuncts;
  collectConjuncts(guard->getCond(), conjuncts);
  for (const Expr *conjunct : conjuncts)
    if (std::string found = onceTest(conjunct, guard->getThen(), after); !found.empty())
      return found;
  for (const Expr *conjunct : conjuncts)
    if (std::string found = signalFlagTest(conjunct, guard->getThen()); !found.empty())
      return found;
  for (const Expr *conjunct : conjuncts)
    if (std::string found = finalStateTest(conjunct, guard->getThen()); !found.empty())
      return found;
  for (const Expr *conjunct : conjuncts)
    if (std::string found = highWaterMarkTest(conjunct, guard->getThen()); !found.empty())
      return found;
  for (const Expr *conjunct : conjuncts)
    if (std::string found = recheckedStateTest(conjunct, guard->getThen()); !found.empty())
      return found;
  return "";
}

// `if (got_sighup) { got_sighup = 0; reload(); }` with `volatile sig_atomic_t got_sighup` (a
// flag a signal handler sets): the branch runs once per signal, not once per pass of the loop
// around it (pgpool2's load_hba, held-out set 10).
std::string OnceShapes::signalFlagTest(const Expr *cond, const Stmt *then) const {
  const VarDecl *flag = testedForNonZero(cond, ctx);
  if (!flag || !flag->hasGlobalStorage() || !flag->getType().isVolatileQualified())
    return "";
  std::vector<Write> writes;
  collectWrites(then, flag, writes);
  for (const Write &w : writes)
    if (w.value && isZero(w.value, ctx))
      return "runs once per signal that sets the flag '" + flag->getNameAsString() +
             "' (the branch clears it)";
  return "";
}

// Whether `s`, an expression statement, sets `var` to a nonzero constant (`loaded = 1;`).
static bool setsNonZero(const Stmt *s, const VarDecl *var, ASTContext &ctx) {
  if (!s || !isa<Expr>(s))
    return false;
  std::vector<Write> writes;
  collectWrites(s, var, writes);
  return !writes.empty() && std::all_of(writes.begin(), writes.end(), [&](const Write &w) {
    Expr::EvalResult value;
    return w.value && !w.value->isValueDependent() && w.value->EvaluateAsInt(value, ctx) &&
           !value.Val.getInt().isZero();
  });
}

std::string OnceShapes::onceTest(const Expr *cond, const Stmt *then, const Stmt *after) const {
  const Expr *tested = testedForZero(cond, ctx);
  if (!tested)
    return "";
  if (const VarDecl *flag = referencedVariable(tested)) {
    if (!flag->hasGlobalStorage() && !isa<ParmVarDecl>(flag))
      return cachedGlobalTest(flag, cond);
    // `if (!cache) init(&cache)` fills a global through its address as surely as `cache = ...`.
    if (!flag->hasGlobalStorage() ||
        !(assigns(then, flag) || addressPassed(then, {tested}) || setsNonZero(after, flag, ctx) ||
          calleeAssigns(then, flag)))
      return "";
    return "guarded by the once-flag '" + flag->getNameAsString() + "'";
  }
  // `if (s->db == NULL) { ...; s->db = open(...); }`: lazy initialisation of a field, once per
  // object (which outlives the calls that ask for it).
  const auto *field = dyn_cast<MemberExpr>(tested);
  if (!field)
    return "";
  std::string name = field->getMemberDecl()->getNameAsString();
  ValueChain chain = valueChain(field);
  if (chain.root && !chain.root->hasGlobalStorage() && !chain.root->getType()->isReferenceType())
    return ""; // a field of a local object: the object, and its "already", die with the call
  if (fillsField(then, field, ctx))
    return "lazily initialised: runs only while '" + name + "' is unset";
  // `static struct strbuf email; if (!email.len) fill(&email);`: the callee fills the static
  // object (assumed to leave it non-empty), so later calls find the field set.
  if (chain.root && chain.root->hasGlobalStorage() && addressPassed(then, chain.prefixes))
    return "lazily initialised: runs only while '" + name + "' of '" +
           chain.root->getNameAsString() + "' is unset";
  // `if (ctx->duid == NULL) ctx->duid_len = duid_get(ctx, ifp);` (dhcpcd's duid_init): the
  // branch hands the pointer itself to a call, taken, like the static object above, to fill the
  // field it tests; the object it points to outlives the call that asks.
  if (const VarDecl *base = field->isArrow() ? referencedVariable(field->getBase()) : nullptr;
      base && base->getType()->isPointerType() && pointerPassed(then, base))
    return "lazily initialised: runs only while '" + name + "' of '*" + base->getNameAsString() +
           "' is unset (the branch hands '" + base->getNameAsString() + "' to a call)";
  return "";
}

// `cp = cache; if (cp == NULL) { ... cp = built; } cache = cp;` (gnulib's get_charset_aliases):
// a local copy of a global cache is tested for null and the function stores a value into the
// cache: the branch runs while the cache is empty, once per process.
std::string OnceShapes::cachedGlobalTest(const VarDecl *local, const Expr *cond) const {
  const SourceManager &sm = ctx.getSourceManager();
  std::vector<Write> writes;
  collectWrites(body, local, writes);
  const VarDecl *cache = nullptr;
  for (const Write &w : writes) {
    if (!sm.isBeforeInTranslationUnit(w.at, cond->getBeginLoc()))
      continue; // after the test: not what it reads
    const VarDecl *g = w.value ? referencedVariable(w.value->IgnoreParenCasts()) : nullptr;
    if (!g || !g->hasGlobalStorage() || (cache && cache != g))
      return "";
    cache = g;
  }
  if (!cache)
    return "";
  std::vector<Write> stores;
  collectWrites(body, cache, stores);
  for (const Write &w : stores)
    if (!w.value || !isZero(w.value, ctx))
      return "guarded by the cache '" + cache->getNameAsString() + "' (tested through its copy '" +
             local->getNameAsString() + "'), which this function fills";
  return "";
}

// `if (initialized) return; ... initialized = 1;` at the top of a function body (the branch may
// do other things before its return: `if (cached) { format(cached); return buf; }`).
namespace {

// `v != C` (either order) where `v` has static storage and the constant initialiser C: a
// sentinel for "not computed yet" (mdadm's get_mdp_major: `static int mdp_major = -1; if
// (mdp_major != -1) return mdp_major;`, held-out set 15). The side naming the variable, else null.
const Expr *testedAgainstInitialValue(const Expr *cond, ASTContext &ctx) {
  const auto *b = cond ? dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts()) : nullptr;
  if (!b || b->getOpcode() != BO_NE)
    return nullptr;
  for (auto [side, other] : {std::pair{b->getLHS(), b->getRHS()}, std::pair{b->getRHS(), b->getLHS()}}) {
    const VarDecl *var = referencedVariable(side);
    if (!var || !var->hasGlobalStorage() || !var->getInit() || var->getType().isVolatileQualified())
      continue;
    auto initial = flow::integerConstant(var->getInit(), ctx);
    auto tested = flow::integerConstant(other, ctx);
    if (initial && tested && *initial == *tested)
      return side;
  }
  return nullptr;
}

} // namespace

std::string OnceShapes::earlyReturnOnceFlag(const CompoundStmt *body, const Stmt *child) const {
  for (const Stmt *s : body->body()) {
    if (s == child)
      break;
    const auto *guard = dyn_cast<IfStmt>(s);
    if (!guard || guard->getElse() || !guard->getCond())
      continue;
    // The branch ends in a return; what comes before it (iproute2's bpf_get_work_dir formats
    // the cached mount point into a buffer first) runs on the cached path only.
    if (!returnsOnHit(guard->getThen(), ctx))
      continue;
    // A record cache is filled by handing its address to a call on the miss path
    // (`get_dns_addr_resolv_conf(AF_INET, pdns_addr, &dns_addr, ...)`).
    if (const DeclRefExpr *cache = testedRecordGlobal(guard->getCond(), ctx)) {
      bool past = false, filled = false;
      for (const Stmt *later : body->body()) {
        filled = filled || (past && addressPassed(later, {cache}));
        past = past || later == s;
      }
      if (filled)
        return "guarded by the once-flag '" + cache->getDecl()->getNameAsString() + "'";
      continue;
    }
    const VarDecl *flag = testedForNonZero(guard->getCond(), ctx);
    const Expr *sentinel = flag ? nullptr : testedAgainstInitialValue(guard->getCond(), ctx);
    if (sentinel)
      flag = referencedVariable(sentinel);
    // A memo against its initial value may be computed by a call given its address: util-linux's
    // cap_last_cap (`static int cap = -1; if (cap != -1) return cap; if
    // (cap_last_by_procfs(&cap) < 0) cap_last_by_bsearch(&cap);`, held-out set 29).
    if (flag && flag->hasGlobalStorage() &&
        (assigns(body, flag) || (sentinel && addressPassed(body, {sentinel})) ||
         calleeAssigns(body, flag)))
      return "guarded by the once-flag '" + flag->getNameAsString() + "'";
  }
  return "";
}

bool OnceShapes::isForkChildBranch(const IfStmt *guard, const Stmt *branch) const {
  const Expr *cond = guard->getCond();
  if (!cond)
    return false;
  auto isForkValue = [&](const Expr *e) {
    const VarDecl *var = referencedVariable(e);
    return (var && forkResults.contains(var)) || isForkCall(e);
  };
  cond = cond->IgnoreParenImpCasts();
  // pid == 0 / !pid / 0 == pid: the then-branch is the child.
  if (branch == guard->getThen()) {
    if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot)
      return isForkValue(unary->getSubExpr());
    if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ)
      return (isZero(binary->getRHS(), ctx) && isForkValue(binary->getLHS())) ||
             (isZero(binary->getLHS(), ctx) && isForkValue(binary->getRHS()));
    return false;
  }
  // pid != 0 / pid: the else-branch is the child.
  if (branch == guard->getElse()) {
    if (isForkValue(cond))
      return true;
    if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_NE)
      return (isZero(binary->getRHS(), ctx) && isForkValue(binary->getLHS())) ||
             (isZero(binary->getLHS(), ctx) && isForkValue(binary->getRHS()));
  }
  return false;
}

// `if (!buf && !(buf = malloc(N))) return NULL;` (procps' openproc, its per-thread work
// buffers): the right side of an `&&` whose left side tests a variable of static or thread
// storage for zero runs only while the variable is unset, and when the right side itself fills
// it, once (per process or thread). `land`: the `&&`; `child`: its operand holding the event.
std::string OnceShapes::memoInCondition(const BinaryOperator *land, const Stmt *child) const {
  if (!land || land->getOpcode() != BO_LAnd || child != land->getRHS())
    return "";
  const Expr *tested = testedForZero(land->getLHS(), ctx);
  const VarDecl *memo = tested ? referencedVariable(tested) : nullptr;
  if (!memo || !memo->hasGlobalStorage() || memo->getType().isVolatileQualified())
    return "";
  std::vector<Write> writes;
  collectWrites(land->getRHS(), memo, writes);
  for (const Write &w : writes)
    if (w.value && !isZero(w.value, ctx))
      return "guarded by '" + memo->getNameAsString() +
             "', which the same condition fills: runs while it is unset";
  return "";
}

std::string OnceShapes::reason(const std::vector<const Stmt *> &ancestors,
                               const VarDecl *staticInitialised) const {
  if (staticInitialised)
    return "in the initialiser of static local '" + staticInitialised->getNameAsString() +
           "', which runs once";
  for (size_t i = 0; i + 1 < ancestors.size(); ++i)
    if (std::string memo = memoInCondition(dyn_cast<BinaryOperator>(ancestors[i]), ancestors[i + 1]);
        !memo.empty())
      return memo;
  if (std::string option = optionLoop(ancestors); !option.empty())
    return option;
  if (std::string keyword = walkedKeyword(ancestors); !keyword.empty())
    return keyword;
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    const Stmt *child = ancestors[i + 1];
    if (const auto *guard = dyn_cast<IfStmt>(ancestors[i])) {
      const Stmt *after = nullptr; // the statement after the `if` in its block
      if (const auto *block = i > 0 ? dyn_cast<CompoundStmt>(ancestors[i - 1]) : nullptr)
        for (auto it = block->body_begin(); it != block->body_end(); ++it)
          if (*it == guard) {
            after = std::next(it) != block->body_end() ? *std::next(it) : nullptr;
            break;
          }
      if (std::string flag = onceFlag(guard, child, after); !flag.empty())
        return flag;
      if (isForkChildBranch(guard, child))
        return "in the child of 'fork()', which runs once per child";
      if (std::string every = counterThreshold(guard, child); !every.empty())
        return every;
      if (std::string window = counterWindow(ancestors, i); !window.empty())
        return window;
      if (std::string periodic = periodicBranch(guard, child); !periodic.empty())
        return periodic;
      if (std::string memo = memoCacheBranch(guard, child); !memo.empty())
        return memo;
      if (std::string recovery = recoveryBeforeRetry(guard, child); !recovery.empty())
        return recovery;
    }
  }
  if (ancestors.size() >= 2)
    if (const auto *top = dyn_cast<CompoundStmt>(ancestors[0])) {
      if (std::string flag = earlyReturnOnceFlag(top, ancestors[1]); !flag.empty() || top != body)
        return flag;
      if (std::string periodic = periodicGuard(top, ancestors[1]); !periodic.empty())
        return periodic;
      if (std::string memo = memoCacheGuard(top, ancestors[1]); !memo.empty())
        return memo;
      if (std::string fallback = randomFallback(top, ancestors[1]); !fallback.empty())
        return fallback;
      return listMemoGuard(top, ancestors[1]);
    }
  return "";
}

} // namespace faultline::extract
