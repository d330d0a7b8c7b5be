// switchGuard (ControlFlow.h): a call under `case` labels of a switch on an unmodified integer
// parameter runs only for those values (facts::CallSite::switchParameter); caseValuesOf: the
// values an argument holds under the `case` labels of a switch on it (CallSite::caseArgument).
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/GuardFlow.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <algorithm>
#include <functional>

namespace faultline::extract {

using namespace clang;
using flow::referencedVariable;

namespace {

// `break;`, `return ...;`, `goto`, `continue;`, or a block ending in one: control does not fall
// through to the next statement of the switch body.
bool endsSwitchArm(const Stmt *s) {
  if (const auto *block = dyn_cast<CompoundStmt>(s))
    return !block->body_empty() && endsSwitchArm(block->body_back());
  return isa<BreakStmt, ReturnStmt, GotoStmt, ContinueStmt>(s);
}

// Adds the case values labelling `s` to `cases` and returns the labelled statement. `open` is
// set when a label admits values we cannot list (`default`, a GNU case range, a value Clang
// cannot evaluate).
const Stmt *collectLabels(const Stmt *s, std::vector<int64_t> &cases, bool &open, ASTContext &ctx) {
  while (true) {
    if (const auto *label = dyn_cast<DefaultStmt>(s)) {
      open = true;
      s = label->getSubStmt();
      continue;
    }
    const auto *label = dyn_cast<CaseStmt>(s);
    if (!label)
      return s;
    Expr::EvalResult value;
    if (label->caseStmtIsGNURange() || label->getLHS()->isValueDependent() ||
        !label->getLHS()->EvaluateAsInt(value, ctx) || value.Val.getInt().getSignificantBits() > 64)
      open = true;
    else
      cases.push_back(value.Val.getInt().getExtValue());
    s = label->getSubStmt();
  }
}

// Whether `s` or a statement inside it satisfies `found`.
template <typename Predicate> bool anyInside(const Stmt *s, const Predicate &found) {
  if (!s)
    return false;
  if (found(s))
    return true;
  for (const Stmt *child : s->children())
    if (anyInside(child, found))
      return true;
  return false;
}

// Whether `s` writes or labels what matters before a switch or in its arm: a label (a `goto`
// may come in) or a write of `param`.
bool writesOrLabels(const Stmt *s, const VarDecl *param) {
  return anyInside(s, [&](const Stmt *x) {
    llvm::SmallPtrSet<const VarDecl *, 4> written;
    writtenBy(x, written);
    return isa<LabelStmt>(x) || written.contains(param);
  });
}

// The arm's half of switchGuard's reading of a written parameter: from the arm's first statement
// `armStart` to `at`, the one holding the call, nothing writes it and no label lets a `goto` in.
bool armKeepsValue(const SwitchStmt *sw, const ParmVarDecl *param, const Stmt *armStart,
                   const Stmt *at) {
  bool inArm = false;
  for (const Stmt *s : cast<CompoundStmt>(sw->getBody())->body()) {
    inArm |= s == armStart;
    if (inArm && s != at && writesOrLabels(s, param))
      return false;
    if (s == at)
      return !writesOrLabels(s, param); // a write after the call too: not worth telling apart
  }
  return false;
}

} // namespace

SwitchFacts::SwitchFacts(const FunctionDecl *function, const llvm::DenseSet<const VarDecl *> &mutated)
    : function(function), mutated(mutated) {
  // The variables something may write without naming them in an assignment: their address
  // taken, a reference bound to them (a local `T &r = var;` or a non-const reference
  // parameter), or a lambda capturing them by reference.
  anyInside(function->getBody(), [&](const Stmt *s) {
    if (const auto *op = dyn_cast<UnaryOperator>(s); op && op->getOpcode() == UO_AddrOf) {
      if (const VarDecl *v = referencedVariable(op->getSubExpr()))
        indirectlyWritten.insert(v);
    } else if (isa<CallExpr>(s)) {
      llvm::SmallPtrSet<const VarDecl *, 4> written;
      writtenBy(s, written); // arguments bound to non-const reference parameters
      indirectlyWritten.insert(written.begin(), written.end());
    } else if (const auto *decl = dyn_cast<DeclStmt>(s)) {
      for (const Decl *d : decl->decls())
        if (const auto *v = dyn_cast<VarDecl>(d); v && v->getType()->isReferenceType() && v->getInit())
          if (const VarDecl *bound = referencedVariable(v->getInit()))
            indirectlyWritten.insert(bound);
    } else if (const auto *lambda = dyn_cast<LambdaExpr>(s)) {
      for (const LambdaCapture &capture : lambda->captures())
        if (capture.capturesVariable() && capture.getCaptureKind() == LCK_ByRef)
          if (const auto *v = dyn_cast<VarDecl>(capture.getCapturedVar()))
            indirectlyWritten.insert(v);
    }
    return false;
  });
}

// Whether parameter `param`, which the function writes somewhere, still holds the caller's value
// where switch `sw` (inside `outer`, outermost first) tests it: cscope's command(commandc) reads
// a new key into `commandc` only in its `case '\\':` arm, which leaves its `case '>':` arm on the
// caller's key. Nothing writes it before the switch (directly, through its address or a
// reference), no loop around the switch can carry another arm's write back to the test, and no
// label before the switch lets a `goto` run the test again. The arm is armKeepsValue's.
bool SwitchFacts::unwrittenBefore(const SwitchStmt *sw, const ParmVarDecl *param,
                                  llvm::ArrayRef<const Stmt *> outer) const {
  auto [memo, inserted] = before.try_emplace({sw, param}, false);
  if (!inserted)
    return memo->second;
  if (indirectlyWritten.contains(param))
    return false;
  for (const Stmt *s : outer)
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s))
      return false;
  // Every statement of the function met before reaching the switch, in order.
  bool reached = false;
  std::function<bool(const Stmt *)> blocked = [&](const Stmt *s) {
    if (!s || reached)
      return false;
    if (s == sw) {
      reached = true;
      return writesOrLabels(sw->getCond(), param);
    }
    if (isa<LabelStmt>(s))
      return true;
    if (!isa<CompoundStmt, IfStmt>(s) && !anyInside(s, [&](const Stmt *x) { return x == sw; }))
      return writesOrLabels(s, param);
    for (const Stmt *child : s->children())
      if (blocked(child))
        return true;
    return false;
  };
  bool clean = !blocked(function->getBody()) && reached;
  before[{sw, param}] = clean;
  return clean;
}

