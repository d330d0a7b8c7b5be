#include "extract/HoistFix.h"
#include "extract/HoistScans.h"
#include "extract/KnownFunctions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <climits>

using namespace clang;
using namespace faultline::extract::hoist;

namespace faultline::extract {

namespace {

enum class Allocator { Malloc, Calloc, NewArray };

bool isNamed(const FunctionDecl *fn, llvm::StringRef name) {
  if (!fn || !fn->getIdentifier() || libraryName(fn->getName()) != name)
    return false;
  const DeclContext *dc = fn->getDeclContext()->getRedeclContext();
  return dc->isTranslationUnit() || dc->isStdNamespace() ||
         (dc->isExternCContext() && dc->getParent()->getRedeclContext()->isTranslationUnit());
}

bool refersTo(const Expr *e, const VarDecl *v) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()) : nullptr;
  return ref && ref->getDecl() == v;
}

// The statements of the loop: the one that holds it, the loop, its braced body, the declaration.
struct Shape {
  const CompoundStmt *outer = nullptr;
  const Stmt *loop = nullptr;
  const CompoundStmt *body = nullptr;
  const DeclStmt *declaration = nullptr;
  const VarDecl *var = nullptr;
  const Expr *allocation = nullptr; // the init without parentheses and casts
};

// Finds the declaration statement whose allocation sits at `at`, directly in the braced body of
// a loop that is itself a statement of a compound statement. Lambdas are not entered.
class ShapeFinder : public RecursiveASTVisitor<ShapeFinder> {
public:
  ShapeFinder(SourceLocation at) : at(at) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCompoundStmt(CompoundStmt *outer) {
    for (const Stmt *s : outer->body()) {
      const auto *body = dyn_cast_or_null<CompoundStmt>(loopBody(s));
      if (!body)
        continue;
      for (const Stmt *t : body->body()) {
        const auto *ds = dyn_cast<DeclStmt>(t);
        if (!ds || !ds->isSingleDecl())
          continue;
        const auto *var = dyn_cast<VarDecl>(ds->getSingleDecl());
        if (!var || !var->getInit())
          continue;
        const Expr *init = var->getInit()->IgnoreParenCasts();
        if (init->getBeginLoc() == at) {
          found = {outer, s, body, ds, var, init};
          return false;
        }
      }
    }
    return true;
  }
  Shape found;

private:
  SourceLocation at;
};

// What the loop body does that the hoist must not change.
class BodyScan : public RecursiveASTVisitor<BodyScan> {
public:
  BodyScan(const VarDecl *var, const Stmt *release) : var(var), release(release) {}

  bool TraverseLambdaExpr(LambdaExpr *e) {
    ++lambdas;
    bool ok = RecursiveASTVisitor::TraverseLambdaExpr(e);
    --lambdas;
    return ok;
  }
  bool TraverseBlockExpr(BlockExpr *e) {
    ++lambdas;
    bool ok = RecursiveASTVisitor::TraverseBlockExpr(e);
    --lambdas;
    return ok;
  }
#define FAULTLINE_NESTED(Kind, Counter)                                                            \
  bool Traverse##Kind(Kind *s) {                                                                   \
    ++Counter;                                                                                     \
    bool ok = RecursiveASTVisitor::Traverse##Kind(s);                                              \
    --Counter;                                                                                     \
    return ok;                                                                                     \
  }
  FAULTLINE_NESTED(ForStmt, loops)
  FAULTLINE_NESTED(WhileStmt, loops)
  FAULTLINE_NESTED(DoStmt, loops)
  FAULTLINE_NESTED(CXXForRangeStmt, loops)
  FAULTLINE_NESTED(SwitchStmt, switches)
