// The Clang front end's walk over one function body: statements in source order, the stacks of
// enclosing statements and loops, and the final join of owners with releases (WalkerImpl.h says
// how the walker is split across files).
#include "extract/WalkerImpl.h"
#include "extract/FlowShapes.h"
#include "extract/ConstantBranches.h"
#include "extract/EdgeIterations.h"
#include "extract/LocalOnceFlags.h"
#include "extract/RetryLoops.h"
#include "facts/builder/ConfiguredFunctions.h"

#include <algorithm>
#include <functional>

namespace faultline::extract::walker {

// ---------------------------------------------------------------------------------------------
// Walking

facts::FunctionFacts Walker::run(std::string displayName) {
  facts.name = std::move(displayName);
  facts.usr = usrOf(function);
  facts.range = locations.range(function->getLocation());
  visit(function->getBody());
  finish();
  return std::move(facts);
}

void Walker::visit(const Stmt *s) {
  if (!s || depth > kMaxWalkDepth)
    return;
  ++depth;
  parents.push_back({s, nullptr});
  if (const auto *loop = dyn_cast<ForStmt>(s)) {
    visitLoop(s, facts::LoopKind::For, {loop->getForLoc(), loop->getRParenLoc()},
              {loop->getInit()}, {loop->getConditionVariableDeclStmt(), loop->getCond(),
                                  loop->getInc(), loop->getBody()});
  } else if (const auto *loop = dyn_cast<WhileStmt>(s)) {
    visitLoop(s, facts::LoopKind::While, {loop->getWhileLoc(), loop->getRParenLoc()}, {},
              {loop->getConditionVariableDeclStmt(), loop->getCond(), loop->getBody()});
  } else if (const auto *loop = dyn_cast<DoStmt>(s); loop && runsOnce(loop)) {
    visitChildren(s); // `do { ... } while (0)`: a statement wrapper (macros), not a loop
  } else if (const auto *loop = dyn_cast<DoStmt>(s)) {
    visitLoop(s, facts::LoopKind::Do, {loop->getDoLoc(), loop->getDoLoc()}, {},
              {loop->getBody(), loop->getCond()});
  } else if (const auto *loop = dyn_cast<CXXForRangeStmt>(s)) {
    // The range initialiser runs once; the loop variable and body run per iteration.
    visitLoop(s, facts::LoopKind::RangeFor, {loop->getForLoc(), loop->getRParenLoc()},
              {loop->getInit(), loop->getRangeStmt(), loop->getBeginStmt(), loop->getEndStmt()},
              {loop->getCond(), loop->getInc(), loop->getLoopVarStmt(), loop->getBody()});
  } else if (const auto *branch = dyn_cast<IfStmt>(s);
             branch && constantCondition(branch, ctx, &dependentConditions)) {
    // `if (0) { ...debug dump... }`: the branch never taken is not read (ConstantBranches.h).
    visit(branch->getInit());
    visit(branch->getCond());
    visit(*constantCondition(branch, ctx, &dependentConditions) ? branch->getThen() : branch->getElse());
  } else if (const auto *lambda = dyn_cast<LambdaExpr>(s)) {
    // A lambda body is a function of its own; only its captures are evaluated here.
    for (const Expr *init : lambda->capture_inits())
      visit(init);
  } else if (const auto *omp = dyn_cast<OMPExecutableDirective>(s)) {
    // Loops and calls in a parallel region run on the team's threads.
    bool parallel = isOpenMPParallelDirective(omp->getDirectiveKind());
    parallelDepth += parallel;
    visitChildren(s);
    parallelDepth -= parallel;
  } else if (const auto *captured = dyn_cast<CapturedStmt>(s)) {
    // An OpenMP region's body lives behind the captured statement; its children are only the
    // capture initialisers.
    visit(captured->getCapturedStmt());
  } else if (isa<BlockExpr>(s)) {
    // Objective-C blocks: not analysed.
  } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
    visitDeclStmt(decl);
  } else {
    if (const auto *call = dyn_cast<CallExpr>(s)) {
      if (flow::isNoReturnCallee(call->getDirectCallee()))
        sawNoReturn = true;
      onCall(call);
    } else if (isa<CXXThrowExpr>(s)) {
      sawNoReturn = true;
    } else if (const auto *expr = dyn_cast<CXXNewExpr>(s)) {
      onNew(expr);
    } else if (const auto *expr = dyn_cast<CXXDeleteExpr>(s)) {
      onDelete(expr);
    } else if (const auto *expr = dyn_cast<CXXConstructExpr>(s)) {
      onConstruct(expr);
    } else if (const auto *ref = dyn_cast<DeclRefExpr>(s)) {
      onVariableUse(ref);
    }
    visitChildren(s);
  }
  parents.pop_back();
  --depth;
}

