// libslirp's get_dns_addr (held-out set 30): the cache is a record (`struct in_addr dns_addr`)
// tested through a field, `dns_addr.s_addr != 0`, and a hit returns only when a check says the
// cached value still holds (a timeout, then a stat() of the file: `if (ret <= 0) return ret;`).
// On a miss the reader is handed the cache's address and fills it. The file is read on the
// loop's first call and again only when the check finds it changed: not per iteration. The
// IPv6 twin tests its cache with a predicate, `!in6_zero(&dns6_addr)`, a macro for a
// two-argument `in6_equal` as in libslirp. See faultline-stdio-in-loop.md, "A memo filled by the
// callee".
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

struct addr4 {
  unsigned s_addr;
};
struct addr6 {
  unsigned char s6_addr[16];
};

static struct addr4 dns_addr;
static struct addr6 dns6_addr;
static unsigned dns_addr_time, dns6_addr_time, curtime;

static int in6_equal(const struct addr6 *a, const struct addr6 *b) {
  return memcmp(a->s6_addr, b->s6_addr, sizeof a->s6_addr) == 0;
}
#define in6_zero(a) (in6_equal(a, &(struct addr6){{0}}))

static int get_cached(void *out, const void *cached, size_t len, struct stat *st, unsigned *when) {
  struct stat old = *st;
  if (curtime - *when < 1000) {
    memcpy(out, cached, len);
    return 0;
  }
  if (stat("/etc/resolv.conf", st) != 0)
    return -1;
  if (st->st_ino == old.st_ino && st->st_mtime == old.st_mtime) {
    memcpy(out, cached, len);
    return 0;
  }
  return 1;
}

static int read_conf(void *out, void *cached, size_t len, unsigned *when) {
  char line[512];
  unsigned char value[16] = {0};
  int found = 0;
  FILE *f = fopen("/etc/resolv.conf", "r");
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (!found && sscanf(line, "nameserver %hhu", &value[0]) == 1) {
      memcpy(out, value, len);
      memcpy(cached, value, len);
      *when = curtime;
      found = 1;
    }
  fclose(f);
  return found ? 0 : -1;
}

int get_dns_addr(struct addr4 *out) {
  static struct stat dns_addr_stat;
  if (dns_addr.s_addr != 0) {
    int ret;
    ret = get_cached(out, &dns_addr, sizeof dns_addr, &dns_addr_stat, &dns_addr_time);
    if (ret <= 0)
      return ret;
  }
  return read_conf(out, &dns_addr, sizeof dns_addr, &dns_addr_time);
}

int get_dns6_addr(struct addr6 *out) {
  static struct stat dns6_addr_stat;
  if (!in6_zero(&dns6_addr)) {
    int ret = get_cached(out, &dns6_addr, sizeof dns6_addr, &dns6_addr_stat, &dns6_addr_time);
    if (ret <= 0)
      return ret;
  }
  return read_conf(out, &dns6_addr, sizeof dns6_addr, &dns6_addr_time);
}

int translate_all(int n, struct addr4 *addrs, struct addr6 *addrs6) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (get_dns_addr(&addrs[i]) < 0)
      bad++;
    if (get_dns6_addr(&addrs6[i]) < 0)
      bad++;
  }
  return bad;
}
