// A lazily built default held in a static strbuf-like object (git's ident_default_email): the
// guard tests the static's length, and the branch fills the static through its address, so the
// open of /etc/mailname in make_default runs on the first call only, although the per-patch loop
// asks for the default every time. The extra conjunct (`!(given & MAIL_GIVEN)`) only narrows
// the branch further.
#include <stdio.h>
#include <string.h>

struct text_buf {
  size_t alloc, len;
  char *buf;
};

void text_add(struct text_buf *sb, const char *s);

static struct text_buf default_email;
static unsigned given;
#define MAIL_GIVEN 2

static int add_mailname(struct text_buf *out) {
  char line[256];
  FILE *f = fopen("/etc/mailname", "r");
  if (!f)
    return -1;
  if (fgets(line, sizeof line, f))
    text_add(out, line);
  fclose(f);
  return 0;
}

static void make_default(struct text_buf *out) {
  text_add(out, "user@");
  add_mailname(out);
}

const char *default_email_address(void) {
  if (!(given & MAIL_GIVEN) && !default_email.len)
    make_default(&default_email);
  return default_email.buf;
}

int stamp_patches(const char *const *patches, int count) {
  int stamped = 0;
  for (int i = 0; i < count; ++i)
    stamped += strlen(default_email_address()) + strlen(patches[i]) > 0;
  return stamped;
}
