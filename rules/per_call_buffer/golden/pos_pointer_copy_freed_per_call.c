// libbpf's bpf_object_load_prog (recall audit of session 35): the verifier-log buffer is
// allocated into a temporary, checked, and copied into the variable the rest of the function
// uses and frees (`tmp = realloc(...); if (!tmp) ...; log_buf = tmp;`). The copy is the same
// block under a second name, not a place it is kept: 16 MiB allocated and freed on every call
// of load_prog, which load_progs makes once per program. The second function makes the copy
// with a declaration.
#include <stdlib.h>

int kernel_load(int level, char *buf, size_t size);

static int load_prog(int log_level) {
  char *log_buf = NULL, *tmp;
  size_t log_buf_size = 16u << 20;
  int ret;
  tmp = malloc(log_buf_size); // EXPECT: faultline-per-call-buffer
  if (!tmp)
    return -1;
  log_buf = tmp;
  log_buf[0] = 0;
  ret = kernel_load(log_level, log_buf, log_buf_size);
  free(log_buf);
  return ret;
}

static int load_prog_declared(int log_level) {
  char *tmp = malloc(16u << 20); // EXPECT: faultline-per-call-buffer
  if (!tmp)
    return -1;
  char *log_buf = tmp;
  log_buf[0] = 0;
  int ret = kernel_load(log_level, log_buf, 16u << 20);
  free(log_buf);
  return ret;
}

int load_progs(int nprogs, int log_level) {
  int err = 0;
  for (int i = 0; i < nprogs; i++)
    err |= load_prog(log_level) | load_prog_declared(log_level);
  return err;
}
