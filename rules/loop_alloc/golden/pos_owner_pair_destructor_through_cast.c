// A destructor that takes the base type and releases through the derived one, as cairo's output
// streams do (`deflate_stream_t *s = (deflate_stream_t *)base; deflateEnd(&s->zs);`, recall
// audit of held-out set 37): the local is a copy of the parameter, so freeing its field frees
// the parameter's (facts/builder/OwnerJoin.cpp, markReleasedParameters). A 1 MiB window made
// and released per chunk. (cairo's constructors return `&stream->base`, a field's address,
// which the owner pairs do not follow yet; this one returns the struct cast to its base.)
#include <stdlib.h>

typedef struct cast_stream { int kind; } cast_stream;
typedef struct {
  cast_stream base;
  unsigned char *window;
} cast_window_stream;

cast_stream *cast_stream_open(void) {
  cast_window_stream *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  s->base.kind = 1;
  s->window = malloc(1 << 20);
  if (!s->window) {
    free(s);
    return NULL;
  }
  return (cast_stream *)s;
}

void cast_stream_close(cast_stream *base) {
  cast_window_stream *s = (cast_window_stream *)base;
  free(s->window);
  free(s);
}

void cast_stream_write(cast_stream *s, const char *chunk);

void cast_write_chunks(const char *const *chunks, int n) {
  for (int i = 0; i < n; ++i) {
    cast_stream *s = cast_stream_open(); // EXPECT: faultline-loop-alloc warning
    cast_stream_write(s, chunks[i]);
    cast_stream_close(s);
  }
}
