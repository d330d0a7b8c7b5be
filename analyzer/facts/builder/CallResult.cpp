#include "facts/builder/CallResult.h"

namespace faultline::builder {

void setCallResult(facts::CallSite &site, OwnerKinds::Kind owner, const std::string &key) {
  switch (owner) {
  case OwnerKinds::Variable:
  case OwnerKinds::LValue:
  case OwnerKinds::Reassigned:
    site.resultKey = key;
    break;
  case OwnerKinds::Returned:
    site.resultEscape = facts::EscapeKind::Returned;
    break;
  case OwnerKinds::Stored:
    site.resultEscape = facts::EscapeKind::StoredOutside;
    break;
  default:
    site.resultEscape = facts::EscapeKind::Unknown;
    break;
  }
}

} // namespace faultline::builder
