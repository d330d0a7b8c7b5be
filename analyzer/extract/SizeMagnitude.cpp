// SizeEvaluator's second half: the magnitude of an unknown size — an upper bound where one is
// provable and whether it can grow (facts/builder/SizeBound.h states the rule) — and the writes
// to locals and parameters it needs. Evaluating known sizes is in SizeEvaluator.cpp.
#include "extract/AccessPaths.h"
#include "extract/SizeEvaluator.h"

#include "facts/builder/CheckedBound.h"
#include "facts/builder/SizeFunctionModels.h"
#include "facts/builder/SizeFunctions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace faultline::extract {

namespace {

namespace mag = builder::magnitude;
using builder::Magnitude;

// The variable, parameter or `this` a value is reached from: p->a.b[i] -> p. Unlike
// GuardBounds.cpp's writtenRoot (which variable a store changes) this asks what the value grows
// with, so it also reports `this`, follows one rename of a parameter, and looks through implicit
// casts only: an explicit cast ends the path.
const Decl *rootOf(const Expr *e, bool &isThis) {
  isThis = false;
  const Expr *start = accessPathStart(e, CastsSkipped::Implicit);
  if (start && isa<CXXThisExpr>(start)) {
    isThis = true;
    return nullptr;
  }
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(start);
  if (!ref)
    return nullptr;
  // `T *const data = (T *)opaque;`: a const local pointer that only renames a parameter (a
  // callback's void *) stands for it.
  const auto *var = dyn_cast<VarDecl>(ref->getDecl());
  if (var && !isa<ParmVarDecl>(var) && var->getType()->isPointerType() &&
      var->getType().isConstQualified() && var->getInit())
    if (const auto *init = dyn_cast<DeclRefExpr>(var->getInit()->IgnoreParenCasts()))
      if (isa<ParmVarDecl>(init->getDecl()))
        return init->getDecl();
  return ref->getDecl();
}

bool isOneOf(llvm::StringRef name, std::initializer_list<llvm::StringRef> names) {
  for (llvm::StringRef n : names)
    if (name == n)
      return true;
  return false;
}

} // namespace

std::string SizeEvaluator::shortText(const Expr *e) const {
  std::string text = locations.text(e);
  if (text.size() > 40)
    text = text.substr(0, 37) + "...";
  return text;
}

Magnitude SizeEvaluator::typeBound(Magnitude m, QualType type, const std::string &what) {
  if (type.isNull() || !type->isIntegerType() || type->isDependentType())
    return m;
  unsigned width = ctx.getIntWidth(type);
  if (width == 0 || width >= 64)
    return m;
  bool isSigned = type->isSignedIntegerOrEnumerationType();
  uint64_t max = isSigned ? (uint64_t(1) << (width - 1)) - 1 : (uint64_t(1) << width) - 1;
  if (type->isBooleanType())
    max = 1;
  std::string typeName = type.getUnqualifiedType().getAsString(ctx.getPrintingPolicy());
  return mag::capAt(std::move(m), max, "'" + what + "' is " + typeName + ": at most " +
                                           std::to_string(max));
}

bool SizeEvaluator::holdsEntryValue(const ParmVarDecl *param, const Expr *use) {
  const Writes &w = writesOf(param);
  // The lambda captures and the collector's reasons for `mutated` that Writes does not see
  // (a by-reference capture) leave `first` unset: then nothing is known.
  if (w.first.isInvalid() ||
      !ctx.getSourceManager().isBeforeInTranslationUnit(use->getBeginLoc(), w.first))
    return false;
  // Not inside a loop of the function: a later write in the body would reach the next iteration.
  DynTypedNodeList parents = ctx.getParents(*use);
  for (unsigned guard = 0; !parents.empty() && guard < 256; ++guard) {
    const DynTypedNode &node = parents[0];
    if (const Stmt *s = node.get<Stmt>()) {
      if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s))
        return false;
      if (s == function->getBody())
        return true;
    } else if (!node.get<VarDecl>()) { // a local's initialiser: go on through its DeclStmt
      return false;
    }
    parents = ctx.getParents(node);
  }
  return false;
}

