// Blocks released only on failure paths stay with whoever holds them on success: a rethrow at
// the end of a `catch` leaves the function (Clang's CFG lists the throw as an element, not as
// the block's terminator), and `*out = malloc(n)` stores into the caller's out-parameter.
#include <cstdio>
#include <cstdlib>

struct Holder {
  unsigned char *data = nullptr;
  void load(std::FILE *f, unsigned n);
  void swallow(std::FILE *f, unsigned n);
};

void Holder::load(std::FILE *f, unsigned n) {
  data = static_cast<unsigned char *>(std::malloc(n));
  // CHECK: block 0 malloc 'malloc' 14:39 {{.*}} escape=stored-outside
  try {
    if (std::fread(data, n, 1, f) != 1)
      throw 1;
  } catch (...) {
    std::free(data);
    data = nullptr;
    throw;
  }
}

void Holder::swallow(std::FILE *f, unsigned n) {
  data = static_cast<unsigned char *>(std::malloc(n));
  // CHECK: block 0 malloc 'malloc' 27:39 {{.*}} escape=none
  try {
    try {
      if (std::fread(data, n, 1, f) != 1)
        throw 1;
    } catch (...) {
      std::free(data);
      throw;
    }
  } catch (int) {
  }
}

int read_out(std::FILE *f, unsigned char **out, unsigned n) {
  *out = static_cast<unsigned char *>(std::malloc(n));
  // CHECK: block 0 malloc 'malloc' 42:39 {{.*}} escape=stored-outside
  if (std::fread(*out, n, 1, f) != 1) {
    std::free(*out);
    return -1;
  }
  return 0;
}
