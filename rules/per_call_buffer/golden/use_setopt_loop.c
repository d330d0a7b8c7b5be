// Calls the dispatcher of neg_switch_other_option.c per transfer with options that never load
// the cache, directly and through a forwarding wrapper.
int set_option(int option, long value, const char *text);
int configure(int option, long value, const char *text);

int setup_transfers(int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    sum += set_option(1, i, "");
    sum += configure(2, 5000, "");
  }
  return sum;
}
