// The value tests of `if` statements around events, and a predicate's returned test
// (facts::ValueTest): what lets the join cut code that a hot path's constant arguments never
// reach (`if (is_stdout(name)) ... else fopen(name, "rb")` called with "stdout").
#include "extract/WalkerImpl.h"
#include "extract/FieldStores.h"

#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "extract/FlowShapes.h"

namespace faultline::extract::walker {

namespace {

const Expr *bare(const Expr *e) { return e ? e->IgnoreParenImpCasts() : nullptr; }

bool isZero(const Expr *e, ASTContext &ctx) {
  Expr::EvalResult r;
  return e && !e->isValueDependent() && e->EvaluateAsInt(r, ctx) && r.Val.getInt() == 0;
}

bool isNullTest(const Expr *cond, const ParmVarDecl *&param, ASTContext &ctx) {
  const Expr *e = bare(cond);
  const Expr *tested = nullptr;
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_LNot)
    tested = u->getSubExpr();
  else if (const auto *b = dyn_cast<BinaryOperator>(e); b && b->getOpcode() == BO_EQ)
    tested = b->getRHS()->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull)
                 ? b->getLHS()
             : b->getLHS()->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull)
                 ? b->getRHS()
                 : nullptr;
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(tested));
  param = ref ? dyn_cast<ParmVarDecl>(ref->getDecl()) : nullptr;
  return param != nullptr;
}

// An integer local (not a parameter, not static) that nothing writes after its initialiser
// (SizeEvaluator's `mutated` covers assignments, ++/--, `&v` and non-const reference arguments):
// the initialiser is its value wherever it is read.
bool constantLocal(const Decl *d) {
  const auto *var = dyn_cast_or_null<VarDecl>(d);
  return var && !isa<ParmVarDecl>(var) && var->hasLocalStorage() && var->getType()->isIntegerType() &&
         !var->getType().isVolatileQualified() && var->getInit();
}

// strcmp(a, b): a and b; null otherwise.
const CallExpr *stringCompare(const Expr *e) {
  const auto *call = dyn_cast_or_null<CallExpr>(bare(e));
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier() || call->getNumArgs() != 2)
    return nullptr;
  llvm::StringRef name = callee->getName();
  return name == "strcmp" || name == "__builtin_strcmp" ? call : nullptr;
}

} // namespace

std::optional<facts::SymbolicValue> Walker::comparable(const Expr *e) {
  const Expr *x = e->IgnoreParenCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(x))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl())) {
      if (const auto *param = dyn_cast<ParmVarDecl>(var)) {
        // A parameter written later in the function still holds the caller's value where it is
        // read before any write, outside loops (`if (!fnidx) return ...;` before `fnidx =
        // local;` in htslib's hts_idx_load3).
        if (param->getDeclContext() != function)
          return std::nullopt;
        if (mutated.contains(param) && !sizes.holdsEntryValue(param, ref))
          return nullDefaulted(param, ref); // `if (!mode) mode = "r";` before the read
        facts::SymbolicValue v;
        v.parameter = static_cast<int>(param->getFunctionScopeIndex());
        return v;
      }
      // A pointer local that only ever holds a parameter's value (`kmem_t *km = (kmem_t *)_km;`,
      // never assigned after, address never taken): the parameter, so minimap2's
      // `if (km == NULL) return malloc(n);` tests the argument the caller passes.
      if (var->hasLocalStorage() && var->getType()->isPointerType() && !mutated.contains(var))
        if (const auto *init = var->getInit()) {
          const auto *source = dyn_cast<DeclRefExpr>(init->IgnoreParenCasts());
          if (source && isa<ParmVarDecl>(source->getDecl()) &&
              source->getType()->isPointerType())
            return comparable(source);
        }
      // static const char name[] = "..."; const char *const name = "...";
      bool constant = var->getType().isConstQualified() ||
                      (var->getType()->isArrayType() &&
                       var->getType()->getAsArrayTypeUnsafe()->getElementType().isConstQualified());
      if (var->hasGlobalStorage() && constant && var->getInit())
        x = var->getInit()->IgnoreParenCasts();
    }
  // NULL is the value 0 (`if (output)` against a NULL argument); a string is never equal to it
  // as far as the join can tell (text against an integer is undecided).
  if (e->getType()->isPointerType() &&
      e->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull)) {
    facts::SymbolicValue v;
    v.constant = 0;
    return v;
  }
  if (const auto *literal = dyn_cast<StringLiteral>(x); literal && literal->isOrdinary()) {
    facts::SymbolicValue v;
    v.text = literal->getString().str();
    return v;
  }
  if (e->getType()->isIntegerType())
    if (auto v = sizes.symbolic(e); v && (v->constant || v->parameter >= 0))
      return v;
  return fieldOfParameter(e);
}

