// neg_callee_writes_on_success.c with a caller whose loop goes on after a successful replay too
// (it counts the variants that apply instead of stopping at the first): the callee opens the
// same file on every successful iteration, which is churn.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int error(const char *fmt, ...);
int try_replay(int variant, const char *path, char **result, size_t *size);

static int replay_one(int variant, const char *path) {
  char *result = NULL;
  size_t size = 0;
  FILE *f;
  int ret;

  ret = try_replay(variant, path, &result, &size);
  if (ret)
    goto out;

  f = fopen(path, "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return error("could not open '%s'", path);
  if (fwrite(result, size, 1, f) != 1)
    error("could not write '%s'", path);
  if (fclose(f))
    return error("writing '%s' failed", path);

out:
  free(result);
  return ret;
}

int count_clean_replays(const char *path, int variants) {
  int clean = 0;
  for (int variant = 0; variant < variants; variant++) {
    if (replay_one(variant, path))
      continue; /* failed to replay */
    clean++;
  }
  return clean;
}
