#include "extract/FieldCallbacks.h"
#include "extract/DeclKeys.h"

#include "facts/builder/AllocatorHook.h"

#include "clang/AST/Decl.h"

#include <optional>

namespace faultline::extract {

using namespace clang;

namespace {

unsigned parameterCount(const FieldDecl *field, const FunctionDecl *target) {
  QualType type = field->getType();
  QualType pointee = type->isFunctionPointerType() ? type->getPointeeType() : type;
  if (const auto *proto = pointee->getAs<FunctionProtoType>())
    return proto->getNumParams();
  return target->getNumParams();
}

// One store of `target` into `field` at `at`, as the pseudo-function an allocator hook would be.
std::optional<facts::FunctionFacts> store(Locations &locations, const FieldDecl *field,
                                          const FunctionDecl *target, SourceLocation at) {
  if (!field || !target || !target->getIdentifier() || field->isInvalidDecl() ||
      !field->getType()->isFunctionPointerType() || field->getParent()->isDependentContext() ||
      locations.inSystemHeader(at))
    return std::nullopt;
  std::string usr = fieldUsr(field);
  if (usr.empty())
    return std::nullopt;
  std::optional<builder::HookTarget> hookTarget;
  std::string name = target->getName().str();
  if (locations.inSystemHeader(target->getLocation()) || !target->isDefined())
    hookTarget = builder::libraryHookTarget(name);
  if (!hookTarget && !locations.inSystemHeader(target->getLocation()))
    hookTarget = builder::HookTarget{target->getQualifiedNameAsString(), usrOf(target)};
  if (!hookTarget)
    return std::nullopt;
  return builder::allocatorHook(fieldName(field), usr, locations.point(at), *hookTarget,
                                parameterCount(field, target), "function-pointer field");
}

} // namespace

const FieldDecl *callbackField(const Expr *callee) {
  if (!callee)
    return nullptr;
  const auto *member = dyn_cast<MemberExpr>(callee->IgnoreParenCasts());
  if (!member)
    return nullptr;
  const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
  if (!field || !field->getType()->isFunctionPointerType())
    return nullptr;
  return field;
}

std::string fieldUsr(const FieldDecl *field) {
  // An anonymous struct's field has a USR that names its location; a field of a typedef'd
  // anonymous struct is named by the typedef (`c:@SA@blosc2_io_cb@FI@open`), alike in every TU.
  std::string usr = usrOf(field);
  return usr.empty() ? "" : "field:" + usr;
}

std::string fieldName(const FieldDecl *field) {
  const RecordDecl *record = field->getParent();
  std::string owner = record->getName().str();
  if (owner.empty())
    if (const TypedefNameDecl *alias = record->getTypedefNameForAnonDecl())
      owner = alias->getName().str();
  return (owner.empty() ? "" : owner + "::") + field->getName().str();
}

std::vector<facts::FunctionFacts> fieldStores(ASTContext &, Locations &locations,
                                              const BinaryOperator *assignment) {
  std::vector<facts::FunctionFacts> out;
  if (!assignment || assignment->getOpcode() != BO_Assign)
    return out;
  const auto *member = dyn_cast<MemberExpr>(assignment->getLHS()->IgnoreParenImpCasts());
  if (!member)
    return out;
  const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
  if (auto f = store(locations, field, namedFunction(assignment->getRHS()),
                     assignment->getOperatorLoc()))
    out.push_back(std::move(*f));
  return out;
}

std::vector<facts::FunctionFacts> fieldStores(ASTContext &, Locations &locations,
                                              const InitListExpr *ile) {
  std::vector<facts::FunctionFacts> out;
  if (!ile)
    return out;
  const InitListExpr *semantic = ile->isSemanticForm() ? ile : ile->getSemanticForm();
  if (!semantic || !semantic->getType()->isRecordType())
    return out;
  const RecordDecl *record = semantic->getType()->getAsRecordDecl();
  if (!record || record->isUnion() || record->isInvalidDecl())
    return out;
  unsigned i = 0;
  for (const FieldDecl *field : record->fields()) {
    if (field->isUnnamedBitField())
      continue; // has no initialiser of its own (as in CodeGen's walk of record inits)
    if (i >= semantic->getNumInits())
      break;
    const Expr *init = semantic->getInit(i++);
    if (!init)
      continue;
    if (auto f = store(locations, field, namedFunction(init), init->getBeginLoc()))
      out.push_back(std::move(*f));
  }
  return out;
}

} // namespace faultline::extract