std::optional<std::vector<int64_t>> caseValuesOf(const std::vector<const Stmt *> &ancestors,
                                                 const VarDecl *var, const SwitchFacts &facts,
                                                 ASTContext &ctx) {
  if (!var || var->hasGlobalStorage() || var->getType()->isReferenceType() ||
      !var->getType()->isIntegralOrEnumerationType() ||
      var->getParentFunctionOrMethod() != facts.function || facts.indirectlyWritten.contains(var))
    return std::nullopt;
  for (size_t k = ancestors.size(); k-- > 0;) {
    const auto *sw = dyn_cast<SwitchStmt>(ancestors[k]);
    if (!sw || !sw->getCond() || referencedVariable(sw->getCond()) != var)
      continue;
    if (k + 2 >= ancestors.size() || ancestors[k + 1] != sw->getBody())
      return std::nullopt;
    const Stmt *armStart = nullptr;
    std::optional<std::vector<int64_t>> cases = switchArmCases(sw, ancestors[k + 2], ctx, &armStart);
    if (!cases || !armStart)
      return std::nullopt;
    // A label from the arm's first statement to ours: a goto may enter with another value.
    const auto *body = cast<CompoundStmt>(sw->getBody());
    bool inArm = false;
    for (const Stmt *s : body->body()) {
      inArm |= s == armStart;
      if (inArm && anyInside(s, [](const Stmt *x) { return isa<LabelStmt>(x); }))
        return std::nullopt;
      if (s == ancestors[k + 2])
        break;
    }
    // Nothing in the switch writes it (only written variables need the walk).
    if (facts.mutated.contains(var)) {
      llvm::SmallPtrSet<const VarDecl *, 8> written;
      anyInside(sw->getBody(), [&](const Stmt *s) {
        writtenBy(s, written);
        return written.contains(var);
      });
      if (written.contains(var))
        return std::nullopt;
    }
    return cases;
  }
  return std::nullopt;
}

std::optional<SwitchGuard> switchGuard(const std::vector<const Stmt *> &ancestors,
                                       const SwitchFacts &facts, ASTContext &ctx) {
  for (size_t k = ancestors.size(); k-- > 0;) {
    const auto *sw = dyn_cast<SwitchStmt>(ancestors[k]);
    if (!sw)
      continue;
    const auto *body = dyn_cast_or_null<CompoundStmt>(sw->getBody());
    if (!body || k + 2 >= ancestors.size() || ancestors[k + 1] != body || !sw->getCond())
      return std::nullopt;
    const auto *param = dyn_cast_or_null<ParmVarDecl>(referencedVariable(sw->getCond()));
    if (!param || param->getDeclContext() != facts.function ||
        !param->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    const Stmt *armStart = nullptr;
    std::optional<std::vector<int64_t>> cases = switchArmCases(sw, ancestors[k + 2], ctx, &armStart);
    if (!cases)
      return std::nullopt;
    if (facts.mutated.contains(param) &&
        !(armStart && facts.unwrittenBefore(sw, param, llvm::ArrayRef(ancestors).take_front(k)) &&
          armKeepsValue(sw, param, armStart, ancestors[k + 2])))
      return std::nullopt;
    SwitchGuard guard;
    guard.parameter = static_cast<int>(param->getFunctionScopeIndex());
    guard.cases = std::move(*cases);
    return guard;
  }
  return std::nullopt;
}

std::optional<std::vector<int64_t>> switchArmCases(const SwitchStmt *sw, const Stmt *statement,
                                                   ASTContext &ctx, const Stmt **armStart) {
  const auto *body = dyn_cast_or_null<CompoundStmt>(sw->getBody());
  if (!body)
    return std::nullopt;
  auto statements = body->body();
  auto at = std::find(statements.begin(), statements.end(), statement);
  if (at == statements.end())
    return std::nullopt;
  // This statement's labels, then those of earlier statements that fall through into it.
  std::vector<int64_t> cases;
  bool open = false;
  for (auto it = at;; --it) {
    std::vector<int64_t> labels;
    bool labelsOpen = false;
    const Stmt *inner = collectLabels(*it, labels, labelsOpen, ctx);
    if (it != at && endsSwitchArm(inner))
      break;
    cases.insert(cases.end(), labels.begin(), labels.end());
    open |= labelsOpen;
    if (armStart)
      *armStart = *it;
    if (it == statements.begin())
      break;
  }
  if (open || cases.empty())
    return std::nullopt;
  return cases;
}

} // namespace faultline::extract
