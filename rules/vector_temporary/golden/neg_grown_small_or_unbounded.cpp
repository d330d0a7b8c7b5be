// Growth that is not reported: a handful of elements, a loop whose trip count is unknown (input
// of unknown length: too common to flag on a guess), a vector hoisted out of the loop and
// cleared, and one grown in the same loop that declares it (one element per iteration).
#include <cstdio>
#include <vector>

double few(int rounds) {
  double t = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<double> v;
    for (int i = 0; i < 8; ++i)
      v.push_back(i);
    t += v[0];
  }
  return t;
}

long lines_per_file(std::FILE *const *files, int n) {
  long total = 0;
  char line[256];
  for (int f = 0; f < n; ++f) {
    std::vector<long> lengths;
    while (std::fgets(line, sizeof line, files[f]))
      lengths.push_back(static_cast<long>(sizeof line));
    total += static_cast<long>(lengths.size());
  }
  return total;
}

double hoisted(int rounds) {
  std::vector<double> v;
  double t = 0;
  for (int r = 0; r < rounds; ++r) {
    v.clear();
    for (int i = 0; i < 1000000; ++i)
      v.push_back(i);
    t += v[0];
  }
  return t;
}

double one_each(int n) {
  double t = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<double> v;
    v.push_back(i);
    t += v[0];
  }
  return t;
}
