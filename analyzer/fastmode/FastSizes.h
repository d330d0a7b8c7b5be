// Sizes and integer values from syntax alone: literal arithmetic, sizeof of builtin types (x86-64
// LP64, as Clang computes them on this platform) and of structs defined in the same file,
// enumerators, object-like #defines, and variables initialised once (locals never written again,
// file-scope constants). Anything else is unknown, with the expression's text and, when it comes
// from a parameter, which one: the same contract as analyzer/extract/SizeEvaluator.h.
#pragma once

#include "extract/Extractor.h"
#include "facts/Facts.h"
#include "facts/builder/ProductSize.h"
#include "facts/builder/SizeBound.h"
#include "fastmode/FileConstants.h"

#include <functional>
#include <map>
#include <unordered_map>
#include <optional>
#include <string>
#include <vector>

namespace faultline::fastmode {

// What a name means where it is used, as the walker resolves it.
struct Binding {
  enum Kind { Unknown, Parameter, Variable, Macro, Enumerator, Type } kind = Unknown;
  int parameter = -1;
  NodeRef init;      // Variable (only when written once) and Macro
  std::string name;  // for derivations: "n = 1 << 20 (line 8)"
  unsigned line = 0;
  int64_t value = 0; // Enumerator
  bool integer = true; // false for pointers, arrays, class types
  bool mutated = false; // assigned, incremented or address taken somewhere in the function
  uint32_t firstWrite = UINT32_MAX; // when mutated: where the earliest write starts (byte)
  // When every write is a constant step run once per call (a statement directly in the body:
  // `++depth;`), the steps as (byte, step): a later read holds the entry value plus the steps
  // before it (as SizeEvaluator::entryOffset on the Clang side). Empty otherwise.
  std::vector<std::pair<uint32_t, int64_t>> entrySteps;
  // A local pointer declared without a value and then assigned exactly once by a plain
  // `v = e` (as SizeEvaluator::assignedOnce): it holds that one value, as if initialised with it.
  bool assignedOnce = false;
  // A local whose address goes only to an argument parser's optional outputs: it holds `init`
  // when the caller omits the argument; this note says so in derivations (FastParserDefaults.cpp).
  std::string keptDefault;
  // A mutated integer local written only by plain `v = e` (no `+=`, `++`, `&v`): its
  // initialiser, when it has one, and every assigned value, in source order; empty otherwise.
  // Its magnitude is the largest of them, as SizeEvaluator::variableMagnitude's on the Clang side.
  std::vector<NodeRef> assigned;
  bool assignedFromZero = false; // declared without a value (the Clang side starts from 0)
  const fastmode::Variable *variable = nullptr; // Variable: its declaration (for sizeof v, *v)
  const SyntaxTree *tree = nullptr;             // where `variable` lives
};

class Names {
public:
  virtual ~Names() = default;
  virtual Binding lookup(std::string_view name) const = 0;
  // The join's key of the function a call names (as CallSite::calleeUsr), "" when unknown.
  virtual std::string functionKey(std::string_view) const { return ""; }
};

// File-scope names only (lookupFileName): what a file-scope initialiser, an enumerator or a
// header's record layout may use, outside any function.
class FileScopeNames : public Names {
public:
  explicit FileScopeNames(const FileScope &scope) : scope(scope) {}
  Binding lookup(std::string_view name) const override { return lookupFileName(scope, name); }

private:
  const FileScope &scope;
};

class Evaluator {
public:
  // `options`, when given, brings the configured size functions (library models' results:
  // facts/builder/SizeFunctionModels.h), as on the Clang side.
  Evaluator(const FileScope &file, const Names &names,
            const extract::ExtractOptions *options = nullptr)
      : file(file), names(names), options(options) {}

  // The product of `factors` times `elementSize` bytes, as analyzer/extract's SizeEvaluator::size.
  facts::Size size(const std::vector<NodeRef> &factors, uint64_t elementSize = 1,
                   const std::string &elementType = "");
  std::optional<uint64_t> value(NodeRef e);
  // A known non-negative value with how it was found (SizeEvaluator::sizedValue's counterpart),
  // for a value stored into a field (FastFieldStores.cpp).
  std::optional<int64_t> sizedValue(NodeRef e, std::string &derivation);
  std::optional<facts::SymbolicValue> symbolic(NodeRef e, unsigned depth = 0);
  // An upper bound and whether the value can grow large, as SizeEvaluator::magnitude (the
  // rule is in facts/builder/SizeBound.h); from syntax alone.
  builder::Magnitude magnitude(NodeRef e, unsigned depth = 0);
  // The magnitude of a value the function returns, as SizeEvaluator::returnsStringLength judges
  // each `return` on the Clang side: unmodified integer parameters count as modest (the caller
  // checks its arguments) and calls large only because they are given an object are deferred
  // to the join, their keys added to `conditions`.
  builder::Magnitude resultMagnitude(NodeRef e, std::vector<std::string> &conditions);
  // A null pointer constant: NULL, nullptr, 0, (void *)0.
  bool isNull(NodeRef e) const;