// `db->trimmed`: an integer field of a pointer parameter the function never reassigns, named as
// FieldStore names it. Its value is the object's at the test; the join knows it only where a
// loop's entry fixes it (rules/program/EntryFieldValues.h).
std::optional<facts::SymbolicValue> Walker::fieldOfParameter(const Expr *e) {
  const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts());
  const auto *field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
  const auto *base = member ? dyn_cast<DeclRefExpr>(member->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *param = base ? dyn_cast<ParmVarDecl>(base->getDecl()) : nullptr;
  if (!member || !member->isArrow() || !field || !param || param->getDeclContext() != function ||
      mutated.contains(param) || !field->getType()->isIntegralOrEnumerationType() ||
      field->getType().isVolatileQualified())
    return std::nullopt;
  std::string key = fieldKey(field);
  if (key.empty())
    return std::nullopt;
  facts::SymbolicValue v;
  v.fieldOf = static_cast<int>(param->getFunctionScopeIndex());
  v.field = std::move(key);
  return v;
}

bool Walker::parseTest(const Expr *cond, bool wanted, bool strict,
                       std::vector<facts::ValueTest> &out) {
  const Expr *e = bare(cond);
  if (!e)
    return false;
  auto direct = [&](const Expr *l, const Expr *r, bool expected) {
    auto a = comparable(l), b = comparable(r);
    if (!a || !b)
      return false;
    facts::ValueTest t;
    t.left = *a;
    t.right = *b;
    t.expected = expected;
    out.push_back(std::move(t));
    return true;
  };
  auto predicate = [&](const Expr *x, bool expected) {
    const auto *call = dyn_cast_or_null<CallExpr>(bare(x));
    auto it = call ? callIndex.find(call) : callIndex.end();
    if (it == callIndex.end() || !call->getType()->isIntegerType())
      return false;
    facts::ValueTest t;
    t.call = it->second;
    t.expected = expected;
    out.push_back(std::move(t));
    return true;
  };
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_LNot)
    return parseTest(u->getSubExpr(), !wanted, strict, out);
  if (const auto *b = dyn_cast<BinaryOperator>(e)) {
    BinaryOperatorKind op = b->getOpcode();
    if (!strict && ((op == BO_LAnd && wanted) || (op == BO_LOr && !wanted))) {
      bool left = parseTest(b->getLHS(), wanted, strict, out);
      bool right = parseTest(b->getRHS(), wanted, strict, out);
      return left || right;
    }
    // `flags & K`: a flag test, true when the bits are set.
    if (op == BO_And) {
      facts::ValueTest t;
      if (!flagTest(b, t))
        return false;
      t.right.constant = 0;
      t.expected = !wanted;
      out.push_back(std::move(t));
      return true;
    }
    if (op != BO_EQ && op != BO_NE)
      return false;
    bool equalWanted = op == BO_EQ ? wanted : !wanted;
    const Expr *l = b->getLHS(), *r = b->getRHS();
    // `*mode == 'r'`, `strchr(mode, 'w') != NULL`, `encoding == 1`.
    if (probeTest(l, r, equalWanted, out))
      return true;
    // `(flags & K) == V`.
    for (int side = 0; side < 2; ++side) {
      const auto *masked = dyn_cast<BinaryOperator>(bare(side ? r : l));
      facts::ValueTest t;
      if (!masked || masked->getOpcode() != BO_And || !flagTest(masked, t))
        continue;
      auto value = comparable(side ? l : r);
      if (!value || !value->constant)
        return false;
      t.right = *value;
      t.expected = equalWanted;
      out.push_back(std::move(t));
      return true;
    }
    if (isZero(l, ctx))
      std::swap(l, r);
    if (isZero(r, ctx)) {
      // strcmp(a, b) == 0, is_stdout(name) == 0
      if (const CallExpr *cmp = stringCompare(l))
        return direct(cmp->getArg(0), cmp->getArg(1), equalWanted);
      if (predicate(l, !equalWanted))
        return true;
    }
    auto isNull = [&](const Expr *x) {
      return x->getType()->isPointerType() &&
             x->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull);
    };
    if (isNull(l))
      std::swap(l, r);
    if (isNull(r) && l->getType()->isPointerType()) // `output == NULL`
      return direct(l, r, equalWanted);
    if (!l->getType()->isIntegerType() || !r->getType()->isIntegerType())
      return false;
    return direct(l, r, equalWanted);
  }
  if (const CallExpr *cmp = stringCompare(e)) // `if (strcmp(a, b))`: they differ
    return direct(cmp->getArg(0), cmp->getArg(1), !wanted);
  // `if (strchr(mode, 'w'))`, `if (mode[1])`, `if (encoding)` set by a scan of the mode.
  if (probeTest(e, nullptr, !wanted, out))
    return true;
  if (predicate(e, wanted))
    return true;
  // `if (output)`: a parameter's truth is its being nonzero (non-null for a pointer), so a call
  // passing NULL or 0 never runs the branch. Likewise `if (use_tiles)` on a local whose only
  // store is a constant initialiser (`int use_tiles = 0; /* 1 */`, never assigned, address never
  // taken: not in `mutated`): a developer toggle, which decides the branch in every call. And
  // `if (db->trimmed)`, a field's truth.
  std::optional<facts::SymbolicValue> truth;
  if (const auto *ref = dyn_cast<DeclRefExpr>(e); ref && (isa<ParmVarDecl>(ref->getDecl()) ||
                                                          constantLocal(ref->getDecl()))) {
    if (auto v = comparable(e); v && (v->parameter >= 0 || v->constant))
      truth = v;
  } else if (e->getType()->isIntegralOrEnumerationType()) {
    truth = fieldOfParameter(e);
  }
  if (truth) {
    facts::ValueTest t;
    t.left = *truth;
    t.right.constant = 0;
    t.expected = !wanted;
    out.push_back(std::move(t));
    return true;
  }
  return false;
}

