// Who owns what the walker sees: owner keys, the owner of the value being visited, variables
// whose scope ends release what they own, and uses that let a block escape.
#include "extract/WalkerImpl.h"

#include "extract/CleanupAttributes.h"

namespace faultline::extract::walker {

// ---------------------------------------------------------------------------------------------
// Ownership

std::string Walker::keyOf(const VarDecl *var) const {
  if (var->hasGlobalStorage() && !var->isStaticLocal()) {
    llvm::StringRef name = var->getName();
    if (name == "stdout" || name == "stdin" || name == "stderr")
      return name.str();
  }
  auto at = const_cast<Locations &>(locations).point(var->getLocation());
  return var->getName().str() + "@" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

const Expr *Walker::throughLocalPointer(const Expr *e) const {
  const auto *deref = dyn_cast_or_null<UnaryOperator>(e ? e->IgnoreParenCasts() : nullptr);
  if (!deref || deref->getOpcode() != UO_Deref)
    return nullptr;
  const auto *ref = dyn_cast<DeclRefExpr>(deref->getSubExpr()->IgnoreParenCasts());
  const auto *holder = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!holder || !holder->hasLocalStorage() || holder->getType()->isReferenceType() ||
      mutated.contains(holder) || !holder->getInit())
    return nullptr;
  const auto *address = dyn_cast<UnaryOperator>(holder->getInit()->IgnoreParenCasts());
  return address && address->getOpcode() == UO_AddrOf ? address->getSubExpr() : nullptr;
}

std::string Walker::keyOf(const Expr *e) const {
  if (!e)
    return "";
  // `*_pp` with `_pp = &buf` (GLib's g_clear_pointer, systemd's TAKE_PTR): buf itself.
  if (const Expr *object = throughLocalPointer(e))
    return keyOf(object);
  e = e->IgnoreParenCasts();
  // `(char *)p - PREFIX`, `p + HEADER`: the same block as p (allocators that hide a header).
  if (const auto *op = dyn_cast<BinaryOperator>(e);
      op && (op->getOpcode() == BO_Add || op->getOpcode() == BO_Sub) && op->getType()->isPointerType())
    return keyOf(op->getLHS()->getType()->isPointerType() ? op->getLHS() : op->getRHS());
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
      return keyOf(var);
  // A field or element (s->buf, ctx.scratch[i]): matched by its text within the function.
  return "expr:" + locations.text(e->getSourceRange());
}

const Expr *Walker::pointee(const Expr *e) {
  const Expr *stripped = e->IgnoreParenCasts();
  if (const auto *addr = dyn_cast<UnaryOperator>(stripped); addr && addr->getOpcode() == UO_AddrOf)
    return addr->getSubExpr();
  return e;
}

Owner Walker::ownerFromLValue(const Expr *lhs) const {
  Owner owner;
  lhs = lhs->IgnoreParenImpCasts();
  owner.key = keyOf(lhs);
  if (const auto *ref = dyn_cast<DeclRefExpr>(lhs))
    owner.var = dyn_cast<VarDecl>(ref->getDecl());
  owner.kind = owner.var ? Owner::Variable : Owner::LValue;
  owner.lvalue = lhs;
  return owner;
}

const Expr *Walker::fullExpressionOfCurrent() const {
  const Expr *full = nullptr;
  for (size_t i = parents.size(); i-- > 0;) {
    const auto *e = dyn_cast_or_null<Expr>(parents[i].stmt);
    if (!e)
      break;
    full = e;
  }
  return full;
}

// Walks up from the expression being visited through conversions, parentheses, temporaries and
// owning wrappers (unique_ptr<T[]>(new T[n])) to whatever receives the block.
Owner Walker::ownerOfCurrent() const {
  Owner owner;
  if (parents.empty())
    return owner;
  const Stmt *child = parents.back().stmt;
  bool temporary = false;
  for (size_t i = parents.size() - 1; i-- > 0;) {
    const Ancestor &a = parents[i];
    if (a.var) {
      owner.kind = Owner::Variable;
      owner.var = a.var;
      owner.key = keyOf(a.var);
      return owner;
    }
    const Stmt *s = a.stmt;
    if (isa<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, ExprWithCleanups, CXXBindTemporaryExpr,
            ConditionalOperator>(s)) {
      child = s;
      continue;
    }
    if (isa<MaterializeTemporaryExpr>(s)) {
      temporary = true;
      child = s;
      continue;
    }
    if (const auto *construct = dyn_cast<CXXConstructExpr>(s)) {
      QualType type = construct->getType();
      if (isOwningPointer(type) || construct->getConstructor()->isCopyOrMoveConstructor()) {
        child = s;
        continue;
      }
      owner.kind = Owner::Stored; // handed to some other object's constructor
      return owner;
    }
    if (const auto *list = dyn_cast<InitListExpr>(s)) {
      if (list->getNumInits() == 1 && !list->getType()->isAggregateType()) {
        child = s;
        continue;
      }
      owner.kind = Owner::Stored; // a field or element of an aggregate
      return owner;
    }
    if (const auto *op = dyn_cast<BinaryOperator>(s)) {
      if (op->isAssignmentOp() && op->getRHS() == child)
        return ownerFromLValue(op->getLHS());
      if (op->getOpcode() == BO_Comma && op->getRHS() == child) {
        child = s;
        continue;
      }
      owner.kind = Owner::None; // compared, tested: not kept
      return owner;
    }
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(s)) {
      if (op->isAssignmentOp() && op->getNumArgs() == 2 && op->getArg(1) == child) {
        owner = ownerFromLValue(op->getArg(0));
        owner.kind = Owner::Reassigned;
        owner.assignment = op;
        return owner;
      }
    }
    if (const auto *call = dyn_cast<CXXMemberCallExpr>(s)) {
      const CXXMethodDecl *method = call->getMethodDecl();
      const Expr *object = call->getImplicitObjectArgument();
      if (method && method->getIdentifier() && method->getName() == "reset" && object &&
          isOwningPointer(object->getType())) {
        owner = ownerFromLValue(object);
        owner.kind = Owner::Reassigned;
        owner.assignment = call;
        return owner;
      }
    }
    if (isa<ReturnStmt>(s)) {
      owner.kind = Owner::Returned;
      return owner;
    }
    if (isa<CallExpr>(s)) {
      owner.kind = temporary || isa<CXXConstructExpr>(parents.back().stmt) ? Owner::Temporary
                                                                         : Owner::Argument;
      owner.fullExpression = fullExpressionOfCurrent();
      return owner;
    }
    break;
  }
  // Discarded (an expression statement) or used in place: a temporary dies at the end of the
  // full-expression; a raw pointer nobody keeps is simply leaked.
  owner.kind = Owner::Temporary;
  owner.fullExpression = fullExpressionOfCurrent();
  return owner;
}

