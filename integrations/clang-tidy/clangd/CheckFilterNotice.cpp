#include "CheckFilterNotice.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cerrno>
#include <thread>
#include <unistd.h>

namespace faultline::clangd {

namespace path = llvm::sys::path;

namespace {

std::atomic<bool> noticed{false};

// The value of Diagnostics.ClangTidy.FastCheckFilter in any document of a clangd config file
// ("" when none sets it). Documents with an `If:` are read like the others: a project that
// sets the filter for some files has thought about it.
std::string filterIn(llvm::StringRef file) {
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return "";
  llvm::SourceMgr sm;
  sm.setDiagHandler([](const llvm::SMDiagnostic &, void *) {}); // clangd reports bad YAML
  llvm::yaml::Stream stream((*buffer)->getBuffer(), sm);
  // A streaming parser: every mapping is iterated to its end (an abandoned iteration leaves
  // the stream unable to find the next document), descending into a matching key's value
  // before moving past it.
  auto keyIs = [](llvm::yaml::KeyValueNode &kv, llvm::StringRef key) {
    llvm::SmallString<32> storage;
    auto *k = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(kv.getKey());
    return k && k->getValue(storage) == key;
  };
  auto within = [&](llvm::yaml::Node *n, llvm::StringRef key, auto &&visit) {
    if (auto *map = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(n))
      for (llvm::yaml::KeyValueNode &kv : *map)
        if (keyIs(kv, key))
          visit(kv.getValue());
  };
  std::string value;
  for (llvm::yaml::Document &doc : stream) {
    if (stream.failed())
      break;
    within(doc.getRoot(), "Diagnostics", [&](llvm::yaml::Node *diagnostics) {
      within(diagnostics, "ClangTidy", [&](llvm::yaml::Node *tidy) {
        within(tidy, "FastCheckFilter", [&](llvm::yaml::Node *filter) {
          llvm::SmallString<16> storage;
          if (auto *v = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(filter))
            value = v->getValue(storage).str();
        });
      });
    });
  }
  return value;
}

std::string userConfig() {
  llvm::SmallString<256> dir;
  if (auto xdg = llvm::sys::Process::GetEnv("XDG_CONFIG_HOME"))
    dir = *xdg;
  else if (auto home = llvm::sys::Process::GetEnv("HOME"))
    path::append(dir, *home, ".config");
  else
    return "";
  path::append(dir, "clangd", "config.yaml");
  return std::string(dir);
}

} // namespace

void noticeDroppedChecks(const std::string &file) {
  if (noticed)
    return;
  llvm::SmallString<256> abs(file);
  llvm::sys::fs::make_absolute(abs);
  std::vector<std::string> configs{userConfig()};
  // The file's directory and each one above it, up to the root (each step strictly shorter).
  for (std::string dir = path::parent_path(abs).str(); !dir.empty();) {
    llvm::SmallString<256> config(dir);
    path::append(config, ".clangd");
    configs.push_back(std::string(config));
    std::string up = path::parent_path(dir).str();
    if (up.size() >= dir.size())
      break;
    dir = std::move(up);
  }
  for (const std::string &config : configs) {
    std::string value = filterIn(config);
    if (value == "Loose" || value == "None")
      return;
  }
  if (noticed.exchange(true))
    return;
  llvm::errs() << "faultline-clangd: no .clangd above " << abs
               << " (nor the user's clangd/config.yaml) sets `Diagnostics: ClangTidy: "
                  "FastCheckFilter: Loose`: clangd drops checks whose latency it does not know, "
                  "so no faultline-* check runs (docs/editors.md)\n";
}

void watchOpenedFiles() {
  int fds[2];
  if (pipe(fds) != 0)
    return; // no notice, clangd reads stdin as usual
  int original = dup(STDIN_FILENO);
  if (original < 0 || dup2(fds[0], STDIN_FILENO) < 0) {
    close(fds[0]);
    close(fds[1]);
    return;
  }
  close(fds[0]);
  std::thread([original, out = fds[1]] {
    std::string pending; // bytes of the message being framed
    char chunk[65536];
    while (true) {
      ssize_t n = read(original, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      for (ssize_t done = 0; done < n;) { // forward first: clangd must never wait on us
        ssize_t w = write(out, chunk + done, n - done);
        if (w < 0 && errno == EINTR)
          continue;
        if (w <= 0) {
          close(out);
          return;
        }
        done += w;
      }
      if (noticed)
        continue;
      pending.append(chunk, n);
      // Frames: headers, a blank line, Content-Length bytes of JSON.
      while (true) {
        size_t end = pending.find("\r\n\r\n");
        if (end == std::string::npos)
          break;
        llvm::StringRef headers(pending.data(), end);
        size_t length = 0;
        for (llvm::StringRef line : llvm::split(headers, "\r\n")) {
          auto [name, value] = line.split(':');
          if (name.trim().equals_insensitive("content-length"))
            value.trim().getAsInteger(10, length);
        }
        if (pending.size() < end + 4 + length)
          break;
        llvm::StringRef body(pending.data() + end + 4, length);
        if (body.contains("\"textDocument/didOpen\""))
          if (auto json = llvm::json::parse(body))
            if (auto *o = json->getAsObject())
              if (auto *params = o->getObject("params"))
                if (auto *doc = params->getObject("textDocument"))
                  if (auto uri = doc->getString("uri"); uri && uri->starts_with("file://")) {
                    std::string file;
                    llvm::StringRef rest = uri->drop_front(7);
                    for (size_t i = 0; i < rest.size(); ++i) // percent-decoding
                      if (rest[i] == '%' && i + 2 < rest.size() &&
                          llvm::isHexDigit(rest[i + 1]) && llvm::isHexDigit(rest[i + 2])) {
                        file += static_cast<char>(llvm::hexFromNibbles(rest[i + 1], rest[i + 2]));
                        i += 2;
                      } else {
                        file += rest[i];
                      }
                    noticeDroppedChecks(file);
                  }
        pending.erase(0, end + 4 + length);
      }
    }
    close(out); // clangd sees the end of its input
  }).detach();
}

} // namespace faultline::clangd