const SizeEvaluator::Writes &SizeEvaluator::writesOf(const VarDecl *var) {
  if (!writesCollected && function && function->getBody()) {
    writesCollected = true;
    class Collector : public RecursiveASTVisitor<Collector> {
    public:
      llvm::DenseMap<const VarDecl *, Writes> &out;
      const SourceManager &sources;
      Collector(llvm::DenseMap<const VarDecl *, Writes> &out, const SourceManager &sources)
          : out(out), sources(sources) {}
      static const VarDecl *var(const Expr *e) {
        if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr))
          return dyn_cast<VarDecl>(ref->getDecl());
        return nullptr;
      }
      void wrote(const VarDecl *v, SourceLocation at) {
        SourceLocation &first = out[v].first;
        if (first.isInvalid() || sources.isBeforeInTranslationUnit(at, first))
          first = at;
      }
      bool VisitBinaryOperator(BinaryOperator *op) {
        const VarDecl *v = op->isAssignmentOp() ? var(op->getLHS()) : nullptr;
        if (!v)
          return true;
        wrote(v, op->getBeginLoc());
        switch (op->getOpcode()) {
        case BO_MulAssign:
        case BO_ShlAssign: out[v].multiplied = true; break;
        default:
          out[v].assigned.push_back(op->getRHS());
          out[v].compound = out[v].compound || op->getOpcode() != BO_Assign;
          break;
        }
        return true;
      }
      bool VisitUnaryOperator(UnaryOperator *op) {
        if (const VarDecl *v = var(op->getSubExpr())) {
          if (op->isIncrementDecrementOp() ||
              (op->getOpcode() == UO_AddrOf && !v->getType().isConstQualified()))
            wrote(v, op->getBeginLoc());
          if (op->isIncrementDecrementOp())
            out[v].incremented = true;
          else if (op->getOpcode() == UO_AddrOf && !v->getType().isConstQualified()) {
            out[v].addressTaken = true;
            out[v].addressSites.push_back(op);
          }
        }
        return true;
      }
      bool VisitCallExpr(CallExpr *call) {
        const FunctionDecl *callee = call->getDirectCallee();
        for (unsigned i = 0; callee && i < call->getNumArgs() && i < callee->getNumParams(); ++i) {
          QualType type = callee->getParamDecl(i)->getType();
          if (type->isReferenceType() && !type.getNonReferenceType().isConstQualified())
            if (const VarDecl *v = var(call->getArg(i))) {
              out[v].addressTaken = true;
              out[v].addressSites.push_back(call);
              wrote(v, call->getBeginLoc());
            }
        }
        return true;
      }
    } collector(writes, ctx.getSourceManager());
    collector.TraverseStmt(const_cast<Stmt *>(function->getBody()));
  }
  return writes[var];
}

bool SizeEvaluator::assignedOnce(const VarDecl *var) {
  if (!var->hasLocalStorage() || var->hasInit() || isa<ParmVarDecl>(var) ||
      !var->getType()->isPointerType())
    return false;
  const Writes &w = writesOf(var);
  // `first` unset: the collector's other reasons (operator=, a by-reference capture, a
  // non-const reference argument the Writes walk did not see) leave nothing known.
  return w.first.isValid() && w.assigned.size() == 1 && !w.compound && !w.multiplied &&
         !w.incremented && !w.addressTaken;
}

