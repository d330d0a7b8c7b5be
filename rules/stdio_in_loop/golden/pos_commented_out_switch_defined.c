// The counterpart of neg_commented_out_switch.c: the file once had the switch commented out,
// and now defines it (the comment stays as a note). A name the file #defines anywhere is not
// taken as off, so the group is read and its open per iteration is reported in both modes.
#include <stdio.h>

//#define TRACE_PASSES
#define TRACE_PASSES 1

int count_passes(const int *passes, int count) {
  int total = 0;
  for (int k = 0; k < count; ++k) {
    total += passes[k];
#ifdef TRACE_PASSES
    FILE *log = fopen("passes.log", "a"); // EXPECT: faultline-stdio-in-loop
    fprintf(log, "%d\n", k);
    fclose(log);
#endif
  }
  return total;
}
