// A C++ range-for over file names that opens and closes a FILE per element.
#include <cstdio>
#include <string>
#include <vector>

std::size_t sum_sizes(const std::vector<std::string> &paths) {
  std::size_t total = 0;
  char buf[512];
  for (const std::string &p : paths) {
    std::FILE *f = std::fopen(p.c_str(), "rb"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      continue;
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, f)) > 0)
      total += got;
    std::fclose(f);
  }
  return total;
}
