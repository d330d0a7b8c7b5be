#include "fastmode/FastExtractor.h"

#include "facts/builder/SingleSpaced.h"

#include "fastmode/AnnotationMacros.h"
#include "fastmode/BraceMacros.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastFieldStores.h"
#include "fastmode/FastHooks.h"
#include "fastmode/FastHostTables.h"
#include "fastmode/FastWalker.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderNoreturns.h"
#include "fastmode/HeaderVolatileGlobals.h"
#include "fastmode/LeavingMacros.h"
#include "fastmode/OwnerClassShapes.h"
#include "fastmode/SplitConditionals.h"
#include "fastmode/Syntax.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace faultline::fastmode {

uint64_t defaultParseTimeoutMicros(size_t bytes) {
  return 1000000 + static_cast<uint64_t>(bytes) * 1000000 / (1 << 20);
}

bool isCppSource(std::string_view path, std::string_view text) {
  std::string ext = std::filesystem::path(std::string(path)).extension().string();
  if (ext == ".c")
    return false;
  if (ext != ".h")
    return true;
  // A .h file is C unless it says otherwise: the C grammar keeps `new`, `class`, `this` usable
  // as identifiers, which C headers do use.
  // (Not `class `: C headers use it in comments and even as an identifier.)
  for (std::string_view marker : {"namespace ", "template <", "template<", "std::", "public:",
                                  "private:", "protected:", "#include <vector>", "#include <string>",
                                  "#include <memory>", "constexpr ", "nullptr", "virtual ",
                                  "extern \"C++\""})
    if (text.find(marker) != std::string_view::npos)
      return true;
  return false;
}

namespace {

// "ns::Class::" for a definition nested in namespaces and classes, as Clang's qualified name.
std::string enclosingScope(const SyntaxTree &t, int node) {
  std::string scope;
  for (int p = t[node].parent; p >= 0; p = t[p].parent) {
    Kind k = t[p].kind;
    std::string part;
    if (k == Kind::NamespaceDefinition) {
      int name = t.child(p, Field::Name);
      part = name >= 0 ? std::string(t.text(name)) : "(anonymous namespace)";
    } else if (k == Kind::StructSpecifier || k == Kind::ClassSpecifier || k == Kind::UnionSpecifier) {
      int name = t.child(p, Field::Name);
      if (name < 0)
        continue;
      part = std::string(t.text(name));
    } else {
      continue;
    }
    scope = part + "::" + scope;
  }
  return scope;
}

// The declared name of a function definition, with its written qualification ("A::run").
std::string definitionName(const SyntaxTree &t, int definition) {
  int d = t.child(definition, Field::Declarator);
  for (unsigned guard = 0; d >= 0 && t[d].kind != Kind::FunctionDeclarator && guard < 16; ++guard)
    d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
  int name = d >= 0 ? t.child(d, Field::Declarator) : -1;
  if (name < 0)
    return "";
  std::string text = singleSpaced(t.text(name));
  // Template arguments of a specialisation are not part of Clang's qualified name.
  if (t[name].kind == Kind::TemplateFunction) {
    int base = t.child(name, Field::Name);
    text = base >= 0 ? std::string(t.text(base)) : text;
  }
  return text;
}

bool isConditionalBranch(const SyntaxTree &t, int n) { return flow::isPreprocessorBlock(t[n].type); }

// A file defines a function once per configuration: a definition in an `#elif`/`#else` branch
// whose group defines the same name in an earlier branch (libarchive's setup_xattr for Linux,
// then again under `#elif ARCHIVE_XATTR_FREEBSD`) belongs to another configuration than the
// first. Fast mode reads every branch, so among such definitions it keeps the first, as
// SplitConditionals.h keeps a split group's first branch. Names only: the alternatives of one
// platform function need not share a parameter list. Definitions directly in a branch.
bool definedInEarlierBranch(const SyntaxTree &t, int definition, const std::string &name) {
  int branch = t[definition].parent;
  if (branch < 0 || !isConditionalBranch(t, branch))
    return false;
  // tree-sitter nests each alternative in the branch before it: `#if` { ... alternative:
  // `#elif` { ... alternative: `#else` { ... } } }.
  for (int at = branch; t[at].field == Field::Alternative; at = t[at].parent) {
    int earlier = t[at].parent;
    if (earlier < 0 || !isConditionalBranch(t, earlier))
      return false;
    for (int c = t[earlier].firstChild; c >= 0; c = t[c].nextSibling)
      if (c != at && t[c].kind == Kind::FunctionDefinition && t.child(c, Field::Body) >= 0 &&
          definitionName(t, c) == name)
        return true;
  }
  return false;
}

// What the file's `using` lines name: "tools" for `using namespace tools;`, "tools::ReadFile"
// for `using tools::ReadFile;` (TranslationUnitFacts::usingNames). Anywhere in the file, whatever
// block holds them: a directive inside one function makes the join keep, not drop, a candidate.
std::vector<std::string> usingNames(const SyntaxTree &t) {
  std::vector<std::string> out;
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].type != std::string_view("using_declaration"))
      continue;
    std::string text = builder::singleSpaced(t.text(i)); // "using namespace tools;"
    for (std::string_view word : {"using namespace ", "using "})
      if (text.starts_with(word)) {
        text.erase(0, word.size());
        break;
      }
    std::string name = builder::withoutSpaces(text);
    if (!name.empty() && name.back() == ';')
      name.pop_back();
    if (name.starts_with("::"))
      name.erase(0, 2);
    if (!name.empty() && std::find(out.begin(), out.end(), name) == out.end())
      out.push_back(name);
  }
  return out;
}

