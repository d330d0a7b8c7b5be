/* A workload for c-blosc2's b2nd arrays, built against the c-blosc2 that an hdf5plugin sdist
 * vendors (lib/c-blosc2) by bench/recall/runtime.py (entries blosc2-orthogonal-chunk-buffer and
 * blosc2-slice-scratch):
 *
 *   blosc2_workload oindex|slice
 *
 * One in-memory 2-D array of doubles, 2048 x 2048 in chunks of 512 x 512 (2 MiB decompressed)
 * and blocks of 64 x 64, then many small reads, the way python-blosc2 serves NumPy-style
 * indexing:
 *
 *   oindex  40 orthogonal selections of 8 rows x 8 columns spread over the array, each touching
 *           16 chunks (b2nd_get_orthogonal_selection -> iter_chunk per chunk)
 *   slice   200 reads of an 8 x 8 slice at a different place each time
 *           (b2nd_get_slice_cbuffer -> get_set_slice)
 *
 * Every value read is checked against the array's contents (element i holds i), so a workload
 * that silently does nothing fails. Exit 0 on success, 1 with a one-line message on an error. */
#include <b2nd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIDE = 2048, CHUNK = 512, BLOCK = 64, PICK = 8 };

static int fail(const char *what, int code) {
  fprintf(stderr, "blosc2_workload: %s failed (%d)\n", what, code);
  return 1;
}

static int expect(const double *got, const int64_t *rows, const int64_t *cols) {
  for (int r = 0; r < PICK; ++r)
    for (int c = 0; c < PICK; ++c)
      if (got[r * PICK + c] != (double)(rows[r] * SIDE + cols[c])) {
        fprintf(stderr, "blosc2_workload: wrong value at (%lld, %lld)\n", (long long)rows[r],
                (long long)cols[c]);
        return 1;
      }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2 || (strcmp(argv[1], "oindex") && strcmp(argv[1], "slice"))) {
    fprintf(stderr, "usage: blosc2_workload oindex|slice\n");
    return 1;
  }
  blosc2_init();
  int64_t shape[] = {SIDE, SIDE};
  int32_t chunkshape[] = {CHUNK, CHUNK}, blockshape[] = {BLOCK, BLOCK};
  blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
  cparams.typesize = sizeof(double);
  blosc2_storage storage = {.cparams = &cparams};
  b2nd_context_t *ctx =
      b2nd_create_ctx(&storage, 2, shape, chunkshape, blockshape, NULL, 0, NULL, 0);
  if (!ctx)
    return fail("b2nd_create_ctx", 0);
  int64_t items = (int64_t)SIDE * SIDE;
  double *data = malloc(items * sizeof(double));
  if (!data)
    return fail("malloc", 0);
  for (int64_t i = 0; i < items; ++i)
    data[i] = (double)i;
  b2nd_array_t *array = NULL;
  int rc = b2nd_from_cbuffer(ctx, &array, data, items * (int64_t)sizeof(double));
  free(data);
  if (rc < 0)
    return fail("b2nd_from_cbuffer", rc);

  double out[PICK * PICK];
  int64_t outshape[] = {PICK, PICK};
  int64_t rows[PICK], cols[PICK];
  if (!strcmp(argv[1], "oindex")) {
    for (int round = 0; round < 40; ++round) {
      for (int k = 0; k < PICK; ++k) { /* two picks per chunk row/column: 4 x 4 chunks */
        rows[k] = (k * (SIDE / PICK) + round * 7) % SIDE;
        cols[k] = (k * (SIDE / PICK) + round * 13) % SIDE;
      }
      int64_t *selection[] = {rows, cols};
      int64_t sizes[] = {PICK, PICK};
      rc = b2nd_get_orthogonal_selection(array, selection, sizes, out, outshape, sizeof out);
      if (rc < 0)
        return fail("b2nd_get_orthogonal_selection", rc);
      if (expect(out, rows, cols))
        return 1;
    }
  } else {
    for (int round = 0; round < 200; ++round) {
      int64_t start[] = {(round * 97) % (SIDE - PICK), (round * 61) % (SIDE - PICK)};
      int64_t stop[] = {start[0] + PICK, start[1] + PICK};
      rc = b2nd_get_slice_cbuffer(array, start, stop, out, outshape, sizeof out);
      if (rc < 0)
        return fail("b2nd_get_slice_cbuffer", rc);
      for (int k = 0; k < PICK; ++k) {
        rows[k] = start[0] + k;
        cols[k] = start[1] + k;
      }
      if (expect(out, rows, cols))
        return 1;
    }
  }
  b2nd_free(array);
  b2nd_free_ctx(ctx);
  blosc2_destroy();
  fprintf(stderr, "blosc2_workload %s: done\n", argv[1]);
  return 0;
}
