// The kernel module's version read from /sys for every peer, in a file that is all
// `#if defined(ENABLE_DCO) && defined(TARGET_LINUX)` (openvpn's dco_linux.c), in a build
// configured with --disable-dco: its config header says `/* #undef ENABLE_DCO */`, so the file
// compiles to nothing. AST mode sees the build; fast mode reads the verdicts of the config header
// the file includes (docs/fast-mode.md).
#include "dco_config.h"

#if defined(ENABLE_DCO) && defined(TARGET_LINUX)
#include <stdio.h>

static int dco_version(char *out, int size) {
  FILE *fp = fopen("/sys/module/ovpn_dco_v2/version", "r");
  if (!fp)
    return -1;
  int ok = fgets(out, size, fp) != NULL;
  fclose(fp);
  return ok ? 0 : -1;
}

void dco_log_peers(int peers) {
  char version[64];
  for (int i = 0; i < peers; ++i)
    if (dco_version(version, sizeof version) == 0)
      printf("peer %d: dco %s\n", i, version);
}
#endif
