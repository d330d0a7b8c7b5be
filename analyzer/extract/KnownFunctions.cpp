#include "extract/KnownFunctions.h"

#include <string_view>

#include "facts/builder/AllocatorHook.h"

namespace faultline::extract {

using facts::BlockKind;
using facts::ReleaseKind;

static const std::vector<AllocationFunction> &allocationFunctions() {
  static const std::vector<AllocationFunction> table = {
      {"malloc", BlockKind::Malloc, {0}},
      {"calloc", BlockKind::Calloc, {0, 1}},
      {"realloc", BlockKind::Malloc, {1}, -1, /*nullFirstArgOnly=*/true},
      {"reallocarray", BlockKind::Malloc, {1, 2}, -1, /*nullFirstArgOnly=*/true},
      {"aligned_alloc", BlockKind::AlignedAlloc, {1}},
      {"memalign", BlockKind::AlignedAlloc, {1}},
      {"valloc", BlockKind::AlignedAlloc, {0}},
      {"pvalloc", BlockKind::AlignedAlloc, {0}},
      {"posix_memalign", BlockKind::AlignedAlloc, {2}, /*ownerOutArg=*/0},
      {"mmap", BlockKind::Mmap, {1}},
      {"mmap64", BlockKind::Mmap, {1}},
  };
  return table;
}

static const std::vector<ReleaseFunction> &releaseFunctions() {
  static const std::vector<ReleaseFunction> table = {
      {"free", ReleaseKind::Free},
      {"cfree", ReleaseKind::Free},
      {"munmap", ReleaseKind::Munmap},
  };
  return table;
}

static const std::vector<StreamFunction> &streamFunctions() {
  static const std::vector<StreamFunction> table = {
      // Opening returns the stream; freopen also takes one (argument 2) but returns it.
      {"fopen", StreamRole::Open, -1, "", false, {}},
      {"fopen64", StreamRole::Open, -1, "", false, {}},
      {"fdopen", StreamRole::Open, -1, "", false, {}},
      {"freopen", StreamRole::Open, -1, "", false, {}},
      {"freopen64", StreamRole::Open, -1, "", false, {}},
      {"fmemopen", StreamRole::Open, -1, "", false, {}},
      {"open_memstream", StreamRole::Open, -1, "", false, {}},
      {"popen", StreamRole::Open, -1, "", false, {}},
      {"fclose", StreamRole::Close, 0, "", false, {}},
      {"pclose", StreamRole::Close, 0, "", false, {}},
      {"setvbuf", StreamRole::Buffering, 0, "", false, {}},
      {"setbuf", StreamRole::Buffering, 0, "", false, {}},
      {"setbuffer", StreamRole::Buffering, 0, "", false, {}},
      // One character per call.
      {"fgetc", StreamRole::Read, 0, "", true, {}},
      {"getc", StreamRole::Read, 0, "", true, {}},
      {"fgetc_unlocked", StreamRole::Read, 0, "", true, {}},
      {"getc_unlocked", StreamRole::Read, 0, "", true, {}},
      {"ungetc", StreamRole::Read, 1, "", true, {}},
      {"getchar", StreamRole::Read, -1, "stdin", true, {}},
      {"getchar_unlocked", StreamRole::Read, -1, "stdin", true, {}},
      {"fputc", StreamRole::Write, 1, "", true, {}},
      {"putc", StreamRole::Write, 1, "", true, {}},
      {"fputc_unlocked", StreamRole::Write, 1, "", true, {}},
      {"putc_unlocked", StreamRole::Write, 1, "", true, {}},
      {"putchar", StreamRole::Write, -1, "stdout", true, {}},
      {"putchar_unlocked", StreamRole::Write, -1, "stdout", true, {}},
      // Block transfers: piecewise when the constant size is small.
      {"fread", StreamRole::Read, 3, "", false, {1, 2}},
      {"fread_unlocked", StreamRole::Read, 3, "", false, {1, 2}},
      {"fwrite", StreamRole::Write, 3, "", false, {1, 2}},
      {"fwrite_unlocked", StreamRole::Write, 3, "", false, {1, 2}},
      // Formatted and line I/O: one short transfer per call.
      {"fprintf", StreamRole::Write, 0, "", true, {}},
      {"vfprintf", StreamRole::Write, 0, "", true, {}},
      {"fputs", StreamRole::Write, 1, "", true, {}},
      {"fputs_unlocked", StreamRole::Write, 1, "", true, {}},
      {"printf", StreamRole::Write, -1, "stdout", true, {}},
      {"vprintf", StreamRole::Write, -1, "stdout", true, {}},
      {"puts", StreamRole::Write, -1, "stdout", true, {}},
      {"fgets", StreamRole::Read, 2, "", true, {}},
      {"fgets_unlocked", StreamRole::Read, 2, "", true, {}},
      {"getline", StreamRole::Read, 2, "", true, {}},
      {"getdelim", StreamRole::Read, 3, "", true, {}},
      {"fscanf", StreamRole::Read, 0, "", true, {}},
      {"scanf", StreamRole::Read, -1, "stdin", true, {}},
  };
  return table;
}

llvm::StringRef libraryName(llvm::StringRef name) {
  llvm::StringRef replaced = name;
  return replaced.consume_front("rpl_") && !replaced.empty() ? replaced : name;
}

template <typename T>
static const T *lookup(const std::vector<T> &table, llvm::StringRef name) {
  name = libraryName(name);
  for (const T &entry : table)
    if (entry.name == name)
      return &entry;
  return nullptr;
}

const AllocationFunction *findAllocationFunction(llvm::StringRef name) {
  return lookup(allocationFunctions(), name);
}
const ReleaseFunction *findReleaseFunction(llvm::StringRef name) {
  return lookup(releaseFunctions(), name);
}
const StreamFunction *findStreamFunction(llvm::StringRef name) {
  return lookup(streamFunctions(), name);
}

bool isAtomicWrite(llvm::StringRef name) {
  if (name.starts_with("__sync_"))
    return name != "__sync_synchronize";
  if (!name.starts_with("__atomic_") && !name.starts_with("__c11_atomic_") &&
      !name.starts_with("atomic_"))
    return false;
  // std::string_view: StringRef::find is out of line in LLVMSupport, which fast mode's copy of
  // this file (faultline_known_functions) does not link.
  std::string_view text(name.data(), name.size());
  return text.find("load") == text.npos && text.find("fence") == text.npos &&
         text.find("lock_free") == text.npos;
}

} // namespace faultline::extract

namespace faultline::builder {

// Here rather than in AllocatorHook.cpp: the tables live in this file, which both front ends
// link (fast mode through faultline_known_functions).
std::optional<HookTarget> libraryHookTarget(const std::string &name) {
  HookTarget target;
  target.name = name;
  target.library = true;
  if (const extract::AllocationFunction *fn = extract::findAllocationFunction(name)) {
    // One size argument passed straight through; calloc's product and realloc's "only when
    // NULL" are not a wrapper's affine size.
    if (fn->sizeArgs.size() != 1 || fn->ownerOutArg >= 0 || fn->nullFirstArgOnly)
      return std::nullopt;
    target.sizeArg = static_cast<int>(fn->sizeArgs[0]);
    target.kind = fn->kind;
    return target;
  }
  if (extract::findReleaseFunction(name)) {
    target.releases = true;
    return target;
  }
  return std::nullopt;
}

} // namespace faultline::builder
