// A std::string of 131,047 characters asks for 131,048 bytes: one below glibc's boundary.
#include <cstddef>
#include <string>

std::size_t count_tabs(const char *const *lines, int n) {
  std::size_t tabs = 0;
  for (int i = 0; i < n; ++i) {
    std::string padded(131047, '\t');
    padded.replace(0, 16, lines[i]);
    tabs += padded.find_first_not_of('\t');
  }
  return tabs;
}