#undef FAULTLINE_NESTED

  bool VisitReturnStmt(ReturnStmt *) { return leaves("a 'return' in the loop body"); }
  bool VisitCoreturnStmt(CoreturnStmt *) { return leaves("a 'co_return' in the loop body"); }
  bool VisitGotoStmt(GotoStmt *) { return leaves("a 'goto' in the loop body"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return leaves("a 'goto' in the loop body"); }
  bool VisitLabelStmt(LabelStmt *) { return leaves("a label in the loop body"); }
  bool VisitCXXThrowExpr(CXXThrowExpr *) { return leaves("a 'throw' in the loop body"); }
  bool VisitBreakStmt(BreakStmt *) {
    return loops || switches ? true : leaves("a 'break' out of the loop");
  }
  bool VisitContinueStmt(ContinueStmt *) {
    return loops ? true : leaves("a 'continue' of the loop");
  }
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    for (llvm::StringRef name :
         {"longjmp", "siglongjmp", "_longjmp", "__builtin_longjmp", "__longjmp_chk"})
      if (isNamed(callee, name))
        return leaves("a 'longjmp' in the loop body");
    if (call != release)
      for (llvm::StringRef name : {"free", "realloc", "reallocf", "reallocarray", "cfree"})
        if (isNamed(callee, name))
          for (const Expr *arg : call->arguments())
            if (refersTo(arg, var))
              return fail("'" + var->getName().str() + "' is released elsewhere in the loop");
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *e) {
    if (e != release && refersTo(e->getArgument(), var))
      return fail("'" + var->getName().str() + "' is released elsewhere in the loop");
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *e) {
    if (e->getCastKind() == CK_LValueToRValue && refersTo(e->getSubExpr(), var) &&
        isa<DeclRefExpr>(e->getSubExpr()->IgnoreParens()))
      ++reads;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (e->getDecl() == var)
      refs.push_back(e);
    return true;
  }

  std::string why;
  unsigned reads = 0;
  std::vector<const DeclRefExpr *> refs;

private:
  bool leaves(const char *what) { return lambdas ? true : fail(what); }
  bool fail(std::string what) {
    why = std::move(what);
    return false;
  }
  const VarDecl *var;
  const Stmt *release;
  unsigned lambdas = 0, loops = 0, switches = 0;
};


bool constant(const Expr *e, const ASTContext &ctx, llvm::APSInt &value) {
  if (e->isValueDependent() || e->HasSideEffects(ctx))
    return false;
  std::optional<llvm::APSInt> v = e->getIntegerConstantExpr(ctx);
  if (!v)
    return false;
  value = *v;
  return true;
}

} // namespace

