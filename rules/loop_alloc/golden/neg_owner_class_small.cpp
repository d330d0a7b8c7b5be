// An owner class whose constructor allocates only small members (256 bytes with malloc, 64 chars in a vector), made every iteration: small blocks are reused from the heap, no finding.
#include <cstddef>
#include <cstdlib>
#include <vector>

class SmallScratch {
public:
  SmallScratch() : names(64) { bytes_ = static_cast<char *>(std::malloc(256)); }
  ~SmallScratch() { std::free(bytes_); }
  char *bytes() { return bytes_; }

private:
  char *bytes_;
  std::vector<char> names;
};

int sum_small(const char *const *rows, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i) {
    SmallScratch scratch;
    scratch.bytes()[0] = rows[i][0];
    sum += scratch.bytes()[0];
  }
  return sum;
}
