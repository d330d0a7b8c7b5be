// A member buffer kept in its object and replaced only by a larger one (exiv2's DataBuf::alloc):
// `if (size > size_) { delete[] pData_; pData_ = new byte[size]; size_ = size; }`. Another member
// resets the capacity (`free()`: size_ = 0) and a refit helper calls both, but the loop below
// calls `alloc` on its own buffer and never resets it: on that path the block stays in the
// object, so nothing is reported (the reset counts only on a path through a function that
// calls it: pos_member_reset_per_call.cpp).
typedef unsigned char byte;

class GrowOnlyBuf {
public:
  ~GrowOnlyBuf() { delete[] pData_; }
  void alloc(long size);
  void free();
  byte *pData_ = nullptr;
  long size_ = 0;
};

void GrowOnlyBuf::alloc(long size) {
  if (size > size_) {
    delete[] pData_;
    pData_ = 0;
    size_ = 0;
    pData_ = new byte[size];
    size_ = size;
  }
}

void GrowOnlyBuf::free() {
  delete[] pData_;
  pData_ = 0;
  size_ = 0;
}

long grow_only_fill(byte *p, long n);

// Shrinks the buffer to what was used: calls both, once per call of its own caller.
void grow_only_refit(GrowOnlyBuf &buf, long used) {
  buf.alloc(used * 2);
  grow_only_fill(buf.pData_, used);
  buf.free();
  buf.alloc(used);
}

long grow_only_records(GrowOnlyBuf &buf, long record, int records) {
  long total = 0;
  for (int i = 0; i < records; ++i) {
    buf.alloc(record);
    total += grow_only_fill(buf.pData_, record);
  }
  return total;
}
