// faultline-stdio-in-loop's fix (HoistFix.h, bufferStream): a stream opened and closed on every
// iteration gets a caller buffer declared before the loop, so stdio stops allocating (and
// freeing) a buffer per open:
//
//   for (...) {                              char f_buffer[BUFSIZ];
//     FILE *f = fopen(path, "r");            for (...) {
//     ...                            →         FILE *f = fopen(path, "r");
//     fclose(f);                               if (f) setvbuf(f, f_buffer, _IOFBF, sizeof f_buffer);
//   }                                          ...
//                                              fclose(f);
//                                            }
//
// The open/close syscalls stay (keeping the stream open and rewinding it is the bigger saving,
// but not a mechanical edit). Safe only when the buffer outlives the stream: the stream must be
// closed by a statement of the loop body itself, and nothing between the open and that close
// may leave the iteration (return, break, continue, goto) except under a test that the stream
// is null — a stream left open past the buffer's block would be flushed from a dead buffer at
// exit. Also refused: a stream variable that is not a plain local, a buffer name already used,
// a buffering call already on the stream, macros, templates.
#include "extract/HoistFix.h"
#include "extract/HoistScans.h"
#include "extract/KnownFunctions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace faultline::extract::hoist;

namespace faultline::extract {

namespace {

const VarDecl *referencedVar(const Expr *e) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
  return ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
}

llvm::StringRef calleeName(const CallExpr *call) {
  const FunctionDecl *fn = call ? call->getDirectCallee() : nullptr;
  return fn && fn->getIdentifier() ? libraryName(fn->getName()) : "";
}

// `FILE *f = fopen(...)` or `f = fopen(...)` with `at` the opener's call: the stream variable.
const VarDecl *openedVariable(const Stmt *s, SourceLocation at) {
  auto opens = [&](const Expr *e) {
    const auto *call = dyn_cast_or_null<CallExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
    llvm::StringRef name = calleeName(call);
    return call && call->getBeginLoc() == at &&
           (name == "fopen" || name == "fdopen" || name == "popen" || name == "fopen64");
  };
  if (const auto *ds = dyn_cast<DeclStmt>(s)) {
    const auto *var = ds->isSingleDecl() ? dyn_cast<VarDecl>(ds->getSingleDecl()) : nullptr;
    return var && opens(var->getInit()) ? var : nullptr;
  }
  if (const auto *assign = dyn_cast<BinaryOperator>(s))
    if (assign->getOpcode() == BO_Assign && opens(assign->getRHS()))
      return referencedVar(assign->getLHS());
  return nullptr;
}

bool closes(const Stmt *s, const VarDecl *var) {
  const auto *call = dyn_cast<CallExpr>(s);
  llvm::StringRef name = calleeName(call);
  return call && (name == "fclose" || name == "pclose") && call->getNumArgs() == 1 &&
         referencedVar(call->getArg(0)) == var;
}

// `!f`, `f == NULL`, `NULL == f`, `f == 0`: true on the branch where there is no stream.
bool testsNull(const Expr *cond, const VarDecl *var) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *u = dyn_cast<UnaryOperator>(cond))
    return u->getOpcode() == UO_LNot && referencedVar(u->getSubExpr()) == var;
  if (const auto *b = dyn_cast<BinaryOperator>(cond)) {
    if (b->getOpcode() != BO_EQ)
      return false;
    const Expr *l = b->getLHS()->IgnoreParenImpCasts(), *r = b->getRHS()->IgnoreParenImpCasts();
    // NULL expands to `((void *)0)` in C, `__null` or 0 in C++: after the casts, a zero.
    auto zero = [](const Expr *e) {
      if (const auto *lit = dyn_cast<IntegerLiteral>(e))
        return lit->getValue() == 0;
      return isa<GNUNullExpr>(e) || isa<CXXNullPtrLiteralExpr>(e);
    };
    return (referencedVar(l) == var && zero(r)) || (referencedVar(r) == var && zero(l));
  }
  return false;
}