namespace {

// Whether running `s` always leaves the statements after it: a `return`, `break`, `continue`,
// `throw` or a call of a noreturn function, alone, ending a block with no label in it, or on
// both branches of an `if`.
bool alwaysExits(const Stmt *s, unsigned depth = 0) {
  if (!s || depth > 64)
    return false;
  if (isa<ReturnStmt, BreakStmt, ContinueStmt, CXXThrowExpr>(s))
    return true;
  if (const auto *branch = dyn_cast<IfStmt>(s))
    return alwaysExits(branch->getThen(), depth + 1) && alwaysExits(branch->getElse(), depth + 1);
  if (const auto *call = dyn_cast<CallExpr>(s)) {
    const FunctionDecl *callee = call->getDirectCallee();
    return flow::isNoReturnCallee(callee);
  }
  const auto *block = dyn_cast<CompoundStmt>(s);
  if (!block || block->body_empty())
    return false;
  for (const Stmt *inner : block->body())
    if (isa<LabelStmt, SwitchCase>(inner))
      return false;
  return alwaysExits(block->body_back(), depth + 1);
}

} // namespace

int Walker::guardTests(const CompoundStmt *block, const Stmt *child, int head) {
  // Only the guards after the last label or `case` up to the child: a jump to the label
  // bypasses those before it.
  if (isa<LabelStmt, SwitchCase>(child))
    return head; // reached by a jump to its label as well
  // The labels of the block after the child: `if (!build_dirs) goto do_special;` jumps past the
  // child to one of them, so the child runs only when the test fails, as after a `return`
  // (cvs's my_module, held-out set 29).
  llvm::SmallPtrSet<const LabelDecl *, 4> labelsAfter;
  bool afterChild = false;
  for (const Stmt *s : block->body()) {
    afterChild = afterChild || s == child;
    for (unsigned nested = 0; afterChild && s && nested < 16; ++nested) {
      const auto *label = dyn_cast<LabelStmt>(s);
      if (!label)
        break;
      labelsAfter.insert(label->getDecl());
      s = label->getSubStmt();
    }
  }
  // Or a label after the block's end (in cvs's my_module the `goto do_special` sits in an
  // `else` block and its label further down the function): the jump leaves the block and skips
  // the rest of it on that pass.
  const SourceManager &sm = ctx.getSourceManager();
  auto afterBlock = [&](const LabelDecl *label) {
    const LabelStmt *at = label ? label->getStmt() : nullptr;
    return at && at->getBeginLoc().isValid() && block->getEndLoc().isValid() &&
           sm.isBeforeInTranslationUnit(block->getEndLoc(), at->getBeginLoc());
  };
  auto jumpsPast = [&](const Stmt *then) {
    if (const auto *braces = dyn_cast_or_null<CompoundStmt>(then); braces && braces->size() == 1)
      then = braces->body_front();
    const auto *jump = dyn_cast_or_null<GotoStmt>(then);
    return jump && (labelsAfter.contains(jump->getLabel()) || afterBlock(jump->getLabel()));
  };
  std::vector<const IfStmt *> guards;
  for (const Stmt *s : block->body()) {
    if (s == child)
      break;
    // `case 1: if (!p) break;`: the label's statement is the arm's first.
    for (unsigned nested = 0; isa<LabelStmt, SwitchCase>(s) && nested < 16; ++nested) {
      guards.clear();
      if (const auto *label = dyn_cast<LabelStmt>(s))
        s = label->getSubStmt();
      else
        s = cast<SwitchCase>(s)->getSubStmt();
    }
    const auto *test = dyn_cast_or_null<IfStmt>(s);
    if (test && !test->getElse() && !test->isConsteval() && !test->hasInitStorage() &&
        !test->hasVarStorage() && (alwaysExits(test->getThen()) || jumpsPast(test->getThen())))
      guards.push_back(test);
  }
  for (const IfStmt *test : guards) {
    // The code after the guard runs only when its condition is false: the `else` side.
    auto [it, inserted] = ifTests.try_emplace({test, true}, head);
    if (inserted) {
      std::vector<facts::ValueTest> tests;
      parseTest(test->getCond(), /*wanted=*/false, /*strict=*/false, tests);
      for (facts::ValueTest &t : tests) {
        t.outer = head;
        t.guard = true;
        head = static_cast<int>(facts.valueTests.size());
        facts.valueTests.push_back(std::move(t));
      }
      it->second = head;
    }
    head = it->second;
  }
  return head;
}

