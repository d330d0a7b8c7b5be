// Article 000 (Ezolt, "A Study in Malloc: A Case of Excessive Minor Faults", ALS 2001): Compaq's
// CXML DGEMM malloc'd a packing buffer of about 1 MiB for every block it multiplied and freed it
// afterwards. glibc served each one with mmap and unmapped it on free, so every block faulted in
// fresh pages: 209 s of system time against 3 s on Tru64. Two shapes of the same mistake:
//   dgemm_inline  - the scratch buffer is malloc'd inside the loop over blocks (faultline-loop-alloc)
//   dgemm_helper  - a helper mallocs its scratch per call and is called once per block
//                   (faultline-per-call-buffer, the cross-function rule)
// Sizes are small so the program runs in well under a second.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 320, BLOCK = 64 }; // one packed block: BLOCK * N doubles = 160 KiB

// C[i0:i0+mb, :] += A[i0:i0+mb, :] * B, with the A rows packed into `packed` first.
static void multiply_block(const double *a, const double *b, double *c, int i0, int mb,
                           double *packed) {
  memcpy(packed, a + (size_t)i0 * N, sizeof(double) * (size_t)mb * N);
  for (int i = 0; i < mb; ++i)
    for (int p = 0; p < N; ++p) {
      double aip = packed[(size_t)i * N + p];
      for (int j = 0; j < N; ++j)
        c[(size_t)(i0 + i) * N + j] += aip * b[(size_t)p * N + j];
    }
}

static void dgemm_inline(const double *a, const double *b, double *c) {
  for (int i0 = 0; i0 < N; i0 += BLOCK) {
    int mb = N - i0 < BLOCK ? N - i0 : BLOCK;
    double *packed = malloc(sizeof(double) * BLOCK * N); // fresh pages for every block
    if (!packed)
      abort();
    multiply_block(a, b, c, i0, mb, packed);
    free(packed);
  }
}

static void block_kernel(const double *a, const double *b, double *c, int i0, int mb) {
  double *packed = malloc(sizeof(double) * BLOCK * N); // per call, and called per block
  if (!packed)
    abort();
  multiply_block(a, b, c, i0, mb, packed);
  free(packed);
}

static void dgemm_helper(const double *a, const double *b, double *c) {
  for (int i0 = 0; i0 < N; i0 += BLOCK)
    block_kernel(a, b, c, i0, N - i0 < BLOCK ? N - i0 : BLOCK);
}

int main(void) {
  size_t bytes = sizeof(double) * N * N;
  double *a = malloc(bytes), *b = malloc(bytes), *c1 = calloc(N * N, sizeof(double)),
         *c2 = calloc(N * N, sizeof(double));
  if (!a || !b || !c1 || !c2)
    return 1;
  for (int i = 0; i < N * N; ++i) {
    a[i] = (double)(i % 7) - 3.0;
    b[i] = (double)(i % 5) * 0.5;
  }
  dgemm_inline(a, b, c1);
  dgemm_helper(a, b, c2);

  // Spot-check both against a direct dot product.
  int bad = 0;
  for (int k = 0; k < 16; ++k) {
    int i = (k * 37) % N, j = (k * 101) % N;
    double ref = 0.0;
    for (int p = 0; p < N; ++p)
      ref += a[(size_t)i * N + p] * b[(size_t)p * N + j];
    bad += fabs(c1[(size_t)i * N + j] - ref) > 1e-9 || fabs(c2[(size_t)i * N + j] - ref) > 1e-9;
  }
  printf("dgemm_scratch: %dx%d in blocks of %d rows, %s\n", N, N, BLOCK, bad ? "MISMATCH" : "ok");
  free(a);
  free(b);
  free(c1);
  free(c2);
  return bad ? 1 : 0;
}
