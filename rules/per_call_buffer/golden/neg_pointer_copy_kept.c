// pos_pointer_copy_freed_per_call.c's load_prog, except that the copy is kept: the block goes
// on in a global through the second name (`last_log = log_buf;`) and is never freed here. A copy
// is the same block under another name, so what happens to either name happens to the block:
// kept past the call, it is no per-call buffer.
#include <stdlib.h>

int kernel_load(int level, char *buf, size_t size);

static char *last_log;

static int load_prog(int log_level) {
  char *log_buf, *tmp;
  size_t log_buf_size = 16u << 20;
  tmp = malloc(log_buf_size);
  if (!tmp)
    return -1;
  log_buf = tmp;
  log_buf[0] = 0;
  last_log = log_buf;
  return kernel_load(log_level, log_buf, log_buf_size);
}

int load_progs(int nprogs, int log_level) {
  int err = 0;
  for (int i = 0; i < nprogs; i++)
    err |= load_prog(log_level);
  return err;
}
