// A prompt on the controlling terminal, asked again until the answer is valid (git's
// git_terminal_prompt opens /dev/tty for each question; its callers loop to re-ask). The loop
// goes round once per answer a person types, not per record of data: the open is not churn,
// whatever the loop. Both front ends read the constant path, written or behind a macro
// (`#define INPUT_PATH "/dev/tty"`; Windows' `CONIN$`/`CONOUT$` likewise), and mark the open
// as not repeating. A constant path that is not a terminal stays a finding
// (pos_global_path_unchanged.c).
#include <stdio.h>
#include <string.h>

#define INPUT_PATH "/dev/tty"

static char *prompt(const char *question, char *answer, int size) {
  FILE *in = fopen(INPUT_PATH, "r");
  if (!in)
    return NULL;
  FILE *out = fopen("/dev/tty", "w");
  if (!out) {
    fclose(in);
    return NULL;
  }
  fputs(question, out);
  fflush(out);
  char *got = fgets(answer, size, in);
  fclose(out);
  fclose(in);
  return got;
}

int confirm(const char *question) {
  char answer[16];
  for (;;) {
    if (!prompt(question, answer, sizeof answer))
      return 0;
    if (answer[0] == 'y' || answer[0] == 'n')
      return answer[0] == 'y';
  }
}

int ask_each_line(void) {
  int yes = 0;
  for (int i = 0; i < 3; ++i) {
    FILE *tty = fopen("/dev/tty", "r");
    if (!tty)
      break;
    int c;
    while ((c = fgetc(tty)) != EOF && c != '\n')
      yes += c == 'y';
    fclose(tty);
  }
  return yes;
}
