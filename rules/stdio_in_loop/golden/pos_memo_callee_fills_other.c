// neg_memo_filled_by_callee.c's get_dns_addr, except that read_conf stores the nameserver only
// in the caller's output, never in the cache the caller tests: the cache stays empty and every
// call of the loop reads /etc/resolv.conf again.
#include <stdio.h>

static unsigned dns_addr;

static int read_conf(unsigned *out) {
  char line[512];
  unsigned a;
  int found = 0;
  FILE *f = fopen("/etc/resolv.conf", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (!found && sscanf(line, "nameserver %u", &a) == 1) {
      *out = a;
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

int resolve_all(int n, unsigned *addrs) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (get_dns_addr(&addrs[i]) < 0)
      bad++;
  return bad;
}