std::vector<TextEdit> hoistAllocation(ASTContext &ctx, const FunctionDecl *fn,
                                      SourceLocation allocation, SourceLocation loopAt,
                                      std::string *whyNot) {
  Refusal none{whyNot};
  const SourceManager &sm = ctx.getSourceManager();
  const LangOptions &lang = ctx.getLangOpts();
  if (const char *reason = unfixableFunction(fn))
    return none(reason);
  if (allocation.isInvalid())
    return none("no location");

  ShapeFinder finder(allocation);
  finder.TraverseStmt(fn->getBody());
  Shape s = finder.found;
  if (!s.declaration)
    return none("the allocation does not initialise a variable declared directly in the braced "
                "body of a loop that is itself a statement of a block");
  if (loopAt.isInvalid() || s.loop->getBeginLoc() != loopAt)
    return none("the allocation is not directly in the finding's loop");
  const VarDecl *var = s.var;
  if (!var->hasLocalStorage() || var->isStaticLocal() || !var->getType()->isPointerType() ||
      !var->getIdentifier())
    return none("not a local pointer variable");

  // The allocation: malloc(C), calloc(C, C) or new T[C] of a scalar T, without side effects.
  Allocator kind;
  std::vector<const Expr *> sizes;
  if (const auto *call = dyn_cast<CallExpr>(s.allocation)) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (isNamed(callee, "malloc") && call->getNumArgs() == 1)
      kind = Allocator::Malloc;
    else if (isNamed(callee, "calloc") && call->getNumArgs() == 2)
      kind = Allocator::Calloc;
    else
      return none("not malloc, calloc or new[]");
    for (const Expr *arg : call->arguments())
      sizes.push_back(arg);
  } else if (const auto *ne = dyn_cast<CXXNewExpr>(s.allocation)) {
    if (!ne->isArray() || ne->getNumPlacementArgs() || ne->hasInitializer() ||
        !ne->getAllocatedType()->isScalarType() || !ne->getArraySize())
      return none("not new T[n] of a scalar T without an initialiser");
    kind = Allocator::NewArray;
    sizes.push_back(*ne->getArraySize());
  } else {
    return none("not malloc, calloc or new[]");
  }
  llvm::APSInt product(llvm::APInt(128, 1), /*isUnsigned=*/true);
  for (const Expr *size : sizes) {
    llvm::APSInt v;
    if (!constant(size, ctx, v))
      return none("the size is not a constant expression");
    if (kind == Allocator::Calloc) {
      if (v.isNegative() || v.getActiveBits() > 32)
        return none("the calloc size is too large to restate");
      product = product * llvm::APSInt(v.zext(128), true);
    }
  }
  if (kind == Allocator::Calloc) {
    if (product.ugt(INT_MAX))
      return none("the calloc size is too large to restate");
    // The hoisted block is zeroed once; each iteration got a zeroed block: memset it in place.
    IdentifierInfo &memsetId = ctx.Idents.get("memset");
    bool declared = false;
    for (const NamedDecl *d : ctx.getTranslationUnitDecl()->lookup(&memsetId))
      declared |= isa<FunctionDecl>(d);
    if (!declared)
      return none("calloc's zeroing needs memset, which this file does not declare");
  }

  // The release: `free(p);` or `delete[] p;`, a statement of the same body after the declaration.
  const Stmt *release = nullptr;
  bool afterDeclaration = false;
  for (const Stmt *t : s.body->body()) {
    if (t == s.declaration) {
      afterDeclaration = true;
      continue;
    }
    const Expr *e = dyn_cast<Expr>(t);
    if (!e)
      continue;
    e = e->IgnoreParens();
    bool releases = false;
    if (const auto *call = dyn_cast<CallExpr>(e))
      releases = kind != Allocator::NewArray && isNamed(call->getDirectCallee(), "free") &&
                 call->getNumArgs() == 1 && refersTo(call->getArg(0), var);
    else if (const auto *del = dyn_cast<CXXDeleteExpr>(e))
      releases = kind == Allocator::NewArray && del->isArrayForm() &&
                 refersTo(del->getArgument(), var);
    if (releases) {
      if (!afterDeclaration || release)
        return none("the block is not released exactly once, after the allocation");
      release = e;
    }
  }
  if (!release)
    return none("no matching release is a statement of the loop body");

  // Nothing in between may leave the iteration early, write the pointer or release it again.
  BodyScan scan(var, release);
  if (!scan.TraverseStmt(const_cast<CompoundStmt *>(s.body)))
    return none(scan.why);
  if (scan.reads != scan.refs.size())
    return none("'" + var->getName().str() + "' is assigned, or its address taken");
  for (const DeclRefExpr *ref : scan.refs)
    if (sm.isBeforeInTranslationUnit(release->getEndLoc(), ref->getLocation()))
      return none("'" + var->getName().str() + "' is used after its release");
  NameScan names(var);
  names.TraverseDecl(const_cast<FunctionDecl *>(fn));
  if (names.clash)
    return none("another declaration in the function is named '" + var->getName().str() + "'");
  OutsideScan outside(sm, var, s.loop->getSourceRange());
  outside.TraverseStmt(const_cast<DeclStmt *>(s.declaration));
  if (outside.inside)
    return none("the declaration names something declared in the loop");

  // Text: all of it in one file, none of it from a macro.
  SourceLocation releaseSemi;
  {
    std::optional<Token> semi = Lexer::findNextToken(release->getEndLoc(), sm, lang);
    if (!semi || !semi->is(tok::semi))
      return none("the release is not followed by ';'");
    releaseSemi = semi->getLocation();
  }
  SourceLocation loopEnd = s.body->getRBracLoc(); // last token of the loop
  if (const auto *d = dyn_cast<DoStmt>(s.loop)) {
    std::optional<Token> semi = Lexer::findNextToken(d->getRParenLoc(), sm, lang);
    if (!semi || !semi->is(tok::semi))
      return none("the do-while is not followed by ';'");
    loopEnd = semi->getLocation();
  }
  for (SourceLocation l : {s.loop->getBeginLoc(), loopEnd, s.declaration->getBeginLoc(),
                           s.declaration->getEndLoc(), release->getBeginLoc(), releaseSemi})
    if (!l.isFileID() || sm.getFileID(l) != sm.getFileID(s.loop->getBeginLoc()))
      return none("part of the loop is written by a macro");

  FileID file = sm.getFileID(s.loop->getBeginLoc());
  llvm::StringRef buffer = sm.getBufferData(file);
  auto offset = [&](SourceLocation l) { return sm.getFileOffset(l); };
  auto at = [&](unsigned o) { return sm.getLocForStartOfFile(file).getLocWithOffset(o); };
  auto text = [&](SourceLocation b, SourceLocation lastToken) {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(b, lastToken), sm, lang).str();
  };
  // A statement alone on its line goes with its line; otherwise only its text goes. The line
  // goes with the newline before it, not after it: clang's fix-it merging (edit::EditedSource)
  // widens a removal followed by a space by that space, which would eat the next line's indent.
  auto removal = [&](SourceLocation b, SourceLocation semi) {
    unsigned from = offset(b), to = offset(semi) + 1;
    unsigned lineStart = from, lineEnd = to;
    while (lineStart > 0 && (buffer[lineStart - 1] == ' ' || buffer[lineStart - 1] == '\t'))
      --lineStart;
    while (lineEnd < buffer.size() && (buffer[lineEnd] == ' ' || buffer[lineEnd] == '\t' ||
                                       buffer[lineEnd] == '\r'))
      ++lineEnd;
    if (lineStart > 0 && buffer[lineStart - 1] == '\n' &&
        (lineEnd == buffer.size() || buffer[lineEnd] == '\n')) {
      from = lineStart - 1;
      to = lineEnd;
    }
    return CharSourceRange::getCharRange(at(from), at(to));
  };
  unsigned loopStart = offset(s.loop->getBeginLoc());
  unsigned lineStart = loopStart;
  while (lineStart > 0 && buffer[lineStart - 1] != '\n')
    --lineStart;
  std::string indent;
  for (unsigned i = lineStart; i < loopStart && (buffer[i] == ' ' || buffer[i] == '\t'); ++i)
    indent += buffer[i];

  std::string declaration = text(s.declaration->getBeginLoc(), s.declaration->getEndLoc());
  std::string releaseText = text(release->getBeginLoc(), release->getEndLoc()) + ";";
  std::vector<TextEdit> edits;
  edits.push_back({CharSourceRange::getCharRange(s.loop->getBeginLoc(), s.loop->getBeginLoc()),
                   declaration + "\n" + indent});
  if (kind == Allocator::Calloc) {
    auto operand = [&](const Expr *e) {
      std::string t = Lexer::getSourceText(sm.getExpansionRange(e->getSourceRange()), sm, lang).str();
      const Expr *bare = e->IgnoreImpCasts();
      bool simple = isa<IntegerLiteral, ParenExpr, DeclRefExpr, UnaryExprOrTypeTraitExpr,
                        CallExpr>(bare);
      return simple ? t : "(" + t + ")";
    };
    for (const Expr *size : sizes) {
      CharSourceRange r = sm.getExpansionRange(size->getSourceRange());
      if (!sm.isBeforeInTranslationUnit(s.declaration->getBeginLoc(), r.getBegin()) ||
          !sm.isBeforeInTranslationUnit(r.getEnd(), s.declaration->getEndLoc()))
        return none("the calloc size is not written in the declaration");
    }
    edits.push_back({CharSourceRange::getTokenRange(s.declaration->getBeginLoc(),
                                                    s.declaration->getEndLoc()),
                     "memset(" + var->getName().str() + ", 0, " + operand(sizes[0]) + " * " +
                         operand(sizes[1]) + ");"});
  } else {
    edits.push_back({removal(s.declaration->getBeginLoc(), s.declaration->getEndLoc()), ""});
  }
  edits.push_back({removal(release->getBeginLoc(), releaseSemi), ""});
  SourceLocation after = loopEnd.getLocWithOffset(1);
  edits.push_back({CharSourceRange::getCharRange(after, after), "\n" + indent + releaseText});
  none.clear();
  return edits;
}

} // namespace faultline::extract
