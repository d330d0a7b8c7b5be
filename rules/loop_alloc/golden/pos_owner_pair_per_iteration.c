// A C owner pair per iteration: the constructor (use_owner_sum_table.c, another translation
// unit) sets a 1 MiB block into the struct it returns and the destructor frees it, in the same
// iteration: a malloc/free pair of 1 MiB through two functions, reported at the constructor's
// call with the owned block's size (rules/program/OwnerPairs.h).
struct owner_sum_table;
struct owner_sum_table *owner_sums_receive(int fd);
void owner_sums_free(struct owner_sum_table *s);
void owner_sums_match(struct owner_sum_table *s, int file);

void owner_send_files(int fd, int nfiles) {
  for (int i = 0; i < nfiles; ++i) {
    struct owner_sum_table *s = owner_sums_receive(fd); // EXPECT: faultline-loop-alloc warning
    if (!s)
      return;
    owner_sums_match(s, i);
    owner_sums_free(s);
  }
}
