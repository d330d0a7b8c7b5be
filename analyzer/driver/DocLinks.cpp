#include "driver/DocLinks.h"

#include "report/Reporters.h"
#include "rules/Rule.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace faultline::driver {

namespace {
int anchor; // an address inside this executable, for getMainExecutable
} // namespace

void addDocumentationLinks(report::Report &rep) {
  std::vector<std::string> ids;
  for (const auto &rule : rules::allRules())
    ids.push_back(rule->id());
  if (const char *base = std::getenv("FAULTLINE_DOCS_URL"); base && *base) {
    std::string url = base;
    if (url.back() != '/')
      url += '/';
    rep.informationUri = url + "README.md";
    for (const std::string &id : ids)
      rep.helpUris[id] = url + "rules/" + id + ".md";
    return;
  }
  std::string exe = llvm::sys::fs::getMainExecutable("faultline", &anchor);
  if (exe.empty())
    return;
  llvm::SmallString<256> docs(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(docs, "share", "doc", "faultline");
  auto link = [&](llvm::StringRef relative) -> std::string {
    llvm::SmallString<256> file(docs);
    llvm::sys::path::append(file, relative);
    llvm::sys::path::remove_dots(file, /*remove_dot_dot=*/true);
    return llvm::sys::fs::is_regular_file(file) ? report::fileUri(file) : "";
  };
  rep.informationUri = link("README.md");
  for (const std::string &id : ids)
    if (std::string uri = link("rules/" + id + ".md"); !uri.empty())
      rep.helpUris[id] = uri;
}

} // namespace faultline::driver
