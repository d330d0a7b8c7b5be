#include "fastmode/SplitConditionals.h"

#include "fastmode/HostConditions.h"
#include "fastmode/PreprocessorLines.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace faultline::fastmode {

namespace {

struct Line {
  size_t begin, end; // [begin, end) without the newline
};

// The directive word of a line (`if`, `ifdef`, `else`, `endif`, ...), or "".
std::string_view directive(std::string_view line) {
  size_t rest = 0;
  return directiveOf(line, rest);
}

bool opens(std::string_view d) { return d == "if" || d == "ifdef" || d == "ifndef"; }
bool splits(std::string_view d) {
  return d == "elif" || d == "else" || d == "elifdef" || d == "elifndef";
}

// Whether `code`, trailing blanks aside, ends in an identifier (`i = BZ2_bzBuffToBuffCompress`).
bool endsWithName(std::string_view code) {
  size_t end = code.find_last_not_of(" \t\r\n");
  return end != std::string_view::npos &&
         (std::isalnum(static_cast<unsigned char>(code[end])) || code[end] == '_');
}

// Whether `code`, leading blanks aside, starts with `(`: an argument list.
bool opensArguments(std::string_view code) {
  size_t at = code.find_first_not_of(" \t\r\n");
  return at != std::string_view::npos && code[at] == '(';
}

// Whether `code` balances (), [] and {} outside comments and literals. A comment or literal
// left open at the end counts as unbalanced too.
bool balanced(std::string_view code) {
  int paren = 0, bracket = 0, brace = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    char c = code[i];
    if (c == '/' && i + 1 < code.size() && code[i + 1] == '/') {
      while (i < code.size() && code[i] != '\n')
        ++i;
    } else if (c == '/' && i + 1 < code.size() && code[i + 1] == '*') {
      size_t end = code.find("*/", i + 2);
      if (end == std::string_view::npos)
        return false;
      i = end + 1;
    } else if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < code.size() && code[j] != c && code[j] != '\n')
        j += code[j] == '\\' ? 2 : 1;
      if (j >= code.size() || code[j] != c)
        return false;
      i = j;
    } else {
      paren += (c == '(') - (c == ')');
      bracket += (c == '[') - (c == ']');
      brace += (c == '{') - (c == '}');
    }
  }
  return paren == 0 && bracket == 0 && brace == 0;
}

// Whether `code` starts, past blanks and comments, with the keyword `else`.
bool continuesIfChain(std::string_view code) {
  size_t i = 0;
  while (i < code.size()) {
    if (std::isspace(static_cast<unsigned char>(code[i]))) {
      ++i;
    } else if (code.compare(i, 2, "//") == 0) {
      i = code.find('\n', i);
      if (i == std::string_view::npos)
        return false;
    } else if (code.compare(i, 2, "/*") == 0) {
      i = code.find("*/", i + 2);
      if (i == std::string_view::npos)
        return false;
      i += 2;
    } else {
      break;
    }
  }
  return code.compare(i, 4, "else") == 0 &&
         (i + 4 == code.size() || !identifierChar(code[i + 4]));
}

// Whether `code` ends, past blanks, with a statement label alone (`cleanup:`, ` out:`): a C
// label needs a statement after it, and tree-sitter's C grammar takes no preprocessor directive
// for one, so `cleanup:` / `#ifdef USE_HEAP` / `free(syms);` / `#endif` loses the label's
// statement (the first `free` parses as a declaration). `case X:`, `default:` and C++'s access
// specifiers are not such labels.
bool endsWithLabel(std::string_view code) {
  size_t end = code.find_last_not_of(" \t\r\n");
  if (end == std::string_view::npos || code[end] != ':' || (end > 0 && code[end - 1] == ':'))
    return false;
  size_t lineStart = code.rfind('\n', end);
  lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
  std::string_view line = code.substr(lineStart, end - lineStart);
  size_t first = line.find_first_not_of(" \t");
  if (first == std::string_view::npos)
    return false;
  line.remove_prefix(first);
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  if (line.empty() || std::isdigit(static_cast<unsigned char>(line[0])))
    return false;
  for (char c : line)
    if (!identifierChar(c))
      return false;
  static const std::array<std::string_view, 6> notLabels = {"default", "public", "private", "protected",
                                                            "signals", "slots"};
  return std::find(notLabels.begin(), notLabels.end(), line) == notLabels.end();
}

