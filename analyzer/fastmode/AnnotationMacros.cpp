// blankAnnotationMacros (AnnotationMacros.h).
#include "fastmode/AnnotationMacros.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace faultline::fastmode {

namespace {

bool identifierStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

struct Token {
  size_t begin, end; // offsets in the text
  bool identifier;
};

bool isBasicType(std::string_view w) {
  static constexpr std::array<std::string_view, 12> types = {
      "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
      "bool", "wchar_t"};
  for (std::string_view t : types)
    if (w == t)
      return true;
  return false;
}

// Words that cannot be the type before an annotation: storage classes, qualifiers, and the
// keywords a statement or a declaration of another kind starts with.
bool isNoType(std::string_view w) {
  static constexpr std::array<std::string_view, 20> words = {
      "static",   "extern", "inline", "__inline", "__inline__", "const",  "volatile",
      "register", "typedef", "return", "else",    "struct",     "union",  "enum",
      "case",     "goto",   "sizeof", "new",      "delete",     "throw"};
  for (std::string_view k : words)
    if (w == k)
      return true;
  return false;
}

// An all-capitals macro name: two or more characters, upper-case letters, digits and
// underscores, at least one letter.
bool isCapitalsName(std::string_view w) {
  if (w.size() < 2)
    return false;
  bool letter = false;
  for (char c : w) {
    if (std::islower(static_cast<unsigned char>(c)))
      return false;
    letter |= std::isupper(static_cast<unsigned char>(c)) != 0;
  }
  return letter;
}

// Whether the parenthesis at `open` closes before a function body: `) {`, across lines and
// comments. A prototype (`) ;`) keeps its macros: the declarations fast mode reads for
// noreturn functions (`NORETURN void die(const char *fmt, ...);`) parse as they are.
bool bodyFollows(std::string_view text, size_t open) {
  int depth = 0;
  size_t limit = std::min(text.size(), open + 8192);
  size_t i = open;
  for (; i < limit; ++i) {
    char c = text[i];
    if (c == '(')
      ++depth;
    else if (c == ')' && --depth == 0)
      break;
  }
  for (++i; i < limit; ++i) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
      continue;
    if (c == '/' && i + 1 < limit && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      if (end == std::string_view::npos)
        return false;
      i = end + 1;
      continue;
    }
    if (c == '/' && i + 1 < limit && text[i + 1] == '/') {
      size_t end = text.find('\n', i);
      if (end == std::string_view::npos)
        return false;
      i = end;
      continue;
    }
    return c == '{';
  }
  return false;
}

} // namespace

std::string blankAnnotationMacros(std::string_view text, bool &changed) {
  changed = false;
  std::string out;
  std::vector<Token> tokens;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    size_t first = line.find_first_not_of(" \t");
    bool directive = first != std::string_view::npos && line[first] == '#';
    bool continued = begin >= 2 && text[begin - 2] == '\\'; // a directive's continuation
    if (!directive && !continued && line.find('(') != std::string_view::npos) {
      tokens.clear();
      for (size_t i = 0; i < line.size();) {
        char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r') {
          ++i;
        } else if (identifierStart(c)) {
          size_t s = i;
          while (i < line.size() && identifierChar(line[i]))
            ++i;
          tokens.push_back({begin + s, begin + i, true});
        } else if (c == '/' && i + 1 < line.size() && (line[i + 1] == '/' || line[i + 1] == '*')) {
          break; // a comment: the header's code is before it
        } else {
          tokens.push_back({begin + i, begin + i + 1, false});
          ++i;
        }
      }
      auto word = [&](size_t k) { return text.substr(tokens[k].begin, tokens[k].end - tokens[k].begin); };
      auto isChar = [&](size_t k, char c) { return !tokens[k].identifier && text[tokens[k].begin] == c; };
      for (size_t k = 0; k + 2 < tokens.size(); ++k) {
        // M N ( with M all capitals and N a name.
        if (!tokens[k].identifier || !isCapitalsName(word(k)) || !tokens[k + 1].identifier ||
            !isChar(k + 2, '('))
          continue;
        bool afterType = k > 0 && (isChar(k - 1, '*') ||
                                   (tokens[k - 1].identifier && !isNoType(word(k - 1))));
        if (!afterType || !bodyFollows(text, tokens[k + 2].begin))
          continue;
        if (out.empty())
          out = std::string(text);
        for (size_t p = tokens[k].begin; p < tokens[k].end; ++p)
          out[p] = ' ';
        changed = true;
      }
      // `SQLITE_API int sqlite3_open(`: the line's first word, all capitals, then a basic type.
      size_t open = 0;
      while (open < tokens.size() && !isChar(open, '('))
        ++open;
      if (tokens.size() >= 4 && tokens[0].identifier && isCapitalsName(word(0)) &&
          tokens[1].identifier && isBasicType(word(1)) && open < tokens.size() &&
          bodyFollows(text, tokens[open].begin)) {
        if (out.empty())
          out = std::string(text);
        for (size_t p = tokens[0].begin; p < tokens[0].end; ++p)
          out[p] = ' ';
        changed = true;
      }
    }
    begin = end + 1;
  }
  return changed ? out : std::string(text);
}

} // namespace faultline::fastmode
