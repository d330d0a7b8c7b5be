#include "fastmode/SourceFiles.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace faultline::fastmode {

namespace fs = std::filesystem;

bool isSourceFileName(const std::string &path) {
  // Case matters: `.C` is C++ (GCC's convention, html2text's sources), `.c` is C.
  static const char *const extensions[] = {".c",   ".C",   ".h",   ".cc",  ".cpp", ".cxx", ".c++",
                                           ".hh",  ".hpp", ".hxx", ".h++", ".inl", ".ipp", ".tcc"};
  std::string ext = fs::path(path).extension().string();
  for (const char *e : extensions)
    if (ext == e)
      return true;
  return false;
}

static std::string normalised(const fs::path &p) {
  std::error_code ec;
  fs::path abs = fs::absolute(p, ec);
  std::string out = (ec ? p : abs).lexically_normal().string();
  while (out.size() > 1 && out.back() == '/')
    out.pop_back();
  return out;
}

std::vector<std::string> findSourceFiles(const std::vector<std::string> &paths,
                                         const std::function<bool(const std::string &)> &excluded,
                                         std::vector<std::string> &errors) {
  std::vector<std::string> out;
  for (const std::string &arg : paths) {
    std::error_code ec;
    fs::file_status status = fs::status(arg, ec);
    if (ec || !fs::exists(status)) {
      errors.push_back("no such file or directory: '" + arg + "'");
      continue;
    }
    if (!fs::is_directory(status)) {
      // Named explicitly: analysed whatever its extension, but only a regular file: opening a
      // FIFO blocks until a writer comes, and a device such as /dev/zero never ends.
      if (!fs::is_regular_file(status))
        errors.push_back("cannot read '" + arg + "': not a regular file");
      else
        out.push_back(normalised(arg));
      continue;
    }
    // Directory symlinks are not followed (no cycles); hidden directories (.git, .deps) skipped.
    fs::recursive_directory_iterator it(arg, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
      const fs::directory_entry &entry = *it;
      std::string name = entry.path().filename().string();
      std::string abs = normalised(entry.path());
      std::error_code typeError;
      if (entry.is_directory(typeError)) {
        if ((!name.empty() && name[0] == '.') || (excluded && excluded(abs)))
          it.disable_recursion_pending();
        continue;
      }
      if (!entry.is_regular_file(typeError) || !isSourceFileName(name))
        continue;
      if (excluded && excluded(abs))
        continue;
      out.push_back(abs);
    }
    if (ec)
      errors.push_back("cannot read directory '" + arg + "': " + ec.message());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

} // namespace faultline::fastmode
