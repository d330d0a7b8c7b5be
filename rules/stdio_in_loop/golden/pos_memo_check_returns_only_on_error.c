// neg_memo_revalidated_by_check.c's shape, except that the hit branch returns only when its
// check fails (`if (n < 0) return -1;`): on every successful check the function goes on to read
// the file again, so the cached record saves nothing and each call of the loop opens it.
#include <stdio.h>
#include <string.h>

struct addr4 {
  unsigned s_addr;
};

static struct addr4 dns_addr;

int poll_changes(void);

static int read_conf(struct addr4 *out, struct addr4 *cached) {
  char line[512];
  unsigned a;
  int found = 0;
  FILE *f = fopen("/etc/resolv.conf", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (!found && sscanf(line, "nameserver %u", &a) == 1) {
      out->s_addr = cached->s_addr = a;
      found = 1;
    }
  fclose(f);
  return found ? 0 : -1;
}

int get_dns_addr(struct addr4 *out) {
  if (dns_addr.s_addr != 0) {
    int n = poll_changes();
    if (n < 0)
      return -1;
  }
  return read_conf(out, &dns_addr);
}

int translate_all(int n, struct addr4 *addrs) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (get_dns_addr(&addrs[i]) < 0)
      bad++;
  return bad;
}
