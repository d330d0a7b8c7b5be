// What fast mode knows about names without headers: the file's own object-like #defines,
// enumerators, file-scope variables, struct/union/class definitions and typedefs. One pass over
// the top level (into namespaces, extern "C" blocks and #if branches, all of them: fast mode
// sees every branch of an #ifdef, and the first definition of a name wins).
#pragma once

#include "facts/builder/SingleSpaced.h"
#include "fastmode/HeaderConstants.h"
#include "fastmode/LeavingMacros.h"
#include "fastmode/HeaderRecords.h"
#include "fastmode/Syntax.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::fastmode {

// A place in some tree: the main file's, or a macro body parsed on its own.
struct NodeRef {
  const SyntaxTree *tree = nullptr;
  int node = -1;
  bool valid() const { return tree && node >= 0; }
};

// A declared variable (file-scope here; the walker uses the same shape for locals).
struct Variable {
  std::string name;
  std::string key;   // "name@line:col", the stream/owner key convention of analyzer/extract
  int nameNode = -1; // the identifier in the declarator
  int typeNode = -1; // the declaration's type specifier
  int declarator = -1; // the outermost declarator (pointer/array/reference wrappers)
  int init = -1;     // initialiser expression (init_declarator value), -1 if none
  int initList = -1; // file scope only: a braced initialiser (`= {4096, 65536}`), which `init` leaves out
  bool isConst = false, isStatic = false, isGlobal = false;
  bool isExtern = false; // `extern T x;`: declared here, defined in another file
  bool isVolatile = false; // file scope only: `volatile sig_atomic_t got_sighup;`
  bool pointer = false, reference = false, array = false;
  int parameter = -1; // index when this is a parameter of the function being walked
};

struct FileScope {
  const SyntaxTree *tree = nullptr;
  std::unordered_map<std::string, int> macros; // NAME -> its preproc_def node
  // Names the file #defines with different bodies in different places (`#if (POLY_Dmax <= 3)`
  // / `#define VERT_Nmax 16` / `#elif` ... `#define VERT_Nmax 64`): which one holds is the
  // build's choice, so the value is unknown (as for the project headers, HeaderConstants.h). A
  // default under `#ifndef NAME` yields to a definition elsewhere; of two strings (paths) the
  // first stands.
  std::set<std::string, std::less<>> ambiguousMacros;
  // The value macros of the project headers the file includes (HeaderConstants.h): after the
  // file's own, before anything else of the name.
  HeaderMacros headerMacros;
  // The layouts of the records (and typedef names) of those headers (HeaderRecords.h): after
  // the file's own records and typedefs.
  HeaderRecords headerRecords;

  std::unordered_map<std::string, int64_t> enumerators;
  std::unordered_map<std::string, Variable> globals;
  std::unordered_map<std::string, int> records;  // struct/union/class name -> specifier with body
  std::unordered_map<std::string, std::pair<int, int>> typedefs; // name -> (type, declarator)
  std::unordered_map<std::string, int> functions; // defined functions (unqualified) -> definition
  // Functions the file declares without defining them (`int get_retrans(int);`, `extern
  // void f();`): defined in another TU of the project, or the file's own forward declarations.
  std::set<std::string, std::less<>> declaredFunctions;
  // Whether the file includes a project header fast mode found (ConfigHeaders.h's
  // projectHeaders, or a project file named in angle brackets). Without one, a function the file
  // neither defines nor declares comes from a system header (C99 has no implicit declarations).
  bool readsProjectHeaders = true;
  // The volatile globals those headers declare (HeaderVolatileGlobals.h): signal flags.
  std::set<std::string, std::less<>> headerVolatileGlobals;
  // For name-based call keys (FastWalker.h, fastKey): what the file says about names.
  std::set<std::string> namespaces;      // names of namespaces opened here
  std::set<std::string> staticFunctions; // free functions defined `static` here
  std::set<std::string> methods;         // "C::m" declared in a class body or defined here
  // Functions this file declares or defines noreturn (`__attribute__((noreturn))`, `_Noreturn`,
  // `[[noreturn]]`, a NORETURN-style macro): a call of one ends its path, as Clang's CFG knows
  // from the declaration (FastControlFlow.h).
  std::set<std::string, std::less<>> noreturnFunctions;
  // Function-like macros that leave the function without all being noreturn (`EXIT(x)` as
  // `return (x)` or `exit (1)`, LeavingMacros.h); those whose every definition is a noreturn
  // call are among noreturnFunctions instead.
  LeavingMacroTable leavingMacros;

  std::unordered_map<std::string, int> functionMacros; // NAME(...) -> its preproc_function_def

