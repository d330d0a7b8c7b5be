// The setter of neg_case_arm_other_letter.c's shape, called in a loop with the letter that
// selects the opening arm and the same log path every time: the constant argument makes the
// arm run on each iteration, so opening and closing the same file per event is churn.
#include <stdio.h>

static int note_level;

static void set_note(char what, const char *arg) {
  switch (what) {
  case 'd':
    ++note_level;
    break;
  case 'f': {
    FILE *log = fopen(arg, "a"); // EXPECT: faultline-stdio-in-loop
    if (log) {
      fputs("event\n", log);
      fclose(log);
    }
    break;
  }
  default:
    break;
  }
}

void note_events(int n) {
  for (int i = 0; i < n; ++i)
    set_note('f', "events.log");
}
