// The fix for a per-call vector: FilterBank keeps its workspace as a member and reuses it with clear()+resize() on every call from the loop.
#include <cstddef>
#include <vector>

class FilterBank {
public:
  double run(const double *signal, std::size_t n) {
    workspace_.clear();
    workspace_.resize(1 << 17);
    for (std::size_t i = 0; i < n && i < workspace_.size(); ++i)
      workspace_[i] = signal[i] * 0.5;
    return workspace_[0];
  }

private:
  std::vector<double> workspace_;
};

double filter_frames(FilterBank &bank, const double *const *frames, int count, std::size_t n) {
  double acc = 0;
  for (int i = 0; i < count; ++i)
    acc += bank.run(frames[i], n);
  return acc;
}
