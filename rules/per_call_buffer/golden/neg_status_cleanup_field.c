// wcslib's wcstab shape (issue 10, set 7): the table array is stored in the caller's struct
// (`wcs->tab`) and freed under `cleanup:` only `if (status)`; the success path sets `status = 0`
// before falling into the cleanup, so on it the free cannot run and the block stays with the
// caller. The status variable's value along each path (extract/PathValues.h) tells the two apart;
// parse_all calls it per header, and nothing is allocated and freed per call.
#include <stdlib.h>

struct tabprm {
  double *coord;
  int M;
};

struct wcsprm {
  int ntab;
  struct tabprm *tab;
};

int fill_table(struct tabprm *t, int i);

static int wcstab(struct wcsprm *wcs, int n) {
  int status = 0;
  if (!(wcs->tab = calloc(65536, sizeof(struct tabprm)))) {
    status = 2;
    goto cleanup;
  }
  for (int i = 0; i < n; ++i)
    if (fill_table(wcs->tab + i, i)) {
      status = 3;
      goto cleanup;
    }
  wcs->ntab = n;
  status = 0;

cleanup:
  if (status) {
    if (wcs->tab)
      free(wcs->tab);
    wcs->tab = NULL;
  }
  return status;
}

int parse_all(struct wcsprm *headers, int count, int n) {
  int status = 0;
  for (int i = 0; i < count; ++i)
    status |= wcstab(&headers[i], n);
  return status;
}
