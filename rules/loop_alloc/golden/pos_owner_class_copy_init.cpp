// Owner classes made by copy-initialisation from a construction: `Table t = Table(n);` and
// `auto w = Window(rows);` construct the variable's own object (the copy is elided since C++17;
// before, the temporary's members are moved into it), which dies at the end of each iteration,
// like `Table t(n);` in pos_owner_class_stack.cpp. Both modes.
#include <cstdlib>
#include <vector>

class CopyTable {
public:
  explicit CopyTable(std::size_t n) : buf_(static_cast<char *>(std::malloc(n))) {}
  ~CopyTable() { std::free(buf_); }
  char *data() { return buf_; }

private:
  char *buf_;
};

class CopyWindow {
public:
  explicit CopyWindow(std::size_t rows) : rows_(rows * 1024) {}
  std::size_t size() const { return rows_.size(); }

private:
  std::vector<float> rows_;
};

int copy_init_rounds(int rounds) {
  int s = 0;
  for (int r = 0; r < rounds; ++r) {
    CopyTable t = CopyTable(1 << 20); // EXPECT: faultline-loop-alloc warning
    s += t.data()[0];
  }
  return s;
}

std::size_t auto_init_rounds(int rounds) {
  std::size_t s = 0;
  for (int r = 0; r < rounds; ++r) {
    auto w = CopyWindow(512); // EXPECT: faultline-loop-alloc warning
    s += w.size();
  }
  return s;
}
