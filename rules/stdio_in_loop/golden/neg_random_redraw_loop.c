// A loop that draws a random value until it is acceptable (wpa_supplicant's mesh_mpm_init_link,
// held-out set 29): os_get_random opens /dev/urandom per call, and the `do ... while` goes round
// again only when the 16-bit link id drawn is 0 or already used by another link, about (links + 1)
// in 65,536 draws. In normal operation the stream is opened once per link set up, not per
// iteration: nothing reported. The same for rejection sampling of a range (`while (r >= limit)`)
// and a draw kept in the call's result. pos_random_redraw_loop.c: loops that use every draw.
#include <stdint.h>
#include <stdio.h>

static int rrl_os_get_random(unsigned char *buf, size_t len) {
  FILE *f = fopen("/dev/urandom", "rb");
  if (f == NULL)
    return -1;
  size_t got = fread(buf, 1, len, f);
  fclose(f);
  return got == len ? 0 : -1;
}

static unsigned rrl_random_u32(void) {
  unsigned value = 0;
  if (rrl_os_get_random((unsigned char *)&value, sizeof value) < 0)
    return 0;
  return value;
}

struct rrl_mesh {
  uint16_t used[64];
  int links;
};

static int rrl_llid_in_use(const struct rrl_mesh *m, uint16_t llid) {
  for (int i = 0; i < m->links; ++i)
    if (m->used[i] == llid)
      return 1;
  return 0;
}

uint16_t rrl_new_link_id(struct rrl_mesh *m) {
  uint16_t llid;
  do {
    if (rrl_os_get_random((unsigned char *)&llid, sizeof(llid)) < 0)
      llid = 0; /* draw again */
  } while (!llid || rrl_llid_in_use(m, llid));
  if (m->links < 64)
    m->used[m->links++] = llid;
  return llid;
}

unsigned rrl_uniform(unsigned bound) {
  unsigned limit = 0xffffffffu - 0xffffffffu % bound, r;
  do {
    r = rrl_random_u32();
  } while (r >= limit);
  return r % bound;
}
