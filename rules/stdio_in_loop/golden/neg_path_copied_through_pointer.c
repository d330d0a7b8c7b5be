// One output file per line of a map (groff's xtotroff, held-out set 18): each line's first word
// is copied into `troff_name` through a second pointer (`for (a = line, b = troff_name; *a; a++,
// b++) *b = *a;`) and the font file of that name is written. Characters written through a
// pointer the loop set to a buffer rewrite the buffer, so the path differs per line: per-item
// work, not churn (both modes). pos_path_alias_read_only.c: a pointer that only reads the
// buffer changes nothing.
#include <stdio.h>
#include <stdlib.h>
static int xt_map_font(const char *font_name, const char *troff_name) {
  FILE *out = fopen(troff_name, "w");
  if (!out)
    return 0;
  fprintf(out, "name %s\n", font_name);
  fclose(out);
  return 1;
}
int xt_main(int argc, char **argv) {
  char line[256], troff_name[256], font_name[256];
  char *a, *b;
  int c;
  FILE *map = fopen(argv[1], "r");
  if (!map)
    return 1;
  while (fgets(line, sizeof(line), map)) {
    for (a = line, b = troff_name; *a; a++, b++) {
      c = (*b = *a);
      if (c == ' ' || c == '\t')
        break;
    }
    *b = '\0';
    while (*a && (*a == ' ' || *a == '\t'))
      ++a;
    for (b = font_name; *a; a++, b++)
      if ((*b = *a) == '\n')
        break;
    *b = '\0';
    if (!xt_map_font(font_name, troff_name))
      exit(1);
  }
  return 0;
}
