#include "facts/FactsBinaryFrame.h"

#include "facts/FactsBinary.h"
#include "facts/FactsJson.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cstring>

namespace faultline::facts::binary {

namespace {
constexpr char kMagic[4] = {'F', 'L', 'F', 'B'};
constexpr size_t kChecksumBytes = 8;
} // namespace

void Writer::finish(std::string &out) const {
    size_t start = out.size();
    out.append(kMagic, sizeof kMagic);
    putVarint(out, kFactsBinaryVersion);
    putVarint(out, kFactsFormatVersion);
    putVarint(out, strings_.size());
    for (llvm::StringRef text : strings_) {
      putVarint(out, text.size());
      out.append(text.data(), text.size());
    }
    out.append(body_);
    uint64_t sum = llvm::xxh3_64bits(
        llvm::ArrayRef(reinterpret_cast<const uint8_t *>(out.data()) + start, out.size() - start));
    for (size_t i = 0; i < kChecksumBytes; ++i)
      out.push_back(static_cast<char>(sum >> (8 * i)));
}

std::optional<Reader> openFrame(llvm::StringRef data) {
  if (data.size() < sizeof kMagic + kChecksumBytes ||
      std::memcmp(data.data(), kMagic, sizeof kMagic) != 0)
    return std::nullopt;
  const auto *begin = reinterpret_cast<const uint8_t *>(data.data());
  const uint8_t *end = begin + data.size() - kChecksumBytes;
  uint64_t stored = 0;
  for (size_t i = 0; i < kChecksumBytes; ++i)
    stored |= static_cast<uint64_t>(end[i]) << (8 * i);
  if (llvm::xxh3_64bits(llvm::ArrayRef(begin, end)) != stored)
    return std::nullopt;

  Reader r(begin + sizeof kMagic, end);
  if (r.u() != kFactsBinaryVersion || r.u() != kFactsFormatVersion || !r.ok)
    return std::nullopt;
  size_t strings = r.count();
  r.strings.reserve(std::min<size_t>(strings, 1 << 16));
  for (size_t i = 0; i < strings && r.ok; ++i) {
    llvm::StringRef text = r.bytes(r.u());
    // JSON (the format these facts went through) only carries UTF-8; anything else was not
    // written by us.
    if (text.empty() || !llvm::json::isUTF8(text))
      return std::nullopt;
    r.strings.push_back(text);
  }
  if (!r.ok)
    return std::nullopt;
  return r;
}

} // namespace faultline::facts::binary
