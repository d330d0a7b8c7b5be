// gnulib's localcharset.c (get_charset_aliases, seen in patch and recode, issue 10, held-out
// set 9): the function copies a static cache into a local, tests the copy for NULL, reads the
// alias file only then, and stores what it read into the cache. Every later call finds the cache
// set, so the fopen runs once per process however often a loop asks for the aliases.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *volatile alias_cache;

static const char *aliases(void) {
  const char *cp;

  cp = alias_cache;
  if (cp == NULL) {
    FILE *fp = fopen("/usr/lib/charset.alias", "r");
    if (fp == NULL) {
      cp = "";
    } else {
      char line[256];
      char *all = NULL;
      size_t size = 0;
      while (fgets(line, sizeof line, fp)) {
        size_t n = strlen(line);
        char *grown = realloc(all, size + n + 1);
        if (!grown)
          break;
        all = grown;
        memcpy(all + size, line, n + 1);
        size += n;
      }
      fclose(fp);
      cp = all ? all : "";
    }
    alias_cache = cp;
  }
  return cp;
}

int count_known(const char *const *names, int n) {
  int known = 0;
  for (int i = 0; i < n; ++i)
    if (strstr(aliases(), names[i]))
      ++known;
  return known;
}
