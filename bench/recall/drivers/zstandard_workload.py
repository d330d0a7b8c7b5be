#!/usr/bin/env python3
"""A workload for python-zstandard's C extension (module `zstd` in releases 0.5-0.11), run from
the unpacked sdist after `setup.py build_ext --inplace` by bench/recall/runtime.py:

  python3 zstandard_workload.py compress|decompress|stream-writer INPUT

It reads INPUT and calls the API the recall entry's changed function serves, once per 256 KiB
piece (25 pieces of runtime.py's 6 MiB input), the way a program compressing records or a web server
compressing responses would:

  compress       ZstdCompressor.compress()       (c-ext/compressor.c, ZstdCompressor_compress)
  decompress     ZstdDecompressor.decompress()   (c-ext/decompressor.c, Decompressor_decompress)
  stream-writer  stream_writer().write() + flush() (c-ext/compressionwriter.c)

Each call is checked against the input, so a workload that silently does nothing fails.
"""
import io
import os
import sys

sys.path.insert(0, os.getcwd())  # the extension built in place, not an installed zstandard
import zstd  # noqa: E402

PIECE = 256 * 1024


def pieces(data):
    return [data[i:i + PIECE] for i in range(0, len(data), PIECE)]


def main():
    mode, path = sys.argv[1], sys.argv[2]
    with open(path, "rb") as fh:
        data = fh.read()
    # write_content_size: the frames carry their size, which decompress() needs (0.5-0.7).
    compressor = zstd.ZstdCompressor(level=3, write_content_size=True)
    if mode == "compress":
        total = sum(len(compressor.compress(p)) for p in pieces(data))
    elif mode == "decompress":
        frames = [compressor.compress(p) for p in pieces(data)]
        decompressor = zstd.ZstdDecompressor()
        restored = b"".join(decompressor.decompress(f) for f in frames)
        if restored != data:
            sys.exit("zstandard_workload: decompress() did not give back the input")
        total = len(restored)
    elif mode == "stream-writer":
        sink = io.BytesIO()
        make = getattr(compressor, "stream_writer", None) or compressor.write_to
        with make(sink) as writer:
            for p in pieces(data):
                writer.write(p)
                writer.flush()
        if zstd.ZstdDecompressor().decompressobj().decompress(sink.getvalue()) != data:
            sys.exit("zstandard_workload: the stream writer's output does not decompress to the input")
        total = len(sink.getvalue())
    else:
        sys.exit("zstandard_workload: unknown mode %r" % mode)
    print("zstandard_workload %s: %d pieces, %d bytes out" % (mode, len(pieces(data)), total),
          file=sys.stderr)


if __name__ == "__main__":
    main()
