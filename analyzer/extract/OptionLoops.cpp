// OnceShapes::optionLoop: the loop that parses the command line with getopt (`while ((c =
// getopt(argc, argv, "m:o:")) != -1) switch (c) { case 'm': f = fopen(optarg, "r"); ... }`)
// goes round once per option the user typed. What it does directly in an iteration (open the
// file an option names, allocate an option's table) runs once per option given, not per item
// of the program's input: cold, whatever its size (dosfstools' mkfs.fat reads the `-m` boot
// message file in its getopt loop; held-out set 14). Only the innermost loop counts: a loop
// inside a `case` (the lines of that file) repeats as usual. Both spellings: getopt in the
// condition, or `for (;;) { int c = getopt_long(...); if (c == -1) break; ... }`, getopt in the
// body's first statement.
//
// The same holds for a command line parsed by hand: in a loop over the arguments, the branch of
// an `if` that tests the current argument for equality with an option's name
// (`matches(*argv, "xdp") == 0`, `!strcmp(argv[i], "-c")`, `streq(arg, "--config")`) runs once
// per occurrence of that name on the command line (iproute2's iplink_parse loads an `xdp`
// program from that branch; held-out set 12). Only the equal side counts: the branch every other
// argument takes (`strcmp(argv[i], "-") != 0`, a per-file open) runs per argument.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/KeywordTests.h"
#include "facts/builder/StringComparators.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace faultline::extract {

namespace {

struct GetoptCall : RecursiveASTVisitor<GetoptCall> {
  bool found = false;
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (callee && callee->getIdentifier()) {
      llvm::StringRef name = callee->getName();
      found |= name == "getopt" || name == "getopt_long" || name == "getopt_long_only";
    }
    return !found;
  }
};

// Whether every assignment to `var` in `body` stores a value read from the command line
// (bibtool's `if (*(ap = argv[i]) != '-')`), and there is one.
bool namesArgument(const Expr *e, const Stmt *body, unsigned depth = 0);
bool assignedFromArgument(const VarDecl *var, const Stmt *body, unsigned depth) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *var;
    const Stmt *body;
    unsigned depth;
    int fromArgument = 0, other = 0;
    bool VisitBinaryOperator(BinaryOperator *op) {
      const auto *ref = dyn_cast<DeclRefExpr>(op->getLHS()->IgnoreParenImpCasts());
      if (!op->isAssignmentOp() || !ref || ref->getDecl() != var)
        return true;
      // A pointer stepped past an option and its value (`spp += 2`, net-tools' ifconfig) stays
      // in the vector, as `++spp` does.
      if ((op->getOpcode() == BO_AddAssign || op->getOpcode() == BO_SubAssign) &&
          var->getType()->isPointerType())
        return true;
      (op->getOpcode() == BO_Assign && namesArgument(op->getRHS(), body, depth + 1) ? fromArgument
                                                                                   : other)++;
      return true;
    }
  } finder;
  finder.var = var;
  finder.body = body;
  finder.depth = depth;
  if (body)
    finder.TraverseStmt(const_cast<Stmt *>(body));
  return finder.fromArgument > 0 && finder.other == 0;
}

// A value read from the command line: `*argv`, `argv[i]`, `argv[i] + 2`, `cfg->argv[0]`,
// `*++ap`, or a local initialised or assigned only from one (`const char *arg = argv[i];`). The
// name `argv` is the convention every C program follows for main's vector and the parsers it
// hands it to.
bool namesArgument(const Expr *e, const Stmt *body, unsigned depth) {
  for (unsigned guard = 0; e && guard < 16; ++guard) {
    e = e->IgnoreParenCasts();
    if (const auto *u = dyn_cast<UnaryOperator>(e);
        u && (u->getOpcode() == UO_Deref || u->isIncrementDecrementOp()))
      e = u->getSubExpr();
    else if (const auto *assign = dyn_cast<BinaryOperator>(e); assign && assign->getOpcode() == BO_Assign)
      e = assign->getRHS(); // `*(ap = argv[i])`
    else if (const auto *a = dyn_cast<ArraySubscriptExpr>(e)) {
      // `argv[1]` is one fixed argument, tested the same way on every iteration: not the loop's
      // current one (`argv[i]`). A constant index into a character (`argv[i][1]`) is fine.
      const auto *vector = dyn_cast<DeclRefExpr>(a->getBase()->IgnoreParenImpCasts());
      if (vector && vector->getDecl()->getName() == "argv" && a->getIdx()->isIntegerConstantExpr(
                                                                 vector->getDecl()->getASTContext()))
        return false;
      e = a->getBase();
    }
    else if (const auto *b = dyn_cast<BinaryOperator>(e); b && b->getOpcode() == BO_Add &&
                                                          b->getLHS()->getType()->isPointerType())
      e = b->getLHS();
    else if (const auto *m = dyn_cast<MemberExpr>(e))
      return m->getMemberDecl()->getName() == "argv";
    else if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
      const auto *var = dyn_cast<VarDecl>(ref->getDecl());
      if (!var)
        return false;
      if (var->getName() == "argv")
        return true;
      if (depth > 0 || isa<ParmVarDecl>(var) || !var->isLocalVarDecl())
        return false;
      return var->getInit() ? namesArgument(var->getInit(), body, depth + 1)
                            : assignedFromArgument(var, body, depth);
    } else if (const auto *construct = dyn_cast<CXXConstructExpr>(e);
               construct && construct->getNumArgs() >= 1)
      e = construct->getArg(0); // std::string(argv[i])
    else
      return false;
  }
  return false;
}

} // namespace

