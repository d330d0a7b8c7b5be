// An owner class whose constructor sizes its block from another object's field (a state saver copying `state->count` ints), made every iteration: the construction passes nothing that says the block can be large, so its unknown size is not reported.
#include <cstring>

struct SavedState {
  int count;
  int *items;
};

class StateCopy {
public:
  explicit StateCopy(const SavedState *state) {
    count_ = state->count;
    items_ = new int[count_];
    std::memmove(items_, state->items, count_ * sizeof(int));
  }
  ~StateCopy() { delete[] items_; }
  int first() const { return count_ > 0 ? items_[0] : 0; }

private:
  int *items_;
  int count_;
};

int sum_firsts(const SavedState *const *states, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    StateCopy copy(states[i]);
    sum += copy.first();
  }
  return sum;
}
