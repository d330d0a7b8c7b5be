// A C owner pair per call of a function a loop runs: the constructor (use_owner_window.c) sets a
// 2 MiB block into the struct it returns, the destructor frees it before the call returns: a
// buffer allocated per call, reported at the constructor's call with the owned block's size
// (an error: another file of this program pins the mmap threshold with mallopt).
#include <stddef.h>

struct owner_window;
struct owner_window *owner_window_open(size_t size);
void owner_window_close(struct owner_window *w);
int owner_window_decode(struct owner_window *w, const char *record);

static int owner_decode_record(const char *record) {
  struct owner_window *w = owner_window_open(1 << 20); // EXPECT: faultline-per-call-buffer error
  int n = owner_window_decode(w, record);
  owner_window_close(w);
  return n;
}

int owner_decode_all(const char **records, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += owner_decode_record(records[i]);
  return total;
}