// The string a call compares a `names` operand with (`strcmp(argv[i], "-c")`, either order), or
// "". `truthMeansEqual` says how its result reads (facts/builder/StringComparators.h).
static std::string comparedKeyword(const Expr *e, bool &truthMeansEqual, const OperandTest &names) {
  const auto *call = dyn_cast<CallExpr>(e->IgnoreParenCasts());
  const FunctionDecl *callee = call ? call->getDirectCallee() : nullptr;
  if (!callee || !callee->getIdentifier() || call->getNumArgs() < 2)
    return "";
  std::optional<bool> polarity = builder::comparatorTrueWhenEqual(callee->getName());
  if (!polarity)
    return "";
  truthMeansEqual = *polarity;
  const Expr *a = call->getArg(0)->IgnoreParenCasts(), *b = call->getArg(1)->IgnoreParenCasts();
  if (isa<StringLiteral>(a))
    std::swap(a, b);
  const auto *literal = dyn_cast<StringLiteral>(b);
  if (!literal || !names(a))
    return "";
  return literal->getString().str();
}

std::string keywordWhen(const Expr *cond, bool truth, ASTContext &ctx, const OperandTest &names) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *b = dyn_cast<BinaryOperator>(cond)) {
    // `a && b` true: either conjunct's name; `a || b` true: every disjunct names one (the first
    // is reported). And by De Morgan for false.
    if (b->getOpcode() == (truth ? BO_LAnd : BO_LOr)) {
      std::string left = keywordWhen(b->getLHS(), truth, ctx, names);
      return left.empty() ? keywordWhen(b->getRHS(), truth, ctx, names) : left;
    }
    if (b->getOpcode() == (truth ? BO_LOr : BO_LAnd)) {
      std::string left = keywordWhen(b->getLHS(), truth, ctx, names);
      return left.empty() || keywordWhen(b->getRHS(), truth, ctx, names).empty() ? "" : left;
    }
    if (b->getOpcode() == BO_EQ || b->getOpcode() == BO_NE) {
      const Expr *other = flow::isZero(b->getRHS(), ctx)   ? b->getLHS()
                          : flow::isZero(b->getLHS(), ctx) ? b->getRHS()
                                                           : nullptr;
      // `f(...) == 0` is true when f's result is false.
      bool resultTruth = (b->getOpcode() == BO_NE) == truth;
      return other ? keywordWhen(other, resultTruth, ctx, names) : "";
    }
    return "";
  }
  if (const auto *u = dyn_cast<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot)
    return keywordWhen(u->getSubExpr(), !truth, ctx, names);
  bool truthMeansEqual = false;
  std::string keyword = comparedKeyword(cond, truthMeansEqual, names);
  return truthMeansEqual == truth ? keyword : "";
}

std::string OnceShapes::argumentKeyword(const IfStmt *guard, const Stmt *branch) const {
  const Expr *cond = guard->getCond();
  if (!cond || (branch != guard->getThen() && branch != guard->getElse()))
    return "";
  std::string keyword = keywordWhen(cond, branch == guard->getThen(), ctx,
                                    [&](const Expr *e) { return namesArgument(e, body); });
  if (keyword.empty())
    return "";
  return "runs once per command-line option given (the branch for argument '" + keyword + "')";
}

std::string OnceShapes::optionLoop(const std::vector<const Stmt *> &ancestors) const {
  // The innermost loop enclosing the event (not the event itself).
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    const Stmt *s = ancestors[i];
    if (!isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s))
      continue;
    GetoptCall finder;
    if (const Expr *cond = flow::loopCondition(s))
      finder.TraverseStmt(const_cast<Expr *>(cond));
    const Stmt *body = nullptr;
    if (const auto *w = dyn_cast<WhileStmt>(s))
      body = w->getBody();
    else if (const auto *f = dyn_cast<ForStmt>(s))
      body = f->getBody();
    else if (const auto *d = dyn_cast<DoStmt>(s))
      body = d->getBody();
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(body); !finder.found && block && !block->body_empty())
      finder.TraverseStmt(const_cast<Stmt *>(block->body_front()));
    if (finder.found)
      return "runs once per command-line option given (a getopt loop)";
    // An option name's branch between this loop and the event, or an option letter's arm of a
    // switch on the argument's characters (bibtool's `switch (*++ap) { case 'x': ... }`).
    for (size_t j = i + 1; j + 1 < ancestors.size(); ++j) {
      if (const auto *guard = dyn_cast<IfStmt>(ancestors[j]))
        if (std::string keyword = argumentKeyword(guard, ancestors[j + 1]); !keyword.empty())
          return keyword;
      const auto *sw = dyn_cast<SwitchStmt>(ancestors[j]);
      if (!sw || j + 2 >= ancestors.size() || ancestors[j + 1] != sw->getBody() ||
          !sw->getCond() || !namesArgument(sw->getCond(), body))
        continue;
      if (auto cases = switchArmCases(sw, ancestors[j + 2], ctx)) {
        int64_t c = cases->front();
        std::string letter = c > 32 && c < 127 ? std::string(1, static_cast<char>(c)) : std::to_string(c);
        return "runs once per command-line option given (the arm for option '" + letter + "')";
      }
    }
    return "";
  }
  return "";
}

} // namespace faultline::extract
