// An owner class with another constructor that works in a 1 MiB scratch vector of its own: the
// loop makes the object from a string, whose constructor keeps nothing per object and is not the
// owner's. No finding: Bits(const char *) runs once per object, not in a loop, and owns nothing.
// Fast mode names every constructor of Bits `Bits::Bits`; a construction must reach only the
// owner's constructor (for its members), never another overload's body (steghide's BitString).
#include <cstddef>
#include <cstring>
#include <vector>

class Bits {
public:
  explicit Bits(const char *text) {
    std::vector<char> scratch(1 << 20);
    std::strncpy(scratch.data(), text, scratch.size() - 1);
    first_ = scratch[0];
  }
  explicit Bits(std::size_t words) : words_(words) {}
  char first() const { return first_; }

private:
  std::vector<unsigned long> words_;
  char first_ = 0;
};

int first_letters(const char *const *texts, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i) {
    Bits bits(texts[i]);
    sum += bits.first();
  }
  return sum;
}
