// Unknown sizes that cannot plausibly reach the threshold: string lengths, a constant minus the
// size of two strings, a small count of pointers. No finding.
#include <cstddef>
#include <string>
#include <vector>

constexpr std::size_t kLineMax = 500;

std::size_t pad_lines(const std::vector<std::string> &keys, const std::vector<std::string> &values) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    std::vector<char> line(keys[i].size() + values[i].size() + 2);
    std::string padding(kLineMax - keys[i].size() - values[i].size(), ' ');
    std::vector<const char *> parts;
    parts.resize(line.size() > 0 ? 3 : 2);
    total += line.size() + padding.size() + parts.size();
  }
  return total;
}

std::size_t widen(const unsigned short *lengths, std::size_t n) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<char> buf(lengths[i] & 0x7fff);
    total += buf.size();
  }
  return total;
}
