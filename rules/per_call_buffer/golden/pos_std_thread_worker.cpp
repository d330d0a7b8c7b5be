// A worker started with std::thread whose loop news and deletes a 2 MiB array per request: faultline-loop-alloc, with a note that it runs on a thread.
#include <cstddef>
#include <cstring>
#include <thread>
#include <vector>

static void serve_requests(const std::vector<const char *> &requests, long *checksum) {
  for (const char *req : requests) {
    char *reply = new char[2 << 20]; // EXPECT: faultline-loop-alloc
    std::strncpy(reply, req, 2 << 20);
    *checksum += reply[0];
    delete[] reply;
  }
}

void run_server_threads(const std::vector<const char *> &requests, long *checksums, int n) {
  std::vector<std::thread> pool;
  for (int t = 0; t < n; ++t)
    pool.push_back(std::thread(serve_requests, std::cref(requests), &checksums[t]));
  for (std::thread &th : pool)
    th.join();
}
