// neg_walked_list_keyword.c's walks where the branch is per-item work all the same: a branch that
// reads the item it dispatched on (a record of the data, not a repeated keyword), an arm for a
// punctuation character (a lexer's newline runs per line of its input), and the branch every
// other item takes.
#include <stdio.h>
#include <string.h>

struct record {
  struct record *next;
  const char *type;
  const char *path;
};

int records(const struct record *list, char *line, int size) {
  int lines = 0;
  for (const struct record *r = list; r; r = r->next) {
    if (strcmp(r->type, "log") == 0) {
      FILE *f = fopen("/var/log/records.log", "a"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      fputs(r->path, f);
      fclose(f);
    } else if (strcmp(r->type, "skip") != 0) {
      FILE *g = fopen("/etc/records.conf", "r"); // EXPECT: faultline-stdio-in-loop
      if (!g)
        return -1;
      lines += fgets(line, size, g) != NULL;
      fclose(g);
    }
  }
  return lines;
}

int newlines(const char *text, char *line, int size) {
  int lines = 0;
  for (const char *p = text; *p; p++) {
    switch (*p) {
    case '\n': {
      FILE *f = fopen("/etc/lexer.conf", "r"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      lines += fgets(line, size, f) != NULL;
      fclose(f);
      break;
    }
    }
  }
  return lines;
}
