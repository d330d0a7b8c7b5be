// The counterpart of neg_field_induction_variable.c: the loop steps a plain counter and only
// updates a field of `id` in its body (`id->hits++`). The object is still the same item on every
// iteration (only a field in the loop's increment makes it another one), so `item_path(id, ...)`
// names the same file each time: opened and closed once per iteration.
#include <stdio.h>

struct item_id {
  const char *name;
  int variant;
  int hits;
};

const char *item_path(const struct item_id *id, const char *what);

static int write_image(const char *output, const char *text) {
  FILE *f = fopen(output, "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  int failed = fputs(text, f) < 0;
  fclose(f);
  return failed;
}

int rewrite_lines(struct item_id *id, const char *const *lines, int n) {
  int failed = 0;
  for (int i = 0; i < n; ++i) {
    id->hits++;
    failed += write_image(item_path(id, "thisimage"), lines[i]);
  }
  return failed;
}
