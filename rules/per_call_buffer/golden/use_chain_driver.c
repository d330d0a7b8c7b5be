// The loop of the three-call chain: chain_ingest (use_chain_mid.c) -> chain_decode (use_chain_stage.c) -> chain_inflate (pos_chain_three_calls.c).
#include <stddef.h>

int chain_ingest(const unsigned char *packet, size_t len);

int chain_ingest_all(const unsigned char *const *packets, const size_t *lens, int count) {
  int ok = 0;
  for (int i = 0; i < count; ++i)
    ok += chain_ingest(packets[i], lens[i]) == 0;
  return ok;
}
