// An owner class whose constructor sizes its member from a default argument: `ScratchTable t;`
// runs `ScratchTable(std::size_t n = 1 << 20)`, so each iteration allocates and frees 1 MiB.
// AST mode reads the default at the construction; fast mode does not (the default stands in the
// class's declaration, and fast mode sizes a member only from the arguments written at the
// construction: docs/fast-mode.md, known disagreements).
#include <cstdlib>

class ScratchTable {
public:
  explicit ScratchTable(std::size_t n = 1 << 20) : buf_(static_cast<char *>(std::malloc(n))) {}
  ~ScratchTable() { std::free(buf_); }
  char *data() { return buf_; }

private:
  char *buf_;
};

int default_sized_rounds(int rounds) {
  int s = 0;
  for (int r = 0; r < rounds; ++r) {
    ScratchTable t; // EXPECT: faultline-loop-alloc warning
    s += t.data()[0];
  }
  return s;
}
