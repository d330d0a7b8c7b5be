#include "driver/OptionErrors.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <unistd.h>

namespace faultline::driver {

namespace {

// LLVM 19's option parser writes an unknown option to the stream it is given, but a bad value
// ("-j -1", "--format xml") straight to llvm::errs(). So fd 2 points at an unlinked temporary
// file while parsing; nothing else runs then.
class StderrCapture {
public:
  StderrCapture() : file_(std::tmpfile()) {
    if (!file_)
      return;
    llvm::errs().flush();
    saved_ = dup(2);
    if (saved_ < 0 || dup2(fileno(file_), 2) < 0) {
      std::fclose(file_);
      file_ = nullptr;
    }
  }
  std::string finish() {
    if (!file_)
      return {};
    llvm::errs().flush();
    dup2(saved_, 2);
    close(saved_);
    std::string text;
    std::rewind(file_);
    char chunk[4096];
    for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, file_)) > 0;)
      text.append(chunk, n);
    std::fclose(file_);
    file_ = nullptr;
    return text;
  }
  ~StderrCapture() { finish(); }

private:
  std::FILE *file_;
  int saved_ = -1;
};

// "faultline check: for the -j option: '-1' value invalid for uint argument!" and
// "faultline: Did you mean '--format'?" become "for the -j option: '-1' value invalid for uint
// argument" and " (did you mean '--format'?)".
std::string oneLineMessage(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 4> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  std::string message, hint;
  for (llvm::StringRef line : lines) {
    line = line.trim();
    if (line.starts_with("faultline")) // the program name, then maybe the subcommand's
      line = line.split(": ").second;
    line = line.split("  Try: ").first.rtrim(".!? ");
    if (line.consume_front("Did you mean"))
      hint = (" (did you mean" + line + "?)").str();
    else if (message.empty() && !line.empty())
      message = line.str();
  }
  if (message.empty())
    message = "invalid command line";
  if (message.size() > 1 && llvm::isUpper(message[0]) && !llvm::isUpper(message[1]))
    message[0] = llvm::toLower(message[0]);
  return message + hint;
}

} // namespace

bool parseCommandLine(int argc, const char *const *argv, llvm::StringRef overview,
                      std::string &message) {
  std::string given;
  llvm::raw_string_ostream givenStream(given);
  StderrCapture capture;
  bool ok = llvm::cl::ParseCommandLineOptions(argc, argv, overview, &givenStream);
  std::string printed = capture.finish();
  if (!ok)
    message = oneLineMessage(printed + "\n" + given);
  else if (!printed.empty()) // a warning: not ours to drop
    llvm::errs() << printed;
  return ok;
}

} // namespace faultline::driver
