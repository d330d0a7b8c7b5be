#include "extract/FieldStores.h"

#include "extract/SizeEvaluator.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace faultline::extract {

std::string recordKey(const RecordDecl *record) {
  std::string owner = record->getName().str();
  if (owner.empty())
    if (const TypedefNameDecl *name = record->getTypedefNameForAnonDecl())
      owner = name->getName().str();
  return owner;
}

std::string fieldKey(const FieldDecl *field) {
  std::string owner = recordKey(field->getParent());
  return owner.empty() || field->getName().empty() ? "" : owner + "::" + field->getName().str();
}

const FieldDecl *integerFieldRead(const Expr *e) {
  const auto *member = e ? dyn_cast<MemberExpr>(e->IgnoreParenImpCasts()) : nullptr;
  const auto *field = member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
  if (!field || !field->getType()->isIntegerType() || field->getType().isVolatileQualified() ||
      field->getParent()->isUnion() || fieldKey(field).empty())
    return nullptr;
  return field;
}

namespace {

facts::FieldStore unknownStore(Locations &locations, const FieldDecl *field, const Stmt *at) {
  facts::FieldStore store;
  store.field = fieldKey(field);
  store.range = locations.range(at->getSourceRange());
  return store;
}

// Every field an initialiser list sets explicitly (the semantic form; nested records on their
// own), valued by `value`. Implicit zeros (`= {0}`, fields left out) are no stores: a zeroed
// object is one not set up yet, and the sizes it would give are zero.
template <typename ValueOf>
void initialiserStores(const InitListExpr *ile, Locations &locations, ValueOf value,
                       std::vector<facts::FieldStore> &out) {
  if (!ile)
    return;
  if (ile->isSyntacticForm() && ile->getSemanticForm())
    ile = ile->getSemanticForm();
  const RecordDecl *record = ile->getType()->getAsRecordDecl();
  if (!record || record->isUnion())
    return;
  unsigned i = 0;
  for (const FieldDecl *field : record->fields()) {
    if (field->isUnnamedBitField())
      continue; // has no initialiser of its own (`int : 3;`), as in FieldCallbacks.cpp
    if (i >= ile->getNumInits())
      break;
    const Expr *init = ile->getInit(i++);
    if (!init || isa<ImplicitValueInitExpr>(init))
      continue;
    if (const auto *nested = dyn_cast<InitListExpr>(init->IgnoreImplicit())) {
      initialiserStores(nested, locations, value, out);
      continue;
    }
    if (field->getType()->isIntegerType() && !field->getType().isVolatileQualified() &&
        !fieldKey(field).empty()) {
      facts::FieldStore store = value(init);
      store.field = fieldKey(field);
      store.range = locations.range(init->getSourceRange());
      out.push_back(std::move(store));
    }
  }
}

class StoreVisitor : public RecursiveASTVisitor<StoreVisitor> {
public:
  StoreVisitor(Locations &locations, SizeEvaluator &sizes, std::vector<facts::FieldStore> &out)
      : locations(locations), sizes(sizes), out(out) {}
  bool shouldVisitLambdaBody() const { return false; } // a lambda is a function of its own

  bool VisitBinaryOperator(BinaryOperator *op) {
    if (!op->isAssignmentOp())
      return true;
    const auto *member = dyn_cast<MemberExpr>(op->getLHS()->IgnoreParenImpCasts());
    const FieldDecl *field = integerFieldRead(member);
    if (!field)
      return true;
    if (op->getOpcode() != BO_Assign) {
      out.push_back(unknownStore(locations, field, op));
      return true;
    }
    out.push_back(valued(field, op->getRHS(), op));
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (!op->isIncrementDecrementOp() && op->getOpcode() != UO_AddrOf)
      return true;
    if (const FieldDecl *field = integerFieldRead(op->getSubExpr()))
      out.push_back(unknownStore(locations, field, op));
    return true;
  }
  bool VisitInitListExpr(InitListExpr *ile) {
    if (ile->isSemanticForm())
      initialiserStores(ile, locations, [&](const Expr *e) { return value(e); }, out);
    return true;
  }

  facts::FieldStore valued(const FieldDecl *field, const Expr *value, const Stmt *at) {
    facts::FieldStore store = this->value(value);
    store.field = fieldKey(field);
    store.range = locations.range(at->getSourceRange());
    return store;
  }
  facts::FieldStore value(const Expr *e) {
    facts::FieldStore store;
    store.value = sizes.sizedValue(e, store.derivation);
    return store;
  }

private:
  Locations &locations;
  SizeEvaluator &sizes;
  std::vector<facts::FieldStore> &out;
};

} // namespace

void collectFieldStores(ASTContext &ctx, Locations &locations, const ExtractOptions *options,
                        const FunctionDecl *fn, std::vector<facts::FieldStore> &out) {
  if (!fn || !fn->getBody())
    return;
  llvm::DenseSet<const VarDecl *> mutated = collectMutatedVariables(fn->getBody());
  SizeEvaluator sizes(ctx, locations, fn, mutated, options);
  StoreVisitor visitor(locations, sizes, out);
  visitor.TraverseStmt(fn->getBody());
  // `Widget() : size_(1 << 20) {}`
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fn))
    for (const CXXCtorInitializer *init : ctor->inits())
      if (const FieldDecl *field = init->getMember(); field && init->isWritten() && init->getInit() &&
                                                      field->getType()->isIntegerType() &&
                                                      !field->getParent()->isUnion() && !fieldKey(field).empty())
        out.push_back(visitor.valued(field, init->getInit(), init->getInit()));
}

void collectInitialiserStores(ASTContext &ctx, Locations &locations, const VarDecl *var,
                              std::vector<facts::FieldStore> &out) {
  if (!var || !var->hasGlobalStorage() || var->isStaticLocal() || !var->getInit())
    return;
  const auto *ile = dyn_cast<InitListExpr>(var->getInit()->IgnoreImplicit());
  initialiserStores(ile, locations,
                    [&](const Expr *e) {
                      facts::FieldStore store;
                      Expr::EvalResult result;
                      if (!e->isValueDependent() && e->EvaluateAsInt(result, ctx) &&
                          result.Val.getInt().getSignificantBits() <= 63)
                        store.value = result.Val.getInt().getExtValue();
                      return store;
                    },
                    out);
}

} // namespace faultline::extract
