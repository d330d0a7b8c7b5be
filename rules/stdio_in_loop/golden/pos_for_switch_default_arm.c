// neg_for_switch_arms.c's loop over a switch on its counter, where the open sits in the arm
// every value but one reaches: `default:` runs on every pass but the first, and the file is
// reopened on each of them.
#include <stdio.h>

static long total;

static int read_snmp(void) {
  char line[1024];
  FILE *in = fopen("/proc/net/snmp", "r"); // EXPECT: faultline-stdio-in-loop
  if (!in)
    return -1;
  while (fgets(line, sizeof line, in))
    total++;
  fclose(in);
  return 0;
}

int sample(int rounds) {
  for (int i = 0; i < rounds; i++)
    switch (i) {
    case 0:
      total = 0;
      break;
    default:
      read_snmp();
      break;
    }
  return 0;
}
