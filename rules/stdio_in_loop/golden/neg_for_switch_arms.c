// net-snmp's icmp_stats_load (held-out set 35): the for-switch idiom, `for (i = 0; i < 2; i++)
// switch (i) { case 0: ...; break; case 1: ...; break; }`. The counter takes each value once, so
// each arm runs once per call: /proc/net/snmp is read by the first pass and /proc/net/snmp6 by
// the second; neither is reopened by the loop. The second function spells the arms with a
// return and a block, the third as net-snmp does, each read inside `#ifdef` (statements after
// an `#endif` sit outside every case_statement in tree-sitter's tree). See
// faultline-stdio-in-loop.md, "One iteration of a counted loop".
#include <stdio.h>

static long v4, v6;

static int read_snmp(void) {
  char line[1024];
  FILE *in = fopen("/proc/net/snmp", "r");
  if (!in)
    return -1;
  while (fgets(line, sizeof line, in))
    v4++;
  fclose(in);
  return 0;
}

static int read_snmp6(void) {
  char line[1024];
  FILE *in = fopen("/proc/net/snmp6", "r");
  if (!in)
    return -1;
  while (fgets(line, sizeof line, in))
    v6++;
  fclose(in);
  return 0;
}

int icmp_stats_load(void) {
  int i;
  for (i = 0; i < 2; i++) {
    switch (i) {
    case 0:
      read_snmp();
      break;
    case 1:
      read_snmp6();
      break;
    }
  }
  return 0;
}

int stats_load_or_fail(void) {
  for (int pass = 1; pass <= 2; pass++)
    switch (pass) {
    case 1:
      if (read_snmp() < 0)
        return -1;
      continue;
    case 2: {
      if (read_snmp6() < 0)
        return -1;
      break;
    }
    }
  return 0;
}

int icmp_stats_load_portable(void) {
  for (int i = 0; i < 2; i++) {
    switch (i) {
    case 0:
#ifdef __linux__
      read_snmp();
#else
      return -1;
#endif
      v4++;
      break;
    case 1:
#ifdef __linux__
      read_snmp6();
#endif
      v6++;
      break;
    }
  }
  return 0;
}
