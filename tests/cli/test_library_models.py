"""The built-in library models (rules/models/*.yaml): loaded by default, overridden by a user
allocator of the same name, turned off by `models: false` or --no-library-models, listed by
`faultline models`; the same in AST and fast mode."""
import fltest
from fltest import Project, expect, expect_rc, expect_one_line_error

# Prototypes as in zstd.h and zlib.h: the golden tests do the same, no -dev package needed.
SOURCE = """#include <stddef.h>
typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);

size_t pack_all(char *dst, size_t cap, const char *src, const size_t *lens, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    total += ZSTD_compressCCtx(cctx, dst, cap, src, lens[i], 3);
    ZSTD_freeCCtx(cctx);
  }
  return total;
}
"""
LINE = 10  # ZSTD_createCCtx
CCTX_BYTES = 1303456  # ZSTD_estimateCCtxSize(3), rules/models/zstd.yaml


def findings(r):
    return [(f["ruleId"], f["location"]["line"], f["sizeBytes"]) for f in r.json()["findings"]]


def notes(r):
    return [n["message"] for f in r.json()["findings"] for n in f["notes"]]


def project():
    p = Project()
    p.write("z.c", SOURCE)
    p.database(["z.c"])
    return p


def test_models_loaded_by_default_and_cited():
    with project() as p:
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-loop-alloc", LINE, CCTX_BYTES)],
                   f"{mode}: ZSTD_createCCtx is modelled", r)
            expect(any("ZSTD_estimateCCtxSize(3)" in n and "library model 'zstd'" in n
                       for n in notes(r)), f"{mode}: the size note cites its source and model", r)


def test_user_entry_overrides_model():
    with project() as p:
        p.write(".faultline.yaml", "allocators:\n  - name: ZSTD_createCCtx\n    footprint: 8MiB\n"
                "    releasers: [ZSTD_freeCCtx]\n")
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-loop-alloc", LINE, 8 << 20)],
                   f"{mode}: the user's footprint wins", r)
            expect(not any("library model" in n for n in notes(r)),
                   f"{mode}: a user entry is not a model", r)
        # A user entry small enough to be no finding silences the model's entry too.
        p.write(".faultline.yaml", "allocators:\n  - name: ZSTD_createCCtx\n    footprint: 1K\n"
                "    releasers: [ZSTD_freeCCtx]\n")
        expect(findings(p.check("-p", ".", "--format=json")) == [], "overridden to 1K")
        # Other models stay loaded beside a user's entry for another function.
        p.write(".faultline.yaml", "allocators:\n  - name: xmalloc\n    size-args: [0]\n")
        expect(findings(p.check("-p", ".", "--format=json")) ==
               [("faultline-loop-alloc", LINE, CCTX_BYTES)], "models merge with user entries")


def test_models_off():
    with project() as p:
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode, "--no-library-models")
            expect_rc(r, 0, f"{mode}: --no-library-models")
            expect(findings(r) == [], f"{mode}: --no-library-models drops the model", r)
        p.write(".faultline.yaml", "models: false\n")
        r = p.check("-p", ".", "--format=json")
        expect(findings(r) == [], "models: false drops the model", r)
        # The user's own entries still count with the models off.
        p.write(".faultline.yaml", "models: false\nallocators:\n  - name: ZSTD_createCCtx\n"
                "    footprint: 2MiB\n    releasers: [ZSTD_freeCCtx]\n")
        expect(findings(p.check("-p", ".", "--format=json")) ==
               [("faultline-loop-alloc", LINE, 2 << 20)], "user entries without models")
        p.write(".faultline.yaml", "models: maybe\n")
        expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


def test_models_change_the_cache_key():
    with project() as p:
        expect(findings(p.check("-p", ".", "--format=json")) != [], "cached run with models")
        expect(findings(p.check("-p", ".", "--format=json", "--no-library-models")) == [],
               "a cached summary made with the models is not reused without them")


