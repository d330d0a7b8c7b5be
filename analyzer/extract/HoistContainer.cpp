// faultline-vector-temporary's fix (HoistFix.h, hoistContainer): a std::vector or
// std::basic_string declared in a loop body moves before the loop and is reset where it was
// declared, so its capacity survives the iteration and the pages stay mapped:
//
//   for (...) {                           std::vector<double> v;
//     std::vector<double> v(n);           for (...) {
//     ...                          →        v.clear();
//   }                                       v.resize(n);
//                                           ...
//                                         }
//
// `T v(n, x)` becomes `v.assign(n, x);`, `T v;` (sized later by resize/assign/reserve)
// becomes `v.clear();`. Each leaves the container exactly as the declaration did (same size,
// same values) whatever the previous iteration did with it, so everything after it behaves
// the same; only the capacity differs, which is the point. What could still tell the
// difference is refused: elements whose destructors do something (they would now run at the
// next reset), a const or static variable, another declaration of the name, a type spelled
// through `auto`, a macro or something declared in the loop, a template.
#include "extract/HoistFix.h"
#include "extract/HoistScans.h"
#include "extract/TypeKinds.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace faultline::extract::hoist;

namespace faultline::extract {

namespace {

struct ContainerShape {
  const Stmt *loop = nullptr;
  const CompoundStmt *body = nullptr;
  const DeclStmt *declaration = nullptr;
  const VarDecl *var = nullptr;
};

// The variable a member call at `at` (v.resize(n)) is made on, when it is declared directly in
// the braced body of a loop that is a statement of a block; or the variable whose declaration
// holds `at` (its constructor, std::vector<double> v(n)).
class ContainerFinder : public RecursiveASTVisitor<ContainerFinder> {
public:
  ContainerFinder(const SourceManager &sm, SourceLocation at) : sm(sm), at(at) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCompoundStmt(CompoundStmt *outer) {
    for (const Stmt *s : outer->body()) {
      const auto *body = dyn_cast_or_null<CompoundStmt>(loopBody(s));
      if (!body)
        continue;
      for (const Stmt *t : body->body()) {
        const auto *ds = dyn_cast<DeclStmt>(t);
        const auto *var = ds && ds->isSingleDecl() ? dyn_cast<VarDecl>(ds->getSingleDecl())
                                                   : nullptr;
        if (!var)
          continue;
        if (sm.isPointWithin(at, ds->getBeginLoc(), ds->getEndLoc()) || calledOn(body, var)) {
          found = {s, body, ds, var};
          return false;
        }
      }
    }
    return true;
  }
  ContainerShape found;

private:
  // Whether the member call at `at` in `body` is made on `var`.
  bool calledOn(const CompoundStmt *body, const VarDecl *var) {
    struct Calls : RecursiveASTVisitor<Calls> {
      SourceLocation at;
      const VarDecl *var;
      bool hit = false;
      bool VisitCXXMemberCallExpr(CXXMemberCallExpr *call) {
        const auto *ref = dyn_cast_or_null<DeclRefExpr>(
            call->getImplicitObjectArgument() ? call->getImplicitObjectArgument()->IgnoreParenImpCasts()
                                              : nullptr);
        if (call->getBeginLoc() == at && ref && ref->getDecl() == var)
          hit = true;
        return !hit;
      }
    } calls{{}, at, var};
    calls.TraverseStmt(const_cast<CompoundStmt *>(body));
    return calls.hit;
  }
  const SourceManager &sm;
  SourceLocation at;
};

// Source text of a range written in the file (no macro), or "".
std::string fileText(const SourceManager &sm, const LangOptions &lang, clang::SourceRange r) {
  if (!r.getBegin().isFileID() || !r.getEnd().isFileID())
    return "";
  return Lexer::getSourceText(CharSourceRange::getTokenRange(r), sm, lang).str();
}

} // namespace

std::vector<TextEdit> hoistContainer(ASTContext &ctx, const FunctionDecl *fn,
                                     SourceLocation sizing, SourceLocation loopAt,
                                     std::string *whyNot) {
  Refusal none{whyNot};
  const SourceManager &sm = ctx.getSourceManager();
  const LangOptions &lang = ctx.getLangOpts();
  if (const char *reason = unfixableFunction(fn))
    return none(reason);
  if (sizing.isInvalid() || !sizing.isFileID())
    return none("no location");

  ContainerFinder finder(sm, sizing);
  finder.TraverseStmt(fn->getBody());
  ContainerShape s = finder.found;
  if (!s.declaration)
    return none("the container is not declared directly in the braced body of a loop that is "
                "itself a statement of a block");
  if (loopAt.isInvalid() || s.loop->getBeginLoc() != loopAt)
    return none("the container is not declared directly in the finding's loop");
  const VarDecl *var = s.var;
  QualType type = var->getType();
  ContainerKind kind = containerKind(type);
  if (kind != ContainerKind::Vector && kind != ContainerKind::String)
    return none("not a std::vector or std::basic_string");
  if (!var->hasLocalStorage() || var->getStorageClass() != SC_None || !var->getIdentifier() ||
      type.isConstQualified() || type.isVolatileQualified() || type->isReferenceType())
    return none("not a plain local variable");
  if (containerElementType(type).isDestructedType())
    return none("the elements have destructors: they would run at the next reset, not at the "
                "end of the iteration");
  TypeSourceInfo *tsi = var->getTypeSourceInfo();
  if (!tsi || tsi->getTypeLoc().getContainedAutoTypeLoc())
    return none("the type is deduced");

  // The reset that replaces the declaration: what the declaration's constructor left.
  std::string name = var->getName().str();
  std::string indent = indentOf(sm, s.declaration->getBeginLoc());
  std::string reset;
  const auto *construct = dyn_cast_or_null<CXXConstructExpr>(
      var->getInit() ? var->getInit()->IgnoreImplicit() : nullptr);
  if (!construct || construct->isListInitialization() || construct->isStdInitListInitialization())
    return none("not initialised by a constructor call");
  const CXXConstructorDecl *ctor = construct->getConstructor();
  std::vector<const Expr *> args;
  for (const Expr *arg : construct->arguments())
    if (!isa<CXXDefaultArgExpr>(arg))
      args.push_back(arg);
  if (args.empty() && ctor->isDefaultConstructor()) {
    reset = name + ".clear();";
  } else if (var->getInitStyle() == VarDecl::CallInit && ctor->getNumParams() >= 1 &&
             ctor->getParamDecl(0)->getType()->isIntegerType() &&
             (args.size() == 1 ||
              (args.size() == 2 &&
               ctx.hasSameUnqualifiedType(ctor->getParamDecl(1)->getType().getNonReferenceType(),
                                          containerElementType(type))))) {
    std::vector<std::string> texts;
    for (const Expr *arg : args) {
      texts.push_back(fileText(sm, lang, arg->getSourceRange()));
      if (texts.back().empty())
        return none("a constructor argument is written by a macro");
    }
    reset = args.size() == 1 ? name + ".clear();\n" + indent + name + ".resize(" + texts[0] + ");"
                             : name + ".assign(" + texts[0] + ", " + texts[1] + ");";
  } else {
    return none("not constructed empty, with a count, or with a count and a value");
  }

  NameScan names(var);
  names.TraverseDecl(const_cast<FunctionDecl *>(fn));
  if (names.clash)
    return none("another declaration in the function is named '" + name + "'");
  OutsideScan outside(sm, var, s.loop->getSourceRange());
  outside.TraverseTypeLoc(tsi->getTypeLoc());
  if (outside.inside)
    return none("the type names something declared in the loop");

  std::string typeText = fileText(sm, lang, tsi->getTypeLoc().getSourceRange());
  SourceLocation declEnd = s.declaration->getEndLoc(); // the ';'
  if (typeText.empty() || !s.loop->getBeginLoc().isFileID() || !declEnd.isFileID() ||
      !s.declaration->getBeginLoc().isFileID() ||
      sm.getFileID(s.declaration->getBeginLoc()) != sm.getFileID(s.loop->getBeginLoc()))
    return none("part of the loop is written by a macro");
  std::vector<TextEdit> edits;
  edits.push_back({CharSourceRange::getCharRange(s.loop->getBeginLoc(), s.loop->getBeginLoc()),
                   typeText + " " + name + ";\n" + indentOf(sm, s.loop->getBeginLoc())});
  edits.push_back(
      {CharSourceRange::getTokenRange(s.declaration->getBeginLoc(), declEnd), reset});
  none.clear();
  return edits;
}

} // namespace faultline::extract
