// SizeEvaluator::reachingConstant: the definitions of a local that reach one read of it, found
// by walking Clang's CFG back from the read until each path meets a definition. A variable
// written after its initialiser holds, at a given read, only what its reaching definitions
// stored: tinyproxy's write_message starts `size` at 8 KiB, allocates, and only then (in the
// retry loop after the allocation) stores `n + 1` for the realloc. That later store does not
// reach the malloc, so the malloc's size is the constant. A store that does reach the read (in a
// loop around the allocation, on one branch before it) keeps the size unknown unless it stores
// the same constant. rules/loop_alloc/faultline-loop-alloc.md, "Unknown sizes", item 10.
#include "extract/FlowShapes.h"
#include "extract/GuardFlow.h"
#include "extract/ParserDefaults.h"
#include "extract/SizeEvaluator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseSet.h"

#include <deque>

using namespace clang;

namespace faultline::extract {

namespace {

// What one CFG element does to the value a read is after. reachingConstant and storedConstant
// each classify elements with their own function: they ask about different targets (a whole
// local, where its declaration and any `v = e` define it; one field of a local object, where
// only `v->f = e` defines it, a store to another field is harmless and a call given the object
// may store anything), so one shared classifier would be their two bodies behind a flag. What
// they do share is the answer for an element that is no definition: elementWrites().
enum class Effect { None, Defines, Other };

// Whether element `s` itself writes `var` (GuardFlow.h's writtenBy: an assignment, a step or
// `&` of an lvalue reached from it, a declaration of it, a non-const reference argument).
bool elementWrites(const Stmt *s, const VarDecl *var) {
  llvm::SmallPtrSet<const VarDecl *, 4> written;
  writtenBy(s, written);
  return written.contains(var);
}

// Walks Clang's CFG back from the element at `at` (exclusive): true when every path meets an
// element `effect` calls Defines before one it calls Other and before the function's entry.
template <class EffectOf>
bool everyPathDefines(const CFG &cfg, std::pair<const CFGBlock *, unsigned> at, EffectOf effect) {
  // Scans `block`'s elements before `end` backwards; false on an element that is no definition.
  auto scan = [&](const CFGBlock *block, unsigned end, bool &settled) {
    settled = false;
    std::vector<const Stmt *> statements = statementsBefore(block, end);
    for (auto it = statements.rbegin(); it != statements.rend(); ++it) {
      switch (effect(*it)) {
      case Effect::None: break;
      case Effect::Defines: settled = true; return true;
      case Effect::Other: return false;
      }
    }
    return true;
  };
  llvm::DenseSet<const CFGBlock *> seen;
  std::deque<const CFGBlock *> work;
  auto predecessors = [&](const CFGBlock *block) {
    if (block == &cfg.getEntry() || block->pred_empty())
      return false; // reaches the entry undefined
    for (const CFGBlock::AdjacentBlock &pred : block->preds())
      if (const CFGBlock *prev = pred.getReachableBlock(); prev && seen.insert(prev).second)
        work.push_back(prev);
    return true;
  };
  bool settled = false;
  if (!scan(at.first, at.second, settled))
    return false;
  if (!settled && !predecessors(at.first))
    return false;
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (!scan(block, ~0u, settled))
      return false;
    if (!settled && !predecessors(block))
      return false;
  }
  return true;
}

} // namespace

// Every reaching definition must store the same constant: evaluate() gives exact values (a
// branch condition reads them too: `if (!seen)` with `seen = 0` and `seen = 1` reaching it is
// no constant), so differing constants are left to the magnitude's bound (variableMagnitude).
// The definition goes into the trace ("size = 8192 (line 3)").
std::optional<int64_t> SizeEvaluator::commonDefinition(const std::vector<Definition> &definitions,
                                                       const std::string &name, Trace &trace,
                                                       unsigned depth) {
  std::optional<int64_t> value;
  std::string step;
  for (const Definition &d : definitions) {
    Trace inner;
    auto v = evaluate(d.value, inner, depth + 1);
    if (!v || (value && *v != *value))
      return std::nullopt;
    if (!value) {
      value = v;
      step = name + " = " + locations.text(d.value->getSourceRange());
      if (step.size() > 80)
        step = name + " = " + std::to_string(*v);
      step += " (line " + std::to_string(locations.point(d.where).line) + ")";
    }
  }
  if (!value)
    return std::nullopt;
  trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
  return value;
}

