// Stream owner classes whose constructors are defined in another file
// (use_stream_owner_across_files.cpp): constructing one per iteration opens and closes the same
// file every time, as pos_owner_class_stream.cpp does with the constructor in the same file.
// Both modes (AST mode since session 20). A different path per iteration is per-file work, not
// churn (neg_owner_class_stream_per_file.cpp).
#include "stream_owner_across_files.h"

int poll_config_elsewhere(int rounds) {
  int sum = 0;
  for (int r = 0; r < rounds; ++r) {
    ConfigFile config("/etc/poll.conf"); // EXPECT: faultline-stdio-in-loop
    sum += config.firstChar();
  }
  return sum;
}

int poll_status_elsewhere(int rounds) {
  int sum = 0;
  for (int r = 0; r < rounds; ++r) {
    StatusFile status; // EXPECT: faultline-stdio-in-loop
    sum += status.firstChar();
  }
  return sum;
}

int read_each_config(const char *const *paths, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i) {
    ConfigFile config(paths[i]); // one file per path: per-file work, not churn
    sum += config.firstChar();
  }
  return sum;
}
