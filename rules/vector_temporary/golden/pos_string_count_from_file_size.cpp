// The sized constructors stay sized: a named `std::string s(n, 'x')` whose count is a file's
// size (ftell, read at run time) is a buffer the loop reads each file into, and a temporary
// string of NULs sized the same way is a byte buffer too (item 15 of faultline-loop-alloc.md's
// "Unknown sizes" covers only a temporary of one printable character). Both are reported, as
// notes, in both modes.
#include <cstdio>
#include <string>
#include <vector>

std::size_t read_all(const std::vector<std::string> &paths) {
  std::size_t total = 0;
  for (const std::string &path : paths) {
    FILE *f = std::fopen(path.c_str(), "rb");
    if (!f)
      continue;
    std::fseek(f, 0, SEEK_END);
    long size = std::ftell(f);
    std::rewind(f);
    std::string contents(size, 'x'); // EXPECT: faultline-vector-temporary note
    total += std::fread(&contents[0], 1, contents.size(), f);
    std::fclose(f);
    total += std::string(size, '\0').size(); // EXPECT: faultline-vector-temporary note
  }
  return total;
}
