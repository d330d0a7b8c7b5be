// The compression-level loop for pos_const_address_taken.c's helper.
int run_synthetic_bench(int level);

int bench_levels(int first, int last) {
  int r = 0;
  for (int level = first; level <= last; ++level)
    r += run_synthetic_bench(level);
  return r;
}
