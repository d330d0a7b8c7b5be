// neg_memo_revalidated_by_check.c's get_dns_addr, except that the miss path reads the file into
// the caller's output only and never hands the reader the cache: the record stays empty, the
// check never runs, and every call of the loop reads /etc/resolv.conf again.
#include <stdio.h>
#include <string.h>

struct addr4 {
  unsigned s_addr;
};

static struct addr4 dns_addr;

static int still_valid(void) { return 0; }

static int read_conf(struct addr4 *out) {
  char line[512];
  unsigned a;
  int found = 0;
  FILE *f = fopen("/etc/resolv.conf", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (!found && sscanf(line, "nameserver %u", &a) == 1) {
      out->s_addr = a;
      found = 1;
    }
  fclose(f);
  return found ? 0 : -1;
}

int get_dns_addr(struct addr4 *out) {
  if (dns_addr.s_addr != 0) {
    int ret = still_valid();
    if (ret <= 0) {
      *out = dns_addr;
      return ret;
    }
  }
  return read_conf(out);
}

int translate_all(int n, struct addr4 *addrs) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (get_dns_addr(&addrs[i]) < 0)
      bad++;
  return bad;
}
