// One file per directory entry (smartmontools' os_linux.cpp, held-out set 18): the path buffer
// is declared inside the loop body and filled by snprintf from the entry's number, so each
// iteration opens another file: per-item work, not a stream kept reopened. Fast mode asked which
// names the loop writes before it had read the body's declarations (a query from the loop's
// condition, `(ep = readdir(dp)) != NULL`) and kept that answer; a name not yet in scope is now
// read from its declaration further on.
#include <cstdio>
#include <cstring>
#include <dirent.h>

int count_megaraid_hosts(char *line, int n) {
  int found = 0;
  DIR *dp = opendir("/sys/class/scsi_host");
  if (dp == NULL)
    return 0;
  struct dirent *ep;
  while ((ep = readdir(dp)) != NULL) {
    unsigned int host_no = 0;
    if (!sscanf(ep->d_name, "host%u", &host_no))
      continue;
    char sysfsdir[256];
    snprintf(sysfsdir, sizeof(sysfsdir) - 1, "/sys/class/scsi_host/host%u/proc_name", host_no);
    FILE *fp = fopen(sysfsdir, "r");
    if (fp == NULL)
      continue;
    if (fgets(line, n, fp) != NULL && !strncmp(line, "megaraid_sas", 12))
      found++;
    fclose(fp);
  }
  closedir(dp);
  return found;
}