std::optional<int64_t> SizeEvaluator::reachingConstant(const DeclRefExpr *use, Trace &trace,
                                                       unsigned depth) {
  const auto *var = dyn_cast<VarDecl>(use->getDecl());
  if (!var || !var->hasLocalStorage() || isa<ParmVarDecl>(var) ||
      !var->getType()->isIntegerType() || var->getType().isVolatileQualified() ||
      depth > kMaxDepth)
    return std::nullopt;
  // Written through a pointer or a non-const reference somewhere: a store the walk cannot see,
  // unless every such address is an optional output of an argument parser, which leaves the
  // variable alone when the caller omits that argument: it holds its default then
  // (ParserDefaults.h), and the derivation says so.
  const Writes &w = writesOf(var);
  llvm::SmallPtrSet<const Stmt *, 4> keepsDefault; // the `&var` and the parser calls
  std::string defaultNote;
  if (w.addressTaken) {
    for (const Stmt *site : w.addressSites) {
      ParserDefault parser = parserDefault(ctx, site);
      if (!parser.call)
        return std::nullopt;
      keepsDefault.insert(site);
      keepsDefault.insert(parser.call);
      if (defaultNote.empty())
        defaultNote = "assuming the caller omits the optional argument" +
                      (parser.keyword.empty() ? std::string() : " '" + parser.keyword + "'") +
                      " of " + parser.parser + " (line " +
                      std::to_string(locations.point(parser.call->getBeginLoc()).line) +
                      "), which otherwise writes '" + var->getName().str() + "'";
    }
  }
  GuardFlow &g = guardFlow();
  if (!g.cfg || !g.ready)
    return std::nullopt;
  auto at = positionOf(g.where, ctx, use);
  if (!at)
    return std::nullopt;

  // What an element does to the variable: nothing, defines it (`T v = e;`, `v = e`: that path is
  // settled, e is one reaching value), or anything else (`v += e`, `v++`: no constant).
  std::vector<Definition> definitions;
  auto effect = [&](const Stmt *s) {
    if (keepsDefault.contains(s) || !elementWrites(s, var))
      return Effect::None;
    if (const auto *decl = dyn_cast<DeclStmt>(s)) {
      if (!decl->isSingleDecl() || decl->getSingleDecl() != var || !var->getInit())
        return Effect::Other;
      definitions.push_back({var->getInit(), var->getLocation()});
      return Effect::Defines;
    }
    const auto *op = dyn_cast<BinaryOperator>(s);
    const auto *lhs = op ? dyn_cast<DeclRefExpr>(op->getLHS()->IgnoreParenImpCasts()) : nullptr;
    if (!op || op->getOpcode() != BO_Assign || !lhs || lhs->getDecl() != var)
      return Effect::Other;
    definitions.push_back({op->getRHS(), op->getBeginLoc()});
    return Effect::Defines;
  };
  if (!everyPathDefines(*g.cfg, *at, effect))
    return std::nullopt;
  std::optional<int64_t> value = commonDefinition(definitions, var->getName().str(), trace, depth);
  if (value && !defaultNote.empty())
    trace.derivation += ", " + defaultNote;
  return value;
}

} // namespace faultline::extract

// The second shape (faultline-loop-alloc.md, "Unknown sizes", item 11): a field of a local
// object or of the object a local pointer points to, read where every path has just stored a
// constant into it (libmodplug's PATsample: `q->nLength = 30000; ... p = malloc(q->nLength *
// 2);`). Between the store and the read nothing may write the field or the variable, take an
// address in it, or call a function given the variable (which could store another length);
// a call not given it is assumed to leave the field alone, as a store to another field does.
namespace faultline::extract {

namespace {

using flow::mentions;

// `var->field` / `var.field` with `var` a local (or parameter): the variable, else null.
const VarDecl *memberRoot(const Expr *e, const FieldDecl *&field) {
  const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts());
  const auto *base = member ? dyn_cast<DeclRefExpr>(member->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *var = base ? dyn_cast<VarDecl>(base->getDecl()) : nullptr;
  field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
  return var && field && var->hasLocalStorage() ? var : nullptr;
}

} // namespace

std::optional<int64_t> SizeEvaluator::storedConstant(const MemberExpr *use, Trace &trace,
                                                     unsigned depth) {
  const FieldDecl *field = nullptr;
  const VarDecl *var = memberRoot(use, field);
  if (!var || !field->getType()->isIntegerType() || field->getType().isVolatileQualified() ||
      field->getParent()->isUnion() || depth > kMaxDepth)
    return std::nullopt;
  GuardFlow &g = guardFlow();
  if (!g.cfg || !g.ready)
    return std::nullopt;
  auto at = positionOf(g.where, ctx, use);
  if (!at)
    return std::nullopt;
  std::vector<Definition> definitions;
  auto effect = [&](const Stmt *s) {
    if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->isAssignmentOp()) {
      const FieldDecl *written = nullptr;
      const VarDecl *root = memberRoot(op->getLHS(), written);
      if (root == var && written == field) {
        if (op->getOpcode() != BO_Assign)
          return Effect::Other;
        definitions.push_back({op->getRHS(), op->getBeginLoc()});
        return Effect::Defines;
      }
      if (root == var && !written->getParent()->isUnion())
        return Effect::None; // another field of the same object
    }
    if (isa<CallExpr>(s) || isa<CXXConstructExpr>(s) || isa<CXXDeleteExpr>(s))
      return mentions(s, var) ? Effect::Other : Effect::None;
    return elementWrites(s, var) ? Effect::Other : Effect::None;
  };
  if (!everyPathDefines(*g.cfg, *at, effect))
    return std::nullopt;
  return commonDefinition(definitions, locations.text(use->getSourceRange()), trace, depth);
}

} // namespace faultline::extract
