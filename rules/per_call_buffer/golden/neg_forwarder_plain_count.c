// A loop calls a forwarder whose callee allocates a plain count passed in (poll descriptors):
// the size is unknown and could grow, but it is not a dimension of an object the callee is
// handed, so the call through the forwarder still counts as a hop and the block, two calls
// below the loop, stays silent (faultline-per-call-buffer.md, "Forwarders"). On the precision
// corpus such counts were small (curl's multi_wait, session 8).
#include <poll.h>
#include <stdlib.h>

static int fw_wait_on(const int *fds, unsigned nfds, int timeout) {
  struct pollfd *ufds = malloc(nfds * sizeof(struct pollfd));
  if (!ufds)
    return -1;
  for (unsigned i = 0; i < nfds; ++i) {
    ufds[i].fd = fds[i];
    ufds[i].events = POLLIN;
  }
  int rc = poll(ufds, nfds, timeout);
  free(ufds);
  return rc;
}

int fw_poll(const int *fds, unsigned nfds, int timeout) {
  return fw_wait_on(fds, nfds, timeout);
}

int fw_serve(const int *fds, unsigned nfds, volatile int *stop) {
  while (!*stop)
    if (fw_poll(fds, nfds, 100) < 0)
      return -1;
  return 0;
}
