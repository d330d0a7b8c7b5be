// A prompt on the controlling terminal named the ways real code names it besides a literal:
// <paths.h>'s `_PATH_TTY` (dropbear's get_response opens it for each prompt of a
// keyboard-interactive login), and a macro with a Windows branch that spells the console in lower
// case (cpio's lib/system.h: `# define TTY_NAME "con"` under MSDOS, `"/dev/tty"` otherwise;
// Windows device names are case-insensitive). Each loop goes round once per answer a person
// types: not churn (neg_terminal_prompt.c), in both front ends (fast mode reads no system header
// and knows `_PATH_TTY` by name).
#include <paths.h>
#include <stdio.h>
#include <string.h>

#if defined(_WIN32) || defined(MSDOS)
# define TTY_NAME "con"
#else
# define TTY_NAME "/dev/tty"
#endif

static char *get_response(const char *prompt, char *buf, int size) {
  fputs(prompt, stderr);
  FILE *tty = fopen(_PATH_TTY, "r");
  char *ret = NULL;
  if (tty) {
    ret = fgets(buf, size, tty);
    fclose(tty);
  }
  return ret;
}

int answer_prompts(const char **prompts, int count) {
  char buf[128];
  int answered = 0;
  for (int i = 0; i < count; i++)
    answered += get_response(prompts[i], buf, sizeof buf) != NULL;
  return answered;
}

static int next_reel(char *name, int size) {
  FILE *in = fopen(TTY_NAME, "r");
  if (!in)
    return -1;
  FILE *out = fopen(TTY_NAME, "w");
  if (!out) {
    fclose(in);
    return -1;
  }
  fputs("Found end of tape. Load next tape and type the device name: ", out);
  fflush(out);
  char *got = fgets(name, size, in);
  fclose(out);
  fclose(in);
  return got ? 0 : -1;
}

int read_volumes(int volumes) {
  char name[256];
  int loaded = 0;
  for (int v = 0; v < volumes; v++)
    loaded += next_reel(name, sizeof name) == 0;
  return loaded;
}
