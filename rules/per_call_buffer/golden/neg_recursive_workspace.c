// A recursive merge sort that takes its scratch buffer from the caller (allocated once at the top level): recursion alone does not make an allocation repeat.
#include <stdlib.h>
#include <string.h>

static void merge_sort_rec(int *a, int *scratch, size_t n) {
  if (n < 2)
    return;
  size_t mid = n / 2;
  merge_sort_rec(a, scratch, mid);
  merge_sort_rec(a + mid, scratch, n - mid);
  size_t i = 0, j = mid, k = 0;
  while (i < mid && j < n)
    scratch[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid)
    scratch[k++] = a[i++];
  while (j < n)
    scratch[k++] = a[j++];
  memcpy(a, scratch, n * sizeof *a);
}

int merge_sort(int *a, size_t n) {
  int *scratch = malloc(n * sizeof *a);
  if (!scratch)
    return -1;
  merge_sort_rec(a, scratch, n);
  free(scratch);
  return 0;
}
