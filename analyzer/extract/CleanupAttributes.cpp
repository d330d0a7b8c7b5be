#include "extract/CleanupAttributes.h"

#include "extract/KnownFunctions.h"
#include "facts/builder/ConfiguredFunctions.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace faultline::extract {

using namespace clang;
using builder::CleanupRelease;

namespace {

// Cleanup helpers are a line or two; a body larger than this is not one, and is not read.
constexpr unsigned kMaxStatements = 64;

const Expr *bare(const Expr *e) { return e ? e->IgnoreParenCasts() : nullptr; }

// `p`, or a local of the helper initialised from it (`void **pp = (void **)p;`).
bool namesParameter(const Expr *e, const ParmVarDecl *param) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(e));
  if (!ref)
    return false;
  if (ref->getDecl() == param)
    return true;
  const auto *local = dyn_cast<VarDecl>(ref->getDecl());
  if (!local || !local->isLocalVarDecl() || local->getType()->isReferenceType())
    return false;
  const auto *init = dyn_cast_or_null<DeclRefExpr>(bare(local->getInit()));
  return init && init->getDecl() == param;
}

// `*p` or `p[0]`: what the cleanup function's argument, the variable's address, points to.
bool isPointeeOf(const Expr *e, const ParmVarDecl *param) {
  e = bare(e);
  if (const auto *op = dyn_cast_or_null<UnaryOperator>(e); op && op->getOpcode() == UO_Deref)
    return namesParameter(op->getSubExpr(), param);
  if (const auto *element = dyn_cast_or_null<ArraySubscriptExpr>(e)) {
    const auto *index = dyn_cast<IntegerLiteral>(bare(element->getIdx()));
    return index && index->getValue() == 0 && namesParameter(element->getBase(), param);
  }
  return false;
}

using ReleasedArgument = llvm::function_ref<bool(const Expr *)>;

std::optional<CleanupRelease> releaseIn(const Stmt *body, ReleasedArgument released,
                                        const ExtractOptions &options, unsigned depth);

// The release `call` makes of an argument `released` accepts, if any.
std::optional<CleanupRelease> releaseBy(const CallExpr *call, ReleasedArgument released,
                                        const ExtractOptions &options, unsigned depth) {
  const FunctionDecl *callee = call->getDirectCallee();
  const IdentifierInfo *id = callee ? callee->getIdentifier() : nullptr;
  if (!id)
    return std::nullopt;
  llvm::StringRef name = id->getName();
  auto argument = [&](unsigned i) { return i < call->getNumArgs() && released(call->getArg(i)); };
  CleanupRelease out;
  if (const ReleaseFunction *fn = findReleaseFunction(name); fn && argument(0)) {
    out.kind = fn->kind;
    return out;
  }
  if (const StreamFunction *fn = findStreamFunction(name);
      fn && fn->role == StreamRole::Close && fn->streamArg >= 0 &&
      argument(static_cast<unsigned>(fn->streamArg))) {
    out.closesStream = true;
    return out;
  }
  unsigned releaseArg = 0;
  if (builder::configuredReleaser(options, name.str(), callee->getQualifiedNameAsString(),
                                  callee->isDefined(), &releaseArg) ==
          builder::ReleaseTarget::Argument &&
      argument(releaseArg))
    return out;
  // One helper deeper: systemd's freep is `*(void **)p = mfree(*(void **)p);`, and mfree frees
  // its argument.
  const FunctionDecl *definition = nullptr;
  if (depth == 0 || !callee->hasBody(definition))
    return std::nullopt;
  for (unsigned i = 0; i < call->getNumArgs() && i < definition->getNumParams(); ++i) {
    if (!released(call->getArg(i)))
      continue;
    const ParmVarDecl *param = definition->getParamDecl(i);
    if (auto inner = releaseIn(definition->getBody(),
                               [&](const Expr *e) { return namesParameter(e, param); }, options,
                               depth - 1))
      return inner;
  }
  return std::nullopt;
}

std::optional<CleanupRelease> releaseIn(const Stmt *body, ReleasedArgument released,
                                        const ExtractOptions &options, unsigned depth) {
  std::vector<const Stmt *> pending{body};
  for (unsigned seen = 0; !pending.empty() && seen < kMaxStatements; ++seen) {
    const Stmt *s = pending.back();
    pending.pop_back();
    if (!s)
      continue;
    if (const auto *call = dyn_cast<CallExpr>(s))
      if (auto release = releaseBy(call, released, options, depth))
        return release;
    for (const Stmt *child : s->children())
      pending.push_back(child);
  }
  return std::nullopt;
}

bool addressTaken(const Stmt *body, const VarDecl *var) {
  std::vector<const Stmt *> pending{body};
  while (!pending.empty()) {
    const Stmt *s = pending.back();
    pending.pop_back();
    if (!s)
      continue;
    if (const auto *op = dyn_cast<UnaryOperator>(s); op && op->getOpcode() == UO_AddrOf)
      if (const auto *ref = dyn_cast<DeclRefExpr>(op->getSubExpr()->IgnoreParens());
          ref && ref->getDecl() == var)
        return true;
    for (const Stmt *child : s->children())
      pending.push_back(child);
  }
  return false;
}

} // namespace

std::optional<CleanupRelease> cleanupReleaseOf(const VarDecl *var, const Stmt *functionBody,
                                               const ExtractOptions &options) {
  // `return g_steal_pointer(&buf);`, systemd's TAKE_PTR(buf): whoever gets the address may take
  // the block and leave NULL for the cleanup to free.
  if (addressTaken(functionBody, var))
    return std::nullopt;
  const auto *attr = var->getAttr<CleanupAttr>();
  const FunctionDecl *cleanup = attr ? attr->getFunctionDecl() : nullptr;
  const FunctionDecl *definition = nullptr;
  if (!cleanup || !cleanup->hasBody(definition) || definition->getNumParams() != 1)
    return std::nullopt;
  const ParmVarDecl *param = definition->getParamDecl(0);
  auto release = releaseIn(definition->getBody(),
                           [&](const Expr *e) { return isPointeeOf(e, param); }, options, 1);
  if (release)
    release->cleanup = definition->getNameAsString();
  return release;
}

} // namespace faultline::extract
