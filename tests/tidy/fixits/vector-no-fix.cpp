// faultline-vector-temporary findings that get no fix (tests/cli/test_fixes.py): `faultline
// check --fix` leaves this file byte for byte as it was, and reports every line marked FINDING.
#include <cstddef>
#include <string>
#include <vector>

struct Node {
  std::string name; // a destructor that frees: would run at the next reset, not at the end
};

std::size_t names(int rounds) {
  std::size_t total = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<Node> nodes(1 << 16); // FINDING
    total += nodes.size();
  }
  return total;
}

// The type is deduced: the hoisted declaration would have to spell it.
std::size_t deduced(int rounds) {
  std::size_t total = 0;
  for (int r = 0; r < rounds; ++r) {
    auto v = std::vector<double>(1 << 20); // FINDING
    total += v.size();
  }
  return total;
}

// Another declaration of the same name in the function: the hoist could change what it means.
std::size_t shadowed(int rounds) {
  std::size_t total = 0;
  {
    std::vector<char> buf(4);
    total += buf.size();
  }
  for (int r = 0; r < rounds; ++r) {
    std::vector<char> buf(1 << 20); // FINDING
    total += buf[r % 7];
  }
  return total;
}

// Brace initialisation of a vector of integers is a list of values, not a count: no finding.
std::size_t listed(int rounds) {
  std::size_t total = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<std::size_t> v{std::size_t(1) << 20}; // NO-FINDING
    total += v.size();
  }
  return total;
}

// In a template: one edit would serve every instantiation.
template <typename T> std::size_t generic(int rounds) {
  std::size_t total = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<T> v(1 << 20); // FINDING
    total += v.size();
  }
  return total;
}
std::size_t use_generic(int rounds) { return generic<double>(rounds); }
