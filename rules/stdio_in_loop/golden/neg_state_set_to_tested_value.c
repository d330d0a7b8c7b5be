// A static state that the guarded branch sets to the value its guard tests against: the
// branch runs until the state is READY, once per process, not once per call of the function
// that holds it (here on every record).
#include <stdio.h>

enum { UNREAD, READY };
static int tableState = UNREAD;
static char table[256];

static void loadTable(void) {
  if (tableState != READY) {
    FILE *f = fopen("/etc/example/table", "r");
    if (f) {
      size_t n = fread(table, 1, sizeof table, f);
      (void)n;
      fclose(f);
    }
    tableState = READY;
  }
}

int classifyAll(const unsigned char *records, int count) {
  int hits = 0;
  for (int i = 0; i < count; i++) {
    loadTable();
    hits += table[records[i]] != 0;
  }
  return hits;
}
