// As neg_static_object_once_guard.c, but the object is a local of the helper: it is empty on
// every call, so the guard holds each time and /etc/mailname is opened once per patch:
// faultline-stdio-in-loop.
#include <stdio.h>
#include <string.h>

struct text_buf {
  size_t alloc, len;
  char *buf;
};

void text_add(struct text_buf *sb, const char *s);

static int add_mailname(struct text_buf *out) {
  char line[256];
  FILE *f = fopen("/etc/mailname", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  if (fgets(line, sizeof line, f))
    text_add(out, line);
  fclose(f);
  return 0;
}

static size_t email_length(void) {
  struct text_buf email = {0, 0, NULL};
  if (!email.len)
    add_mailname(&email);
  return email.len;
}

int stamp_patches(const char *const *patches, int count) {
  int stamped = 0;
  for (int i = 0; i < count; ++i)
    stamped += email_length() + strlen(patches[i]) > 0;
  return stamped;
}
