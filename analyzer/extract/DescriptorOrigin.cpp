#include "extract/DescriptorOrigin.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

namespace faultline::extract {

using namespace clang;

namespace {

const VarDecl *localOf(const Expr *e) {
  const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || isa<ParmVarDecl>(var) || !var->hasLocalStorage() || var->getType()->isReferenceType())
    return nullptr;
  return var;
}

bool refersTo(const Expr *e, const VarDecl *var) {
  const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
  return ref && ref->getDecl() == var;
}

// The stores into one local: each right-hand side, or `unknown` when it can change otherwise.
class Stores : public RecursiveASTVisitor<Stores> {
public:
  explicit Stores(const VarDecl *var) : var(var) {}
  const VarDecl *var;
  std::vector<const Expr *> values;
  bool unknown = false;

  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp() && refersTo(op->getLHS(), var)) {
      if (op->getOpcode() == BO_Assign)
        values.push_back(op->getRHS());
      else
        unknown = true; // fd += ..., fd |= ...
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if ((op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf) &&
        refersTo(op->getSubExpr(), var))
      unknown = true; // &fd handed to a callee (pipe(), a wrapper) may be written through
    return true;
  }
  bool VisitVarDecl(VarDecl *other) {
    // int &alias = fd: stores through the alias are not seen here.
    if (other->getType()->isReferenceType() && other->getInit() && refersTo(other->getInit(), var))
      unknown = true;
    return true;
  }
};

// open(path, ...), creat(path, ...), openat(dirfd, name, ...): the path parts of one call, or
// nothing when `e` is not such a call.
std::optional<std::vector<PathPart>> partsOfOpen(const Expr *e, ASTContext &ctx) {
  const auto *call = dyn_cast<CallExpr>(e->IgnoreParenCasts());
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return std::nullopt;
  int kind = llvm::StringSwitch<int>(callee->getName())
                 .Cases("open", "open64", "creat", "creat64", 1)
                 .Cases("openat", "openat64", 2)
                 .Default(0);
  if (kind == 0 || call->getNumArgs() < static_cast<unsigned>(kind))
    return std::nullopt;
  if (kind == 1)
    return std::vector<PathPart>{{call->getArg(0), false}};
  const Expr *dirfd = call->getArg(0);
  const Expr *name = call->getArg(1);
  std::vector<PathPart> parts{{name, false}};
  const auto *literal = dyn_cast<StringLiteral>(name->IgnoreParenCasts());
  bool absolute = literal && literal->getCharByteWidth() == 1 &&
                  literal->getString().starts_with("/");
  Expr::EvalResult constant;
  if (!absolute && !(!dirfd->isValueDependent() && dirfd->EvaluateAsInt(constant, ctx)))
    parts.push_back({dirfd, true});
  return parts;
}

} // namespace

std::optional<std::vector<PathPart>> descriptorOrigins(const FunctionDecl *function,
                                                       const Expr *fd, ASTContext &ctx) {
  const VarDecl *var = localOf(fd);
  if (!var || !function || !function->getBody())
    return std::nullopt;
  Stores stores(var);
  stores.TraverseStmt(function->getBody());
  if (stores.unknown)
    return std::nullopt;
  if (var->getInit())
    stores.values.push_back(var->getInit());
  std::vector<PathPart> parts;
  for (const Expr *value : stores.values) {
    Expr::EvalResult constant;
    if (!value->isValueDependent() && value->getType()->isIntegerType() &&
        value->EvaluateAsInt(constant, ctx))
      continue; // fd = -1: a sentinel, nothing opened
    auto opened = partsOfOpen(value, ctx);
    if (!opened)
      return std::nullopt;
    parts.insert(parts.end(), opened->begin(), opened->end());
  }
  if (parts.empty())
    return std::nullopt;
  return parts;
}

} // namespace faultline::extract
