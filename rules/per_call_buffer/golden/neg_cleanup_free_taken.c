// golden-flags: -O2
// systemd's TAKE_PTR hands a _cleanup_free_ block to the caller: its expansion takes the
// variable's address and leaves NULL behind, so the cleanup frees nothing on the success path.
// Each 1 MiB buffer outlives the call that made it (the caller keeps it per entry).
#include <stdlib.h>
#include <string.h>

static inline void cleanuptaken_freep(void *p) { free(*(void **)p); }
#define cleanuptaken_cleanup_free __attribute__((cleanup(cleanuptaken_freep)))
#define TAKE_PTR(ptr)                                                                              \
  ({                                                                                               \
    __typeof__(ptr) *_pptr_ = &(ptr);                                                              \
    __typeof__(ptr) _ptr_ = *_pptr_;                                                               \
    *_pptr_ = NULL;                                                                                \
    _ptr_;                                                                                         \
  })

static char *cleanuptaken_load(const char *text) {
  cleanuptaken_cleanup_free char *buffer = malloc(1 << 20);
  if (!buffer)
    return NULL;
  strncpy(buffer, text, 1 << 20);
  return TAKE_PTR(buffer);
}

void cleanuptaken_all(char **entries, const char *const *texts, int count) {
  for (int i = 0; i < count; ++i)
    entries[i] = cleanuptaken_load(texts[i]);
}
