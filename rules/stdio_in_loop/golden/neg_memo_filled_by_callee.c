// A cache tested by the caller and filled by the callee that reads the file, in two spellings.
// libslirp's get_dns_addr returns the cached nameserver when it has one and otherwise returns
// read_conf(out), which stores the first nameserver of /etc/resolv.conf in the cache (held-out
// set 30); util-linux's logindefs search() runs load_defaults() only `if (!list)`, and the
// loader's store() prepends each setting to `list` (held-out set 29). Either file is read on the
// first call of the loop, not on every one.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned dns_addr;

static int read_conf(unsigned *out) {
  char line[512];
  unsigned a;
  int found = 0;
  FILE *f = fopen("/etc/resolv.conf", "r");
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (!found && sscanf(line, "nameserver %u", &a) == 1) {
      *out = a;
      dns_addr = a;
      found = 1;
    }
  fclose(f);
  return found ? 0 : -1;
}

int get_dns_addr(unsigned *out) {
  if (dns_addr != 0) {
    *out = dns_addr;
    return 0;
  }
  return read_conf(out);
}

struct item {
  char *name;
  struct item *next;
};
static struct item *list;

static void store(const char *name) {
  struct item *item = malloc(sizeof *item);
  if (!item)
    return;
  item->name = strdup(name);
  item->next = list;
  list = item;
}

static void load_file(const char *path) {
  char line[256];
  FILE *f = fopen(path, "r");
  if (!f)
    return;
  while (fgets(line, sizeof line, f))
    store(line);
  fclose(f);
}

static void load_defaults(void) { load_file("/etc/login.defs"); }

static struct item *search(const char *name) {
  if (!list)
    load_defaults();
  for (struct item *p = list; p; p = p->next)
    if (strcmp(p->name, name) == 0)
      return p;
  return NULL;
}

int resolve_all(int n, unsigned *addrs, const char **names) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (get_dns_addr(&addrs[i]) < 0)
      bad++;
    if (!search(names[i]))
      bad++;
  }
  return bad;
}
