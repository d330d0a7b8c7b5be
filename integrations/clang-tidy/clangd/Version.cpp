// What faultline-clangd says it is: `--version` and the LSP `serverInfo.version` come from these
// three functions (clangd's Feature.cpp). Defining all three here keeps that object out of the
// link, so editors and bug reports see faultline's name and version next to clangd's, and the
// feature list no longer advertises a gRPC remote index that this build stubs out
// (RemoteIndexStub.cpp).
#include "clang/Basic/Version.h"
#include "llvm/TargetParser/Host.h"

#include <string>

#ifndef FAULTLINE_VERSION
#define FAULTLINE_VERSION "unknown"
#endif

namespace clang::clangd {

std::string versionString() {
  return "faultline-clangd " FAULTLINE_VERSION " (the faultline checks in " +
         clang::getClangToolFullVersion("clangd") + ")";
}

std::string featureString() {
  return "linux, faultline checks, no remote index";
}

std::string platformString() {
  static const std::string platform = [] {
    std::string host = llvm::sys::getProcessTriple();
    std::string target = llvm::sys::getDefaultTargetTriple();
    return host == target ? host : host + "; target=" + target;
  }();
  return platform;
}

} // namespace clang::clangd
