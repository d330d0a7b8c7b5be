// A temporary vector passed straight to a call: constructed and destroyed within the statement.
#include <cstddef>
#include <vector>

void consume(const std::vector<char> &block);

void feed(int rounds) {
  const std::size_t n = 1 << 20;
  for (int r = 0; r < rounds; ++r) {
    consume(std::vector<char>(n)); // EXPECT: faultline-vector-temporary
  }
}
