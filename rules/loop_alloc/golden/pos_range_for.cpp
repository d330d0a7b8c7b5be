// malloc/free of 1 MiB per element of a range-for loop.
#include <cstdlib>
#include <cstring>
#include <vector>

struct Job {
  const char *payload;
  std::size_t length;
};

std::size_t process_jobs(const std::vector<Job> &jobs) {
  std::size_t done = 0;
  for (const Job &job : jobs) {
    char *work = static_cast<char *>(std::malloc(1 << 20)); // EXPECT: faultline-loop-alloc
    if (!work)
      continue;
    std::memcpy(work, job.payload, job.length < (1u << 20) ? job.length : (1u << 20));
    done += work[0] != 0;
    std::free(work);
  }
  return done;
}
