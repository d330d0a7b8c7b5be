// Streams: opens matched with closes, caller buffers, unbuffered streams and the size of each
// transfer.
#define _GNU_SOURCE
#include <stdio.h>

void streams(const char **names, int n, FILE *log) {
  static char buffer[1 << 16];
  setvbuf(log, NULL, _IONBF, 0);
  // CHECK-DAG: buffering setvbuf 8:3 stream=log@6:47 unbuffered loop=-1
  setbuf(stdout, NULL);
  // CHECK-DAG: buffering setbuf 10:3 stream=stdout unbuffered loop=-1
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(names[i], "r");
    // CHECK-DAG: open fopen 13:15 stream=f@13:11 loop=0 escape=none caller-buffer
    // CHECK-DAG: close 'fclose' 22:5 loop=0
    setvbuf(f, buffer, _IOFBF, sizeof buffer);
    // CHECK-DAG: buffering setvbuf 16:5 stream=f@13:11 caller-buffer loop=0
    char block[8192];
    fread(block, 1, sizeof block, f);
    fwrite(block, 1, 1, log);
    // CHECK-DAG: op fwrite 20:5 stream=log@6:47 piecewise loop=0
    fclose(f);
    putchar('\n');
    // CHECK-DAG: op putchar 23:5 stream=stdout piecewise loop=0
  }
}
// CHECK-DAG: op fread 19:5 stream=f@13:11 loop=0
