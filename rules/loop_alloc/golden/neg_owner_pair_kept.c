// Owner pairs that do not churn (use_owner_sum_table.c): the struct kept past the loop (stored in
// an array, freed after it; or freed only after the loop), a destructor that frees another field
// than the large block (the sums live on elsewhere), and a constructor whose only block is small.
struct owner_sum_table;
struct owner_sum_table *owner_sums_receive(int fd);
struct owner_sum_table *owner_sums_header(int fd);
void owner_sums_free(struct owner_sum_table *s);
void owner_sums_drop_index(struct owner_sum_table *s);
void owner_sums_keep(struct owner_sum_table *s, int file);

void owner_receive_all(int fd, struct owner_sum_table **tables, int nfiles) {
  for (int i = 0; i < nfiles; ++i)
    tables[i] = owner_sums_receive(fd);
  for (int i = 0; i < nfiles; ++i)
    owner_sums_free(tables[i]);
}

void owner_receive_last(int fd, int nfiles) {
  struct owner_sum_table *s = 0;
  for (int i = 0; i < nfiles; ++i) {
    if (s)
      continue;
    s = owner_sums_receive(fd);
  }
  owner_sums_free(s);
}

void owner_receive_index_only(int fd, int nfiles) {
  for (int i = 0; i < nfiles; ++i) {
    struct owner_sum_table *s = owner_sums_receive(fd);
    owner_sums_keep(s, i);
    owner_sums_drop_index(s);
  }
}

void owner_read_headers(int fd, int nfiles) {
  for (int i = 0; i < nfiles; ++i) {
    struct owner_sum_table *s = owner_sums_header(fd);
    owner_sums_keep(s, i);
    owner_sums_free(s);
  }
}
