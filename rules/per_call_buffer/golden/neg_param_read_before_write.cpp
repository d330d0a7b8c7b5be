// A parameter read before the function writes it still holds the caller's value there: the
// indentation string is depth * 2 + 1 bytes with depth = 0 from the loop, whatever `++depth`
// does afterwards.
#include <string>

static void print_node(int depth, std::string *out) {
  std::string prefix(depth * 2, ' ');
  ++depth;
  *out += prefix;
  out->push_back(static_cast<char>('0' + depth));
}

void print_all(int n, std::string *out) {
  for (int i = 0; i < n; ++i)
    print_node(0, out);
}
