// A cache keyed by an argument (iproute2's lib/cg_map.c, cg_id_to_path, issue 10, held-out
// set 12): `ss` asks for the cgroup path of every socket it prints; the function looks the id
// up in a static hash table and returns the cached path on a hit; only on a miss does it read
// /proc/mounts to build the path, and then it adds the id to the table. The stream is opened
// once per id not yet cached, not per socket. Both spellings: an early return on a hit
// (memo_path_of) and the work inside `if (!e)` (memo_name_of).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct memo_entry {
  struct memo_entry *next;
  unsigned long id;
  char path[64];
};

#define MEMO_BUCKETS 64
static struct memo_entry *memo_table[MEMO_BUCKETS];

static struct memo_entry *memo_find(unsigned long id) {
  for (struct memo_entry *e = memo_table[id % MEMO_BUCKETS]; e; e = e->next)
    if (e->id == id)
      return e;
  return NULL;
}

static struct memo_entry *memo_add(unsigned long id, const char *path) {
  struct memo_entry *e = calloc(1, sizeof *e);
  if (!e)
    return NULL;
  e->id = id;
  snprintf(e->path, sizeof e->path, "%s", path);
  e->next = memo_table[id % MEMO_BUCKETS];
  memo_table[id % MEMO_BUCKETS] = e;
  return e;
}

static int memo_mount_of(unsigned long id, char *out, size_t n) {
  FILE *fp = fopen("/proc/mounts", "r");
  if (!fp)
    return -1;
  int found = fgets(out, (int)n, fp) != NULL && id != 0;
  fclose(fp);
  return found ? 0 : -1;
}

static const char *memo_path_of(unsigned long id) {
  char buf[64];
  struct memo_entry *e = memo_find(id);
  if (e)
    return e->path;
  if (memo_mount_of(id, buf, sizeof buf) == 0) {
    e = memo_add(id, buf);
    if (e)
      return e->path;
  }
  return "unreachable";
}

static const char *memo_name_of(unsigned long id) {
  char buf[64];
  struct memo_entry *e;
  e = memo_find(id);
  if (!e) {
    if (memo_mount_of(id, buf, sizeof buf) != 0)
      return "unreachable";
    e = memo_add(id, buf);
  }
  return e ? e->path : "unreachable";
}

void memo_print_sockets(const unsigned long *ids, int n) {
  for (int i = 0; i < n; ++i)
    printf("%s %s\n", memo_path_of(ids[i]), memo_name_of(ids[i]));
}
