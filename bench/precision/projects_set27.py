"""Precision projects: held-out set 27 (session 27). Fields: projects.py."""
from projects_common import CMAKE  # noqa: F401

CONF = "./configure >/dev/null 2>&1"
BEAR = "bear --output fl-build/compile_commands.json -- make -j2 >/dev/null 2>&1"
AUTORECONF = "autoreconf -fi >/dev/null 2>&1"
MK = "mkdir -p fl-build"


def bear(cmd):
    """`bear` over a build command other than a plain `make -j2`."""
    return f"bear --output fl-build/compile_commands.json -- {cmd} >/dev/null 2>&1"


def conf(flags):
    return f"./configure {flags} >/dev/null 2>&1"


# ------------------------------------------------ held-out set 27 (session 27, brief h19-set27)
# The draw, fixed at 2026-12-06 08:38:46 UTC before any build and any faultline run on any candidate
# (/work/set27/draw-order.txt; candidates /work/set27/candidates.txt, 220 names written from memory, up to 28 per
# kind after the exclusions; versions pinned to bookworm(-updates/-security) by /work/set27/ver.py; fetchable by
# /work/set27/head.sh: 30 of the 157 with a bookworm source; 63 have none). The weighted round-robin (codecs 2, media 2, databases 1, C++
# libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1), no pre-registered positions. Built in this
# order:
#   1 libopenaptx 0.2.0-6, 2 ucl 1.03+repack-6, 3 mp3check 0.8.7-4, 4 mpd 0.23.12-1, 5 sqliteodbc 0.9998-3,
#   6 cli11 2.1.2+ds-1, 7 polylib 5.22.5-4+dfsg, 8 strace 6.1-0.1, 9 portsentry 1.2-14, 10 nanopb 0.4.7-2,
#   11 pdlzip 1.12-5, 12 qprint 1.1.dfsg.2-2.1, 13 exiftags 1.01-7, 14 libqalculate 4.5.1-1, 15 tetgen 1.5.0-5,
#   16 symlinks 1.4-4, 17 6tunnel 1:0.13-2, 18 liblockfile 1.17-1, 19 libcmis 0.5.2-3, 20 libint2 2.7.2-1,
#   21 sloccount 2.26-5.2, 22 libpipeline 1.5.7-1, 23 xsd 4.0.0-9, 24 pexec 1.0~rc8-4, 25 udns 0.4-1,
#   26 cpp-httplib 0.11.4+ds-1+deb12u1, 27 schedtool 1.3.0-4, 28 libntlm 1.6-4, 29 libdkim 1:1.0.21-4,
#   30 libowfat 0.32-4


PROJECTS = [
]