  // A macro's value parsed as an expression (lazily: most macros are never used in a size),
  // or an invalid ref when it is not one. The file's own macro, else a header's.
  NodeRef macroValue(const std::string &name) const;
  // Whether `name` is a macro of the file, or a value macro of its headers: a constant, never a
  // variable of the program.
  bool isMacro(const std::string &name) const;
  // A header's value macro that parses as an expression: it stands for its value wherever the
  // name is read, locals included (the preprocessor replaces it before scopes exist).
  bool isHeaderValue(const std::string &name) const;
  // `body` with the operator-fragment macros it names (`MB` for `*(1 << 20)`) pasted in.
  std::string expandOperatorMacros(const std::string &body, unsigned depth) const;

  // One argument of the call a macro alias stands for: a macro parameter (its index), an
  // expression that names none of them (`1` of `calloc(1,(s))`), parsed on its own, or one that
  // does (`sizeof(T)` of `calloc((n), sizeof(T))`), kept as text for expandAliasArgument.
  struct AliasArgument {
    int parameter = -1;
    NodeRef constant;
    std::string pattern;
  };
  // `#define ALLOC(n) malloc(n)`, `#define ALLOC_AND_ZERO(s) calloc(1,(s))`: a function-like
  // macro whose body is one call, or a statement expression whose value is a variable one of
  // its statements sets from one call (`({ T *p_ = malloc(n); if (!p_) abort(); p_; })`).
  // Gives the callee and its arguments; false otherwise.
  bool macroAlias(const std::string &name, std::string &target,
                  std::vector<AliasArgument> &arguments) const;
  // An AliasArgument's pattern with the macro's parameters replaced by `arguments` (their
  // source text), parsed; an invalid ref when the counts differ or it is no expression.
  NodeRef expandAliasArgument(const std::string &name, const std::string &pattern,
                              const std::vector<std::string> &arguments) const;

  // A function-like macro applied to `arguments` (their source text), expanded and parsed as an
  // expression, or an invalid ref (# and ## operators, not an expression). The file's own
  // macro, else a value macro of its headers (`ctrl('V')` with ctrl in the project's
  // constants.h).
  NodeRef expandMacro(const std::string &name, const std::vector<std::string> &arguments) const;
  // Whether `name` is a function-like macro expandMacro can apply: the file's, or a header's.
  bool isFunctionMacro(const std::string &name) const;

private:
  mutable std::unordered_map<std::string, NodeRef> parsedMacros;
  mutable std::unordered_map<std::string, NodeRef> expandedMacros;
  // macroAlias's answers by macro name (parsed constants live as long as the scope).
  struct Alias {
    bool valid = false;
    std::string target;
    std::vector<AliasArgument> arguments;
  };
  mutable std::unordered_map<std::string, Alias> aliases;
  Alias findAlias(const std::string &name) const;
  NodeRef parseExpression(const std::string &text) const;
  // The body text of the file's own macro, else of a header's value macro; null when neither.
  std::optional<std::string> macroBody(const std::string &name) const;
  // Owned here so NodeRefs into them stay valid for the whole file.
  mutable std::vector<std::unique_ptr<std::string>> macroTexts;
  mutable std::vector<std::unique_ptr<SyntaxTree>> macroTrees;
};

// What a name means at file scope (macros, enumerators, file-scope constants, type names).
struct Binding;
Binding lookupFileName(const FileScope &scope, std::string_view name);

// The struct or class a typedef name of the file stands for (`typedef struct JxlEncoderStruct
// JxlEncoder;`, `typedef Impl Handle;`), or "" when `name` is no such typedef of the file.
std::string typedefTarget(const FileScope &scope, const std::string &name);

// Collects the file-scope names of `tree`. Enumerator values need the evaluator, so this runs
// it (see FastSizes.h) after collecting macros.
void collectFileScope(const SyntaxTree &tree, bool cpp, FileScope &scope);

// The declared name inside a declarator chain (pointer_declarator -> identifier, ...), or -1.
int declaratorName(const SyntaxTree &tree, int declarator);
// Fills pointer/array/reference from the declarator chain.
void describeDeclarator(const SyntaxTree &tree, int declarator, Variable &var);
// Whether a declaration has `static` / `const` among its specifiers.
bool hasSpecifier(const SyntaxTree &tree, int declaration, std::string_view word);
// Whether a free function's definition is visible only in its file: declared `static`, or
// inside an anonymous namespace (the C++ way of saying the same). Such a function gets a
// file-local key, so a call in another file never reaches it.
bool hasInternalLinkage(const SyntaxTree &tree, int definition);

std::string keyOf(const SyntaxTree &tree, int nameNode);
// Whether `X` in `X::f` names a class (else a namespace): by what the file defines, else by the
// common convention (classes capitalised, namespaces not).
bool isClassName(const FileScope &scope, const std::string &name);
using builder::singleSpaced; // source text as both front ends quote it

} // namespace faultline::fastmode
