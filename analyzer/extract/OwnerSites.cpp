// Construction sites of owner classes (OwnerClasses.h): the walker's blocks for the members an
// object's constructor allocates, sized with this call's arguments.
#include "extract/WalkerImpl.h"

namespace faultline::extract::walker {

namespace {

// `multiplier * value + addend` without overflow, or nothing.
std::optional<int64_t> affine(int64_t multiplier, int64_t value, int64_t addend) {
  int64_t out = 0;
  if (__builtin_mul_overflow(multiplier, value, &out) || __builtin_add_overflow(out, addend, &out))
    return std::nullopt;
  return out;
}

} // namespace

const CXXConstructorDecl *constructorTaking(QualType type, unsigned arguments) {
  const CXXRecordDecl *record = type->getAsCXXRecordDecl();
  if (!record || !record->hasDefinition())
    return nullptr;
  const CXXConstructorDecl *found = nullptr;
  for (const CXXConstructorDecl *ctor : record->ctors()) {
    if (ctor->isCopyOrMoveConstructor() || ctor->isDeleted() ||
        arguments < ctor->getMinRequiredArguments() ||
        (arguments > ctor->getNumParams() && !ctor->isVariadic()))
      continue;
    if (found)
      return nullptr; // overloaded on types: which one runs is Sema's business, not guessed
    found = ctor;
  }
  return found;
}

// A stream an owner opens in its constructor and closes in its destructor: opened here, closed
// where the object dies. Only objects that die at the end of a scope (on the stack, or held by
// a unique_ptr variable) have a close the walker can place.
void Walker::addOwnedStream(const OwnedMember &m, llvm::ArrayRef<const Expr *> args,
                            const Expr *at, const Owner &owner) {
  const StreamFunction *fn = findStreamFunction(m.innermost);
  auto end = owner.var ? scopeEnds.find(owner.var) : scopeEnds.end();
  if (!fn || owner.kind != Owner::Variable || end == scopeEnds.end())
    return;
  streamOwners.emplace_back(facts.streamOpens.size(), owner);
  facts::StreamOpen open = builder::streamOpen(*fn, placeOf(at), owner.kind, owner.key);
  open.opener = m.innermost + " in " + m.className + "'s constructor, for member " + m.member;
  open.pathConstant = m.pathConstant;
  if (m.pathParameter >= 0 && static_cast<size_t>(m.pathParameter) < args.size()) {
    const Expr *path = args[m.pathParameter];
    const Expr *bare = path->IgnoreParenCasts();
    open.pathConstant = isa<StringLiteral>(bare);
    if (currentLoop() >= 0) {
      open.pathVaries = variance.varies(path, loopStmts[currentLoop()]);
    } else if (const auto *ref = dyn_cast<DeclRefExpr>(bare)) {
      if (const auto *param = dyn_cast<ParmVarDecl>(ref->getDecl());
          param && param->getDeclContext() == function && !mutated.contains(param))
        open.pathParameter = static_cast<int>(param->getFunctionScopeIndex());
    }
  } else if (!m.pathConstant) {
    // The path is made inside the constructor from something else: it may vary per object.
    open.pathVaries = true;
  }
  facts.streamOpens.push_back(std::move(open));
  closes[owner.key].push_back({facts::ReleaseKind::ScopeEnd, end->second.range,
                               "~" + m.className, end->second.loop, end->second.order});
}

bool Walker::addOwnedBlocks(const CXXConstructorDecl *ctor, llvm::ArrayRef<const Expr *> args,
                            const Expr *at, const Owner &owner) {
  if (!ctor)
    return false;
  if (constructorDefinedElsewhere(ctor, locations)) {
    // Its body is in another file: a call of the constructor, which the join makes into the
    // members' blocks when the defining TU says it allocates them. The object dies at its
    // variable's scope end (a local object, a unique_ptr), or where it is deleted.
    int index = addCallSite(at, args, functionDisplayName(ctor, locations), usrOf(ctor));
    if (owner.kind == Owner::Variable && owner.var)
      if (auto end = scopeEnds.find(owner.var); end != scopeEnds.end())
        constructionEnds.emplace_back(index, end->second, owner.var->getName().str());
    return false;
  }
  const std::vector<OwnedMember> &owned = ownerClasses.ownedBy(ctor);
  for (const OwnedMember &m : owned) {
    if (m.stream) {
      addOwnedStream(m, args, at, owner);
      continue;
    }
    const facts::Size &inner = m.size;
    facts::Size size;
    std::string what = "'" + m.className + "' allocates '" + m.member + "' in its constructor";
    size.derivation = what + " (" + m.innermost + ": " + inner.expression +
                      (inner.derivation.empty() ? "" : ", " + inner.derivation) + ")";
    size.expression = "'" + m.member + "' of '" + m.className + "': " + inner.expression;
    size.upperBound = inner.upperBound;
    size.boundDerivation = inner.boundDerivation;
    size.growth = inner.growth;
    if (inner.bytes) {
      size.bytes = inner.bytes;
    } else if (int p = inner.dependsOnParameter;
               p >= 0 && inner.parameterMultiplier != 0 && static_cast<size_t>(p) < args.size()) {
      // Affine in a constructor parameter: resolved with this construction's argument.
      const Expr *arg = args[p];
      if (const auto *def = dyn_cast<CXXDefaultArgExpr>(arg))
        arg = def->getExpr();
      const int64_t mul = inner.parameterMultiplier, add = inner.parameterAddend;
      std::optional<facts::SymbolicValue> value = sizes.symbolic(arg);
      if (value && value->constant) {
        if (std::optional<int64_t> bytes = affine(mul, *value->constant, add); bytes && *bytes >= 0)
          size.bytes = static_cast<uint64_t>(*bytes);
      } else if (value && value->parameter >= 0) {
        std::optional<int64_t> multiplier = affine(mul, value->multiplier, 0);
        std::optional<int64_t> addend = affine(mul, value->addend, add);
        if (multiplier && addend) {
          size.dependsOnParameter = value->parameter;
          size.parameterMultiplier = *multiplier;
          size.parameterAddend = *addend;
        }
      }
      if (!size.bytes && size.dependsOnParameter < 0) {
        // Neither constant nor this function's parameter: as able to grow as the argument is.
        facts::Size argument = sizes.size({arg});
        size.growth = argument.growth;
        size.upperBound.reset();
        if (argument.upperBound)
          if (std::optional<int64_t> bound = affine(mul, static_cast<int64_t>(*argument.upperBound), add);
              bound && *bound >= 0 && mul > 0) {
            size.upperBound = static_cast<uint64_t>(*bound);
            size.boundDerivation = argument.boundDerivation;
          }
      }
      size.expression += " with argument " + std::to_string(p + 1) + " = " +
                         locations.text(arg->getSourceRange());
    } else if (p >= 0 && static_cast<size_t>(p) < args.size()) {
      // Not affine in the parameter (n * n, a lookup): as able to grow as the argument is.
      size.growth = sizes.size({args[p]}).growth;
      size.upperBound.reset();
    } else {
      // Sized from what the constructor reads elsewhere (`inst_ = new int[state->ninst_]`):
      // nothing at this construction says it can be large, so an unknown size is not reported
      // (a known one still is). Precision first: an owner is one level removed from the site.
      size.growth.clear();
    }
    if (size.bytes)
      size.derivation = what + ", with " + m.innermost;
    addBlock(m.kind, m.className + "::" + m.member, at, std::move(size), m.valueInitialized,
             owner);
  }
  return !owned.empty();
}

void Walker::recordConstructedMembers() {
  const auto *ctor = dyn_cast<CXXConstructorDecl>(function);
  if (!ctor)
    return;
  // Streams too (ConstructedMember::stream): the join opens them at a construction in another
  // file, as fast mode's facts have it; a construction in this file opens them in place.
  for (const OwnedMember &m : ownerClasses.ownedBy(ctor))
    facts.constructedMembers.push_back({m.className, m.member, m.kind, m.innermost, m.size,
                                        m.valueInitialized, m.stream, m.pathParameter,
                                        m.pathConstant});
}

} // namespace faultline::extract::walker
