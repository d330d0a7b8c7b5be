// setbuf(f, NULL) makes the stream unbuffered; fgetc in the loop condition then costs one read(2)
// per character. Reported at that first piecewise read.
#include <stdio.h>

long count_words(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  setbuf(f, NULL);
  long words = 0;
  int c, in_word = 0;
  while ((c = fgetc(f)) != EOF) { // EXPECT: faultline-stdio-in-loop
    int space = c == ' ' || c == '\n' || c == '\t';
    words += !space && !in_word;
    in_word = !space;
  }
  fclose(f);
  return words;
}
