#include "extract/TypeKinds.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace faultline::extract {

static const ClassTemplateSpecializationDecl *stdSpecialization(QualType type) {
  if (type.isNull())
    return nullptr;
  type = type.getNonReferenceType();
  const auto *record = type->getAsCXXRecordDecl();
  const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(record);
  if (!spec || !spec->isInStdNamespace())
    return nullptr;
  return spec;
}

ContainerKind containerKind(QualType type) {
  const auto *spec = stdSpecialization(type);
  if (!spec || !spec->getIdentifier())
    return ContainerKind::None;
  llvm::StringRef name = spec->getName();
  if (name == "vector")
    return ContainerKind::Vector;
  if (name == "basic_string")
    return ContainerKind::String;
  if (name == "deque")
    return ContainerKind::Deque;
  if (name == "valarray")
    return ContainerKind::Valarray;
  return ContainerKind::None;
}

QualType containerElementType(QualType type) {
  const auto *spec = stdSpecialization(type);
  if (!spec || spec->getTemplateArgs().size() == 0 ||
      spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return {};
  return spec->getTemplateArgs()[0].getAsType();
}

bool isOwningPointer(QualType type) {
  const auto *spec = stdSpecialization(type);
  if (!spec || !spec->getIdentifier())
    return false;
  llvm::StringRef name = spec->getName();
  return name == "unique_ptr" || name == "shared_ptr";
}



bool isThreadType(QualType type) {
  if (type.isNull())
    return false;
  const auto *record = type.getNonReferenceType()->getAsCXXRecordDecl();
  if (!record || !record->isInStdNamespace() || !record->getIdentifier())
    return false;
  return record->getName() == "thread" || record->getName() == "jthread";
}

} // namespace faultline::extract
