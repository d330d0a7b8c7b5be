// As neg_lazy_open_out_param.c, but store_reopen fills another field (s->backup), never s->handle: the guard stays true, so the file is opened, read a byte at a time and closed on every call from the loop: faultline-stdio-in-loop.
#include <stdio.h>

struct spare_store {
  void *handle;
  void *backup;
  const char *path;
  long header_bytes;
};

int store_reopen(const char *path, void **handle);

static void refresh_store(struct spare_store *s) {
  if (s->handle == NULL) {
    FILE *f = fopen(s->path, "rb"); // EXPECT: faultline-stdio-in-loop
    if (f) {
      int c;
      while ((c = fgetc(f)) != EOF && c != '\n')
        ++s->header_bytes;
      fclose(f);
    }
    store_reopen(s->path, &s->backup);
  }
}

int run_spare_commands(struct spare_store *s, const char *const *commands, int count) {
  int done = 0;
  for (int i = 0; i < count; ++i) {
    refresh_store(s);
    done += commands[i][0] != 0;
  }
  return done;
}
