// Helpers that do their large work once, guarded by a flag, although use_once_callers.c calls
// them per item: a global once-flag, an early return on the flag, and a lazily set member.
#include <stdlib.h>
#include <string.h>

static int tables_ready;
static unsigned char table[256];

void init_tables(void) {
  if (!tables_ready) {
    unsigned char *scratch = malloc(4 << 20);
    memset(scratch, 3, 4 << 20);
    memcpy(table, scratch, sizeof table);
    free(scratch);
    tables_ready = 1;
  }
}

static int codec_loaded = 0;

void load_codec(void) {
  if (codec_loaded)
    return;
  char *image = malloc(8 << 20);
  memset(image, 0, 8 << 20);
  free(image);
  codec_loaded = 1;
}

struct session {
  void *db;
};

void ensure_open(struct session *s) {
  if (s->db == 0) {
    char *probe = malloc(4 << 20);
    memset(probe, 0, 4 << 20);
    free(probe);
    s->db = table;
  }
}
