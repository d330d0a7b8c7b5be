#include "extract/ParserDefaults.h"

#include "facts/builder/ArgumentParsers.h"

#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace faultline::extract {

namespace {

const StringLiteral *literalOf(const Expr *e) {
  return e ? dyn_cast<StringLiteral>(e->IgnoreParenImpCasts()) : nullptr;
}

// The name at `unit` of a keyword list `static char *kwlist[] = {"source", "write_size", NULL};`.
std::string keywordAt(const Expr *list, int unit) {
  const auto *ref = list ? dyn_cast<DeclRefExpr>(list->IgnoreParenImpCasts()) : nullptr;
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  const auto *init = var && var->getInit() ? dyn_cast<InitListExpr>(var->getInit()->IgnoreImplicit()) : nullptr;
  if (!init || unit < 0 || static_cast<unsigned>(unit) >= init->getNumInits())
    return "";
  const StringLiteral *name = literalOf(init->getInit(static_cast<unsigned>(unit)));
  return name && name->getCharByteWidth() == 1 ? name->getString().str() : "";
}

} // namespace

ParserDefault parserDefault(ASTContext &ctx, const Stmt *site) {
  const auto *address = dyn_cast<UnaryOperator>(site);
  if (!address || address->getOpcode() != UO_AddrOf)
    return {};
  // The call the address is an argument of, through implicit casts and parentheses.
  const Stmt *child = site;
  const CallExpr *call = nullptr;
  for (unsigned guard = 0; guard < 4 && !call; ++guard) {
    DynTypedNodeList parents = ctx.getParents(*child);
    if (parents.empty())
      return {};
    const Stmt *parent = parents[0].get<Stmt>();
    if (!parent)
      return {};
    if (isa<ImplicitCastExpr, ParenExpr>(parent))
      child = parent;
    else if ((call = dyn_cast<CallExpr>(parent)) == nullptr)
      return {};
  }
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier())
    return {};
  builder::ParserShape shape = builder::argumentParser(callee->getName());
  if (shape.format < 0 || call->getNumArgs() <= static_cast<unsigned>(shape.firstOutput))
    return {};
  const StringLiteral *format = literalOf(call->getArg(static_cast<unsigned>(shape.format)));
  if (!format || format->getCharByteWidth() != 1)
    return {};
  int output = -1;
  for (unsigned i = static_cast<unsigned>(shape.firstOutput); i < call->getNumArgs(); ++i)
    if (call->getArg(i)->IgnoreParenImpCasts() == address)
      output = static_cast<int>(i) - shape.firstOutput;
  auto optional = builder::optionalOutputs(format->getString());
  // A format that does not take exactly the arguments given is not read.
  if (output < 0 || !optional ||
      optional->size() != call->getNumArgs() - static_cast<unsigned>(shape.firstOutput) ||
      !(*optional)[static_cast<size_t>(output)])
    return {};
  ParserDefault result;
  result.call = call;
  result.parser = std::string(builder::publicParserName(callee->getName()));
  if (shape.firstOutput == 4) // the keyword list precedes the outputs
    result.keyword = keywordAt(call->getArg(3), builder::unitOfOutput(format->getString(), output));
  return result;
}

} // namespace faultline::extract
