// Not a cache: the lookup finds an entry in a table that nothing on the miss path fills (the
// "insert" is given the key but writes another table), so every miss opens /proc/mounts again,
// once per socket whose id the table lacks. Contrast neg_memo_cache_by_key.c.
#include <stdio.h>
#include <stdlib.h>

struct nomemo_entry {
  unsigned long id;
  const char *path;
};

static struct nomemo_entry nomemo_known[16];
static unsigned long nomemo_misses[16];

static struct nomemo_entry *nomemo_find(unsigned long id) {
  for (int i = 0; i < 16; ++i)
    if (nomemo_known[i].id == id)
      return &nomemo_known[i];
  return NULL;
}

static void nomemo_count_miss(unsigned long id) { nomemo_misses[id % 16] += 1; }

static int nomemo_mount_of(unsigned long id, char *out, size_t n) {
  FILE *fp = fopen("/proc/mounts", "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return -1;
  int found = fgets(out, (int)n, fp) != NULL && id != 0;
  fclose(fp);
  return found ? 0 : -1;
}

static const char *nomemo_path_of(unsigned long id, char *buf, size_t n) {
  struct nomemo_entry *e = nomemo_find(id);
  if (e)
    return e->path;
  if (nomemo_mount_of(id, buf, n) != 0)
    return "unreachable";
  nomemo_count_miss(id);
  return buf;
}

void nomemo_print_sockets(const unsigned long *ids, int n) {
  char buf[64];
  for (int i = 0; i < n; ++i)
    printf("%s\n", nomemo_path_of(ids[i], buf, sizeof buf));
}