bool Walker::flagTest(const BinaryOperator *andOp, facts::ValueTest &out) {
  for (int side = 0; side < 2; ++side) {
    const Expr *maskSide = side ? andOp->getLHS() : andOp->getRHS();
    const Expr *valueSide = side ? andOp->getRHS() : andOp->getLHS();
    Expr::EvalResult r;
    if (maskSide->isValueDependent() || !maskSide->EvaluateAsInt(r, ctx) ||
        r.Val.getInt().getSignificantBits() > 63 || r.Val.getInt() == 0 ||
        !valueSide->getType()->isIntegerType())
      continue;
    auto v = comparable(valueSide);
    if (!v || v->parameter < 0 || v->multiplier != 1 || v->addend != 0)
      return false;
    out.left = *v;
    out.mask = r.Val.getInt().getExtValue();
    return true;
  }
  return false;
}

int Walker::testChain(const std::vector<const Stmt *> &ancestors) {
  int head = -1;
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    // Early exits before the statement the event is in (`if (!fnidx) return ...;`).
    if (const auto *block = dyn_cast<CompoundStmt>(ancestors[i])) {
      head = guardTests(block, ancestors[i + 1], head);
      continue;
    }
    // An `if`, or a conditional expression choosing between two arms
    // (`f = strcmp(name, "-") ? fopen(name, "r") : stdin;`): the arm runs only when its test
    // has that truth.
    const Stmt *guard = ancestors[i];
    const Expr *cond = nullptr;
    bool inElse = false;
    if (const auto *branch = dyn_cast<IfStmt>(guard)) {
      if (branch->isConsteval() || branch->hasInitStorage() || branch->hasVarStorage())
        continue;
      cond = branch->getCond();
      inElse = ancestors[i + 1] == branch->getElse();
      if (!inElse && ancestors[i + 1] != branch->getThen())
        continue; // the condition itself
    } else if (const auto *choice = dyn_cast<ConditionalOperator>(guard)) {
      cond = choice->getCond();
      inElse = ancestors[i + 1] == choice->getFalseExpr();
      if (!inElse && ancestors[i + 1] != choice->getTrueExpr())
        continue; // the condition itself
    } else if (isa<SwitchStmt>(guard)) {
      // A `case` arm of a switch on a parameter, reached by one value only: the arm runs when
      // the parameter equals it (`diag_set('d', NULL)` never reaches `case 'f': fopen(arg)`),
      // as calls under case labels are cut (facts::CallSite::switchParameter). Several values
      // would need a disjunction, which a test chain (a conjunction) cannot say: not cut.
      if (i + 2 >= ancestors.size())
        continue;
      const Stmt *arm = ancestors[i + 2];
      auto [it, inserted] = armTests.try_emplace(arm, head);
      if (inserted) {
        std::vector<const Stmt *> upToArm(ancestors.begin(), ancestors.begin() + i + 3);
        auto switched = switchGuard(upToArm, switchFacts, ctx);
        if (switched && switched->cases.size() == 1) {
          facts::ValueTest t;
          t.left.parameter = switched->parameter;
          t.right.constant = switched->cases.front();
          t.outer = head;
          head = static_cast<int>(facts.valueTests.size());
          facts.valueTests.push_back(std::move(t));
        }
        it->second = head;
      }
      head = it->second;
      continue;
    } else {
      continue;
    }
    auto [it, inserted] = ifTests.try_emplace({guard, inElse}, head);
    if (inserted) {
      std::vector<facts::ValueTest> tests;
      parseTest(cond, !inElse, /*strict=*/false, tests);
      // The `else` of `if (hold && memo != -1)`: repeats only while the parameter is 0
      // (KeptMemos.cpp); a guard, since it runs once either way.
      if (const auto *branch = dyn_cast<IfStmt>(guard); branch && inElse)
        if (int kept = keptMemoParameter(branch); kept >= 0) {
          facts::ValueTest t;
          t.left.parameter = kept;
          t.right.constant = 0;
          t.guard = true;
          tests.push_back(std::move(t));
        }
      for (facts::ValueTest &t : tests) {
        t.outer = head;
        head = static_cast<int>(facts.valueTests.size());
        facts.valueTests.push_back(std::move(t));
      }
      it->second = head;
    }
    head = it->second;
  }
  return head;
}