  // sizeof a type given by its specifier and an (abstract) declarator, 0 when unknown.
  uint64_t sizeOfType(const SyntaxTree &tree, int type, int declarator, unsigned depth = 0) const;
  // sizeof a type named by text alone ("double", "uint8_t", "struct S", "Big"), 0 when unknown.
  uint64_t sizeOfNamedType(std::string_view name, unsigned depth = 0) const;
  // Size and alignment of a record or typedef this file defines (HeaderRecords.h reads a
  // header's this way); false when it cannot be laid out.
  bool namedTypeLayout(const std::string &name, uint64_t &size, uint64_t &align) const;
  // The sizes of the fields of a record or typedef of a record this file defines, by field name
  // (HeaderRecords.h reads a header's this way, for `sizeof *p->f` in the files that include
  // it); false when `name` is no such record.
  bool recordFieldSizes(const std::string &name, std::unordered_map<std::string, FieldSizes> &out) const;
  // Whether `e` sits in a loop of the function (a later write would reach it next time round).
  bool insideLoop(NodeRef e) const;

private:
  // Bounds the walk through initialisers and typedefs, as SizeEvaluator's kMaxDepth does.
  static constexpr unsigned kMaxDepth = 16;
  std::string parameterAliased(const Binding &b); // see FastMagnitude.cpp
  bool searchedFrom(NodeRef end, NodeRef start); // see FastMagnitude.cpp
  // A field of a local or parameter (`q->nLength`, `s.len`) read where the statements before it
  // on the straight-line path store a constant in it, with no call given the variable and no
  // other write of it in between (FastStoredValues.cpp; ReachingConstants.cpp on the Clang side).
  std::optional<int64_t> storedConstant(NodeRef use, builder::SizeTrace &trace, unsigned depth);
  // An entry of a constant table at a known index, or at a global index read as its initial
  // value (FastTableLookups.cpp; TableLookups.cpp on the Clang side).
  std::optional<int64_t> tableEntry(NodeRef lookup, builder::SizeTrace &trace, unsigned depth);
  std::optional<int64_t> headerTableEntry(NodeRef lookup, const std::string &table, int indexNode,
                                          builder::SizeTrace &trace, unsigned depth);
  bool testsForZero(NodeRef cond, int parameter);
  using Trace = builder::SizeTrace;
  std::optional<int64_t> evaluate(NodeRef e, Trace &trace, unsigned depth);
  std::optional<int64_t> evaluateSizeof(NodeRef e, unsigned depth);
  builder::Magnitude shapeMagnitude(NodeRef e, unsigned depth);
  builder::Magnitude nameMagnitude(NodeRef e, unsigned depth);
  // A bound an earlier `if (x > K) <leave>;` of the same or an enclosing block proves for `e`
  // where it is read, with no write to x's variable in between (FastGuardBounds.cpp; the CFG
  // analysis of SizeEvaluator::checkedBound on the Clang side). With its reason.
  std::optional<std::pair<uint64_t, std::string>> checkedBound(NodeRef e);
  builder::Magnitude callMagnitude(NodeRef e, unsigned depth);
  uint64_t alignOfType(const SyntaxTree &tree, int type, int declarator, unsigned depth) const;
  // sizeOfType's declarator part: pointers, arrays and functions applied to the specifier.
  // `dereferenced`: the size of `*v` (or `v[0]`) for a variable so declared, which removes the
  // constructor nearest the name (`int (*F)[256]`: *F is int[256]; `int *a[N]`: a[0] a pointer);
  // 0 when that is no pointer or array.
  uint64_t sizeThroughDeclarator(const SyntaxTree &tree, int type, int declarator, unsigned depth,
                                 bool dereferenced = false) const;
  // `sizeof p->f` / `sizeof *p->f` (`dereferenced`): the field's declared size, when p is a
  // variable whose type is a struct of this file or of a header it includes (or a typedef of
  // one); 0 otherwise.
  uint64_t sizeOfField(const SyntaxTree &tree, int fieldExpression, bool dereferenced, unsigned depth);
  // The size of field `name` of the record specifier `record` (with body), 0 when unknown.
  uint64_t sizeOfMember(const SyntaxTree &tree, int record, std::string_view name, bool dereferenced,
                        unsigned depth) const;
  // Each field of the record specifier `record`: its name, type specifier and declarator.
  void forEachField(const SyntaxTree &tree, int record,
                    const std::function<void(std::string_view, int, int)> &visit) const;
  bool recordLayout(const SyntaxTree &tree, int specifier, unsigned depth, uint64_t &size,
                    uint64_t &align) const;

