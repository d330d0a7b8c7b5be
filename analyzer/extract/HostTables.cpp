#include "extract/HostTables.h"
#include "extract/DeclKeys.h"

#include "facts/builder/HostEntries.h"

#include "clang/AST/Expr.h"

#include <set>

namespace faultline::extract {

using namespace clang;

namespace {

// The CPython table structs, by their tag (PyTypeObject is `struct _typeobject`).
const std::set<std::string> &tableRecords() {
  static const std::set<std::string> names = {"PyMethodDef",       "_typeobject",
                                              "PyGetSetDef",       "PySequenceMethods",
                                              "PyMappingMethods",  "PyBufferProcs"};
  return names;
}

const RecordDecl *tableRecord(QualType type) {
  while (const ArrayType *array = type->getAsArrayTypeUnsafe())
    type = array->getElementType();
  const RecordDecl *record = type->getAsRecordDecl();
  if (!record || !record->getIdentifier() || !tableRecords().count(record->getName().str()))
    return nullptr;
  return record;
}


// One struct's initialiser: the functions in its repeated slots.
void collectRecord(const InitListExpr *list, const RecordDecl *record, Locations &locations,
                   std::vector<builder::HostEntry> &out) {
  unsigned i = 0;
  for (const FieldDecl *field : record->fields()) {
    if (field->isUnnamedBitField())
      continue; // has no initialiser of its own, as in FieldCallbacks.cpp
    if (i >= list->getNumInits())
      break;
    const Expr *init = list->getInit(i++);
    if (!field->getIdentifier() || !builder::isRepeatedHostSlot(field->getName().str()))
      continue;
    const FunctionDecl *fn = namedFunction(init);
    if (!fn || !fn->getIdentifier())
      continue;
    out.push_back({fn->getQualifiedNameAsString(), usrOf(fn->getCanonicalDecl()),
                   locations.range(init->getBeginLoc()), field->getName().str()});
  }
}

} // namespace

std::vector<facts::FunctionFacts> walkHostTable(ASTContext &, Locations &locations,
                                                const VarDecl *var) {
  if (!var->hasGlobalStorage() || var->isInvalidDecl() || var->getDeclContext()->isDependentContext())
    return {};
  const RecordDecl *record = tableRecord(var->getType());
  const auto *init = dyn_cast_or_null<InitListExpr>(var->getInit());
  if (!record || !init)
    return {};
  if (init->isSyntacticForm() && init->getSemanticForm())
    init = init->getSemanticForm();
  std::vector<builder::HostEntry> entries;
  if (var->getType()->isArrayType()) {
    for (const Expr *element : init->inits())
      if (const auto *row = dyn_cast<InitListExpr>(element->IgnoreImplicit()))
        collectRecord(row, record, locations, entries);
  } else {
    collectRecord(init, record, locations, entries);
  }
  std::string kind = record->getName() == "_typeobject" ? "PyTypeObject" : record->getName().str();
  facts::SourceRange at = locations.range(var->getLocation());
  return builder::hostTable(var->getNameAsString(), kind, at.file, at, entries);
}

} // namespace faultline::extract