Magnitude SizeEvaluator::variableMagnitude(const VarDecl *var, unsigned depth, const Expr *use) {
  std::string name = var->getName().str();
  if (builder::countsFewThings(name)) // `num_channels`, `nparent` (SizeFunctions.h)
    return typeBound(Magnitude::modest(), var->getType(), name);
  if (const auto *param = dyn_cast<ParmVarDecl>(var)) {
    // Judging a function's result: the caller checks what it passes (callMagnitude).
    if (parametersModest && !mutated.contains(param) && param->getType()->isIntegerType())
      return typeBound(Magnitude::modest(), var->getType(), name);
    return typeBound(Magnitude::large("grows with parameter '" + name + "'"), var->getType(), name);
  }
  if (visiting.contains(var) || depth > 2 * kMaxDepth)
    return typeBound(Magnitude::modest(), var->getType(), name);
  visiting.insert(var);
  Magnitude m;
  const Expr *init = var->getAnyInitializer();
  if (var->hasGlobalStorage() && !var->isStaticLocal()) {
    m = var->getType().isConstQualified() && init ? magnitude(init, depth + 1) : Magnitude::modest();
  } else if (!mutated.contains(var)) {
    m = init ? magnitude(init, depth + 1) : Magnitude::modest();
  } else {
    const Writes &w = writesOf(var);
    // Read into through its address only when an address-taking can run before this read: one
    // taken after the allocation (and not in a loop around it) cannot have filled it
    // (`buflen = 1000; buf = malloc(buflen); read_file(&buf, &buflen);`). Without a use, any.
    bool readInto = false;
    for (const Stmt *site : w.addressSites)
      readInto = readInto || !use || runsBefore(site, use);
    if (w.addressTaken && (readInto || w.addressSites.empty())) {
      m = Magnitude::large("read at run time into '" + name + "'");
    } else if (w.multiplied) {
      m = Magnitude::large("'" + name + "' is multiplied in place");
    } else {
      m = init ? magnitude(init, depth + 1) : Magnitude::constant(0);
      // Only values assigned before the read can reach it (`len = strlen(s) + 1; p =
      // malloc(len); len = mbsrtowcs(p, ...);`: the later count does not size the block).
      llvm::SmallVector<const Expr *, 4> assigned;
      for (const Expr *e : w.assigned)
        if (!use || runsBefore(e, use))
          assigned.push_back(e);
      for (const Expr *e : assigned)
        m = mag::either(m, magnitude(e, depth + 1));
      if (w.incremented || !assigned.empty()) {
        // Accumulated or counted: no bound survives, but it grows no faster than its parts.
        if (w.incremented || m.growth != Magnitude::Constant) {
          m.upper.reset();
          m.bound.clear();
          if (m.growth == Magnitude::Constant)
            m.growth = Magnitude::Modest;
        }
      }
    }
  }
  visiting.erase(var);
  return typeBound(std::move(m), var->getType(), name);
}

