// Second link of the three-call chain: calls chain_inflate in pos_chain_three_calls.c.
#include <stddef.h>

int chain_inflate(const unsigned char *payload, size_t len, unsigned char *out, size_t cap);

int chain_decode(const unsigned char *payload, size_t len) {
  unsigned char header[64];
  return chain_inflate(payload, len, header, sizeof header);
}
