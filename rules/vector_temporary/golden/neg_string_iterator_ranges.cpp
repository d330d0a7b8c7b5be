// A dictionary loader splits each line into whitespace-separated fields and copies every field
// with the iterator-range constructor `std::string(first, last)`: its size is the distance
// between two iterators into one line (a token of a few bytes), not a count. AST mode sees the
// template range constructor, which has no integer count, and reports nothing; fast mode must
// not read the two iterators as the sized `(count, ch)` constructor either. Also the other range
// spellings: `begin() + i`, two pointers `p, p + n` of a token, iterator locals declared `auto`.
#include <cstdlib>
#include <string>
#include <vector>

static std::string::const_iterator next_field(const std::string &line,
                                              std::string::const_iterator &it) {
  while (it != line.end() && *it == ' ')
    ++it;
  std::string::const_iterator start = it;
  while (it != line.end() && *it != ' ')
    ++it;
  return start;
}

int load_dictionary_lines(const std::vector<std::string> &lines, std::vector<std::string> &words) {
  int flags = 0;
  for (const std::string &line : lines) {
    std::string::const_iterator iter = line.begin();
    std::string::const_iterator start_piece = next_field(line, iter);
    while (start_piece != line.end()) {
      words.push_back(std::string(start_piece, iter));
      std::string piece(start_piece, iter);
      flags += std::atoi(piece.c_str());
      start_piece = next_field(line, iter);
    }
    std::string head(line.begin(), line.begin() + (line.size() > 2 ? 2 : 0));
    words.push_back(head);
  }
  return flags;
}

std::size_t copy_tokens(const std::vector<const char *> &tokens) {
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
