// Sizes of allocations: Clang's constant evaluator first, then simple data flow inside the
// function (a local or file-scope variable initialised once and never written again stands for
// its initialiser), then honest "unknown" with the expression's text and, when it comes from a
// parameter, which one (the cross-function join resolves those from constant call arguments).
#pragma once

#include "extract/Extractor.h"
#include "extract/Locations.h"
#include "facts/Facts.h"
#include "facts/builder/ProductSize.h"
#include "facts/builder/SizeBound.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ArraySubscriptExpr;
class ASTContext;
class BinaryOperator;
class CallExpr;
class Expr;
class FunctionDecl;
class MemberExpr;
class Stmt;
class VarDecl;
class QualType;
} // namespace clang

namespace faultline::extract {

// Variables whose value may change after their initialisation: assigned, incremented, address
// taken, bound to a non-const reference or captured by reference.
llvm::DenseSet<const clang::VarDecl *> collectMutatedVariables(const clang::Stmt *body);

class SizeEvaluator {
public:
  // `options`, when given, brings the configured size functions (library models' results:
  // SizeFunctionModels.h).
  SizeEvaluator(clang::ASTContext &ctx, Locations &locations, const clang::FunctionDecl *function,
                const llvm::DenseSet<const clang::VarDecl *> &mutated,
                const ExtractOptions *options = nullptr)
      : ctx(ctx), locations(locations), function(function), mutated(mutated), options(options) {}

  // The product of `factors` times `elementSize` bytes. `elementType` names the element for the
  // expression text ("n * sizeof(double)"); empty when elementSize is 1.
  facts::Size size(llvm::ArrayRef<const clang::Expr *> factors, uint64_t elementSize = 1,
                   const std::string &elementType = "");

  // An integer value, if the evaluator or local data flow can tell it.
  std::optional<uint64_t> value(const clang::Expr *e);
  // The same read as an allocation's size reads it (reaching definitions, stored fields, tables),
  // with how it was found: for a value stored into a field (FieldStores.h), where the magnitude
  // of an unknown one is not needed.
  std::optional<int64_t> sizedValue(const clang::Expr *e, std::string &derivation);

  // A constant, or an affine function of one parameter of the function (n, 4 * n + 64), for
  // call arguments and sizes that the cross-function join resolves at hot call sites.
  std::optional<facts::SymbolicValue> symbolic(const clang::Expr *e, unsigned depth = 0);

  uint64_t sizeOf(clang::QualType type) const;

  // Whether the integer result of the function is a string length (FunctionFacts::
  // returnsStringLength): every `return` of it returns a value that cannot grow large, with its
  // unmodified integer parameters counted as modest (the caller's evaluator checks the
  // arguments) and calls of other functions given an object deferred to the join, their keys
  // added to `conditions` (StringLengthResult.cpp).
  bool returnsStringLength(std::vector<std::string> &conditions);

  // An upper bound of an integer value and whether it can grow large (facts/builder/SizeBound.h):
  // what an unknown size is made of.
  builder::Magnitude magnitude(const clang::Expr *e, unsigned depth = 0);

