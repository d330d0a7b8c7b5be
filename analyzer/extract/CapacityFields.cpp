#include "extract/CapacityFields.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace faultline::extract {

using namespace clang;

namespace {

// "Record::field" of `ctx->cap` / `ctx.cap`, or nullptr.
const FieldDecl *fieldOf(const Expr *e) {
  const auto *member = e ? dyn_cast<MemberExpr>(e->IgnoreParenImpCasts()) : nullptr;
  return member ? dyn_cast<FieldDecl>(member->getMemberDecl()) : nullptr;
}

std::string fieldKey(const FieldDecl *field) {
  const RecordDecl *record = field->getParent();
  std::string owner = record->getName().str();
  if (owner.empty())
    if (const TypedefNameDecl *name = record->getTypedefNameForAnonDecl())
      owner = name->getName().str();
  return owner.empty() ? "" : owner + "::" + field->getName().str();
}

// `x->field = ...` somewhere inside `s`.
bool assigns(const Stmt *s, const FieldDecl *field, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *op = dyn_cast<BinaryOperator>(s); op && op->getOpcode() == BO_Assign &&
                                                     fieldOf(op->getLHS()) == field)
    return true;
  for (const Stmt *child : s->children())
    if (assigns(child, field, depth + 1))
      return true;
  return false;
}

void findGuards(const Stmt *s, Locations &locations, std::vector<facts::CapacityField> &out,
                unsigned depth = 0) {
  if (!s || depth > 200)
    return;
  if (const auto *branch = dyn_cast<IfStmt>(s); branch && branch->getThen()) {
    const auto *cond = dyn_cast<BinaryOperator>(branch->getCond()->IgnoreParenImpCasts());
    if (cond && (cond->getOpcode() == BO_LT || cond->getOpcode() == BO_LE ||
                 cond->getOpcode() == BO_GT || cond->getOpcode() == BO_GE)) {
      // The capacity is the side the comparison finds too small: `cap < need`, `need > cap`.
      bool leftSmall = cond->getOpcode() == BO_LT || cond->getOpcode() == BO_LE;
      const FieldDecl *field = fieldOf(leftSmall ? cond->getLHS() : cond->getRHS());
      if (field && assigns(branch->getThen(), field))
        if (std::string key = fieldKey(field); !key.empty()) {
          facts::CapacityField guard;
          guard.field = key;
          guard.range = locations.range(cond->getSourceRange());
          guard.beginOrder = locations.order(branch->getThen()->getBeginLoc());
          guard.endOrder = locations.order(branch->getThen()->getEndLoc()) + 1;
          out.push_back(std::move(guard));
        }
    }
  }
  for (const Stmt *child : s->children())
    findGuards(child, locations, out, depth + 1);
}

} // namespace

std::vector<facts::CapacityField> collectCapacityFields(ASTContext &ctx, Locations &locations,
                                                        const FunctionDecl *fn) {
  std::vector<facts::CapacityField> out;
  const auto *body = dyn_cast_or_null<CompoundStmt>(fn->getBody());
  if (!body)
    return out;
  findGuards(body, locations, out);
  // Resets: statements of the body itself, so they run on every call that gets that far.
  for (const Stmt *s : body->body()) {
    const auto *op = dyn_cast<BinaryOperator>(s);
    if (!op || op->getOpcode() != BO_Assign)
      continue;
    const FieldDecl *field = fieldOf(op->getLHS());
    Expr::EvalResult value;
    if (!field || op->getRHS()->isValueDependent() || !op->getRHS()->EvaluateAsInt(value, ctx) ||
        value.Val.getInt() != 0)
      continue;
    if (std::string key = fieldKey(field); !key.empty()) {
      facts::CapacityField reset;
      reset.field = key;
      reset.reset = true;
      reset.range = locations.range(op->getSourceRange());
      out.push_back(std::move(reset));
    }
  }
  return out;
}

} // namespace faultline::extract
