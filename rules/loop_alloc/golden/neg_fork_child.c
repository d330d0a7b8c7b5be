// A block allocated in the child branch of fork(): each child runs it once and exits.
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

void spawn_workers(int n) {
  for (int i = 0; i < n; ++i) {
    pid_t pid = fork();
    if (pid == 0) {
      char *arena = malloc(8 << 20);
      memset(arena, 0, 8 << 20);
      free(arena);
      _exit(0);
    }
  }
}