std::vector<Line> splitLines(std::string_view text) {
  std::vector<Line> lines;
  for (size_t begin = 0; begin <= text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos)
      end = text.size();
    lines.push_back({begin, end});
    begin = end + 1;
  }
  return lines;
}

std::string_view notDefinedMacro(std::string_view line);

// Macros the file defines only outside every conditional group and only to 0, and never
// #undefs (`#define CAND 0`, possibly repeated): `#if CAND` is false wherever it stands (before
// the definition the macro is undefined, which `#if` reads as 0 too; a -D on the command line
// would be redefined). So is a default the file gives itself, `#ifndef DUMP_PREVIEW_IMAGE` /
// `#define DUMP_PREVIEW_IMAGE 0` / `#endif` (libcdr's debug dumps), at the top or inside an
// include guard: 0 unless the build defines the name, which the caller checks (`defaults`
// lists these names). A 0 inside any other group does not count.
//
// And macros the file defines only outside every group, to a nonzero number, and never #undefs
// (`#define USE_LOCALINFO0 1`): `#if USE_LOCALINFO0` after the definition is true whatever the
// build passed (a -D would be redefined there); before it, the build decides. `onFrom` gets each
// such name with the index of the line of its first definition (sofia-sip's su_localinfo.c,
// held-out set 28, once its `#elif HAVE_GETIFADDRS` branch is the one left).
//
// An include guard (`#ifndef NAME` whose next directive is `#define NAME`) is no group here:
// the header's body runs on its first inclusion, so a switch defined inside it is defined at the
// top (miniz.h's `#define TDEFL_LESS_MEMORY 0` inside MINIZ_HEADER_INCLUDED, which decides the
// sizes of its compressor's arrays two screens down; held-out set 32's assimp).
FileSwitches fileSwitches(std::string_view text, const std::vector<Line> &lines,
                          std::set<std::string, std::less<>> &defaults,
                          std::map<std::string, size_t, std::less<>> &onFrom) {
  std::map<std::string, int, std::less<>> definitions; // -1: not a plain switch
  std::map<std::string, int, std::less<>> nonzero;     // 1: every definition a plain nonzero
  FileSwitches out;
  // Per open group, the name an `#ifndef NAME` (or `#if !defined(NAME)`) tests, else "", and
  // whether the group is an include guard.
  std::vector<std::string> openers;
  std::vector<bool> guards;
  bool justOpened = false; // the previous directive opened the innermost group
  for (size_t index = 0; index < lines.size(); ++index) {
    const Line &l = lines[index];
    std::string_view line = text.substr(l.begin, l.end - l.begin);
    std::string_view d = directive(line);
    if (d.empty())
      continue;
    bool opener = justOpened;
    justOpened = false;
    if (opens(d)) {
      openers.emplace_back(notDefinedMacro(line));
      guards.push_back(false);
      justOpened = true;
      continue;
    }
    if (d == "endif") {
      if (!openers.empty()) {
        openers.pop_back();
        guards.pop_back();
      }
      continue;
    }
    const size_t depth = openers.size();
    const size_t groupDepth = depth - static_cast<size_t>(std::count(guards.begin(), guards.end(), true));
    if (d != "define" && d != "undef")
      continue;
    size_t at = line.find(d) + d.size();
    auto skipSpace = [&] {
      while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
        ++at;
    };
    skipSpace();
    size_t nameStart = at;
    while (at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_'))
      ++at;
    std::string name(line.substr(nameStart, at - nameStart));
    if (name.empty())
      continue;
    skipSpace();
    size_t valueStart = at;
    while (at < line.size() && std::isdigit(static_cast<unsigned char>(line[at])))
      ++at;
    std::string_view value = line.substr(valueStart, at - valueStart);
    skipSpace();
    if (opener && d == "define" && !openers.back().empty() && openers.back() == name &&
        value.empty() && (at == line.size() || line.substr(at, 2) == "//" || line.substr(at, 2) == "/*")) {
      guards.back() = true; // `#ifndef NAME` / `#define NAME`: the guard, not a switch
      continue;
    }
    // At the top, or the default of `#ifndef NAME` at the top or inside an include guard (an
    // outer `#ifndef`).
    bool isDefault = depth >= 1 && depth <= 2 && openers.back() == name &&
                     (depth == 1 || !openers.front().empty());
    bool restEmpty = at == line.size() || line.substr(at, 2) == "//" || line.substr(at, 2) == "/*";
    bool zero = d == "define" && (groupDepth == 0 || isDefault) && !value.empty() &&
                value.find_first_not_of('0') == std::string_view::npos && restEmpty;
    // `#undef NAME` outside every group, for a name the file never defines to anything else:
    // whatever the build passed, NAME is undefined from there on, so `#if NAME` after it is off
    // (recode's task.c: `#undef USE_TMPNAM` above its `#if USE_TMPNAM` branches, held-out set
    // 3). A test above the #undef is read the same way: a file that undefines a switch it tested
    // just before is not a shape seen. (`#ifdef NAME` is left to the build's verdicts, as for a
    // switch defined to 0, which #ifdef finds defined.)
    zero = zero || (d == "undef" && groupDepth == 0 && value.empty() && restEmpty);
    bool on = d == "define" && groupDepth == 0 && !value.empty() &&
              value.find_first_not_of('0') != std::string_view::npos && restEmpty;
    auto n = nonzero.emplace(name, on ? 1 : -1).first;
    if (!on)
      n->second = -1;
    else if (n->second > 0)
      onFrom.emplace(name, index); // the first definition
    if (zero && isDefault)
      defaults.insert(name);
    // Every definition must be such a 0 (mafft's Falign.c repeats `#define CAND 0` before each
    // use) or such an #undef; anything else (another value, one inside a group) spoils the name.
    auto it = definitions.emplace(name, zero ? 1 : -1).first;
    if (!zero || it->second < 0) {
      it->second = -1;
      out.erase(name);
      continue;
    }
    out[name] = false; // 0 before its #define too (an undefined macro is 0 in `#if`)
  }
  for (const auto &[name, kind] : nonzero)
    if (kind < 0)
      onFrom.erase(name);
  return out;
}

// The macro a group tests for being defined, alone, and whether the test is negated: `#ifdef
// NAME`, `#if defined(NAME)`, `#if defined NAME`; `#ifndef NAME`, `#if !defined(NAME)`. "" for
// any other condition.
std::pair<std::string_view, bool> definednessTest(std::string_view line) {
  auto word = [&](size_t &at) {
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t' || line[at] == '('))
      ++at;
    size_t start = at;
    while (at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_'))
      ++at;
    return line.substr(start, at - start);
  };
  auto rest = [&](size_t at) { // only a closing parenthesis, blanks or a comment may follow
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t' || line[at] == ')'))
      ++at;
    return at == line.size() || line.substr(at, 2) == "//" || line.substr(at, 2) == "/*";
  };
  std::string_view d = directive(line);
  size_t at = line.find(d) + d.size();
  if (d == "ifdef" || d == "ifndef") {
    std::string_view name = word(at);
    return {rest(at) ? name : std::string_view(), d == "ifndef"};
  }
  if (d != "if")
    return {};
  while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
    ++at;
  bool negated = at < line.size() && line[at] == '!';
  at += negated;
  if (word(at) != "defined")
    return {};
  std::string_view name = word(at);
  return {rest(at) ? name : std::string_view(), negated};
}

// `#if NAME` or `#if !NAME`: the name and whether it is negated ({"", false} for anything
// else). A name no build defines reads as 0 there, so the test decides as `#ifdef` would.
std::pair<std::string_view, bool> bareNameTest(std::string_view line) {
  std::string_view d = directive(line);
  if (d != "if")
    return {};
  size_t at = line.find(d) + d.size();
  while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
    ++at;
  bool negated = at < line.size() && line[at] == '!';
  at += negated;
  while (negated && at < line.size() && (line[at] == ' ' || line[at] == '\t'))
    ++at; // `#if ! HAVE_STREAMS_PTYS` (uucp's tstuu.c, held-out set 36)
  size_t start = at;
  while (at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_'))
    ++at;
  std::string_view name = line.substr(start, at - start);
  while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
    ++at;
  bool ends = at == line.size() || line.substr(at, 2) == "//" || line.substr(at, 2) == "/*";
  if (!ends || name.empty() || std::isdigit(static_cast<unsigned char>(name[0])) || name == "defined")
    return {};
  return {name, negated};
}

std::string_view notDefinedMacro(std::string_view line) {
  auto [name, negated] = definednessTest(line);
  return negated ? name : std::string_view();
}

// A debugging or test switch by its name: a `_`-separated part is DEBUG, DEBUGGING, TEST, TESTS,
// TESTING or TESTDRIVE, or a developer's diagnostics switch, STATS, STATISTICS, TRACE or
// VERBOSE, in any case (DEBUG_REFRESHLINE, TESTING, UNIT_TEST, eslBUFFER_TESTDRIVE, sim4's
// `_STATS` dumps of alignment statistics, hyphen's `VERBOSE` tables; not NDEBUG, which release
// builds define).
bool debugOrTestSwitch(std::string_view name) {
  for (size_t begin = 0; begin <= name.size();) {
    size_t end = name.find('_', begin);
    if (end == std::string_view::npos)
      end = name.size();
    std::string part;
    for (char c : name.substr(begin, end - begin))
      part += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (part == "DEBUG" || part == "DEBUGGING" || part == "TEST" || part == "TESTS" ||
        part == "TESTING" || part == "TESTDRIVE" || part == "STATS" || part == "STATISTICS" ||
        part == "TRACE" || part == "VERBOSE")
      return true;
    begin = end + 1;
  }
  return false;
}

// Every name the file #defines (or, with `undefs`, #defines or #undefs) anywhere (in any group,
// to any value).
std::set<std::string, std::less<>> definedNames(std::string_view text, const std::vector<Line> &lines,
                                                bool undefs = false) {
  std::set<std::string, std::less<>> out;
  for (const Line &l : lines) {
    std::string_view line = text.substr(l.begin, l.end - l.begin);
    std::string_view d = directive(line);
    if (d != "define" && !(undefs && d == "undef"))
      continue;
    size_t at = line.find(d) + d.size();
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
      ++at;
    size_t start = at;
    while (at < line.size() && (std::isalnum(static_cast<unsigned char>(line[at])) || line[at] == '_'))
      ++at;
    out.emplace(line.substr(start, at - start));
  }
  return out;
}

// Whether a line starts the definition of `main` (`int main(`, or `main(` on its own line after
// `int` on the line before, easel's style).
bool definesMain(std::string_view line) {
  size_t at = line.find_first_not_of(" \t");
  if (at == std::string_view::npos)
    return false;
  line.remove_prefix(at);
  if (line.starts_with("int ") || line.starts_with("int\t")) {
    line.remove_prefix(3);
    line.remove_prefix(std::min(line.size(), line.find_first_not_of(" \t")));
  }
  if (!line.starts_with("main"))
    return false;
  line.remove_prefix(4);
  line.remove_prefix(std::min(line.size(), line.find_first_not_of(" \t")));
  return line.starts_with("(");
}

} // namespace

namespace {

// One pass of dropInactiveBranches; `promoted`: an `#elif` became an `#if`, which the next pass
// may decide.
std::string dropInactiveBranchesOnce(std::string_view text, bool &changed, const MacroVerdicts *known,
                                     const ProjectMacros *project, const MacroVerdicts *commandLine,
                                     bool &promoted) {
  changed = false;
  promoted = false;
  std::vector<Line> lines = splitLines(text);
  std::string out(text);
  auto blank = [&](size_t fromLine, size_t toLine) { // lines [fromLine, toLine]
    for (size_t l = fromLine; l <= toLine && l < lines.size(); ++l)
      for (size_t k = lines[l].begin; k < lines[l].end; ++k)
        if (out[k] != '\t')
          out[k] = ' ';
  };
  struct Group {
    size_t ifLine;
    HostCondition condition; // False: the first branch is dead; True: every other branch is
    size_t firstSplit = SIZE_MAX; // first #elif/#else of the group
    bool splitIsElif = false;
    bool holdsMain = false;
  };
  std::vector<Group> stack;
  std::set<std::string, std::less<>> defaults;
  std::map<std::string, size_t, std::less<>> onFrom;
  FileSwitches switches = fileSwitches(text, lines, defaults, onFrom);
  std::map<size_t, std::string> switchedOnAt; // line index -> the name its #define turns on
  for (const auto &[name, line] : onFrom)
    switchedOnAt.emplace(line, name);
  // A default the build overrides (-D, a config header) is no longer the file's to decide.
  if (known)
    for (const std::string &name : defaults)
      if (known->count(name))
        switches.erase(name);
  const std::set<std::string, std::less<>> defined = definedNames(text, lines);
  // The build's verdicts, less the names the file itself #defines or #undefs: at the directive
  // the file's own definition may or may not have happened yet.
  MacroVerdicts verdicts;
  if (known && !known->empty()) {
    const std::set<std::string, std::less<>> touched = definedNames(text, lines, true);
    for (const auto &[name, v] : *known)
      if (!touched.count(name))
        verdicts.emplace(name, v);
  }
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = text.substr(lines[i].begin, lines[i].end - lines[i].begin);
    std::string_view d = directive(line);
    if (d.empty()) {
      if (!stack.empty() && definesMain(line))
        stack.back().holdsMain = true;
      continue;
    }
    if (auto on = switchedOnAt.find(i); on != switchedOnAt.end())
      switches[on->second] = true;
    if (opens(d)) {
      stack.push_back({i, hostCondition(line, &switches, verdicts.empty() ? nullptr : &verdicts)});
    } else if (splits(d) && !stack.empty()) {
      if (stack.back().firstSplit == SIZE_MAX) {
        stack.back().firstSplit = i;
        stack.back().splitIsElif = d != "else";
      }
    } else if (d == "endif" && !stack.empty()) {
      Group g = stack.back();
      stack.pop_back();
      if (g.holdsMain && !stack.empty())
        stack.back().holdsMain = true;
      // A `main` under `#ifdef NAME` with no #else, NAME defined nowhere in the file: a test or
      // example driver that only `-DNAME` builds (easel's `#ifdef eslBUFFER_TESTDRIVE`), not the
      // program the library is part of. Without a compilation database fast mode cannot know
      // the -D flags; the driver's loops would make the library's functions look hot. The same
      // for any code under a debugging or test switch defined nowhere in the file (jimtcl's
      // `#ifdef DEBUG_REFRESHLINE` log file, wget's `#ifdef TESTING` checks): release builds
      // leave it out, and its #else branch, when there is one, is what they compile.
      // And any switch the whole project never defines (ProjectMacros.h: mdadm's copy of zlib
      // writes crc32.h under `#ifdef MAKECRCH`, which neither its sources nor its Makefile
      // define), either way round.
      if (g.condition == HostCondition::Unknown) {
        std::string_view ifLine = text.substr(lines[g.ifLine].begin, lines[g.ifLine].end - lines[g.ifLine].begin);
        auto [name, negated] = definednessTest(ifLine);
        // `#if OS2` (less's screen.c) as `#ifdef OS2` for a name the whole project never defines,
        // and `#if SU_LOCALINFO_TEST` (sofia-sip's su_localinfo.c, held-out set 28) as a test
        // switch; the `main` heuristic stays with the definedness tests.
        bool bare = name.empty();
        if (bare)
          std::tie(name, negated) = bareNameTest(ifLine);
        if (!name.empty() && !defined.count(name)) {
          if (project && (project->neverDefined(name) ||
                          (commandLine && !commandLine->count(name) && project->definedOnlyOnCommandLine(name))))
            g.condition = negated ? HostCondition::True : HostCondition::False;
          else if (!negated && ((!bare && g.holdsMain && g.firstSplit == SIZE_MAX) || debugOrTestSwitch(name)))
            g.condition = HostCondition::False;
        }
      }
      if (g.condition == HostCondition::Unknown)
        continue;
      changed = true;
      if (g.condition == HostCondition::True) {
        blank(g.ifLine, g.ifLine); // the first branch stays as plain code, the others go
        if (g.firstSplit != SIZE_MAX)
          blank(g.firstSplit, i);
        else
          blank(i, i);
      } else if (g.firstSplit == SIZE_MAX) {
        blank(g.ifLine, i); // the whole group
      } else if (!g.splitIsElif) {
        blank(g.ifLine, g.firstSplit); // the dead branch and the #else; the #else branch stays
        blank(i, i);
      } else {
        blank(g.ifLine, g.firstSplit - 1); // `#elif X` becomes `#if X`, same columns
        size_t at = text.find("el", lines[g.firstSplit].begin); // "elif" -> "if  " (elifdef too)
        out[at] = 'i';
        out[at + 1] = 'f';
        size_t word = at + 2;
        while (word + 2 < text.size() && std::isalpha(static_cast<unsigned char>(text[word + 2])))
          out[word] = text[word + 2], ++word;
        out[word] = ' ';
        out[word + 1] = ' ';
        promoted = true;
      }
    }
  }
  return out;
}

} // namespace

// Passes until no `#elif` is promoted: `#if defined(_WIN32) ...` / `#elif defined(__OS400__)` /
// `#else` (libxml2's xmllint) drops the first branch, then the promoted `#if
// defined(__OS400__)` is decided in turn and the `#else` branch is what stays. A few passes:
// each takes one `#elif` off every group.
std::string dropInactiveBranches(std::string_view text, bool &changed, const MacroVerdicts *known,
                                 const ProjectMacros *project, const MacroVerdicts *commandLine) {
  std::string out(text);
  changed = false;
  for (int pass = 0; pass < 8; ++pass) {
    bool passChanged = false, promoted = false;
    out = dropInactiveBranchesOnce(std::string(out), passChanged, known, project, commandLine, promoted);
    changed = changed || passChanged;
    // Again after a promoted `#elif`, or after any decision: a `#define` a decided group held is
    // at the top now, and may decide `#if NAME` further down (fileSwitches' nonzero switches).
    if (!promoted && !passChanged)
      break;
  }
  return out;
}

std::string keepFirstBranchOfSplitConditionals(std::string_view text, bool &changed) {
  changed = false;
  std::vector<Line> lines;
  for (size_t begin = 0; begin <= text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos)
      end = text.size();
    lines.push_back({begin, end});
    begin = end + 1;
  }
  // A directive's logical line takes in its backslash continuations.
  auto lastOf = [&](size_t i) {
    while (i + 1 < lines.size() && lines[i].end > lines[i].begin &&
           text[lines[i].end - 1] == '\\')
      ++i;
    return i;
  };
  std::string out(text);
  auto blank = [&](size_t fromLine, size_t toLine) { // lines [fromLine, toLine]
    for (size_t l = fromLine; l <= toLine; ++l)
      for (size_t k = lines[l].begin; k < lines[l].end; ++k)
        if (out[k] != '\t')
          out[k] = ' ';
  };
  struct Group {
    std::vector<size_t> directives; // first line of each directive: #if, #elif/#else..., #endif
    std::vector<size_t> lastLines;  // their last lines (continuations)
    bool nested = false;            // holds another group: left alone (innermost groups only)
  };
  std::vector<Group> stack;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view d = directive(text.substr(lines[i].begin, lines[i].end - lines[i].begin));
    if (d.empty())
      continue;
    size_t last = lastOf(i);
    if (opens(d)) {
      if (!stack.empty())
        stack.back().nested = true;
      stack.push_back({{i}, {last}, false});
    } else if (splits(d) && !stack.empty()) {
      stack.back().directives.push_back(i);
      stack.back().lastLines.push_back(last);
    } else if (d == "endif" && !stack.empty()) {
      Group g = std::move(stack.back());
      stack.pop_back();
      g.directives.push_back(i);
      g.lastLines.push_back(last);
      // A group without alternatives that continues an if-else chain, `#if defined(HAVE_LZ4)` /
      // `else if (codec == LZ4) { ... }` / `#endif` (c-blosc's per-codec dispatch in blosc_c):
      // tree-sitter cannot attach an `else` across the directives and loses the whole chain, the
      // loop around it included. The directives go and the branch stays, as every other branch
      // of an undecided group is read.
      // Likewise a group without alternatives right after a statement label (`cleanup:` /
      // `#ifdef USE_HEAP` / `free(syms);` / `#endif`, htslib's rANS coders): the grammar takes no
      // directive for the label's statement.
      if (!g.nested && g.directives.size() == 2 &&
          (continuesIfChain(text.substr(lines[g.lastLines[0]].end,
                                        lines[g.directives[1]].begin - lines[g.lastLines[0]].end)) ||
           endsWithLabel(text.substr(0, lines[g.directives[0]].begin)))) {
        changed = true;
        blank(g.directives[0], g.lastLines[0]);
        blank(g.directives[1], g.lastLines[1]);
      }
      // Only alternatives (#else/#elif): a lone `#ifdef __cplusplus` / `extern "C" {` /
      // `#endif` is unbalanced by design and tree-sitter copes with it as it is.
      if (!g.nested && g.directives.size() > 2) {
        bool whole = true;
        for (size_t b = 0; b + 1 < g.directives.size() && whole; ++b) {
          size_t from = g.lastLines[b] + 1, to = g.directives[b + 1];
          if (from < to)
            whole = balanced(text.substr(lines[from].begin, lines[to - 1].end - lines[from].begin));
        }
        // A callee chosen by the group and called after it (idzebra's `i = BZ2_bzBuffToBuff-
        // Compress` / `#else` / `i = bzBuffToBuffCompress` / `#endif` / `(buf, &size, ...);`):
        // every branch balances but ends in a name, and the code after the #endif opens the
        // argument list. tree-sitter loses the statement (and the call) the same way.
        if (whole) {
          bool names = true;
          for (size_t b = 0; b + 1 < g.directives.size() && names; ++b) {
            size_t from = g.lastLines[b] + 1, to = g.directives[b + 1];
            names = from < to &&
                    endsWithName(text.substr(lines[from].begin, lines[to - 1].end - lines[from].begin));
          }
          size_t after = lines[g.lastLines.back()].end;
          whole = !(names && after < text.size() && opensArguments(text.substr(after)));
        }
        if (!whole) {
          changed = true;
          for (size_t b = 0; b < g.directives.size(); ++b)
            blank(g.directives[b], g.lastLines[b]);
          // Every branch after the first, up to the #endif.
          blank(g.directives[1], g.directives.back());
        }
      }
    }
    i = last;
  }
  return out;
}

} // namespace faultline::fastmode
