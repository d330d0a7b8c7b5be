// As neg_static_object_once_guard.c, but the branch only reads the static object (its address
// goes nowhere, nothing is assigned): it stays empty, the guard holds on every call and
// /etc/mailname is opened once per patch: faultline-stdio-in-loop.
#include <stdio.h>
#include <string.h>

struct text_buf {
  size_t alloc, len;
  char *buf;
};

static struct text_buf default_email;

static int mailname_differs(const char *current, size_t length) {
  char line[256];
  FILE *f = fopen("/etc/mailname", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return 0;
  int differs = fgets(line, sizeof line, f) && (!current || strncmp(line, current, length) != 0);
  fclose(f);
  return differs;
}

static const char *default_email_address(void) {
  if (!default_email.len) {
    if (mailname_differs(default_email.buf, default_email.len))
      return "unknown";
  }
  return default_email.buf;
}

int stamp_patches(const char *const *patches, int count) {
  int stamped = 0;
  for (int i = 0; i < count; ++i)
    stamped += default_email_address() != NULL && strlen(patches[i]) > 0;
  return stamped;
}