Magnitude SizeEvaluator::callMagnitude(const CallExpr *call, unsigned depth) {
  std::string text = shortText(call);
  llvm::StringRef name;
  if (const FunctionDecl *callee = call->getDirectCallee())
    if (const IdentifierInfo *id = callee->getIdentifier())
      name = id->getName();
  Magnitude m;
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    const CXXRecordDecl *record = member->getRecordDecl();
    std::string cls = record ? record->getQualifiedNameAsString() : "";
    if (isOneOf(name, {"size", "length", "count", "capacity", "tellg"})) {
      if (name == "tellg")
        return typeBound(Magnitude::large("read at run time: '" + text + "'"), call->getType(), text);
      if (cls.find("basic_string") != std::string::npos || cls.find("string_view") != std::string::npos)
        return typeBound(Magnitude::modest(), call->getType(), text); // a name, a path
      bool isThis = false;
      const Decl *root = rootOf(member->getImplicitObjectArgument(), isThis);
      if (isThis || isa_and_nonnull<ParmVarDecl>(root))
        return typeBound(Magnitude::large("grows with the element count of '" +
                                          shortText(member->getImplicitObjectArgument()) + "'"),
                         call->getType(), text);
      return typeBound(Magnitude::modest(), call->getType(), text);
    }
  }
  if (builder::isStringLength(name) && call->getNumArgs() >= 1) {
    const Expr *arg = call->getArg(0)->IgnoreParenImpCasts();
    if (const auto *literal = dyn_cast<StringLiteral>(arg))
      return Magnitude::constant(literal->getLength());
    m = Magnitude::modest();
    if (const auto *array = ctx.getAsConstantArrayType(arg->getType())) {
      uint64_t n = array->getSize().getZExtValue();
      if (n > 0)
        m = Magnitude::modest(n - 1, "'" + shortText(arg) + "' holds " + std::to_string(n) +
                                         " characters");
    }
    if (call->getNumArgs() >= 2 && (name == "strnlen" || name == "wcsnlen"))
      m = mag::minOf(m, magnitude(call->getArg(1), depth + 1));
    return typeBound(std::move(m), call->getType(), text);
  }
  // A configured size function of an argument that is not constant (its constant results are
  // evaluate()'s): as large as the argument, plus the library's documented margin.
  if (const SizeFunctionSpec *spec = sizeFunction(call); spec && builder::boundArgument(*spec) >= 0 &&
                                                         unsigned(builder::boundArgument(*spec)) < call->getNumArgs()) {
    m = magnitude(call->getArg(builder::boundArgument(*spec)), depth + 1);
    if (m.upper)
      m.upper = builder::sizeFunctionUpper(*spec, *m.upper);
    return m;
  }
  if (auto bound = builder::documentedResultBound(name))
    return Magnitude::modest(bound->upper, bound->why);
  if (int i = builder::resultAtMostArgument(name); i >= 0 && unsigned(i) < call->getNumArgs())
    return mag::minOf(Magnitude::modest(), magnitude(call->getArg(i), depth + 1));
  if (builder::readsAtRunTime(name))
    return typeBound(Magnitude::large("read at run time: '" + text + "'"), call->getType(), text);
  if (call->getNumArgs() == 2 && isOneOf(name, {"min", "MIN", "max", "MAX"})) {
    Magnitude a = magnitude(call->getArg(0), depth + 1), b = magnitude(call->getArg(1), depth + 1);
    return typeBound(name.lower() == "min" ? mag::minOf(a, b) : mag::either(a, b), call->getType(),
                     text);
  }
  if (builder::countsFewThings(name)) // `WavpackGetNumChannels(wpc)`, `png_get_channels(...)`
    return typeBound(Magnitude::modest(), call->getType(), text);
  // Another function: it grows with an argument that can grow, and a count it reads out of an
  // object (`llama_vocab_n_tokens(vocab)`, `ZSTD_getFrameContentSize(src, n)`) is as large as
  // that object's contents: only string lengths are known to stay modest.
  m = Magnitude::modest();
  bool fromObject = false;     // large because it is given an object
  bool fromArgument = false;   // large because of an integer argument
  for (const Expr *arg : call->arguments()) {
    QualType type = arg->IgnoreParenImpCasts()->getType();
    if (type->isPointerType() && !type->getPointeeType()->isAnyCharacterType() &&
        !arg->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull)) {
      if (!fromObject)
        m = Magnitude::large("returned by '" + text + "' from the object it is given");
      fromObject = true;
      if (!deferredCalls)
        break;
      continue; // the integer arguments still decide whether deferring is sound
    }
    if (!type->isIntegerType())
      continue;
    Magnitude a = magnitude(arg, depth + 1);
    if (a.growth == Magnitude::Large) {
      m = Magnitude::large(a.why);
      fromArgument = true;
      break;
    }
    // A size computed from a large constant (LZ4_compressBound(8 MiB)) is of that order.
    if (a.isConstant() && *a.upper >= builder::kLargeConstantArgument) {
      m = Magnitude::large("computed by '" + text + "' from " + std::to_string(*a.upper));
      fromArgument = true;
      break;
    }
  }
  // Only the object made it large, and the program may define the callee: whether its result
  // is a string length is for the join to say.
  if (deferredCalls && fromObject && !fromArgument) {
    std::string key = calleeKey(call->getDirectCallee());
    if (!key.empty()) {
      deferredCalls->push_back(std::move(key));
      m = Magnitude::modest();
    }
  }
  return typeBound(std::move(m), call->getType(), text);
}

namespace {
// The length of a counted string: an integer field of a small record whose only other data is a
// pointer to characters (nginx's ngx_str_t {len, data}, a {char *ptr; size_t n} slice). Such a
// length is a name's or a path's, as strlen's would be.
bool isStringLengthField(const FieldDecl *field) {
  if (!field->getType()->isIntegerType())
    return false;
  const RecordDecl *record = field->getParent();
  unsigned fields = 0;
  bool characters = false;
  for (const FieldDecl *f : record->fields()) {
    ++fields;
    QualType type = f->getType();
    if (type->isPointerType() && type->getPointeeType()->isCharType())
      characters = true;
    else if (f != field)
      return false;
  }
  return characters && fields == 2;
}
} // namespace

