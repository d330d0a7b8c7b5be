// units' strwidth shape (issue 10, set 7): the wide copy is sized by `strlen(str) + 1`, and `len`
// is assigned again only after the allocation (`len = mbsrtowcs(...)`). Only the assignment that
// runs before the allocation sizes the block: a string's length, modest, so the per-call copy
// for each line read is not reported. (The count from mbsrtowcs, given the object, would grow.)
#define _XOPEN_SOURCE 700 // wcswidth under -std=c17
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int strwidth(const char *str) {
  wchar_t *widestr;
  int len;
  len = strlen(str) + 1;
  widestr = malloc(sizeof(wchar_t) * len);
  if (!widestr)
    return -1;
  len = mbsrtowcs(widestr, &str, len, NULL);
  if (len == -1) {
    free(widestr);
    return -1;
  }
  len = wcswidth(widestr, len);
  free(widestr);
  return len;
}

int widest(const char **lines, int n) {
  int best = 0;
  for (int i = 0; i < n; ++i) {
    int w = strwidth(lines[i]);
    if (w > best)
      best = w;
  }
  return best;
}
