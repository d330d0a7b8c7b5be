// nlopt's MLSL sampling shape (issue 10, set 7): each sample point is inserted into a tree that
// keeps it; `free(p)` runs only when the insertion fails, and sets `ret` to an error that both
// loop conditions (`ret == SUCCESS`) then rule out, so no path from the free goes round again.
// The free is not per iteration (extract/PathValues.h follows the status variable), and the
// points are kept, not churned.
#include <stdlib.h>

enum result { OUT_OF_MEMORY = -3, FAILURE = -1, SUCCESS = 1, MAXEVAL_REACHED = 5 };

struct tree;
int tree_insert(struct tree *t, double *key);
int stop_evals(void);
void update_neighbours(struct tree *t, double *p);

enum result sample(struct tree *points, int rounds, int per_round) {
  enum result ret = SUCCESS;
  while (ret == SUCCESS && rounds-- > 0) {
    for (int i = 0; i < per_round && ret == SUCCESS; ++i) {
      double *p = malloc(sizeof(double) * 65536);
      if (!p) {
        ret = OUT_OF_MEMORY;
        break;
      }
      p[0] = i;
      if (!tree_insert(points, p)) {
        free(p);
        ret = OUT_OF_MEMORY;
      }
      if (stop_evals())
        ret = MAXEVAL_REACHED;
      else
        update_neighbours(points, p);
    }
  }
  return ret;
}
