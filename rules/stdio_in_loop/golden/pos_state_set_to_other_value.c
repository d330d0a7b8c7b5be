// Not a once-guard: the branch sets the state to another value than the one its guard tests
// against (neg_state_set_to_tested_value.c sets READY), so the guard stays true and the file is
// read again on every record.
#include <stdio.h>

enum { UNREAD, LOADING, READY };
static int tableState = UNREAD;
static char table[256];

static void loadTable(void) {
  if (tableState != READY) {
    FILE *f = fopen("/etc/example/table", "r"); // EXPECT: faultline-stdio-in-loop
    if (f) {
      size_t n = fread(table, 1, sizeof table, f);
      (void)n;
      fclose(f);
    }
    tableState = LOADING;
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
