"""Precision projects: held-out set 28 (session 28). Fields: projects.py."""
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


# ------------------------------------------------ held-out set 28 (session 28, brief h20-set28)
# The draw, fixed at 2026-12-06 10:34:08 UTC before any build and any faultline run on any candidate
# (/work/set28/draw-order.txt; candidates /work/set28/candidates.txt, 199 names written from memory, 25 per kind
# (24 codecs) after the exclusions; versions pinned to bookworm(-updates/-security) by /work/set28/ver.py: 64 have
# no bookworm source; fetchable by /work/set28/head.sh: 28 of the 135 with one; squid dropped before the draw,
# the bookworm source of that name being the web proxy, not the bioinformatics library meant). The weighted
# round-robin (codecs 2, media 2, databases 1, C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C
# libraries 1), no pre-registered positions. Built in this order:
#   1 minizip 1.1-8+deb12u1, 2 lzma 9.22-2.2, 3 snd 23.1-1, 4 abcmidi 20230208+ds1-1, 5 notmuch 0.37-1,
#   6 cln 1.3.6-4, 7 coinor-cgl 0.60.3+repack1-4, 8 hfsutils 3.2.6-15, 9 wide-dhcpv6 20080615-23,
#   10 libuev 2.4.0-1.1+deb12u1, 11 odb 2.4.0-16, 12 hfsplus 1.0.4-17, 13 ppp 2.4.9-1+1.1, 14 libieee1284 0.2.11-14,
#   15 libime 1.0.16-1, 16 nrg2iso 0.4-4.1, 17 snooze 0.5-1, 18 sofia-sip 1.12.11+20110422.1+1e14eea~dfsg-6,
#   19 clipper 2.1.20201109-1, 20 mdf2iso 0.3.1-2, 21 neon27 0.32.5-1, 22 libqglviewer 2.8.0+dfsg1-2,
#   23 iat 0.1.3-7.1, 24 libesmtp 1.1.0-3.1~deb12u1, 25 direvent 5.2-1, 26 ent 1.2debian-3, 27 sysvbanner 1:1.0-18


PROJECTS = [
]
