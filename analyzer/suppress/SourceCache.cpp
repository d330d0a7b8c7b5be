#include "suppress/SourceCache.h"

#include "io/Input.h"

namespace faultline::suppress {

const SourceCache::Entry &SourceCache::load(llvm::StringRef file) {
  auto [it, inserted] = files_.try_emplace(file);
  if (!inserted)
    return it->second;
  Entry &e = it->second;
  auto buffer = io::readFile(file); // never a FIFO or a device: they block or never end
  if (!buffer) {
    llvm::consumeError(buffer.takeError());
    return e; // unreadable: no lines, so nothing is suppressed and fingerprints use "".
  }
  e.buffer = std::move(*buffer);
  llvm::StringRef rest = e.buffer->getBuffer();
  while (!rest.empty()) {
    auto [head, tail] = rest.split('\n');
    e.lines.push_back(head.rtrim('\r'));
    rest = tail;
  }
  return e;
}

std::optional<llvm::StringRef> SourceCache::line(llvm::StringRef file, unsigned line) {
  std::lock_guard<std::mutex> lock(mutex_);
  const Entry &e = load(file);
  if (line == 0 || line > e.lines.size())
    return std::nullopt;
  return e.lines[line - 1];
}

unsigned SourceCache::lineCount(llvm::StringRef file) {
  std::lock_guard<std::mutex> lock(mutex_);
  return load(file).lines.size();
}

} // namespace faultline::suppress
