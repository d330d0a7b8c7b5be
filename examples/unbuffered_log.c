// An unbuffered log: setvbuf(log, NULL, _IONBF, 0) and then fputc per character, so every
// character is its own write(2). It is the far end of article 003's comparison (direct I/O vs
// buffered vs setvbuf with a caller buffer): the cost is system calls per byte rather than faults
// (faultline-stdio-in-loop, reported at the first piecewise write in the loop).
#include <stdio.h>
#include <string.h>

static const char *const kEvents[] = {
    "accepted connection", "parsed request", "cache miss", "wrote response", "closed connection",
};

int main(void) {
  FILE *log = tmpfile();
  if (!log)
    return 1;
  setvbuf(log, NULL, _IONBF, 0); // every fputc below becomes a write(2)
  long written = 0;
  for (int i = 0; i < 200; ++i) {
    const char *msg = kEvents[i % 5];
    for (size_t k = 0; msg[k] != '\0'; ++k) {
      fputc(msg[k], log);
      ++written;
    }
    fputc('\n', log);
    ++written;
  }
  long size = ftell(log);
  fclose(log);
  printf("unbuffered_log: %ld bytes written one character at a time, %s\n", written,
         size == written ? "ok" : "WRONG");
  return size == written ? 0 : 1;
}
