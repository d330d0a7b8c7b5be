// What the walker records of streams: the library's stream calls (open, close, buffering,
// reads and writes: facts/builder/StreamEvents.h builds the facts alike for fast mode), a stream
// handed to another function, what an open opens, and the project's own renaming helpers.
#include "extract/WalkerImpl.h"

#include "extract/FlowShapes.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract::walker {

// A stream opened here and passed to another function: that function's traffic, one record
// (facts/builder/StreamEvents.h, handedOverStream). Keys as for the call's own arguments.
void Walker::addStreamHandoff(const CallExpr *call, const FunctionDecl *callee) {
  if (facts.streamOpens.empty() || !callee->getIdentifier())
    return;
  std::vector<std::string> keys;
  for (const Expr *arg : call->arguments()) {
    const Expr *bare = arg->IgnoreParenCasts();
    keys.push_back(isa<DeclRefExpr, MemberExpr>(bare) && arg->getType()->isPointerType()
                       ? keyOf(bare)
                       : "");
  }
  std::string name = callee->getName().str();
  if (std::string stream = builder::handedOverStream(facts, name, keys); !stream.empty())
    facts.streamOps.push_back(builder::streamHandoff(name, stream, placeOf(call)));
}

// The stream facts themselves are built in facts/builder/StreamEvents.h, alike for fast mode;
// here, how Clang reads the call's arguments and who owns an opened stream.
void Walker::addStreamEvent(const CallExpr *call, const StreamFunction &fn) {
  struct Arguments : builder::StreamArguments {
    Walker &walker;
    const CallExpr *call;
    Arguments(Walker &walker, const CallExpr *call) : walker(walker), call(call) {}
    size_t count() const override { return call->getNumArgs(); }
    std::string key(size_t i) const override { return walker.keyOf(call->getArg(i)); }
    std::optional<uint64_t> value(size_t i) const override {
      return walker.sizes.value(call->getArg(i));
    }
    bool isNull(size_t i) const override {
      // `setbuf(fi, (char *)NULL)` (openldap's getpass): a null pointer through a cast is no null
      // pointer constant of C, but a null pointer all the same.
      return call->getArg(i)->IgnoreParenCasts()->isNullPointerConstant(walker.ctx,
                                                                          Expr::NPC_ValueDependentIsNotNull);
    }
  };
  Arguments args(*this, call);
  builder::CallPlace at = placeOf(call);
  switch (fn.role) {
  case StreamRole::Open: {
    Owner owner = ownerOfCurrent();
    streamOwners.emplace_back(facts.streamOpens.size(), owner);
    facts::StreamOpen open = builder::streamOpen(fn, at, owner.kind, owner.key);
    describeOpenedPath(open, call);
    if (call->getNumArgs() > 0)
      openedPathKeys[open.order] = keyOf(call->getArg(0));
    facts.streamOpens.push_back(std::move(open));
    return;
  }
  case StreamRole::Close:
    if (std::string key = builder::streamKey(fn, args); !key.empty())
      closes[key].push_back(builder::streamClose(fn, at));
    return;
  case StreamRole::Buffering: {
    facts::BufferingChange change = builder::bufferingChange(fn, args, at);
    if (change.callerBuffer && call->getNumArgs() > 1)
      change.bufferParameter = parameterOfBuffer(call->getArg(1));
    facts.bufferingChanges.push_back(std::move(change));
    return;
  }
  case StreamRole::Read:
  case StreamRole::Write:
    if (auto op = builder::streamOp(fn, args, at))
      facts.streamOps.push_back(std::move(*op));
    return;
  }
}

