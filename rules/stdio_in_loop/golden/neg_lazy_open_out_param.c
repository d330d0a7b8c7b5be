// ensure_store sniffs the store's file only while s->handle is unset, and store_open then fills s->handle through its address (sqlite's shell: open_db sniffs the file type only while p->db==0, and sqlite3_open_v2 sets p->db): lazy initialisation, once per store however often the loop calls it.
#include <stdio.h>

struct store {
  void *handle;
  const char *path;
  long header_bytes;
};

int store_open(const char *path, void **handle);

static void ensure_store(struct store *s) {
  if (s->handle == NULL) {
    FILE *f = fopen(s->path, "rb");
    if (f) {
      int c;
      while ((c = fgetc(f)) != EOF && c != '\n')
        ++s->header_bytes;
      fclose(f);
    }
    store_open(s->path, &s->handle);
  }
}

int run_store_commands(struct store *s, const char *const *commands, int count) {
  int done = 0;
  for (int i = 0; i < count; ++i) {
    ensure_store(s);
    done += commands[i][0] != 0;
  }
  return done;
}
