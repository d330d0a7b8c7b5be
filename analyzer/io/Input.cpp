#include "io/Input.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

#include <algorithm>
#include <system_error>

namespace faultline::io {

namespace fs = llvm::sys::fs;

namespace {

llvm::Error reason(std::errc code, const llvm::Twine &why) {
  return llvm::createStringError(std::make_error_code(code), why);
}

// A pipe has no size to map: read it in chunks, giving up past the limit (an endless writer
// would otherwise take all memory).
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readPipe(llvm::StringRef path) {
  llvm::Expected<fs::file_t> fd = fs::openNativeFileForRead(path);
  if (!fd)
    return fd.takeError();
  constexpr size_t kChunk = 1 << 16;
  llvm::SmallString<0> data;
  for (;;) {
    size_t used = data.size();
    data.resize_for_overwrite(used + kChunk);
    llvm::Expected<size_t> n =
        fs::readNativeFile(*fd, llvm::MutableArrayRef<char>(data.data() + used, kChunk));
    if (!n) {
      fs::closeFile(*fd);
      return n.takeError();
    }
    data.truncate(used + *n);
    if (*n == 0)
      break;
    if (data.size() > kMaxPipeBytes) {
      fs::closeFile(*fd);
      return reason(std::errc::file_too_large, "more than 1 GiB from a pipe");
    }
  }
  fs::closeFile(*fd);
  return llvm::MemoryBuffer::getMemBufferCopy(data, path);
}

// Depth-limited walk of one YAML node. llvm::yaml::Stream parses lazily as collections are
// iterated, so stopping at the limit never parses (or recurses into) what lies deeper.
bool withinDepth(llvm::yaml::Node *node, unsigned depth) {
  if (!node)
    return true;
  if (depth > kMaxNesting)
    return false;
  if (auto *map = llvm::dyn_cast<llvm::yaml::MappingNode>(node)) {
    for (llvm::yaml::KeyValueNode &kv : *map)
      if (!withinDepth(kv.getKey(), depth + 1) || !withinDepth(kv.getValue(), depth + 1))
        return false;
  } else if (auto *seq = llvm::dyn_cast<llvm::yaml::SequenceNode>(node)) {
    for (llvm::yaml::Node &item : *seq)
      if (!withinDepth(&item, depth + 1))
        return false;
  }
  return true;
}

} // namespace

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> readFile(llvm::StringRef path, Pipes pipes) {
  fs::file_status status;
  if (std::error_code ec = fs::status(path, status))
    return llvm::errorCodeToError(ec);
  if (fs::is_directory(status))
    return reason(std::errc::is_a_directory, "is a directory");
  if (status.type() == fs::file_type::fifo_file && pipes == Pipes::Allow)
    return readPipe(path);
  // Checked before opening: opening a FIFO blocks until someone writes to it, and a device
  // such as /dev/zero never ends.
  if (!fs::is_regular_file(status))
    return reason(std::errc::invalid_argument, "not a regular file");
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::errorCodeToError(buffer.getError());
  return std::move(*buffer);
}

llvm::Expected<llvm::json::Value> parseJson(llvm::StringRef text) {
  // Brackets outside strings are the nesting; a linear scan is far cheaper than the parse.
  unsigned depth = 0, line = 1;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxNesting)
        return reason(std::errc::invalid_argument,
                      "line " + llvm::Twine(line) + ": nested deeper than " +
                          llvm::Twine(kMaxNesting) + " levels");
    } else if (c == ']' || c == '}') {
      depth -= depth > 0;
    }
    line += c == '\n';
  }
  return llvm::json::parse(text);
}

llvm::Error checkYamlShape(llvm::StringRef text) {
  llvm::SourceMgr sm;
  // Syntax errors are yaml::Input's to report, with their location; stay quiet here.
  sm.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  llvm::yaml::Stream stream(text, sm);
  unsigned documents = 0;
  for (llvm::yaml::Document &doc : stream) {
    if (stream.failed())
      break;
    if (++documents > 1)
      return reason(std::errc::invalid_argument,
                    "more than one YAML document (only one configuration per file)");
    if (!withinDepth(doc.getRoot(), 1))
      return reason(std::errc::invalid_argument,
                    "nested deeper than " + llvm::Twine(kMaxNesting) + " levels");
  }
  return llvm::Error::success();
}

} // namespace faultline::io
