// Small std::vector / std::string temporaries in a loop: their allocations happen inside libstdc++
// (a system header) and are small, so neither loop-alloc nor vector-temporary reports them.
#include <numeric>
#include <string>
#include <vector>

std::size_t label_lengths(int n) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<int> digits(16);
    std::iota(digits.begin(), digits.end(), i);
    std::string label = "item-" + std::to_string(digits.back());
    total += label.size();
  }
  return total;
}
