// std::string s(1 << 20, 'x') per iteration: a 1 MiB basic_string filled and destroyed each time.
#include <cstddef>
#include <string>

std::size_t pad_reports(const std::string *titles, int n) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    std::string page(1 << 20, ' '); // EXPECT: faultline-vector-temporary
    page.replace(0, titles[i].size(), titles[i]);
    total += page.find_first_not_of(' ');
  }
  return total;
}
