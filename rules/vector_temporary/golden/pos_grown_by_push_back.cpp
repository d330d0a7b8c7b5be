// Containers grown, not sized: a local vector filled by push_back in a counted loop reallocates
// about log2(n) times and ends with a block of at least n elements, then dies with its scope:
// per iteration of the outer loop here, and per call of a helper the loop calls.
#include <cstddef>
#include <vector>

struct Candidate {
  double score;
  int id;
};

static double score_candidates(int n) {
  std::vector<Candidate> candidates;
  for (int i = 0; i < n; ++i)
    candidates.push_back({i * 0.5, i}); // EXPECT: faultline-vector-temporary warning
  double total = 0;
  for (const Candidate &c : candidates)
    total += c.score;
  return total;
}

double rank_rounds(int rounds) {
  double t = 0;
  for (int r = 0; r < rounds; ++r)
    t += score_candidates(1 << 20);
  return t;
}

double histogram_rounds(int rounds) {
  double t = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<double> bins;
    for (int i = 0; i < 1000000; ++i)
      bins.emplace_back(i * 0.25); // EXPECT: faultline-vector-temporary warning
    t += bins[static_cast<std::size_t>(r) % bins.size()];
  }
  return t;
}
