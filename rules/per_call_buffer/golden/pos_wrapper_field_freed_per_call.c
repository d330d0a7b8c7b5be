// neg_wrapper_field_failure_cleanup.c's record, but the data block is also released through the
// wrapper on the success path once it has been written out: every call allocates and releases
// it, so faultline-per-call-buffer still reports it in both modes.
#include <stddef.h>

void *rec_malloc(size_t size); // use_record_wrappers.c
void rec_free(void *p);
int write_record(const unsigned char *data, size_t size);

typedef int REC_BOOL;
#define REC_FALSE 0
#define REC_TRUE 1

struct staged {
  size_t size;
  unsigned char *data;
};

static REC_BOOL stage_and_write(struct staged *rec, size_t n) {
  rec->data = rec_malloc(n); // EXPECT: faultline-per-call-buffer
  if (!rec->data)
    return REC_FALSE;
  if (write_record(rec->data, n) < 0) {
    rec_free(rec->data);
    rec->data = NULL;
    return REC_FALSE;
  }
  rec_free(rec->data);
  rec->data = NULL;
  return REC_TRUE;
}

int stage_records_all(struct staged *recs, int count) {
  for (int i = 0; i < count; ++i)
    if (!stage_and_write(&recs[i], 1 << 20))
      return -1;
  return 0;
}
