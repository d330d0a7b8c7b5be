// `if (contents.size() >= k_max_read_size) contents.resize(k_max_read_size);`: a resize to at
// most the size the container already has shrinks it, and a container's capacity is never below
// its size, so no block is made (fish's universal-variables reader, held-out set 17). The same
// for reserve and assign of that count. Read in both front ends alike (fast mode:
// fastmode/FastTruncatingResizes.cpp): the resize is in the then-branch of an `if` whose
// condition (or one conjunct of it) compares the same object's size() or length() with the
// same count, by `>=` or `>` (either side), both spelled alike.
#include "extract/WalkerImpl.h"

namespace faultline::extract::walker {

namespace {

// `object.size() OP count` or `count OP object.size()` that holds only when the size is at
// least `count`.
bool sizeAtLeast(const Expr *cond, const std::string &object, const std::string &count,
                 const Locations &locations) {
  cond = cond->IgnoreParenImpCasts();
  const auto *op = dyn_cast<BinaryOperator>(cond);
  if (!op)
    return false;
  if (op->getOpcode() == BO_LAnd)
    return sizeAtLeast(op->getLHS(), object, count, locations) ||
           sizeAtLeast(op->getRHS(), object, count, locations);
  const Expr *size = nullptr, *bound = nullptr;
  if (op->getOpcode() == BO_GE || op->getOpcode() == BO_GT) {
    size = op->getLHS();
    bound = op->getRHS();
  } else if (op->getOpcode() == BO_LE || op->getOpcode() == BO_LT) {
    size = op->getRHS();
    bound = op->getLHS();
  } else {
    return false;
  }
  const auto *call = dyn_cast<CXXMemberCallExpr>(size->IgnoreParenImpCasts());
  const CXXMethodDecl *method = call ? call->getMethodDecl() : nullptr;
  if (!method || !method->getIdentifier() ||
      (method->getName() != "size" && method->getName() != "length") ||
      !call->getImplicitObjectArgument())
    return false;
  return locations.text(call->getImplicitObjectArgument()->IgnoreParenImpCasts()) == object &&
         locations.text(bound->IgnoreParenImpCasts()) == count;
}

} // namespace

bool Walker::truncatesOnly(const Expr *object, const Expr *count) const {
  const std::string objectText = locations.text(object->IgnoreParenImpCasts());
  const std::string countText = locations.text(count->IgnoreParenImpCasts());
  for (size_t i = parents.size(); i-- > 1;) {
    const auto *branch = dyn_cast_or_null<IfStmt>(parents[i - 1].stmt);
    if (branch && parents[i].stmt == branch->getThen() && branch->getCond() &&
        sizeAtLeast(branch->getCond(), objectText, countText, locations))
      return true;
  }
  return false;
}

} // namespace faultline::extract::walker