// Whether `s` can leave the iteration: return, goto, or a break/continue that is not inside a
// loop or switch of its own. The then-branch of an `if` that tests the stream null is exempt
// (no stream to leave open).
class ExitScan : public RecursiveASTVisitor<ExitScan> {
public:
  explicit ExitScan(const VarDecl *stream) : stream(stream) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseIfStmt(IfStmt *s) {
    if (s->getCond() && testsNull(s->getCond(), stream)) {
      ++nestedNullTest;
      bool keepGoing = TraverseStmt(s->getThen());
      --nestedNullTest;
      return keepGoing && TraverseStmt(s->getElse());
    }
    return RecursiveASTVisitor::TraverseIfStmt(s);
  }
  bool TraverseForStmt(ForStmt *s) { return nested([&] { return RecursiveASTVisitor::TraverseForStmt(s); }); }
  bool TraverseWhileStmt(WhileStmt *s) { return nested([&] { return RecursiveASTVisitor::TraverseWhileStmt(s); }); }
  bool TraverseDoStmt(DoStmt *s) { return nested([&] { return RecursiveASTVisitor::TraverseDoStmt(s); }); }
  bool TraverseSwitchStmt(SwitchStmt *s) { return nested([&] { return RecursiveASTVisitor::TraverseSwitchStmt(s); }); }
  bool VisitReturnStmt(ReturnStmt *) { return exit(); }
  bool VisitGotoStmt(GotoStmt *) { return exit(); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return exit(); }
  bool VisitBreakStmt(BreakStmt *) { return depth ? true : exit(); }
  bool VisitContinueStmt(ContinueStmt *) { return depth ? true : exit(); }
  bool leaves = false;

private:
  template <typename F> bool nested(F traverse) {
    ++depth;
    bool r = traverse();
    --depth;
    return r;
  }
  bool exit() {
    if (nestedNullTest)
      return true;
    leaves = true;
    return false;
  }
  const VarDecl *stream;
  unsigned depth = 0, nestedNullTest = 0;
};

// A buffering call (setvbuf, setbuf, setbuffer, setlinebuf) on `var` anywhere in the function.
class BufferingScan : public RecursiveASTVisitor<BufferingScan> {
public:
  explicit BufferingScan(const VarDecl *var) : var(var) {}
  bool VisitCallExpr(CallExpr *call) {
    llvm::StringRef name = calleeName(call);
    if ((name == "setvbuf" || name == "setbuf" || name == "setbuffer" || name == "setlinebuf") &&
        call->getNumArgs() >= 1 && referencedVar(call->getArg(0)) == var)
      found = true;
    return !found;
  }
  bool found = false;

private:
  const VarDecl *var;
};

// Any declaration in the function named `name`.
class NameInUse : public RecursiveASTVisitor<NameInUse> {
public:
  explicit NameInUse(llvm::StringRef name) : name(name) {}
  bool VisitNamedDecl(NamedDecl *d) {
    if (d->getIdentifier() && d->getName() == name)
      used = true;
    return !used;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (e->getDecl()->getIdentifier() && e->getDecl()->getName() == name)
      used = true;
    return !used;
  }
  bool used = false;

private:
  llvm::StringRef name;
};

struct StreamShape {
  const Stmt *loop = nullptr;
  const CompoundStmt *body = nullptr;
  const Stmt *open = nullptr;
  const Stmt *close = nullptr;
  const VarDecl *var = nullptr;
};

