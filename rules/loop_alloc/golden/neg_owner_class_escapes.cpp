// A class whose constructor allocates 1 MiB and frees it in its destructor, but also publishes the block in a global that others read: the block escapes the object, so the class is not taken as an owner and no finding is made.
#include <cstddef>
#include <cstdlib>

static char *g_last_arena;

class PublishedArena {
public:
  explicit PublishedArena(std::size_t bytes) {
    base_ = static_cast<char *>(std::malloc(bytes));
    g_last_arena = base_;
  }
  ~PublishedArena() {
    if (g_last_arena == base_)
      g_last_arena = nullptr;
    std::free(base_);
  }
  char *base() { return base_; }

private:
  char *base_;
};

int touch_arenas(int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i) {
    PublishedArena arena(1 << 20);
    arena.base()[i] = 1;
    sum += arena.base()[i];
  }
  return sum;
}
