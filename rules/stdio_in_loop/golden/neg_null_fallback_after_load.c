// net-snmp's interface loader (held-out set 35): the address container is loaded once, before
// the per-interface loop, and handed to has_ipv6 on every iteration; has_ipv6 loads its own
// (reading /proc/net/if_inet6 again) only `if (addrs == NULL)`, i.e. when the caller's load
// failed. A project function's null result is its failure, so the reload is error handling, not
// the loop's work. See faultline-stdio-in-loop.md, "A fallback for a null argument".
#include <stdio.h>
#include <stdlib.h>

struct container {
  int n;
};

static int load_v6(struct container *c) {
  char line[80];
  FILE *in = fopen("/proc/net/if_inet6", "r");
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
  struct container *addrs = container_load();
  while (fgets(line, sizeof line, devin)) {
    unsigned flags = 0;
    has_ipv6(n, &flags, addrs);
    n += flags != 0;
  }
  free(addrs);
  return n;
}
