// The loop that calls append_audit_record (pos_fopen_helper.c) and write_with_caller_buffer (neg_fopen_caller_buffer.c) per record.
int append_audit_record(const char *path, int id, double value);
int write_with_caller_buffer(const char *path, int id, char *iobuf, unsigned size);

int audit_all(const char *path, const double *values, int count) {
  static char iobuf[1 << 16];
  int failed = 0;
  for (int i = 0; i < count; ++i) {
    failed += append_audit_record(path, i, values[i]) != 0;
    failed += write_with_caller_buffer(path, i, iobuf, sizeof iobuf) != 0;
  }
  return failed;
}