// The definition's display name and its key for the join (FastWalker.h, fastUsr).
FunctionToWalk definitionKey(const SyntaxTree &t, const FileScope &file, int definition,
                             const std::string &written, const std::string &path) {
  FunctionToWalk fn;
  fn.node = definition;
  fn.name = enclosingScope(t, definition) + written;
  std::string base = written.substr(written.rfind(':') == std::string::npos ? 0 : written.rfind(':') + 1);
  // The class: the innermost enclosing class body, else the written qualifier when it names one.
  for (int p = t[definition].parent; p >= 0 && fn.className.empty(); p = t[p].parent)
    if (t[p].kind == Kind::StructSpecifier || t[p].kind == Kind::ClassSpecifier ||
        t[p].kind == Kind::UnionSpecifier) {
      int name = t.child(p, Field::Name);
      if (name >= 0)
        fn.className = std::string(t.text(name));
    }
  if (fn.className.empty()) {
    size_t last = written.rfind("::");
    if (last != std::string::npos) {
      std::string scope = written.substr(0, last);
      size_t outer = scope.rfind("::");
      std::string owner = outer == std::string::npos ? scope : scope.substr(outer + 2);
      // `C::C` is C's constructor whatever C's spelling (OwnerClassShapes.h).
      if (isClassName(file, owner) || owner == base)
        fn.className = owner;
    }
  }
  if (!fn.className.empty())
    fn.usr = "fast:" + fn.className + "::" + base;
  else if (hasInternalLinkage(t, definition))
    fn.usr = "fast:" + path + "@" + base;
  else
    fn.usr = "fast:" + base;
  return fn;
}

// Each function definition of the file with a body, once (the first of same-named definitions
// in alternative preprocessor branches), as the walk keys it.
template <typename Visit> void forEachDefinition(const WalkContext &context, Visit visit) {
  const SyntaxTree &tree = context.tree;
  for (int i = 0; i < static_cast<int>(tree.nodes.size()); ++i) {
    if (tree[i].kind != Kind::FunctionDefinition || tree.child(i, Field::Body) < 0)
      continue;
    std::string name = definitionName(tree, i);
    if (name.empty() || definedInEarlierBranch(tree, i, name))
      continue;
    visit(definitionKey(tree, context.file, i, name, context.path));
  }
}

// The classes whose constructors this file defines, and those with an owner's among them
// (ClassShapes::constructorsHere): each constructor is walked once more here, before the file's
// constructions are, wherever they stand in the file.
void noteOwnerConstructors(const WalkContext &context, ClassShapes &classes) {
  WalkContext quiet = context;
  quiet.fieldStores = nullptr; // the real walk records them
  forEachDefinition(context, [&](FunctionToWalk fn) {
    if (!isConstructorName(fn.name, fn.className))
      return;
    classes.constructorsHere.insert(fn.className);
    std::vector<FunctionToWalk> lambdas;
    if (!walkFunction(quiet, fn, lambdas).constructedMembers.empty())
      classes.ownerConstructorsHere.insert(fn.className);
  });
}

// Fast mode keys a constructor by its class alone (`fast:C::C`), so a construction would reach
// every overload: steghide's `BitString bits(modulus)` runs BitString(EmbValue) on the Clang
// side, but reached BitString(unsigned long), whose temporary vector then looked made per
// iteration. Constructions matter to the join only for the members an owner's constructor
// allocates (rules/program/OwnerConstructions.h), so a constructor that allocates none is keyed
// apart and no construction reaches it, as before fast mode read owner classes.
void keepConstructionsToOwners(const FunctionToWalk &fn, facts::FunctionFacts &facts) {
  if (facts.constructedMembers.empty() && isConstructorName(fn.name, fn.className))
    facts.usr += "#not-an-owner";
}

