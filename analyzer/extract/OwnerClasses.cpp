// Owner classes (OwnerClasses.h): which members a constructor allocates and the class releases.
#include "extract/OwnerClasses.h"

#include "extract/KnownFunctions.h"
#include "extract/SizeEvaluator.h"
#include "extract/TypeKinds.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract {

using namespace clang;

namespace {

// The field `e` names when it is a member of the object under construction (`buf_`,
// `this->buf_`), else null.
const FieldDecl *ownField(const Expr *e) {
  const auto *member = e ? dyn_cast<MemberExpr>(e->IgnoreParenImpCasts()) : nullptr;
  if (!member || !isa<CXXThisExpr>(member->getBase()->IgnoreParenImpCasts()))
    return nullptr;
  return dyn_cast<FieldDecl>(member->getMemberDecl());
}

bool mentionsField(const Stmt *s, const FieldDecl *field) {
  if (!s)
    return false;
  if (const auto *e = dyn_cast<Expr>(s); e && ownField(e) == field)
    return true;
  for (const Stmt *child : s->children())
    if (mentionsField(child, field))
      return true;
  return false;
}

// Releases and escapes of the members, read from the destructor and the constructor bodies.
struct MemberUses : RecursiveASTVisitor<MemberUses> {
  llvm::DenseSet<const FieldDecl *> released, escaped;
  bool VisitCXXDeleteExpr(CXXDeleteExpr *e) {
    if (const FieldDecl *f = ownField(e->getArgument()))
      released.insert(f);
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !callee->getIdentifier() || call->getNumArgs() == 0)
      return true;
    llvm::StringRef name = libraryName(callee->getName());
    if (findReleaseFunction(name) || name == "fclose" || name == "pclose")
      if (const FieldDecl *f = ownField(call->getArg(0)))
        released.insert(f);
    return true;
  }
  // `g_scratch = buf_` / `g_scratch = visited.data()`: the block outlives the object.
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->getOpcode() != BO_Assign)
      return true;
    if (ownField(op->getLHS()))
      return true; // the member's own (re)initialisation
    noteEscape(op->getRHS());
    return true;
  }
  bool VisitVarDecl(VarDecl *var) {
    if (var->getType()->isPointerType() || var->getType()->isReferenceType())
      noteEscape(var->getInit());
    return true;
  }
  void noteEscape(const Expr *value);
  std::vector<const FieldDecl *> fields;
};

void MemberUses::noteEscape(const Expr *value) {
  for (const FieldDecl *f : fields)
    if (mentionsField(value, f))
      escaped.insert(f);
}

std::string fieldName(const FieldDecl *f) { return f->getName().str(); }

} // namespace

const std::vector<OwnedMember> &OwnerClasses::ownedBy(const CXXConstructorDecl *ctor) {
  auto it = cache.find(ctor);
  if (it == cache.end())
    it = cache.emplace(ctor, summarise(ctor)).first;
  return it->second;
}

bool constructorDefinedElsewhere(const CXXConstructorDecl *ctor, Locations &locations) {
  if (!ctor || ctor->isCopyOrMoveConstructor() || ctor->isDeleted() || ctor->isDefaulted() ||
      ctor->hasBody())
    return false;
  const CXXRecordDecl *record = ctor->getParent();
  return record && record->getIdentifier() && !record->isInStdNamespace() && !record->isLambda() &&
         !locations.inSystemHeader(ctor->getLocation());
}

