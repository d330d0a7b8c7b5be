// ARGS: -std=c++17
// A condition that depends on a template's parameters is a constant of each instantiation
// (extract/ConstantBranches.h): in read_chunked<float, float> the conversion branch never runs
// and makes no block; in read_chunked<short, float> it runs and does. A condition that does not
// depend on them (kVerbose) is read both ways, as outside templates (gemmi's ccp4.hpp, held-out
// set 25).
#include <cstddef>
#include <type_traits>
#include <vector>

static const bool kVerbose = false;

template <typename TFile, typename TMem>
std::size_t read_chunked(std::vector<TMem> &content) {
  std::size_t n = content.size();
  if (std::is_same<TFile, TMem>::value) {
    n += 1;
  } else {
    std::vector<TFile> work(64 * 1024);
    n += work.size();
  }
  if (kVerbose) {
    std::vector<char> log(1 << 20);
    n += log.size();
  }
  return n;
}

// CHECK-LABEL: function read_chunked 14:13
// CHECK-NEXT: block 0 container 'std::vector<char>' 23:23
// CHECK-LABEL: function read_chunked 14:13
// CHECK-NEXT: block 0 container 'std::vector<short>' 19:24 loop=-1 var=work size=131072
// CHECK: block 1 container 'std::vector<char>' 23:23
std::size_t both(std::vector<float> &grid) {
  return read_chunked<float, float>(grid) + read_chunked<short, float>(grid);
}
