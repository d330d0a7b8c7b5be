// git's rerere shape (issue 10): replay_one writes the resolved file only after a clean replay
// and then returns 0; the failure returns (-1, `return error(...)`) come before the open or
// report a failed write. The caller's loop over variants goes on only when the replay failed
// (`if (replay_one_through_opener(...)) continue;`) and leaves on success, so the open runs at most once per
// call of resolve_path: not per iteration. Here the open goes through a stream opener, as git's
// does (`#define fopen(a, b) git_fopen(a, b)`): the call of the opener carries the same answer
// (facts::CallSite::onlyOnSuccess) to the open the join makes of it. See
// faultline-stdio-in-loop.md, "Opened only on the callee's success". As in git, a warning
// branch joins before the open (`if (utime(...) < 0) warning_errno(...)`) and the failure
// returns are `(error_errno(...), const_error())` through a macro.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int error(const char *fmt, ...);
int error_errno(const char *fmt, ...);
static inline int const_error(void) { return -1; }
#define error_errno(...) (error_errno(__VA_ARGS__), const_error())
void warning_errno(const char *fmt, ...);
int touch_postimage(const char *p);

FILE *checked_fopen(const char *path, const char *mode) {
  FILE *fp = fopen(path, mode);
  if (!fp)
    return NULL;
  if (ferror(fp)) {
    fclose(fp);
    return NULL;
  }
  return fp;
}

#define fopen(a, b) checked_fopen(a, b)
int try_replay(int variant, const char *path, char **result, size_t *size);

static int replay_one_through_opener(int variant, const char *path) {
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

  if (touch_postimage(path) < 0)
    warning_errno("failed utime() on %s", path);
  f = fopen(path, "w");
  if (!f)
    return error_errno("could not open '%s'", path);
  if (fwrite(result, size, 1, f) != 1)
    error("could not write '%s'", path);
  if (fclose(f))
    return error_errno("writing '%s' failed", path);

out:
  free(result);
  return ret;
}

void resolve_path_through_opener(const char *path, int variants, int *resolved) {
  for (int variant = 0; variant < variants; variant++) {
    if (replay_one_through_opener(variant, path))
      continue; /* failed to replay */
    *resolved = variant;
    return;
  }
  *resolved = -1;
}
