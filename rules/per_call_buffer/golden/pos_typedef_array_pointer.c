// A per-call table declared as a pointer to rows of a typedef'd struct, `Sym (*syms)[256] =
// malloc(256 * sizeof(*syms))` (1 MiB: 256 rows of 256 16-byte symbols), freed before the
// return and called per block: faultline-per-call-buffer, in both modes. tree-sitter's C grammar
// reads this declaration as an expression (a call of `Sym`, subscripted and assigned) because it
// cannot know `Sym` is a type; fast mode rewrites it into the declaration Clang sees (htslib's
// rANS_static.c order-1 encoder, an AST-only finding until session 26).
#include <stdint.h>
#include <stdlib.h>

typedef struct {
  uint32_t x_max, rcp_freq, bias;
  uint16_t cmpl_freq, rcp_shift;
} EncSym;

static unsigned encode_block_o1(const unsigned char *in, unsigned n) {
  EncSym (*syms)[256] = malloc(256 * sizeof(*syms)); // EXPECT: faultline-per-call-buffer
  if (!syms)
    return 0;
  unsigned sum = 0;
  for (unsigned i = 1; i < n; ++i) {
    syms[in[i - 1]][in[i]].bias += 1;
    sum += syms[in[i - 1]][in[i]].bias;
  }
  free(syms);
  return sum;
}

unsigned encode_all_o1(const unsigned char *data, unsigned blocks, unsigned n) {
  unsigned total = 0;
  for (unsigned b = 0; b < blocks; ++b)
    total += encode_block_o1(data + (size_t)b * n, n);
  return total;
}
