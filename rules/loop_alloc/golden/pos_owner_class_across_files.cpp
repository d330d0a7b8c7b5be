// Owner classes whose constructors are defined in another file (use_owner_across_files.cpp):
// constructing one per iteration is the calloc/free pair (or the vector) one level down, found
// by the join from the constructor's facts (rules/program/OwnerConstructions.h), as
// pos_owner_class_stack.cpp finds it when the constructor is in the same file.
#include "owner_across_files.h"

#include <memory>

double score_batches(const double *const *batches, int count, int length) {
  double total = 0;
  for (int b = 0; b < count; ++b) {
    ScoreTable table(1 << 17); // EXPECT: faultline-loop-alloc warning
    for (int k = 0; k < length; ++k)
      table.add(static_cast<std::size_t>(k), batches[b][k]);
    total += table.total();
  }
  return total;
}

std::size_t window_frames(int frames) {
  std::size_t seen = 0;
  for (int f = 0; f < frames; ++f) {
    auto window = std::make_unique<RowWindow>(512); // EXPECT: faultline-loop-alloc warning
    seen += window->rows();
  }
  return seen;
}
