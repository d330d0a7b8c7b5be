// The loop passes the same settings file on every iteration; the callee keeps the parameter in a
// local (`const char *path = config;`, never reassigned) and hands that on: still the loop's
// constant, so the file is reopened every iteration (neg_path_parameter_reassigned.c is the case
// where the callee replaces the path).
#include <stdio.h>

static int read_setting(const char *file) {
  FILE *f = fopen(file, "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  int value = fgetc(f);
  fclose(f);
  return value;
}

static int current_setting(const char *config) {
  const char *path = config;
  return read_setting(path);
}

int poll_settings(int rounds) {
  int sum = 0;
  for (int i = 0; i < rounds; ++i)
    sum += current_setting("/etc/app/settings.conf");
  return sum;
}
