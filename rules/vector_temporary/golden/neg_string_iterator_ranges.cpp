// A dictionary loader splits each line into whitespace-separated fields and copies every field
// with the iterator-range constructor `std::string(first, last)`: its size is the distance
// between two iterators into one line (a token of a few bytes), not a count. AST mode sees the
// template range constructor, which has no integer count, and reports nothing; fast mode must
// not read the two iterators as the sized `(count, ch)` constructor either (it used to, with the
// size "grows with parameter 'line'"). Also `assign(first, last)`, a declaration
// `std::string piece(first, last)`, `begin() + i`, and two pointers `p, q` into one token.
#include <cstdlib>
#include <string>
#include <vector>

std::string::const_iterator split_field(const std::string &line, std::string::const_iterator &it) {
  while (it != line.end() && *it == ' ')
    ++it;
  std::string::const_iterator start = it;
  while (it != line.end() && *it != ' ')
    ++it;
  return start;
}

int parse_dictionary_line(const std::string &line, std::vector<std::string> &words) {
  int flags = 0, i = 0;
  std::string::const_iterator iter = line.begin();
  std::string::const_iterator start_piece = split_field(line, iter);
  while (start_piece != line.end()) {
    std::string pattern;
    switch (i) {
    case 0:
      flags += std::atoi(std::string(start_piece, iter).c_str());
      break;
    case 1: {
      std::string piece(start_piece, iter);
      words.push_back(piece);
      break;
    }
    default:
      pattern.assign(start_piece, iter);
      words.push_back(pattern);
    }
    ++i;
    start_piece = split_field(line, iter);
  }
  std::string head(line.begin(), line.begin() + (line.size() > 2 ? 2 : 0));
  words.push_back(head);
  return flags;
}

std::size_t copy_keys(const std::vector<const char *> &tokens) {
  std::size_t total = 0;
  for (const char *p : tokens) {
    const char *q = p;
    while (*q && *q != ':')
      ++q;
    std::vector<char> key(p, q);
    total += key.size();
  }
  return total;
}
