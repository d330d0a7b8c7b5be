// Streams: keys are `name@line:col` of the declaration (stdout/stdin/stderr by name), as in
// analyzer/extract; setvbuf modes resolve without <stdio.h>.
#include <stdio.h>

static char iobuf[1 << 16];

void streams(const char *path, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(path, "a");
    // CHECK: open fopen 9:15 stream=f@9:11 loop=0 escape=none caller-buffer
    // CHECK-NEXT: close 'fclose' 14:5 loop=0
    setvbuf(f, iobuf, _IOFBF, sizeof iobuf);
    fputc('x', f);
    fclose(f);
  }
  setvbuf(stdout, NULL, _IONBF, 0);
  // CHECK: buffering setvbuf 12:5 stream=f@9:11 caller-buffer loop=0
  // CHECK-NEXT: buffering setvbuf 16:3 stream=stdout unbuffered loop=-1
  for (int i = 0; i < n; ++i) {
    putchar('.');
    fwrite(iobuf, 1, 64, stdout);
    fwrite(iobuf, 1, sizeof iobuf, stdout);
  }
  // CHECK: op fputc 13:5 stream=f@9:11 piecewise loop=0
  // CHECK-NEXT: op putchar 20:5 stream=stdout piecewise loop=1
  // CHECK-NEXT: op fwrite 21:5 stream=stdout piecewise loop=1
  // CHECK-NEXT: op fwrite 22:5 stream=stdout loop=1
}

FILE *opened(const char *path) {
  FILE *g = fopen(path, "r");
  // CHECK: open fopen 31:13 stream=g@31:9 loop=-1 escape=returned
  return g;
}