def test_owner_argument_schema():
    """`owner-arg: N` in the user's configuration: init-style and out-parameter constructors."""
    with Project() as p:
        p.write("o.c", """#include <stddef.h>
struct codec { void *state; };
int codec_init(struct codec *c, int level);
void codec_end(struct codec *c);
int codec_run(struct codec *c);
int run_all(int n) {
  int status = 0;
  for (int i = 0; i < n; ++i) {
    struct codec c;
    codec_init(&c, 9);
    status |= codec_run(&c);
    codec_end(&c);
  }
  return status;
}
""")
        p.database(["o.c"])
        p.write(".faultline.yaml", "allocators:\n  - name: codec_init\n    owner-arg: 0\n"
                "    footprint: 4MiB\n    source: codec.h CODEC_STATE_SIZE\n"
                "    releasers: [codec_end]\n")
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-loop-alloc", 10, 4 << 20)],
                   f"{mode}: owner-arg block released through &c", r)
            expect(any("codec.h CODEC_STATE_SIZE" in n for n in notes(r)),
                   f"{mode}: the source is cited", r)
        p.write(".faultline.yaml", "allocators:\n  - name: codec_init\n    owner-arg: x\n")
        expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


def test_models_command_lists_every_model():
    with Project() as p:
        r = p.run("models")
        expect_rc(r, 0, "faultline models")
        expect(r.err == "", "every embedded model parses", r)
    for needle in ("zstd", "ZSTD_createCCtx", "ZSTD_estimateCCtxSize(3)", "lz4",
                   "LZ4F_createCompressionContext", "zlib", "deflateInit", "bzip2",
                   "BZ2_bzCompressInit", "liblzma", "python", "PyMem_Malloc", "glib",
                   "g_malloc_n", "g_new: size from argument 1 * sizeof(argument 0)"):
        expect(needle in r.out, f"`faultline models` lists {needle}", r)



def test_transient_schema():
    """`transient: true`: a one-shot helper whose call is the allocation and the release; its
    `fix` replaces the rule's hoisting advice. Contradictory entries are configuration errors."""
    with Project() as p:
        p.write("t.c", """int codec_once(char *dst, const char *src, int n);
int run_all(char *dst, const char *const *src, const int *lens, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += codec_once(dst, src[i], lens[i]);
  return total;
}
""")
        p.database(["t.c"])
        p.write(".faultline.yaml", "allocators:\n  - name: codec_once\n    transient: true\n"
                "    footprint: 4MiB\n    source: codec.h CODEC_STATE_SIZE\n"
                "    fix: keep a codec_ctx across calls\n")
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-loop-alloc", 5, 4 << 20)],
                   f"{mode}: the call is the allocation and the release", r)
            expect(any("allocated and freed inside the call" in n for n in notes(r)),
                   f"{mode}: the size note says where the block lives", r)
            expect(any(n == "fix: keep a codec_ctx across calls" for n in notes(r)),
                   f"{mode}: the model's fix replaces the hoisting advice", r)
            expect(not any("hoist" in n for n in notes(r)), f"{mode}: no hoisting advice", r)
        for bad in ("    transient: true\n",  # no footprint
                    "    transient: true\n    footprint: 4MiB\n    releasers: [codec_end]\n",
                    "    transient: true\n    footprint: 4MiB\n    owner-arg: 0\n",
                    "    footprint: 4MiB\n    fix: reuse it\n",  # fix without transient
                    "    transient: maybe\n    footprint: 4MiB\n"):
            p.write(".faultline.yaml", "allocators:\n  - name: codec_once\n" + bad)
            expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


def test_one_shot_models_listed():
    with Project() as p:
        r = p.run("models")
    for needle in ("compress2", "LZ4_compress_HC", "BZ2_bzBuffToBuffCompress",
                   "lzma_easy_buffer_encode", "allocated and freed inside each call"):
        expect(needle in r.out, f"`faultline models` lists {needle}", r)
    expect("uncompress" not in r.out, "uncompress (~7 KiB) is not modelled", r)




SIZE_SOURCE = """#include <stddef.h>
#include <stdlib.h>
size_t ZSTD_CStreamOutSize(void);
size_t chunk_bytes(int level);

static size_t flush_one(const char *path) {
  void *out = malloc(ZSTD_CStreamOutSize());
  void *chunk = malloc(chunk_bytes(3));
  size_t r = path[0] ? 1 : 0;
  free(chunk);
  free(out);
  return r;
}

size_t flush_all(const char **paths, int n) {
  size_t total = 0;
  for (int i = 0; i < n; ++i)
    total += flush_one(paths[i]);
  return total;
}
"""


