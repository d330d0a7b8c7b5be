// The same per-call padding string, but its width comes from a parameter of a function nothing
// in the program calls (an API entry point): the width is the caller's data, not a nesting
// depth, so it can grow and the string made per row is reported (a note: its size is unknown).
#include <cstddef>
#include <string>
#include <vector>

void printRow(int width, int v, std::string *out) {
  std::string pad(width * 2, ' '); // EXPECT: faultline-vector-temporary note
  *out += pad;
  *out += std::to_string(v);
}

void printTable(int width, const std::vector<int> &vals, std::string *out) {
  for (std::size_t i = 0; i < vals.size(); ++i)
    printRow(width, vals[i], out);
}
