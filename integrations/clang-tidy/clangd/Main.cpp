// faultline-clangd: Debian's clangd-19 with the faultline checks linked in. clangd cannot load
// clang-tidy plugins, but it creates its tidy checks from the same registry clang-tidy uses, so
// linking the faultline module (FaultlineModule.cpp) is enough. Everything else is clangd's own
// main, from libclangdMain.a.
#include "CheckFilterNotice.h"

#include <string>
#include <vector>

namespace clang::clangd {
int clangdMain(int argc, char *argv[]); // libclangdMain.a; there is no header for it
} // namespace clang::clangd

namespace clang::tidy {
extern volatile int FaultlineModuleAnchorSource;
} // namespace clang::tidy

#ifndef FAULTLINE_CLANG_RESOURCE_DIR
#define FAULTLINE_CLANG_RESOURCE_DIR "/usr/lib/llvm-19/lib/clang/19"
#endif

int main(int argc, char *argv[]) {
  (void)clang::tidy::FaultlineModuleAnchorSource;
  // clangd derives its resource directory (builtin headers such as stddef.h) from its own
  // location, which is not /usr/lib/llvm-19/bin: point it at clang 19's unless the user did.
  std::vector<char *> args(argv, argv + argc);
  bool given = false, check = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    given |= arg.rfind("--resource-dir", 0) == 0;
    // Without FastCheckFilter: Loose clangd drops the faultline checks silently: say so once
    // (CheckFilterNotice.h), for --check=FILE or for the files an editor opens.
    if (arg.rfind("--check=", 0) == 0) {
      check = true;
      faultline::clangd::noticeDroppedChecks(arg.substr(8));
    }
  }
  if (!check)
    faultline::clangd::watchOpenedFiles();
  static std::string resourceDir = "--resource-dir=" FAULTLINE_CLANG_RESOURCE_DIR;
  if (!given)
    args.insert(args.begin() + 1, resourceDir.data());
  args.push_back(nullptr);
  return clang::clangd::clangdMain(static_cast<int>(args.size()) - 1, args.data());
}
