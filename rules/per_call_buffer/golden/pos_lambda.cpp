// A lambda called in a loop whose body allocates a 1 MiB array and deletes it on every call.
#include <cstddef>
#include <cstring>

long compress_chunks(const unsigned char *const *chunks, int count) {
  auto compress_one = [](const unsigned char *chunk) {
    unsigned char *scratch = new unsigned char[1 << 20]; // EXPECT: faultline-per-call-buffer
    std::memcpy(scratch, chunk, 1 << 20);
    long sum = 0;
    for (std::size_t i = 0; i < (1u << 20); i += 4096)
      sum += scratch[i];
    delete[] scratch;
    return sum;
  };
  long total = 0;
  for (int i = 0; i < count; ++i)
    total += compress_one(chunks[i]);
  return total;
}
