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

// Whether something in the function may write `var` without naming it in an assignment: its
// address taken, a reference bound to it (a local `T &r = var;` or a non-const reference
// parameter), or a lambda capturing it by reference.
bool mayBeWrittenIndirectly(const FunctionDecl *function, const VarDecl *var) {
  auto names = [&](const Expr *e) { return e && referencedVariable(e) == var; };
  return anyInside(function->getBody(), [&](const Stmt *s) {
    if (const auto *op = dyn_cast<UnaryOperator>(s))
      return op->getOpcode() == UO_AddrOf && names(op->getSubExpr());
    if (isa<CallExpr>(s)) {
      llvm::SmallPtrSet<const VarDecl *, 4> written;
      writtenBy(s, written); // arguments bound to non-const reference parameters
      return written.contains(var);
    }
    if (const auto *decl = dyn_cast<DeclStmt>(s))
      for (const Decl *d : decl->decls())
        if (const auto *v = dyn_cast<VarDecl>(d);
            v && v->getType()->isReferenceType() && names(v->getInit()))
          return true;
    if (const auto *lambda = dyn_cast<LambdaExpr>(s))
      for (const LambdaCapture &capture : lambda->captures())
        if (capture.capturesVariable() && capture.getCaptureKind() == LCK_ByRef &&
            capture.getCapturedVar() == var)
          return true;
    return false;
  });
}

// Whether parameter `param`, which the function writes somewhere, still holds the caller's value
// where switch `sw` (inside `outer`, outermost first) tests it and through its arm's statements
// from `armStart` to `at`: cscope's command(commandc) reads a new key into `commandc` only in its
// `case '\\':` arm, which leaves its `case '>':` arm on the caller's key. Nothing writes it
// before the switch or in the arm up to `at` (directly, through its address or a reference), no
// loop around the switch can carry another arm's write back to the test, and no label before
// the switch or in the arm lets a `goto` run the test again or enter the arm.
bool holdsCallerValue(const FunctionDecl *function, const ParmVarDecl *param,
                      llvm::ArrayRef<const Stmt *> outer, const SwitchStmt *sw,
                      const Stmt *armStart, const Stmt *at) {
  if (!armStart || mayBeWrittenIndirectly(function, param))
    return false;
  for (const Stmt *s : outer)
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s))
      return false;
  auto writesOrLabels = [&](const Stmt *s) {
    return anyInside(s, [&](const Stmt *x) {
      llvm::SmallPtrSet<const VarDecl *, 4> written;
      writtenBy(x, written);
      return isa<LabelStmt>(x) || written.contains(param);
    });
  };
  // Before the switch: every statement of the function met before reaching it, in order.
  bool reached = false;
  std::function<bool(const Stmt *)> before = [&](const Stmt *s) {
    if (!s || reached)
      return false;
    if (s == sw) {
      reached = true;
      return writesOrLabels(sw->getCond());
    }
    if (!isa<CompoundStmt, IfStmt, LabelStmt>(s) && !anyInside(s, [&](const Stmt *x) { return x == sw; }))
      return writesOrLabels(s);
    if (isa<LabelStmt>(s))
      return true;
    for (const Stmt *child : s->children())
      if (before(child))
        return true;
    return false;
  };
  if (before(function->getBody()) || !reached)
    return false;
  // The arm, from its first statement to the one holding the call.
  bool inArm = false;
  for (const Stmt *s : cast<CompoundStmt>(sw->getBody())->body()) {
    inArm |= s == armStart;
    if (inArm && writesOrLabels(s) && s != at)
      return false;
    if (s == at)
      return !writesOrLabels(s); // a write after the call too: not worth telling apart
  }
  return false;
}

} // namespace

std::optional<std::vector<int64_t>> caseValuesOf(const std::vector<const Stmt *> &ancestors,
                                                 const VarDecl *var, const FunctionDecl *function,
                                                 ASTContext &ctx) {
  if (!var || var->hasGlobalStorage() || var->getType()->isReferenceType() ||
      !var->getType()->isIntegralOrEnumerationType() ||
      var->getParentFunctionOrMethod() != function)
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
    llvm::SmallPtrSet<const VarDecl *, 8> written;
    anyInside(sw->getBody(), [&](const Stmt *s) {
      writtenBy(s, written);
      return false;
    });
    if (written.contains(var) || mayBeWrittenIndirectly(function, var))
      return std::nullopt;
    return cases;
  }
  return std::nullopt;
}

std::optional<SwitchGuard> switchGuard(const std::vector<const Stmt *> &ancestors,
                                       const FunctionDecl *function,
                                       const llvm::DenseSet<const VarDecl *> &mutated,
                                       ASTContext &ctx) {
  for (size_t k = ancestors.size(); k-- > 0;) {
    const auto *sw = dyn_cast<SwitchStmt>(ancestors[k]);
    if (!sw)
      continue;
    const auto *body = dyn_cast_or_null<CompoundStmt>(sw->getBody());
    if (!body || k + 2 >= ancestors.size() || ancestors[k + 1] != body || !sw->getCond())
      return std::nullopt;
    const auto *param = dyn_cast_or_null<ParmVarDecl>(referencedVariable(sw->getCond()));
    if (!param || param->getDeclContext() != function ||
        !param->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    const Stmt *armStart = nullptr;
    std::optional<std::vector<int64_t>> cases = switchArmCases(sw, ancestors[k + 2], ctx, &armStart);
    if (!cases)
      return std::nullopt;
    if (mutated.contains(param) &&
        !holdsCallerValue(function, param, llvm::ArrayRef(ancestors).take_front(k), sw, armStart,
                          ancestors[k + 2]))
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
