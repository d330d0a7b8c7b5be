// A configuration file reread on every login: the path is a macro the build may define on the
// command line (`-DPATH_FTPUSERS="/etc/ftpusers"`, inetutils' ftpd, held-out set 20), passed on
// by a helper, so it is the same file every call. (Without this file's fallback #define, fast
// mode takes the all-capitals name it cannot resolve as such a constant: fastmode.cli.)
#include <stdio.h>
#include <string.h>

#ifndef PATH_FTPUSERS
#define PATH_FTPUSERS "/etc/ftpusers"
#endif

static int listed(const char *file, const char *name) {
  char line[256];
  int found = 0;
  FILE *f = fopen(file, "r"); // EXPECT: faultline-stdio-in-loop warning
  if (!f)
    return 0;
  while (!found && fgets(line, sizeof line, f))
    found = strncmp(line, name, strlen(name)) == 0;
  fclose(f);
  return found;
}

static int login_allowed(const char *name) { return !listed(PATH_FTPUSERS, name); }

int serve(const char *const *users, int n) {
  int allowed = 0;
  for (int i = 0; i < n; i++)
    allowed += login_allowed(users[i]);
  return allowed;
}