  // A parameter read before anything writes it, outside any loop: it still holds the caller's
  // value there (`std::string prefix(depth * 2, ' '); ++depth;`).
  bool holdsEntryValue(const clang::ParmVarDecl *param, const clang::Expr *use);

private:
  builder::Magnitude shapeMagnitude(const clang::Expr *e, unsigned depth);
  builder::Magnitude judgeMagnitude(const clang::Expr *e, unsigned depth); // magnitude's work
  // The bound a test the function already made proves for `e` where it is read: on every path
  // to `e` a test `e > K` (`e >= K`, `K < e`, `e <= K`, ...) was passed by its in-range branch
  // and no variable of `e` was written since (a must-analysis over Clang's CFG,
  // GuardBounds.cpp). With the reason quoted in the note.
  struct CheckedBound {
    uint64_t upper;
    std::string why;
  };
  std::optional<CheckedBound> checkedBound(const clang::Expr *e); // memoised
  std::optional<CheckedBound> judgeCheckedBound(const clang::Expr *e);
  // Whether the statement `site` can run before `use` is evaluated, on some path of the
  // function's CFG (true when the CFG cannot tell): an address taken only after an allocation,
  // and not before it on a later iteration, cannot have filled the variable it sizes.
  bool runsBefore(const clang::Stmt *site, const clang::Expr *use);
  // Whether the local `use` reads holds, on every path reaching it, a count started at 0 and
  // stepped by one only in loops whose condition reads a character (`n = 0; while (p[n] != 0)
  // ++n;`): a string's length measured by a scan, as modest as strlen (GuardBounds.cpp).
  bool scanCount(const clang::DeclRefExpr *use);
  struct GuardFlow; // the CFG, its elements' positions and the guards found in it
  GuardFlow &guardFlow();
  std::shared_ptr<GuardFlow> flow; // shared_ptr: GuardFlow is complete only in GuardBounds.cpp
  bool assigning = false; // checkedBound is judging a clamp's assigned value (no re-entry)
  // Depth bounds the walk through variable initialisers (n = m * 2, m = k + 1, ...).
  static constexpr unsigned kMaxDepth = 8;
  // Depth alone does not bound the work: a variable written in many places, each reading
  // several variables written in many places (MD5's and SHA-256's unrolled rounds, a = b +
  // rotl(a + f(b, c, d) + x[i], s), 64 times over 4 or 8 variables), makes the walk a tree of
  // fan-out in the hundreds, hours deep. So one outermost magnitude() query, with everything it
  // asks, costs at most kMaxSteps magnitude() calls; past that every part not yet judged counts
  // as modest, the answer the walk already gives a cycle or the depth limit: a size is then
  // reported only for what was judged large (say less, never more). Counted in magnitude().
  static constexpr unsigned kMaxSteps = 20000;
  unsigned stepsLeft = 0;
  unsigned queryNesting = 0;
  // scanCount depends only on the read: memoised, it is one CFG walk per read, not per visit.
  llvm::DenseMap<const clang::DeclRefExpr *, bool> scanCounts;
  bool scanCountMemo(const clang::DeclRefExpr *use);
  builder::Magnitude leafMagnitude(const clang::Expr *e, unsigned depth);
  // `use`: the reference being sized, when there is one (an address taken only after it does
  // not count).
  builder::Magnitude variableMagnitude(const clang::VarDecl *var, unsigned depth,
                                       const clang::Expr *use = nullptr);
  builder::Magnitude callMagnitude(const clang::CallExpr *call, unsigned depth);
  // While set, a call of a function that is large only because it is given a pointer to an
  // object (not through an integer argument) counts as modest, its callee's key added here:
  // the join decides whether that function returns a string length (Size::growthCalls).
  std::vector<std::string> *deferredCalls = nullptr;
  // While set, an unmodified integer parameter counts as modest (returnsStringLength).
  bool parametersModest = false;
  // The callee's key for the join (as ProgramIndex::keyOf), "" when it has none.
  std::string calleeKey(const clang::FunctionDecl *callee) const;
  builder::Magnitude typeBound(builder::Magnitude m, clang::QualType type, const std::string &what);
  std::string shortText(const clang::Expr *e) const;
  // `end - start` of two character pointers where `end` scanned `start`'s string for a
  // delimiter: a token's length, Modest like a strlen; nullopt otherwise (TokenDistance.cpp).
  std::optional<builder::Magnitude> tokenDistance(const clang::BinaryOperator *op, unsigned depth);
  bool scansToDelimiter(const clang::VarDecl *var, unsigned depth);
  void pointerOrigins(const clang::VarDecl *var, llvm::SmallPtrSetImpl<const clang::VarDecl *> &out,
                      unsigned depth);
  // Writes to a local that changes after its initialiser: assigned values, compound operators,
  // and whether its address is taken (read into). Collected on first use.
  struct Writes {
    llvm::SmallVector<const clang::Expr *, 4> assigned; // `v = e`, `v += e`
    bool multiplied = false; // v *= e, v <<= e
    bool incremented = false;
    bool compound = false; // v += e, v -= e, ... (not a plain `v = e`)
    bool addressTaken = false; // &v, a non-const reference: read into at run time
    llvm::SmallVector<const clang::Stmt *, 2> addressSites; // where (the `&v`, the call)
    clang::SourceLocation first; // the earliest write in source order
  };
  // A local pointer declared without a value and then assigned exactly once by a plain `v = e`: it holds
  // that one value, as if initialised with it (`ngx_path_t *path; ... path = cache->path;`).
  bool assignedOnce(const clang::VarDecl *var);
  // Otherwise, when its only writes are constant steps run once per call (`++depth;` directly in
  // the body), the sum of the steps before `use`: it holds the caller's value plus that
  // (ParameterOffset.cpp).
  std::optional<int64_t> entryOffset(const clang::ParmVarDecl *param, const clang::Expr *use);
  bool testsForZero(const clang::Expr *cond, int parameter) const;
  const Writes &writesOf(const clang::VarDecl *var);
  llvm::DenseMap<const clang::VarDecl *, Writes> writes;
  bool writesCollected = false;
  llvm::DenseSet<const clang::VarDecl *> visiting;

