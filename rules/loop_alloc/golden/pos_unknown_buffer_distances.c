// Pointer distances that span a whole buffer rather than a token, so they stay plausibly large
// (reported at severity note): the end is the buffer's end (`text + len`, len a parameter), the
// scan does not look at the characters (`while (p < limit) p++`), or the end moves by a
// parameter-driven amount. Contrast neg_unknown_token_copies.c.
#include <stdlib.h>
#include <string.h>

long copy_whole_text(const char *text, size_t len, int rounds) {
  long sum = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *end = text + len;
    char *copy = malloc(end - text); // EXPECT: faultline-loop-alloc note
    if (copy) {
      memcpy(copy, text, end - text);
      sum += copy[0];
    }
    free(copy);
  }
  return sum;
}

long copy_up_to_limit(const char *text, const char *limit, int rounds) {
  long sum = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *p = text;
    while (p < limit)
      p++;
    char *copy = malloc(p - text); // EXPECT: faultline-loop-alloc note
    if (copy) {
      memcpy(copy, text, p - text);
      sum += copy[0];
    }
    free(copy);
  }
  return sum;
}

long copy_skipped_record(const char *record, size_t skip, int rounds) {
  long sum = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *end = record;
    while (*end && *end != ';')
      end++;
    end += skip;
    char *copy = malloc(end - record); // EXPECT: faultline-loop-alloc note
    if (copy) {
      memcpy(copy, record, end - record);
      sum += copy[0];
    }
    free(copy);
  }
  return sum;
}