std::string firstErrorMessage(const std::string &path, const SyntaxTree &t) {
  if (t.firstErrorNode < 0)
    return "";
  const Node &n = t[t.firstErrorNode];
  return path + ":" + std::to_string(n.startRow + 1) + ":" + std::to_string(n.startColumn + 1) +
         ": error: syntax not understood (fast mode skipped this region; " +
         std::to_string(t.errorNodes) + " such region" + (t.errorNodes == 1 ? "" : "s") + " in the file)";
}

// The function-like macros that leave (LeavingMacros.h), from the file and the project headers
// it includes: those whose every definition ends in a noreturn call join the file's noreturn
// functions (a macro may call another: read to a fixed point), the rest that all leave go to
// FileScope::leavingMacros.
void addLeavingMacros(const SyntaxTree &tree, const std::vector<std::string> &headers, FileScope &file) {
  LeavingMacroTable table = headerLeavingMacros(headers);
  readLeavingMacros(tree, table);
  auto isNoreturn = [&](const std::string &name) {
    return isLibraryNoreturn(name) || file.noreturnFunctions.count(name) > 0;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto &[name, definitions] : table)
      if (!file.noreturnFunctions.count(name) && allCallNoreturn(definitions, isNoreturn))
        changed |= file.noreturnFunctions.insert(name).second;
  }
  for (auto &[name, definitions] : table)
    if (!file.noreturnFunctions.count(name) && allLeave(definitions, isNoreturn))
      file.leavingMacros.emplace(name, std::move(definitions));
}

} // namespace