  // Set while size() reads an allocation's size: only then do reaching definitions and stored
  // fields count (reachingConstant, storedConstant).
  bool sizing = false;
  using Trace = builder::SizeTrace;
  std::optional<int64_t> evaluate(const clang::Expr *e, Trace &trace, unsigned depth);
  // The value a local written after its initialiser holds where `use` reads it, when every
  // definition reaching that read on Clang's CFG (the initialiser, a plain `v = e`) stores the
  // same constant (tinyproxy's `size = 8192; buf = malloc(size); while (...)
  // { ... size = n + 1; realloc(buf, size); }` allocates 8 KiB). ReachingConstants.cpp.
  std::optional<int64_t> reachingConstant(const clang::DeclRefExpr *use, Trace &trace,
                                          unsigned depth);
  // A field of a local object (`q->nLength`) read where every path has just stored a constant
  // in it, with no call given the object in between (ReachingConstants.cpp).
  std::optional<int64_t> storedConstant(const clang::MemberExpr *use, Trace &trace,
                                        unsigned depth);
  // An entry of a constant table (`static const size_t sizes[] = {...}`) at an index the
  // evaluator knows, or at a global index read as its initial value (`sizes[g_level]`, `static
  // int g_level = 3;`: the derivation says it assumed so). TableLookups.cpp.
  std::optional<int64_t> tableEntry(const clang::ArraySubscriptExpr *lookup, Trace &trace,
                                    unsigned depth);
  struct Definition {
    const clang::Expr *value;
    clang::SourceLocation where;
  };
  std::optional<int64_t> commonDefinition(const std::vector<Definition> &definitions,
                                           const std::string &name, Trace &trace,
                                           unsigned depth);

  clang::ASTContext &ctx;
  Locations &locations;
  const clang::FunctionDecl *function;
  const llvm::DenseSet<const clang::VarDecl *> &mutated;
  const ExtractOptions *options;

  // A call of a configured size function (ZSTD_CStreamOutSize(), LZ4_compressBound(n)) whose
  // body is out of sight: its documented result. SizeFunctionModels.h.
  const extract::SizeFunctionSpec *sizeFunction(const clang::CallExpr *call) const;
  std::optional<int64_t> sizeFunctionValue(const clang::CallExpr *call, Trace &trace,
                                           unsigned depth);
};

} // namespace faultline::extract