Magnitude SizeEvaluator::leafMagnitude(const Expr *e, unsigned depth) {
  std::string text = shortText(e);
  if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl())) {
      if (scanCountMemo(ref)) // a string length counted by a scan (GuardBounds.cpp)
        return typeBound(Magnitude::modest(), e->getType(), text);
      return variableMagnitude(var, depth, ref);
    }
    return typeBound(Magnitude::modest(), e->getType(), text);
  }
  bool isThis = false;
  if (const auto *member = dyn_cast<MemberExpr>(e)) {
    const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
    std::string fieldName = member->getMemberDecl()->getNameAsString();
    Magnitude m;
    const Decl *root = rootOf(member->getBase(), isThis);
    const auto *rootVar = dyn_cast_or_null<VarDecl>(root);
    if (fieldName == "st_size" || fieldName == "st_blocks")
      m = Magnitude::large("read at run time: '" + text + "'");
    else if (field && isStringLengthField(field))
      m = Magnitude::modest(); // name->len of a {len, data} string: names and paths
    else if (builder::countsFewThings(fieldName))
      m = Magnitude::modest(); // `hdr->channels`, `img->numcomps` (SizeFunctions.h)
    else if (isThis)
      m = Magnitude::large("member '" + fieldName + "' of the object");
    else if (isa_and_nonnull<ParmVarDecl>(root))
      m = Magnitude::large("field '" + fieldName + "' of parameter '" +
                           rootVar->getNameAsString() + "'");
    else if (rootVar && rootVar->hasLocalStorage() &&
             (mutated.contains(rootVar) || writesOf(rootVar).addressTaken) &&
             !assignedOnce(rootVar))
      m = Magnitude::large("read at run time into '" + rootVar->getNameAsString() + "'");
    else
      m = Magnitude::modest();
    if (field && field->isBitField() && !field->isZeroLengthBitField(ctx)) {
      unsigned width = field->getBitWidthValue(ctx);
      if (width < 64)
        m = mag::capAt(std::move(m), (uint64_t(1) << width) - 1,
                       "'" + fieldName + "' is a " + std::to_string(width) + "-bit field");
    }
    return typeBound(std::move(m), e->getType(), text);
  }
  if (isa<ArraySubscriptExpr>(e) || (isa<UnaryOperator>(e) &&
                                     cast<UnaryOperator>(e)->getOpcode() == UO_Deref)) {
    if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e)) { // `nparents[i]`
      const Expr *base = subscript->getBase()->IgnoreParenImpCasts();
      const NamedDecl *array = nullptr;
      if (const auto *ref = dyn_cast<DeclRefExpr>(base))
        array = ref->getDecl();
      else if (const auto *member = dyn_cast<MemberExpr>(base))
        array = member->getMemberDecl();
      if (array && array->getIdentifier() && builder::countsFewThings(array->getName()))
        return typeBound(Magnitude::modest(), e->getType(), text);
    }
    const Decl *root = rootOf(e, isThis);
    Magnitude m = Magnitude::modest();
    if (isThis || isa_and_nonnull<ParmVarDecl>(root))
      m = Magnitude::large("read through '" + shortText(e) + "', which the caller provides");
    return typeBound(std::move(m), e->getType(), text);
  }
  return typeBound(Magnitude::modest(), e->getType(), text);
}

bool SizeEvaluator::scanCountMemo(const DeclRefExpr *use) {
  if (auto known = scanCounts.find(use); known != scanCounts.end())
    return known->second;
  bool counted = scanCount(use);
  scanCounts[use] = counted;
  return counted;
}

Magnitude SizeEvaluator::magnitude(const Expr *e, unsigned depth) {
  if (!e || depth > 3 * kMaxDepth || e->isValueDependent() || e->containsErrors())
    return Magnitude::modest();
  // The step budget (kMaxSteps): set afresh by the outermost query, shared by all it asks.
  if (queryNesting == 0)
    stepsLeft = kMaxSteps;
  if (stepsLeft == 0)
    return Magnitude::modest();
  --stepsLeft;
  ++queryNesting;
  Magnitude m = judgeMagnitude(e, depth);
  --queryNesting;
  return m;
}

Magnitude SizeEvaluator::judgeMagnitude(const Expr *e, unsigned depth) {
  {
    Trace trace;
    if (auto v = evaluate(e, trace, 0); v && *v >= 0)
      return Magnitude::constant(static_cast<uint64_t>(*v));
  }
  e = e->IgnoreParens();
  Magnitude m = shapeMagnitude(e, depth);
  if (!m.isConstant())
    if (auto checked = checkedBound(e))
      m = mag::checkedAt(std::move(m), checked->upper, checked->why);
  return m;
}

