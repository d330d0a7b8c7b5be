// opensmtpd's libasr (asr.c asr_check_reload, issue 10, held-out set 11): every resolver call
// checks whether /etc/resolv.conf must be read again, but returns early unless RELOAD_DELAY
// seconds passed since the stored check time (`ts.tv_sec - asr->a_rtime < RELOAD_DELAY`, the
// stamp set right after) and unless stat() shows a modification time other than the stored one
// (`asr->a_mtime == st.st_mtime`, set before the read). Either guard makes the read a periodic
// reload, not per-call work; each is shown alone here, and as an `if` around the work, the
// current time from clock_gettime's tv_sec, a time_t parameter or a local set by time().
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

static time_t last_load;
static time_t config_mtime;

static int read_conf(struct resolver *r, const char *path) {
  FILE *cf = fopen(path, "re");
  if (cf == NULL)
    return -1;
  size_t n = fread(r->conf, 1, sizeof r->conf - 1, cf);
  r->conf[n] = '\0';
  fclose(cf);
  return 0;
}

static void read_hosts(struct resolver *r) {
  FILE *f = fopen("/etc/hosts", "re");
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

static void read_services(struct resolver *r) {
  FILE *f = fopen("/etc/services", "re");
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

static void read_protocols(struct resolver *r) {
  FILE *f = fopen("/etc/protocols", "re");
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

static time_t last_sweep;

static void read_networks(struct resolver *r) {
  FILE *f = fopen("/etc/networks", "re");
  if (f == NULL)
    return;
  r->conf[fread(r->conf, 1, sizeof r->conf - 1, f)] = '\0';
  fclose(f);
}

static void sweep(struct resolver *r) {
  time_t now = time(NULL);
  if (last_sweep + 30 > now)
    return;
  last_sweep = now;
  read_networks(r);
}

static void check_reload_by_time(struct resolver *r) {
  struct timespec ts;
  if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
    return;
  if ((ts.tv_sec - r->a_rtime) < RELOAD_DELAY && r->a_rtime != 0)
    return;
  r->a_rtime = ts.tv_sec;
  if (read_conf(r, "/etc/resolv.conf") == -1)
    return;
}

static void check_reload_by_mtime(struct resolver *r) {
  struct stat st;
  if (stat("/etc/hosts", &st) == -1 || r->a_mtime == st.st_mtime)
    return;
  r->a_mtime = st.st_mtime;
  read_hosts(r);
}

static void refresh(struct resolver *r, time_t now) {
  struct stat st;
  if (now >= last_load + 60) {
    last_load = now;
    read_services(r);
  }
  if (stat("/etc/protocols", &st) == 0 && st.st_mtime != config_mtime) {
    config_mtime = st.st_mtime;
    read_protocols(r);
  }
}

int resolve_all(struct resolver *r, const char **names, int count) {
  int found = 0;
  for (int i = 0; i < count; ++i) {
    check_reload_by_time(r);
    check_reload_by_mtime(r);
    refresh(r, time(NULL));
    sweep(r);
    found += names[i][0] != '\0';
  }
  return found;
}
