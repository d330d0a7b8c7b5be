// A value read from a file once and memoised in a static whose initial value means "not read
// yet" (mdadm's get_mdp_major: `static int mdp_major = -1; if (mdp_major != -1) return
// mdp_major;`, held-out set 15): after the first call the function returns before the open, so
// a loop calling it opens /proc/devices once, not per iteration.
#include <stdio.h>
#include <string.h>

static int ssm_major_of(const char *line) { return line[0] - '0'; }

int ssm_block_major(void) {
  static int block_major = -1;
  char line[256];
  if (block_major != -1)
    return block_major;
  FILE *f = fopen("/proc/devices", "r");
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    if (strstr(line, " mdp"))
      block_major = ssm_major_of(line);
  fclose(f);
  return block_major;
}

int ssm_count_arrays(int n, const int *majors) {
  int count = 0;
  for (int i = 0; i < n; ++i)
    count += majors[i] == ssm_block_major();
  return count;
}
