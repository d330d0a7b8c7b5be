#include <stdio.h>

void append_all(const char *log, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(log, "a");
    // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: stream opened by 'fopen' and closed on every iteration of this loop [faultline-stdio-in-loop]
    // CHECK-MESSAGES: :[[@LINE+4]]:5: note: closed here by 'fclose', within the same iteration
    if (!f)
      continue;
    fputs("x\n", f);
    fclose(f);
  }
}

void unbuffered(FILE *out, const char *s, int n) {
  setvbuf(out, NULL, _IONBF, 0);
  for (int i = 0; i < n; ++i)
    fputc(s[i], out);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: unbuffered stream 'out' is written one piece at a time in this loop: every 'fputc' is a write(2) system call [faultline-stdio-in-loop]
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: made unbuffered here by 'setvbuf'
}
