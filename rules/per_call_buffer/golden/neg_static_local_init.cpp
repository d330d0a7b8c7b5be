// A helper called per item whose large work sits in a static local's initialiser: C++ runs it
// once, on the first call.
#include <cstdlib>
#include <cstring>

static int build_checksum_table() {
  char *scratch = static_cast<char *>(std::malloc(4 << 20));
  std::memset(scratch, 1, 4 << 20);
  int sum = scratch[100];
  std::free(scratch);
  return sum;
}

static int checksum_of(int x) {
  static int table = build_checksum_table();
  return table ^ x;
}

int checksum_all(const int *xs, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += checksum_of(xs[i]);
  return sum;
}
