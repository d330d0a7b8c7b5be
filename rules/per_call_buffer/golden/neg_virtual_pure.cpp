// Documented policy: a virtual call reaches only the statically named method; Codec::decode is pure virtual (no body), so the allocating override RleCodec::decode called through it in a loop is not reported.
#include <cstddef>
#include <cstring>
#include <memory>

struct Codec {
  virtual ~Codec() = default;
  virtual long decode(const unsigned char *in, std::size_t n) = 0;
};

struct RleCodec final : Codec {
  long decode(const unsigned char *in, std::size_t n) override {
    unsigned char *out = new unsigned char[4 << 20];
    std::memcpy(out, in, n < (4u << 20) ? n : (4u << 20));
    long first = out[0];
    delete[] out;
    return first;
  }
};

std::unique_ptr<Codec> make_rle_codec() { return std::make_unique<RleCodec>(); }

long decode_stream(Codec &codec, const unsigned char *const *packets, std::size_t n, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i)
    total += codec.decode(packets[i], n);
  return total;
}
