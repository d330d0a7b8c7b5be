// The guard of neg_state_rechecked_after_init.c, but the second test only logs: the branch can
// end with the state still unset (the configuration failed to set it), so the next call runs it
// again and the file is opened on every iteration of the loop.
#include <stdio.h>

#define SETTINGS_READY 2

struct settings {
  int state;
  int verbose;
};

struct settings global_settings;

static void load_settings_file(struct settings *s) {
  char line[256];
  FILE *fp = fopen("/etc/settings.conf", "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return;
  while (fgets(line, sizeof line, fp))
    if (line[0] == 'r')
      s->state = SETTINGS_READY;
  fclose(fp);
}

int settings_verbose(void) {
  struct settings *s = &global_settings;
  if (s->state != SETTINGS_READY) {
    load_settings_file(s);
    if (s->state != SETTINGS_READY)
      fprintf(stderr, "settings: not ready\n");
  }
  return s->verbose;
}

int count_verbose(int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    total += settings_verbose();
  return total;
}