  const FileScope &file;
  const Names &names;
  const extract::ExtractOptions *options;
  // A call of a configured size function not defined in this file: its documented result
  // (FastSizeFunctions.cpp; SizeFunctionCalls.cpp on the Clang side).
  const extract::SizeFunctionSpec *sizeFunction(NodeRef call) const;
  std::optional<int64_t> sizeFunctionValue(NodeRef call, builder::SizeTrace &trace, unsigned depth);
  // As SizeEvaluator's: while set, a call large only because it is given an object counts as
  // modest and its key is added here (Size::growthCalls); an unmodified integer parameter
  // counts as modest while parametersModest is set.
  std::vector<std::string> *deferredCalls = nullptr;
  bool parametersModest = false;
  // Set while trying what Clang's constant evaluator would fold on its own (literals, enums,
  // macros, const variables): such values carry no derivation, as in AST mode.
  bool folding = false;
  // Locals whose assigned values are being followed (`n = n / 2` must not loop).
  std::vector<std::string> visiting;
  // Assigned values followed in the current top-level magnitude() query. Each variable's
  // values fan out to other variables' values, so unrolled code (flac's lpc_intrin_*.c, where
  // every accumulator is assigned from the others) would take exponential time without a cap;
  // past it a mutated local is modest, as before assignments were followed.
  static constexpr unsigned kMaxAssignedFollowed = 16;
  unsigned assignedFollowed = 0;
  // Steps (magnitude() calls) of the current top-level query. Initialisers fan out too: SIMD
  // kernels chain hundreds of `const __m128i s2 = _mm_add_epi32(s0, s1);` locals, each read by
  // several later ones, and following them as a tree took svt-av1's EbComputeSAD_Intrinsic_*.c
  // 20-27 s per file. Past the cap a value is modest, as past the depth limit.
  static constexpr unsigned kMaxMagnitudeSteps = 4096;
  unsigned magnitudeSteps = 0;
  // Per function (tree, node): its `if` statements without `else`, the candidate guards of
  // checkedBound, collected once so a query on a function with none of x's tests stays cheap.
  std::map<std::pair<const SyntaxTree *, int>, std::vector<int>> guardIfs;
};

// The values among a local's plain assignments (`values`, in source order) that can reach the
// read `use`: those written before it, and those in a loop around it (they come round on the
// next iteration); a store after the read outside its loops cannot reach it. All of them when the
// function has a goto or `use` is not in their tree (FastStoredValues.cpp).
std::vector<NodeRef> reachingValues(const std::vector<NodeRef> &values, NodeRef use);
// Whether a type named by text is a character type: char, wchar_t, and the typedefs and macros
// named for one (XML_Char, TCHAR, tchar, xmlChar, gchar): a pointer to it is a string.
bool isCharacterTypeName(std::string_view name);

// Strips parentheses and C casts (`(size_t)n`, `static_cast<size_t>(n)`): what Clang's
// IgnoreParenCasts sees through.
NodeRef stripParensAndCasts(NodeRef e);
// stripParensAndCasts on a node of `t` itself: the node under parentheses and casts, -1 for -1.
inline int unparenthesized(const SyntaxTree &t, int e) {
  return e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
}
// size_t, uint8_t, u32...: typedef names of scalars known without their headers.
bool isScalarTypeName(std::string_view name);
std::string textOf(NodeRef e);
// The contents of a plain "..." string literal (through parentheses and casts, no escapes).
std::optional<std::string> literalText(const SyntaxTree &t, int e);
// An integer literal's value (decimal, hex, octal, binary, digit separators); nullopt otherwise.
std::optional<int64_t> parseNumber(std::string_view text);
// "b" of "a::b".
std::string_view lastComponent(std::string_view name);

} // namespace faultline::fastmode