// The loop (a statement of a block, with a braced body) whose body holds, as statements, the
// open at `at` and, after it, the close of the same variable.
class StreamFinder : public RecursiveASTVisitor<StreamFinder> {
public:
  explicit StreamFinder(SourceLocation at) : at(at) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCompoundStmt(CompoundStmt *outer) {
    for (const Stmt *s : outer->body()) {
      const auto *body = dyn_cast_or_null<CompoundStmt>(loopBody(s));
      if (!body)
        continue;
      for (auto it = body->body_begin(); it != body->body_end(); ++it) {
        const VarDecl *var = openedVariable(*it, at);
        if (!var)
          continue;
        found.loop = s;
        found.body = body;
        found.open = *it;
        found.var = var;
        for (auto after = it + 1; after != body->body_end(); ++after)
          if (closes(*after, var)) {
            found.close = *after;
            break;
          }
        return false;
      }
    }
    return true;
  }
  StreamShape found;

private:
  SourceLocation at;
};

} // namespace

std::vector<TextEdit> bufferStream(ASTContext &ctx, const FunctionDecl *fn, SourceLocation open,
                                   SourceLocation loopAt, std::string *whyNot) {
  Refusal none{whyNot};
  const SourceManager &sm = ctx.getSourceManager();
  if (const char *reason = unfixableFunction(fn))
    return none(reason);
  if (open.isInvalid() || !open.isFileID())
    return none("no location");
  StreamFinder finder(open);
  finder.TraverseStmt(fn->getBody());
  StreamShape s = finder.found;
  if (!s.open)
    return none("the stream is not opened by a statement of the braced body of a loop that is "
                "itself a statement of a block");
  if (loopAt.isInvalid() || s.loop->getBeginLoc() != loopAt)
    return none("the stream is not opened directly in the finding's loop");
  if (!s.close)
    return none("the stream is not closed by a later statement of the same loop body");
  const VarDecl *var = s.var;
  if (!var->hasLocalStorage() || !var->getIdentifier() || var->getType()->isReferenceType())
    return none("the stream is not a plain local variable");
  // Between the open and the close nothing may leave the iteration with the stream open.
  for (auto it = std::find(s.body->body_begin(), s.body->body_end(), s.open) + 1;
       *it != s.close; ++it) {
    ExitScan exits(var);
    exits.TraverseStmt(const_cast<Stmt *>(*it));
    if (exits.leaves)
      return none("a statement between the open and the close can leave the iteration with "
                  "the stream open");
  }
  BufferingScan buffering(var);
  buffering.TraverseStmt(fn->getBody());
  if (buffering.found)
    return none("the stream's buffering is already set");
  std::string name = var->getName().str();
  std::string buffer = name + "_buffer";
  NameInUse inUse(buffer);
  inUse.TraverseDecl(const_cast<FunctionDecl *>(fn));
  if (inUse.used)
    return none("the name '" + buffer + "' is taken");
  SourceLocation openEnd = s.open->getEndLoc();
  if (isa<Expr>(s.open)) // `f = fopen(...)`: the statement ends at its ';'
    openEnd = Lexer::findLocationAfterToken(openEnd, tok::semi, sm, ctx.getLangOpts(),
                                            /*SkipTrailingWhitespaceAndNewLine=*/false);
  else
    openEnd = Lexer::getLocForEndOfToken(openEnd, 0, sm, ctx.getLangOpts());
  if (openEnd.isInvalid() || !openEnd.isFileID() || !s.loop->getBeginLoc().isFileID() ||
      !s.open->getBeginLoc().isFileID() ||
      sm.getFileID(s.open->getBeginLoc()) != sm.getFileID(s.loop->getBeginLoc()))
    return none("part of the loop is written by a macro");
  std::vector<TextEdit> edits;
  edits.push_back({CharSourceRange::getCharRange(s.loop->getBeginLoc(), s.loop->getBeginLoc()),
                   "char " + buffer + "[BUFSIZ];\n" + indentOf(sm, s.loop->getBeginLoc())});
  edits.push_back({CharSourceRange::getCharRange(openEnd, openEnd),
                   "\n" + indentOf(sm, s.open->getBeginLoc()) + "if (" + name + ") setvbuf(" +
                       name + ", " + buffer + ", _IOFBF, sizeof " + buffer + ");"});
  none.clear();
  return edits;
}

} // namespace faultline::extract
