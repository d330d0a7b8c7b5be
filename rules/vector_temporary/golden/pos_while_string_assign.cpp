// A std::string declared in a while body and sized with assign(n, c): 2 MiB per iteration.
#include <cstddef>
#include <string>

extern bool next_request(std::size_t *id);

std::size_t serve() {
  std::size_t id = 0, sent = 0;
  while (next_request(&id)) {
    std::string reply;
    reply.assign(2 << 20, '.'); // EXPECT: faultline-vector-temporary
    reply[0] = static_cast<char>('0' + id % 10);
    sent += reply.size();
  }
  return sent;
}
