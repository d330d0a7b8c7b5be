#include "extract/LoopVariance.h"
#include "extract/FlowShapes.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

namespace faultline::extract {

using namespace clang;

namespace {

// Whether `e` is a character string or a pointer into one (`name + n`, `*tempname`): a path.
bool isCharacterBuffer(const Expr *e) {
  QualType type = e->IgnoreParenImpCasts()->getType();
  if (type->isPointerType())
    type = type->getPointeeType();
  else if (const ArrayType *array = type->getAsArrayTypeUnsafe())
    type = array->getElementType();
  return type->isAnyCharacterType();
}

// The variable whose buffer a write lands in: `name` for `name + n`, `&name[k]` or `name[k]`,
// `tempname` for `*tempname + len`. Through pointer arithmetic, subscripts and dereferences,
// not through fields (`ctx->path`: marking `ctx` would make every field of it vary).
const VarDecl *bufferVariable(const Expr *e) {
  for (int guard = 0; e && guard < 16; ++guard) {
    e = e->IgnoreParenCasts();
    if (const auto *ref = dyn_cast<DeclRefExpr>(e))
      return dyn_cast<VarDecl>(ref->getDecl());
    if (const auto *op = dyn_cast<BinaryOperator>(e); op && op->isAdditiveOp() && op->getType()->isPointerType())
      e = op->getLHS()->getType()->isPointerType() ? op->getLHS() : op->getRHS();
    else if (const auto *sub = dyn_cast<ArraySubscriptExpr>(e))
      e = sub->getBase();
    else if (const auto *op = dyn_cast<UnaryOperator>(e);
             op && (op->getOpcode() == UO_Deref || op->getOpcode() == UO_AddrOf))
      e = op->getSubExpr();
    else
      return nullptr;
  }
  return nullptr;
}

// A function of the C or C++ library (declared in a system header, or a compiler builtin such
// as _FORTIFY_SOURCE's __builtin___strcpy_chk), whose parameter types say what it writes.
bool isLibrary(const FunctionDecl *callee) {
  if (!callee)
    return false;
  if (callee->getBuiltinID() != 0)
    return true;
  return callee->getASTContext().getSourceManager().isInSystemHeader(callee->getLocation());
}

// Library functions whose result differs from call to call with the same arguments.
bool answersDifferently(const FunctionDecl *callee) {
  if (!callee || !callee->getIdentifier())
    return false;
  return llvm::StringSwitch<bool>(callee->getName())
      .Cases("readdir", "readdir64", "strtok", "strtok_r", "strsep", true)
      .Cases("tmpnam", "tempnam", "mkstemp", "mkdtemp", "tmpfile", true)
      .Cases("rand", "random", "time", "clock", "getline", true)
      .Default(false);
}

// `p = buffer` / `char *p = buffer + n`: p points into buffer's characters.
std::optional<std::pair<const VarDecl *, const VarDecl *>> characterAlias(const VarDecl *pointer,
                                                                          const Expr *value) {
  if (!pointer || !pointer->getType()->isPointerType() || !value || !isCharacterBuffer(value))
    return std::nullopt;
  if (const VarDecl *buffer = bufferVariable(value); buffer && buffer != pointer)
    return std::make_pair(pointer, buffer);
  return std::nullopt;
}

// The variables a loop changes, and those it declares (with their initialisers, decided after).
class ChangeCollector : public RecursiveASTVisitor<ChangeCollector> {
public:
  llvm::DenseSet<const VarDecl *> changed;
  std::vector<const VarDecl *> declared;

  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp()) {
      mark(op->getLHS());
      // `path[len] = c`, `*end = '\0'`: the string in that buffer is another one now.
      if (op->getLHS()->getType()->isAnyCharacterType())
        markBuffer(op->getLHS());
      if (op->getOpcode() == BO_Assign)
        noteAlias(flow::variableThroughCasts(op->getLHS()), op->getRHS());
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf)
      mark(op->getSubExpr());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *call) {
    if (call->getNumArgs() > 0 && (call->isAssignmentOp() || call->getOperator() == OO_PlusPlus ||
                                   call->getOperator() == OO_MinusMinus ||
                                   call->getOperator() == OO_GreaterGreater))
      mark(call->getArg(call->getOperator() == OO_GreaterGreater ? 1 : 0));
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *call) {
    // s.assign(...), v.clear(), it.next(): a non-const method may change its object.
    if (const CXXMethodDecl *method = call->getMethodDecl(); method && !method->isConst())
      mark(call->getImplicitObjectArgument());
    return true;
  }
  bool markWrittenArguments(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    for (unsigned i = 0; i < call->getNumArgs(); ++i) {
      const Expr *arg = call->getArg(i);
      // Written through: a non-const reference, or a pointer to non-const (snprintf(path, ...),
      // fgets(line, ...)). Variadic arguments (sscanf's targets) are judged by their own type.
      bool declared = callee && i < callee->getNumParams();
      QualType type = declared ? callee->getParamDecl(i)->getType()
                               : arg->IgnoreParenImpCasts()->getType();
      bool writable = (type->isReferenceType() && !type.getNonReferenceType().isConstQualified()) ||
                      (type->isPointerType() && !type->getPointeeType().isConstQualified()) ||
                      (!declared && type->isArrayType());
      if (writable)
        mark(arg);
      // strcpy(name + n, item), sprintf(*tempname + len, ...): the callee rewrites the string
      // the variable points to, so a path read from it is another one each iteration. Library
      // functions only: they are const-correct, while a project's `void f(char *name)` (C code
      // rarely spells the const) would make `argv` vary for every `f(argv[i])`.
      if (writable && isCharacterBuffer(arg) && isLibrary(callee))
        markBuffer(arg);
    }
    return true;
  }
  bool VisitVarDecl(VarDecl *var) {
    declared.push_back(var);
    if (var->getInit())
      noteAlias(var, var->getInit());
    return true;
  }
  // What a call in the loop may write besides its arguments: the globals it reads are checked
  // against the callees afterwards (mayWrite).
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl());
        var && var->hasGlobalStorage() && !var->isStaticLocal() && !var->getType().isConstQualified())
      globals.insert(var);
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    callees.push_back(call->getDirectCallee()); // nullptr: through a pointer, unknown
    return markWrittenArguments(call);
  }
  llvm::DenseSet<const VarDecl *> globals;
  std::vector<const FunctionDecl *> callees;
  bool VisitCXXForRangeStmt(CXXForRangeStmt *loop) {
    if (const VarDecl *var = loop->getLoopVariable())
      changed.insert(var);
    return true;
  }

  // groff's xtotroff copies each line's first word into `troff_name` through a second pointer
  // (`for (a = line, b = troff_name; *a; a++, b++) *b = *a;`): characters written through a
  // pointer the loop set to a buffer rewrite that buffer.
  // The same through a pointer set before the loop (`outer`: the function's aliases).
  void markAliasedBuffers(const CharacterAliases &outer) {
    for (const CharacterAliases *list : {static_cast<const CharacterAliases *>(&aliases), &outer})
      for (const auto &[pointer, buffer] : *list)
        if (charactersWritten.contains(pointer))
          changed.insert(buffer);
  }

