// The CallSite records the walker adds: a call of a user function (or of a hook or callback
// field, resolved at the join) with what each argument is — its symbolic value, whether it can
// grow large, the variable it names, whether it varies in the loop around the call — the switch
// on a parameter that guards it and who owns its result; and the call a thread start makes
// (pthread_create, std::thread, std::async). Split from WalkerEvents.cpp, which decides when.
#include "extract/FlowShapes.h"
#include "extract/WalkerImpl.h"

namespace faultline::extract::walker {

void Walker::addCallSite(const CallExpr *call, const FunctionDecl *callee) {
  addCallSite(call, functionDisplayName(callee, locations), usrOf(callee));
}

void Walker::addCallSite(const CallExpr *call, std::string callee, std::string usr) {
  bool isVirtual = false;
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    const auto *callee = dyn_cast<MemberExpr>(member->getCallee()->IgnoreParens());
    isVirtual = member->getMethodDecl() && member->getMethodDecl()->isVirtual() &&
                !(callee && callee->hasQualifier());
  }
  // A call operator's first argument is the object itself; parameters start after it.
  unsigned first = isa<CXXOperatorCallExpr>(call) ? 1 : 0;
  llvm::ArrayRef<const Expr *> args(call->getArgs(), call->getNumArgs());
  callIndex[call] = addCallSite(call, args.drop_front(first), std::move(callee), std::move(usr));
  facts.calls.back().isVirtual = isVirtual;
}

int Walker::addCallSite(const Expr *at, llvm::ArrayRef<const Expr *> args, std::string callee,
                        std::string usr) {
  facts::CallSite site =
      builder::newCallSite(std::move(callee), std::move(usr), placeOf(at), parallelDepth > 0);
  for (unsigned i = 0; i < args.size(); ++i) {
    const Expr *arg = args[i];
    std::optional<facts::SymbolicValue> v;
    if (arg->getType()->isIntegerType())
      v = sizes.symbolic(arg);
    else if (arg->getType()->isPointerType() && !(v = stringFixedByTest(arg)))
      v = comparable(arg); // a string: what a predicate compares (ValueTest)
    if ((!v || *v == facts::SymbolicValue{}) && arg->getType()->isPointerType() &&
        projectResultArgument(arg)) {
      v.emplace();
      v->nonNullResult = true;
    }
    site.arguments.push_back(v ? *v : facts::SymbolicValue{});
    builder::Magnitude grows = arg->getType()->isIntegerType() ? sizes.magnitude(arg)
                                                                : builder::Magnitude::modest();
    site.argumentGrowth.push_back(grows.growth == builder::Magnitude::Large ? grows.why : "");
    // What the size rules prove of it (a uchar read, x % K): a wrapper's size at this call
    // keeps that bound (Wrappers.cpp, sizeAtCall). The magnitude above already proved it; sizing
    // the argument again (SizeEvaluator::size) repeated that whole analysis for every growing
    // argument of every call and tripled pcre2's AST time. Below 1 TiB, as recordMagnitude
    // keeps a bound worth quoting.
    std::optional<uint64_t> bound;
    if (arg->getType()->isIntegerType() && grows.growth == builder::Magnitude::Large &&
        grows.upper && *grows.upper < (uint64_t(1) << 40))
      bound = grows.upper;
    site.argumentBounds.push_back(
        bound && *bound <= static_cast<uint64_t>(INT64_MAX) ? static_cast<int64_t>(*bound) : -1);
    const Expr *bare = arg->IgnoreParenCasts();
    bool named = isa<DeclRefExpr, MemberExpr>(bare) &&
                 (arg->getType()->isPointerType() || arg->getType()->isRecordType());
    // `&d` of a local record (`LZd_init(&d, ...)`): keyed apart from d's own key, so that only
    // calls handed the same object match (the join's initialiser pairs, OwnerPairs.h).
    const auto *address = dyn_cast<UnaryOperator>(bare);
    const Expr *object = address && address->getOpcode() == UO_AddrOf
                             ? address->getSubExpr()->IgnoreParenImpCasts()
                             : nullptr;
    if (!named && object && isa<DeclRefExpr>(object) && object->getType()->isRecordType())
      site.argumentKeys.push_back("&" + keyOf(object));
    else
      site.argumentKeys.push_back(named ? keyOf(bare) : "");
    if (currentLoop() >= 0 && variance.varies(arg, loopStmts[currentLoop()]))
      site.argumentsVarying.push_back(static_cast<int>(i));
  }
  std::vector<const Stmt *> ancestors;
  for (const Ancestor &a : parents)
    if (a.stmt)
      ancestors.push_back(a.stmt);
  if (auto guard = switchGuard(ancestors, switchFacts, ctx)) {
    site.switchParameter = guard->parameter;
    site.switchCases = std::move(guard->cases);
  }
  // An argument the caller's switch fixes to its arm's labels (`case ' ': command(c);`).
  for (unsigned i = 0; i < args.size() && site.caseArgument < 0; ++i) {
    const facts::SymbolicValue &known = site.arguments[i];
    if (known.constant || known.parameter >= 0 || !args[i]->getType()->isIntegerType())
      continue;
    if (auto values = caseValuesOf(ancestors, flow::referencedVariable(args[i]), switchFacts, ctx)) {
      site.caseArgument = static_cast<int>(i);
      site.caseArgumentValues = std::move(*values);
    }
  }
  Owner owner = ownerOfCurrent();
  // A wrapper's block in the heap side of a stack-first pair (StackFallback.cpp): the sizes it
  // is given cannot grow large; the join reads their growth from here.
  if (owner.var && stackSideBytes(owner.var))
    for (size_t i = 0; i < site.argumentGrowth.size(); ++i)
      if (!site.argumentGrowth[i].empty()) {
        site.argumentGrowth[i].clear();
        site.arguments[i] = facts::SymbolicValue{};
      }
  builder::setCallResult(site, owner.kind, owner.key);
  callOwners.emplace_back(facts.calls.size(), owner);
  facts.calls.push_back(std::move(site));
  return static_cast<int>(facts.calls.size() - 1);
}

// pthread_create(&t, attr, worker, arg), std::thread(worker, ...), std::async(worker): the
// function (or lambda) named by `function` runs on another thread; record it as a call from
// here that starts a thread, so the join can mark everything it reaches.
void Walker::addThreadStart(const Expr *at, const Expr *function) {
  const Expr *e = function->IgnoreParenImpCasts();
  while (true) {
    if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
      e = m->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *b = dyn_cast<CXXBindTemporaryExpr>(e))
      e = b->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *c = dyn_cast<CXXConstructExpr>(e); c && c->getNumArgs() == 1 &&
                                                          c->getConstructor()->isCopyOrMoveConstructor())
      e = c->getArg(0)->IgnoreParenImpCasts();
    else if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_AddrOf)
      e = u->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *c = dyn_cast<ExplicitCastExpr>(e))
      e = c->getSubExpr()->IgnoreParenImpCasts();
    else
      break;
  }
  const FunctionDecl *target = nullptr;
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    target = dyn_cast<FunctionDecl>(ref->getDecl());
  else if (const auto *lambda = dyn_cast<LambdaExpr>(e))
    target = lambda->getCallOperator();
  if (!target || locations.inSystemHeader(target->getLocation()))
    return;
  facts.calls.push_back(
      builder::threadStartSite(functionDisplayName(target, locations), usrOf(target), placeOf(at)));
}

} // namespace faultline::extract::walker
