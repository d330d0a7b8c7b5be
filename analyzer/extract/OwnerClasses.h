// Owner classes: a class whose constructor allocates a block it keeps in a member and whose
// destructor releases it (explicitly, or implicitly through the member's own destructor:
// std::vector, std::unique_ptr). Constructing such an object per iteration or per call is the
// same churn as calling malloc there, one level down, so the walker records a block at each
// construction site (WalkerEvents.cpp), sized as the constructor sizes the member.
//
// Where the constructor's definition is visible (inline in a header, or in the same file) the
// construction site's blocks are made here. Where it is not (defined in another .cpp), the
// construction is recorded as a call site of the constructor and the TU that defines it records
// the members on the constructor's facts (FunctionFacts::constructedMembers): the join makes
// the blocks (rules/program/OwnerConstructions.h).
#pragma once

#include "extract/Extractor.h"
#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/DeclCXX.h"

#include <map>
#include <string>
#include <vector>

namespace faultline::extract {

struct OwnedMember {
  std::string className;  // "Table"
  std::string member;     // "visited"
  facts::BlockKind kind = facts::BlockKind::NewArray;
  std::string innermost;  // what the constructor calls: "new char[]", "malloc", "std::vector<uint8_t>"
  facts::Size size;       // in terms of the constructor's parameters
  bool valueInitialized = false;
  // A stream the constructor opens (`fp_ = fopen(path, "rb")`) and the destructor closes:
  // `innermost` is the opener; the path is the constructor's parameter `pathParameter`, or a
  // constant.
  bool stream = false;
  int pathParameter = -1;
  bool pathConstant = false;
};

// A user-provided constructor (not copy or move) of a named class outside the standard library
// and system headers whose definition this translation unit does not have: it may be an owner
// class's, defined in another file.
bool constructorDefinedElsewhere(const clang::CXXConstructorDecl *ctor, Locations &locations);

class OwnerClasses {
public:
  OwnerClasses(clang::ASTContext &ctx, Locations &locations, const ExtractOptions &options)
      : ctx(ctx), locations(locations), options(options) {}
  // The members `ctor` allocates and its class releases; empty when it is not an owner.
  const std::vector<OwnedMember> &ownedBy(const clang::CXXConstructorDecl *ctor);

private:
  std::vector<OwnedMember> summarise(const clang::CXXConstructorDecl *ctor);
  clang::ASTContext &ctx;
  Locations &locations;
  const ExtractOptions &options; // the size functions of members' sizes
  std::map<const clang::CXXConstructorDecl *, std::vector<OwnedMember>> cache;
};

} // namespace faultline::extract
