// A call under a local once-flag (git's cmd_main: `if (!done_help) { cmd = help_unknown_cmd(cmd);
// done_help = 1; } else break;`): the flag starts at 0, the guarded block sets it to 1, and
// nothing in the function sets it back, so the helper (a stream on a fixed file opened and closed
// per call of ask_user) runs at most once per call of run_command, however often its `while (1)`
// goes round. Both front ends move the call out of the loop (analyzer/extract/LocalOnceFlags.cpp,
// analyzer/fastmode/FastOnceFlags.cpp); a flag that is reset stays a finding
// (pos_local_flag_reset.c).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int try_run(int *argc, const char ***argv);

static char *ask_user(const char *question) {
  static char answer[128];
  FILE *tty = fopen("/var/lib/app/answers", "r+");
  if (!tty)
    return NULL;
  fputs(question, tty);
  if (!fgets(answer, sizeof answer, tty))
    answer[0] = 0;
  fclose(tty);
  return answer;
}

static const char *suggest(const char *cmd) {
  return ask_user(cmd);
}

int run_command(int argc, const char **argv) {
  const char *cmd = argv[0];
  int done_help = 0;
  while (1) {
    int was_alias = try_run(&argc, &argv);
    if (errno != ENOENT)
      break;
    if (was_alias)
      exit(1);
    if (!done_help) {
      cmd = argv[0] = suggest(cmd);
      done_help = 1;
    } else
      break;
  }
  fprintf(stderr, "failed to run '%s'\n", cmd);
  return 1;
}
