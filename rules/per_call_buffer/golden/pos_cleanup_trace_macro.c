// The kept-on-success shape of neg_error_exit_macro.c, but the cleanup branch ends in TRACE(),
// which logs or expands to nothing (leaving_macros.h): the function then returns the record
// as on success, so the free is no error cleanup, and a loop of calls that each hit the check
// maps the table again on every call.
#include <stdio.h>
#include <stdlib.h>

#include "leaving_macros.h"

typedef struct { int lookup[0x10000]; } Table;
typedef struct { Table *table; int valid; } Record;

Record *read_record(FILE *in) {
  static Record record;
  record.table = malloc(sizeof(Table)); // EXPECT: faultline-per-call-buffer
  if (record.table == NULL)
    return NULL;
  record.valid = fread(record.table->lookup, sizeof record.table->lookup, 1, in) == 1;
  if (!record.valid) {
    free(record.table);
    record.table = NULL;
    TRACE("short table\n");
  }
  return &record;
}

int count_valid(FILE *in, int n) {
  int valid = 0;
  for (int i = 0; i < n; i++)
    valid += read_record(in)->valid;
  return valid;
}
