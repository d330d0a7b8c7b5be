// A deflate stream kept in a member and made lazily (xapian's ChertTable::
// lazy_alloc_deflate_zstream, held-out set 16): a later call resets it with deflateReset and
// returns; the member is deleted after deflateInit2 only when that failed, right before a throw.
// On success the object keeps the stream, so deflateInit2's ~256 KiB of state is made once per
// table, not once per block written. In a method, fast mode cannot tell the bare member name
// from a global, but neither is a local: both outlive the call, like `p->field`.
#include <new>

extern "C" {
struct memberz_stream {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
};
int deflateInit2_(memberz_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflateReset(memberz_stream *strm);
int deflate(memberz_stream *strm, int flush);
}
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(memberz_stream))

class BlockWriter {
public:
  unsigned write_block(const unsigned char *data, unsigned n, unsigned char *out, unsigned cap);

private:
  void ensure_stream();
  memberz_stream *stream_ = nullptr;
};

void BlockWriter::ensure_stream() {
  if (stream_) {
    if (deflateReset(stream_) == 0)
      return;
    delete stream_;
  }
  stream_ = new memberz_stream();
  int err = deflateInit2(stream_, 6, 8, -15, 9, 0);
  if (err != 0) {
    delete stream_;
    stream_ = nullptr;
    throw std::bad_alloc();
  }
}

unsigned BlockWriter::write_block(const unsigned char *data, unsigned n, unsigned char *out,
                                  unsigned cap) {
  ensure_stream();
  stream_->next_in = data;
  stream_->avail_in = n;
  stream_->next_out = out;
  stream_->avail_out = cap;
  deflate(stream_, 4);
  return cap - stream_->avail_out;
}

unsigned write_blocks(BlockWriter &writer, const unsigned char *const *blocks, int count,
                      unsigned char *out, unsigned cap) {
  unsigned total = 0;
  for (int b = 0; b < count; ++b)
    total += writer.write_block(blocks[b], 65536, out, cap);
  return total;
}
