// The counterpart of neg_edge_iteration_rank_turn.c: the value the counter is compared with is
// set again on every pass (declared in the body from a call, or assigned there), so `i ==
// owner` may hold on any number of iterations: the opens are reported as per iteration.
#include <stdio.h>

int owner_of(int item);

void append_owned(const char *path, int count) {
  for (int i = 0; i < count; i++) {
    int owner = owner_of(i);
    if (i == owner) {
      FILE *file = fopen(path, "a"); // EXPECT: faultline-stdio-in-loop
      if (!file)
        return;
      fprintf(file, "%d\n", i);
      fclose(file);
    }
  }
}

void append_turns(const char *path, int count) {
  int turn = 0;
  for (int i = 0; i < count; i++) {
    if (i == turn) {
      FILE *file = fopen(path, "a"); // EXPECT: faultline-stdio-in-loop
      if (!file)
        return;
      fprintf(file, "%d\n", i);
      fclose(file);
    }
    turn = owner_of(i);
  }
}
