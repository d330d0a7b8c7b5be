// The counterparts of neg_periodic_reload_guards.c: a check time that is never stored again
// (`r->a_rtime` only read) lets every call through once the first period passed, and an mtime
// compared but never recorded differs on every call: the file is read on every iteration; and a
// time_t local holding a record's time, not the clock's, paces nothing.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <sys/stat.h>
#include <time.h>

#define RELOAD_DELAY 15

struct resolver {
  time_t a_rtime;
  time_t a_mtime;
  char conf[4096];
};

static int read_conf(struct resolver *r, const char *path) {
  FILE *cf = fopen(path, "re"); // EXPECT: faultline-stdio-in-loop
  if (cf == NULL)
    return -1;
  size_t n = fread(r->conf, 1, sizeof r->conf - 1, cf);
  r->conf[n] = '\0';
  fclose(cf);
  return 0;
}

static void read_hosts(struct resolver *r) {
  FILE *f = fopen("/etc/hosts", "re"); // EXPECT: faultline-stdio-in-loop
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

static void check_reload_by_time(struct resolver *r) {
  struct timespec ts;
  if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
    return;
  if ((ts.tv_sec - r->a_rtime) < RELOAD_DELAY)
    return;
  read_conf(r, "/etc/resolv.conf");
}

static void check_reload_by_mtime(struct resolver *r) {
  struct stat st;
  if (stat("/etc/hosts", &st) == -1 || r->a_mtime == st.st_mtime)
    return;
  read_hosts(r);
}

struct record {
  time_t when;
  const char *name;
};

static time_t last_flush;

static void read_services(struct resolver *r) {
  FILE *f = fopen("/etc/services", "re"); // EXPECT: faultline-stdio-in-loop
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

// A time_t local copied from a record is not the clock: records an hour apart pass the test on
// every one of them.
static void per_record(struct resolver *r, const struct record *rec) {
  time_t stamp = rec->when;
  if (stamp - last_flush >= 60) {
    last_flush = stamp;
    read_services(r);
  }
}

int replay(struct resolver *r, const struct record *records, int count) {
  for (int i = 0; i < count; ++i)
    per_record(r, &records[i]);
  return count;
}

int resolve_all(struct resolver *r, const char **names, int count) {
  int found = 0;
  for (int i = 0; i < count; ++i) {
    check_reload_by_time(r);
    check_reload_by_mtime(r);
    found += names[i][0] != '\0';
  }
  return found;
}