Magnitude SizeEvaluator::shapeMagnitude(const Expr *e, unsigned depth) {
  if (const auto *cast = dyn_cast<CastExpr>(e)) {
    Magnitude m = magnitude(cast->getSubExpr(), depth + 1);
    QualType to = cast->getType(), from = cast->getSubExpr()->getType();
    if (to->isIntegerType() && from->isIntegerType() && ctx.getIntWidth(to) < ctx.getIntWidth(from))
      m = typeBound(std::move(m), to, shortText(cast->getSubExpr()) + "' converted to '" +
                                           to.getAsString(ctx.getPrintingPolicy()));
    return m;
  }
  if (const auto *op = dyn_cast<BinaryOperator>(e)) {
    if (op->getOpcode() == BO_Comma)
      return magnitude(op->getRHS(), depth + 1);
    if (op->isComparisonOp() || op->isLogicalOp())
      return Magnitude::modest(1, "a truth value");
    if (op->isAssignmentOp())
      return magnitude(op->getRHS(), depth + 1);
    if (auto token = tokenDistance(op, depth))
      return *token;
    Magnitude a = magnitude(op->getLHS(), depth + 1), b = magnitude(op->getRHS(), depth + 1);
    switch (op->getOpcode()) {
    case BO_Add: return mag::add(a, b);
    case BO_Sub: return mag::sub(a, b);
    case BO_Mul: return mag::mul(a, b, shortText(op->getLHS()), shortText(op->getRHS()));
    case BO_Div: return mag::div(a, b);
    case BO_Rem: return mag::rem(a, b);
    case BO_And: return mag::bitAnd(a, b);
    case BO_Or: return mag::bitOr(a, b, false);
    case BO_Xor: return mag::bitOr(a, b, true);
    case BO_Shl: return mag::shl(a, b, shortText(op->getLHS()), shortText(op->getRHS()));
    case BO_Shr: return mag::shr(a, b);
    default: return Magnitude::modest();
    }
  }
  if (const auto *cond = dyn_cast<ConditionalOperator>(e)) {
    const Expr *t = cond->getTrueExpr(), *f = cond->getFalseExpr();
    Magnitude mt = magnitude(t, depth + 1), mf = magnitude(f, depth + 1);
    // MIN(a, b) as a macro: a < b ? a : b, or a > b ? b : a.
    if (const auto *test = dyn_cast<BinaryOperator>(cond->getCond()->IgnoreParenImpCasts())) {
      const Expr *l = test->getLHS(), *r = test->getRHS();
      auto sameOperand = [&](const Expr *a, const Expr *b) {
        Trace ta, tb;
        auto va = evaluate(a, ta, 0), vb = evaluate(b, tb, 0);
        if (va || vb)
          return va && vb && *va == *vb;
        const Expr *x = a->IgnoreParenImpCasts(), *y = b->IgnoreParenImpCasts();
        const auto *rx = dyn_cast<DeclRefExpr>(x), *ry = dyn_cast<DeclRefExpr>(y);
        if (rx && ry)
          return rx->getDecl() == ry->getDecl();
        return Expr::isSameComparisonOperand(x, y);
      };
      bool same = sameOperand(l, t) && sameOperand(r, f);
      bool swapped = sameOperand(l, f) && sameOperand(r, t);
      BinaryOperatorKind k = test->getOpcode();
      bool less = k == BO_LT || k == BO_LE, greater = k == BO_GT || k == BO_GE;
      if ((same && less) || (swapped && greater))
        return mag::minOf(mt, mf);
    }
    return mag::either(mt, mf);
  }
  if (const auto *op = dyn_cast<UnaryOperator>(e)) {
    switch (op->getOpcode()) {
    case UO_Plus: return magnitude(op->getSubExpr(), depth + 1);
    case UO_LNot: return Magnitude::modest(1, "a truth value");
    case UO_Deref: return leafMagnitude(e, depth);
    default: return typeBound(Magnitude::modest(), e->getType(), shortText(e));
    }
  }
  if (const auto *call = dyn_cast<CallExpr>(e))
    return callMagnitude(call, depth);
  if (const auto *temp = dyn_cast<MaterializeTemporaryExpr>(e))
    return magnitude(temp->getSubExpr(), depth + 1);
  if (const auto *cleanups = dyn_cast<ExprWithCleanups>(e))
    return magnitude(cleanups->getSubExpr(), depth + 1);
  return leafMagnitude(e, depth);
}

} // namespace faultline::extract
