// A loop whose induction variable is a field of the object passed to the helper (git's
// rerere_forget_one_path: `for (id->variant = 0; ...; id->variant++)` then
// `handle_cache(..., rerere_path(id, "thisimage"))`). The pointer `id` is the same on every
// iteration, but the item it points to is another one each time, so `item_path(id, ...)` names a
// different file per iteration: per-item work, not a stream to keep open and rewind.
#include <stdio.h>

struct item_id {
  const char *name;
  int variant;
};

const char *item_path(const struct item_id *id, const char *what);

static int write_image(const char *output, const char *text) {
  FILE *f = fopen(output, "w");
  if (!f)
    return -1;
  int failed = fputs(text, f) < 0;
  fclose(f);
  return failed;
}

int rewrite_variants(struct item_id *id, int variants, const char *text) {
  int failed = 0;
  for (id->variant = 0; id->variant < variants; id->variant++)
    failed += write_image(item_path(id, "thisimage"), text);
  return failed;
}

static int append_image(const char *output, const char *text) {
  FILE *f = fopen(output, "a");
  if (!f)
    return -1;
  int failed = fputs(text, f) < 0;
  fclose(f);
  return failed;
}

// The induction field one member deeper, stepped by `+=`.
struct cursor {
  struct item_id id;
};

int rewrite_nested(struct cursor *c, int variants, const char *text) {
  int failed = 0;
  for (c->id.variant = 0; c->id.variant < variants; c->id.variant += 1)
    failed += append_image(item_path(&c->id, "preimage"), text);
  return failed;
}
