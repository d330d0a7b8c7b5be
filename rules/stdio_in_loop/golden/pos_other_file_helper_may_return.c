// The request loop of neg_loop_ends_in_other_file_fatal.c, but its helper (use_request_fatal.c)
// returns when the error is not fatal: it may return, so the loop goes round and the limit file
// is read per request.
#include <stdio.h>
#include <unistd.h>

void request_complain(const char *msg, int fatal);

static long read_job_limit(void) {
  FILE *f = fopen("/etc/example/job-limit", "r"); // EXPECT: faultline-stdio-in-loop
  long v = 0;
  if (f) {
    if (fscanf(f, "%ld", &v) != 1)
      v = 0;
    fclose(f);
  }
  return v;
}

int serve_jobs(int fd) {
  char cmd;
  for (;;) {
    if (read(fd, &cmd, 1) != 1)
      return 0;
    if (cmd == 'r')
      printf("%ld\n", read_job_limit());
    request_complain("bad request", cmd == 'q');
  }
}
