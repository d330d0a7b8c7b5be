// neg_null_fallback_after_load.c's has_ipv6, called by a loop that never loads the container
// itself: it passes NULL (or a variable the loop sets to NULL), so the fallback reloads
// /proc/net/if_inet6 on every iteration.
#include <stdio.h>
#include <stdlib.h>

struct container {
  int n;
};

static int load_v6(struct container *c) {
  char line[80];
  FILE *in = fopen("/proc/net/if_inet6", "r"); // EXPECT: faultline-stdio-in-loop
  if (!in)
    return -2;
  while (fgets(line, sizeof line, in))
    c->n++;
  fclose(in);
  return 0;
}

struct container *container_load(void) {
  struct container *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  if (load_v6(c) == -1) {
    free(c);
    return NULL;
  }
  return c;
}

static void has_ipv6(int idx, unsigned *flags, struct container *addrs) {
  int own = 0;
  if (NULL == addrs) {
    addrs = container_load();
    if (!addrs)
      return;
    own = 1;
  }
  if (addrs->n > idx)
    *flags |= 1;
  if (own)
    free(addrs);
}

int interface_load(FILE *devin) {
  char line[256];
  int n = 0;
  while (fgets(line, sizeof line, devin)) {
    unsigned flags = 0;
    has_ipv6(n, &flags, NULL);
    n += flags != 0;
  }
  return n;
}