bool Walker::runsOnce(const DoStmt *loop) const {
  const Expr *cond = loop->getCond();
  bool value = true;
  return cond && !cond->isValueDependent() && cond->EvaluateAsBooleanCondition(value, ctx) && !value;
}

void Walker::visitChildren(const Stmt *s) {
  for (const Stmt *child : s->children())
    visit(child);
}

void Walker::visitLoop(const Stmt *loop, facts::LoopKind kind, SourceRange header,
                       std::initializer_list<const Stmt *> before,
                       std::initializer_list<const Stmt *> inside) {
  for (const Stmt *s : before)
    visit(s);
  facts::Loop fact;
  fact.id = static_cast<int>(facts.loops.size());
  fact.kind = kind;
  fact.range = locations.range(header);
  fact.parent = currentLoop();
  fact.parallel = parallelDepth > 0 || (fact.parent >= 0 && facts.loops[fact.parent].parallel);
  facts.loops.push_back(fact);
  loopStmts.push_back(loop);
  loops.push_back(fact.id);
  for (const Stmt *s : inside)
    visit(s);
  loops.pop_back();
}

void Walker::visitDeclStmt(const DeclStmt *decl) {
  for (const Decl *d : decl->decls()) {
    const auto *var = dyn_cast<VarDecl>(d);
    if (!var)
      continue;
    onVariableDeclared(var);
    // `T _ptr = *_pp;` with `_pp = &buf`: a copy of buf (an alias, as `T q = buf;` is), whose
    // release releases buf's block: g_clear_pointer(&buf, g_free)'s expansion.
    if (const Expr *object = throughLocalPointer(var->getInit());
        object && var->getType()->isPointerType() && !var->hasGlobalStorage())
      aliases[keyOf(object)].push_back(keyOf(var));
    if (const Expr *init = var->getInit()) {
      parents.push_back({nullptr, var});
      visit(init);
      parents.pop_back();
    }
  }
}


// ---------------------------------------------------------------------------------------------
// Joining owners, releases and escapes once the whole body has been read.

void Walker::noteEvent(const Stmt *s) {
  uint64_t order = orderOf(s);
  if (!eventStmts.try_emplace(order, s).second)
    return;
  std::vector<const Stmt *> ancestors;
  const VarDecl *staticInitialised = nullptr;
  for (const Ancestor &a : parents) {
    if (a.stmt)
      ancestors.push_back(a.stmt);
    else if (a.var && a.var->isStaticLocal() && !staticInitialised)
      staticInitialised = a.var;
  }
  if (ancestors.empty() || ancestors.back() != s)
    ancestors.push_back(s);
  if (std::string reason = onceShapes.reason(ancestors, staticInitialised); !reason.empty())
    onceReasons.emplace(order, std::move(reason));
  if (int bound = localOnceFlagLoop(ancestors, function, ctx, loopStmts); bound != -2)
    onceBounds.emplace(order, bound);
  else if (int edge = edgeIterationLoop(ancestors, ctx, loopStmts, function); edge != -2)
    onceBounds.emplace(order, edge);
  if (int tests = testChain(ancestors); tests >= 0)
    eventTests.emplace(order, tests);
}

