"""What the precision projects' build commands share."""

CMAKE = "cmake -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DCMAKE_BUILD_TYPE=Release"

# The autotools/make steps the set files share (sets 13-29 each held their own copy).
CONF = "./configure >/dev/null 2>&1"
BEAR = "bear --output fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"
AUTORECONF = "autoreconf -fi >/dev/null 2>&1"
MK = "mkdir -p fl-build"


def bear(cmd):
    """`bear` over a build command other than a plain `make -j2`."""
    return f"bear --output fl-build/compile_commands.json -- {cmd} >/dev/null 2>&1"


def conf(flags):
    return f"./configure {flags} >/dev/null 2>&1"