private:
  void mark(const Expr *e) {
    if (const VarDecl *var = flow::variableThroughCasts(e))
      changed.insert(var);
  }
  void markBuffer(const Expr *e) {
    if (const VarDecl *var = bufferVariable(e)) {
      changed.insert(var);
      charactersWritten.insert(var);
    }
  }
  void noteAlias(const VarDecl *pointer, const Expr *value) {
    if (auto alias = characterAlias(pointer, value))
      aliases.push_back(*alias);
  }
  llvm::DenseSet<const VarDecl *> charactersWritten;
  CharacterAliases aliases;
};

// Every `p = buffer...` of a function body, read once per function by changedIn: palp names
// its databases by `fx = name + strlen(name)` before the loop and `strcpy(fx, ext)` in it
// (held-out set 25).
class AliasCollector : public RecursiveASTVisitor<AliasCollector> {
public:
  CharacterAliases aliases;
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->getOpcode() == BO_Assign)
      if (auto alias = characterAlias(flow::variableThroughCasts(op->getLHS()), op->getRHS()))
        aliases.push_back(*alias);
    return true;
  }
  bool VisitVarDecl(VarDecl *var) {
    if (var->getInit())
      if (auto alias = characterAlias(var, var->getInit()))
        aliases.push_back(*alias);
    return true;
  }
};

// The object whose field a for-loop's increment steps: `id` in `for (id->variant = 0; ...;
// id->variant++)` (or `s.i++`, `p->pos.k += 2`). The pointer `id` is the same every iteration,
// but what it points to is a different item each time, exactly like a plain induction variable:
// `path_of(id)` names another file. Only the increment is read (not any field assignment in the
// body, which would make every `ctx` that is updated in a loop "varying").
const VarDecl *fieldInductionObject(const Stmt *loop) {
  const auto *forLoop = dyn_cast_or_null<ForStmt>(loop);
  const Expr *inc = forLoop ? forLoop->getInc() : nullptr;
  if (!inc)
    return nullptr;
  inc = inc->IgnoreParenCasts();
  const Expr *target = nullptr;
  if (const auto *op = dyn_cast<UnaryOperator>(inc); op && op->isIncrementDecrementOp())
    target = op->getSubExpr();
  else if (const auto *op = dyn_cast<BinaryOperator>(inc); op && op->isAssignmentOp())
    target = op->getLHS();
  else if (const auto *op = dyn_cast<CXXOperatorCallExpr>(inc); op && op->getNumArgs() > 0)
    target = op->getArg(0);
  const auto *member = target ? dyn_cast<MemberExpr>(target->IgnoreParenCasts()) : nullptr;
  if (!member)
    return nullptr;
  const Expr *base = member->getBase()->IgnoreParenCasts();
  while (const auto *inner = dyn_cast<MemberExpr>(base))
    base = inner->getBase()->IgnoreParenCasts();
  return flow::variableThroughCasts(base);
}

