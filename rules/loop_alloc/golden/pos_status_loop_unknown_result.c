// The status variable does not end the loop when its value after the free is not known: `ret =
// step(p)` may be SUCCESS again, so a 512 KiB block is allocated and freed on every iteration
// of `while (ret == SUCCESS)` (the counterpart of neg_status_ends_loop.c).
#include <stdlib.h>

enum result { OUT_OF_MEMORY = -3, SUCCESS = 1 };

enum result step(double *work);

enum result run(void) {
  enum result ret = SUCCESS;
  while (ret == SUCCESS) {
    double *work = malloc(sizeof(double) * 65536); // EXPECT: faultline-loop-alloc
    if (!work)
      return OUT_OF_MEMORY;
    ret = step(work);
    free(work);
  }
  return ret;
}
