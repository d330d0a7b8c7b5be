// Stands in for libclangdRemoteIndex.a, which Debian builds with gRPC and protobuf: a remote
// index is never available in faultline-clangd, exactly as in a clangd built without gRPC.
//
// The real declaration is
//   std::unique_ptr<clangd::SymbolIndex> remote::getClient(llvm::StringRef, llvm::StringRef);
// but clangd's headers are not installed, and a unique_ptr of the incomplete SymbolIndex cannot be
// returned here. On x86-64 (System V) a unique_ptr is returned through a hidden pointer passed
// first and handed back in %rax; the StringRef arguments are not read. So this function writes a
// null pointer there, under the C++ function's mangled name.
#if !defined(__x86_64__) || !defined(__linux__)
#error "RemoteIndexStub.cpp assumes the x86-64 System V ABI; write the stub for this target"
#endif

extern "C" void **faultlineRemoteGetClient(void **result, const char *, unsigned long,
                                           const char *, unsigned long)
    __asm__("_ZN5clang6clangd6remote9getClientEN4llvm9StringRefES3_");

extern "C" void **faultlineRemoteGetClient(void **result, const char *, unsigned long,
                                           const char *, unsigned long) {
  *result = nullptr; // no remote index
  return result;
}
