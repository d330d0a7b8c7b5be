// The same read, in code the config header switches on (`#define ENABLE_PEER_VERSION_LOG 1`):
// both modes see the version file opened for every peer (neg_config_header_switch_off.c is the
// switch that configure turned off).
#include "dco_config.h"

#include <stdio.h>

#ifdef ENABLE_PEER_VERSION_LOG
static int peer_module_version(char *out, int size) {
  FILE *fp = fopen("/sys/module/ovpn_peer/version", "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return -1;
  int ok = fgets(out, size, fp) != NULL;
  fclose(fp);
  return ok ? 0 : -1;
}

void log_peer_versions(int peers) {
  char version[64];
  for (int i = 0; i < peers; ++i)
    if (peer_module_version(version, sizeof version) == 0)
      printf("peer %d: %s\n", i, version);
}
#endif