namespace {

// The construction that makes a variable's object from its initialiser: `T t(args)`, and
// `T t = T(args)` / `auto t = T(args)` (a functional cast: elided since C++17, a move from the
// temporary before). A copy of a named object is a copy constructor's, which owns nothing new.
const CXXConstructExpr *constructionOfInit(const Expr *init) {
  for (unsigned guard = 0; init && guard < 8; ++guard) {
    init = init->IgnoreImplicit();
    if (const auto *cast = dyn_cast<CXXFunctionalCastExpr>(init)) {
      init = cast->getSubExpr();
      continue;
    }
    const auto *construct = dyn_cast<CXXConstructExpr>(init);
    if (construct && construct->getConstructor()->isCopyOrMoveConstructor() &&
        construct->getNumArgs() >= 1 && isa<MaterializeTemporaryExpr>(construct->getArg(0))) {
      init = construct->getArg(0);
      continue;
    }
    return construct;
  }
  return nullptr;
}

// What an expression's value is, through parentheses, casts, `__extension__` and GNU statement
// expressions (whose last expression statement is their value): `(T *)({ ...; __p; })` is `__p`.
const Expr *valueExpression(const Expr *e) {
  for (unsigned guard = 0; e && guard < 8; ++guard) {
    e = e->IgnoreParenCasts();
    if (const auto *op = dyn_cast<UnaryOperator>(e); op && op->getOpcode() == UO_Extension) {
      e = op->getSubExpr();
      continue;
    }
    const auto *statement = dyn_cast<StmtExpr>(e);
    const CompoundStmt *body = statement ? statement->getSubStmt() : nullptr;
    if (!body || body->body_empty())
      return e;
    e = dyn_cast<Expr>(body->body_back());
  }
  return e;
}

} // namespace

