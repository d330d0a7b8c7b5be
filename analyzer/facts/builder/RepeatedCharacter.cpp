#include "facts/builder/RepeatedCharacter.h"

namespace faultline::builder {

bool isPaddingCharacter(uint64_t value) { return value >= 0x20 && value < 0x7f; }

bool paddingOwner(OwnerKinds::Kind owner, bool plainAssignment) {
  if (plainAssignment)
    return false;
  return owner == OwnerKinds::Temporary || owner == OwnerKinds::Argument ||
         owner == OwnerKinds::LValue || owner == OwnerKinds::Reassigned;
}

void markPaddingString(facts::Size &size) {
  if (size.bytes || size.growth.empty())
    return;
  // The parameter dependence stays: a constant argument at a call still gives a known size.
  // The join keeps a callee's "cannot grow" when it says why (boundDerivation), whatever the
  // caller's argument (rules/program/PerCallFindings.cpp, as for InlineBuffer.h's fallback).
  size.growth.clear();
  size.growthCalls.clear();
  if (!size.boundDerivation.empty())
    size.boundDerivation += "; ";
  size.boundDerivation += "a padding string of one repeated character";
}

} // namespace faultline::builder
