"""Headless Chromium for the report tests and the load-time benchmark: --dump-dom and
--screenshot of a local file, each with a fresh profile, no network services."""
import os
import struct
import subprocess
import tempfile
import zlib

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--hide-scrollbars"]


def chromium(binary, page, *extra, timeout=180):
    with tempfile.TemporaryDirectory(prefix="faultline-chromium-") as profile:
        cmd = [binary, *FLAGS, "--user-data-dir=" + profile, *extra,
               "file://" + os.path.abspath(page)]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def dump_dom(binary, page):
    p = chromium(binary, page, "--dump-dom", "--window-size=1400,1000")
    assert p.returncode == 0 and "<html" in p.stdout, p.stderr[-2000:]
    return p.stdout


def screenshot(binary, page, png, size="1400,2000"):
    p = chromium(binary, page, "--screenshot=" + png, "--window-size=" + size)
    assert p.returncode == 0 and os.path.exists(png), p.stderr[-2000:]


def read_png(path):
    """(width, height, rows of RGB(A) tuples' bytes): 8-bit RGB or RGBA, non-interlaced, the
    formats Chromium writes."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
            bpp = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, bpp, rows
