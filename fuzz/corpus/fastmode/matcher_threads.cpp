// Article 002 (Arun Chandrasekaran, "System CPU Usage and Glibc", 2021): a biometric matcher moved
// from processes to 96 threads and system CPU spiked, latencies grew tenfold: minor faults. Each
// search built a std::vector<char> scratch buffer per candidate; at 131,049 bytes and up glibc
// mmaps it, the vector's value-initialisation touches every page, and destroying it unmaps them
// again (faultline-vector-temporary). Small gallery and 4 threads here so it runs in a blink.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

namespace {

constexpr std::size_t kScratchBytes = 131049; // the first size glibc serves with mmap
constexpr std::size_t kTemplateBytes = 4096;
constexpr std::size_t kGallerySize = 512;
constexpr unsigned kThreads = 4;

struct Result {
  std::size_t index = 0;
  unsigned score = 0;
};

std::uint8_t pattern(std::size_t entry, std::size_t i) {
  std::uint32_t h = static_cast<std::uint32_t>((entry + 1) * 2654435761u) ^ static_cast<std::uint32_t>(i * 40503u);
  h *= 2246822519u;
  return static_cast<std::uint8_t>(h >> 24);
}

// One worker: scores its slice of the gallery against the probe.
void search(const std::vector<std::uint8_t> &gallery, const std::vector<std::uint8_t> &probe,
            std::size_t begin, std::size_t end, Result &out) {
  for (std::size_t e = begin; e < end; ++e) {
    std::vector<char> scratch(kScratchBytes); // a fresh, zeroed 128 KiB block per candidate
    std::memcpy(scratch.data(), gallery.data() + e * kTemplateBytes, kTemplateBytes);
    unsigned score = 0;
    for (std::size_t i = 0; i < kTemplateBytes; ++i)
      score += static_cast<std::uint8_t>(scratch[i]) == probe[i];
    if (score > out.score)
      out = Result{e, score};
  }
}

} // namespace

int main() {
  std::vector<std::uint8_t> gallery(kGallerySize * kTemplateBytes);
  for (std::size_t e = 0; e < kGallerySize; ++e)
    for (std::size_t i = 0; i < kTemplateBytes; ++i)
      gallery[e * kTemplateBytes + i] = pattern(e, i);
  const std::size_t wanted = 377;
  std::vector<std::uint8_t> probe(gallery.begin() + wanted * kTemplateBytes,
                                  gallery.begin() + (wanted + 1) * kTemplateBytes);

  std::vector<Result> results(kThreads);
  std::vector<std::thread> workers;
  const std::size_t slice = (kGallerySize + kThreads - 1) / kThreads;
  for (unsigned t = 0; t < kThreads; ++t) {
    std::size_t begin = t * slice, end = std::min(kGallerySize, begin + slice);
    workers.emplace_back(search, std::cref(gallery), std::cref(probe), begin, end,
                         std::ref(results[t]));
  }
  for (std::thread &w : workers)
    w.join();

  Result best = *std::max_element(results.begin(), results.end(),
                                  [](const Result &a, const Result &b) { return a.score < b.score; });
  std::printf("matcher_threads: best match %zu (score %u/%zu), %s\n", best.index, best.score,
              kTemplateBytes, best.index == wanted ? "ok" : "WRONG");
  return best.index == wanted ? 0 : 1;
}
