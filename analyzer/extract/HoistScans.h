// What the hoisting fixes (HoistFix.h) share: the loop body of a loop statement, and the scans
// that prove a declaration may move from a loop body to the block around the loop.
#pragma once

#include "extract/HoistFix.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"

#include <string>
#include <vector>

namespace faultline::extract::hoist {

using namespace clang;

inline const Stmt *loopBody(const Stmt *s) {
  if (const auto *f = dyn_cast<ForStmt>(s))
    return f->getBody();
  if (const auto *w = dyn_cast<WhileStmt>(s))
    return w->getBody();
  if (const auto *d = dyn_cast<DoStmt>(s))
    return d->getBody();
  if (const auto *r = dyn_cast<CXXForRangeStmt>(s))
    return r->getBody();
  return nullptr;
}

// A fixer's refusal: `none("reason")` records the reason where the caller asked for it (the
// fixer's `whyNot`, which may be null) and returns no edits.
struct Refusal {
  std::string *whyNot;
  std::vector<TextEdit> operator()(std::string reason) const {
    if (whyNot)
      *whyNot = std::move(reason);
    return {};
  }
  // The fix is offered: no reason left from an earlier call.
  void clear() const {
    if (whyNot)
      whyNot->clear();
  }
};

// Why no fix can be made in `fn` at all, or null: every fixer refuses a function without a
// body and a template (one edit would serve every instantiation).
inline const char *unfixableFunction(const FunctionDecl *fn) {
  if (!fn || !fn->getBody())
    return "no function body";
  if (fn->getTemplateInstantiationPattern() || fn->isDependentContext())
    return "in a template: one edit would serve every instantiation";
  return nullptr;
}

// The whitespace before `at` on its line (the indent of a statement that starts the line).
inline std::string indentOf(const SourceManager &sm, SourceLocation at) {
  llvm::StringRef buffer = sm.getBufferData(sm.getFileID(at));
  unsigned start = sm.getFileOffset(at), lineStart = start;
  while (lineStart > 0 && buffer[lineStart - 1] != '\n')
    --lineStart;
  std::string indent;
  for (unsigned i = lineStart; i < start && (buffer[i] == ' ' || buffer[i] == '\t'); ++i)
    indent += buffer[i];
  return indent;
}

// Every other declaration or use of the name in the function: hoisting the declaration into the
// enclosing block could then clash with it or change what a use refers to.
class NameScan : public RecursiveASTVisitor<NameScan> {
public:
  NameScan(const VarDecl *var) : var(var) {}
  bool VisitNamedDecl(NamedDecl *d) {
    if (d != var && d->getDeclName() == var->getDeclName()) {
      clash = true;
      return false;
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (e->getDecl() != var && e->getDecl()->getDeclName() == var->getDeclName()) {
      clash = true;
      return false;
    }
    return true;
  }
  bool clash = false;

private:
  const VarDecl *var;
};

// Whether what the declaration names (variables, enumerators, types) is declared before the loop.
class OutsideScan : public RecursiveASTVisitor<OutsideScan> {
public:
  OutsideScan(const SourceManager &sm, const VarDecl *var, SourceRange loop)
      : sm(sm), var(var), loop(loop) {}
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    return e->getDecl() == var || outside(e->getDecl());
  }
  bool VisitTypeLoc(TypeLoc tl) {
    if (auto tag = tl.getAs<TagTypeLoc>())
      return outside(tag.getDecl());
    if (auto td = tl.getAs<TypedefTypeLoc>())
      return outside(td.getTypedefNameDecl());
    return true;
  }
  bool inside = false;

private:
  bool outside(const Decl *d) {
    SourceLocation l = sm.getExpansionLoc(d->getLocation());
    if (l.isValid() && !sm.isBeforeInTranslationUnit(l, loop.getBegin()) &&
        sm.isBeforeInTranslationUnit(l, sm.getExpansionLoc(loop.getEnd()))) {
      inside = true;
      return false;
    }
    return true;
  }
  const SourceManager &sm;
  const VarDecl *var;
  SourceRange loop;
};

} // namespace faultline::extract::hoist