extract::ExtractResult extractFastModeSource(const std::string &path, std::string_view text,
                                             const extract::ExtractOptions &options,
                                             uint64_t timeoutMicros, const BuildFlags *flags,
                                             const ProjectMacros *project) {
  extract::ExtractResult result;
  result.facts.mainFile = path;
  result.facts.frontEnd = "fast";
  result.dependencies = {path};
  bool cpp = isCppSource(path, text);
  // `#if 0` and other platforms' groups are dropped (never compiled here), macros that open or close a brace are
  // expanded (BraceMacros.h), then conditional groups that split a statement keep their first
  // branch (SplitConditionals.h), which must see the pasted braces. `live`, `expanded` and
  // `prepared` must outlive the tree, which points into the text it parsed.
  bool dropped = false, pasted = false, split = false;
  const MacroVerdicts *commandLine = flags ? &flags->macros : nullptr;
  std::string live = dropInactiveBranches(text, dropped, nullptr, project, commandLine);
  // What the configured build decided (ConfigHeaders.h): the config headers this file includes,
  // looked for in its live text (an `#include "config-msvc.h"` under `#ifdef _MSC_VER` is another
  // platform's), and the database's -D/-U. With any, the file is read again with them.
  std::vector<std::string> headersRead;
  MacroVerdicts known = configVerdicts(path, dropped ? std::string_view(live) : text, flags,
                                       &headersRead);
  if (!known.empty())
    live = dropInactiveBranches(text, dropped, &known, project, commandLine);
  if (dropped)
    text = live;
  // The project headers, found once for the readings below (their loop-header macros are
  // expanded with the file's brace macros).
  const std::vector<std::string> headers = projectHeaders(path, text, flags);
  std::vector<std::string> loopMacroHeaders = headers;
  for (std::string &h : angleIncludedProjectFiles(path, text, flags))
    if (std::find(loopMacroHeaders.begin(), loopMacroHeaders.end(), h) == loopMacroHeaders.end())
      loopMacroHeaders.push_back(std::move(h));
  std::string expanded = expandBraceMacros(text, pasted, loopMacroHeaders);
  if (pasted)
    text = expanded;
  std::string prepared = keepFirstBranchOfSplitConditionals(text, split);
  if (split)
    text = prepared;
  bool annotated = false;
  std::string unannotated = blankAnnotationMacros(text, annotated);
  if (annotated)
    text = unannotated;
  SyntaxTree tree = SyntaxTree::parse(text, cpp, timeoutMicros ? timeoutMicros
                                                               : defaultParseTimeoutMicros(text.size()));
  if (tree.empty()) {
    result.parsed = false;
    result.errorCount = 1;
    result.firstError = path + ": error: " +
                        (tree.timedOut ? std::string("fast mode gave up parsing this file (timeout)")
                                       : std::string("fast mode could not parse this file"));
    return result;
  }
  result.errorCount = tree.errorNodes;
  result.firstError = firstErrorMessage(path, tree);

  FileScope file;
  // Before the file's names: its enumerators may be sized by a header's constant.
  // With what the build decides of their #if groups (HeaderMacros::body), and without the headers
  // only an #if branch the build leaves out includes.
  const BuildConditions conditions{known.empty() ? nullptr : &known, project, commandLine};
  if (conditions.known || conditions.project || conditions.commandLine)
    file.headerMacros = HeaderMacros(
        headers,
        [&path, text, flags, conditions] { return projectHeaders(path, text, flags, conditions); },
        conditions);
  else
    file.headerMacros = HeaderMacros(headers);
  file.headerRecords = HeaderRecords(headers);
  // The facts depend on the headers read (config verdicts, constants, noreturn declarations,
  // class shapes): a cached summary is stale when one of them changes.
  headersRead.insert(headersRead.end(), loopMacroHeaders.begin(), loopMacroHeaders.end());
  std::sort(headersRead.begin(), headersRead.end());
  headersRead.erase(std::unique(headersRead.begin(), headersRead.end()), headersRead.end());
  for (std::string &header : headersRead)
    if (header != path)
      result.dependencies.push_back(std::move(header));
  collectFileScope(tree, cpp, file);
  file.readsProjectHeaders = !loopMacroHeaders.empty();
  file.headerVolatileGlobals = headerVolatileGlobals(headers);
  addHeaderEnumerators(file);
  // The project's own noreturn functions, declared in the headers it includes (HeaderNoreturns.h).
  for (const std::string &name : headerNoreturnFunctions(headers))
    file.noreturnFunctions.insert(name);
  // And those defined in other files of the run (ProjectNoreturns.h), unless this file defines
  // the name itself: then its own reading decides.
  if (options.projectNoreturns)
    for (const std::string &name : *options.projectNoreturns)
      if (!file.functions.count(name))
        file.noreturnFunctions.insert(name);
  addLeavingMacros(tree, headers, file);
  std::vector<facts::FunctionFacts> pseudoFunctions;
  WalkContext context{tree, file, options, path, cpp, &result.facts.fieldStores, &pseudoFunctions};
  ClassShapes classes;
  if (cpp) {
    classes = collectClassShapes(tree, path, text, flags);
    context.classes = &classes;
    noteOwnerConstructors(context, classes);
  }
  std::vector<FunctionToWalk> pending;
  forEachDefinition(context, [&](FunctionToWalk definition) {
    pending.push_back(std::move(definition));
    // Lambdas are found while walking and walked right after their enclosing function.
    for (size_t next = pending.size() - 1; next < pending.size(); ++next) {
      FunctionToWalk fn = pending[next];
      result.facts.functions.push_back(walkFunction(context, fn, pending));
      keepConstructionsToOwners(fn, result.facts.functions.back());
    }
    pending.clear();
  });
  // `std::for_each(b, e, [&](...) {...})`: the algorithm's loop over the elements.
  for (facts::FunctionFacts &f : pseudoFunctions)
    result.facts.functions.push_back(std::move(f));
  // `Curl_cmalloc = (curl_malloc_callback)malloc`: calls through it allocate (FastHooks.h).
  for (facts::FunctionFacts &hook : allocatorHooks(tree, file, path))
    result.facts.functions.push_back(std::move(hook));
  // `static const struct dc_io defaults = {.alloc = malloc}`: calls through `io->alloc` allocate.
  for (facts::FunctionFacts &store : fileScopeFieldCallbacks(tree, file, path))
    result.facts.functions.push_back(std::move(store));
  // `static PyMethodDef X_methods[] = {{"f", (PyCFunction)f, ...}}`: f runs per Python call.
  for (facts::FunctionFacts &table : hostTables(tree, file, path))
    result.facts.functions.push_back(std::move(table));
  // `static struct cfg defaults = {.bufsize = 1 << 20};`: a value of the field.
  fileScopeFieldStores(tree, file, path, result.facts.fieldStores);
  if (cpp)
    result.facts.usingNames = usingNames(tree);
  return result;
}

extract::ExtractResult extractFastMode(const std::string &path, const extract::ExtractOptions &options,
                                       const BuildFlags *flags, const ProjectMacros *project) {
  std::string abs = std::filesystem::absolute(path).lexically_normal().string();
  // Checked before opening, and here rather than only where files are listed: the file can be
  // replaced in between, and opening a FIFO would block this worker for good.
  std::error_code typeError;
  bool regular = std::filesystem::is_regular_file(abs, typeError);
  std::ifstream in;
  if (regular)
    in.open(abs, std::ios::binary);
  if (!regular || !in) {
    extract::ExtractResult result;
    result.facts.mainFile = abs;
    result.facts.frontEnd = "fast";
    result.parsed = false;
    result.errorCount = 1;
    result.firstError = abs + (regular ? ": error: cannot read the file"
                                       : ": error: not a regular file");
    return result;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  // FAULTLINE_FAST_PARSE_TIMEOUT_MS overrides the per-file budget (tests; very slow machines).
  uint64_t timeout = 0;
  if (const char *ms = std::getenv("FAULTLINE_FAST_PARSE_TIMEOUT_MS"))
    timeout = std::strtoull(ms, nullptr, 10) * 1000;
  return extractFastModeSource(abs, text, options, timeout, flags, project);
}

} // namespace faultline::fastmode
