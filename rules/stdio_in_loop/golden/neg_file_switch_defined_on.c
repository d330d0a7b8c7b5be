// sofia-sip's su_localinfo.c (held-out set 28): a test switch picks the implementation, the
// configured branch #defines USE_LOCALINFO0 to 1, and the /proc/net/if_inet6 reader per call is
// in the `#else` of `#if USE_LOCALINFO0`, which that build never compiles. Fast mode reads a
// bare `#if SU_LOCALINFO_TEST` as off (a test switch the file never defines), then the
// `#define ... 1` left at the top as on for every `#if` after it
// (analyzer/fastmode/SplitConditionals.cpp; the HAVE_GETIFADDRS line stands for config.h).
#include <stdio.h>

#define HAVE_GETIFADDRS 1

#if SU_LOCALINFO_TEST
#undef USE_LOCALINFO0
#elif HAVE_GETIFADDRS
#define USE_LOCALINFO0 1
#else
#undef USE_LOCALINFO0
#endif

int local_addresses(int scope) {
#if USE_LOCALINFO0
  return scope;
#else
  char line[80];
  int n = 0;
  FILE *f = fopen("/proc/net/if_inet6", "r");
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    n++;
  fclose(f);
  return n + scope;
#endif
}

int bind_all(int tries) {
  int found = 0;
  for (int i = 0; i < tries; i++)
    found += local_addresses(i);
  return found;
}
