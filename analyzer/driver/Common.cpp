#include "driver/Common.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace faultline::driver {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

llvm::raw_ostream &error() { return llvm::WithColor::error(llvm::errs(), "faultline"); }
llvm::raw_ostream &warning() { return llvm::WithColor::warning(llvm::errs(), "faultline"); }

std::string oneLine(llvm::StringRef s) {
  std::string out;
  for (char c : s.trim())
    out += (c == '\n' || c == '\r') ? ' ' : c;
  return out;
}

std::string normalise(llvm::StringRef p, llvm::StringRef base) {
  llvm::SmallString<256> out;
  if (path::is_absolute(p) || base.empty()) {
    out = p;
    fs::make_absolute(out);
  } else {
    out = base;
    path::append(out, p);
    fs::make_absolute(out);
  }
  path::remove_dots(out, /*remove_dot_dot=*/true);
  while (out.size() > 1 && path::is_separator(out.back()))
    out.pop_back();
  return std::string(out);
}

std::string outputName(llvm::StringRef output) {
  if (output.empty() || output == "-")
    return "standard output";
  // Appended, not `"'" + s + "'"`: GCC 12 warns falsely (-Wrestrict) on that concatenation.
  std::string quoted = "'";
  quoted += output;
  quoted += '\'';
  return quoted;
}

bool checkWritable(llvm::StringRef output) {
  if (output.empty() || output == "-")
    return true;
  std::string abs = normalise(output);
  if (fs::is_directory(abs)) {
    error() << "cannot write '" << output << "': is a directory\n";
    return false;
  }
  llvm::StringRef parent = path::parent_path(abs);
  if (!fs::is_directory(parent)) {
    error() << "cannot write '" << output << "': directory '" << parent << "' does not exist\n";
    return false;
  }
  if (fs::access(parent, fs::AccessMode::Write)) {
    error() << "cannot write '" << output << "': directory '" << parent
            << "' is not writable\n";
    return false;
  }
  return true;
}

} // namespace faultline::driver
