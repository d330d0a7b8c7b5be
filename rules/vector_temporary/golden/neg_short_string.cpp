// A std::string from a short literal per iteration fits in the small-string buffer: no allocation.
#include <cstddef>
#include <string>

std::size_t greet_all(const std::string *names, int n) {
  std::size_t len = 0;
  for (int i = 0; i < n; ++i) {
    std::string greeting("hello, ");
    len += greeting.size() + names[i].size();
  }
  return len;
}
