// The container of the facts binary encoding (layout in FactsBinary.h): LEB128 varints, a
// string table, the two version numbers, and an XXH3-64 checksum around it all. The Writer and
// Reader here know nothing of the facts' structs; FactsBinary.cpp writes and reads those
// field by field through them.
#pragma once

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace faultline::facts::binary {

inline void putVarint(std::string &out, uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
}

inline uint64_t zigzag(int64_t v) {
  return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63);
}
inline int64_t unzigzag(uint64_t v) {
  return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
}

class Writer {
public:
  void u(uint64_t v) { putVarint(body_, v); }
  void s(int64_t v) { u(zigzag(v)); }
  void b(bool v) { body_.push_back(v ? 1 : 0); }
  void str(const std::string &text) {
    if (text.empty()) {
      u(0);
      return;
    }
    auto [it, inserted] =
        index_.try_emplace(llvm::StringRef(text), static_cast<uint32_t>(strings_.size() + 1));
    if (inserted)
      strings_.push_back(text);
    u(it->second);
  }
  template <typename E> void e(E v) { u(static_cast<uint64_t>(v)); }

  // Appends the framed encoding (docs in FactsBinary.h) of everything written so far.
  void finish(std::string &out) const;

private:
  std::string body_;
  // The strings live in the facts being encoded, which outlive the writer.
  llvm::DenseMap<llvm::StringRef, uint32_t> index_;
  std::vector<llvm::StringRef> strings_;
};

// Reads from [p, end); the first malformed read sets `ok` to false and every later read returns
// zero, so callers check `ok` once per element rather than after every field.
class Reader {
public:
  Reader(const uint8_t *begin, const uint8_t *end) : p_(begin), end_(end) {}

  bool ok = true;

  size_t remaining() const { return static_cast<size_t>(end_ - p_); }
  bool atEnd() const { return p_ == end_; }

  uint64_t u() {
    if (p_ != end_ && *p_ < 0x80) // the common case: one byte
      return *p_++;
    uint64_t v = 0;
    for (unsigned shift = 0; shift < 64; shift += 7) {
      if (p_ == end_)
        return fail();
      uint8_t byte = *p_++;
      if (shift == 63 && byte > 1) // the tenth byte may only hold bit 63
        return fail();
      v |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80))
        return v;
    }
    return fail();
  }
  int64_t s() { return unzigzag(u()); }
  unsigned u32() {
    uint64_t v = u();
    return v > std::numeric_limits<uint32_t>::max() ? fail() : static_cast<unsigned>(v);
  }
  int i32() {
    int64_t v = s();
    if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())
      return static_cast<int>(fail());
    return static_cast<int>(v);
  }
  bool b() {
    uint64_t v = u();
    return v > 1 ? fail() : v == 1;
  }
  // An integer of at most `max` (an enumerator, say); anything larger is malformed.
  uint64_t upTo(uint64_t max) {
    uint64_t v = u();
    return v > max ? fail() : v;
  }
  // A count of elements that follow: each takes at least one byte.
  size_t count() {
    uint64_t n = u();
    return n > remaining() ? fail() : static_cast<size_t>(n);
  }
  llvm::StringRef bytes(size_t n) {
    if (n > remaining()) {
      fail();
      return {};
    }
    llvm::StringRef out(reinterpret_cast<const char *>(p_), n);
    p_ += n;
    return out;
  }
  void str(std::string &out) {
    uint64_t i = u();
    if (i == 0) {
      out.clear();
      return;
    }
    if (i > strings.size()) {
      fail();
      return;
    }
    out.assign(strings[i - 1].data(), strings[i - 1].size());
  }

  std::vector<llvm::StringRef> strings; // the table, pointing into the input

private:
  uint64_t fail() {
    ok = false;
    p_ = end_;
    return 0;
  }

  const uint8_t *p_, *end_;
};

// The Reader over the body of `data` (exactly one framed encoding, nothing before or after
// it), its string table loaded; nullopt when the magic, the checksum, either version or the
// string table is wrong. The caller reads the body and then checks `ok` and `atEnd()`.
std::optional<Reader> openFrame(llvm::StringRef data);

} // namespace faultline::facts::binary
