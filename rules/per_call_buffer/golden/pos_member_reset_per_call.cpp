// Stays a finding: the same grow-only member buffer (neg_member_grow_only.cpp), but the helper
// the loop calls resets its capacity at the end of every call (`free()`: delete[] + size_ = 0),
// so each call's `alloc` finds size_ == 0 and allocates the block again: one 1 MiB new[] and
// delete[] per record.
typedef unsigned char byte;

class ResetBuf {
public:
  ~ResetBuf() { delete[] pData_; }
  void alloc(long size);
  void free();
  byte *pData_ = nullptr;
  long size_ = 0;
};

void ResetBuf::alloc(long size) {
  if (size > size_) {
    delete[] pData_;
    pData_ = new byte[size]; // EXPECT: faultline-per-call-buffer
    size_ = size;
  }
}

void ResetBuf::free() {
  delete[] pData_;
  pData_ = 0;
  size_ = 0;
}

long reset_fill(byte *p, long n);

long reset_record(ResetBuf &buf) {
  buf.alloc(1L << 20);
  long n = reset_fill(buf.pData_, 1L << 20);
  buf.free();
  return n;
}

long reset_records(ResetBuf &buf, int records) {
  long total = 0;
  for (int i = 0; i < records; ++i)
    total += reset_record(buf);
  return total;
}
