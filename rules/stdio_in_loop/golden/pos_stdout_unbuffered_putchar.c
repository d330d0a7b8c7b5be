// stdout made unbuffered, then written one character at a time with putchar in a loop.
#include <stdio.h>

void draw_bar(int width) {
  setvbuf(stdout, NULL, _IONBF, 0);
  for (int i = 0; i < width; ++i) {
    putchar('#'); // EXPECT: faultline-stdio-in-loop
  }
  putchar('\n');
}
