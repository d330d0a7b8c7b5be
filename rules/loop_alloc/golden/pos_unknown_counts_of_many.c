// Counts whose names do not say they count a few things stay plausibly large: a layer's input
// channels (a convolution has thousands), a table's rows, a `max_params` capacity. Reported as
// notes, as every unknown size that can grow (loop-alloc doc, "Unknown sizes", item 16).
#include <stdlib.h>
#include <string.h>

struct layer {
  int in_channels;
  int rows;
};

long run_layers(struct layer **layers, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    float *scratch = malloc(layers[i]->in_channels * sizeof(float)); // EXPECT: faultline-loop-alloc note
    if (scratch) {
      scratch[0] = 1.0f;
      sum += (long)scratch[0];
    }
    free(scratch);
  }
  return sum;
}

long fill_tables(struct layer **tables, int n, int max_params) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    int *row = malloc(tables[i]->rows * sizeof(int)); // EXPECT: faultline-loop-alloc note
    if (row) {
      row[0] = i;
      sum += row[0];
    }
    free(row);
    void **slots = malloc(max_params * sizeof(void *)); // EXPECT: faultline-loop-alloc note
    if (slots) {
      slots[0] = tables[i];
      sum += slots[0] != 0;
    }
    free(slots);
  }
  return sum;
}