Walker::ScopeEnd Walker::scopeEndOfDeclaration() const {
  // The variable dies at the end of the enclosing compound statement (the DeclStmt is
  // parents.back(); its parent is the scope).
  ScopeEnd end;
  end.loop = currentLoop();
  const Stmt *scope = parents.size() >= 2 ? parents[parents.size() - 2].stmt : nullptr;
  if (const auto *compound = dyn_cast_or_null<CompoundStmt>(scope)) {
    end.range = locations.point(compound->getRBracLoc());
    end.order = locations.order(compound->getRBracLoc());
  } else {
    const Stmt *at = scope ? scope : parents.back().stmt;
    end.range = locations.point(at->getEndLoc());
    end.order = endOrderOf(at);
  }
  return end;
}

bool Walker::onCleanupVariable(const VarDecl *var) {
  if (!var->hasAttr<CleanupAttr>() || !var->isLocalVarDecl() || var->isStaticLocal())
    return false;
  std::optional<builder::CleanupRelease> cleanup = cleanupReleaseOf(var, function->getBody(), options);
  if (!cleanup)
    return false;
  ScopeEnd end = scopeEndOfDeclaration();
  builder::addCleanupRelease(*cleanup, keyOf(var), end.range, end.loop, end.order, releases, closes);
  return true;
}

void Walker::onVariableDeclared(const VarDecl *var) {
  if (onCleanupVariable(var))
    return;
  QualType type = var->getType();
  bool raii = isOwningPointer(type) || containerKind(type) != ContainerKind::None;
  // An object of an owner class releases its members when it dies, like a container.
  // So may one whose constructor is defined in another file (the join decides).
  if (const CXXConstructExpr *construct = constructionOfInit(var->getInit());
      !raii && construct && !var->getType()->isReferenceType())
    raii = !ownerClasses.ownedBy(construct->getConstructor()).empty() ||
           constructorDefinedElsewhere(construct->getConstructor(), locations);
  if (!raii)
    return;
  if (var->isStaticLocal() || var->hasGlobalStorage()) {
    staticOwners.insert(var);
    return;
  }
  scopeEnds[var] = scopeEndOfDeclaration();
}

