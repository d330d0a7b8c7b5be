// Stands in for libclangdRemoteIndex.a, which Debian builds with gRPC and protobuf: a remote
// index is never available in faultline-clangd, exactly as in a clangd built without gRPC.
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace clang::clangd {
class SymbolIndex;
namespace remote {
std::unique_ptr<clangd::SymbolIndex> getClient(llvm::StringRef Address,
                                               llvm::StringRef IndexRoot) {
  return nullptr;
}
} // namespace remote
} // namespace clang::clangd
