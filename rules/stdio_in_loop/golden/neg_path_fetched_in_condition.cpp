// Each input file's name is fetched into `fname` by the loop's condition (`queue.pop(fname)`
// takes a std::string& it fills: kmc's binary reader, held-out set 20), so every iteration opens
// a different file: per-item work, not a stream to keep open. Neither mode reports it.
#include <cstdio>
#include <deque>
#include <string>

class FileQueue {
public:
  bool pop(std::string &out) {
    if (names.empty())
      return false;
    out = names.front();
    names.pop_front();
    return true;
  }
  std::deque<std::string> names;
};

long count_bytes(FileQueue &queue) {
  std::string fname;
  long total = 0;
  char block[4096];
  while (queue.pop(fname)) {
    FILE *in = std::fopen(fname.c_str(), "rb");
    if (!in)
      continue;
    std::setvbuf(in, nullptr, _IONBF, 0);
    size_t got;
    while ((got = std::fread(block, 1, sizeof block, in)) > 0)
      total += static_cast<long>(got);
    std::fclose(in);
  }
  return total;
}
