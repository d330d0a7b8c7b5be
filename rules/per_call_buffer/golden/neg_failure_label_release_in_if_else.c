// tor's tor_zstd_compress_new shape (held-out set 35, fast mode only): the constructor frees the stream it made only under its `err:` label, in an `if (compress) ... else ...` whose arms only call releasers, before `return NULL`; on success the stream stays in the state it returns (freed by the caller's state_free). Both arms come back to the failure return, so neither release is per call.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_CCtx_s ZSTD_CStream;
typedef struct ZSTD_DCtx_s ZSTD_DStream;
ZSTD_CStream *ZSTD_createCStream(void);
size_t ZSTD_freeCStream(ZSTD_CStream *zcs);
size_t ZSTD_initCStream(ZSTD_CStream *zcs, int compressionLevel);
ZSTD_DStream *ZSTD_createDStream(void);
size_t ZSTD_freeDStream(ZSTD_DStream *zds);
size_t ZSTD_initDStream(ZSTD_DStream *zds);
unsigned ZSTD_isError(size_t code);

struct state { int compress; ZSTD_CStream *c; ZSTD_DStream *d; };

static struct state *state_new(int compress) {
  struct state *s = calloc(1, sizeof *s);
  if (!s)
    return NULL;
  s->compress = compress;
  if (compress) {
    s->c = ZSTD_createCStream();
    if (s->c == NULL)
      goto err;
    if (ZSTD_isError(ZSTD_initCStream(s->c, 9)))
      goto err;
  } else {
    s->d = ZSTD_createDStream();
    if (s->d == NULL)
      goto err;
    if (ZSTD_isError(ZSTD_initDStream(s->d)))
      goto err;
  }
  return s;
err:
  if (compress)
    ZSTD_freeCStream(s->c);
  else
    ZSTD_freeDStream(s->d);
  free(s);
  return NULL;
}

static void state_free(struct state *s) {
  if (s->compress)
    ZSTD_freeCStream(s->c);
  else
    ZSTD_freeDStream(s->d);
  free(s);
}

int states_keep(struct state **out, int n, int compress) {
  for (int i = 0; i < n; ++i) {
    out[i] = state_new(compress);
    if (!out[i])
      return -1;
  }
  return 0;
}

void states_drop(struct state **all, int n) {
  for (int i = 0; i < n; ++i)
    state_free(all[i]);
}
