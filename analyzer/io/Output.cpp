#include "io/Output.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"

namespace faultline::io {

namespace fs = llvm::sys::fs;

namespace {

// The stream's latched error, cleared: an error left on a raw_fd_ostream aborts the process
// ("LLVM ERROR: IO failure on output stream") when the stream is destroyed.
std::error_code takeError(llvm::raw_fd_ostream &os) {
  std::error_code ec = os.error();
  os.clear_error();
  return ec;
}

} // namespace

llvm::Error writeFile(llvm::StringRef path, llvm::function_ref<void(llvm::raw_ostream &)> write,
                      Target target) {
  if (path.empty() || path == "-") {
    write(llvm::outs());
    llvm::outs().flush();
    return llvm::errorCodeToError(takeError(llvm::outs()));
  }
  // A device or FIFO: renaming a temporary over it would replace the device node.
  fs::file_status status;
  if (target == Target::UserPath && !fs::status(path, status) && fs::exists(status) && !fs::is_regular_file(status) &&
      !fs::is_directory(status)) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, fs::OF_None);
    if (ec)
      return llvm::errorCodeToError(ec);
    write(os);
    os.close();
    return llvm::errorCodeToError(takeError(os));
  }
  // Not llvm::writeToOutput: it renames without looking at the stream's error (a full disk
  // left a truncated report in place, then aborted). Not fs::TempFile either: it renames
  // before closing, and a close can fail too. This is TempFile's recipe in the other order.
  int fd = -1;
  llvm::SmallString<256> temp;
  if (std::error_code ec = fs::createUniqueFile(path + ".tmp-%%%%%%%%", fd, temp))
    return llvm::errorCodeToError(ec);
  llvm::sys::RemoveFileOnSignal(temp);
  std::error_code ec;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    write(os);
    os.close(); // flushes, then closes
    ec = takeError(os);
  }
  if (!ec)
    ec = fs::rename(temp, path);
  if (ec)
    fs::remove(temp);
  llvm::sys::DontRemoveFileOnSignal(temp);
  return llvm::errorCodeToError(ec);
}

} // namespace faultline::io