std::vector<OwnedMember> OwnerClasses::summarise(const CXXConstructorDecl *ctor) {
  std::vector<OwnedMember> out;
  if (!ctor || ctor->isCopyOrMoveConstructor() || !ctor->isUserProvided())
    return out;
  const FunctionDecl *definition = nullptr;
  if (!ctor->hasBody(definition) || !definition)
    return out;
  const auto *def = cast<CXXConstructorDecl>(definition);
  const CXXRecordDecl *record = def->getParent();
  if (!record || !record->getIdentifier() || record->isInStdNamespace() || record->isLambda())
    return out;
  // Standard library types are the containers' own rules' business (containerKind and
  // isOwningPointer), not owners to see through.
  if (locations.inSystemHeader(def->getLocation()))
    return out;

  llvm::DenseSet<const VarDecl *> mutated = collectMutatedVariables(def->getBody());
  SizeEvaluator sizes(ctx, locations, def, mutated, &options);
  const PrintingPolicy &policy = ctx.getPrintingPolicy();

  struct Candidate {
    const FieldDecl *field;
    OwnedMember owned;
    bool implicitRelease; // the member's own destructor frees it
  };
  std::vector<Candidate> candidates;

  // One allocation `value` stored in `field`: a sized container, unique_ptr(new T[n]),
  // new T[n], malloc & co.
  auto consider = [&](const FieldDecl *field, const Expr *value) {
    if (!field || !value)
      return;
    value = value->IgnoreImplicit();
    if (const auto *paren = dyn_cast<ParenListExpr>(value); paren && paren->getNumExprs() == 1)
      value = paren->getExpr(0)->IgnoreImplicit();
    QualType type = field->getType();
    OwnedMember owned;
    owned.member = fieldName(field);
    bool implicitRelease = false;
    const Expr *inner = value;
    if (const auto *construct = dyn_cast<CXXConstructExpr>(value)) {
      if (containerKind(type) == ContainerKind::Vector ||
          containerKind(type) == ContainerKind::Deque) {
        const CXXConstructorDecl *c = construct->getConstructor();
        if (!c || c->isCopyOrMoveConstructor() || construct->getNumArgs() == 0 ||
            c->getNumParams() == 0 || !c->getParamDecl(0)->getType()->isIntegerType() ||
            isa<CXXDefaultArgExpr>(construct->getArg(0)))
          return;
        QualType element = containerElementType(type.getUnqualifiedType());
        owned.kind = facts::BlockKind::NewArray;
        owned.innermost = type.getUnqualifiedType().getAsString(policy);
        owned.size = sizes.size({construct->getArg(0)}, sizes.sizeOf(element),
                                element.getAsString(policy));
        owned.valueInitialized = true;
        candidates.push_back({field, std::move(owned), true});
        return;
      }
      if (!isOwningPointer(type) || construct->getNumArgs() != 1)
        return;
      implicitRelease = true;
      inner = construct->getArg(0)->IgnoreImplicit();
    }
    if (const auto *newExpr = dyn_cast<CXXNewExpr>(inner)) {
      std::optional<const Expr *> count = newExpr->getArraySize();
      if (!newExpr->isArray() || !count || !*count)
        return;
      QualType element = newExpr->getAllocatedType();
      owned.kind = facts::BlockKind::NewArray;
      owned.innermost = "new " + element.getAsString(policy) + "[]";
      owned.size = sizes.size({*count}, sizes.sizeOf(element), element.getAsString(policy));
      owned.valueInitialized = newExpr->hasInitializer();
      candidates.push_back({field, std::move(owned), implicitRelease});
      return;
    }
    const auto *call = dyn_cast<CallExpr>(inner->IgnoreParenCasts());
    const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
    if (!callee || !callee->getIdentifier() || implicitRelease)
      return;
    if (const StreamFunction *opener = findStreamFunction(callee->getName());
        opener && opener->role == StreamRole::Open && call->getNumArgs() > 0) {
      owned.stream = true;
      owned.innermost = opener->name.str();
      const Expr *path = call->getArg(0)->IgnoreParenCasts();
      if (const auto *member = dyn_cast<CXXMemberCallExpr>(path)) // name.c_str()
        path = member->getImplicitObjectArgument()->IgnoreParenCasts();
      owned.pathConstant = isa<StringLiteral>(path);
      if (const auto *ref = dyn_cast<DeclRefExpr>(path))
        if (const auto *param = dyn_cast<ParmVarDecl>(ref->getDecl());
            param && param->getDeclContext() == def && !mutated.contains(param))
          owned.pathParameter = static_cast<int>(param->getFunctionScopeIndex());
      candidates.push_back({field, std::move(owned), false});
      return;
    }
    const AllocationFunction *fn = findAllocationFunction(callee->getName());
    if (!fn || fn->ownerOutArg >= 0 || fn->nullFirstArgOnly || fn->sizeArgs.empty() ||
        fn->kind == facts::BlockKind::Mmap)
      return;
    std::vector<const Expr *> factors;
    for (unsigned i : fn->sizeArgs) {
      if (i >= call->getNumArgs())
        return;
      factors.push_back(call->getArg(i));
    }
    owned.kind = fn->kind;
    owned.innermost = fn->name.str();
    owned.size = sizes.size(factors);
    owned.valueInitialized = fn->kind == facts::BlockKind::Calloc;
    candidates.push_back({field, std::move(owned), false});
  };

  for (const CXXCtorInitializer *init : def->inits())
    if (init->isMemberInitializer() && init->isWritten())
      consider(init->getMember(), init->getInit());
  // Statements of the body itself (not under an `if` or loop): `buf_ = new char[n];`.
  if (const auto *body = dyn_cast_or_null<CompoundStmt>(def->getBody()))
    for (const Stmt *s : body->body()) {
      const auto *e = dyn_cast<Expr>(s);
      if (!e)
        continue;
      e = e->IgnoreImplicit();
      if (const auto *op = dyn_cast<BinaryOperator>(e); op && op->getOpcode() == BO_Assign)
        consider(ownField(op->getLHS()), op->getRHS());
    }
  if (candidates.empty())
    return out;

  MemberUses uses;
  for (const Candidate &c : candidates)
    uses.fields.push_back(c.field);
  uses.TraverseStmt(const_cast<Stmt *>(def->getBody()));
  for (const CXXCtorInitializer *init : def->inits())
    if (init->isMemberInitializer() && !uses.fields.empty())
      if (std::find(uses.fields.begin(), uses.fields.end(), init->getMember()) == uses.fields.end())
        uses.noteEscape(init->getInit()); // another member initialised from it: a view
  const FunctionDecl *dtorDef = nullptr;
  if (const CXXDestructorDecl *dtor = record->getDestructor();
      dtor && dtor->hasBody(dtorDef) && dtorDef)
    uses.TraverseStmt(const_cast<Stmt *>(dtorDef->getBody()));

  for (Candidate &c : candidates) {
    if (uses.escaped.contains(c.field) || (!c.implicitRelease && !uses.released.contains(c.field)))
      continue;
    c.owned.className = record->getName().str();
    out.push_back(std::move(c.owned));
  }
  return out;
}

} // namespace faultline::extract
