// A request loop whose `r` command runs remove_jobs, which reads the daemon's lock file, removes
// each queued job in a loop and then exits (lpr's rmjob): every path from the lock-file read ends
// in exit(0), through a loop entered after it. The read runs once per process, not per request.
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int read_lock(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return 0;
  int pid = 0;
  if (fscanf(f, "%d", &pid) != 1)
    pid = 0;
  fclose(f);
  return pid;
}

static void remove_jobs(const char *lock, char **jobs, int count) {
  int pid = read_lock(lock);
  if (pid > 0)
    kill(pid, SIGINT);
  for (int i = 0; i < count; i++)
    unlink(jobs[i]);
  exit(0);
}

int main(int argc, char **argv) {
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    if (line[0] == 'r')
      remove_jobs("/run/example.lock", argv + 1, argc - 1);
    else
      puts(line);
  }
  return 0;
}
