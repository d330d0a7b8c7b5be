// A diagnostics setter switching on an option letter: only `case 'f'` opens (and here closes)
// a log file. The loop over the characters of `-ddd` passes the constant 'd' on every
// iteration, so the open in the 'f' arm never runs from that loop (socat's diag_set reached
// from main's `while (*a)` loop with `diag_set('d', NULL)`). Calls under case labels were cut
// by a constant argument already (per_call_buffer's neg_switch_other_option.c); this is the
// same cut for an open written directly in the arm.
#include <stdio.h>

static int diag_level;

static void set_diag(char what, const char *arg) {
  switch (what) {
  case 'd':
    ++diag_level;
    break;
  case 'f': {
    FILE *log = fopen(arg, "a");
    if (log) {
      fputs("log opened\n", log);
      fclose(log);
    }
    break;
  }
  default:
    break;
  }
}

int parse_debug_flags(const char *flags) {
  for (const char *c = flags; *c; ++c) {
    if (*c != 'd')
      return -1;
    set_diag('d', NULL);
  }
  return diag_level;
}
