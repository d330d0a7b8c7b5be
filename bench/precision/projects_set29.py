"""Precision projects: held-out set 29 (session 29). Fields: projects.py."""
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


# ------------------------------------------------ held-out set 29 (session 29, brief h21-set29)
# The draw, fixed at 2026-12-06 13:11:14 UTC before any build and any faultline run on any candidate
# (/work/set29/draw-order.txt; candidates /work/set29/candidates.txt, written from memory 13:05-13:10 UTC in two batches:
# 200 names, 25 per kind, after the exclusions, then, as batch 1 gave 20 fetchable names and none of media or databases,
# the next 166 surviving names of the same written list (up to 25 per kind; 5 codecs, 11 databases); versions pinned to
# bookworm(-updates/-security) by /work/set29/ver.py: 110 + 60 have no bookworm source; fetchable by /work/set29/head.sh:
# 20 of 90 + 30 of 106 with one; no database is fetchable). The weighted round-robin (codecs 2, media 2, databases 1,
# C++ libraries 1, scientific 1, C CLIs 1, daemons 1, other C libraries 1) over the 50 fetchable names in list order,
# no pre-registered positions. Built in this order until 14:50 UTC:
#  1 pngmeta 1.11-10, 2 webp-pixbuf-loader 0.2.1-1, 3 gavl 2.0.0~svn6298-1, 4 id3ren 1.1b0-8,
#   5 libcrypto++ 8.7.0+git220824-1, 6 fftw3 3.3.10-1, 7 ascii 3.18-5, 8 isc-dhcp 4.4.3-P1-2, 9 elfutils 0.188-2.1,
#   10 libbpp-core 2.4.1-9, 11 aoflagger 3.1.0-2, 12 bsdmainutils 12.1.8, 13 knot 3.2.6-1,
#   14 libsoup2.4 2.74.3-1+deb12u1, 15 libbpp-seq 2.4.1-9, 16 wsclean 3.1-3, 17 wcalc 2.5-3,
#   18 knot-resolver 5.6.0-1+deb12u1, 19 libsoup3 3.2.3-0+deb12u2, 20 libbpp-phyl 2.4.1-8, 21 cpl 7.2.3+ds-1,
#   22 iw 5.19-1, 23 cups-filters 1.28.17-3+deb12u2, 24 opensc 0.23.0-0.3+deb12u2, 25 libpll 0.3.2-4,
#   26 missfits 2.8.0-5, 27 wireless-tools 30~pre9-14, 28 gpsd 3.22-4.1+deb12u1, 29 mhash 0.9.9.9-9,
#   30 weightwatcher 1.12+dfsg-3, 31 splint 1:3.1.2+dfsg-5, 32 ofono 1.31-3, 33 libmcrypt 2.5.8-7, 34 hypre 2.26.0-3,
#   35 cvs 2:1.12.13+real-28+deb12u1, 36 connman 1.41-3, 37 bzrtp 5.1.64-2, 38 dune-common 2.9.0-2,
#   39 wpa 2:2.10-12+deb12u3, 40 belle-sip 5.1.64+dfsg-2, 41 dune-geometry 2.9.0-2, 42 iwd 2.3-1+deb12u1,
#   43 ortp 1:5.1.64-2, 44 dune-grid 2.9.0-2, 45 udisks2 2.9.4-4+deb12u2, 46 mediastreamer2 1:5.1.64+dfsg-3,
#   47 dune-istl 2.9.0-2, 48 nq 0.3.1-4, 49 util-linux 2.38.1-5+deb12u3, 50 e2fsprogs 1.47.0-2


PROJECTS = [
]