void Walker::onVariableUse(const DeclRefExpr *ref) {
  const auto *var = dyn_cast<VarDecl>(ref->getDecl());
  if (!var || parents.size() < 2)
    return;
  // A raw pointer handed to longer-lived storage or returned, or an owner moved away: the block
  // outlives the iteration even if the code also frees it on some path.
  size_t i = parents.size() - 2;
  auto transparent = [](const Stmt *s) {
    if (const auto *construct = dyn_cast_or_null<CXXConstructExpr>(s)) // return v; moves v
      return construct->getConstructor()->isCopyOrMoveConstructor();
    if (const auto *op = dyn_cast_or_null<BinaryOperator>(s)) // return (char *)p + PREFIX;
      return (op->getOpcode() == BO_Add || op->getOpcode() == BO_Sub) &&
             op->getType()->isPointerType();
    if (const auto *op = dyn_cast_or_null<UnaryOperator>(s)) // __extension__ ({ ... })
      return op->getOpcode() == UO_Extension;
    return isa_and_nonnull<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, ExprWithCleanups,
                           MaterializeTemporaryExpr, CXXBindTemporaryExpr>(s);
  };
  // A GNU statement expression's last statement is its value (GLib's g_new at -O2:
  // `(T *)({ gsize __n = n; gpointer __p; ... __p = g_malloc_n(__n, __s); __p; })`): the
  // variable goes on to whatever uses the whole expression.
  auto resultOfStatementExpression = [&](size_t at, const Stmt *inner) {
    const auto *body = dyn_cast_or_null<CompoundStmt>(parents[at].stmt);
    return body && at > 0 && isa_and_nonnull<StmtExpr>(parents[at - 1].stmt) && !body->body_empty() &&
           body->body_back() == inner;
  };
  const Stmt *child = ref; // the operand of `user` the variable is in, as fast mode tracks it
  while (i > 0 && (transparent(parents[i].stmt) || resultOfStatementExpression(i, child) ||
                   isa_and_nonnull<StmtExpr>(parents[i].stmt))) {
    child = parents[i].stmt;
    --i;
  }
  const Stmt *user = parents[i].stmt;
  if (!user) {
    const VarDecl *declared = parents[i].var;
    if (declared && var->getType()->isPointerType() && declared->hasGlobalStorage())
      addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
    // `char *buf = tmp;`: a copy made by a declaration is an alias too (below).
    else if (declared && declared != var && declared->hasLocalStorage() &&
             declared->getType()->isPointerType() && var->getType()->isPointerType() &&
             declared->getInit() && valueExpression(declared->getInit()) == ref)
      aliases[keyOf(var)].push_back(keyOf(declared));
    return;
  }
  if (isa<ReturnStmt>(user)) {
    addEscape(keyOf(var), facts::EscapeKind::Returned, ref);
    return;
  }
  if (var->getType()->isPointerType()) {
    if (const auto *op = dyn_cast<BinaryOperator>(user)) {
      // q = p or q = p + k (a copy of the pointer, or of one into the block, kept elsewhere),
      // not n += (size_t)p or p = q. A plain copy into another automatic local (`buf = tmp;`
      // after a checked `tmp = realloc(buf, n)`, libbpf's log buffer in the recall audit of
      // session 35) is the same block under a second name: an alias, whose releases and
      // escapes are the block's (builder::OwnerEvents::aliases).
      if (op->getOpcode() == BO_Assign && op->getRHS() == child &&
          keyOf(op->getLHS()) != keyOf(var)) {
        const auto *lhs = dyn_cast<DeclRefExpr>(op->getLHS()->IgnoreParenImpCasts());
        const auto *copy = lhs ? dyn_cast<VarDecl>(lhs->getDecl()) : nullptr;
        if (copy && copy->hasLocalStorage() && copy->getType()->isPointerType() &&
            valueExpression(op->getRHS()) == ref) {
          aliases[keyOf(var)].push_back(keyOf(copy));
        } else {
          addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
          // `ectx->userdata = out;`: remembered, a back-pointer if `out->lzc = ectx;` too.
          const auto *member = dyn_cast<MemberExpr>(op->getLHS()->IgnoreParenImpCasts());
          const auto *base = member && member->isArrow()
                                 ? dyn_cast<DeclRefExpr>(member->getBase()->IgnoreParenImpCasts())
                                 : nullptr;
          const auto *holder = base ? dyn_cast<VarDecl>(base->getDecl()) : nullptr;
          if (holder && holder->hasLocalStorage() && holder->getType()->isPointerType())
            localFieldStores.push_back({keyOf(var), keyOf(holder), rangeOf(ref)});
        }
      }
    } else if (const auto *list = dyn_cast<InitListExpr>(user)) {
      (void)list;
      addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
    } else if (const auto *call = dyn_cast<CXXMemberCallExpr>(user)) {
      const CXXMethodDecl *method = call->getMethodDecl();
      if (method && method->getIdentifier()) {
        llvm::StringRef name = method->getName();
        if (name.starts_with("push") || name.starts_with("emplace") || name == "insert")
          addEscape(keyOf(var), facts::EscapeKind::StoredOutside, ref);
      }
    }
  }
}

} // namespace faultline::extract::walker
