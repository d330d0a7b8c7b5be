/* A workload for lz4's frame API, built against the unpacked release by
 * bench/recall/runtime.py (entry lz4frame-tmpbuff):
 *
 *   lz4frame_workload INPUT
 *
 * One compression context, reused for one frame per 256 KiB piece of INPUT, the way a server
 * compressing one response per request uses LZ4F. autoFlush = 0 with 4 MiB blocks is what makes
 * LZ4F_compressBegin_usingCDict() give the context a temporary block buffer (4 MiB + 64 KiB);
 * the lz4 CLI sets autoFlush, so it never needs one and cannot serve as the workload. Before the
 * fix LZ4F_compressEnd() forgot the buffer's size, so every frame freed and calloc'ed it again.
 * Every frame is decompressed and compared with its piece: a workload that silently does
 * nothing fails. Exit 0 on success, 1 on any error (with a one-line message). */
#include <lz4frame.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PIECE = 256 * 1024 };

static int fail(const char *what, size_t code) {
    fprintf(stderr, "lz4frame_workload: %s: %s\n", what,
            LZ4F_isError(code) ? LZ4F_getErrorName(code) : "failed");
    return 1;
}

static unsigned char *read_all(const char *path, size_t *size) {
    FILE *in = fopen(path, "rb");
    if (!in)
        return NULL;
    size_t capacity = 1 << 20, used = 0, got;
    unsigned char *data = malloc(capacity);
    while (data && (got = fread(data + used, 1, capacity - used, in)) > 0) {
        used += got;
        if (used == capacity) {
            unsigned char *grown = realloc(data, capacity *= 2);
            if (!grown)
                free(data);
            data = grown;
        }
    }
    fclose(in);
    *size = used;
    return data;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: lz4frame_workload INPUT\n");
        return 1;
    }
    size_t size = 0;
    unsigned char *data = read_all(argv[1], &size);
    if (!data || size == 0)
        return fail("cannot read the input", 0);

    LZ4F_preferences_t prefs;
    memset(&prefs, 0, sizeof prefs);
    prefs.frameInfo.blockSizeID = LZ4F_max4MB;
    prefs.autoFlush = 0;
    size_t bound = LZ4F_compressBound(PIECE, &prefs) + LZ4F_HEADER_SIZE_MAX;
    unsigned char *frame = malloc(bound), *restored = malloc(PIECE);
    LZ4F_cctx *cctx = NULL;
    LZ4F_dctx *dctx = NULL;
    size_t code = LZ4F_createCompressionContext(&cctx, LZ4F_VERSION);
    if (LZ4F_isError(code) || !frame || !restored)
        return fail("compression context", code);
    code = LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION);
    if (LZ4F_isError(code))
        return fail("decompression context", code);

    size_t frames = 0, written = 0;
    for (size_t at = 0; at < size; at += PIECE, ++frames) {
        size_t piece = size - at < PIECE ? size - at : PIECE;
        size_t n = LZ4F_compressBegin(cctx, frame, bound, &prefs);
        if (LZ4F_isError(n))
            return fail("LZ4F_compressBegin", n);
        size_t m = LZ4F_compressUpdate(cctx, frame + n, bound - n, data + at, piece, NULL);
        if (LZ4F_isError(m))
            return fail("LZ4F_compressUpdate", m);
        n += m;
        m = LZ4F_compressEnd(cctx, frame + n, bound - n, NULL);
        if (LZ4F_isError(m))
            return fail("LZ4F_compressEnd", m);
        n += m;
        written += n;

        size_t src = n, dst = PIECE;
        code = LZ4F_decompress(dctx, restored, &dst, frame, &src, NULL);
        if (LZ4F_isError(code) || code != 0 || dst != piece || memcmp(restored, data + at, piece))
            return fail("a frame did not decompress to its piece", code);
    }
    LZ4F_freeCompressionContext(cctx);
    LZ4F_freeDecompressionContext(dctx);
    free(frame);
    free(restored);
    free(data);
    fprintf(stderr, "lz4frame_workload: %zu frames, %zu bytes out\n", frames, written);
    return 0;
}
