// git's rerere shape (issue 10): replay_one writes the resolved file only after a clean replay
// and then returns 0; the failure returns (-1, `return error(...)`) come before the open or
// report a failed write. The caller's loop over variants goes on only when the replay failed
// (`if (replay_one(...)) continue;`) and leaves on success, so the open runs at most once per
// call of resolve_path: not per iteration. The same with `ret = ...; if (ret) goto out;` in
// the callee. See faultline-stdio-in-loop.md, "Opened only on the callee's success".
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

  if (variant < 0) {
    ret = 1;
    goto out;
  }
  ret = try_replay(variant, path, &result, &size);
  if (ret)
    goto out;

  f = fopen(path, "w");
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

void resolve_path(const char *path, int variants, int *resolved) {
  for (int variant = 0; variant < variants; variant++) {
    if (replay_one(variant, path))
      continue; /* failed to replay */
    *resolved = variant;
    return;
  }
  *resolved = -1;
}
