// The shape of neg_cache_tested_through_copy.c, but the function never stores what it read into
// the cache (it only reads `alias_cache` into its copy): every call finds the cache empty and
// opens the file again, once per iteration of the caller's loop.
#include <stdio.h>
#include <string.h>

static const char *alias_cache;

static int has_alias(const char *name) {
  const char *cp;
  int found = 0;

  cp = alias_cache;
  if (cp == NULL) {
    FILE *fp = fopen("/usr/lib/charset.alias", "r"); // EXPECT: faultline-stdio-in-loop
    if (fp == NULL)
      return 0;
    char line[256];
    while (!found && fgets(line, sizeof line, fp))
      found = strstr(line, name) != NULL;
    fclose(fp);
    return found;
  }
  return strstr(cp, name) != NULL;
}

int count_known(const char *const *names, int n) {
  int known = 0;
  for (int i = 0; i < n; ++i)
    known += has_alias(names[i]);
  return known;
}
