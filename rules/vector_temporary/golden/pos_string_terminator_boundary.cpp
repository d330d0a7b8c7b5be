// A std::string of 131,048 characters asks for 131,049 bytes (its terminator): glibc's boundary.
#include <cstddef>
#include <string>

std::size_t count_spaces(const char *const *lines, int n) {
  std::size_t spaces = 0;
  for (int i = 0; i < n; ++i) {
    std::string padded(131048, ' '); // EXPECT: faultline-vector-temporary
    padded.replace(0, 16, lines[i]);
    spaces += padded.find_first_not_of(' ');
  }
  return spaces;
}
