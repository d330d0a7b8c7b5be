// A grow-and-retry loop: the block's size is reassigned in the loop only from the answer of the
// call that was given the block (`result + 1`: "I need this much") or by doubling itself, and
// the loop returns once the block was large enough. It goes round a bounded number of times per
// call, not once per item: not per-iteration churn (re2's StringAppendV).
#include <cstdarg>
#include <cstdio>
#include <string>

void appendFormatted(std::string *dst, const char *format, va_list ap) {
  char space[1024];
  va_list backup;
  va_copy(backup, ap);
  int result = vsnprintf(space, sizeof(space), format, backup);
  va_end(backup);
  if (result >= 0 && static_cast<std::size_t>(result) < sizeof(space)) {
    dst->append(space, result);
    return;
  }
  int length = sizeof(space);
  while (true) {
    if (result < 0)
      length *= 2;
    else
      length = result + 1;
    char *buf = new char[length];
    va_copy(backup, ap);
    result = vsnprintf(buf, length, format, backup);
    va_end(backup);
    if (result >= 0 && result < length) {
      dst->append(buf, result);
      delete[] buf;
      return;
    }
    delete[] buf;
  }
}
