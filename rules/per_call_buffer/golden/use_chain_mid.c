// First link of the three-call chain: validates a packet and hands it to chain_decode in use_chain_stage.c.
#include <stddef.h>

int chain_decode(const unsigned char *payload, size_t len);

int chain_ingest(const unsigned char *packet, size_t len) {
  if (len < 4 || packet[0] != 0x7f)
    return -1;
  return chain_decode(packet + 4, len - 4);
}
