// Documented policy: calls through std::function are not followed (the target is not known statically), so the allocating lambda stored in a std::function and called in a loop is not reported.
#include <cstddef>
#include <cstring>
#include <functional>

static std::function<long(const char *)> make_hasher() {
  return [](const char *text) {
    char *copy = new char[1 << 20];
    std::strncpy(copy, text, (1 << 20) - 1);
    copy[(1 << 20) - 1] = '\0';
    long h = 0;
    for (const char *p = copy; *p; ++p)
      h = h * 31 + *p;
    delete[] copy;
    return h;
  };
}

long hash_all(const char *const *texts, int count) {
  std::function<long(const char *)> hasher = make_hasher();
  long acc = 0;
  for (int i = 0; i < count; ++i)
    acc ^= hasher(texts[i]);
  return acc;
}