// What a stream opens: a path (fopen, freopen), a descriptor (fdopen) or a command (popen),
// always the first argument. Memory streams (fmemopen) are not files: no path to keep open.
// fdopen of a local descriptor that this function opened with open/openat/creat names the file
// those calls name, so their path arguments decide (DescriptorOrigin.h); any other descriptor
// (a parameter, dup(), socket()) is judged as itself, as before.
void Walker::describeOpenedPath(facts::StreamOpen &open, const CallExpr *call) {
  if (!builder::opensNamedFile(open.opener) || call->getNumArgs() == 0)
    return;
  if (call->getNumArgs() >= 2)
    if (const auto *mode = dyn_cast<StringLiteral>(call->getArg(1)->IgnoreParenImpCasts());
        mode && mode->isOrdinary() && builder::feedsProcessPerItem(open.opener, mode->getString())) {
      open.pathVaries = currentLoop() >= 0; // per-item work, whatever the command
      return;
    }
  std::vector<PathPart> parts{{call->getArg(0), open.opener == "fdopen"}};
  if (open.opener == "fdopen")
    if (auto origins = descriptorOrigins(function, call->getArg(0), ctx))
      parts = std::move(*origins);
  // The same file every time only when every part is the same: all constant, none varying in
  // the loop, and (per call) every non-constant part the one unmodified parameter.
  open.pathConstant = true;
  int parameter = -1;
  bool parametersAgree = true;
  for (const PathPart &part : parts) {
    bool constant = constantPathPart(part);
    open.pathConstant = open.pathConstant && constant;
    if (currentLoop() >= 0) {
      open.pathVaries = open.pathVaries || variance.varies(part.expr, loopStmts[currentLoop()]);
      continue;
    }
    if (constant)
      continue;
    int p = parameterOfPath(part.expr);
    parametersAgree = parametersAgree && p >= 0 && (parameter < 0 || parameter == p);
    parameter = p;
  }
  if (currentLoop() < 0 && parametersAgree)
    open.pathParameter = parameter;
  if (parts.size() == 1)
    if (const StringLiteral *text = constantPathText(parts[0]); text && text->isOrdinary()) {
      open.pathRelative = open.pathConstant && builder::isRelativePath(text->getString());
      if (std::string note = builder::terminalDeviceNote(text->getString()); !note.empty())
        open.notRepeated = note;
    }
}

// A string literal, or a const global holding one (static const char path[] = "..."); for
// openat's directory descriptor, never (AT_FDCWD is already left out of the parts).
bool Walker::constantPathPart(const PathPart &part) const {
  return constantPathText(part) != nullptr;
}

const StringLiteral *Walker::constantPathText(const PathPart &part) const {
  if (part.descriptor)
    return nullptr;
  const Expr *text = part.expr->IgnoreParenCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(text))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl());
        var && var->hasGlobalStorage() && var->getInit() &&
        (var->getType().isConstQualified() ||
         (var->getType()->isArrayType() &&
          var->getType()->getAsArrayTypeUnsafe()->getElementType().isConstQualified())))
      text = var->getInit()->IgnoreParenCasts();
  return dyn_cast<StringLiteral>(text);
}

// The unmodified parameter of this function that `path` is (name.c_str() counts as name), or -1.
int Walker::parameterOfPath(const Expr *path) const {
  const Expr *bare = path->IgnoreParenCasts();
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(bare)) // name.c_str(), name.data()
    bare = member->getImplicitObjectArgument()->IgnoreParenCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(bare))
    if (const auto *param = dyn_cast<ParmVarDecl>(ref->getDecl()))
      if (param->getDeclContext() == function && !mutated.contains(param))
        return static_cast<int>(param->getFunctionScopeIndex());
  return -1;
}

// The parameter a caller buffer given to setvbuf comes from: the parameter itself (`buf`) or
// what it points to (`*buf`, a buffer the caller keeps in a static for the next call), or -1.
int Walker::parameterOfBuffer(const Expr *buffer) const {
  const Expr *bare = buffer->IgnoreParenCasts();
  if (const auto *deref = dyn_cast<UnaryOperator>(bare); deref && deref->getOpcode() == UO_Deref)
    bare = deref->getSubExpr();
  return parameterOfPath(bare);
}

// A function of this translation unit whose own body renames a file (crunch's renamefile moves
// the finished output chunk to its final name): its call renames, as rename() does. The index
// of the parameter it moves away (rename's source), -1 when it renames something else, or
// nothing when it renames nothing.
std::optional<int> renamesInBody(const FunctionDecl *callee) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::optional<int> renamed;
    bool VisitCallExpr(CallExpr *call) {
      const FunctionDecl *f = call->getDirectCallee();
      if (!f || !f->getIdentifier() || !builder::renamesFile(f->getName()) || call->getNumArgs() == 0)
        return true;
      const auto *param = dyn_cast_or_null<ParmVarDecl>(flow::variableThroughCasts(call->getArg(0)));
      renamed = param ? static_cast<int>(param->getFunctionScopeIndex()) : -1;
      return false;
    }
  };
  const FunctionDecl *definition = nullptr;
  if (!callee->hasBody(definition) || !definition)
    return std::nullopt;
  Finder finder;
  finder.TraverseStmt(definition->getBody());
  return finder.renamed;
}

} // namespace faultline::extract::walker