def test_size_functions():
    """`size-functions:` (library models and the user's): a documented result is a known size."""
    with Project() as p:
        p.write("s.c", SIZE_SOURCE)
        p.database(["s.c"])
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-per-call-buffer", 7, 131591)],
                   f"{mode}: ZSTD_CStreamOutSize() is 131,591 bytes (model 'zstd')", r)
            expect(any("ZSTD_CStreamOutSize() = 128.5 KiB (131,591 bytes) (zstd.h: recommended output"
                       in n and "library model 'zstd'" in n
                       for n in notes(r)), f"{mode}: the size note cites the model", r)
        r = p.check("-p", ".", "--format=json", "--no-library-models")
        expect(findings(r) == [], "without the models the result is an unknown, modest size", r)
        # The user's entries: a constant, and an entry overriding the model's.
        p.write(".faultline.yaml", "size-functions:\n  - name: chunk_bytes\n    value: 4MiB\n"
                "    source: chunk.h CHUNK_MAX\n  - name: ZSTD_CStreamOutSize\n    value: 1K\n")
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-per-call-buffer", 8, 4 << 20)],
                   f"{mode}: the user's size function, and the override of the model's", r)
            expect(any("chunk.h CHUNK_MAX" in n and "library model" not in n for n in notes(r)),
                   f"{mode}: a user entry cites its source, not a model", r)
        # bound-of: argument 0's value plus n / divisor + addend.
        p.write(".faultline.yaml", "size-functions:\n  - name: chunk_bytes\n    bound-of: 0\n"
                "    divisors: [2]\n    addend: 200000\n")
        r = p.check("-p", ".", "--format=json")
        expect(findings(r) == [("faultline-per-call-buffer", 7, 131591),
                               ("faultline-per-call-buffer", 8, 3 + 1 + 200000)],
               "chunk_bytes(3) = 3 + 3 / 2 + 200000", r)
        for bad in ("size-functions:\n  - name: f\n",
                    "size-functions:\n  - name: f\n    value: 1K\n    bound-of: 0\n",
                    "size-functions:\n  - name: f\n    bound-of: 0\n    divisors: [0]\n",
                    "size-functions:\n  - name: f\n    value: 1K\n    addend: 3\n",
                    "size-functions:\n  - value: 1K\n"):
            p.write(".faultline.yaml", bad)
            expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


def test_models_command_lists_size_functions():
    with Project() as p:
        r = p.run("models")
        expect_rc(r, 0, "faultline models")
        for needle in ("ZSTD_CStreamOutSize(): returns 128.5 KiB", "LZ4_compressBound(): returns n + n / 255 + 16",
                       "compressBound", "deflateBound", "BrotliEncoderMaxCompressedSize"):
            expect(needle in r.out, f"`faultline models` lists {needle}", r)


ONE_SHOT = """void *codec_open(void);
int codec_step(void *c, char *dst, const char *src, int n);
int codec_reset(void *c);
void codec_close(void *c);
static int once(char *dst, const char *src, int n) {
  void *c = codec_open();
  codec_reset(c);
  int r = codec_step(c, dst, src, n);
  codec_close(c);
  return r;
}
static int piecewise(char *dst, const char *src, int n) {
  void *c = codec_open();
  int r = 0;
  for (int at = 0; at < n && r >= 0; at += 4096)
    r = codec_step(c, dst + at, src + at, n - at < 4096 ? n - at : 4096);
  codec_close(c);
  return r;
}
int run_all(char *dst, const char *const *src, const int *lens, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += once(dst, src[i], lens[i]) + piecewise(dst, src[i], lens[i]);
  return total;
}
"""


def test_one_shot_use_schema():
    """`one-shot-use`: a handle given to that call once, outside loops, by the function that made
    it is the smaller footprint (zstd's DStream decoding a whole frame); given to it in a loop, the
    full one. Half an entry is a configuration error."""
    with Project() as p:
        p.write("t.c", ONE_SHOT)
        p.database(["t.c"])
        entry = ("allocators:\n  - name: codec_open\n    footprint: 4MiB\n    source: codec.h\n"
                 "    one-shot-use: codec_step\n    one-shot-footprint: 64KiB\n"
                 "    one-shot-source: codec.h, one frame\n    releasers: [codec_close]\n")
        p.write(".faultline.yaml", entry)
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-per-call-buffer", 13, 4 << 20)],
                   f"{mode}: only the piecewise use is a 4 MiB block per call", r)
        p.write(".faultline.yaml", entry.replace("64KiB", "1MiB"))
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(sorted(findings(r)) == [("faultline-per-call-buffer", 6, 1 << 20),
                                           ("faultline-per-call-buffer", 13, 4 << 20)],
                   f"{mode}: the one-shot use is its own footprint", r)
            expect(any("'codec_step' once, outside any loop" in n for n in notes(r)),
                   f"{mode}: the size note says why", r)
        for bad in ("    footprint: 4MiB\n    one-shot-use: codec_step\n",  # no one-shot size
                    "    footprint: 4MiB\n    one-shot-footprint: 64KiB\n",  # no use
                    "    one-shot-use: codec_step\n    one-shot-footprint: 64KiB\n",  # no footprint
                    "    transient: true\n    footprint: 4MiB\n    one-shot-use: codec_step\n"
                    "    one-shot-footprint: 64KiB\n"):
            p.write(".faultline.yaml", "allocators:\n  - name: codec_open\n" + bad)
            expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


