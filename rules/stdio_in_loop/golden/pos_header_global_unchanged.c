// The counterpart of neg_header_global_rewritten.c: a path global declared only in a header,
// read in a loop that calls nothing of the project's (fopen, fread and fclose write no project
// global), so every iteration reopens the same file. A header global varies only when a call in
// the loop may write it.
#include <stdio.h>

#include "app_paths.h"

long poll_state_file(int rounds) {
  long total = 0;
  char head[12];
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(state_path, "rb"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    total += (long)fread(head, 1, sizeof head, f);
    fclose(f);
  }
  return total;
}
