// A per-call buffer whose size is a local written only by plain assignments (zstd 1.5.4's
// BMK_benchFilesAdvanced, which `zstd -b -e19` called once per compression level): `loaded` is
// first a share of the memory found for three times the files' total size, then at most that
// total, read at run time from the file system. Both modes take the largest value a local is
// assigned (SizeEvaluator::variableMagnitude; fast mode: Binding::assigned): the block grows
// with the input files, churned on every call from bench_levels' level loop:
// faultline-per-call-buffer (size unknown: a note).
#include <stdlib.h>

unsigned long long golden_total_file_size(const char *const *names, unsigned count);
size_t golden_max_memory(unsigned long long wanted);
int golden_load(void *buffer, size_t size, const char *const *names, unsigned count);
int golden_bench(const void *buffer, size_t size, int level);

int bench_files(const char *const *names, unsigned count, int level) {
  unsigned long long const total = golden_total_file_size(names, count);
  size_t loaded;
  loaded = golden_max_memory(total * 3) / 3;
  if ((unsigned long long)loaded > total)
    loaded = (size_t)total;
  void *buffer = loaded ? malloc(loaded) : NULL; // EXPECT: faultline-per-call-buffer note
  if (!buffer)
    return -1;
  int result = golden_load(buffer, loaded, names, count) ? -1 : golden_bench(buffer, loaded, level);
  free(buffer);
  return result;
}

int bench_levels(const char *const *names, unsigned count, int first, int last) {
  int failures = 0;
  for (int level = first; level <= last; ++level)
    failures += bench_files(names, count, level) != 0;
  return failures;
}
