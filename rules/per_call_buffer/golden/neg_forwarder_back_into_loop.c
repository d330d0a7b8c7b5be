// A loop whose recovery branch calls a forwarder that re-enters the loop's own function (lmdb's
// mdb_reader_check0 -> mdb_mutex_failed -> mdb_reader_check0 for a dead reader): that is
// recursion, mostly error recovery, not a loop driving a callee, so the forwarder is not looked
// through and the per-call block of unknown size (a field of the handed object) stays silent
// (faultline-per-call-buffer.md, "Forwarders").
#include <stdlib.h>

struct fw_env {
  unsigned nreaders;
  int *owners;
};

int fw_lock_reader(struct fw_env *env, unsigned i);
static int fw_reader_failed(struct fw_env *env, int rc);

int fw_check_readers(struct fw_env *env) {
  int *seen = malloc((env->nreaders + 1) * sizeof(int));
  if (!seen)
    return -1;
  int dead = 0;
  for (unsigned i = 0; i < env->nreaders; ++i) {
    seen[i] = env->owners[i];
    int rc = fw_lock_reader(env, i);
    if (rc > 0)
      dead += fw_reader_failed(env, rc);
  }
  free(seen);
  return dead;
}

static int fw_reader_failed(struct fw_env *env, int rc) {
  if (rc != 1)
    return 0;
  return fw_check_readers(env);
}
