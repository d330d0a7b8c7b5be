// A loop that walks a configuration's words or a lookup-order string and dispatches on the
// current item: no call in the keyword's branch is handed the item, so it runs once per mention
// of the keyword, not per item (mdadm's conf_get_devs: `partitions` among the DEVICE words reads
// /proc/partitions; c-ares' next_lookup: 'f' in the lookup order "fb" reads /etc/hosts). Both
// front ends (analyzer/extract/WalkedKeywords.cpp, fastmode/FastWalkedKeywords.cpp).
#include <stdio.h>
#include <string.h>
#include <strings.h>

struct word {
  struct word *next;
  const char *name;
};

static int count_lines(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return 0;
  int lines = 0;
  char line[256];
  while (fgets(line, sizeof line, f))
    lines++;
  fclose(f);
  return lines;
}

int device_words(const struct word *words) {
  int found = 0;
  for (const struct word *w = words; w; w = w->next) {
    if (strcasecmp(w->name, "partitions") == 0)
      found += count_lines("/proc/partitions");
    else if (!strcmp(w->name, "containers"))
      found += count_lines("/proc/mdstat");
  }
  return found;
}

struct device {
  struct device *next;
  const char *name;
  char disposition;
};

// mdadm's Manage_subdevs: the `missing` word tests its own option letter and splices the
// configured devices in after itself; no call is handed the word.
int manage_words(struct device *devices, struct device *configured) {
  int scanned = 0;
  for (struct device *dv = devices; dv; dv = dv->next) {
    if (strcmp(dv->name, "missing") == 0) {
      if (dv->disposition != 'A')
        return -1;
      scanned += count_lines("/proc/mdstat");
      dv->next = configured;
    }
  }
  return scanned;
}

int lookup_order(const char *order) {
  int found = 0;
  for (const char *p = order; *p; p++) {
    switch (*p) {
    case 'b':
      return found;
    case 'f': {
      FILE *hosts = fopen("/etc/hosts", "r");
      if (hosts) {
        found += fgetc(hosts) != EOF;
        fclose(hosts);
      }
      break;
    }
    }
  }
  return found;
}
