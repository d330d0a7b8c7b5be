// A cache file's path, built from a configuration object reached through a local pointer that is
// declared first and assigned once (`path = cache->path;`). Such a pointer holds that one value,
// exactly as if it had been initialised with it, so what it points to is no more "read at run
// time" than through an initialised local: the size is a {len, data} name, a few short level
// directories and a constant, which cannot plausibly reach the threshold. use_cache_expiry.c
// calls it per round (nginx's ngx_http_file_cache_forced_expire).
#include <stdlib.h>
#include <string.h>

typedef struct {
  size_t len;
  unsigned char *data;
} cache_str;

typedef struct {
  cache_str name;
  size_t len; /* the level directories' characters */
  size_t level[3];
} cache_path;

typedef struct {
  cache_path *path;
  int entries;
} file_cache;

void *cache_alloc(size_t size) { return malloc(size); }

int expire_oldest(file_cache *cache) {
  cache_path *path;
  path = cache->path;
  unsigned char *name = cache_alloc(path->name.len + 1 + path->len + 2 * 32 + 1);
  if (!name)
    return -1;
  memcpy(name, path->name.data, path->name.len);
  name[path->name.len] = '/';
  int first = name[0];
  free(name);
  return first + cache->entries;
}
