// switchGuard (ControlFlow.h): a call under `case` labels of a switch on an unmodified integer
// parameter runs only for those values (facts::CallSite::switchParameter).
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"

#include <algorithm>

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

} // namespace

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
    if (!param || param->getDeclContext() != function || mutated.contains(param) ||
        !param->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    std::optional<std::vector<int64_t>> cases = switchArmCases(sw, ancestors[k + 2], ctx);
    if (!cases)
      return std::nullopt;
    SwitchGuard guard;
    guard.parameter = static_cast<int>(param->getFunctionScopeIndex());
    guard.cases = std::move(*cases);
    return guard;
  }
  return std::nullopt;
}

std::optional<std::vector<int64_t>> switchArmCases(const SwitchStmt *sw, const Stmt *statement,
                                                   ASTContext &ctx) {
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
    if (it == statements.begin())
      break;
  }
  if (open || cases.empty())
    return std::nullopt;
  return cases;
}

} // namespace faultline::extract
