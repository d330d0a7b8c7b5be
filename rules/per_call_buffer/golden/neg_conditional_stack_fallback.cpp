// kyotocabinet's stack-first buffers (issue 10, held-out set 8): a conditional expression picks
// a local array for the ordinary size and the heap only beyond it, `char *rbuf = rsiz >
// sizeof(stack) ? new char[rsiz] : stack;`. The author sized the array for a key or a line, so
// the heap side's unknown size is not plausibly large (faultline-loop-alloc.md, "Unknown
// sizes", item 8): nothing is reported although each call may allocate and free.
#include <cstddef>
#include <cstdlib>
#include <cstring>

struct Sink {
  std::size_t written = 0;
  bool append(const char *buf, std::size_t size) {
    written += size + static_cast<unsigned char>(buf[0]);
    return true;
  }
};

static bool append_line(Sink &sink, const char *vbuf, std::size_t vsiz) {
  std::size_t rsiz = vsiz + 1;
  char stack[1024];
  char *rbuf = rsiz > sizeof(stack) ? new char[rsiz] : stack;
  std::memcpy(rbuf, vbuf, vsiz);
  rbuf[vsiz] = '\n';
  bool ok = sink.append(rbuf, rsiz);
  if (rbuf != stack)
    delete[] rbuf;
  return ok;
}

// The C spelling, the heap on the second arm.
static unsigned widen_key(const char *kbuf, std::size_t ksiz) {
  unsigned kstack[128];
  unsigned *kary = ksiz <= sizeof(kstack) / sizeof(*kstack)
                       ? kstack
                       : static_cast<unsigned *>(std::malloc(ksiz * sizeof(*kary)));
  for (std::size_t i = 0; i < ksiz; ++i)
    kary[i] = static_cast<unsigned char>(kbuf[i]);
  unsigned sum = ksiz ? kary[0] + kary[ksiz - 1] : 0;
  if (kary != kstack)
    std::free(kary);
  return sum;
}

std::size_t append_all(Sink &sink, const char *const *lines, std::size_t size, int n) {
  std::size_t total = 0;
  for (int i = 0; i < n; ++i) {
    total += append_line(sink, lines[i], size);
    total += widen_key(lines[i], size);
  }
  return total;
}
