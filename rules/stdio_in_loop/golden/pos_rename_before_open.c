// The counterpart of neg_temp_file_renamed_into_place.c: the rename comes before the open (the
// previous round's file is moved aside), and the file opened after it is the same path each
// round, appended to and closed. The rename does not replace what this iteration writes, so the
// reopening is still the finding.
#include <stdio.h>

void log_rounds(const int *values, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    rename("rounds.bak", "rounds.old");
    FILE *log = fopen("rounds.log", "a"); // EXPECT: faultline-stdio-in-loop
    if (!log)
      return;
    fprintf(log, "%d\n", values[r]);
    fclose(log);
  }
}