SIZED_FRAME = """void *codec_open(void);
int codec_step(void *c, char *dst, const char *src, int n);
long codec_content_size(const char *src, int n);
void codec_close(void *c);
static int sized(char *dst, const char *src, int n) {
  void *c = codec_open();
  long want = codec_content_size(src, n);
  int r = 0;
  for (int at = 0; at < want && r >= 0; at += r)
    r = codec_step(c, dst + at, src, n);
  codec_close(c);
  return r;
}
static int unsized(char *dst, const char *src, int n) {
  void *c = codec_open();
  int r = 0;
  for (int at = 0; at < n && r >= 0; at += r)
    r = codec_step(c, dst + at, src, n);
  codec_close(c);
  return r;
}
int run_all(char *dst, const char *const *src, const int *lens, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += sized(dst, src[i], lens[i]) + unsized(dst, src[i], lens[i]);
  return total;
}
"""


def test_one_shot_size_query_schema():
    """`one-shot-size-query`: a function that reads the frame's content size (to size its output)
    decodes the whole frame in its first one-shot-use call, even from a loop (rspamd's map
    reader); the same loop without the query streams piecewise. Without one-shot-use the key is a
    configuration error."""
    with Project() as p:
        p.write("t.c", SIZED_FRAME)
        p.database(["t.c"])
        entry = ("allocators:\n  - name: codec_open\n    footprint: 4MiB\n    source: codec.h\n"
                 "    one-shot-use: codec_step\n    one-shot-footprint: 1MiB\n"
                 "    one-shot-source: codec.h, one frame\n"
                 "    one-shot-size-query: [codec_content_size]\n    releasers: [codec_close]\n")
        p.write(".faultline.yaml", entry)
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(sorted(findings(r)) == [("faultline-per-call-buffer", 6, 1 << 20),
                                           ("faultline-per-call-buffer", 15, 4 << 20)],
                   f"{mode}: the sized loop decodes one frame, the unsized one streams", r)
            expect(any("sized after 'codec_content_size'" in n for n in notes(r)),
                   f"{mode}: the size note names the query", r)
        p.write(".faultline.yaml", "allocators:\n  - name: codec_open\n    footprint: 4MiB\n"
                                   "    one-shot-size-query: [codec_content_size]\n")
        expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


def test_element_type_argument_schema():
    """`element-type-arg: N`: a macro whose argument N is the element type (GLib's g_new(T, n)),
    sized n * sizeof(T) in fast mode (AST mode sees the expansion, here a plain function).
    A type argument that is also a size argument, or one without size-args, is an error."""
    with Project() as p:
        p.write("e.c", """typedef struct { double x, y, z; } cell;
void fill(cell *c);
void grid_free(void *p);
#define grid_new(T, n) ((T *)grid_alloc((n) * sizeof(T)))
void *grid_alloc(unsigned long bytes);
void frames(int n) {
  for (int i = 0; i < n; ++i) {
    cell *c = grid_new(cell, 65536);
    fill(c);
    grid_free(c);
  }
}
""")
        p.database(["e.c"])
        p.write(".faultline.yaml", "allocators:\n  - name: grid_new\n    size-args: [1]\n"
                "    element-type-arg: 0\n    releasers: [grid_free]\n"
                "  - name: grid_alloc\n    size-args: [0]\n    releasers: [grid_free]\n")
        for mode in ("ast", "fast"):
            r = p.check("-p", ".", "--format=json", "--mode", mode)
            expect(findings(r) == [("faultline-loop-alloc", 8, 65536 * 24)],
                   f"{mode}: 65536 cells of 24 bytes per iteration", r)
        for bad in ("    size-args: [1]\n    element-type-arg: 1\n",
                    "    element-type-arg: 0\n",
                    "    size-args: [1]\n    element-type-arg: x\n"):
            p.write(".faultline.yaml", "allocators:\n  - name: grid_new\n" + bad)
            expect_one_line_error(p.check("-p", "."), ".faultline.yaml")


if __name__ == "__main__":
    fltest.main(globals())