void Walker::findReturnedTest() {
  const auto *body = dyn_cast_or_null<CompoundStmt>(function->getBody());
  if (!body || body->body_empty() || !function->getReturnType()->isIntegerType())
    return;
  const auto *ret = dyn_cast<ReturnStmt>(body->body_back());
  if (!ret || !ret->getRetValue())
    return;
  std::vector<facts::ValueTest> tests;
  if (!parseTest(ret->getRetValue(), true, /*strict=*/true, tests) || tests.size() != 1)
    return;
  // The parameters the test compares: a null check may only concern them (a string the join
  // knows is never null, so those early returns are not taken).
  std::vector<int> compared;
  auto note = [&](const facts::SymbolicValue &v) {
    if (v.parameter >= 0)
      compared.push_back(v.parameter);
  };
  const facts::ValueTest &t = tests[0];
  if (t.call >= 0) {
    for (const facts::SymbolicValue &v : facts.calls[static_cast<size_t>(t.call)].arguments)
      note(v);
  } else {
    note(t.left);
    note(t.right);
  }
  for (const Stmt *s : body->body()) {
    if (s == ret || isa<NullStmt>(s))
      continue;
    if (const auto *guard = dyn_cast<IfStmt>(s)) {
      const ParmVarDecl *param = nullptr;
      if (guard->getElse() || !isNullTest(guard->getCond(), param, ctx) ||
          std::find(compared.begin(), compared.end(),
                    static_cast<int>(param->getFunctionScopeIndex())) == compared.end())
        return;
      continue;
    }
    if (!isa<Expr>(s)) // declarations, loops, other returns: not a plain predicate
      return;
  }
  facts.returnsTest = static_cast<int>(facts.valueTests.size());
  facts.valueTests.push_back(tests[0]);
}

} // namespace faultline::extract::walker