// getopt and its GNU variants store each option's argument in `optarg` (and step `optind`).
bool isGetopt(const FunctionDecl *callee) {
  return callee && callee->getIdentifier() &&
         llvm::StringSwitch<bool>(callee->getName())
             .Cases("getopt", "getopt_long", "getopt_long_only", true)
             .Default(false);
}

// The globals (canonical declarations) each function defined in the TU assigns itself, filled
// as asked (per loop).
using WrittenBy = llvm::DenseMap<const FunctionDecl *, llvm::DenseSet<const VarDecl *>>;

// Whether a call of `callee` (nullptr: an indirect call) may write global `var` between two
// iterations, so a value read from it is not the loop's invariant. Conservative and simple:
// getopt writes optarg/optind/optopt; a function defined in this file writes what its own body
// assigns (one level, not its callees); and a project function defined elsewhere, or a call
// through a pointer, may write any global the file only declares `extern` (a getopt clone in
// another .c writing `extern char *opj_optarg;`). Library functions (declared in system headers)
// write no project global.
bool mayWrite(const FunctionDecl *callee, const VarDecl *var, WrittenBy &writtenBy) {
  if (isGetopt(callee))
    return var->getName() == "optarg" || var->getName() == "optind" || var->getName() == "optopt";
  bool externOnly = var->hasExternalStorage() && !var->getDefinition();
  if (!callee)
    return externOnly;
  if (const FunctionDecl *definition = callee->getDefinition(); definition && definition->hasBody()) {
    auto [it, inserted] = writtenBy.try_emplace(definition);
    if (inserted) { // once per function: a loop may ask about many globals
      ChangeCollector body;
      body.TraverseStmt(definition->getBody());
      for (const VarDecl *written : body.changed)
        it->second.insert(written->getCanonicalDecl());
    }
    return it->second.contains(var->getCanonicalDecl());
  }
  const SourceManager &sources = callee->getASTContext().getSourceManager();
  return externOnly && !sources.isInSystemHeader(callee->getLocation());
}

} // namespace

const llvm::DenseSet<const VarDecl *> &LoopVariance::changedIn(const Stmt *loop) {
  auto [it, inserted] = cache.try_emplace(loop);
  if (!inserted)
    return it->second;
  ChangeCollector collector;
  collector.TraverseStmt(const_cast<Stmt *>(loop));
  if (!aliasesRead && functionBody) {
    aliasesRead = true;
    AliasCollector all;
    all.TraverseStmt(const_cast<Stmt *>(functionBody));
    functionAliases = std::move(all.aliases);
  }
  collector.markAliasedBuffers(functionAliases);
  llvm::DenseSet<const VarDecl *> changed = std::move(collector.changed);
  if (const VarDecl *object = fieldInductionObject(loop))
    changed.insert(object);
  // A global a call in the loop may rewrite (getopt's optarg) differs per iteration.
  WrittenBy writtenBy;
  for (const VarDecl *var : collector.globals)
    for (const FunctionDecl *callee : collector.callees)
      if (!changed.contains(var) && mayWrite(callee, var, writtenBy))
        changed.insert(var);
  // A variable declared in the body changes when its initialiser does; a few passes settle
  // chains (`const char *name = ent->d_name; const char *p = name;`).
  for (int pass = 0; pass < 4; ++pass) {
    bool grew = false;
    for (const VarDecl *var : collector.declared)
      if (!changed.contains(var) && var->getInit() && varies(var->getInit(), changed, 0))
        grew |= changed.insert(var).second;
    if (!grew)
      break;
  }
  it = cache.find(loop);
  it->second = std::move(changed);
  return it->second;
}

bool LoopVariance::varies(const Expr *e, const llvm::DenseSet<const VarDecl *> &changed,
                          unsigned depth) const {
  if (!e || depth > 64)
    return false;
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
      return changed.contains(var);
  if (const auto *call = dyn_cast<CallExpr>(e))
    if (answersDifferently(call->getDirectCallee()))
      return true;
  for (const Stmt *child : e->children())
    if (const auto *sub = dyn_cast_or_null<Expr>(child); sub && varies(sub, changed, depth + 1))
      return true;
  return false;
}

bool LoopVariance::varies(const Expr *e, const Stmt *loop) {
  if (!e || !loop)
    return false;
  return varies(e, changedIn(loop), 0);
}

} // namespace faultline::extract
