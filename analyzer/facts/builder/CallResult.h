// Who receives a value a walker has just met (an allocation, a call's result), and what that
// means for a call site. Shared by the Clang walker (analyzer/extract) and fast mode
// (analyzer/fastmode): both must map an owner to the same resultKey / resultEscape, or the
// fast/AST agreement on hot call sites drifts.
#pragma once

#include "facts/Facts.h"

#include <string>

namespace faultline::builder {

// Each walker's Owner derives from this, so `Owner::Variable` reads the same in both and the
// kinds mean the same thing to the shared join.
struct OwnerKinds {
  enum Kind { None, Variable, LValue, Reassigned, Returned, Argument, Temporary, Stored };
};

// A call whose result goes to a named owner keeps that owner's key (the join then attaches its
// releases); a returned or stored result escapes; anything else is an unknown escape.
void setCallResult(facts::CallSite &site, OwnerKinds::Kind owner, const std::string &key);

} // namespace faultline::builder
