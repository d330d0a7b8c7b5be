// recode's perform_memory_sequence shape (issue 10, held-out set 8): a recoding runs a sequence
// of steps; only the first step reads the input file (`if (sequence_index == 0)`) and only the
// last one writes the output file (the else of `sequence_index < length - 1`); the steps between
// pass memory buffers. The counter starts at a constant, rises by one and is written nowhere
// else, so each open runs on one iteration of the loop: once per recoding, not per step.
#include <stdio.h>
#include <string.h>

struct step {
  void (*transform)(const char *in, size_t n, char *out);
};

int recode_file(const struct step *steps, int length, int first, const char *input,
                const char *output, char *buffer, size_t size) {
  int index;
  size_t n = 0;
  for (index = 0; index < length && n < size; index++) {
    if (index == 0) {
      FILE *in = fopen(input, "r");
      if (!in)
        return -1;
      n = fread(buffer, 1, size, in);
      fclose(in);
    }
    steps[index].transform(buffer, n, buffer);
    if (index < length - 1)
      continue;
    else {
      FILE *out = fopen(output, "w");
      if (!out)
        return -1;
      fwrite(buffer, 1, n, out);
      fclose(out);
    }
  }
  // One checkpoint: a counter that rises by one from wherever it starts (here the caller's
  // `first`) equals 4 on one iteration at most.
  for (int i = first; i < length; ++i)
    if (i == 4) {
      FILE *mark = fopen("checkpoint.txt", "w");
      if (mark) {
        fputs(output, mark);
        fclose(mark);
      }
    }
  return 0;
}
