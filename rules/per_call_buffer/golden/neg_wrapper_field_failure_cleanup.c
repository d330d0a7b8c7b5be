// openjpeg's opj_j2k_setup_mct_encoding shape: a record's data field gets a block from an
// allocation wrapper; a later scratch allocation that fails releases it (through the release
// wrapper) before `return FALSE`; on success the record keeps it for the caller. Called once per
// tile from a loop, nothing is allocated and released per call.
#include <stddef.h>

void *rec_malloc(size_t size); // use_record_wrappers.c
void rec_free(void *p);
int make_coefficients(float *coefficients, int count);

typedef int REC_BOOL;
#define REC_FALSE 0
#define REC_TRUE 1

struct record {
  size_t size;
  unsigned char *data;
};

static REC_BOOL fill_record(struct record *rec, size_t n) {
  rec->data = rec_malloc(n);
  if (!rec->data)
    return REC_FALSE;
  float *coefficients = rec_malloc(64 * sizeof(float)); // small scratch
  if (!coefficients) {
    rec_free(rec->data);
    rec->data = NULL;
    return REC_FALSE;
  }
  rec->data[0] = (unsigned char)make_coefficients(coefficients, 64);
  rec_free(coefficients);
  rec->size = n;
  return REC_TRUE;
}

int fill_records(struct record *recs, int count) {
  for (int i = 0; i < count; ++i)
    if (!fill_record(&recs[i], 1 << 20))
      return -1;
  return 0;
}