void Walker::applyControlFlow() {
  if (eventStmts.empty())
    return;
  // The CFG only changes an answer where a loop could stop repeating an event or a path ends in
  // a noreturn call or a throw; most functions have neither, and building it costs about a
  // quarter of the analysis (docs/benchmark.md).
  if (!facts.loops.empty() || sawNoReturn)
    buildFlow();
  // Each event's final loop and reason, looked up by order; events the CFG does not know keep
  // the walker's answer.
  auto settle = [&](int &loop, uint64_t order, std::string *notRepeated) {
    auto stmt = eventStmts.find(order);
    if (stmt == eventStmts.end())
      return;
    if (auto result = flow ? flow->of(stmt->second, loop) : std::nullopt) {
      loop = result->loop;
      if (notRepeated && notRepeated->empty())
        *notRepeated = result->notRepeated;
    }
    // Under a local once-flag: no loop inside the flag's scope repeats it.
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
  markSuccessPaths();
  // A block resized only from a call's answer (or by doubling) in a loop that ends once it is
  // large enough is made a bounded number of times per call (RetryLoops.h). A one-shot
  // library call's block (compress2's deflate state) has a fixed footprint that no variable of
  // the loop sizes: `ret = compress2(..., (uLong) ret, ...)` after `ret = read(...)` is no
  // retry (libisofs's zisofs block loop).
  std::vector<std::pair<int, const Stmt *>> retriedBlocks; // (loop, allocation)
  for (facts::Block &b : facts.blocks) {
    auto stmt = eventStmts.find(b.order);
    if (!flow || b.loop < 0 || !b.notRepeated.empty() || stmt == eventStmts.end() ||
        static_cast<size_t>(b.loop) >= loopStmts.size() || builder::releasedInsideCall(b))
      continue;
    b.notRepeated = growAndRetryReason(ctx, stmt->second, b.loop,
                                       loopStmts[static_cast<size_t>(b.loop)], *flow);
    if (!b.notRepeated.empty())
      retriedBlocks.emplace_back(b.loop, stmt->second);
    if (b.notRepeated.empty())
      b.notRepeated = lazyGrowOnlyReason(ctx, stmt->second, loopStmts[static_cast<size_t>(b.loop)]);
  }
  // The same through an allocating call the join resolves (`buf = xmalloc(size)`, a project
  // wrapper, then `size *= 2` until the result fits): the call is remade only while the block
  // was too small (neg_grow_and_retry_through_wrapper.c). A wrapper of a library the facts do not
  // see (idzebra's libyaz xmalloc) makes no call fact; retriedWithGrownSizeReason below covers it.
  for (facts::CallSite &c : facts.calls) {
    auto stmt = eventStmts.find(c.order);
    if (!flow || c.loop < 0 || !c.notRepeated.empty() || c.resultKey.empty() || stmt == eventStmts.end() ||
        static_cast<size_t>(c.loop) >= loopStmts.size())
      continue;
    c.notRepeated = growAndRetryReason(ctx, stmt->second, c.loop,
                                       loopStmts[static_cast<size_t>(c.loop)], *flow);
    if (!c.notRepeated.empty())
      retriedBlocks.emplace_back(c.loop, stmt->second);
  }
  // A one-shot library call given the block (idzebra's `BZ2_bzBuffToBuffDecompress(buf, &size,
  // ...)`, its decompressor made and freed inside the call) is retried with it, as often.
  for (facts::Block &b : facts.blocks) {
    auto stmt = eventStmts.find(b.order);
    if (b.loop < 0 || !b.notRepeated.empty() || stmt == eventStmts.end() || !builder::releasedInsideCall(b))
      continue;
    for (const auto &[loop, allocation] : retriedBlocks)
      if (b.notRepeated.empty() && loop == b.loop && allocation != stmt->second)
        b.notRepeated = retriedWithBlockReason(ctx, allocation, dyn_cast<CallExpr>(stmt->second),
                                               b.loop, *flow);
    if (b.notRepeated.empty() && flow && static_cast<size_t>(b.loop) < loopStmts.size())
      b.notRepeated = retriedWithGrownSizeReason(dyn_cast<CallExpr>(stmt->second), b.loop,
                                                 loopStmts[static_cast<size_t>(b.loop)], *flow);
  }
  // The same grow-only shape through an allocating call the join resolves (`p = xmalloc(n)`,
  // a wrapper defined in another file): the call does not repeat either.
  for (facts::CallSite &c : facts.calls) {
    auto stmt = eventStmts.find(c.order);
    if (c.loop < 0 || !c.notRepeated.empty() || stmt == eventStmts.end() ||
        static_cast<size_t>(c.loop) >= loopStmts.size())
      continue;
    c.notRepeated = lazyGrowOnlyReason(ctx, stmt->second, loopStmts[static_cast<size_t>(c.loop)]);
    // The call a grow-and-retry loop retries with its block runs as often as the block is made.
    for (const auto &[loop, allocation] : retriedBlocks)
      if (c.notRepeated.empty() && loop == c.loop && allocation != stmt->second)
        c.notRepeated = retriedWithBlockReason(ctx, allocation, dyn_cast<CallExpr>(stmt->second),
                                               c.loop, *flow);
  }
}

// Events made only on the way to `return 0` and calls whose zero result ends their loop
// (SuccessPaths.cpp). The CFG is built for this only in functions returning a plain integer
// (0 is success; a truth value's 0 is its failure) that make a block or open a stream outside
// loops.
void Walker::markSuccessPaths() {
  QualType result = function->getReturnType();
  bool zeroIsSuccess = result->isIntegerType() && !result->isBooleanType() && !returnsBoolean(*function);
  auto once = [](const auto &events) {
    return std::any_of(events.begin(), events.end(),
                       [](const auto &e) { return e.loop < 0 && e.notRepeated.empty(); });
  };
  // A call whose result is kept may be a stream opener's (the join decides): its success
  // paths matter as an open's do (CallSite::onlyOnSuccess).
  auto keptResult = [](const facts::CallSite &c) { return c.loop < 0 && !c.resultKey.empty(); };
  if (zeroIsSuccess && (once(facts.blocks) || once(facts.streamOpens) ||
                        std::any_of(facts.calls.begin(), facts.calls.end(), keptResult)))
    buildFlow();
  if (!flow)
    return;
  auto onlyOnSuccess = [&](int loop, uint64_t order) {
    auto stmt = eventStmts.find(order);
    return zeroIsSuccess && loop < 0 && stmt != eventStmts.end() && flow->runsOnlyOnSuccess(stmt->second);
  };
  for (facts::Block &b : facts.blocks)
    b.onlyOnSuccess = onlyOnSuccess(b.loop, b.order);
  for (facts::StreamOpen &s : facts.streamOpens)
    s.onlyOnSuccess = onlyOnSuccess(s.loop, s.order);
  for (facts::CallSite &c : facts.calls)
    if (keptResult(c))
      c.onlyOnSuccess = onlyOnSuccess(c.loop, c.order);
  for (facts::CallSite &c : facts.calls)
    if (auto stmt = eventStmts.find(c.order); c.loop >= 0 && stmt != eventStmts.end())
      c.loopEndsOnSuccess = flow->loopEndsOnSuccess(stmt->second, c.loop);
}

void Walker::buildFlow() {
  if (flow)
    return;
  std::vector<int> parentsOfLoops;
  for (const facts::Loop &loop : facts.loops)
    parentsOfLoops.push_back(loop.parent);
  flow.emplace(ctx, function, loopStmts, parentsOfLoops);
}

void Walker::finish() {
  applyControlFlow();
  auto testOf = [&](uint64_t order) {
    auto it = eventTests.find(order);
    return it == eventTests.end() ? -1 : it->second;
  };
  for (facts::Block &b : facts.blocks)
    b.runsOnlyIf = testOf(b.order);
  for (facts::StreamOpen &s : facts.streamOpens)
    s.runsOnlyIf = testOf(s.order);
  for (facts::CallSite &c : facts.calls)
    c.runsOnlyIf = testOf(c.order);
  findReturnedTest();
  facts.returnsStringLength = sizes.returnsStringLength(facts.returnsStringLengthIf);
  builder::dropBackPointerEscapes(localFieldStores, escapeHistory, escapes);
  builder::OwnerEvents events{releases, closes, escapes, &aliases};
  auto variableOf = [&](const Owner &owner) {
    builder::OwnerVariable variable;
    if (!owner.var)
      return variable;
    variable.isStatic = staticOwners.contains(owner.var);
    if (auto end = scopeEnds.find(owner.var); end != scopeEnds.end()) {
      variable.scopeEnd = &end->second;
      variable.name = owner.var->getName();
    }
    return variable;
  };
  for (unsigned i = 0; i < function->getNumParams(); ++i)
    facts.parameterKeys.push_back(keyOf(function->getParamDecl(i)));
  builder::joinOwners(facts, events, blockOwners, callOwners, streamOwners, variableOf);
  for (const auto &[index, end, name] : constructionEnds)
    facts.calls[static_cast<size_t>(index)].resultReleases.push_back(
        {facts::ReleaseKind::ScopeEnd, end.range, "end of scope of '" + name + "'", end.loop,
         end.order});
  recordConstructedMembers();
  for (const auto &[index, owner] : blockOwners) {
    dropUnreachableFieldReleases(facts.blocks[index], owner);
    markKeptAcrossIterations(facts.blocks[index], owner);
  }
  markKeptByCallee();
  markKeptOnSuccess();
}

void Walker::markKeptAcrossIterations(facts::Block &block, const Owner &owner) {
  if (!flow || owner.kind != Owner::LValue || !owner.lvalue || block.loop < 0 ||
      block.escape != facts::EscapeKind::None || block.releases.empty())
    return;
  // The entry: the object of `s->f` / `e.f`, or the element `a[i]` itself.
  const Expr *entry = owner.lvalue->IgnoreParenImpCasts();
  if (const auto *member = dyn_cast<MemberExpr>(entry))
    entry = member->getBase();
  else if (!isa<ArraySubscriptExpr>(entry))
    return;
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(block.loop)];
  if (!variance.varies(entry, loopStmt))
    return; // the same object every iteration: a release there is this iteration's block
  auto at = eventStmts.find(block.order);
  if (at == eventStmts.end())
    return;
  std::vector<const Stmt *> barriers;
  for (const facts::Release &release : block.releases) {
    auto stmt = eventStmts.find(release.order);
    if (stmt == eventStmts.end())
      return;
    barriers.push_back(stmt->second);
  }
  if (!flow->continuesPast(at->second, block.loop, owner.lvalue, barriers))
    return;
  block.escape = facts::EscapeKind::StoredOutside;
  block.escapeRange = block.range;
}

