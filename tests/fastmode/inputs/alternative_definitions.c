// A file defines a function once per configuration. Fast mode reads every branch of an
// undecided `#if`/`#elif`/`#else` group, so a function the group defines once per platform would
// be walked once per branch; it keeps the first definition of a name among the group's
// alternatives (as SplitConditionals.h keeps a split group's first branch), whatever the
// alternatives' parameter lists. A name defined in one branch only, and definitions outside the
// group, are all walked.
#include <stdlib.h>

#if HAVE_LINUX_XATTR
static int setup_attr(const char *name, int fd) {
  char *value = malloc(64);
  free(value);
  return fd + (name != 0);
}
static int linux_only(void) { return 1; }
#elif HAVE_BSD_EXTATTR
static int setup_attr(int ns, const char *name, const char *full, int fd) {
  char *value = malloc((size_t)fd << 20);
  free(value);
  return ns + fd + (name != full);
}
static int bsd_only(void) { return 2; }
#else
static int setup_attr(const char *name, int fd) {
  char *value = malloc(32);
  free(value);
  return fd;
}
#endif

int use_all(void) { return setup_attr("a", 3) + linux_only() + bsd_only(); }
// CHECK: function setup_attr
// CHECK-NEXT: block 0 malloc 'malloc' 11:17
// CHECK: function linux_only
// CHECK: function bsd_only
// CHECK-NOT: function setup_attr
// CHECK: function use_all
// CHECK-NOT: function setup_attr
