// Same shape as a grow-and-retry loop (size reassigned in the loop, a `return` after the use),
// but the size comes from a call that was not given the block: the next record's length. The
// loop goes round once per record, allocating each time: per-iteration churn, reported.
#include <cstddef>
#include <cstdio>

std::size_t nextRecordLength(std::FILE *f);
bool readRecord(std::FILE *f, char *buf, std::size_t n);
void consume(const char *buf, std::size_t n);

void readRecords(std::FILE *f) {
  std::size_t length = 0;
  while (true) {
    length = nextRecordLength(f);
    char *buf = new char[length]; // EXPECT: faultline-loop-alloc note
    if (!readRecord(f, buf, length)) {
      delete[] buf;
      return;
    }
    consume(buf, length);
    delete[] buf;
  }
}