void Walker::markKeptByCallee() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    if (block.escape != facts::EscapeKind::None || block.releases.empty())
      continue;
    if (const CallExpr *taker = keptByCallee(block.order, owner.key, block.releases)) {
      block.escape = facts::EscapeKind::OwnershipReleased;
      block.escapeRange = rangeOf(taker);
    }
  }
  // A wrapper's or hook's result (`output = malloc(n)` through curl's Curl_cmalloc): its
  // releases may be calls of wrapper releasers too, which only the join knows; kept-by-callee
  // treats every later call that takes the block as a possible release.
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (site.resultKey.empty() || site.resultEscape != facts::EscapeKind::None)
      continue;
    if (keptByCallee(site.order, owner.key, site.resultReleases))
      site.resultEscape = facts::EscapeKind::OwnershipReleased;
  }
}

const CallExpr *Walker::keptByCallee(uint64_t order, const std::string &key,
                                     const std::vector<facts::Release> &releases) {
  if (key.empty())
    return nullptr;
  auto at = eventStmts.find(order);
  if (at == eventStmts.end())
    return nullptr;
  std::vector<const Stmt *> releaseStmts;
  for (const facts::Release &release : releases) {
    // Only explicit releases can sit on a branch; a scope end or reassignment always runs.
    if (release.kind != facts::ReleaseKind::Free && release.kind != facts::ReleaseKind::Delete)
      return nullptr;
    auto stmt = eventStmts.find(release.order);
    if (stmt == eventStmts.end())
      return nullptr;
    releaseStmts.push_back(stmt->second);
  }
  // Calls after the allocation that receive the block itself as an argument (any callee,
  // defined here or not: what matters is the test of its result).
  std::vector<const CallExpr *> takers;
  std::function<void(const Stmt *, unsigned)> collect = [&](const Stmt *s, unsigned level) {
    if (!s || level > kMaxWalkDepth)
      return;
    if (const auto *call = dyn_cast<CallExpr>(s); call && orderOf(call) > order)
      for (const Expr *arg : call->arguments())
        if (isa<DeclRefExpr, MemberExpr>(arg->IgnoreParenCasts()) &&
            keyOf(arg->IgnoreParenCasts()) == key) {
          takers.push_back(call);
          break;
        }
    for (const Stmt *child : s->children())
      collect(child, level + 1);
  };
  collect(function->getBody(), 0);
  if (takers.empty())
    return nullptr;
  buildFlow();
  for (const CallExpr *taker : takers) {
    // What may release the block after the taker: its recorded releases and every later call
    // that takes it (a wrapper releaser the join would match). None may come before the taker.
    std::vector<const Stmt *> candidates = releaseStmts;
    for (const facts::Release &release : releases)
      if (release.order < orderOf(taker))
        candidates.clear();
    if (candidates.size() != releaseStmts.size())
      continue;
    for (const CallExpr *other : takers)
      if (orderOf(other) > orderOf(taker))
        candidates.push_back(other);
    if (!candidates.empty() && flow->releasedOnOneOutcome(at->second, taker, candidates))
      return taker;
  }
  return nullptr;
}

} // namespace faultline::extract::walker

namespace faultline::extract {

using namespace clang;

std::string functionDisplayName(const FunctionDecl *fn, Locations &locations) {
  const auto *method = dyn_cast<CXXMethodDecl>(fn);
  if (!method || !method->getParent()->isLambda())
    return fn->getQualifiedNameAsString();
  std::string enclosing;
  if (const auto *outer =
          dyn_cast_or_null<FunctionDecl>(method->getParent()->getParentFunctionOrMethod()))
    enclosing = functionDisplayName(outer, locations) + "::";
  auto at = locations.point(method->getParent()->getLocation());
  return enclosing + "(lambda at line " + std::to_string(at.line) + ")";
}

facts::FunctionFacts walkFunction(ASTContext &ctx, Locations &locations,
                                  const ExtractOptions &options, const FunctionDecl *function,
                                  std::string displayName) {
  walker::Walker walker(ctx, locations, options, function);
  return walker.run(std::move(displayName));
}

} // namespace faultline::extract
